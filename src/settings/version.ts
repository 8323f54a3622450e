/**
 * Release versions as settings read them, before a command's first request: `semver.valid`
 * (strict) without loading `semver`, which the commands load later for comparing versions.
 * A property test holds this to `semver.valid` itself.
 */

const NUMERIC = '0|[1-9]\\d*'
const PRERELEASE_ID = `${NUMERIC}|\\d*[a-zA-Z-][a-zA-Z0-9-]*`
const STRICT = new RegExp(
  `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-((?:${PRERELEASE_ID})(?:\\.(?:${PRERELEASE_ID}))*))?` +
    '(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$'
)
/** semver refuses longer strings before it parses them. */
const MAX_LENGTH = 256

/**
 * The normalized version (`v1.2.3+build` → `1.2.3`) of a strict semantic version, as
 * `semver.valid` gives it, else undefined.
 */
export function validVersion(text: string): string | undefined {
  if (text.length > MAX_LENGTH) return undefined
  const match = STRICT.exec(text.trim())
  if (!match) return undefined
  const [, major, minor, patch, prerelease] = match
  if ([major, minor, patch].some((n) => Number(n) > Number.MAX_SAFE_INTEGER)) return undefined
  return `${major}.${minor}.${patch}${prerelease === undefined ? '' : `-${prerelease}`}`
}

/** The semver of an image tag, when it is one. */
export function versionFromTag(tag: string | undefined): string | undefined {
  return tag === undefined ? undefined : validVersion(tag)
}
