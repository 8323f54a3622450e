import { isCommitSha } from '../commit-sha.js'
import type { AppCredentials } from '../github/app-auth.js'
import { parseRepo, type RepoRef } from '../github/repo-ref.js'
import { InputError } from '../errors.js'
import type { SettingsReader } from '../settings/reader.js'
import { readAppCredentials } from './app-credentials.js'

/** The GitHub side every command shares. */
export interface GitHubSettings {
  /** Token for the config repo (masked as soon as it is read); undefined when `app` is given. */
  readonly token: string | undefined
  /** A GitHub App (key masked) whose installation tokens the command mints itself; excludes `token`. */
  readonly githubApp?: AppCredentials | undefined
  /** REST API root (GHES: `https://HOST/api/v3`). */
  readonly apiUrl: string
  /** The config repository. */
  readonly configRepo: RepoRef
  /** Write the job summary. */
  readonly showSummary: boolean
  /**
   * The token is the workflow's GITHUB_TOKEN (no App, and `token` unset or the same value):
   * what it writes starts no workflow, which matters to steps that merge.
   */
  readonly workflowToken: boolean
}

/** The GitHub inputs every action command's schema declares, read through its reader (secrets masked as read). */
export function readGitHubSettings(settings: SettingsReader): GitHubSettings {
  const app = readAppCredentials(settings)
  const token = settings.optional('token')
  if (token !== undefined && app !== undefined) {
    throw new InputError(
      "Inputs 'token' and 'app-id'/'app-private-key' are both set. Give one: the App inputs (the action mints and renews its own token) or 'token' (one you minted elsewhere)."
    )
  }
  const runnerToken = app === undefined ? settings.optional('workflow-token') : undefined
  const workflowToken = token === undefined ? runnerToken : undefined
  if (app === undefined && token === undefined && workflowToken === undefined) {
    throw new InputError(
      "No GitHub credentials: set 'app-id' and 'app-private-key' (a GitHub App installed on the config repo; see README, 'GitHub App credentials'), or 'token'."
    )
  }
  const repo = settings.optional('config-repo') ?? ''
  if (repo === '')
    throw new InputError("Input 'config-repo' is required outside GitHub Actions. Expected format {owner}/{repo}.")
  const apiUrl = (settings.optional('github-api-url') ?? 'https://api.github.com').replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s]+$/.test(apiUrl)) {
    throw new InputError(`Input 'github-api-url' must be an http(s) URL, got ${JSON.stringify(apiUrl)}.`)
  }
  return {
    token: token ?? workflowToken,
    githubApp: app,
    apiUrl,
    configRepo: parseRepo(repo, "input 'config-repo'"),
    showSummary: settings.boolean('show-summary'),
    workflowToken: runnerToken !== undefined && (token === undefined || token === runnerToken)
  }
}

/** Where this run came from, for PR bodies and commit trailers (all optional outside Actions). */
export interface RunSource {
  readonly repository: string | undefined
  readonly sha: string | undefined
  readonly runUrl: string | undefined
  readonly serverUrl: string
}

export function readRunSource(env: NodeJS.ProcessEnv): RunSource {
  const serverUrl = (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '')
  const repository = env['GITHUB_REPOSITORY'] || undefined
  const runId = env['GITHUB_RUN_ID']
  const sha = env['GITHUB_SHA'] && isCommitSha(env['GITHUB_SHA']) ? env['GITHUB_SHA'] : undefined
  return {
    repository,
    sha,
    runUrl: repository && runId && /^\d+$/.test(runId) ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    serverUrl
  }
}
