/**
 * One document of a manifest file as Kubernetes reads it: the chunk's text read by the subset
 * reader of the file's mode, and what the document says about itself.
 */
import { readJson } from './json.js'
import { goString, lookup, resolved, type MapNode } from './nodes.js'
import { readYaml, type ReadResult } from './reader.js'
import type { Refusal } from './refusal.js'
import type { KubeChunk, KubeFile } from './split.js'

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

export interface KubeDocument {
  /** The root mapping; null for a document of only comments and blank lines. */
  readonly root: MapNode | null
  readonly identity: DocumentIdentity
  /** 1-based line where the document's text starts (just after its separator line). */
  readonly line: number
}

export type DocumentRead =
  | { readonly ok: true; readonly document: KubeDocument }
  /** `identity`: as far as the document was read before the refusal. */
  | { readonly ok: false; readonly refusal: Refusal; readonly identity: DocumentIdentity }

/** Reads one chunk of a file split by splitLikeKubernetes. */
export function readDocument(text: string, file: KubeFile & { ok: true }, chunk: KubeChunk): DocumentRead {
  const line = chunk.linesBefore + 1
  const read: ReadResult = file.mode === 'json' ? readJson(text) : readYaml(text, chunk.contentStart, chunk.end, line)
  if (!read.ok) return { ok: false, refusal: read.refusal, identity: readIdentity(read.partial) }
  return { ok: true, document: { root: read.root, identity: readIdentity(read.root), line } }
}

const NONE: DocumentIdentity = {
  kind: undefined,
  apiVersion: undefined,
  apiGroup: undefined,
  name: undefined,
  namespace: undefined
}

/**
 * Kind, apiVersion, name and namespace as Kubernetes reads them: strings (a plain `kind: on` is a
 * boolean to Go, so no kind). Names also take the source of a plain number (`name: 0x10` is
 * "0x10" here), which the selector can then match; nothing is edited there.
 */
export function readIdentity(root: MapNode | null): DocumentIdentity {
  if (root === null) return NONE
  const apiVersion = goString(lookup(root, 'apiVersion')?.node)
  const meta = lookup(root, 'metadata')?.node
  const metadata = meta === undefined ? undefined : resolved(meta)
  const nameOf = (field: string): string | undefined => {
    if (metadata?.kind !== 'map') return undefined
    const node = lookup(metadata, field)?.node
    const value = goString(node)
    if (value !== undefined || node === undefined) return value
    const at = resolved(node)
    return at.kind === 'scalar' && at.value !== '' && !/^(?:~|null|Null|NULL)$/.test(at.value) ? at.value : undefined
  }
  return {
    kind: goString(lookup(root, 'kind')?.node),
    apiVersion,
    apiGroup: apiVersion === undefined ? undefined : apiGroupOf(apiVersion),
    name: nameOf('name'),
    namespace: nameOf('namespace')
  }
}

/**
 * Why Argo CD cannot apply the document as the gate reads it: no object with a string `kind`
 * and `apiVersion`, or an object with an `items` list (Argo CD unpacks and applies its items,
 * not the object).
 */
export function notApplicable(doc: KubeDocument): Refusal | undefined {
  if (doc.root === null)
    return { code: 'argocd-unreadable', line: doc.line, what: 'the document is empty, so it is no resource' }
  for (const field of ['kind', 'apiVersion'] as const) {
    const value = doc.identity[field]
    if (value === undefined || value === '')
      return {
        code: 'argocd-unreadable',
        line: doc.root.line,
        what: `the document has no ${field} as a string, so Argo CD cannot apply the file`
      }
  }
  const items = doc.root.entries.find((e) => e.name === 'items')
  if (items && (items.value.kind === 'seq' || items.value.kind === 'alias'))
    return {
      code: 'list-items',
      line: items.key.line,
      what: 'the document has an items list; Argo CD applies only its items, not the object the gate reads'
    }
  return undefined
}

/**
 * Whether a document read only in part (it left the subset before its end) could still declare
 * the selected resource: each part it does say agrees with the selector.
 */
export function mayDeclare(
  identity: DocumentIdentity,
  selector: { readonly kind: string; readonly apiGroup: string; readonly name?: string | undefined }
): boolean {
  const agrees = (value: string | undefined, wanted: string | undefined): boolean =>
    wanted === undefined || value === undefined || value === wanted
  return (
    agrees(identity.kind, selector.kind) &&
    agrees(identity.apiGroup, selector.apiGroup) &&
    agrees(identity.name, selector.name)
  )
}
