import type { Application, SyncWindow, SyncWindows } from '../../argocd/types.js'

/** Why a sync of the expected revision has not come: Argo CD shows nothing when a window holds it. */
export type SyncPending = 'auto' | 'manual'

/**
 * `manual`: a sync operation runs but says a window blocks it (Argo CD's own words). `auto`: the
 * app syncs on its own and is OutOfSync at the expected revision, yet no sync was started;
 * Argo CD only logs "Sync prevented by sync window" then, so only the windows can tell.
 */
export function pendingSync(app: Application, syncStatus: string): SyncPending | undefined {
  const op = app.status?.operationState
  if (op?.phase === 'Running' && /sync window/i.test(op.message ?? '')) return 'manual'
  const automated = app.spec?.syncPolicy?.automated
  if (!app.operation && op?.phase !== 'Running' && syncStatus === 'OutOfSync' && automated) return 'auto'
  return undefined
}

/**
 * The windows that keep a sync from running now (Argo CD's `canSyncAtTime`): every active deny
 * window, else, when no allow window is active, the allow windows there are. For a manual sync
 * the API's `canSync` (computed for one) has the last word.
 */
export function blockingWindows(windows: SyncWindows, pending: SyncPending): SyncWindow[] {
  if (pending === 'manual' && windows.canSync !== false) return []
  const active = windows.activeWindows ?? []
  const deny = active.filter((w) => w.kind === 'deny')
  if (deny.length > 0) return deny
  if (active.some((w) => w.kind === 'allow')) return []
  return (windows.assignedWindows ?? []).filter((w) => w.kind === 'allow')
}

/** The sentence the wait ends with. */
export function blockedMessage(windows: readonly SyncWindow[], revision: string): string {
  const deny = windows.some((w) => w.kind === 'deny')
  const listed = windows.map(
    (w) =>
      `${w.kind ?? 'unknown'} "${w.schedule ?? '?'}" for ${w.duration ?? '?'}, manual sync ${w.manualSync ? 'allowed' : 'not allowed'}`
  )
  const why = deny
    ? `a deny sync window is active (${listed.join('; ')})`
    : `no allow sync window is open (${listed.join('; ')})`
  const hint = windows.some((w) => w.manualSync)
    ? 'A manual sync (argocd app sync) may override it; or run the release again when the window allows.'
    : "Run the release again when the window allows, or change the AppProject's syncWindows."
  return `Argo CD will not sync ${revision.slice(0, 7)} now: ${why}. ${hint}`
}
