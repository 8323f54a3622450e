import type { Octokit } from '@octokit/core'

/**
 * At most `limit` requests of one client on the wire at once; the rest wait their turn, in
 * order. The gate reads many blobs at a time and GitHub allows 100 concurrent requests, but a
 * run has no reason to come near that. Installed outside the resilience hook, so time spent
 * waiting for a turn never counts against a request's timeout; a retry keeps its turn.
 */
export function limitInFlight(octokit: Pick<Octokit, 'hook'>, limit: number): void {
  let running = 0
  const waiting: (() => void)[] = []
  octokit.hook.wrap('request', async (request, endpoint) => {
    if (running < limit) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await request(endpoint)
    } finally {
      // Hand the turn straight to the next in line, so nothing can overtake it.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  })
}
