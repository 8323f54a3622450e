import { describe, expect, it } from 'vitest'
import { proves, recordContext, recordedOutcomes, recordStatus } from '../../../src/environments/record.js'
import type { CommitStatus } from '../../../src/github/statuses.js'
import { digest } from '../../../standins/fixtures.js'

const D = digest('a1')
const SHA = 'c'.repeat(40)

/** What GitHub lists back for a status `wait` posted (or someone else did). */
function listed(
  posted: { state: string; context: string; description: string },
  opts: { id?: number; at?: string; creator?: string; url?: string } = {}
): CommitStatus {
  return {
    ...posted,
    id: opts.id ?? 1,
    sha: SHA,
    targetUrl: opts.url,
    creator: opts.creator ?? 'acme-release[bot]',
    createdAt: opts.at ?? '2026-12-01T10:00:00Z'
  }
}

describe('recordStatus', () => {
  it('records healthy as success, wait breaking as error and every other verdict as failure, with the digest', () => {
    expect(recordStatus('dev', 'healthy', D, 'todo-api is Healthy')).toEqual({
      state: 'success',
      context: 'gitops-release/dev',
      description: `healthy ${D}: todo-api is Healthy`
    })
    expect(recordStatus('dev', 'degraded', D, undefined)).toMatchObject({
      state: 'failure',
      description: `degraded ${D}`
    })
    expect(recordStatus('dev', 'timeout', D, ' ')).toMatchObject({ state: 'failure', description: `timeout ${D}` })
    expect(recordStatus('dev', 'error', D, 'HTTP 401')).toMatchObject({ state: 'error' })
  })

  it('names no digest for an image pinned by tag, and fits GitHub’s 140 characters on one line', () => {
    expect(recordStatus('dev', 'healthy', undefined, 'ok').description).toBe('healthy: ok')
    const long = recordStatus('dev', 'degraded', D, `Stalled:\n${'x'.repeat(200)}`).description
    expect(long).toHaveLength(140)
    expect(long).toMatch(new RegExp(`^degraded ${D}: Stalled: x+…$`))
  })
})

describe('recordedOutcomes', () => {
  it('reads back what wait posted, newest first by time then id', () => {
    const ok = listed(recordStatus('dev', 'healthy', D, 'fine'), { id: 5, url: 'https://ci.example/run/5' })
    const later = listed(recordStatus('dev', 'degraded', D, 'Stalled'), { id: 4, at: '2026-12-01T10:00:01Z' })
    const sameSecond = listed(recordStatus('dev', 'timeout', D, undefined), { id: 6 })
    const outcomes = recordedOutcomes([ok, later, sameSecond], 'dev', ['acme-release[bot]'])
    expect(outcomes.map((o) => [o.id, o.state, o.outcome, o.digest])).toEqual([
      [4, 'failure', 'degraded', D],
      [6, 'failure', 'timeout', D],
      [5, 'success', 'healthy', D]
    ])
    expect(outcomes[2]!.url).toBe('https://ci.example/run/5')
    expect(proves(outcomes[2]!, D)).toBe(true)
    expect(proves(outcomes[2]!, digest('b2'))).toBe(false)
    expect(proves(outcomes[0]!, D)).toBe(false)
  })

  it('counts only its environment’s context (in any case) and a recorder’s statuses', () => {
    const ours = recordStatus('dev', 'healthy', D, undefined)
    const statuses = [
      listed({ ...ours, context: 'GITOPS-RELEASE/DEV' }, { id: 1 }),
      listed(recordStatus('staging', 'healthy', D, undefined), { id: 2 }),
      listed(ours, { id: 3, creator: 'mallory' }),
      listed({ ...ours, context: 'argocd/dev' }, { id: 4 })
    ]
    expect(recordedOutcomes(statuses, 'dev', ['ACME-release[bot]']).map((o) => o.id)).toEqual([1])
    expect(recordedOutcomes(statuses, 'dev', undefined).map((o) => o.id)).toEqual([3, 1])
    expect(recordContext('dev')).toBe('gitops-release/dev')
  })

  it('never reads a success whose description is not wait’s as proof of anything', () => {
    const odd = listed({ state: 'success', context: 'gitops-release/dev', description: `Deployed ${D}` })
    const [outcome] = recordedOutcomes([odd], 'dev', undefined)
    expect(outcome).toMatchObject({ outcome: undefined, digest: undefined })
    expect(proves(outcome!, D)).toBe(false)
    const link = listed(recordStatus('dev', 'healthy', D, undefined), { url: 'javascript:alert(1)' })
    expect(recordedOutcomes([link], 'dev', undefined)[0]!.url).toBeUndefined()
  })
})
