import { recordContext, recordStatus } from '../../environments/record.js'
import { messageOf } from '../../errors.js'
import { statusOf } from '../../github/client.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import type { DeploymentState } from '../../github/deployments.js'
import type { PullRef } from '../../github/pulls.js'
import type { Log } from '../../log.js'
import type { Clock, Sleep } from '../../time.js'
import { succeeded } from '../chain.js'
import type { ChainState } from '../types.js'
import { verificationStatus } from '../verification.js'
import { commentKey, renderComment } from './comment.js'
import type { ReportContext } from './render.js'

/** The slice of the config repo the reports write to. */
export type ReportRepo = Pick<
  ConfigRepo,
  'upsertStickyComment' | 'editStickyComment' | 'createDeployment' | 'deploymentStatus' | 'postCommitStatus'
>

/**
 * How often GitHub hears about progress. A release that is Healthy within the first window
 * costs one comment and one Deployment status, written with the verdict; a longer one is
 * shown in progress once the window has passed, then at most once per interval after that.
 */
export interface ReportPacing {
  readonly clock: Clock
  readonly sleep: Sleep
  /** Progress is first written this long after the wait starts (default 10 s). */
  readonly firstMs?: number
  /** Then at most once per this interval (default 30 s); the verdict is written at once, always. */
  readonly everyMs?: number
}

export const FIRST_PROGRESS_MS = 10_000
export const PROGRESS_EVERY_MS = 30_000

/**
 * Tells GitHub how the release is going: one sticky comment on the release PR, and (with an
 * environment) a Deployment with its statuses, and the outcome recorded where nobody else can
 * take it back (a commit status, src/environments/record.ts). Only what a person reads is
 * written: progress edits are coalesced (the latest state, once a window; see
 * {@link ReportPacing}), the comment is found once and then edited by the id this run remembers,
 * the Deployment is marked in_progress only when the rollout outlasts the first window, and the
 * verdict (the last edit, success/failure, and its record) is always written. A report that
 * cannot be written is a warning: it must never fail or stall the wait itself.
 */
export class ProgressReporter {
  private deploymentId: number | undefined
  /** Where the outcome is recorded: set with the Deployment, kept even when GitHub refused that. */
  private recordOn:
    { readonly environment: string; readonly sha: string; readonly digest: string | undefined } | undefined
  private commentUrl: string | undefined
  private commentId: number | undefined
  private readonly warned = new Set<string>()
  /** The newest state not yet written, and the one written last. */
  private pending: ChainState | undefined
  private written: string | undefined
  private inProgressSent = false
  private finished = false
  private readonly dueAt: number
  private nextAt: number
  private timer: AbortController | undefined
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly repo: ReportRepo,
    private readonly context: ReportContext,
    /** The PR that gets the sticky comment (undefined: no comment). */
    private readonly commentOn: PullRef | undefined,
    private readonly log: Log,
    private readonly pacing: ReportPacing
  ) {
    this.dueAt = pacing.clock() + (pacing.firstMs ?? FIRST_PROGRESS_MS)
    this.nextAt = this.dueAt
  }

  /**
   * Creates the Deployment for `sha` in `environment` (its in_progress status follows with the
   * first progress written). `payload` is the evidence later read back (src/environments/payload.ts).
   */
  async startDeployment(environment: string, sha: string, payload: Readonly<Record<string, string>>): Promise<void> {
    this.recordOn = { environment, sha, digest: payload['digest'] }
    await this.attempt('deployment', async () => {
      this.deploymentId = await this.repo.createDeployment({
        sha,
        environment,
        description: `gitops-release wait: ${this.context.app}`,
        payload
      })
    })
  }

  /** Called on every step change: the comment follows the chain, coalesced. */
  async progress(state: ChainState): Promise<void> {
    if (this.finished) return
    this.pending = state
    const now = this.pacing.clock()
    if (now >= this.nextAt) {
      await this.flush()
      return
    }
    if (this.timer) return
    const timer = new AbortController()
    this.timer = timer
    void this.pacing.sleep(this.nextAt - now, timer.signal).then(async () => {
      if (timer.signal.aborted || this.finished) return
      this.timer = undefined
      await this.flush()
    })
  }

  /**
   * The verdict: last comment edit, the Deployment's final status and the outcome's record.
   * Returns the comment's URL, if one was written.
   */
  async finish(state: ChainState): Promise<string | undefined> {
    this.stop()
    await this.writing
    this.pending = state
    await this.writeComment()
    if (this.deploymentId !== undefined) {
      const ok = succeeded(state.verdict)
      const description = state.verification ? verificationStatus(state.verification) : state.message
      await this.attempt('deployment', () => this.status(ok ? 'success' : 'failure', description))
    }
    await this.record(state.verdict, recordDetail(state))
    return this.commentUrl
  }

  /** The wait itself broke (bad token, app missing): the Deployment must not stay in progress. */
  async abort(message: string): Promise<void> {
    this.stop()
    await this.writing
    if (this.deploymentId !== undefined) await this.attempt('deployment', () => this.status('error', message))
    await this.record('error', message)
  }

  /**
   * The outcome as a commit status on the revision followed, by whoever wait runs as: success
   * only for healthy and verified. Written whether or not the Deployment could be, so that a failure is on
   * record even when its Deployment is not.
   */
  private async record(outcome: string, detail: string): Promise<void> {
    const on = this.recordOn
    if (on === undefined) return
    const status = recordStatus(on.environment, outcome, on.digest, detail)
    await this.attempt('record', () =>
      this.repo.postCommitStatus(on.sha, { ...status, targetUrl: this.context.links.run })
    )
  }

  private stop(): void {
    this.finished = true
    this.timer?.abort()
    this.timer = undefined
  }

  /** Writes the newest progress (one at a time) and starts the next window. */
  private flush(): Promise<void> {
    this.nextAt = this.pacing.clock() + (this.pacing.everyMs ?? PROGRESS_EVERY_MS)
    this.writing = this.writing.then(async () => {
      if (this.finished) return
      if (!this.inProgressSent && this.deploymentId !== undefined) {
        this.inProgressSent = true
        await this.attempt('deployment', () =>
          this.status('in_progress', `Waiting for ${this.context.app} to roll out`)
        )
      }
      await this.writeComment()
    })
    return this.writing
  }

  /** The pending state into the comment: found (or posted) once, then edited by its id. */
  private async writeComment(): Promise<void> {
    const pr = this.commentOn
    const state = this.pending
    if (pr === undefined || state === undefined) return
    const body = renderComment(state, this.context)
    if (body === this.written) return
    const key = commentKey(this.context.app)
    await this.attempt('comment', async () => {
      const edited =
        this.commentId === undefined ? undefined : await this.repo.editStickyComment(this.commentId, key, body)
      const comment = edited ?? (await this.repo.upsertStickyComment(pr.number, key, body))
      this.commentId = comment.id
      this.commentUrl = comment.url
      this.written = body
    })
  }

  private async status(state: DeploymentState, description: string): Promise<void> {
    if (this.deploymentId === undefined) return
    await this.repo.deploymentStatus(this.deploymentId, state, {
      description,
      logUrl: this.context.links.run,
      environmentUrl: this.context.links.argocdApp
    })
  }

  private async attempt(what: 'comment' | 'deployment' | 'record', action: () => Promise<void>): Promise<void> {
    try {
      await action()
    } catch (error) {
      // One warning per kind: a missing permission would otherwise repeat on every step.
      if (this.warned.has(what)) return
      this.warned.add(what)
      if (what === 'record') {
        const context = recordContext(this.recordOn!.environment)
        this.log.warning(
          `Could not record the outcome as commit status ${JSON.stringify(context)} (${messageOf(error)}): promote and the gate's promoted-from accept no verification without it. Does the token have 'statuses: write'?`
        )
        return
      }
      // Only GitHub's refusal is a question of permissions; no answer at all (an address that
      // does not work) says so itself.
      const status = statusOf(error)
      const permission = what === 'comment' ? 'pull-requests: write' : 'deployments: write'
      const ask = status === 403 || status === 404 ? ` Does the token have '${permission}'?` : ''
      this.log.warning(`Could not write the ${what} (${messageOf(error)}); the wait goes on.${ask}`)
    }
  }
}

/**
 * What the record says after its outcome word and digest: once verification ran, its own line
 * (`10m soak ended 2026-…: error ratio, smoke passed`, or the check that failed and its value),
 * which is what promote's and the gate's refusals quote; otherwise the wait's message.
 */
function recordDetail(state: ChainState): string {
  const verified = state.steps.find((s) => s.step === 'verified')
  return verified !== undefined && (verified.state === 'done' || verified.state === 'failed')
    ? verified.detail
    : state.message
}
