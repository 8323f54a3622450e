/**
 * The edit refuses what the gate would refuse. A release PR that `gate`, the required check,
 * can never pass is worse than a clear error before anything is written, so before it hands
 * out a result the edit checks it with the same core the gate judges with (src/kube-yaml/): the
 * file split as Kubernetes splits it, the document it changes inside the YAML subset on both
 * sides, a resource Argo CD can apply, its separator a document start, the image it pins now
 * and the new one (same quoting, literal spelling, a valid sha256 pin, both references valid),
 * and, read back, exactly the one spliced scalar holding the new value. The byte comparison
 * holds by construction: nothing but that scalar's bytes was replaced.
 *
 * Left to the gate: a move to another repository (refused there on purpose, for a person to
 * review) and the tag policy (`allow-tag-change`, `allow-downgrade`; `open` refuses
 * downgrades itself).
 */
import { notApplicable, readDocument } from '../kube-yaml/document.js'
import { checkImageScalars, type ImageProblemCode } from '../kube-yaml/image-change.js'
import { specImage } from '../kube-yaml/images.js'
import type { Refusal } from '../kube-yaml/refusal.js'
import { separatorRefusal, splitLikeKubernetes } from '../kube-yaml/split.js'
import type { LocateReport } from './locate.js'
import { ManifestError, type LocatedImage } from './types.js'

/** Why the gate refuses each kind of refusal, where the message does not say it already. */
const WHY: Partial<Record<Refusal['code'], string>> = {
  'forbidden-char':
    "Kubernetes' YAML reader (Go) and JavaScript, git or GitHub's diff disagree on this character, or a reviewer cannot see it",
  'outside-subset': 'the gate proves what Kubernetes reads only inside its YAML subset (see the README)',
  anchor: 'the gate reads anchors only on values, each defined once',
  alias: 'the gate reads aliases only of complete nodes defined before them',
  tag: 'readers resolve explicit tags differently, so the gate refuses them in the document the edit changes',
  directive: 'a directive changes how the document is read, so the gate refuses it in the document the edit changes',
  'document-end': 'Kubernetes ignores what follows "...", other readers do not',
  'explicit-key': 'Go and JavaScript YAML readers end explicit keys in different places',
  'merge-key': 'Go lets a merge override the keys before it, other readers do not'
}

/**
 * Throws ManifestError (`gate-refuses`) when the gate would refuse the PR that turns `before`
 * into `after`; returns when it would accept it (settings aside, see above). `located` is the
 * scalar the edit replaced, `image` its new value and `rendered` its new source.
 */
export function proveEdit(
  before: string,
  after: string,
  report: LocateReport,
  located: LocatedImage,
  image: string,
  rendered: string
): void {
  const target = report.candidates.find((c) => c.chunk.contentStart <= located.start && located.start < c.chunk.end)
  if (target === undefined) throw verifyFailed(located, 'the edited document is not one the edit read')
  const refusal = separatorRefusal(before, target.chunk) ?? notApplicable(target.document)
  if (refusal) throw gateRefuses(refusal)
  const imageProblem = imageRefusal(before, located, image, rendered)
  if (imageProblem) throw gateRefuses(imageProblem.refusal, '', imageProblem.code)

  const file = splitLikeKubernetes(after)
  const offset = rendered.length - (located.end - located.start)
  const chunk = file.ok ? file.chunks.find((c) => c.start === target.chunk.start) : undefined
  if (
    !file.ok ||
    file.mode !== report.file.mode ||
    file.chunks.length !== report.file.chunks.length ||
    !chunk ||
    chunk.end !== target.chunk.end + offset
  )
    throw verifyFailed(located, 'the result splits into other documents')
  const read = readDocument(after, file, chunk)
  if (!read.ok) throw gateRefuses(read.refusal)
  const found = specImage(after, read.document)
  if (
    !('value' in found) ||
    found.value !== image ||
    found.start !== located.start ||
    found.end !== located.start + rendered.length
  )
    throw verifyFailed(located, 'the gate would not read this one image change back')
}

function imageRefusal(
  before: string,
  located: LocatedImage,
  image: string,
  rendered: string
): { refusal: Refusal; code: ImageProblemCode } | undefined {
  const read = checkImageScalars(
    { value: located.value, style: located.style, source: before.slice(located.start, located.end) },
    { value: image, style: located.style, source: rendered }
  )
  if (!('code' in read) || read.code === 'other-repository') return undefined
  const why =
    read.code === 'invalid-image' ? ' (the gate checks the image the file pins now as well as the new one)' : ''
  return { refusal: { code: 'outside-subset', line: located.line, what: `${read.message}${why}` }, code: read.code }
}

function gateRefuses(
  refusal: Refusal,
  why = WHY[refusal.code],
  gateCode: Refusal['code'] | ImageProblemCode = refusal.code
): ManifestError {
  const because = why ? ` (${why})` : ''
  return new ManifestError(
    `the gate (the required check on release PRs) would refuse this edit, so nothing is written: line ${refusal.line}: ${refusal.what}${because}; fix the file in a reviewed PR first, then release again`,
    'gate-refuses',
    { line: refusal.line, gateCode }
  )
}

function verifyFailed(located: LocatedImage, why: string): ManifestError {
  return new ManifestError(`refusing to edit line ${located.line}: ${why}`, 'verify-failed', {
    documentIndex: located.documentIndex,
    line: located.line
  })
}
