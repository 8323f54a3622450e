import type { AppInstallationOptions, RequestWrapper } from './app-auth.js'
import { limitInFlight } from './in-flight.js'
import { octokitClass, type GitHubOctokit } from './octokit.js'
import type { RepoRef } from './repo-ref.js'
import { resilience } from './resilience.js'
import { gitopsReleaseUserAgent } from './user-agent.js'
import type { Sleep } from '../time.js'

export type GitHubClient = GitHubOctokit

/** What every topic module of the repository layer works on: one client and one repository. */
export interface RepoApi {
  readonly octokit: GitHubClient
  readonly ref: RepoRef
}

export interface GitHubClientOptions {
  /** Token; masked by the caller before this is built. Give this or `app`. */
  readonly token?: string | undefined
  /** A GitHub App whose installation tokens the client mints and renews itself, instead of `token`. */
  readonly app?: Omit<AppInstallationOptions, 'onNotice'> | undefined
  /** REST API root, e.g. `https://api.github.com` or `https://ghes.example/api/v3`. */
  readonly baseUrl: string
  /** Attempts after the first for 5xx answers, resets, timeouts and cut or malformed bodies (default 3). */
  readonly retries?: number | undefined
  /** Base of the quadratic back-off between those retries (1 s, 4 s, 9 s by default). */
  readonly retryBaseMs?: number | undefined
  /** How long a request may go unanswered before it is abandoned and retried (default 30 s, as the Argo CD client). */
  readonly timeoutMs?: number | undefined
  /**
   * Total time the run may spend waiting out rate limits (default 10 minutes): GitHub's
   * `retry-after` or `x-ratelimit-reset` is honoured while it fits, and the run fails past it.
   */
  readonly rateLimitBudgetMs?: number | undefined
  /** Called with a one-line notice for each retry and each rate-limit wait. */
  readonly onRetry?: ((message: string) => void) | undefined
  /** How the client waits between attempts; tests pass one that records instead. */
  readonly sleep?: Sleep | undefined
  /** What requests go out through: a head start's fetch (head-start.ts); Node's own by default. */
  readonly fetch?: typeof globalThis.fetch | undefined
}

/**
 * Requests one run may have in flight: the gate reads 8 files (two blobs each) at a time, so
 * fewer would queue its reads; GitHub's own ceiling is 100 concurrent requests.
 */
export const READS_IN_FLIGHT = 16

/**
 * One Octokit per run: the resilience hook (resilience.ts) times each request out, retries
 * transient failures and cut answers with a log line each, and waits out rate limits within a
 * budget; around it, a limit on how many requests are in flight (in-flight.ts).
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  if ((options.token === undefined) === (options.app === undefined)) {
    throw new Error('createGitHubClient needs exactly one of token and app')
  }
  const notify = options.onRetry ?? (() => undefined)
  // getOctokit takes a token only; with an App the installation hook below authenticates instead.
  const Client = octokitClass()
  const octokit = new Client({
    ...(options.token === undefined ? {} : { auth: options.token }),
    baseUrl: options.baseUrl,
    userAgent: gitopsReleaseUserAgent(),
    ...(options.fetch ? { request: { fetch: options.fetch } } : {})
  })
  resilience(octokit, {
    retries: options.retries ?? 3,
    retryBaseMs: options.retryBaseMs ?? 1000,
    timeoutMs: options.timeoutMs ?? 30_000,
    rateLimitBudgetMs: options.rateLimitBudgetMs ?? 600_000,
    notify,
    sleep: options.sleep
  })
  limitInFlight(octokit, READS_IN_FLIGHT)
  // Outermost: a 401 mints a new installation token and sends the request (with its retries) again.
  if (options.app) actAsInstallation(octokit, { ...options.app, onNotice: notify })
  return octokit
}

/**
 * app-auth.ts's wrapper, loaded by the first request: auth-app, its JWT signing and OAuth
 * helpers are a fifth of the client's code, and a run with a token never needs them.
 */
function actAsInstallation(octokit: GitHubClient, options: AppInstallationOptions): void {
  let wrapper: Promise<RequestWrapper> | undefined
  octokit.hook.wrap('request', async (request, endpoint) => {
    wrapper ??= import('./app-auth.js').then((m) => m.installationWrapper(octokit, options))
    return (await wrapper)(request, endpoint)
  })
}

/** The status of an Octokit request error, or undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/** The `message` GitHub put in an error body, for matching the few 422s that mean a race. */
export function githubMessage(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown; errors?: unknown } } } | null)?.response?.data
  const parts = [typeof data?.message === 'string' ? data.message : '']
  if (Array.isArray(data?.errors)) {
    for (const e of data.errors) parts.push(typeof e === 'string' ? e : messageField(e))
  }
  return parts.filter(Boolean).join('; ')
}

/** GitHub's `errors[]` entries are strings or objects with a `message`; anything else says nothing. */
function messageField(entry: unknown): string {
  const message = (entry as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}
