/**
 * What `promote` and the gate's `promoted-from` ask of a digest's record in an environment:
 * Healthy (the default: what wait recorded since issue 32), or verified (wait's checks passed
 * through a soak after Healthy, docs/verify.md), and then perhaps for how long. The time is
 * counted from the recorded verification, whose time GitHub sets (the status's `created_at`),
 * to now, or to when a newer outcome of another digest was recorded there, which ended the
 * digest's stay: a digest verified for ten minutes before the next release replaced it was
 * verified for ten minutes, however long ago that was. Pure.
 */
import { formatDuration, isoTime } from '../text/time.js'
import type { RecordedOutcome } from './record.js'

export interface Requirement {
  /** `verified`: only a `verified` outcome counts; `healthy`: any success (healthy or verified). */
  readonly require: 'healthy' | 'verified'
  /** How long the digest must have stayed verified there; undefined: no minimum. Implies `verified`. */
  readonly verifiedForMs: number | undefined
}

/** What counts when nothing asks for more: a Healthy record. */
export const HEALTHY: Requirement = { require: 'healthy', verifiedForMs: undefined }

/** True when the requirement asks for more than Healthy. */
export function asksVerified(requirement: Requirement): boolean {
  return requirement.require === 'verified' || requirement.verifiedForMs !== undefined
}

/** Both requirements at once (the policy's and promote's inputs): the stricter of each part. */
export function strictest(a: Requirement, b: Requirement): Requirement {
  const times = [a.verifiedForMs, b.verifiedForMs].filter((t): t is number => t !== undefined)
  return {
    require: asksVerified(a) || asksVerified(b) ? 'verified' : 'healthy',
    verifiedForMs: times.length === 0 ? undefined : Math.max(...times)
  }
}

/** `healthy`, `verified`, `verified for 30m`: for sentences that say what was asked. */
export function describeRequirement(requirement: Requirement): string {
  if (!asksVerified(requirement)) return 'healthy'
  return requirement.verifiedForMs === undefined
    ? 'verified'
    : `verified for ${formatDuration(requirement.verifiedForMs)}`
}

/**
 * Why `outcome`, the newest outcome of its digest and a success that proves it, falls short of
 * `requirement`; undefined when it meets it. `replaced` is the first outcome of another digest
 * recorded after it in the environment, if any: the digest's stay ended there.
 */
export function shortfall(
  outcome: RecordedOutcome,
  requirement: Requirement,
  now: number,
  replaced?: RecordedOutcome
): string | undefined {
  if (!asksVerified(requirement)) return undefined
  const at = Date.parse(outcome.createdAt)
  if (outcome.outcome !== 'verified')
    return `not verified: wait recorded it ${outcome.outcome ?? outcome.state} at ${outcome.createdAt}, without verification (no verify settings for the environment then, docs/verify.md)`
  const wanted = requirement.verifiedForMs
  if (wanted === undefined) return undefined
  const endedAt = replaced === undefined ? now : Math.max(at, Date.parse(replaced.createdAt))
  const stayed = endedAt - at
  if (stayed >= wanted) return undefined
  const asked = `verified-for ${formatDuration(wanted)}`
  if (replaced === undefined) return `${asked}: verified ${formatDuration(stayed)} ago, at ${isoTime(at)}`
  return `${asked}: verified at ${isoTime(at)}, then replaced ${formatDuration(stayed)} later by ${replaced.digest ?? 'an image without a digest'} (recorded ${replaced.createdAt})`
}
