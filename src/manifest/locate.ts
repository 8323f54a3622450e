/**
 * Finding the `spec.image` scalar(s) of the selected resource, and refusing what is unsafe to
 * edit. The file is split as Kubernetes splits it and only documents whose text could declare
 * the selected resource are read, by the subset reader the gate uses (src/kube-yaml/), so the
 * cost is a scan of the file plus those documents.
 */
import { mayDeclare, readDocument, type KubeDocument } from '../kube-yaml/document.js'
import { resourceOf, specImage } from '../kube-yaml/images.js'
import { describeResource, matches, mayMatch } from '../kube-yaml/resource.js'
import { hasContent, splitLikeKubernetes, type KubeChunk, type KubeFile } from '../kube-yaml/split.js'
import { ManifestError, type LocatedImage, type ResourceSelector } from './types.js'

/** A document that may be the target, read. */
export interface Candidate {
  readonly chunk: KubeChunk
  /** 0-based, counting the documents Kubernetes reads (those with content). */
  readonly documentIndex: number
  readonly document: KubeDocument
}

export interface LocateReport {
  /** The file as Kubernetes splits it. */
  readonly file: KubeFile & { ok: true }
  readonly images: LocatedImage[]
  /** The documents matching the selector, whatever image fields they have. */
  readonly matched: Candidate[]
  /** The documents read, with the target among them. */
  readonly candidates: Candidate[]
  /** How many documents Kubernetes reads in the file. */
  readonly documentCount: number
}

/**
 * Every `spec.image` of a document matching the selector, in file order. Throws ManifestError
 * when Kubernetes cannot split the file, when a document that may be the target lies outside
 * the YAML subset, or when a matching document's `spec.image` cannot be spliced safely.
 * Documents whose text cannot declare the selected resource are passed over unread, so what
 * they hold is never reported: the edit never touches them.
 */
export function locateImages(text: string, selector: ResourceSelector): LocatedImage[] {
  return locate(text, selector).images
}

/**
 * With `withSpecImage` false, only the documents matching the selector are found (`matched`), and
 * their `spec.image` is neither read nor required: the edit of image sites reads them itself.
 */
export function locate(text: string, selector: ResourceSelector, withSpecImage = true): LocateReport {
  if (selector.kind === '') throw new Error('ResourceSelector.kind must not be empty')
  const file = splitForEdit(text, 'so Kubernetes cannot read the file')
  const candidate = mayMatch(selector)
  const images: LocatedImage[] = []
  const candidates: Candidate[] = []
  const matched: Candidate[] = []
  let documentIndex = 0
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue
    const index = documentIndex++
    if (!candidate(text.slice(chunk.contentStart, chunk.end))) continue
    const read = readDocument(text, file, chunk)
    const at = (line: number): string => `document ${index + 1} (line ${line})`
    if (!read.ok) {
      if (!mayDeclare(read.identity, selector)) continue
      const { line, what } = read.refusal
      throw new ManifestError(
        `${at(line)} may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${what}`,
        'outside-subset',
        { documentIndex: index, line, gateCode: read.refusal.code }
      )
    }
    const doc = { chunk, documentIndex: index, document: read.document }
    candidates.push(doc)
    const resource = resourceOf(read.document.identity)
    if (resource === undefined || !matches(resource, selector)) continue
    matched.push(doc)
    if (!withSpecImage) continue
    const found = specImage(text, read.document)
    if ('what' in found) {
      const fix = 'edit it by hand into a one-line plain or quoted string, then bump again'
      throw new ManifestError(`${at(found.line)}: ${describeResource(resource)}: ${found.what}; ${fix}`, 'unsafe', {
        documentIndex: index,
        line: found.line
      })
    }
    images.push({ resource, documentIndex: index, ...found })
  }
  return { file, images, matched, candidates, documentCount: documentIndex }
}

/**
 * The file as Kubernetes splits it, or a ManifestError at the `---x` line that makes it
 * unreadable; `consequence` ends the message (`so Kubernetes cannot read the file`).
 */
export function splitForEdit(text: string, consequence: string): KubeFile & { ok: true } {
  const file = splitLikeKubernetes(text)
  if (!file.ok) {
    throw new ManifestError(
      `line ${file.line}: ${JSON.stringify(file.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it, ${consequence}`,
      'outside-subset',
      { line: file.line, gateCode: 'argocd-unreadable' }
    )
  }
  return file
}
