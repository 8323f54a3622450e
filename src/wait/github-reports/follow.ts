/**
 * Follows what the cluster reports to GitHub until a verdict or the deadline: polls the base
 * branch's commit listing (to learn which later commits contain the revision) and the statuses
 * and check runs of the revision and of those commits. Every read is conditional, so a quiet
 * poll costs 304s, which GitHub does not count against the rate limit; the polls come every 2 s
 * while anything changed lately (a report is noticed within seconds while the rollout is fresh)
 * and back off towards 30 s while nothing changes.
 */
import { InputError, messageOf } from '../../errors.js'
import { isGitHubUnreachable } from '../../github/attempts.js'
import { statusOf } from '../../github/client.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import type { Log } from '../../log.js'
import type { Clock, Sleep } from '../../time.js'
import { isTerminal, stepsChanged } from '../chain.js'
import { progressLines } from '../session.js'
import type { ChainState, WaitPolicy } from '../types.js'
import { soakProblem } from '../verification.js'
import type { AppGuard } from '../../verify/index.js'
import { branchHistory, type BranchHistory } from './history.js'
import { judgeReports, timedOutReports } from './judge.js'
import type { Relation } from './relation.js'
import {
  allowedReporter,
  checkRunReport,
  reporterMismatch,
  statusReport,
  type Report,
  type ReportFilter
} from './reports.js'
import { short, sortReports, type ReportExpectation, type ReportScene } from './sort.js'

/** The slice of the config repo the reports are read through. */
export type ReportRepo = Pick<
  ConfigRepo,
  | 'reportedStatuses'
  | 'reportedCheckRuns'
  | 'branchCommits'
  | 'commitsAfter'
  | 'defaultBranch'
  | 'commitDate'
  | 'pollCounts'
>

/** How often to look: every `minMs` while fresh, backing off by `quietDivisor` to `maxMs`. */
export interface ReportPolling {
  readonly minMs: number
  readonly maxMs: number
  /** The interval is the time since the last change divided by this (10: 2 s until 20 s of quiet, 30 s after 5 min). */
  readonly quietDivisor: number
  /**
   * The branch's commits are listed at most this often (only later commits come from there;
   * the revision's own reports are read at every look).
   */
  readonly listMs: number
}

export const DEFAULT_POLLING: ReportPolling = { minMs: 2000, maxMs: 30_000, quietDivisor: 10, listMs: 10_000 }

/** Later commits of the branch whose reports are read besides the revision's: the newest few. */
const MAX_DESCENDANTS = 5

export interface FollowOptions {
  readonly filter: ReportFilter
  /**
   * The expectation without its time floor, which the merge (or the revision's commit) gives,
   * and without `later`, which `relate` decides.
   */
  readonly expect: Omit<ReportExpectation, 'notBefore' | 'later'>
  /** When the PR merged (ms); undefined: the revision's committer date is the floor. */
  readonly mergedAt: number | undefined
  /** The branch whose later commits count (undefined: the default branch). */
  readonly branch: string | undefined
  readonly deadline: number
  readonly timeoutMs: number
  readonly policy: Pick<WaitPolicy, 'degradedGraceMs'>
  readonly polling?: ReportPolling | undefined
}

export interface FollowDeps {
  readonly repo: ReportRepo
  /**
   * How a later commit of the branch that contains the revision relates to the release: still
   * pinning the image, a newer release, or not shown to carry it (asked only for commits with a
   * report that would count; asked again while the answer says to retry). Undefined: nothing can
   * show that a later commit carries the release, so only the revision's own reports count and
   * the branch is not read.
   */
  readonly relate?: ((sha: string) => Promise<Relation>) | undefined
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
  /** Called when a step changes state; reporting must not fail the wait (it catches its own errors). */
  readonly onProgress?: ((state: ChainState) => Promise<void>) | undefined
  /**
   * Called once the chain is Healthy, with a guard that reads the reports again at each of its
   * checks (verification's soak); what it returns is the wait's outcome.
   */
  readonly afterHealthy?: ((chain: ChainState, guard: AppGuard) => Promise<ChainState>) | undefined
}

type Source = 'commit statuses' | 'check runs'

/** Follows the reports from `start` (the chain as the merged step left it) to a verdict or the deadline. */
export async function followReports(start: ChainState, options: FollowOptions, deps: FollowDeps): Promise<ChainState> {
  const { filter, policy } = options
  const polling = options.polling ?? DEFAULT_POLLING
  const { log } = deps
  const revision = options.expect.revision
  const last = new Map<string, readonly Report[]>()
  /** Relations of later commits that stand for good (a commit's manifest never changes). */
  const settled = new Map<string, Relation>()
  const later = deps.relate !== undefined
  const blind = new Set<Source>()
  const said = new Set<string>()
  /** Reporters already named in the log as ignored, by kind of report. */
  const ignored = new Set<string>()
  const once = (message: string, how: 'info' | 'warning' = 'info'): void => {
    if (said.has(message)) return
    said.add(message)
    log[how](message)
  }
  let history: BranchHistory | undefined
  let listedAt: number | undefined
  let compared = false
  let expect: ReportExpectation | undefined
  let chain = start
  let fingerprint = ''
  let quietSince = deps.clock()
  if (!later)
    once(
      `Only reports on ${short(revision)} itself count: without a manifest to read at a later commit, nothing shows such a commit still deploys the release.`
    )

  /** One read of one list: a fatal refusal throws; anything else keeps the last answer, said once. */
  async function read(
    source: Source,
    sha: string,
    fetch: () => Promise<readonly Report[]>
  ): Promise<readonly Report[]> {
    const key = `${source}:${sha}`
    if (blind.has(source)) return []
    try {
      const reports = await fetch()
      last.set(key, reports)
      return reports
    } catch (error) {
      // An address that does not work is not a look that failed: waiting cannot cure it.
      if (isGitHubUnreachable(error)) throw error
      const status = statusOf(error)
      if (status === 401)
        throw new Error(`GitHub refused the token while reading ${source} (401: ${messageOf(error)}).`, {
          cause: error
        })
      if (status === 403 && !/rate limit/i.test(messageOf(error))) {
        blind.add(source)
        const permission = source === 'check runs' ? 'checks: read' : 'statuses: read'
        if (blind.size === 2) {
          throw new InputError(
            `GitHub refused to list the commit statuses and check runs of ${revision.slice(0, 7)} (403): give the job 'statuses: read' and 'checks: read'.`,
            { cause: error }
          )
        }
        once(
          `Cannot read the ${source} of the config repo (403: ${messageOf(error)}); following the ${source === 'check runs' ? 'commit statuses' : 'check runs'} only. Give the job '${permission}' to follow both.`,
          'warning'
        )
        return []
      }
      // No such commit (yet) for GitHub: nothing was reported on it.
      if (status === 404 || status === 422) return []
      once(`Reading the ${source} of ${sha.slice(0, 7)} failed (${messageOf(error)}); trying again at the next look.`)
      return last.get(key) ?? []
    }
  }

  /** The branch's commits, to learn which later ones contain the revision. */
  async function list(): Promise<void> {
    listedAt = deps.clock()
    try {
      const listed = compared
        ? await deps.repo.commitsAfter(revision, await branchName())
        : await deps.repo.branchCommits(options.branch, revision)
      history = branchHistory(listed.value, revision)
      if (!history.found)
        once(
          `${revision.slice(0, 7)} is not among the latest commits of ${options.expect.branch}: only reports on ${revision.slice(0, 7)} itself count.`
        )
    } catch (error) {
      if (isGitHubUnreachable(error)) throw error
      if (statusOf(error) === 401)
        throw new Error(`GitHub refused the token while listing commits (401: ${messageOf(error)}).`, { cause: error })
      if (!compared && statusOf(error) !== 403) {
        // An API without the commit listing (some GitHub look-alikes): the comparison has the parents too.
        compared = true
        once(`Could not list the commits of ${options.expect.branch} (${messageOf(error)}); comparing with it instead.`)
        listedAt = undefined
        return list()
      }
      once(
        `Could not read the commits of ${options.expect.branch} (${messageOf(error)}); until it works, only reports on ${revision.slice(0, 7)} itself count.`
      )
    }
  }

  async function branchName(): Promise<string> {
    return options.branch ?? (await deps.repo.defaultBranch())
  }

  /** One look at the reports; `fresh` lists the branch whatever `listMs` says. */
  async function look(fresh = false): Promise<ReportScene> {
    if (later && (fresh || listedAt === undefined || deps.clock() - listedAt >= polling.listMs)) await list()
    expect ??= { ...options.expect, later, notBefore: await floor() }

    const watched = [revision, ...(history?.descendants ?? []).slice(0, MAX_DESCENDANTS)]
    const lists = await Promise.all(
      watched.flatMap((sha) => [
        read('commit statuses', sha, async () => (await deps.repo.reportedStatuses(sha)).value.map(statusReport)),
        read('check runs', sha, async () => (await deps.repo.reportedCheckRuns(sha)).value.map(checkRunReport))
      ])
    )
    const reports = lists.flat()
    const at = deps.clock()
    const relations = new Map<string, Relation>([[revision, { kind: 'expected' }]])
    for (const sha of watched.slice(1)) {
      // Only a later commit with a report that would count is worth reading the manifest at.
      const relevant = reports.some(
        (r) =>
          r.sha === sha && filter.matches(r.name) && allowedReporter(r, filter.reporters) && r.at >= expect!.notBefore
      )
      const relation = settled.get(sha) ?? (relevant ? await relate(sha) : undefined)
      if (relation !== undefined) relations.set(sha, relation)
    }
    return { at, reports, relations }
  }

  /** Asks how a later commit relates to the release; says once why its reports do not count. */
  async function relate(sha: string): Promise<Relation> {
    const relation = await deps.relate!(sha)
    if (relation.kind === 'unproven')
      once(
        `Reports on ${short(sha)}, a later commit of ${options.expect.branch}, do not count: ${relation.reason}.`,
        'warning'
      )
    if (relation.kind !== 'unproven' || !relation.retry) settled.set(sha, relation)
    return relation
  }

  /** The time floor: the merge, else the revision's committer date (GitHub's, for a commit it made). */
  async function floor(): Promise<number> {
    let at = options.mergedAt ?? history?.committedAt
    if (at === undefined) {
      try {
        at = dateOf(await deps.repo.commitDate(revision))
      } catch (error) {
        log.debug(`Reading commit ${revision} failed: ${messageOf(error)}`)
      }
    }
    if (at === undefined) {
      log.warning(
        `Could not read when ${revision.slice(0, 7)} was committed: reports on it count whenever they were made.`
      )
      return -Infinity
    }
    // GitHub's times are whole seconds: a report in the second of the merge counts.
    return Math.floor(at / 1000) * 1000
  }

  for (;;) {
    const scene = await look()
    const sorted = sortReports(scene, filter, expect!)
    for (const r of sorted.foreign) {
      const who = r.by || 'an unknown account'
      if (ignored.has(`${r.kind}:${who}`)) continue
      ignored.add(`${r.kind}:${who}`)
      const why = reporterMismatch(r, filter.reporters) ?? 'status-creator does not name it'
      log.warning(`Ignoring reports by ${who}: ${why} (first seen: ${r.kind} ${r.name} ${r.state} on ${short(r.sha)}).`)
    }
    const next = judgeReports(scene, sorted, filter, expect!, policy, chain)
    await progress(chain, next)
    chain = next
    if (isTerminal(chain)) break
    const now = deps.clock()
    const seen = JSON.stringify([scene.reports, [...scene.relations.keys()]])
    if (seen !== fingerprint) {
      fingerprint = seen
      quietSince = now
    }
    if (now >= options.deadline) {
      const ended = timedOutReports(chain, sorted, filter, expect!, now, options.timeoutMs, [...blind])
      await progress(chain, ended)
      chain = ended
      break
    }
    const interval = Math.min(polling.maxMs, Math.max(polling.minMs, (now - quietSince) / polling.quietDivisor))
    const until = Math.min(now + interval, options.deadline, chain.wakeAt ?? Infinity)
    await deps.sleep(Math.max(0, until - now))
  }
  if (chain.verdict === 'healthy' && deps.afterHealthy) chain = await deps.afterHealthy(chain, guard(chain))
  const counts = deps.repo.pollCounts()
  log.info(
    `Read GitHub ${counts.requests} times for the reports; ${counts.notModified} answered 304 Not Modified (no rate limit spent).`
  )
  return chain

  /**
   * The reports through verification's soak, read again at each of its checks (nothing pushes
   * them, so a change is seen at the next sample), judged without degraded-grace: a Degraded
   * report, or a report on a later commit that supersedes the release, ends the soak as failed.
   * The branch is listed at each check too: a later commit listed `listMs` ago could hide a
   * release that replaced this one in the soak's last seconds, or in all of a short soak.
   */
  function guard(healthy: ChainState): AppGuard {
    let judged = healthy
    let problem: string | undefined
    return {
      check: async () => {
        if (problem !== undefined) return problem
        const scene = await look(true)
        const next = judgeReports(
          scene,
          sortReports(scene, filter, expect!),
          filter,
          expect!,
          { degradedGraceMs: 0 },
          judged
        )
        for (const line of progressLines(judged, next)) log.info(line)
        judged = next
        problem = soakProblem(healthy, next)
        return problem
      }
    }
  }

  async function progress(prev: ChainState, next: ChainState): Promise<void> {
    for (const line of progressLines(prev, next)) log.info(line)
    if (stepsChanged(prev, next)) await deps.onProgress?.(next)
  }
}

function dateOf(iso: string | undefined): number | undefined {
  const at = iso === undefined ? Number.NaN : Date.parse(iso)
  return Number.isNaN(at) ? undefined : at
}
