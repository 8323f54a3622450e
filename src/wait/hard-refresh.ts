import type { ArgoCdClient } from '../argocd/client.js'
import { isTransient } from '../argocd/errors.js'
import type { Application } from '../argocd/types.js'
import { messageOf } from '../errors.js'
import type { Log } from '../log.js'
import { formatDuration } from '../text/time.js'
import type { Session } from './session.js'
import type { AppRef } from './steps/children.js'
import { reportedRevisions } from './steps/synced.js'

/** Argo CD re-resolves revisions every 3 minutes; a minute behind after a refresh is already odd. */
export const HARD_REFRESH_AFTER_MS = 60_000

export interface HardRefreshOptions {
  /** Still behind the expected revision this long after the normal refresh: ask once for a hard one. */
  readonly afterMs?: number | undefined
  /** The longest a refresh may block (it waits for the controller's reconcile). */
  readonly timeoutMs?: number | undefined
}

/**
 * The one hard refresh of a wait. When Argo CD still shows a revision before the expected one a
 * while after the normal refresh, its revision or manifest cache may be stale (argo-cd#10329),
 * which only `refresh=hard` cures. Armed while Argo CD is behind, disarmed when it is not; asked
 * at most once.
 */
export class HardRefresh {
  /** When to ask, while armed. */
  private at: number | undefined
  private asked = false

  constructor(private readonly options: HardRefreshOptions = {}) {}

  /** When it is due (undefined while disarmed). */
  get dueAt(): number | undefined {
    return this.at
  }

  isDue(now: number): boolean {
    return now >= (this.at ?? Infinity)
  }

  /** Arms it while every revision the app reports is behind the expected one; disarms it otherwise. */
  watch(session: Pick<Session, 'app' | 'relations'>, now: number): void {
    const { app, relations } = session
    const reported = app ? reportedRevisions(app) : []
    const behind = reported.length > 0 && reported.every((rev) => relations.get(rev) === 'behind')
    if (!behind) this.at = undefined
    else if (!this.asked && this.at === undefined) this.at = now + (this.options.afterMs ?? HARD_REFRESH_AFTER_MS)
  }

  /**
   * Asks for it, saying so in the log; the app as the refresh left it, or undefined when the
   * refresh did not complete (a transient failure: the wait goes on without it).
   */
  async ask(
    argocd: Pick<ArgoCdClient, 'getApplication'>,
    app: AppRef,
    deadline: number,
    now: number,
    log: Log
  ): Promise<Application | undefined> {
    this.at = undefined
    this.asked = true
    const after = formatDuration(this.options.afterMs ?? HARD_REFRESH_AFTER_MS)
    log.info(
      `Argo CD still showed an older revision ${after} after the normal refresh; asked once for a hard refresh (refresh=hard), in case its caches are stale.`
    )
    const timeoutMs = Math.max(1000, Math.min(this.options.timeoutMs ?? 60_000, deadline - now))
    try {
      return await argocd.getApplication(app.name, {
        refresh: 'hard',
        timeoutMs,
        retries: 0,
        appNamespace: app.namespace
      })
    } catch (error) {
      if (!isTransient(error)) throw error
      log.info(`The hard refresh did not complete (${messageOf(error)}); waiting on.`)
      return undefined
    }
  }
}
