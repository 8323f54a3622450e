/**
 * A Flux Kustomization's `spec.images` on their own: kustomize-controller merges them into the
 * kustomization at `spec.path` (src/kube-yaml/flux-images.ts), whose own entries may be in this
 * repository or another, so this is the floor the gate holds them to wherever they apply. Each
 * changed entry must be read exactly as the API server stores it (keys as spelled, strings where
 * strings go, a name that is no pattern) and be the one entry of `spec.images` that can apply to
 * what it pins: no earlier entry may match the same images, and no later one what it renders.
 * Where the kustomization is in this repository, the kustomize stage also follows the entries
 * into its build (src/gate/kustomize/).
 */
import type { KubeDocument } from '../../kube-yaml/document.js'
import { entryProblem, fluxImagesOf } from '../../kube-yaml/entry-conflicts.js'
import { isFluxKustomization } from '../../kube-yaml/image-sites.js'
import { fileReason, type Reason } from '../reasons.js'

const ENTRY = /^spec\.images\[name=(.*)\]\.(?:newTag|digest)$/

/** Why the changes to `paths` in a Flux Kustomization's `spec.images` may not render as written. */
export function fluxImagesReasons(file: string, doc: KubeDocument, paths: readonly string[]): Reason[] {
  if (!isFluxKustomization(doc.identity)) return []
  const names = [...new Set(paths.flatMap((p) => ENTRY.exec(p)?.[1] ?? []))]
  if (names.length === 0) return []
  const at = (line: number, what: string): Reason =>
    fileReason(
      'kustomize-undecidable',
      file,
      line,
      `${JSON.stringify(file)} line ${line}: the gate cannot work out what this Flux Kustomization's spec.images render: ${what}.`
    )
  const read = fluxImagesOf(doc)
  if (!read.ok) return [at(read.line, read.what)]
  return names.flatMap((name) => {
    const problem = entryProblem(read.entries, name, true)
    return problem === undefined ? [] : [at(problem.line, problem.what)]
  })
}
