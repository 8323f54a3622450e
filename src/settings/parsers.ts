/**
 * Value parsers shared by every command, for inputs and flags alike. Each takes the label the
 * message names (`Input 'timeout'` or `--timeout`), so the action and the CLI say the same thing
 * about the same problem.
 */
import { InputError } from '../errors.js'
import { ImageReferenceError, parseImageReference, type ImageReference } from '../image/reference.js'

/**
 * The longest duration taken: a week, longer than any job a runner keeps (GitHub-hosted 6 h,
 * self-hosted 5 days), and far below the 24.8 days past which Node's timers fire at once.
 */
export const MAX_DURATION_MS = 7 * 24 * 3600 * 1000

/** Durations as `90` (seconds), `90s`, `15m`, `1h30m`, up to {@link MAX_DURATION_MS}; returns milliseconds. */
export function parseDuration(value: string, label: string): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim())
  if (value.trim() === '' || !match) {
    throw new InputError(`${label} must be a duration such as 90s, 15m or 1h30m, got ${JSON.stringify(value)}.`)
  }
  const [, h = '0', m = '0', s = '0'] = match
  const ms = ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000
  if (ms > MAX_DURATION_MS)
    throw new InputError(`${label} must be at most 168h (7 days), got ${JSON.stringify(value)}.`)
  return ms
}

/** A whole number from 1 to `max` (by default, any a JavaScript number holds exactly). */
export function parseCount(value: string, label: string, max: number = Number.MAX_SAFE_INTEGER): number {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    const range = max >= Number.MAX_SAFE_INTEGER ? 'a positive whole number' : `a whole number from 1 to ${max}`
    throw new InputError(`${label} must be ${range}, got ${JSON.stringify(value)}.`)
  }
  return Number(value)
}

/**
 * A pull request number. At most 10 digits: GitHub's PR numbers are 32-bit integers, and a
 * longer string would not even survive `Number()` exactly past 2^53, so it could name another PR.
 */
export function parsePullNumber(value: string, label: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new InputError(`${label} must be a pull request number such as 42, got ${JSON.stringify(value)}.`)
  return Number(value)
}

/** A repo-relative path that cannot escape the repository or name a directory. */
export function parseManifestPath(value: string, label: string): string {
  const path = value.replace(/^\.\//, '')
  const segments = path.split('/')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const unsafeCharacter = /[\x00-\x1f\\]/.test(path)
  if (
    path === '' ||
    path.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    unsafeCharacter
  ) {
    throw new InputError(
      `${label} must be a file path relative to the config repo root, like apps/todo-api/dev/microservice.yaml; got ${JSON.stringify(value)}.`
    )
  }
  return path
}

/** An image pinned by digest, as `open` and `bump` write it. */
export function parseImageInput(image: string, label: string): ImageReference {
  try {
    return parseImageReference(image)
  } catch (error) {
    if (error instanceof ImageReferenceError) throw new InputError(`${label}: ${error.message}.`)
    throw error
  }
}
