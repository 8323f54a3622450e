import type { Log } from '../log.js'

/** Another run changed the branch or PR between our read and our write; read again. */
export class RaceLost extends Error {}

/** Races with a concurrent run are resolved by re-reading; this bounds how often. */
export const MAX_ATTEMPTS = 4

/**
 * The compare-and-swap loop: each attempt reads the current state, decides and writes with
 * compare-and-swap; losing a race to another run means reading again, never overwriting what
 * we did not read.
 */
export async function retryRaces<T>(branch: string, log: Log, attempt: () => Promise<T>): Promise<T> {
  for (let count = 1; ; count++) {
    try {
      return await attempt()
    } catch (error) {
      if (!(error instanceof RaceLost)) throw error
      if (count >= MAX_ATTEMPTS) {
        throw new Error(
          `Gave up after ${count} attempts: ${error.message}. Another run keeps updating ${branch}. ` +
            'Give the release workflow a concurrency group per resource (for example `concurrency: release-<manifest>`) so runs for one resource take turns, or rerun the job.',
          { cause: error }
        )
      }
      log.info(`Another run changed ${branch} meanwhile (${error.message}); reading it again.`)
    }
  }
}
