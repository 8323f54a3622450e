import { appUrl } from '../argocd/connection.js'
import type { Clock, Sleep } from '../time.js'
import { InputError } from '../errors.js'
import { initialChain, timedOut } from './chain.js'
import { resolveExpectation, revisionRelation } from './expected.js'
import type { PullRef, WaitRepo } from './github.js'
import { waitForMerge } from './merged.js'
import { ProgressReporter } from './report/progress.js'
import type { ReportContext } from './report/render.js'
import type { WaitSettings } from './settings.js'
import type { Expectation } from './target.js'
import type { ChainState } from './types.js'
import { watchRollout, type WatcherDeps, type WatcherOptions } from './watcher.js'

export interface WaitLog {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export interface WaitDeps {
  readonly repo: Pick<
    WaitRepo,
    'fullName' | 'pullRequest' | 'pullRequestForCommit' | 'compare' | 'readFile' | 'upsertComment' | 'createDeployment' | 'deploymentStatus'
  >
  readonly argocd: WatcherDeps['argocd']
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: WaitLog
  /** Tuning for tests (shorter re-checks); production uses the watcher's defaults. */
  readonly watcher?: Partial<Pick<WatcherOptions, 'recheckMs' | 'refreshTimeoutMs' | 'feed'>>
}

export interface WaitResult {
  readonly state: ChainState
  /** Undefined when the wait ended before the image was known (PR not merged). */
  readonly expect: Expectation | undefined
  readonly context: ReportContext
  readonly commentUrl: string | undefined
}

/**
 * `wait` from start to verdict: the merged step (PR merge or a given revision), the expected image
 * and resource at that revision, then Argo CD followed step by step, with GitHub told as it goes.
 */
export async function runWait(settings: WaitSettings, deps: WaitDeps): Promise<WaitResult> {
  const start = deps.clock()
  const deadline = start + settings.timeoutMs
  const context = (pr: PullRef | undefined, image: string): ReportContext & { commentOn: PullRef | undefined } => ({
    app: settings.app,
    image,
    commentOn: settings.comment ? pr : undefined,
    links: { pr, argocdApp: appUrl(settings.argocd, settings.app), run: settings.source.runUrl }
  })
  const pending = settings.target.from === 'inputs' ? settings.target.image : '(read from the manifest once merged)'

  let revision: string
  let pr: PullRef | undefined
  let chain: ChainState
  if (settings.pr !== undefined) {
    const merge = await waitForMerge(settings.pr, deadline, { repo: deps.repo, clock: deps.clock, sleep: deps.sleep, log: deps.log.info })
    if (merge.kind === 'closed') {
      const state = initialChain(start, { state: 'failed', detail: `PR #${merge.pr.number} was closed without merging` })
      return { state: { ...state, message: `PR #${merge.pr.number} was closed without merging: nothing to deploy.` }, expect: undefined, context: context(merge.pr, pending), commentUrl: undefined }
    }
    if (merge.kind === 'timeout') {
      const waiting = initialChain(start, { state: 'waiting', detail: `PR #${settings.pr} is not merged yet` })
      return { state: timedOut(waiting, deps.clock(), settings.timeoutMs), expect: undefined, context: context(merge.pr, pending), commentUrl: undefined }
    }
    revision = merge.sha
    pr = merge.pr
    chain = initialChain(start, { state: 'done', detail: `PR #${pr.number} merged as ${revision.slice(0, 7)}` })
    // The step's time is when GitHub merged the PR, which may be before this job started.
    chain = { ...chain, steps: chain.steps.map((s) => (s.step === 'merged' ? { ...s, since: merge.mergedAt } : s)) }
  } else {
    const given = settings.revision ?? settings.source.sha
    if (given === undefined) throw new InputError("Set 'pr' or 'revision': outside a push workflow there is no commit to wait for.")
    revision = given
    pr = await findPullRequest(deps, revision)
    const origin = settings.revision !== undefined ? "input 'revision'" : 'the pushed commit'
    chain = initialChain(start, { state: 'done', detail: `expecting ${revision.slice(0, 7)} (${origin}${pr ? `, PR #${pr.number}` : ''})` })
  }

  const expect = await resolveExpectation(settings.target, revision, deps.repo)
  deps.log.info(`Expecting ${expect.image} on ${expect.resource.kind} ${expect.resource.name} from ${revision}.`)
  const reporter = new ProgressReporter(deps.repo, context(pr, expect.image), deps.log)
  if (settings.environment !== undefined) await reporter.startDeployment(settings.environment, revision)
  await reporter.progress(chain)

  let outcome
  try {
    outcome = await watchRollout(
      expect,
      chain,
      { app: settings.app, deadline, timeoutMs: settings.timeoutMs, policy: settings, ...deps.watcher },
      {
        argocd: deps.argocd,
        clock: deps.clock,
        sleep: deps.sleep,
        relateRevision: revisionRelation(deps.repo, settings.target, expect.image),
        onProgress: (s) => reporter.progress(s),
        log: deps.log
      }
    )
  } catch (error) {
    await reporter.abort((error as Error).message)
    throw error
  }
  const { state, mode } = outcome
  deps.log.debug(`Followed the app by ${mode === 'none' ? 'a single read' : mode}.`)
  await reporter.finish(state)
  return { state, expect, context: context(pr, expect.image), commentUrl: reporter.comment }
}

async function findPullRequest(deps: Pick<WaitDeps, 'repo' | 'log'>, sha: string): Promise<PullRef | undefined> {
  try {
    return await deps.repo.pullRequestForCommit(sha)
  } catch (error) {
    deps.log.warning(`Could not look up the PR of ${sha.slice(0, 7)} (${(error as Error).message}); no PR comment will be written.`)
    return undefined
  }
}
