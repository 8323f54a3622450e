/**
 * The payload `wait` puts on every Deployment it creates: the contract other tools (and
 * `promote`, and the gate's `promoted-from`) read back. Pure.
 */
import { digestOf, digestProblem } from '../image/reference.js'
import type { ResourceRef } from '../manifest/index.js'

/** What a Deployment's payload says was rolled out. */
export interface EvidencePayload {
  /** `sha256:<hex>`: what promotion and the gate match on. */
  readonly digest: string
  /** The full image reference as the manifest pins it. */
  readonly image: string | undefined
  /** The manifest's path in the config repo; absent when `wait` was given `resource` instead. */
  readonly manifest: string | undefined
  /** `GROUP:KIND:NAMESPACE/NAME`. */
  readonly resource: string | undefined
  /** The config repo commit, the Deployment's `sha` too. */
  readonly revision: string | undefined
}

/** What `wait` knows once it has the expected image at the revision. */
export interface PayloadSource {
  readonly image: string
  readonly resource: ResourceRef & { readonly name: string }
  readonly revision: string
  readonly manifest: string | undefined
}

/**
 * The payload for a Deployment. An image without a digest gets none: nothing can be promoted
 * from a tag, so such a Deployment never counts as evidence.
 */
export function evidencePayload(source: PayloadSource): Record<string, string> {
  const digest = digestOf(source.image)
  const { apiGroup, kind, namespace, name } = source.resource
  return {
    image: source.image,
    ...(digest !== undefined && digestProblem(digest) === undefined ? { digest } : {}),
    ...(source.manifest !== undefined ? { manifest: source.manifest } : {}),
    resource: `${apiGroup}:${kind}:${namespace ?? ''}/${name}`,
    revision: source.revision
  }
}

/**
 * Reads a payload as GitHub returns it: an object, or a string when the creator sent JSON text.
 * Anything without a valid `digest` is not ours (another tool deploys here too): undefined.
 */
export function readPayload(raw: unknown): EvidencePayload | undefined {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const field = (key: string): string | undefined => {
    const v = (value as Record<string, unknown>)[key]
    return typeof v === 'string' && v !== '' ? v : undefined
  }
  const digest = field('digest')
  if (digest === undefined || digestProblem(digest) !== undefined) return undefined
  return {
    digest,
    image: field('image'),
    manifest: field('manifest'),
    resource: field('resource'),
    revision: field('revision')
  }
}
