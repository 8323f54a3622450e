import { isCommitSha } from '../commit-sha.js'
import { InputError } from '../errors.js'
import { parseImageReference, ImageReferenceError } from '../image/reference.js'
import type { ResourceRef } from '../manifest/index.js'

/** The resource whose rollout we follow: always named; `namespace` may be unknown until the app says it. */
export interface TargetResource extends ResourceRef {
  readonly name: string
}

/** What the release must end with: this image on this resource, from this revision. */
export interface Expectation {
  readonly resource: TargetResource
  /** The image the resource must hold (`spec.image`, or its pod template's container), as the manifest pins it. */
  readonly image: string
  /** The config repo commit Argo CD must have synced; undefined accepts whatever it synced. */
  readonly revision: string | undefined
  /**
   * The pod-template container that must run the image, when one is meant (a workload's
   * container, or the `container` input); undefined: any container (a CR's `spec.image`).
   */
  readonly container?: string | undefined
}

/** `GROUP:KIND:NAMESPACE/NAME` (group empty for core kinds, namespace empty for cluster-scoped ones). */
export function parseResourceFlag(value: string, source: string): TargetResource {
  const match = /^([a-z0-9.-]*):([A-Za-z][A-Za-z0-9]*):(?:([a-z0-9.-]*)\/)?([a-z0-9]([-a-z0-9.]*[a-z0-9])?)$/.exec(
    value.trim()
  )
  if (!match) {
    throw new InputError(
      `${source} must be GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, got ${JSON.stringify(value)}.`
    )
  }
  return { apiGroup: match[1]!, kind: match[2]!, namespace: match[3] || undefined, name: match[4]! }
}

/** The image to expect; a digest is not required here (it is checked against what is live). */
export function parseExpectedImage(value: string, source: string): string {
  try {
    parseImageReference(value, { requireDigest: false })
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`${source}: ${error.message}.`)
    throw error
  }
  return value
}

/** A full commit SHA: Argo CD reports full SHAs, and a prefix cannot be compared safely. */
export function parseRevision(value: string, source: string): string {
  const revision = value.trim()
  if (!isCommitSha(revision)) {
    throw new InputError(
      `${source} must be a full commit SHA (40 lower-case hex digits), got ${JSON.stringify(value)}.`
    )
  }
  return revision
}
