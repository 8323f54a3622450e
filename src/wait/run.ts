import { appUrl } from '../argocd/connection.js'
import type { Clock, Sleep } from '../time.js'
import { evidencePayload } from '../environments/payload.js'
import { InputError, messageOf } from '../errors.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { PullRef } from '../github/pulls.js'
import type { Log } from '../log.js'
import { initialChain, timedOut } from './chain.js'
import { resolveExpectation, revisionRelation } from './expected.js'
import { runReportWait } from './github-reports/run.js'
import type { ReportRepo, ReportPolling } from './github-reports/follow.js'
import { waitForMerge } from './merged.js'
import { ProgressReporter, type ReportPacing } from './report/progress.js'
import type { ReportContext } from './report/render.js'
import type { WaitSettings } from './settings.js'
import type { Expectation } from './target.js'
import type { ChainState } from './types.js'
import type { Http } from '../verify/index.js'
import { verifyHook, withVerifiedStep, type VerifyHook, type VerifyPhase } from './verification.js'
import { resolveVerifyConfig } from './verify-settings.js'
import { watchRollout, type WatcherDeps, type WatcherOptions } from './watcher.js'

/** The slice of the config repo `wait` uses. */
export type WaitRepo = Pick<
  ConfigRepo,
  | 'fullName'
  | 'pullRequest'
  | 'pullRequestForCommit'
  | 'compareStatus'
  | 'readFile'
  | 'upsertStickyComment'
  | 'editStickyComment'
  | 'createDeployment'
  | 'deploymentStatus'
  | 'postCommitStatus'
>

/** Everything `runWait` does to the outside world. */
export interface WaitPorts {
  readonly repo: WaitRepo
  /** Argo CD's API; undefined when following what the cluster reports to GitHub. */
  readonly argocd: WatcherDeps['argocd'] | undefined
  /** Where the reports are read when following them (`status-context`): the config repo. */
  readonly reports?: ReportRepo | undefined
  /** Tuning for tests (shorter polls of the reports); production uses the defaults. */
  readonly reportPolling?: ReportPolling | undefined
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
  /** How often progress reaches GitHub (tests shorten it); production uses the reporter's defaults. */
  readonly reportPacing?: Pick<ReportPacing, 'firstMs' | 'everyMs'> | undefined
  /** Prometheus and the smoke URLs, for verification (src/verify/http.ts); needed only with verify settings. */
  readonly http?: Http | undefined
  /** Masks a secret in everything logged from now on (the action: core.setSecret). */
  readonly mask?: ((secret: string) => void) | undefined
  /** The environment variables `{ env: NAME }` in the policy's verify settings read. */
  readonly env?: ((name: string) => string | undefined) | undefined
  /** Tuning for tests (shorter re-checks); production uses the watcher's defaults. */
  readonly watcher?:
    Partial<Pick<WatcherOptions, 'recheckMs' | 'refreshTimeoutMs' | 'hardRefreshAfterMs' | 'feed'>> | undefined
}

export interface WaitResult {
  readonly state: ChainState
  /** Undefined when the wait ended before the image was known (PR not merged). */
  readonly expect: Expectation | undefined
  /** What the reports show beside the chain: app, image and links. */
  readonly context: ReportContext
  readonly commentUrl: string | undefined
  /** How verification ended, when it ran: its result, or its settings refused by what Prometheus said. */
  readonly verification?: VerifyPhase | undefined
}

/** The merged step: the revision to follow, or the end of the wait (PR closed, or not merged in time). */
export type MergedStep =
  | {
      readonly kind: 'follow'
      readonly revision: string
      readonly pr: PullRef | undefined
      readonly chain: ChainState
      /** When the release PR merged (ms), and into which branch; undefined without `pr`. */
      readonly merge?: { readonly at: number; readonly baseRef: string } | undefined
    }
  | { readonly kind: 'ended'; readonly pr: PullRef | undefined; readonly state: ChainState }

/**
 * `wait` from start to verdict: the merged step (PR merge or a given revision), the expected image
 * and resource at that revision, then Argo CD followed step by step, with GitHub told as it goes.
 */
export async function runWait(settings: WaitSettings, ports: WaitPorts): Promise<WaitResult> {
  const start = ports.clock()
  const deadline = start + settings.timeoutMs
  const merged = await mergedStep(settings, ports, start, deadline)
  if (merged.kind === 'ended') {
    const target = settings.target
    const pending =
      target.from === 'inputs' || target.from === 'image'
        ? target.image
        : target.from === 'manifest'
          ? '(read from the manifest once merged)'
          : '(not given)'
    return {
      state: merged.state,
      expect: undefined,
      context: reportContext(settings, merged.pr, pending),
      commentUrl: undefined
    }
  }
  // Before anything is recorded: settings that cannot be used end the wait here.
  const verify = await resolveVerifyConfig(
    settings.verify,
    settings.environment,
    merged.revision,
    ports.repo,
    ports.env ?? (() => undefined)
  )
  for (const secret of verify?.secrets ?? []) ports.mask?.(secret)
  if (verify !== undefined && ports.http === undefined) throw new Error('runWait: verification needs ports.http')
  const phase = (image: string, reporter: ProgressReporter): VerifyHook | undefined =>
    verify === undefined
      ? undefined
      : verifyHook(verify, image, {
          http: ports.http!,
          clock: ports.clock,
          sleep: ports.sleep,
          log: ports.log,
          onProgress: (s) => reporter.progress(s)
        })
  if (settings.mode === 'github') {
    if (ports.reports === undefined) throw new Error('runWait: following reports needs ports.reports')
    return runReportWait(settings, merged, deadline, {
      repo: ports.repo,
      reports: ports.reports,
      clock: ports.clock,
      sleep: ports.sleep,
      log: ports.log,
      reportPolling: ports.reportPolling,
      reportPacing: ports.reportPacing,
      verify: verify === undefined ? undefined : phase
    })
  }
  if (ports.argocd === undefined) throw new Error('runWait: following Argo CD needs ports.argocd')
  const argocd = ports.argocd
  const { revision, pr } = merged
  const chain = verify === undefined ? merged.chain : withVerifiedStep(merged.chain)

  const expect = await resolveExpectation(settings.target, revision, ports.repo)
  ports.log.info(`Expecting ${expect.image} on ${expect.resource.kind} ${expect.resource.name} from ${revision}.`)
  const context = reportContext(settings, pr, expect.image)
  const reporter = new ProgressReporter(ports.repo, context, settings.comment ? pr : undefined, ports.log, {
    clock: ports.clock,
    sleep: ports.sleep,
    ...ports.reportPacing
  })
  if (settings.environment !== undefined) {
    const manifest = settings.target.from === 'manifest' ? settings.target.manifest : undefined
    const payload = evidencePayload({ image: expect.image, resource: expect.resource, revision, manifest })
    await reporter.startDeployment(settings.environment, revision, payload)
  }
  await reporter.progress(chain)
  const hook = phase(expect.image, reporter)

  let outcome
  try {
    outcome = await watchRollout(
      expect,
      chain,
      { app: settings.app, deadline, timeoutMs: settings.timeoutMs, policy: settings, ...ports.watcher },
      {
        argocd,
        clock: ports.clock,
        sleep: ports.sleep,
        relateRevision: revisionRelation(ports.repo, settings.target, expect.image),
        onProgress: (s) => reporter.progress(s),
        log: ports.log,
        afterHealthy: hook?.afterHealthy
      }
    )
  } catch (error) {
    await reporter.abort(messageOf(error))
    throw error
  }
  const { state, mode } = outcome
  ports.log.debug(`Followed the app by ${mode === 'none' ? 'a single read' : mode}.`)
  const commentUrl = await reporter.finish(state)
  return { state, expect, context, commentUrl, verification: hook?.ended() }
}

/** The revision to follow: the release PR's merge commit (waiting for the merge), or the given or pushed commit. */
async function mergedStep(
  settings: WaitSettings,
  ports: WaitPorts,
  start: number,
  deadline: number
): Promise<MergedStep> {
  if (settings.pr !== undefined) {
    const merge = await waitForMerge(settings.pr, deadline, ports)
    if (merge.kind === 'closed') {
      const state = initialChain(start, {
        state: 'failed',
        detail: `PR #${merge.pr.number} was closed without merging`
      })
      return {
        kind: 'ended',
        pr: merge.pr,
        state: { ...state, message: `PR #${merge.pr.number} was closed without merging: nothing to deploy.` }
      }
    }
    if (merge.kind === 'timeout') {
      const waiting = initialChain(start, { state: 'waiting', detail: `PR #${settings.pr} is not merged yet` })
      return { kind: 'ended', pr: merge.pr, state: timedOut(waiting, ports.clock(), settings.timeoutMs) }
    }
    // The step's time is when GitHub merged the PR, which may be before this job started.
    const detail = `PR #${merge.pr.number} merged as ${merge.sha.slice(0, 7)}`
    return {
      kind: 'follow',
      revision: merge.sha,
      pr: merge.pr,
      chain: initialChain(start, { state: 'done', detail, since: merge.mergedAt }),
      merge: { at: merge.mergedAt, baseRef: merge.baseRef }
    }
  }
  const revision = settings.revision ?? settings.source.sha
  if (revision === undefined)
    throw new InputError("Set 'pr' or 'revision': outside a push workflow there is no commit to wait for.")
  const pr = await findPullRequest(ports, revision)
  const origin = settings.revision !== undefined ? "input 'revision'" : 'the pushed commit'
  const chain = initialChain(start, {
    state: 'done',
    detail: `expecting ${revision.slice(0, 7)} (${origin}${pr ? `, PR #${pr.number}` : ''})`
  })
  return { kind: 'follow', revision, pr, chain }
}

/** What the comment and summary show beside the chain. */
export function reportContext(settings: WaitSettings, pr: PullRef | undefined, image: string): ReportContext {
  return {
    app: settings.app,
    image,
    links: {
      pr,
      argocdApp: settings.mode === 'argocd' ? appUrl(settings.argocd, settings.app) : undefined,
      run: settings.source.runUrl
    }
  }
}

async function findPullRequest(ports: Pick<WaitPorts, 'repo' | 'log'>, sha: string): Promise<PullRef | undefined> {
  try {
    return await ports.repo.pullRequestForCommit(sha)
  } catch (error) {
    ports.log.warning(
      `Could not look up the PR of ${sha.slice(0, 7)} (${messageOf(error)}); no PR comment will be written.`
    )
    return undefined
  }
}
