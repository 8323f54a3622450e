import type { FirstRead } from '../github/first-reads.js'
import { startFirstReads, type HeadStart } from '../github/head-start.js'
import { gitopsReleaseUserAgent } from '../github/user-agent.js'
import type { GitHubSettings } from './github-settings.js'

/**
 * Sends a command's first reads of the config repo now, before the client and the command's
 * code have loaded (src/github/head-start.ts); connectConfigRepo's client takes their answers.
 * This module and what it imports load before the first request, so they stay small.
 */
export function headStartFor(settings: GitHubSettings, reads: readonly FirstRead[]): HeadStart | undefined {
  const token = settings.githubApp ? undefined : settings.token
  return startFirstReads(reads, { baseUrl: settings.apiUrl, token, userAgent: gitopsReleaseUserAgent() }, process.env)
}
