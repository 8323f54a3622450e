/**
 * `wait` with `status-context`: after the merged step, follow what the cluster reports to
 * GitHub (commit statuses, check runs) about the expected revision instead of Argo CD's API,
 * and report as the Argo CD path does: the sticky comment, the Deployment, the chain.
 */
import { evidencePayload } from '../../environments/payload.js'
import { InputError, messageOf } from '../../errors.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import type { PullRef } from '../../github/pulls.js'
import type { Log } from '../../log.js'
import { describeReporters, fluxReportMeaning } from '../../settings/reports.js'
import { logValue } from '../../markdown/escape.js'
import type { Clock, Sleep } from '../../time.js'
import { ProgressReporter, type ReportPacing } from '../report/progress.js'
import type { ReportContext } from '../report/render.js'
import type { ReportWaitSettings } from '../settings.js'
import type { Expectation } from '../target.js'
import type { ChainState } from '../types.js'
import { withVerifiedStep, type VerifyHook, type VerifyPhase } from '../verification.js'
import { followReports, type ReportPolling, type ReportRepo } from './follow.js'
import { initialReportChain } from './judge.js'
import { manifestRelation } from './relation.js'
import { reportFilter } from './reports.js'
import { reportImage } from './target.js'

/** The App GitHub attributes GITHUB_TOKEN's statuses and check runs to: any workflow can post as it. */
const ACTIONS_APP = 'github-actions'

export interface ReportWaitPorts {
  readonly repo: Pick<
    ConfigRepo,
    | 'fullName'
    | 'readFile'
    | 'upsertStickyComment'
    | 'editStickyComment'
    | 'createDeployment'
    | 'deploymentStatus'
    | 'postCommitStatus'
  >
  readonly reports: ReportRepo
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
  readonly reportPolling?: ReportPolling | undefined
  readonly reportPacing?: Pick<ReportPacing, 'firstMs' | 'everyMs'> | undefined
  /** Verification after Healthy; undefined: none configured. */
  readonly verify?: VerifyPhaseOf | undefined
}

/** The merged step's outcome, as run.ts found it. */
export interface FollowedRevision {
  readonly revision: string
  readonly pr: PullRef | undefined
  readonly chain: ChainState
  readonly merge?: { readonly at: number; readonly baseRef: string } | undefined
}

export interface ReportWaitResult {
  readonly state: ChainState
  readonly expect: Expectation | undefined
  readonly context: ReportContext
  readonly commentUrl: string | undefined
  readonly verification?: VerifyPhase | undefined
}

/** Verification after Healthy for the release `image`, reporting through `reporter`; undefined: none. */
export type VerifyPhaseOf = (image: string, reporter: ProgressReporter) => VerifyHook | undefined

export async function runReportWait(
  settings: ReportWaitSettings,
  merged: FollowedRevision,
  deadline: number,
  ports: ReportWaitPorts
): Promise<ReportWaitResult> {
  const { revision, pr } = merged
  const { log, verify } = ports
  const pinned = await reportImage(settings.target, revision, ports.repo)
  if (verify !== undefined && pinned.image === undefined)
    throw new InputError(
      "Verification names the release by its image, which status-context alone does not give: set 'manifest' (or 'resource' and 'image', or 'image')."
    )
  const branch = merged.merge?.baseRef ?? settings.branch
  const branchLabel = branch ?? 'the default branch'
  const filter = reportFilter(settings.reports.glob, settings.reports.reporters)
  // Only the manifest, read at a later commit, can show that commit still deploys the release.
  const relate =
    settings.target.from === 'manifest' && pinned.image !== undefined
      ? manifestRelation(ports.repo, settings.target, pinned.image)
      : undefined
  const where = relate ? ` or a later commit of ${branchLabel} that contains it` : ''
  log.info(
    `Following what the cluster reports to GitHub: ${logValue(filter.glob)} on ${revision.slice(0, 7)}${where}${filter.reporters ? `, by ${describeReporters(filter.reporters)}` : ''}.`
  )
  const flux = fluxReportMeaning(filter.glob)
  if (flux !== undefined) log.info(logValue(flux))
  if (pinned.image !== undefined) log.info(`Expecting ${pinned.image} from ${revision}.`)
  const context: ReportContext = {
    app: settings.app,
    image: pinned.image ?? '(not checked: neither manifest nor image was given)',
    links: { pr, run: settings.source.runUrl }
  }
  const reporter = new ProgressReporter(ports.repo, context, settings.comment ? pr : undefined, log, {
    clock: ports.clock,
    sleep: ports.sleep,
    ...ports.reportPacing
  })
  if (settings.environment !== undefined) await reporter.startDeployment(settings.environment, revision, payload())
  const start = merged.chain.steps[0]!
  let chain = initialReportChain(start, ports.clock(), warnings())
  chain = { ...chain, startedAt: merged.chain.startedAt }
  const hook = verify?.(pinned.image!, reporter)
  if (hook !== undefined) chain = withVerifiedStep(chain)
  await reporter.progress(chain)

  let state
  try {
    state = await followReports(
      chain,
      {
        filter,
        expect: { revision, branch: branchLabel, digest: pinned.digest, noDigest: pinned.noDigest },
        mergedAt: merged.merge?.at,
        branch,
        deadline,
        timeoutMs: settings.timeoutMs,
        policy: settings,
        polling: ports.reportPolling
      },
      {
        repo: ports.reports,
        relate,
        clock: ports.clock,
        sleep: ports.sleep,
        log,
        onProgress: (s) => reporter.progress(s),
        afterHealthy: hook?.afterHealthy
      }
    )
  } catch (error) {
    await reporter.abort(messageOf(error))
    throw error
  }
  const commentUrl = await reporter.finish(state)
  const expect =
    pinned.image !== undefined && pinned.resource !== undefined
      ? { resource: pinned.resource, image: pinned.image, revision }
      : undefined
  return { state, expect, context, commentUrl, verification: hook?.ended() }

  /** What every report of this wait warns about, said in the summary and as annotations. */
  function warnings(): string[] {
    const out: string[] = []
    if (filter.reporters === undefined)
      out.push(
        `status-creator is not set: any account with write access to ${ports.repo.fullName} could post a status or check run named like ${filter.glob} and have it count. Name the reporter in status-creator (e.g. argocd-notifications, or user:flux-bot for a user account).`
      )
    else if (filter.reporters.apps.includes(ACTIONS_APP))
      out.push(
        "status-creator names GitHub Actions: any workflow of the config repo with statuses: write or checks: write can post as it. Name the cluster's own App or user instead."
      )
    return out
  }

  /** The Deployment's payload: the evidence contract where the resource is known, else what is. */
  function payload(): Record<string, string> {
    const manifest = settings.target.from === 'manifest' ? settings.target.manifest : undefined
    if (pinned.image !== undefined && pinned.resource !== undefined)
      return evidencePayload({ image: pinned.image, resource: pinned.resource, revision, manifest })
    return {
      ...(pinned.image === undefined ? {} : { image: pinned.image }),
      ...(pinned.digest === undefined ? {} : { digest: pinned.digest }),
      revision
    }
  }
}
