import type { FirstRead } from '../github/first-reads.js'
import { startFirstReads, type HeadStart } from '../github/head-start.js'
import { gitopsReleaseUserAgent } from '../github/user-agent.js'
import type { GitHubSettings } from './github-settings.js'

/**
 * Sends a command's first reads of the config repo now, before the client and the command's
 * code have loaded (src/github/head-start.ts), then runs `job` with the head start its client
 * takes their answers from; reads the job never took are aborted when it ends. This module and
 * what it imports load before the first request, so they stay small.
 */
export async function withHeadStart<T>(
  settings: GitHubSettings,
  reads: readonly FirstRead[],
  job: (headStart: HeadStart | undefined) => Promise<T>
): Promise<T> {
  const token = settings.githubApp ? undefined : settings.token
  const userAgent = gitopsReleaseUserAgent()
  const headStart = startFirstReads(reads, { baseUrl: settings.apiUrl, token, userAgent }, process.env)
  try {
    return await job(headStart)
  } finally {
    headStart?.abandon()
  }
}
