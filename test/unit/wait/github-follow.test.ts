import { describe, expect, it } from 'vitest'
import { followReports, type FollowDeps } from '../../../src/wait/github-reports/follow.js'
import { initialReportChain } from '../../../src/wait/github-reports/judge.js'
import { reportFilter } from '../../../src/wait/github-reports/reports.js'
import type { ChainState } from '../../../src/wait/types.js'
import type { AppGuard } from '../../../src/verify/index.js'
import { FakeGitHub, iso, M, T0 } from './github-fake.js'

// The polling of what the cluster reports, on a fake GitHub and a clock that moves only when the
// loop sleeps: when it looks, what each look reads, and what it does when GitHub says no.

interface Run {
  state: ChainState
  info: string[]
  warnings: string[]
}

async function follow(
  gh: FakeGitHub,
  o: {
    timeoutMs?: number
    mergedAt?: number | undefined
    /** How later commits relate; by default each still pins the release; undefined: none is followed. */
    relate?: FollowDeps['relate']
    at?: Record<number, (gh: FakeGitHub) => void>
    afterHealthy?: FollowDeps['afterHealthy']
  } = {}
): Promise<Run> {
  const info: string[] = []
  const warnings: string[] = []
  const timeoutMs = o.timeoutMs ?? 60_000
  const start = initialReportChain({ step: 'merged', state: 'done', since: T0, detail: 'merged' }, T0, [])
  const events = Object.entries(o.at ?? {}).map(([t, f]) => ({ t: Number(t), f }))
  const state = await followReports(
    start,
    {
      filter: reportFilter('continuous-delivery/todo-api-dev', { apps: ['argocd-notifications'], users: [] }),
      expect: { revision: M, branch: 'main', digest: undefined, noDigest: 'no manifest or image was given' },
      mergedAt: 'mergedAt' in o ? o.mergedAt : T0,
      branch: 'main',
      deadline: T0 + timeoutMs,
      timeoutMs,
      policy: { degradedGraceMs: 0 }
    },
    {
      repo: gh,
      relate: 'relate' in o ? o.relate : async () => ({ kind: 'descendant' }),
      clock: () => gh.now,
      sleep: async (ms) => {
        const until = gh.now + ms
        for (const e of events.filter((e) => e.t > gh.now - T0 && e.t <= until - T0)) {
          gh.now = T0 + e.t
          e.f(gh)
        }
        gh.now = until
      },
      log: { info: (m) => info.push(m), warning: (m) => warnings.push(m), debug: () => undefined },
      afterHealthy: o.afterHealthy
    }
  )
  return { state, info, warnings }
}

describe('followReports: when it looks', () => {
  it('looks every 2 s while fresh, backs off while quiet, lists the branch at most every 10 s', async () => {
    const gh = new FakeGitHub()
    const { state, info } = await follow(gh, { timeoutMs: 120_000 })
    expect(state.verdict).toBe('timeout')
    // 2 s until 20 s of quiet, then a tenth of the quiet time: 2.2 s, 2.4 s ... up to the deadline.
    expect(gh.looks.slice(0, 11)).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000, 18_000, 20_000])
    // The last gap ends at the deadline; before it, each is at least as long as the one before.
    const gaps = gh.looks.slice(1, -1).map((t, i) => t - gh.looks[i]!)
    expect(
      gaps.slice(11).every((gap, i) => gap >= gaps[10 + i]!),
      gaps.join(' ')
    ).toBe(true)
    expect(Math.max(...gaps)).toBeGreaterThan(10_000)
    expect(gh.looks.at(-1)).toBe(120_000)
    expect(gh.looks.length).toBeLessThan(35)
    const listings = gh.reads.filter((r) => r === 'commits').length
    expect(listings).toBeLessThanOrEqual(13)
    // Every read after the first of each list found nothing new.
    const counts = gh.pollCounts()
    expect(counts.notModified).toBe(counts.requests - 3)
    expect(info.at(-1)).toBe(
      `Read GitHub ${counts.requests} times for the reports; ${counts.notModified} answered 304 Not Modified (no rate limit spent).`
    )
  })

  it('comes back to every 2 s once something changed, and notices the next report at once', async () => {
    const gh = new FakeGitHub()
    const { state } = await follow(gh, {
      at: {
        40_000: (g) => g.post('pending', { description: 'Syncing' }),
        55_000: (g) => g.post('success', { description: 'Healthy' })
      }
    })
    expect(state).toMatchObject({ verdict: 'healthy', health: 'Healthy' })
    const afterPending = gh.looks.filter((t) => t > 40_000)
    // The first look after the pending one is within a back-off step; after it, polls are 2 s apart again.
    expect(afterPending[0]! - 40_000).toBeLessThanOrEqual(4000)
    expect(afterPending[1]! - afterPending[0]!).toBe(2000)
    expect(gh.looks.at(-1)! - 55_000).toBeLessThanOrEqual(2000)
  })
})

describe('followReports: the time floor', () => {
  // GitHub's times are whole seconds: a merge at T0 + 500 ms is in the second T0, so a report made
  // in that second counts, and one made a minute before is about an earlier deployment.
  const MS = '2026-12-01T10:00:00.500Z'
  const floors: [string, (gh: FakeGitHub) => { mergedAt?: number | undefined }][] = [
    ['the merge', () => ({ mergedAt: T0 + 500 })],
    [
      "the revision's committer date in the branch listing, without a merge",
      (gh) => {
        gh.history = [{ ...gh.history[0]!, committedAt: MS }]
        return { mergedAt: undefined }
      }
    ],
    [
      "the revision's own committer date, when the listing does not have it",
      (gh) => {
        gh.history = []
        gh.committedAt = MS
        return { mergedAt: undefined }
      }
    ]
  ]

  it.each(floors)('does not count a report made a minute before %s', async (_, floor) => {
    const gh = new FakeGitHub()
    gh.post('success', { at: T0 - 60_000 })
    const { state } = await follow(gh, { timeoutMs: 6000, ...floor(gh) })
    expect(state.verdict).toBe('timeout')
    expect(state.health).toBe('')
    expect(state.message).toContain('Seen instead: 1 report from before the merge.')
  })

  it.each(floors)('counts a report made in the second of %s', async (_, floor) => {
    const gh = new FakeGitHub()
    gh.post('success', { at: T0 })
    const { state } = await follow(gh, { timeoutMs: 6000, ...floor(gh) })
    expect(state).toMatchObject({ verdict: 'healthy', revision: M })
  })
})

describe('followReports: which later commits count', () => {
  const L = 'b'.repeat(40)
  const later = (gh: FakeGitHub): void => {
    gh.history = [{ sha: L, parents: [M], committedAt: iso(T0 + 1000) }, ...gh.history]
    gh.post('success', { sha: L })
  }

  it('without a way to check them, reads only the revision, never the branch, and says so once', async () => {
    const gh = new FakeGitHub()
    later(gh)
    const { state, info } = await follow(gh, { timeoutMs: 6000, relate: undefined })
    expect(state.verdict).toBe('timeout')
    expect(state.message).toMatch(
      /^Timed out after 6s: nothing was reported for continuous-delivery\/todo-api-dev on aaaaaaa\. /
    )
    expect(gh.reads.filter((r) => r === 'commits' || r.endsWith(' b'))).toEqual([])
    expect(
      info.filter((l) => l.startsWith('Only reports on aaaaaaa itself count: without a manifest to read'))
    ).toHaveLength(1)
  })

  it('does not count a later commit while its relation says to retry, asks again, then counts it', async () => {
    const gh = new FakeGitHub()
    later(gh)
    const asked: number[] = []
    const { state, warnings } = await follow(gh, {
      relate: async () => {
        asked.push(gh.now - T0)
        return asked.length < 3
          ? { kind: 'unproven', reason: 'reading it failed (Server Error)', retry: true }
          : { kind: 'descendant' }
      }
    })
    expect(state).toMatchObject({ verdict: 'healthy', revision: L })
    // Once per look until it answers, never before: the report was not counted meanwhile.
    expect(asked).toEqual(gh.looks.slice(0, 3))
    expect(warnings).toEqual([
      'Reports on bbbbbbb, a later commit of main, do not count: reading it failed (Server Error).'
    ])
  })

  it('asks once about a commit whose relation stands, and names why in the wait and the timeout', async () => {
    const gh = new FakeGitHub()
    later(gh)
    let asked = 0
    const reason = 'the manifest does not exist there'
    const { state } = await follow(gh, {
      timeoutMs: 8000,
      relate: async () => {
        asked++
        return { kind: 'unproven', reason, retry: false }
      }
    })
    expect(asked).toBe(1)
    // The health step's last detail, as the comment and the summary show it.
    expect(state.steps[3]).toMatchObject({
      state: 'failed',
      detail: `nothing reported yet for continuous-delivery/todo-api-dev on aaaaaaa or a later commit of main containing it; 1 report on bbbbbbb does not count: ${reason}`
    })
    expect(state).toMatchObject({ verdict: 'timeout', health: '' })
    expect(state.message).toContain(`Seen instead: 1 report on bbbbbbb does not count: ${reason}.`)
  })
})

describe('followReports: when GitHub says no', () => {
  it('compares with the branch where there is no commit listing, and finds the later commit there', async () => {
    const gh = new FakeGitHub()
    const later = 'b'.repeat(40)
    gh.noListing = true
    gh.history = [{ sha: later, parents: [M], committedAt: iso(T0 + 1000) }, ...gh.history]
    const { state, info } = await follow(gh, {
      at: { 3000: (g) => g.post('success', { description: 'Healthy', sha: later }) }
    })
    expect(state).toMatchObject({ verdict: 'healthy', revision: later })
    expect(info).toContain('Could not list the commits of main (Not Found); comparing with it instead.')
    expect(gh.reads.filter((r) => r === 'commits')).toHaveLength(1)
    expect(gh.reads).toContain('compare a...main')
  })

  it('follows the statuses alone when check runs are forbidden, saying so once', async () => {
    const gh = new FakeGitHub()
    gh.failChecks = Object.assign(new Error('Resource not accessible by integration'), { status: 403 })
    const { state, warnings } = await follow(gh, { at: { 5000: (g) => g.post('success') } })
    expect(state.verdict).toBe('healthy')
    expect(warnings).toEqual([
      "Cannot read the check runs of the config repo (403: Resource not accessible by integration); following the commit statuses only. Give the job 'checks: read' to follow both."
    ])
    expect(gh.reads.filter((r) => r.startsWith('check runs'))).toHaveLength(1)
  })

  it('gives up, naming both permissions, when neither list may be read', async () => {
    const gh = new FakeGitHub()
    gh.failChecks = gh.failStatuses = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403
    })
    await expect(follow(gh)).rejects.toThrow(
      "GitHub refused to list the commit statuses and check runs of aaaaaaa (403): give the job 'statuses: read' and 'checks: read'."
    )
  })

  it('ends on a token GitHub refuses', async () => {
    const gh = new FakeGitHub()
    gh.failStatuses = Object.assign(new Error('Bad credentials'), { status: 401 })
    await expect(follow(gh)).rejects.toThrow(
      'GitHub refused the token while reading commit statuses (401: Bad credentials).'
    )
  })

  it('keeps the last answer through a failed read, said once, and goes on', async () => {
    const gh = new FakeGitHub()
    gh.post('pending')
    const fail = Object.assign(new Error('Server Error'), { status: 502 })
    const { state, info } = await follow(gh, {
      at: {
        3000: (g) => (g.failStatuses = fail),
        9000: (g) => {
          g.failStatuses = undefined
          g.post('failure', { description: 'Back-off pulling image' })
        }
      }
    })
    expect(state).toMatchObject({ verdict: 'degraded', message: expect.stringContaining('Back-off pulling image') })
    expect(
      info.filter((l) => l.startsWith('Reading the commit statuses of aaaaaaa failed (Server Error)'))
    ).toHaveLength(1)
  })
})

describe("followReports: through verification's soak", () => {
  const L = 'b'.repeat(40)
  const NEXT = 'ghcr.io/acme/todo-api:1.5.1'

  /** The soak as verification runs it: a check of the guard now and after each of `after` (ms). */
  const soak =
    (gh: FakeGitHub, after: readonly number[], checked: (string | undefined)[], moves: Record<number, () => void>) =>
    async (chain: ChainState, guard: AppGuard): Promise<ChainState> => {
      for (const [i, ms] of [0, ...after].entries()) {
        gh.now += ms
        moves[i]?.()
        checked.push(await guard.check())
      }
      return chain
    }

  it('reads the reports and lists the branch at each check, and sees a later release reported a second after the last listing', async () => {
    const gh = new FakeGitHub()
    gh.post('success')
    const checked: (string | undefined)[] = []
    let readsBefore = 0
    const { state } = await follow(gh, {
      relate: async (sha) => (sha === L ? { kind: 'superseded', image: NEXT } : { kind: 'descendant' }),
      afterHealthy: soak(gh, [2000, 2000], checked, {
        0: () => (readsBefore = gh.reads.length),
        // Merged and synced in the soak's second second: long before a 10 s listing would come round.
        1: () => {
          gh.commit(L, {})
          gh.post('success', { sha: L, description: 'Healthy' })
        }
      })
    })
    expect(state.verdict).toBe('healthy')
    expect(checked).toEqual([
      undefined,
      `aaaaaaa was superseded: bbbbbbb, a later commit of main, pins ${NEXT}, and continuous-delivery/todo-api-dev reported on it.`,
      // Remembered: the soak has failed, and GitHub is not asked again.
      `aaaaaaa was superseded: bbbbbbb, a later commit of main, pins ${NEXT}, and continuous-delivery/todo-api-dev reported on it.`
    ])
    // Per check: the branch, then the statuses and check runs of each commit watched; none after it failed.
    expect(gh.reads.slice(readsBefore)).toEqual([
      'commits',
      'statuses a',
      'check runs a',
      'commits',
      'statuses a',
      'check runs a',
      'statuses b',
      'check runs b'
    ])
  })

  it('ends the soak on a Degraded report, without degraded-grace', async () => {
    const gh = new FakeGitHub()
    gh.post('success')
    const checked: (string | undefined)[] = []
    await follow(gh, {
      afterHealthy: soak(gh, [2000], checked, {
        1: () => gh.post('failure', { description: 'Back-off restarting failed container' })
      })
    })
    expect(checked[0]).toBeUndefined()
    expect(checked[1]).toMatch(/^the app turned Degraded: .*Back-off restarting failed container/)
  })
})
