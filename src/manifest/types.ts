/** Which resource in a manifest file to edit. */
export interface ResourceSelector {
  /** `kind`, compared exactly: `Microservice`. */
  kind: string
  /** The API group from `apiVersion`, compared exactly: `platform.example.io` (`''` is the core group). */
  apiGroup: string
  /** `metadata.name`, compared exactly; needed only when several documents match kind and group. */
  name?: string | undefined
}

/** What a matching document says about itself. */
/** A Kubernetes object as every command names it: API group (`''` for core), kind, namespace, name. */
export interface ResourceRef {
  readonly apiGroup: string
  readonly kind: string
  readonly namespace: string | undefined
  readonly name: string | undefined
}

/** A resource a manifest declares: its reference plus the apiVersion it is written with. */
export interface ResourceId extends ResourceRef {
  readonly apiVersion: string
}

/** The quoting of a one-line flow scalar; block scalars are refused, so they have no style here. */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE'

/** Where a document's `spec.image` scalar sits in the file's text. */
export interface LocatedImage {
  resource: ResourceId
  /**
   * 0-based position of the document in the file (messages number documents from 1), as
   * `yaml` counts them. One caveat: `yaml` may split a broken document in two, and a broken
   * document that cannot be the target is not parsed, so after one the count is by `---`.
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
  /** a document that could be the target does not parse cleanly */
  | 'invalid-yaml'
  /** no document matches the selector */
  | 'not-found'
  /** several documents match the selector */
  | 'ambiguous'
  /** the target exists but its `spec.image` cannot be edited by a one-line splice */
  | 'unsafe'
  /** the new value cannot be written in the scalar's quoting style */
  | 'unrenderable'
  /** the spliced text did not re-parse as exactly the intended one-line change */
  | 'verify-failed'
  /** the gate would refuse the PR this edit makes: the file is read differently by Kubernetes, or not at all */
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

  constructor(message: string, code: ManifestErrorCode, where: { documentIndex?: number; line?: number } = {}) {
    super(message)
    this.code = code
    this.documentIndex = where.documentIndex
    this.line = where.line
  }
}
