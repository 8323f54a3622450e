import { describe, expect, it } from 'vitest'
import type { CheckRunReport, CommitStatus } from '../../../src/github/statuses.js'
import { branchHistory } from '../../../src/wait/github-reports/history.js'
import { initialReportChain, judgeReports, timedOutReports } from '../../../src/wait/github-reports/judge.js'
import type { Relation } from '../../../src/wait/github-reports/relation.js'
import {
  allowedReporter,
  checkRunReport,
  digestsIn,
  reporterMismatch,
  reportFilter,
  statusReport,
  type Report
} from '../../../src/wait/github-reports/reports.js'
import { readReporters } from '../../../src/settings/reports.js'
import {
  seenInstead,
  sortReports,
  type ReportExpectation,
  type ReportScene
} from '../../../src/wait/github-reports/sort.js'
import type { ChainState } from '../../../src/wait/types.js'
import { digest, DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const M = 'a'.repeat(40)
const LATER = 'b'.repeat(40)
const OTHER = 'c'.repeat(40)
const MERGED_AT = Date.parse('2026-12-01T10:00:00Z')
const at = (seconds: number): string => new Date(MERGED_AT + seconds * 1000).toISOString().replace(/\.000Z$/, 'Z')

let ids = 1
function status(state: string, o: Partial<CommitStatus> = {}): Report {
  return statusReport({
    id: ids++,
    sha: M,
    context: 'continuous-delivery/todo-api-dev',
    state,
    description: `it is ${state}`,
    targetUrl: undefined,
    creator: 'argocd-notifications[bot]',
    createdAt: at(10),
    ...o
  })
}
function checkRun(o: Partial<CheckRunReport>): Report {
  return checkRunReport({
    id: ids++,
    sha: M,
    name: 'continuous-delivery/todo-api-dev',
    status: 'completed',
    conclusion: 'success',
    app: 'argocd-notifications',
    startedAt: at(5),
    completedAt: at(10),
    title: 'todo-api-dev: Healthy',
    summary: 'Synced, health Healthy',
    text: '',
    ...o
  })
}

describe('reports: what a commit status or check run stands for', () => {
  it.each([
    ['pending', 'Progressing'],
    ['success', 'Healthy'],
    ['failure', 'Degraded'],
    ['error', 'Degraded'],
    ['unknown', undefined]
  ])('status %s is %s, its description the message', (state, health) => {
    expect(status(state)).toMatchObject({ kind: 'status', health, message: `it is ${state}` })
  })

  it.each([
    [{ status: 'queued', conclusion: undefined }, 'Progressing', 'queued'],
    [{ status: 'in_progress', conclusion: undefined }, 'Progressing', 'in_progress'],
    [{ conclusion: 'success' }, 'Healthy', 'success'],
    [{ conclusion: 'failure' }, 'Degraded', 'failure'],
    [{ conclusion: 'timed_out' }, 'Degraded', 'timed_out'],
    [{ conclusion: 'cancelled' }, 'Degraded', 'cancelled'],
    [{ conclusion: 'action_required' }, 'Degraded', 'action_required'],
    [{ conclusion: 'neutral' }, undefined, 'neutral'],
    [{ conclusion: 'skipped' }, undefined, 'skipped'],
    [{ conclusion: 'stale' }, undefined, 'stale']
  ] as const)('check run %j is %s', (o, health, state) => {
    expect(checkRun(o)).toMatchObject({ kind: 'check run', health, state })
  })

  it("says a check run's title and summary, times it by completion (else start)", () => {
    expect(checkRun({}).message).toBe('todo-api-dev: Healthy: Synced, health Healthy')
    expect(checkRun({ summary: 'todo-api-dev: Healthy' }).message).toBe('todo-api-dev: Healthy')
    expect(checkRun({}).at).toBe(MERGED_AT + 10_000)
    expect(checkRun({ status: 'in_progress', conclusion: undefined }).at).toBe(MERGED_AT + 5000)
  })

  it('finds digests, once each', () => {
    expect(digestsIn(`- ghcr.io/a@${DIGEST_A}\n- ghcr.io/b@${DIGEST_B.toUpperCase()}\n${DIGEST_A}`)).toEqual([
      DIGEST_A,
      DIGEST_B
    ])
    expect(digestsIn('sha256:abc')).toEqual([])
  })
})

describe('reports: who may report, and which names are followed', () => {
  const reporters = (creators: string[]) =>
    creators.length === 0 ? undefined : readReporters(creators, "Input 'status-creator'")
  const allowed = (r: Report, creators: string[]): boolean => allowedReporter(r, reporters(creators))
  const APP_BOT = 'argocd-notifications[bot]'

  it("takes an App's statuses from its bot alone, by slug or slug[bot]", () => {
    expect(allowed(status('success', { creator: APP_BOT }), ['argocd-notifications'])).toBe(true)
    expect(allowed(status('success', { creator: APP_BOT }), ['Argocd-Notifications[bot]'])).toBe(true)
    // Anyone may register the user argocd-notifications: the App's name never takes it.
    expect(allowed(status('success', { creator: 'argocd-notifications' }), ['argocd-notifications'])).toBe(false)
    expect(allowed(status('success', { creator: 'argocd-notifications' }), [APP_BOT])).toBe(false)
    expect(allowed(status('success', { creator: 'octocat' }), ['argocd-notifications'])).toBe(false)
  })

  it("takes a user's statuses only where user:LOGIN names that user, never an App's bot for it", () => {
    expect(allowed(status('success', { creator: 'flux-bot' }), ['user:Flux-Bot'])).toBe(true)
    expect(allowed(status('success', { creator: 'flux-bot' }), ['flux-bot'])).toBe(false)
    expect(allowed(status('success', { creator: 'flux-bot[bot]' }), ['user:flux-bot'])).toBe(false)
    expect(allowed(status('success', { creator: 'octocat' }), ['user:flux-bot'])).toBe(false)
    expect(allowed(status('success', { creator: undefined }), ['user:flux-bot'])).toBe(false)
    expect(allowed(status('success', { creator: 'octocat' }), [])).toBe(true)
  })

  it("takes a check run by its App's slug, never by a user entry (only Apps post check runs)", () => {
    expect(allowed(checkRun({ app: 'argocd-notifications' }), [APP_BOT])).toBe(true)
    expect(allowed(checkRun({ app: 'argocd-notifications' }), ['argocd-notifications'])).toBe(true)
    expect(allowed(checkRun({ app: 'argocd-notifications' }), ['user:argocd-notifications'])).toBe(false)
    expect(allowed(checkRun({ app: 'github-actions' }), ['argocd-notifications'])).toBe(false)
  })

  it('says how to take a report that an entry of the other kind seems to mean', () => {
    expect(reporterMismatch(status('success', { creator: 'flux-bot' }), reporters(['flux-bot']))).toBe(
      "status-creator names the GitHub App flux-bot, whose statuses come from flux-bot[bot], not the user flux-bot; write user:flux-bot to take that user's"
    )
    expect(reporterMismatch(checkRun({ app: 'flux-bot' }), reporters(['user:flux-bot']))).toBe(
      "status-creator names the user flux-bot, and check runs come from GitHub Apps; write flux-bot to take the App's"
    )
    expect(reporterMismatch(status('success', { creator: 'octocat' }), reporters(['flux-bot']))).toBeUndefined()
  })

  it('matches the glob whole and case-insensitively, * within one segment', () => {
    const flux = reportFilter('kustomization/todo-api/*', undefined)
    expect(flux.matches('kustomization/todo-api/0c9c2e41')).toBe(true)
    expect(flux.matches('Kustomization/Todo-API/0C9C2E41')).toBe(true)
    expect(flux.matches('kustomization/todo-api/0c9c2e41/x')).toBe(false)
    expect(flux.matches('kustomization/todo-api-canary/0c9c2e41')).toBe(false)
    const argo = reportFilter('continuous-delivery/todo-api-dev', undefined)
    expect(argo.matches('continuous-delivery/todo-api-dev-2')).toBe(false)
  })

  it("never takes wait's own outcome records for a cluster report, whatever the glob", () => {
    for (const glob of ['**', '*/dev', 'gitops-release/*', 'GitOps-Release/dev']) {
      expect(reportFilter(glob, undefined).matches('gitops-release/dev')).toBe(false)
    }
    expect(reportFilter('**', undefined).matches('continuous-delivery/dev')).toBe(true)
  })
})

describe('branchHistory: which later commits of the branch contain the revision', () => {
  const c = (sha: string, ...parents: string[]) => ({ sha, parents, committedAt: at(0) })

  it('follows parents through merges, and leaves out a side branch merged later', () => {
    // main: base ← M ← D ← Y (merge of D and side X); X branched from base.
    const commits = [c('Y', 'D', 'X'), c('X', 'base'), c('D', 'M'), c('M', 'base'), c('base')]
    expect(branchHistory(commits, 'M')).toEqual({ found: true, committedAt: MERGED_AT, descendants: ['Y', 'D'] })
  })

  it('knows nothing when the revision is not listed', () => {
    expect(branchHistory([c('D', 'M')], 'Z')).toEqual({ found: false, committedAt: undefined, descendants: [] })
  })

  it('ends on a listing whose parents go round in a circle', () => {
    expect(branchHistory([c('A', 'B'), c('B', 'A'), c('M')], 'M').descendants).toEqual([])
  })
})

describe('judgeReports: the chain from the reports', () => {
  const filter = reportFilter('continuous-delivery/todo-api-dev', { apps: ['argocd-notifications'], users: [] })
  const expect_: ReportExpectation = {
    revision: M,
    branch: 'main',
    later: true,
    notBefore: MERGED_AT,
    digest: DIGEST_B,
    noDigest: undefined
  }
  const relations = (extra: [string, Relation][] = []): ReadonlyMap<string, Relation> =>
    new Map<string, Relation>([[M, { kind: 'expected' }], [LATER, { kind: 'descendant' }], ...extra])
  const start = (): ChainState =>
    initialReportChain({ step: 'merged', state: 'done', since: MERGED_AT, detail: 'PR #1 merged' }, MERGED_AT, [])
  const judge = (reports: Report[], o: { now?: number; grace?: number; rel?: [string, Relation][] } = {}) => {
    const scene: ReportScene = { at: o.now ?? MERGED_AT + 60_000, reports, relations: relations(o.rel) }
    const sorted = sortReports(scene, filter, expect_)
    return {
      sorted,
      state: judgeReports(scene, sorted, filter, expect_, { degradedGraceMs: o.grace ?? 0 }, start())
    }
  }

  it('marks what GitHub cannot show as unobservable, never done', () => {
    const { state } = judge([status('success')])
    expect(state.steps.map((s) => s.state)).toEqual(['done', 'unobservable', 'unobservable', 'done', 'unobservable'])
    expect(state).toMatchObject({ verdict: 'healthy', health: 'Healthy', revision: M })
  })

  it('lets the latest report of a stream count: a later commit outdates the merge commit', () => {
    const { state } = judge([
      status('failure', { createdAt: at(10) }),
      status('success', { sha: LATER, createdAt: at(20), description: 'fixed' })
    ])
    expect(state).toMatchObject({ verdict: 'healthy', revision: LATER })
    expect(state.message).toBe(
      `continuous-delivery/todo-api-dev reported success on bbbbbbb, a later commit of main that contains aaaaaaa: fixed.`
    )
  })

  it('orders two posts in one second by their ids', () => {
    expect(judge([status('pending'), status('success')]).state.verdict).toBe('healthy')
    expect(judge([status('success'), status('failure')]).state.verdict).toBe('degraded')
  })

  it('does not count a report made before the merge, nor one by another creator', () => {
    const { state, sorted } = judge([
      status('success', { createdAt: at(-5) }),
      status('success', { creator: 'octocat' })
    ])
    expect(state.verdict).toBe('waiting')
    expect(sorted.stale).toHaveLength(1)
    expect(sorted.foreign).toHaveLength(1)
  })

  it('keeps waiting on Degraded within the grace, and wakes when it ends', () => {
    const { state } = judge([status('failure', { createdAt: at(50) })], { grace: 30_000 })
    expect(state).toMatchObject({ verdict: 'waiting', health: 'Degraded', wakeAt: MERGED_AT + 80_000 })
    expect(state.steps[3]!.detail).toMatch(/; Degraded since 2026-12-01T10:00:50Z, allowing 20s more$/)
  })

  it('wants every followed stream Healthy: one Degraded decides', () => {
    const { state } = judge([status('success'), checkRun({ conclusion: 'failure', title: 'todo-api-dev: Degraded' })])
    expect(state).toMatchObject({ verdict: 'degraded', health: 'Degraded' })
  })

  it("skips a check run that is no verdict: the stream's earlier report stands", () => {
    const { state } = judge([
      checkRun({ conclusion: 'success', completedAt: at(10) }),
      checkRun({ conclusion: 'neutral', completedAt: at(20) })
    ])
    expect(state.verdict).toBe('healthy')
  })

  it('checks the new digest where a Healthy report names images', () => {
    const naming = (text: string) => judge([checkRun({ text })]).state
    expect(naming(`- ghcr.io/acme/todo-api@${DIGEST_B}`)).toMatchObject({ verdict: 'healthy' })
    expect(naming(`- ghcr.io/acme/todo-api@${DIGEST_B}`).steps[4]).toMatchObject({ state: 'done' })
    const other = naming(`- ghcr.io/acme/todo-api@${DIGEST_A}`)
    expect(other).toMatchObject({ verdict: 'waiting', health: 'Healthy' })
    expect(other.steps[4]).toMatchObject({
      state: 'waiting',
      detail:
        'the images continuous-delivery/todo-api-dev reports (sha256:46aef5661111…) do not include sha256:28492db02222…'
    })
  })

  it('ends as superseded when the newest report is on a commit that pins another image', () => {
    const newer = `ghcr.io/acme/todo-api@${digest('9c')}`
    const { state } = judge([status('success', { sha: OTHER, createdAt: at(30) }), status('pending')], {
      rel: [[OTHER, { kind: 'superseded', image: newer }]]
    })
    expect(state).toMatchObject({ verdict: 'superseded', revision: OTHER })
  })

  it('times out saying nothing was reported, and what was seen instead', () => {
    const { state, sorted } = judge([
      status('success', { creator: 'octocat' }),
      status('success', { createdAt: at(-60) }),
      status('success', { context: 'continuous-delivery/billing-dev' }),
      checkRun({ conclusion: 'skipped' })
    ])
    const ended = timedOutReports(state, sorted, filter, expect_, MERGED_AT + 90_000, 90_000, ['check runs'])
    expect(ended).toMatchObject({ verdict: 'timeout' })
    expect(ended.steps[3]!.state).toBe('failed')
    expect(ended.message).toBe(
      'Timed out after 90s: nothing was reported for continuous-delivery/todo-api-dev on aaaaaaa or a later commit of main containing it (check runs could not be read). ' +
        'Seen instead: 1 report from octocat, which status-creator does not name (success on continuous-delivery/todo-api-dev); 1 report from before the merge; 1 report with no verdict (skipped); reports of other names (continuous-delivery/billing-dev).'
    )
  })

  it('says so when nothing at all was there', () => {
    expect(seenInstead({ counted: [], foreign: [], stale: [], superseded: [], unproven: [], others: [] })).toBe(
      'Nothing else was reported there either.'
    )
  })
})
