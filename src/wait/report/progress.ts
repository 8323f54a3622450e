import { messageOf } from '../../errors.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import type { DeploymentState } from '../../github/deployments.js'
import type { PullRef } from '../../github/pulls.js'
import type { Log } from '../../log.js'
import type { ChainState } from '../types.js'
import { commentKey, renderComment } from './comment.js'
import type { ReportContext } from './render.js'

/** The slice of the config repo the reports write to. */
export type ReportRepo = Pick<ConfigRepo, 'upsertStickyComment' | 'createDeployment' | 'deploymentStatus'>

/**
 * Tells GitHub how the release is going: one sticky comment on the release PR, edited as steps
 * advance, and (with an environment) a Deployment with in_progress → success/failure statuses.
 * A report that cannot be written is a warning: it must never fail or stall the wait itself.
 */
export class ProgressReporter {
  private deploymentId: number | undefined
  private commentUrl: string | undefined
  private readonly warned = new Set<string>()

  constructor(
    private readonly repo: ReportRepo,
    private readonly context: ReportContext,
    /** The PR that gets the sticky comment (undefined: no comment). */
    private readonly commentOn: PullRef | undefined,
    private readonly log: Log
  ) {}

  /**
   * Creates the Deployment for `sha` in `environment` and marks it in progress. `payload` is
   * the evidence later read back (src/environments/payload.ts).
   */
  async startDeployment(environment: string, sha: string, payload: Readonly<Record<string, string>>): Promise<void> {
    await this.attempt('deployment', async () => {
      this.deploymentId = await this.repo.createDeployment({
        sha,
        environment,
        description: `gitops-release wait: ${this.context.app}`,
        payload
      })
      await this.status('in_progress', `Waiting for ${this.context.app} to roll out`)
    })
  }

  /** Called on every step change: the comment follows the chain. */
  async progress(state: ChainState): Promise<void> {
    const pr = this.commentOn
    if (pr === undefined) return
    await this.attempt('comment', async () => {
      const { url } = await this.repo.upsertStickyComment(
        pr.number,
        commentKey(this.context.app),
        renderComment(state, this.context)
      )
      this.commentUrl = url
    })
  }

  /** The verdict: last comment edit and the Deployment's final status. Returns the comment's URL, if one was written. */
  async finish(state: ChainState): Promise<string | undefined> {
    await this.progress(state)
    if (this.deploymentId !== undefined) {
      const ok = state.verdict === 'healthy'
      await this.attempt('deployment', () => this.status(ok ? 'success' : 'failure', state.message))
    }
    return this.commentUrl
  }

  /** The wait itself broke (bad token, app missing): the Deployment must not stay in progress. */
  async abort(message: string): Promise<void> {
    if (this.deploymentId === undefined) return
    await this.attempt('deployment', () => this.status('error', message))
  }

  private async status(state: DeploymentState, description: string): Promise<void> {
    if (this.deploymentId === undefined) return
    await this.repo.deploymentStatus(this.deploymentId, state, {
      description,
      logUrl: this.context.links.run,
      environmentUrl: this.context.links.argocdApp
    })
  }

  private async attempt(what: 'comment' | 'deployment', action: () => Promise<void>): Promise<void> {
    try {
      await action()
    } catch (error) {
      // One warning per kind: a missing permission would otherwise repeat on every step.
      if (this.warned.has(what)) return
      this.warned.add(what)
      const permission = what === 'comment' ? 'pull-requests: write' : 'deployments: write'
      this.log.warning(
        `Could not write the ${what} (${messageOf(error)}); the wait goes on. Does the token have '${permission}'?`
      )
    }
  }
}
