/**
 * Sync windows, opt-in per app. The stand-in does not run cron: each window says whether it is
 * active now, and the rules are Argo CD's (`SyncWindows.CanSync`): an active deny window
 * blocks; otherwise allow windows, when there are any, block unless one is active. A manual sync
 * passes only when every window that blocks has manualSync (`hasDeny`, `manualEnabled`).
 */
export interface SyncWindow {
  kind: 'allow' | 'deny'
  /** Cron, as in the AppProject: shown, not evaluated. */
  schedule: string
  /** Go duration, e.g. `1h`. */
  duration: string
  manualSync?: boolean
  /** Whether the window is open now. */
  active: boolean
}

/** `SyncWindows.CanSync(isManual)`. */
export function canSync(windows: readonly SyncWindow[], manual: boolean): boolean {
  if (windows.length === 0) return true
  const active = windows.filter((w) => w.active)
  const deny = active.filter((w) => w.kind === 'deny')
  if (deny.length > 0) return manual && deny.every((w) => w.manualSync === true)
  if (active.some((w) => w.kind === 'allow')) return true
  const inactiveAllows = windows.filter((w) => w.kind === 'allow' && !w.active)
  if (inactiveAllows.length > 0) return manual && inactiveAllows.every((w) => w.manualSync === true)
  return true
}

/**
 * ApplicationSyncWindowsResponse. The API server answers for a manual sync (`CanSync(true)`),
 * so `canSync` may be true while automated syncs stay blocked.
 */
export function syncWindowsView(windows: readonly SyncWindow[]): Record<string, unknown> {
  const view = (w: SyncWindow): Record<string, unknown> => ({
    kind: w.kind,
    schedule: w.schedule,
    duration: w.duration,
    manualSync: w.manualSync === true
  })
  const active = windows.filter((w) => w.active)
  return {
    ...(active.length ? { activeWindows: active.map(view) } : {}),
    ...(windows.length ? { assignedWindows: windows.map(view) } : {}),
    canSync: canSync(windows, true)
  }
}
