import type { ImageFormat } from '../kube-yaml/image-sites.js'
import type { ScalarStyle } from '../kube-yaml/nodes.js'
import type { SubsetCode } from '../kube-yaml/refusal.js'
import type { ImageProblemCode } from '../kube-yaml/image-change.js'
import type { ResourceId } from '../kube-yaml/resource.js'

export type { ResourceId, ResourceRef, ResourceSelector } from '../kube-yaml/resource.js'
export type { ScalarStyle } from '../kube-yaml/nodes.js'

/**
 * Which resource of a manifest, as the inputs give it. What is left out the file says
 * (src/manifest/locate.ts `resolveTarget`): without kind and group, the one resource holding
 * the image; a kind alone matches it in any API group; a group alone, any kind of that group.
 */
export interface TargetSelector {
  /** `kind`, compared exactly: `Deployment`. */
  readonly kind?: string | undefined
  /** The API group from `apiVersion` (`''` is the core group): `apps`. */
  readonly apiGroup?: string | undefined
  /** `metadata.name`, compared exactly. */
  readonly name?: string | undefined
}

/**
 * How a message writes an input set to a value, so it reads in the user's own terms:
 * `kind: Deployment` under the action's `with:`, `--kind Deployment` on the CLI.
 */
export type Spelling = (input: string, value: string) => string

/** The action's spelling, which messages use unless the CLI asks for its own. */
export const INPUT_SPELLING: Spelling = (input, value) => `${input}: ${value}`

/** Where a document's image scalar (`spec.image`, or the first field an edit changed) sits in the file's text. */
export interface LocatedImage {
  /**
   * The resource edited. A kustomization or Helm values file names itself by what it declares
   * (`Kustomization`), or, declaring nothing, by its format (kind `kustomization` or
   * `Helm values`, no group, no name).
   */
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
  /** The field's path, where it is not `spec.image`: `spec.template.spec.containers[name=web].image`. */
  path?: string | undefined
}

/**
 * How a target keeps its images, beyond the resource selector: the file's format (a manifest
 * unless said or named otherwise), one container name, or an explicit field path.
 */
export interface EditOptions {
  readonly format?: ImageFormat | undefined
  /** Only pod-template sites of the container of this name. */
  readonly container?: string | undefined
  /** An explicit path (`spec.template.spec.containers[name=api].image`, `image.tag`). */
  readonly field?: string | undefined
  /**
   * A field Flux image automation owns (`# {"$imagepolicy": …}`): refused (the default), or
   * written in the marker's shape with the comment kept (`follow`).
   */
  readonly markers?: MarkerPolicy | undefined
}

/** What the edit does with a field a Flux image policy marker gives to image automation. */
export type MarkerPolicy = 'refuse' | 'follow'

/** One field an edit changed, as the CLI, the PR body and the summary name it. */
export interface FieldChange {
  /** `spec.image`, `spec.template.spec.containers[name=web].image`, `images[name=api].digest`. */
  readonly path: string
  /** 1-based line of the field in the edited text. */
  readonly line: number
  /** The field's value before ('' for a `digest:` line added), and after. */
  readonly before: string
  readonly after: string
  /** A kustomize `digest:` line added where the entry had none. */
  readonly inserted: boolean
}

export interface BumpResult {
  /** Every field changed, in file order (one, `spec.image`, for a custom resource's image). */
  fields: FieldChange[]
  /** Said to the user beside the result (a tag pinned through `field`, which labels may carry). */
  warnings: string[]

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
  /** a field to change is Flux image automation's (an `$imagepolicy` marker), and the edit does not follow markers */
  | 'owned'

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
  /** The message for another spelling of the inputs it names; `message` is the action's. */
  private readonly spelled: ((spelling: Spelling) => string) | undefined

  constructor(
    message: string | ((spelling: Spelling) => string),
    code: ManifestErrorCode,
    where: { documentIndex?: number; line?: number; gateCode?: SubsetCode | ImageProblemCode } = {}
  ) {
    super(typeof message === 'string' ? message : message(INPUT_SPELLING))
    this.spelled = typeof message === 'string' ? undefined : message
    this.code = code
    this.documentIndex = where.documentIndex
    this.line = where.line
    this.gateCode = where.gateCode
  }

  /** The message with the inputs it names written as `spelling` writes them (the CLI's flags). */
  messageFor(spelling: Spelling): string {
    return this.spelled?.(spelling) ?? this.message
  }
}
