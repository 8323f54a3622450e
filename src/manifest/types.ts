import type { ScalarStyle } from '../kube-yaml/nodes.js'
import type { SubsetCode } from '../kube-yaml/refusal.js'
import type { ImageProblemCode } from '../kube-yaml/image-change.js'
import type { ResourceId } from '../kube-yaml/resource.js'

export type { ResourceId, ResourceRef, ResourceSelector } from '../kube-yaml/resource.js'
export type { ScalarStyle } from '../kube-yaml/nodes.js'

/** Where a document's `spec.image` scalar sits in the file's text. */
export interface LocatedImage {
  resource: ResourceId
  /**
   * 0-based position of the document in the file (messages number documents from 1), counting
   * the documents Kubernetes reads: the pieces between `---` lines that hold more than comments.
   */
  documentIndex: number
  /** The scalar's parsed value: `ghcr.io/acme/todo-api@sha256:…`. */
  value: string
  style: ScalarStyle
  /** String offsets of the scalar's source token, quotes included: exactly the bytes to splice. */
  start: number
  end: number
  /** 1-based line of the scalar. */
  line: number
}

export interface BumpResult {
  /** False when `spec.image` already had the requested value; `text` is then the input itself. */
  changed: boolean
  text: string
  before: string
  after: string
  /** The scalar as found in the input text (offsets refer to the input, not to `text`). */
  located: LocatedImage
}

export type ManifestErrorCode =
  /** Kubernetes cannot split the file, or a document that could be the target is outside the YAML subset */
  | 'outside-subset'
  /** no document matches the selector */
  | 'not-found'
  /** several documents match the selector */
  | 'ambiguous'
  /** the target exists but its `spec.image` cannot be edited by a one-line splice */
  | 'unsafe'
  /** the new value cannot be written in the scalar's quoting style */
  | 'unrenderable'
  /** the spliced text did not read back as exactly the intended one-line change */
  | 'verify-failed'
  /** the gate would refuse the PR this edit makes (the image it pins now, the new one, or how the result reads) */
  | 'gate-refuses'

/**
 * Why a manifest cannot be edited safely. The message says what is wrong and where (document
 * number from 1, line) in one line, so the CLI, a check run annotation or a PR comment can show
 * it as is; the fields let callers place an annotation.
 */
export class ManifestError extends Error {
  override name = 'ManifestError'
  readonly code: ManifestErrorCode
  /** 0-based document index, when the problem is in one document. */
  readonly documentIndex: number | undefined
  /** 1-based line, when known. */
  readonly line: number | undefined
  /** The reason code the gate gives for the same file, when the edit refuses as the gate would. */
  readonly gateCode: SubsetCode | ImageProblemCode | undefined

  constructor(
    message: string,
    code: ManifestErrorCode,
    where: { documentIndex?: number; line?: number; gateCode?: SubsetCode | ImageProblemCode } = {}
  ) {
    super(message)
    this.code = code
    this.documentIndex = where.documentIndex
    this.line = where.line
    this.gateCode = where.gateCode
  }
}
