import { InputError } from '../errors.js'
import { parseImageReference, ImageReferenceError } from '../image/reference.js'

/** The resource whose rollout we follow. `namespace` may be unknown until the app says it. */
export interface TargetResource {
  /** API group, `''` for the core group. */
  readonly group: string
  readonly kind: string
  readonly namespace: string | undefined
  readonly name: string
}

/** What the release must end with: this image on this resource, from this revision. */
export interface Expectation {
  readonly resource: TargetResource
  /** The image `spec.image` must hold, exactly as the manifest pins it. */
  readonly image: string
  /** The config repo commit Argo CD must have synced; undefined accepts whatever it synced. */
  readonly revision: string | undefined
}

/** `GROUP:KIND:NAMESPACE/NAME` (group empty for core kinds, namespace empty for cluster-scoped ones). */
export function parseResourceFlag(value: string, source: string): TargetResource {
  const match = /^([a-z0-9.-]*):([A-Za-z][A-Za-z0-9]*):(?:([a-z0-9.-]*)\/)?([a-z0-9]([-a-z0-9.]*[a-z0-9])?)$/.exec(value.trim())
  if (!match) {
    throw new InputError(
      `${source} must be GROUP:KIND:NAMESPACE/NAME, for example platform.example.io:Microservice:todo/todo-api, got ${JSON.stringify(value)}.`
    )
  }
  return { group: match[1]!, kind: match[2]!, namespace: match[3] || undefined, name: match[4]! }
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
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revision)) {
    throw new InputError(`${source} must be a full commit SHA (40 lower-case hex digits), got ${JSON.stringify(value)}.`)
  }
  return revision
}

/** `platform.example.io/Microservice todo/todo-api`, for messages. */
export function describeTarget(resource: TargetResource): string {
  const gk = resource.group === '' ? resource.kind : `${resource.group}/${resource.kind}`
  return `${gk} ${resource.namespace ? `${resource.namespace}/` : ''}${resource.name}`
}

/** Whether an image a Pod or object carries is the expected one: same digest when pinned, else same string. */
export function sameImage(actual: string, expected: string): boolean {
  if (actual === expected) return true
  const digest = digestOf(expected)
  return digest !== undefined && digestOf(actual) === digest && nameOf(actual) === nameOf(expected)
}

function digestOf(image: string): string | undefined {
  const at = image.indexOf('@')
  return at === -1 ? undefined : image.slice(at + 1)
}

/** The repository without tag or digest, with Docker Hub's implicit prefixes removed. */
function nameOf(image: string): string {
  let name = image.split('@')[0]!
  const slash = name.lastIndexOf('/')
  const colon = name.indexOf(':', slash + 1)
  if (colon !== -1) name = name.slice(0, colon)
  return name.replace(/^(docker\.io\/|index\.docker\.io\/)/, '').replace(/^library\//, '')
}
