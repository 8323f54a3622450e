/**
 * Container image references, as a release pins them: `registry/path[:tag]@sha256:<hex>`.
 *
 * The grammar follows the distribution/reference rules that registries and Kubernetes
 * apply, narrowed to what a GitOps pin should be: ASCII only, no whitespace, and (unless
 * asked otherwise) a sha256 digest of 64 lower-case hex digits.
 */
import semver from 'semver'
import { codePointLabel } from '../text/unicode.js'

export interface ImageReference {
  /** Everything before the tag and digest: `ghcr.io/acme/todo-api`. */
  readonly name: string
  /** The registry host (and port) when the name has one: `ghcr.io`. */
  readonly registry: string | undefined
  /** The repository path inside the registry: `acme/todo-api`. */
  readonly repository: string
  /** The tag, without its colon, when present: `1.4.2`. */
  readonly tag: string | undefined
  /** The digest, `sha256:` plus 64 lower-case hex digits, when present. */
  readonly digest: string | undefined
}

export class ImageReferenceError extends Error {
  override name = 'ImageReferenceError'
}

const MAX_NAME_LENGTH = 255
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])'
const DOMAIN = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[0-9a-fA-F:]+\\])(?::[0-9]+)?$`)
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const TAG = /^[\w][\w.-]{0,127}$/
const SHA256 = /^sha256:[0-9a-f]{64}$/

export interface ParseOptions {
  /** Reject references without a sha256 digest (the default: a release must be pinned). */
  readonly requireDigest?: boolean
}

/** Parses an image reference, throwing an {@link ImageReferenceError} that says what is wrong. */
export function parseImageReference(input: string, options: ParseOptions = {}): ImageReference {
  const requireDigest = options.requireDigest ?? true
  const shown = JSON.stringify(input)
  if (input.length === 0) throw new ImageReferenceError('image reference is empty')

  const bad = /[^\x21-\x7e]/.exec(input)
  if (bad) {
    const code = codePointLabel(bad[0].codePointAt(0)!)
    const what = /\s/.test(bad[0])
      ? 'whitespace'
      : bad[0] < ' ' || bad[0] === '\x7f'
        ? 'a control character'
        : 'a non-ASCII character'
    throw new ImageReferenceError(`image reference ${shown} contains ${what} (${code}) at offset ${bad.index}`)
  }

  let rest = input
  let digest: string | undefined
  const at = rest.indexOf('@')
  if (at !== -1) {
    digest = rest.slice(at + 1)
    rest = rest.slice(0, at)
    checkDigest(digest, shown)
  } else if (requireDigest) {
    throw new ImageReferenceError(
      `image reference ${shown} is not pinned: append @sha256:<64 lower-case hex digits> (a tag alone can be moved)`
    )
  }

  let tag: string | undefined
  const lastSlash = rest.lastIndexOf('/')
  const colon = rest.indexOf(':', lastSlash + 1)
  if (colon !== -1) {
    tag = rest.slice(colon + 1)
    rest = rest.slice(0, colon)
    if (!TAG.test(tag)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid tag ${JSON.stringify(tag)}: use letters, digits, '_', '.', '-' (at most 128, not starting with '.' or '-')`
      )
    }
  }

  const name = rest
  if (name.length === 0) throw new ImageReferenceError(`image reference ${shown} has no repository name`)
  if (name.length > MAX_NAME_LENGTH) {
    throw new ImageReferenceError(`image reference ${shown} has a name longer than ${MAX_NAME_LENGTH} characters`)
  }
  const parts = name.split('/')
  let registry: string | undefined
  if (parts.length > 1 && looksLikeRegistry(parts[0]!)) {
    registry = parts.shift()!
    if (!DOMAIN.test(registry)) {
      throw new ImageReferenceError(`image reference ${shown} has an invalid registry ${JSON.stringify(registry)}`)
    }
  }
  for (const part of parts) {
    if (!PATH_COMPONENT.test(part)) {
      throw new ImageReferenceError(
        `image reference ${shown} has an invalid path component ${JSON.stringify(part)}: use lower-case letters and digits separated by '.', '_', '__' or '-'`
      )
    }
  }
  return { name, registry, repository: parts.join('/'), tag, digest }
}

/** What is wrong with a digest that is not `sha256:` plus 64 lower-case hex digits. */
export type DigestProblem =
  | { readonly kind: 'algorithm'; readonly algorithm: string | undefined } // undefined: no `algo:` prefix at all
  | { readonly kind: 'non-hex' }
  | { readonly kind: 'uppercase' }
  | { readonly kind: 'length'; readonly digits: number }

/** Classifies a digest (the part after `@`); undefined when it is a valid sha256 pin. */
export function digestProblem(digest: string): DigestProblem | undefined {
  if (SHA256.test(digest)) return undefined
  const sep = digest.indexOf(':')
  if (sep === -1) return { kind: 'algorithm', algorithm: undefined }
  const algorithm = digest.slice(0, sep)
  const hex = digest.slice(sep + 1)
  if (algorithm !== 'sha256') return { kind: 'algorithm', algorithm }
  if (!/^[0-9a-fA-F]*$/.test(hex)) return { kind: 'non-hex' }
  if (/[A-F]/.test(hex)) return { kind: 'uppercase' }
  return { kind: 'length', digits: hex.length }
}

function checkDigest(digest: string, shown: string): void {
  const problem = digestProblem(digest)
  if (!problem) return
  const why =
    problem.kind === 'algorithm'
      ? problem.algorithm === undefined
        ? 'it has no algorithm prefix; expected sha256:<hex>'
        : `algorithm ${JSON.stringify(problem.algorithm)} is not allowed; only sha256 is`
      : problem.kind === 'uppercase'
        ? 'the hex digits must be lower-case'
        : problem.kind === 'non-hex'
          ? 'the digest has characters other than hex digits'
          : `the digest has ${problem.digits} hex digits; sha256 has 64`
  throw new ImageReferenceError(`image reference ${shown} has an invalid digest: ${why}`)
}

/** The distribution rule: a first component is a registry if it has a dot or port, or is localhost. */
function looksLikeRegistry(component: string): boolean {
  return (
    component.includes('.') ||
    component.includes(':') ||
    component === 'localhost' ||
    component !== component.toLowerCase()
  )
}

/** The digest of a reference string (what follows `@`), without parsing the rest. */
export function digestOf(image: string): string | undefined {
  const at = image.indexOf('@')
  return at === -1 ? undefined : image.slice(at + 1)
}

/**
 * Whether an image a Pod or object carries is the expected one: the same digest and repository
 * when the expected one is pinned (the tag may differ or be absent), else the same string.
 */
export function sameImage(actual: string, expected: string): boolean {
  if (actual === expected) return true
  const digest = digestOf(expected)
  return digest !== undefined && digestOf(actual) === digest && repositoryOf(actual) === repositoryOf(expected)
}

/** The repository without tag or digest, with Docker Hub's implicit prefixes removed. */
function repositoryOf(image: string): string {
  let name = image.split('@')[0]!
  const slash = name.lastIndexOf('/')
  const colon = name.indexOf(':', slash + 1)
  if (colon !== -1) name = name.slice(0, colon)
  return name.replace(/^(docker\.io\/|index\.docker\.io\/)/, '').replace(/^library\//, '')
}

/** `sha256:28492db0…` → `28492db0`, the short form people read in UIs. */
export function shortDigest(digest: string, length = 12): string {
  const hex = digest.slice(digest.indexOf(':') + 1)
  return hex.slice(0, length)
}

/** The semver of an image tag (`v1.2.3+build` → `1.2.3`), when it is one. */
export function versionFromTag(tag: string | undefined): string | undefined {
  return tag === undefined ? undefined : (semver.valid(tag) ?? undefined)
}
