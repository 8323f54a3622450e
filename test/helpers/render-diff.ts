/**
 * An independent reading of what the real kustomize renders at two versions of a repository:
 * both built with `kustomize build`/`kubectl kustomize`, the objects compared with every
 * container image taken out, and the images compared one by one. The tests judge the gate by
 * this, not by the gate's own render proof.
 */
import { parseAllDocuments } from 'yaml'
import { renderFiles } from './kustomize.js'
import type { Tree } from './memory-repo.js'

export interface ImageMove {
  readonly before: string
  readonly after: string
}

export type RenderDiff =
  | { readonly ok: true; readonly moves: ImageMove[]; readonly otherChanges: boolean }
  | { readonly ok: false; readonly why: string }

export async function renderDiff(base: Tree, head: Tree, dir: string): Promise<RenderDiff> {
  const [b, h] = await Promise.all([renderFiles(base, dir), renderFiles(head, dir)])
  if (!b.ok || !h.ok) return { ok: false, why: `${b.ok ? '' : `base: ${b.why}`} ${h.ok ? '' : `head: ${h.why}`}` }
  const [x, y] = [strip(b.yaml), strip(h.yaml)]
  const moves = x.images.flatMap((before, i) => (before === y.images[i] ? [] : [{ before, after: y.images[i] ?? '' }]))
  return { ok: true, moves, otherChanges: x.rest !== y.rest || x.images.length !== y.images.length }
}

/** The objects as JSON with container images replaced, and the images in order. */
function strip(text: string): { rest: string; images: string[] } {
  const images: string[] = []
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => {
        if (['containers', 'initContainers', 'ephemeralContainers'].includes(key) && Array.isArray(v))
          return [
            key,
            v.map((c: unknown) => {
              if (c === null || typeof c !== 'object') return walk(c)
              const { image, ...rest } = c as Record<string, unknown>
              images.push(String(image))
              return walk(rest)
            })
          ]
        return [key, walk(v)]
      })
    )
  }
  const rest = JSON.stringify(parseAllDocuments(text).map((d) => walk(d.toJS())))
  return { rest, images }
}

/** `repo[:tag]@digest` split at the digest and the tag (after the last slash). */
export function parts(image: string): { name: string; tag: string; digest: string } {
  const at = image.indexOf('@')
  const rest = at === -1 ? image : image.slice(0, at)
  const colon = rest.indexOf(':', rest.lastIndexOf('/') + 1)
  return {
    name: colon === -1 ? rest : rest.slice(0, colon),
    tag: colon === -1 ? '' : rest.slice(colon + 1),
    digest: at === -1 ? '' : image.slice(at + 1)
  }
}

/**
 * Whether every move is to one of the release's `repository@digest` pins on the same repository,
 * the tag kept or dropped (or changed, with `allowTagChange`), and nothing else changed.
 */
export function onlyDigests(diff: RenderDiff, pins: readonly string[], allowTagChange = false): boolean {
  if (!diff.ok || diff.otherChanges) return false
  return diff.moves.every(({ before, after }) => {
    const [b, a] = [parts(before), parts(after)]
    return (
      b.name === a.name && pins.includes(`${a.name}@${a.digest}`) && (a.tag === b.tag || a.tag === '' || allowTagChange)
    )
  })
}
