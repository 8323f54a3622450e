/**
 * A Flux Kustomization's `spec.images`, as kustomize-controller applies them: before it builds
 * `spec.path`, it writes the kustomization there again with the entries merged in, by exact
 * `name` (the first entry of that name), and appends those it finds no entry for. fluxcd/pkg,
 * kustomize/kustomize_generator.go `GenerateManifest`, read at commit
 * e2cfd1a2d1815a81b3e77ef750e6528282ccccd6. How an entry merges depends on the release:
 *
 * - up to kustomize/v1.38.0 (and v1.35.3) the Flux entry replaces the whole entry, so its
 *   `newName`, `newTag` and `digest` win even when empty, and `tagSuffix` is dropped;
 * - since kustomize/v1.39.0 and v1.35.4 (commit aee2dab22fc8aab359abbe3019f139958e060273, fixing
 *   fluxcd/flux2#5787) a non-empty `newName` replaces the entry's, and `newTag` and `digest` are
 *   replaced together when either is set; the entry's other fields stay.
 *
 * The gate cannot tell which kustomize-controller runs, so it reads an entry only where both
 * give the same result, and refuses one where they differ (it asks for the whole entry in
 * `spec.images`). Appended entries are the same in both.
 */
import type { KustomizationEntry } from './kustomization.js'

export type FluxMerge =
  | { readonly ok: true; readonly entries: KustomizationEntry[] }
  | { readonly ok: false; readonly entry: KustomizationEntry; readonly what: string }

/** `entries` (the kustomization's) with `flux` (a Flux Kustomization's `spec.images`, carrying their file) merged in. */
export function mergeFluxImages(
  entries: readonly KustomizationEntry[],
  flux: readonly KustomizationEntry[]
): FluxMerge {
  const replaced = [...entries]
  const merged = [...entries]
  for (const image of flux) {
    const at = merged.findIndex((e) => e.name === image.name)
    if (at === -1) {
      const appended = { ...image, tagSuffix: '' }
      replaced.push({ ...appended, index: replaced.length })
      merged.push({ ...appended, index: merged.length })
      continue
    }
    const existing = merged[at]!
    const version = image.newTag !== '' || image.digest !== ''
    replaced[at] = { ...image, tagSuffix: '', index: at }
    merged[at] = {
      ...image,
      newName: image.newName !== '' ? image.newName : existing.newName,
      newTag: version ? image.newTag : existing.newTag,
      digest: version ? image.digest : existing.digest,
      tagSuffix: existing.tagSuffix,
      index: at
    }
    if (!sameEffect(replaced[at], merged[at]))
      return {
        ok: false,
        entry: image,
        what: `spec.images[name=${image.name}] merges into the entry of that name at line ${existing.line} of ${existing.file === undefined ? 'the kustomization' : JSON.stringify(existing.file)}, and Flux releases merge differently (up to kustomize-controller's fluxcd/pkg kustomize v1.38 the entry is replaced whole, since v1.39 only the fields set are): write the whole entry in spec.images (newName where the kustomization sets one, and newTag or digest), so both render the same`
      }
  }
  return { ok: true, entries: merged }
}

/** Whether two entries render the same: `tagSuffix` counts only without `newTag` and `digest`. */
function sameEffect(a: KustomizationEntry, b: KustomizationEntry): boolean {
  const suffix = (e: KustomizationEntry): string => (e.newTag === '' && e.digest === '' ? e.tagSuffix : '')
  return a.newName === b.newName && a.newTag === b.newTag && a.digest === b.digest && suffix(a) === suffix(b)
}
