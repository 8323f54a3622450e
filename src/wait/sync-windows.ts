import type { ArgoCdClient } from '../argocd/client.js'
import { ArgoCdAuthError, ArgoCdError, isTransient } from '../argocd/errors.js'
import type { SyncWindows } from '../argocd/types.js'
import { messageOf } from '../errors.js'
import type { Log } from '../log.js'
import type { AppRef } from './steps/children.js'

/**
 * The app's sync windows, asked only while a sync of the expected revision is overdue (the
 * session says when). An Argo CD without the call, or that refuses it, answers `unavailable`,
 * and the session does not ask again; transient failures and a lost token are the caller's.
 */
export async function readSyncWindows(
  argocd: Pick<ArgoCdClient, 'getSyncWindows'>,
  app: AppRef,
  log: Log,
  /** A bound on the read (at the timeout, one quick try). */
  bound: { timeoutMs?: number; retries?: number } = {}
): Promise<SyncWindows | 'unavailable'> {
  try {
    return await argocd.getSyncWindows(app.name, { ...bound, appNamespace: app.namespace })
  } catch (error) {
    if (isTransient(error) || !(error instanceof ArgoCdError) || error instanceof ArgoCdAuthError) throw error
    log.info(`Could not read the app's sync windows (${messageOf(error)}); not asking again.`)
    return 'unavailable'
  }
}
