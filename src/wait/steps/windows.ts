import type { Application, SyncWindow, SyncWindows } from '../../argocd/types.js'
import { shortSha } from '../../commit-sha.js'

/** Why a sync of the expected revision has not come: Argo CD shows nothing when a window holds it. */
export type SyncPending = 'auto' | 'manual'

/**
 * `manual`: a sync operation runs but says a window blocks it (Argo CD's own words). `auto`: the
 * app syncs on its own and is OutOfSync at the expected revision, yet no sync was started;
 * Argo CD only logs "Sync prevented by sync window" then, so only the windows can tell. Not
 * `auto` when Argo CD would not sync anyway: auto-sync is off ({@link autoSyncSkipped}).
 */
export function pendingSync(app: Application, syncStatus: string): SyncPending | undefined {
  const op = app.status?.operationState
  if (op?.phase === 'Running' && /sync window/i.test(op.message ?? '')) return 'manual'
  if (!app.operation && op?.phase !== 'Running' && syncStatus === 'OutOfSync' && autoSyncSkipped(app) === undefined)
    return 'auto'
  return undefined
}

/**
 * Why Argo CD's controller will not start an automated sync of the app as it is (appcontroller.go
 * `autoSync`), in a phrase; undefined when it would. Auto-sync is off without
 * `syncPolicy.automated` or with its `enabled: false`; and after a sync that succeeded to the
 * revision it compares now, Argo CD syncs it again only with selfHeal ("most recent sync already
 * to …", `alreadyAttemptedSync`), so an app that stays OutOfSync after it waits for a human.
 */
export function autoSyncSkipped(app: Application): string | undefined {
  const automated = app.spec?.syncPolicy?.automated
  if (automated === undefined || automated === null) return 'the app has no automated sync policy'
  if (automated.enabled === false) return 'automated sync is disabled (syncPolicy.automated.enabled: false)'
  const op = app.status?.operationState
  const synced = op?.syncResult
  const wanted = app.status?.sync
  const multi = (wanted?.revisions?.length ?? 0) > 0
  const same = multi
    ? JSON.stringify(synced?.revisions ?? []) === JSON.stringify(wanted?.revisions)
    : synced?.revision !== undefined && synced.revision === wanted?.revision
  if (op?.phase === 'Succeeded' && same && automated.selfHeal !== true) {
    const revision = multi ? (wanted?.revisions ?? []).map(shortSha).join(', ') : shortSha(wanted?.revision ?? '')
    return `Argo CD already synced ${revision} and, without selfHeal, does not sync it again on its own`
  }
  return undefined
}

/**
 * The windows that keep a sync from running now (Argo CD's `CanSync`): every active deny window,
 * else, when no allow window is active, the allow windows there are. For a manual sync the API's
 * `canSync` (computed for one) has the last word.
 */
export function blockingWindows(windows: SyncWindows, pending: SyncPending): SyncWindow[] {
  if (pending === 'manual' && windows.canSync !== false) return []
  const active = windows.activeWindows ?? []
  const deny = active.filter((w) => w.kind === 'deny')
  if (deny.length > 0) return deny
  if (active.some((w) => w.kind === 'allow')) return []
  return (windows.assignedWindows ?? []).filter((w) => w.kind === 'allow')
}

/**
 * The windows that hold the sync Argo CD would have to run for the app: an automated one when it
 * syncs on its own, else a manual one.
 */
export function windowsHolding(app: Application, windows: SyncWindows): SyncWindow[] {
  return blockingWindows(windows, autoSyncSkipped(app) === undefined ? 'auto' : 'manual')
}

/** The sentence the wait ends with (`revision` undefined: Argo CD has not compared one yet). */
export function blockedMessage(windows: readonly SyncWindow[], revision: string | undefined): string {
  const deny = windows.some((w) => w.kind === 'deny')
  const listed = windows.map(
    (w) =>
      `${w.kind ?? 'unknown'} "${w.schedule ?? '?'}" for ${w.duration ?? '?'}, manual sync ${w.manualSync ? 'allowed' : 'not allowed'}`
  )
  const why = deny
    ? `a deny sync window is active (${listed.join('; ')})`
    : `no allow sync window is open (${listed.join('; ')})`
  // Argo CD lets a manual sync through only when every window that blocks allows one (hasDeny, manualEnabled).
  const hint =
    windows.length > 0 && windows.every((w) => w.manualSync)
      ? 'A manual sync (argocd app sync) may override it; or run the release again when the window allows.'
      : "Run the release again when the window allows, or change the AppProject's syncWindows."
  return `Argo CD will not sync ${revision ? revision.slice(0, 7) : 'the app'} now: ${why}. ${hint}`
}
