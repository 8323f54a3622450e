/**
 * Time as an argument: everything that waits takes a clock and a sleep, so tests can run a
 * fifteen-minute wait in milliseconds and production code uses the real ones. Nothing here knows
 * about Argo CD or GitHub: the feeds, the watcher and the merge wait all share it.
 */

/** Milliseconds since the epoch. */
export type Clock = () => number

/** Resolves after `ms`, or early (without throwing) when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const realClock: Clock = () => Date.now()

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve()
    const done = (): void => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

/** Exponential back-off: base, 2×base, 4×base … capped at `max`. */
export function backoff(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
}

/**
 * Wakes one waiter when any source has news (a feed delivered, a feed failed). A ring that comes
 * while nobody waits is kept, so news between two waits is never slept through.
 */
export class Doorbell {
  private rung = false
  private waiter: (() => void) | undefined

  constructor(private readonly sleep: Sleep) {}

  readonly ring = (): void => {
    this.rung = true
    this.waiter?.()
  }

  /** Returns at the first ring, or after `ms` without one. */
  async wait(ms: number): Promise<void> {
    if (!this.rung) {
      const timer = new AbortController()
      const rung = new Promise<void>((resolve) => (this.waiter = resolve))
      await Promise.race([rung, this.sleep(ms, timer.signal)])
      timer.abort()
      this.waiter = undefined
    }
    this.rung = false
  }
}

/**
 * `AbortSignal.timeout` on a given sleep (so virtual time drives it in tests): aborts with `reason`
 * after `ms`, unless `cancel()` came first. Whoever owns the signal reads `signal.reason` to learn
 * that it was the timer that ended things, so no flag needs setting from the timer's callback.
 * Always `cancel()` when done, or the sleep keeps running.
 */
export function sleepSignal(
  sleep: Sleep,
  ms: number,
  reason: unknown
): { readonly signal: AbortSignal; cancel(): void } {
  const timer = new AbortController()
  const cancelled = new AbortController()
  void sleep(ms, cancelled.signal).then(() => {
    if (!cancelled.signal.aborted) timer.abort(reason)
  })
  return { signal: timer.signal, cancel: () => cancelled.abort() }
}
