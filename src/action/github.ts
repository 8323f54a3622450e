import * as core from '@actions/core'
import { createGitHubClient } from '../github/client.js'
import { configRepo, type ConfigRepo } from '../github/config-repo.js'
import type { Clock } from '../time.js'
import type { GitHubSettings } from './github-settings.js'

/** What tests may change about how an action run reaches GitHub. */
export interface GitHubActionDeps {
  /** Base of the 5xx back-off; tests shorten it. */
  readonly retryBaseMs?: number | undefined
  /** The clock installation tokens are renewed by; tests move it. */
  readonly clock?: Clock | undefined
}

/**
 * The config repo for one action run: one client built from the inputs, retries noted in the
 * log. With App credentials it mints installation tokens for the config repo as it needs them,
 * each masked before it is used.
 */
export function connectConfigRepo(settings: GitHubSettings, deps: GitHubActionDeps = {}): ConfigRepo {
  const octokit = createGitHubClient({
    token: settings.token,
    app: settings.githubApp && {
      credentials: settings.githubApp,
      repo: settings.configRepo,
      onToken: (token) => core.setSecret(token),
      ...(deps.clock ? { now: deps.clock } : {})
    },
    baseUrl: settings.apiUrl,
    retryBaseMs: deps.retryBaseMs,
    onRetry: (message) => core.info(message)
  })
  return configRepo(octokit, settings.configRepo)
}
