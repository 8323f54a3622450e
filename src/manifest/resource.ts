/** Reading a document's identity (kind, apiVersion, metadata) and matching it to a selector. */
import { isAlias, isMap, isScalar, type Node, type YAMLMap } from 'yaml'
import type { ParsedDocument } from './documents.js'
import type { ResourceId, ResourceSelector } from './types.js'

/** `platform.example.io/v1alpha1` → `platform.example.io`; `v1` → `''` (the core group). */
export function apiGroupOf(apiVersion: string): string {
  const slash = apiVersion.lastIndexOf('/')
  return slash === -1 ? '' : apiVersion.slice(0, slash)
}

/** What a document says about itself; any part may be missing (the gate compares them anyway). */
export interface DocumentIdentity {
  readonly kind: string | undefined
  readonly apiVersion: string | undefined
  readonly apiGroup: string | undefined
  readonly name: string | undefined
  readonly namespace: string | undefined
}

/** Kind, apiVersion, name and namespace as Kubernetes reads them from the document. */
export function readIdentity(doc: ParsedDocument): DocumentIdentity {
  const root = doc.contents
  if (!isMap(root))
    return { kind: undefined, apiVersion: undefined, apiGroup: undefined, name: undefined, namespace: undefined }
  const apiVersion = stringAt(doc, root, 'apiVersion')
  const metadata = resolve(doc, root.get('metadata', true))
  return {
    kind: stringAt(doc, root, 'kind'),
    apiVersion,
    apiGroup: apiVersion === undefined ? undefined : apiGroupOf(apiVersion),
    name: isMap(metadata) ? stringAt(doc, metadata, 'name') : undefined,
    namespace: isMap(metadata) ? stringAt(doc, metadata, 'namespace') : undefined
  }
}

/** The resource a document declares, or undefined when it is not a mapping with `kind` and `apiVersion`. */
export function readResource(doc: ParsedDocument): ResourceId | undefined {
  const { kind, apiVersion, name, namespace } = readIdentity(doc)
  if (kind === undefined || apiVersion === undefined) return undefined
  return { kind, apiGroup: apiGroupOf(apiVersion), apiVersion, name, namespace }
}

export function matches(resource: ResourceId, selector: ResourceSelector): boolean {
  return (
    resource.kind === selector.kind &&
    resource.apiGroup === selector.apiGroup &&
    (selector.name === undefined || resource.name === selector.name)
  )
}

/**
 * A test of whether a document's source text could declare the selected resource. In the core
 * schema a string value differs from its source text only through an escape in a double-quoted
 * scalar (`\` and `"`), single-quote doubling (`''`) or line folding (whitespace). So for the
 * selector's strings without quotes or whitespace, a document whose text lacks one of them and
 * has no double-quoted escape cannot match, and need not be parsed. When in doubt this says
 * yes: it may only cost time, never miss a match.
 */
export function mayMatch(selector: ResourceSelector): (source: string) => boolean {
  const needles = [selector.kind, selector.apiGroup, selector.name ?? ''].filter((needle) => LITERAL.test(needle))
  return (source) =>
    needles.every((needle) => source.includes(needle)) || (source.includes('\\') && source.includes('"'))
}

/** Strings that can only appear in a document's value as the same characters in its source. */
const LITERAL = /^[^\s'"\\]+$/

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

/**
 * A scalar's text as Kubernetes would read it into a string field: the value of a string, and
 * the source of a plain number or boolean (`name: 0x10` is "0x10", not 16).
 */
function stringAt(doc: ParsedDocument, map: YAMLMap, key: string): string | undefined {
  const node = resolve(doc, map.get(key, true))
  if (!isScalar(node)) return undefined
  if (typeof node.value === 'string') return node.value
  if (node.value === null || node.value === undefined) return undefined
  if (node.srcToken && 'source' in node.srcToken) return node.srcToken.source
  // The core schema has no other scalar values; anything else has no string form to offer.
  return typeof node.value === 'number' || typeof node.value === 'boolean' ? String(node.value) : undefined
}

/** Reading through an alias is harmless for identity fields (nothing is edited there). */
function resolve(doc: ParsedDocument, node: unknown): Node | undefined {
  if (!isAlias(node)) return node as Node | undefined
  try {
    return node.resolve(doc)
  } catch {
    return undefined // no anchor before it: callers of locate refuse such documents first
  }
}
