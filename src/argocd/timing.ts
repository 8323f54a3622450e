/**
 * Time as an argument: everything that waits takes a clock and a sleep, so tests can run a
 * fifteen-minute wait in milliseconds and production code uses the real ones.
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
