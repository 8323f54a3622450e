/**
 * The render proof's comparison of what kustomize printed at the base and at the head. kustomize
 * prints each object the same way every time, and never folds an image reference over lines, so
 * two renders that differ only in container images differ only in `image:` lines: the texts are
 * compared line by line, and any other line that differs refuses. The objects are then read to
 * name the containers whose image changed.
 */
import { parseAllDocuments } from 'yaml'

export interface RenderedImageChange {
  /** `Deployment web`. */
  readonly object: string
  readonly container: string
  readonly before: string
  readonly after: string
}

export type RenderComparison =
  { readonly ok: true; readonly changes: RenderedImageChange[] } | { readonly ok: false; readonly why: string }

const IMAGE_LINE = /^(\s*(?:- )?)image: (.*)$/

export function compareRenders(base: string, head: string): RenderComparison {
  const [b, h] = [base.split('\n'), head.split('\n')]
  if (b.length !== h.length)
    return { ok: false, why: `the render has ${b.length} lines at the base and ${h.length} at the head` }
  // The objects with an image line that differs, by their first line, and how many lines
  // differ in each; only those objects are read.
  const changed = new Map<number, number>()
  let start = 0
  for (let i = 0; i < b.length; i++) {
    if (b[i] === '---') start = i + 1
    if (b[i] === h[i]) continue
    const [x, y] = [IMAGE_LINE.exec(b[i]!), IMAGE_LINE.exec(h[i]!)]
    if (x === null || y === null || x[1] !== y[1])
      return {
        ok: false,
        why: `line ${i + 1} of the render differs beyond an image: ${JSON.stringify(shorten(h[i]!))}`
      }
    changed.set(start, (changed.get(start) ?? 0) + 1)
  }
  if (changed.size === 0) return { ok: true, changes: [] }
  const changes: RenderedImageChange[] = []
  for (const [from, lines] of changed) {
    const to = b.indexOf('---', from)
    const slice = (text: string[]): string => text.slice(from, to === -1 ? text.length : to).join('\n')
    const [before, after] = [readObject(slice(b)), readObject(slice(h))]
    if (before === undefined || after === undefined || before.containers.length !== after.containers.length)
      return { ok: false, why: 'the rendered objects could not be read to name their containers' }
    const mine = after.containers.flatMap((a, i) => {
      const was = before.containers[i]!.image
      return was === a.image ? [] : [{ object: after.label, container: a.container, before: was, after: a.image }]
    })
    // Every differing line must be a container's image: an `image:` key elsewhere (an
    // annotation, a ConfigMap's data) that differs as well is a change beyond the images.
    if (mine.length !== lines)
      return { ok: false, why: `${after.label} differs in an image: line outside its containers` }
    changes.push(...mine)
  }
  return { ok: true, changes }
}

/** One rendered object: `Deployment web`, and each container's image in order. */
interface RenderedObject {
  readonly label: string
  readonly containers: { readonly container: string; readonly image: string }[]
}

function readObject(text: string): RenderedObject | undefined {
  const docs = parseAllDocuments(text)
  const doc = docs[0]
  if (docs.length !== 1 || doc === undefined || doc.errors.length > 0) return undefined
  const obj = doc.toJS({ maxAliasCount: -1 }) as unknown
  if (obj === null || typeof obj !== 'object') return undefined
  const { kind, metadata } = obj as { kind?: unknown; metadata?: { name?: unknown } }
  const name = metadata?.name
  const label = `${typeof kind === 'string' ? kind : 'object'} ${typeof name === 'string' ? name : '(unnamed)'}`
  const containers: RenderedObject['containers'] = []
  walk(obj, '', containers)
  return { label, containers }
}

const LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers'])

function walk(value: unknown, path: string, out: RenderedObject['containers']): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, out))
    return
  }
  if (value === null || typeof value !== 'object') return
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const at = path === '' ? key : `${path}.${key}`
    if (LISTS.has(key) && Array.isArray(child)) {
      child.forEach((c: unknown, i) => {
        if (c === null || typeof c !== 'object') return
        const { name, image } = c as { name?: unknown; image?: unknown }
        if (typeof image === 'string') out.push({ container: typeof name === 'string' ? name : `${at}[${i}]`, image })
      })
    }
    walk(child, at, out)
  }
}

function shorten(line: string): string {
  return line.length > 120 ? `${line.slice(0, 120)}…` : line
}
