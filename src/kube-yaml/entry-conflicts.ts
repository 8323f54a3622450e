/**
 * What the entries of one `images:` list show on their own, without the containers they meet:
 * where an edit to one entry may not render as written because another entry of the same list
 * can match the same images first (the edited entry is shadowed, or the two chain) or can match
 * what the edited entry renders (a chain, or an entry keyed on a tag that the release wakes).
 * kustomize applies the entries in order, each to what the ones before rendered, with names
 * matched as patterns (src/kube-yaml/kustomize-images.ts). Both `bump` (before it writes) and the
 * gate (for a Flux Kustomization's `spec.images`, whose kustomization is elsewhere) ask this.
 */
import type { KubeDocument } from './document.js'
import { namesOverlap } from './kustomize-images.js'
import { readFluxImages, type KustomizationEntry } from './kustomization.js'
import { lookup, resolved } from './nodes.js'

/** Why `other` keeps `entry` from rendering as written, if it may. */
export function entryConflict(entry: KustomizationEntry, other: KustomizationEntry): string | undefined {
  const shown = `images[name=${other.name}] (line ${other.line})`
  if (other.index < entry.index && namesOverlap(other.name, entry.name))
    return `${shown} comes first and may match the images images[name=${entry.name}] pins, so kustomize would apply it first and the pin would be shadowed or chained; make one entry say the whole image`
  const renders = entry.newName === '' ? entry.name : entry.newName
  if (other.index > entry.index && namesOverlap(other.name, renders))
    return `${shown} comes after and may match what images[name=${entry.name}] renders (${renders}), so kustomize would rewrite the pinned image (a chain, or an entry keyed on a tag that the release wakes); make one entry say the whole image`
  return undefined
}

/** Why the entry named `name` may not render as written among `entries`, with the line to blame. */
export function entryProblem(
  entries: readonly KustomizationEntry[],
  name: string,
  flux = false
): { line: number; what: string } | undefined {
  const mine = entries.filter((e) => e.name === name)
  const entry = mine[0]
  if (entry === undefined) return undefined
  if (mine.length > 1)
    return {
      line: mine[1]!.line,
      what: `${mine.length} entries are named ${JSON.stringify(name)} (lines ${mine.map((e) => e.line).join(', ')}); ${flux ? 'Flux merges them into one entry, differently across its releases' : 'kustomize applies both, one to what the other rendered'}: merge them into one`
    }
  for (const other of entries) {
    if (other === entry) continue
    const conflict = entryConflict(entry, other)
    if (conflict !== undefined) return { line: other.line, what: conflict }
  }
  return undefined
}

/** A Flux Kustomization's `spec.images`, read exactly (src/kube-yaml/kustomization.ts). */
export function fluxImagesOf(doc: KubeDocument): ReturnType<typeof readFluxImages> {
  const spec = doc.root === null ? undefined : lookup(doc.root, 'spec')
  const map = spec === undefined ? undefined : resolved(spec.node)
  const images = map?.kind === 'map' ? lookup(map, 'images') : undefined
  return readFluxImages(images && { node: images.node, line: images.node.line })
}
