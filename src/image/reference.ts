/**
 * Container image references, as a release pins them: `registry/path[:tag]@sha256:<hex>`.
 *
 * The grammar follows the distribution/reference rules that registries and Kubernetes
 * apply, narrowed to what a GitOps pin should be: ASCII only, no whitespace, and (unless
 * asked otherwise) a sha256 digest of 64 lower-case hex digits.
 */

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
  // eslint-disable-next-line no-control-regex
  const bad = /[^\x21-\x7e]/.exec(input)
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    const what = /\s/.test(bad[0]) ? 'whitespace' : bad[0] < ' ' || bad[0] === '\x7f' ? 'a control character' : 'a non-ASCII character'
    throw new ImageReferenceError(`image reference ${shown} contains ${what} (U+${code}) at offset ${bad.index}`)
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

function checkDigest(digest: string, shown: string): void {
  if (SHA256.test(digest)) return
  const sep = digest.indexOf(':')
  const algorithm = sep === -1 ? '' : digest.slice(0, sep)
  const hex = digest.slice(sep + 1)
  let why: string
  if (sep === -1) why = 'it has no algorithm prefix; expected sha256:<hex>'
  else if (algorithm !== 'sha256') why = `algorithm ${JSON.stringify(algorithm)} is not allowed; only sha256 is`
  else if (/[A-F]/.test(hex) && /^[0-9a-fA-F]*$/.test(hex)) why = 'the hex digits must be lower-case'
  else if (!/^[0-9a-f]*$/.test(hex)) why = 'the digest has characters other than hex digits'
  else why = `the digest has ${hex.length} hex digits; sha256 has 64`
  throw new ImageReferenceError(`image reference ${shown} has an invalid digest: ${why}`)
}

/** The distribution rule: a first component is a registry if it has a dot or port, or is localhost. */
function looksLikeRegistry(component: string): boolean {
  return component.includes('.') || component.includes(':') || component === 'localhost' || component !== component.toLowerCase()
}

export function formatImageReference(ref: Pick<ImageReference, 'name' | 'tag' | 'digest'>): string {
  return `${ref.name}${ref.tag === undefined ? '' : `:${ref.tag}`}${ref.digest === undefined ? '' : `@${ref.digest}`}`
}

/** `sha256:28492db0…` → `28492db0`, the short form people read in UIs. */
export function shortDigest(digest: string, length = 12): string {
  const hex = digest.slice(digest.indexOf(':') + 1)
  return hex.slice(0, length)
}
