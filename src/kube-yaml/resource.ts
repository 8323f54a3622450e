/**
 * Kubernetes objects as every command names them, and the selector that picks one in a file.
 * Apart from the readers: the commands name resources before their first request, and nothing
 * here reads YAML.
 */

/** A Kubernetes object: API group (`''` for core), kind, namespace, name. */
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

/** Which resource in a manifest file to edit or judge. */
export interface ResourceSelector {
  /** `kind`, compared exactly: `Microservice`. */
  kind: string
  /** The API group from `apiVersion`, compared exactly: `platform.example.io` (`''` is the core group). */
  apiGroup: string
  /** `metadata.name`, compared exactly; needed only when several documents match kind and group. */
  name?: string | undefined
}

export function matches(resource: ResourceRef, selector: ResourceSelector): boolean {
  return (
    resource.kind === selector.kind &&
    resource.apiGroup === selector.apiGroup &&
    (selector.name === undefined || resource.name === selector.name)
  )
}

/**
 * A test of whether a document's source text could declare the selected resource. A string
 * value differs from its source text only through an escape in a double-quoted scalar (`\` and
 * `"`), single-quote doubling (`''`) or line folding (whitespace). So for the selector's strings
 * without quotes or whitespace, a document whose text lacks one of them and has no
 * double-quoted escape cannot match, and need not be read. When in doubt this says yes: it may
 * only cost time, never miss a match.
 */
export function mayMatch(selector: ResourceSelector): (source: string) => boolean {
  const needles = [selector.kind, selector.apiGroup, selector.name ?? ''].filter((needle) => LITERAL.test(needle))
  return (source) =>
    needles.every((needle) => source.includes(needle)) || (source.includes('\\') && source.includes('"'))
}

/** Strings that can only appear in a document's value as the same characters in its source. */
const LITERAL = /^[^\s'"\\]+$/

/**
 * A resource as people name it in logs, PRs and reports: `Microservice todo/todo-api`, with the
 * API group in front (`platform.example.io/Microservice todo/todo-api`) where kinds of several
 * groups meet, as in Argo CD's resource tree.
 */
export function resourceLabel(resource: ResourceRef, options: { readonly withGroup?: boolean } = {}): string {
  const kind = options.withGroup && resource.apiGroup !== '' ? `${resource.apiGroup}/${resource.kind}` : resource.kind
  return `${kind} ${resource.namespace ? `${resource.namespace}/` : ''}${resource.name ?? '(unnamed)'}`
}

/** `Microservice "todo-api" in namespace "todo" (platform.example.io/v1alpha1)`: quoted, for error messages. */
export function describeResource(resource: ResourceId): string {
  const name = resource.name === undefined ? '(no metadata.name)' : JSON.stringify(resource.name)
  const ns = resource.namespace === undefined ? '' : ` in namespace ${JSON.stringify(resource.namespace)}`
  return `${resource.kind} ${name}${ns} (${resource.apiVersion})`
}

/** `Microservice (platform.example.io)`, `ConfigMap (core group)`, for messages. */
export function describeSelector(selector: ResourceSelector): string {
  const group = selector.apiGroup === '' ? 'core group' : selector.apiGroup
  const name = selector.name === undefined ? '' : ` named ${JSON.stringify(selector.name)}`
  return `${selector.kind} (${group})${name}`
}
