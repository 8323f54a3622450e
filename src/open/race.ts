import type { Log } from '../log.js'
import { backoff, type Sleep } from '../time.js'

/** Another run changed the branch or PR between our read and our write; read again. */
export class RaceLost extends Error {}

/** Races with a concurrent run are resolved by re-reading; this bounds how often. */
export const MAX_ATTEMPTS = 4

/** First pause between attempts; it doubles each time (0.5 s, 1 s, 2 s). */
export const RACE_BACKOFF_MS = 500

/**
 * The compare-and-swap loop: each attempt reads the current state, decides and writes with
 * compare-and-swap; losing a race to another run means reading again, never overwriting what
 * we did not read. Attempts are spaced out, with jitter, so two runs that collided once do not
 * collide again in lockstep, and GitHub's reads have time to catch up with the writes.
 */
export async function retryRaces<T>(
  branch: string,
  ports: { log: Log; sleep: Sleep },
  attempt: (count: number) => Promise<T>
): Promise<T> {
  for (let count = 1; ; count++) {
    try {
      return await attempt(count)
    } catch (error) {
      if (!(error instanceof RaceLost)) throw error
      if (count >= MAX_ATTEMPTS) {
        throw new Error(
          `Gave up after ${count} attempts: ${error.message}. Another run keeps updating ${branch}. ` +
            'Give the release workflow a concurrency group per resource (for example `concurrency: release-<manifest>`) so runs for one resource take turns, or rerun the job.',
          { cause: error }
        )
      }
      const pause = Math.round(backoff(count, RACE_BACKOFF_MS, 4000) * (0.5 + Math.random() / 2))
      ports.log.info(`${branch} changed meanwhile (${error.message}); reading it again in ${pause} ms.`)
      await ports.sleep(pause)
    }
  }
}
