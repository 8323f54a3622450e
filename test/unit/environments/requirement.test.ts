import { describe, expect, it } from 'vitest'
import { judgeVerified } from '../../../src/environments/judge.js'
import { replacedBy, type BranchRecord } from '../../../src/environments/newest.js'
import { recordedOutcomes, recordStatus, type RecordedOutcome } from '../../../src/environments/record.js'
import {
  asksVerified,
  describeRequirement,
  HEALTHY,
  shortfall,
  strictest,
  type Requirement
} from '../../../src/environments/requirement.js'
import type { DeploymentRecord } from '../../../src/github/deployments.js'
import type { CommitStatus } from '../../../src/github/statuses.js'
import { digest } from '../../../standins/fixtures.js'

const D = digest('a1')
const NEXT = digest('b2')
const WAIT = 'acme-release[bot]'
const VERIFIED: Requirement = { require: 'verified', verifiedForMs: undefined }
const FOR_30M: Requirement = { require: 'verified', verifiedForMs: 30 * 60_000 }
const at = (time: string): number => Date.parse(`2026-12-01T${time}Z`)

let id = 1
function status(sha: string, word: string, pins: string, time: string, detail?: string): CommitStatus {
  const s = recordStatus('staging', word, pins, detail)
  return { id: id++, sha, ...s, targetUrl: undefined, creator: WAIT, createdAt: `2026-12-01T${time}Z` }
}
const outcomeOf = (s: CommitStatus): RecordedOutcome => recordedOutcomes([s], 'staging', undefined)[0]!
const record = (commits: [string, CommitStatus[]][]): BranchRecord => ({
  branch: 'main',
  commits: commits.map(([sha, statuses]) => ({ sha, statuses })),
  historyEnded: false
})

describe('the requirement', () => {
  it('combines the policy’s and the inputs’ by taking the stricter of each part', () => {
    expect(strictest(HEALTHY, HEALTHY)).toEqual(HEALTHY)
    expect(strictest(HEALTHY, VERIFIED)).toEqual(VERIFIED)
    expect(strictest({ require: 'healthy', verifiedForMs: 60_000 }, FOR_30M)).toEqual(FOR_30M)
    // verified-for alone asks for verified.
    expect(asksVerified({ require: 'healthy', verifiedForMs: 1000 })).toBe(true)
    expect(describeRequirement(HEALTHY)).toBe('healthy')
    expect(describeRequirement(VERIFIED)).toBe('verified')
    expect(describeRequirement(FOR_30M)).toBe('verified for 30m')
  })

  it('lets Healthy through when nothing more is asked, and refuses it when verified is', () => {
    const healthy = outcomeOf(status('c'.repeat(40), 'healthy', D, '10:00:00'))
    expect(shortfall(healthy, HEALTHY, at('11:00:00'))).toBeUndefined()
    expect(shortfall(healthy, VERIFIED, at('11:00:00'))).toBe(
      'not verified: wait recorded it healthy at 2026-12-01T10:00:00Z, without verification (no verify settings for the environment then, docs/verify.md)'
    )
  })

  it('counts verified-for from the recorded verification to now, or to the outcome that replaced it', () => {
    const verified = outcomeOf(status('c'.repeat(40), 'verified', D, '10:00:00', '10m soak ended …'))
    expect(shortfall(verified, VERIFIED, at('10:00:01'))).toBeUndefined()
    expect(shortfall(verified, FOR_30M, at('10:12:00'))).toBe(
      'verified-for 30m: verified 12m ago, at 2026-12-01T10:00:00Z'
    )
    expect(shortfall(verified, FOR_30M, at('10:30:00'))).toBeUndefined()
    const next = outcomeOf(status('d'.repeat(40), 'healthy', NEXT, '10:10:00'))
    expect(shortfall(verified, FOR_30M, at('12:00:00'), next)).toBe(
      `verified-for 30m: verified at 2026-12-01T10:00:00Z, then replaced 10m later by ${NEXT} (recorded 2026-12-01T10:10:00Z)`
    )
    const late = outcomeOf(status('d'.repeat(40), 'degraded', NEXT, '10:40:00'))
    expect(shortfall(verified, FOR_30M, at('12:00:00'), late)).toBeUndefined()
  })
})

describe('replacedBy', () => {
  it('is the first outcome of another digest recorded after it: on newer commits, or before it on its own', () => {
    const mine = status('c'.repeat(40), 'verified', D, '10:00:00')
    const sameCommitLater = status('c'.repeat(40), 'degraded', NEXT, '10:20:00')
    const newerCommit = status('e'.repeat(40), 'healthy', NEXT, '10:05:00')
    const sameDigestAgain = status('f'.repeat(40), 'healthy', D, '10:01:00')
    const r = record([
      ['f'.repeat(40), [sameDigestAgain]],
      ['e'.repeat(40), [newerCommit]],
      ['c'.repeat(40), [sameCommitLater, mine]]
    ])
    expect(replacedBy(r, { environment: 'staging', recorders: undefined }, outcomeOf(mine))?.id).toBe(newerCommit.id)
    const alone = record([['c'.repeat(40), [mine]]])
    expect(replacedBy(alone, { environment: 'staging', recorders: undefined }, outcomeOf(mine))).toBeUndefined()
  })
})

describe('judgeVerified with a requirement (the gate’s promoted-from)', () => {
  const sha = 'c'.repeat(40)
  const deployment: DeploymentRecord = {
    id: 7,
    sha,
    environment: 'staging',
    payload: { digest: D, revision: sha },
    createdAt: '2026-12-01T09:59:00Z',
    creator: WAIT
  }
  const listing = { deployments: [deployment], truncated: false, pageUrl: 'https://x' }
  const judge = (s: CommitStatus, requirement: Requirement, now: string) =>
    judgeVerified(
      { environment: 'staging', digest: D, recorders: [WAIT], requirement },
      listing,
      record([[sha, [s]]]),
      { read: true, problem: undefined },
      at(now)
    )

  it('accepts a verified outcome, saying it was verified, and refuses a healthy one, naming the requirement', () => {
    expect(judge(status(sha, 'verified', D, '10:00:00'), VERIFIED, '10:01:00')).toMatchObject({
      evidence: { outcome: 'verified', verifiedAt: '2026-12-01T10:00:00Z' }
    })
    const refused = judge(status(sha, 'healthy', D, '10:00:00'), VERIFIED, '10:01:00')
    expect(refused).toEqual({
      refused: `the newest outcome of ${D} recorded in "staging" is success (healthy) with ${D} on revision ccccccc at 2026-12-01T10:00:00Z, by ${WAIT}, which falls short of what "staging" requires: not verified: wait recorded it healthy at 2026-12-01T10:00:00Z, without verification (no verify settings for the environment then, docs/verify.md)`
    })
  })

  it('refuses an under-soaked digest with how long it has been verified, and a failed verification with its check', () => {
    expect(judge(status(sha, 'verified', D, '10:00:00'), FOR_30M, '10:12:00')).toMatchObject({
      refused: expect.stringMatching(/requires: verified-for 30m: verified 12m ago, at 2026-12-01T10:00:00Z$/)
    })
    const failed = status(sha, 'verification-failed', D, '10:00:00', 'error ratio was 3.4% at 2m; it must be < 1%')
    expect(judge(failed, VERIFIED, '10:12:00')).toMatchObject({
      refused: expect.stringContaining(
        `is failure (verification-failed) with ${D} on revision ccccccc at 2026-12-01T10:00:00Z, by ${WAIT}, saying "error ratio was 3.4% at 2m; it must be < 1%": ${D} is not verified there`
      )
    })
    // Without a requirement a failed verification refuses too: it is the newest outcome.
    expect(judge(failed, HEALTHY, '10:12:00')).toHaveProperty('refused')
  })
})
