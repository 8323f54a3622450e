/**
 * The soak loop, pure over its ports: a tick at the start, at every interval, and one at the end
 * of the window (0, I, 2I, …, soak). Before each tick's work it asks the app guard whether the app
 * still counts as this release's; between ticks it waits on the guard's doorbell as well as the
 * clock, so a Degraded app ends the soak when it is seen, not at the next tick. Work that overruns
 * an interval runs the latest tick it missed at once and skips the ones before it: never a burst
 * to catch up, and never the last tick skipped.
 */
import type { Clock, Doorbell, Sleep } from '../time.js'

/**
 * What the wiring knows of the app. `check` says why the app no longer counts (Degraded, synced
 * to another revision) at any moment since the soak started, or undefined while it stays Healthy
 * and synced to this release; it must remember what happened between two calls.
 */
export interface AppGuard {
  check(): Promise<string | undefined>
  /** Rung when the app changes, so `check` runs at once. */
  readonly bell?: Doorbell
}

export interface Tick {
  readonly index: number
  /** When it ran (the clock, ms). */
  readonly at: number
  /** The last tick: the end of the soak window. */
  readonly last: boolean
}

export interface SoakPorts {
  readonly clock: Clock
  readonly sleep: Sleep
  readonly app?: AppGuard | undefined
}

export type SoakEnd =
  | { readonly reason: 'done' }
  /** The work asked to stop (a check failed). */
  | { readonly reason: 'stopped' }
  | { readonly reason: 'app'; readonly detail: string }

export interface Soaked {
  readonly startedAt: number
  readonly endedAt: number
  readonly end: SoakEnd
}

/** The ticks' times after `startedAt`: 0, I, 2I, … and the soak's end. */
export function tickOffsets(soakMs: number, intervalMs: number): number[] {
  const offsets: number[] = []
  for (let t = 0; t < soakMs; t += intervalMs) offsets.push(t)
  offsets.push(soakMs)
  return offsets
}

/** Runs `work` at every tick; it returns true to stop the soak. */
export async function soak(
  schedule: { readonly soakMs: number; readonly intervalMs: number; readonly startedAt?: number },
  ports: SoakPorts,
  work: (tick: Tick) => Promise<boolean>
): Promise<Soaked> {
  const startedAt = schedule.startedAt ?? ports.clock()
  const offsets = tickOffsets(schedule.soakMs, schedule.intervalMs)
  const ended = (end: SoakEnd): Soaked => ({ startedAt, endedAt: ports.clock(), end })
  for (const [index, offset] of offsets.entries()) {
    const last = index === offsets.length - 1
    const next = offsets[index + 1]
    // Overran: the next tick is due too, so this one is skipped rather than run late.
    if (!last && next !== undefined && ports.clock() >= startedAt + next) continue
    const why = await waitUntil(startedAt + offset, ports)
    if (why !== undefined) return ended({ reason: 'app', detail: why })
    if (await work({ index, at: ports.clock(), last })) return ended({ reason: 'stopped' })
  }
  return ended({ reason: 'done' })
}

/** Sleeps until `at`, checking the app whenever its bell rings, and once at `at`. */
async function waitUntil(at: number, ports: SoakPorts): Promise<string | undefined> {
  const { app } = ports
  for (let now = ports.clock(); now < at; now = ports.clock()) {
    if (app?.bell) {
      await app.bell.wait(at - now)
      if (ports.clock() < at) {
        const why = await app.check()
        if (why !== undefined) return why
      }
    } else await ports.sleep(at - now)
  }
  return app?.check()
}
