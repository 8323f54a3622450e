/**
 * The edit's rule for fields Flux image automation owns (src/kube-yaml/image-policy.ts): a field
 * with an `$imagepolicy` marker is rewritten by image-automation-controller on every run, so a
 * release there is undone unless it writes exactly what the marker gives the field.
 */
import { markerOwner, markerShapeProblem, type MarkedField, type PolicyMarker } from '../kube-yaml/image-policy.js'
import { ManifestError, type MarkerPolicy } from './types.js'

/**
 * A change to a field Flux image automation owns: refused, naming the ImagePolicy and the opt-in;
 * with the opt-in, refused only where `value` is not in the marker's shape. The marker itself is
 * outside the scalar, so a splice keeps it byte for byte.
 */
export function checkOwned(
  label: string,
  field: MarkedField,
  marker: PolicyMarker,
  value: string,
  markers: MarkerPolicy,
  where: { documentIndex: number; line: number }
): void {
  if (markers === 'follow') {
    const problem = markerShapeProblem(field, marker, value)
    if (problem !== undefined) throw new ManifestError(`${label}: line ${where.line}: ${problem}`, 'owned', where)
    return
  }
  throw new ManifestError(
    (spell) =>
      `${label}: line ${where.line}: ${field.path} belongs to ${markerOwner(marker)}, which image automation rewrites on every run, undoing this release; release through that ImagePolicy, or set ${spell('image-policy-markers', 'follow')} to write the field in the marker's shape and keep the comment`,
    'owned',
    where
  )
}
