import { describe, expect, it } from 'vitest'
import type { BranchCommit, CheckRunReport, CommitStatus, Polled } from '../../../src/github/statuses.js'
import { followReports, type ReportRepo } from '../../../src/wait/github-reports/follow.js'
import { initialReportChain } from '../../../src/wait/github-reports/judge.js'
import { reportFilter } from '../../../src/wait/github-reports/reports.js'
import type { ChainState } from '../../../src/wait/types.js'

// The polling of what the cluster reports, on a fake GitHub and a clock that moves only when the
// loop sleeps: when it looks, what each look reads, and what it does when GitHub says no.

const M = 'a'.repeat(40)
const T0 = Date.parse('2026-12-01T10:00:00Z')
const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

class FakeGitHub implements ReportRepo {
  now = T0
  readonly looks: number[] = []
  readonly reads: string[] = []
  statuses: CommitStatus[] = []
  failStatuses: Error | undefined
  failChecks: Error | undefined
  private counts = { requests: 0, notModified: 0 }
  private seen = new Map<string, string>()

  /** Answers as GitHub does to a conditional read: 304 while the list is unchanged. */
  private answer<T>(key: string, value: readonly T[]): Polled<readonly T[]> {
    this.counts.requests++
    const fingerprint = JSON.stringify(value)
    const notModified = this.seen.get(key) === fingerprint
    if (notModified) this.counts.notModified++
    this.seen.set(key, fingerprint)
    return { value, notModified }
  }

  async reportedStatuses(sha: string): Promise<Polled<readonly CommitStatus[]>> {
    if (sha === M) this.looks.push(this.now - T0)
    this.reads.push(`statuses ${sha.slice(0, 1)}`)
    if (this.failStatuses) throw this.failStatuses
    return this.answer(`s:${sha}`, this.statuses.filter((s) => s.sha === sha).reverse())
  }

  async reportedCheckRuns(sha: string): Promise<Polled<readonly CheckRunReport[]>> {
    this.reads.push(`check runs ${sha.slice(0, 1)}`)
    if (this.failChecks) throw this.failChecks
    return this.answer(`c:${sha}`, [])
  }

  /** The branch after the merge, newest first; without a commit listing, only the comparison has it. */
  history: BranchCommit[] = [{ sha: M, parents: ['0'.repeat(40)], committedAt: iso(T0) }]
  noListing = false

  async branchCommits(): Promise<Polled<readonly BranchCommit[]>> {
    this.reads.push('commits')
    if (this.noListing) throw Object.assign(new Error('Not Found'), { status: 404 })
    return this.answer('commits', this.history)
  }

  async commitsAfter(revision: string, branch: string): Promise<Polled<readonly BranchCommit[]>> {
    this.reads.push(`compare ${revision.slice(0, 1)}...${branch}`)
    return this.answer('compare', this.history)
  }

  async defaultBranch(): Promise<string> {
    return 'main'
  }

  async commitDate(): Promise<string | undefined> {
    return iso(T0)
  }

  pollCounts(): { requests: number; notModified: number } {
    return { ...this.counts }
  }

  post(state: string, description = state, sha = M): void {
    this.statuses.push({
      id: this.statuses.length + 1,
      sha,
      context: 'continuous-delivery/todo-api-dev',
      state,
      description,
      targetUrl: undefined,
      creator: 'argocd-notifications[bot]',
      createdAt: iso(this.now)
    })
  }
}

interface Run {
  state: ChainState
  info: string[]
  warnings: string[]
}

async function follow(
  gh: FakeGitHub,
  o: { timeoutMs?: number; at?: Record<number, (gh: FakeGitHub) => void> } = {}
): Promise<Run> {
  const info: string[] = []
  const warnings: string[] = []
  const timeoutMs = o.timeoutMs ?? 60_000
  const start = initialReportChain({ step: 'merged', state: 'done', since: T0, detail: 'merged' }, T0, [])
  const events = Object.entries(o.at ?? {}).map(([t, f]) => ({ t: Number(t), f }))
  const state = await followReports(
    start,
    {
      filter: reportFilter('continuous-delivery/todo-api-dev', ['argocd-notifications[bot]']),
      expect: { revision: M, branch: 'main', digest: undefined, noDigest: 'no manifest or image was given' },
      mergedAt: T0,
      branch: 'main',
      deadline: T0 + timeoutMs,
      timeoutMs,
      policy: { degradedGraceMs: 0 }
    },
    {
      repo: gh,
      clock: () => gh.now,
      sleep: async (ms) => {
        const until = gh.now + ms
        for (const e of events.filter((e) => e.t > gh.now - T0 && e.t <= until - T0)) {
          gh.now = T0 + e.t
          e.f(gh)
        }
        gh.now = until
      },
      log: { info: (m) => info.push(m), warning: (m) => warnings.push(m), debug: () => undefined }
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
      at: { 40_000: (g) => g.post('pending', 'Syncing'), 55_000: (g) => g.post('success', 'Healthy') }
    })
    expect(state).toMatchObject({ verdict: 'healthy', health: 'Healthy' })
    const afterPending = gh.looks.filter((t) => t > 40_000)
    // The first look after the pending one is within a back-off step; after it, polls are 2 s apart again.
    expect(afterPending[0]! - 40_000).toBeLessThanOrEqual(4000)
    expect(afterPending[1]! - afterPending[0]!).toBe(2000)
    expect(gh.looks.at(-1)! - 55_000).toBeLessThanOrEqual(2000)
  })
})

describe('followReports: when GitHub says no', () => {
  it('compares with the branch where there is no commit listing, and finds the later commit there', async () => {
    const gh = new FakeGitHub()
    const later = 'b'.repeat(40)
    gh.noListing = true
    gh.history = [{ sha: later, parents: [M], committedAt: iso(T0 + 1000) }, ...gh.history]
    const { state, info } = await follow(gh, { at: { 3000: (g) => g.post('success', 'Healthy', later) } })
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
          g.post('failure', 'Back-off pulling image')
        }
      }
    })
    expect(state).toMatchObject({ verdict: 'degraded', message: expect.stringContaining('Back-off pulling image') })
    expect(
      info.filter((l) => l.startsWith('Reading the commit statuses of aaaaaaa failed (Server Error)'))
    ).toHaveLength(1)
  })
})
