import { notApplicable, type KubeDocument } from '../../kube-yaml/document.js'
import { resourceOf, specImage, type ImageField } from '../../kube-yaml/images.js'
import { matches, type ResourceId } from '../../kube-yaml/resource.js'
import { lineOf } from '../../text/lines.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason } from '../reasons.js'
import { checkImageChange } from './image.js'
import { subsetReason } from './subset-reason.js'

/** One `spec.image` that the PR changes. */
export interface ImageChange {
  readonly file: string
  readonly resource: ResourceId
  /** 0-based document index in the file (documents Kubernetes reads, empty ones not counted). */
  readonly documentIndex: number
  /** 1-based line in the head version. */
  readonly line: number
  readonly before: string
  readonly after: string
  /** Reasons this one change is refused; empty when it passes. */
  readonly reasons: Reason[]
}

export interface Comparison {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/** One version of a document the PR changes: the file's text and the document read from it. */
export interface DocumentVersion {
  readonly text: string
  /** Where the document's text lies in `text`. */
  readonly from: number
  readonly to: number
  readonly document: KubeDocument
}

/**
 * The byte comparison of one document the PR changes, both versions inside the subset: the
 * same resource on both sides, and head equal to base except inside the `spec.image` scalar
 * when the resource is of the allowed kind. Parsed values are never compared, so nothing a
 * parser reads differently (an escape, a big integer, `010`, a YAML 1.1 boolean) can hide a
 * change.
 */
export function compareDocuments(
  file: string,
  base: DocumentVersion,
  head: DocumentVersion,
  policy: GatePolicy,
  documentIndex: number
): Comparison {
  const shown = JSON.stringify(file)
  const [b, h] = [base.document, head.document]
  const shape = notApplicable(h) ?? notApplicable(b)
  if (shape) return { changes: [], reasons: [subsetReason(file, shape)] }
  const [baseId, headId] = [resourceOf(b.identity)!, resourceOf(h.identity)!]
  if (!sameResource(baseId, headId)) {
    return {
      changes: [],
      reasons: [
        fileReason(
          'document-mismatch',
          file,
          h.root?.line ?? h.line,
          `${shown} document ${documentIndex + 1} is ${describe(baseId)} in base and ${describe(headId)} in head.`
        )
      ]
    }
  }
  const allowed = matches(headId, policy.selector)
  const images = allowed ? [imageOf(file, 'base', base), imageOf(file, 'head', head)] : []
  const refused = images.find((i): i is Reason => 'code' in i)
  if (refused) return { changes: [], reasons: [refused] }
  const [baseImage, headImage] = images as (ImageField | undefined)[]
  const outside = firstDifferenceOutside(base, baseImage, head, headImage)
  if (outside !== undefined) {
    const line = lineOf(head.text, outside)
    return {
      changes: [],
      reasons: [
        fileReason(
          'outside-image',
          file,
          line,
          `${shown} line ${line}: changed outside spec.image of ${policy.selector.kind} (${policy.selector.apiGroup || 'core group'}).`
        )
      ]
    }
  }
  if (!baseImage || !headImage) return { changes: [], reasons: [] }
  const [before, after] = [scalarOf(base.text, baseImage), scalarOf(head.text, headImage)]
  if (before.source === after.source) return { changes: [], reasons: [] }
  const reasons = checkImageChange(file, before, after, policy)
  const change: ImageChange = {
    file,
    resource: headId,
    documentIndex,
    line: headImage.line,
    before: baseImage.value,
    after: headImage.value,
    reasons
  }
  return { changes: [change], reasons }
}

function imageOf(file: string, side: string, version: DocumentVersion): ImageField | Reason {
  const found = specImage(version.text, version.document)
  if ('value' in found) return found
  return fileReason(
    'image-form',
    file,
    found.line,
    `${JSON.stringify(file)} (${side}) line ${found.line}: ${found.what}; edit it by hand into a one-line plain or quoted string, then bump again.`
  )
}

function sameResource(a: ResourceId, b: ResourceId): boolean {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace
}

function describe(id: ResourceId): string {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null))
}

/** Offset in head's text of the first character of the document outside the image that differs, if any. */
function firstDifferenceOutside(
  base: DocumentVersion,
  baseImage: ImageField | undefined,
  head: DocumentVersion,
  headImage: ImageField | undefined
): number | undefined {
  const segments = (v: DocumentVersion, image: ImageField | undefined): [number, number][] =>
    image
      ? [
          [v.from, image.start],
          [image.end, v.to]
        ]
      : [[v.from, v.to]]
  const [bs, hs] = [segments(base, baseImage), segments(head, headImage)]
  for (let i = 0; i < hs.length; i++) {
    const [[b0, b1], [h0, h1]] = [bs[i]!, hs[i]!]
    if (b1 - b0 === h1 - h0 && base.text.slice(b0, b1) === head.text.slice(h0, h1)) continue
    let k = 0
    while (b0 + k < b1 && h0 + k < h1 && base.text[b0 + k] === head.text[h0 + k]) k++
    return h0 + k
  }
  return undefined
}

function scalarOf(
  text: string,
  image: ImageField
): { value: string; style: ImageField['style']; source: string; line: number } {
  return { value: image.value, style: image.style, source: text.slice(image.start, image.end), line: image.line }
}
