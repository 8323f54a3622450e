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
  // The objects with an image line that differs, by their first line; only those are read.
  const changed = new Set<number>()
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
    changed.add(start)
  }
  if (changed.size === 0) return { ok: true, changes: [] }
  const changes: RenderedImageChange[] = []
  for (const from of changed) {
    const to = b.indexOf('---', from)
    const slice = (lines: string[]): string => lines.slice(from, to === -1 ? lines.length : to).join('\n')
    const [before, after] = [containers(slice(b)), containers(slice(h))]
    if (before === undefined || after === undefined || before.length !== after.length)
      return { ok: false, why: 'the rendered objects could not be read to name their containers' }
    after.forEach((a, i) => {
      const was = before[i]!
      if (was.image !== a.image)
        changes.push({ object: a.object, container: a.container, before: was.image, after: a.image })
    })
  }
  if (changes.length === 0) return { ok: false, why: 'image lines differ outside any container' }
  return { ok: true, changes }
}

interface Container {
  readonly object: string
  readonly container: string
  readonly image: string
}

/** Every container image of the rendered objects, in order. */
function containers(text: string): Container[] | undefined {
  const out: Container[] = []
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) return undefined
    const obj = doc.toJS({ maxAliasCount: -1 }) as unknown
    if (obj === null || typeof obj !== 'object') continue
    const { kind, metadata } = obj as { kind?: unknown; metadata?: { name?: unknown } }
    const name = metadata?.name
    const label = `${typeof kind === 'string' ? kind : 'object'} ${typeof name === 'string' ? name : '(unnamed)'}`
    walk(obj, label, '', out)
  }
  return out
}

const LISTS = new Set(['containers', 'initContainers', 'ephemeralContainers'])

function walk(value: unknown, object: string, path: string, out: Container[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, object, `${path}[${i}]`, out))
    return
  }
  if (value === null || typeof value !== 'object') return
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const at = path === '' ? key : `${path}.${key}`
    if (LISTS.has(key) && Array.isArray(child)) {
      child.forEach((c: unknown, i) => {
        if (c === null || typeof c !== 'object') return
        const { name, image } = c as { name?: unknown; image?: unknown }
        if (typeof image === 'string')
          out.push({ object, container: typeof name === 'string' ? name : `${at}[${i}]`, image })
      })
    }
    walk(child, object, at, out)
  }
}

function shorten(line: string): string {
  return line.length > 120 ? `${line.slice(0, 120)}…` : line
}
