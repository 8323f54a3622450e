import { GitHub, getOctokitOptions, getUserAgentWithOrchestrationId } from '@actions/github/lib/utils'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import { fetch as undiciFetch } from 'undici'
import { VERSION } from '../version.js'
import { dispatcherFor, proxyFor } from '../proxy.js'
import { installationWrapper, type AppInstallationOptions } from './app-auth.js'
import { attempts } from './attempts.js'
import { rateLimitBudget } from './rate-limit.js'
import type { RepoRef } from './repo-ref.js'

/** The Octokit `@actions/github` builds (REST methods, pagination) with the retry and throttling plugins. */
const Client = GitHub.plugin(attempts, throttling, retry)

export type GitHubClient = InstanceType<typeof Client>

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
  /** Where `baseUrl` came from, as messages name it: `input 'github-api-url'` (the default) or `GITHUB_API_URL`. */
  readonly baseUrlSource?: string | undefined
  /** Attempts after the first for 5xx answers, resets, timeouts and cut bodies (default 3). */
  readonly retries?: number | undefined
  /** Base of the retry plugin's quadratic back-off (1 s, 4 s, 9 s by default); tests shorten it. */
  readonly retryBaseMs?: number | undefined
  /** How long one attempt may go unanswered before it is abandoned and retried (default 30 s, as the Argo CD client). */
  readonly timeoutMs?: number | undefined
  /**
   * Total time the run may spend waiting out rate limits (default 10 minutes): GitHub's
   * `retry-after` or `x-ratelimit-reset` is honoured while it fits, and the run fails past it.
   */
  readonly rateLimitBudgetMs?: number | undefined
  /** What one second of a rate-limit wait lasts (1000 ms); tests shrink it to wait out a long limit at once. */
  readonly rateLimitSecondMs?: number | undefined
  /** Called with a one-line notice for each retry and each rate-limit wait. */
  readonly onRetry?: ((message: string) => void) | undefined
}

/**
 * Reads one run may have in flight: the gate reads 8 files (two blobs each) at a time, and the
 * throttling plugin's default of 10 would queue those; GitHub's own ceiling is 100 concurrent.
 */
export const READS_IN_FLIGHT = 16

/**
 * One Octokit per run, `@actions/github`'s, with its proxy support for the API root in use.
 * From the inside out: each attempt is timed out and a cut or empty JSON body counts as a
 * failed attempt (attempts.ts); the throttling plugin waits out rate limits while the run's
 * budget lasts (rate-limit.ts); the retry plugin retries 5xx answers, resets, timeouts and cut
 * bodies with back-off. Every retry and wait is one log line. Outermost, with App credentials:
 * the installation token, renewed before it expires and once more on a 401.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  if ((options.token === undefined) === (options.app === undefined)) {
    throw new Error('createGitHubClient needs exactly one of token and app')
  }
  const notify = options.onRetry ?? (() => undefined)
  const retries = options.retries ?? 3
  const retryBaseMs = options.retryBaseMs ?? 1000
  const budget = rateLimitBudget(options.rateLimitBudgetMs ?? 600_000, notify)
  const base = {
    baseUrl: options.baseUrl,
    userAgent: `gitops-release/${VERSION}`,
    request: { fetch: fetchFor(options.baseUrl) },
    attempts: {
      timeoutMs: options.timeoutMs ?? 30_000,
      retries,
      retryBaseMs,
      notify,
      apiUrl: options.baseUrl,
      apiUrlSource: options.baseUrlSource ?? "input 'github-api-url'"
    },
    retry: { retries, retryAfterBaseValue: retryBaseMs, doNotRetry: EVERY_4XX },
    throttle: {
      onRateLimit: budget.primary,
      onSecondaryRateLimit: budget.secondary,
      retryAfterBaseValue: options.rateLimitSecondMs ?? 1000,
      global: new Bottleneck.Group({ maxConcurrent: READS_IN_FLIGHT }),
      // The plugin spaces writes 1 s apart (3 s for ones that notify), GitHub's advice for
      // clients making many. A release makes a handful, one after another, so the spacing
      // would only add seconds to every run; limits GitHub does report are still waited out.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 })
    }
  }
  // getOctokitOptions insists on a token; an App's client has none yet (the installation hook
  // below authenticates it), so it gets the rest of what getOctokitOptions adds by hand.
  const octokit = new Client(
    options.token === undefined
      ? { ...base, userAgent: getUserAgentWithOrchestrationId(base.userAgent) }
      : getOctokitOptions(options.token, base)
  )
  budget.explainRefusals(octokit)
  if (options.app) {
    const wrapper = installationWrapper(octokit, { ...options.app, onNotice: notify })
    octokit.hook.wrap('request', wrapper)
    appIdentities.set(octokit, wrapper.identity)
  }
  return octokit
}

/** For each client built with App credentials: its App's bot login. */
const appIdentities = new WeakMap<GitHubClient, () => Promise<string>>()

/**
 * The login a client's writes belong to when it acts as a GitHub App (`<slug>[bot]`), learnt
 * from the installation lookup every App client makes first; undefined for a token, whose
 * owner GitHub does not tell without a request it may refuse (an installation token cannot read
 * `GET /user`).
 */
export function appIdentity(octokit: GitHubClient): Promise<string | undefined> {
  return appIdentities.get(octokit)?.() ?? Promise.resolve(undefined)
}

/**
 * Every 4xx is the caller's to judge (a 409 or 422 is a race it resolves by reading again, a
 * 403 or 429 rate limit the throttling plugin's), so the retry plugin retries 5xx only.
 */
const EVERY_4XX = Array.from({ length: 100 }, (_, i) => 400 + i)

/**
 * What `@actions/github` sends requests through, undici's fetch with the proxy's dispatcher,
 * chosen for the API root the run uses (`github-api-url`): `@actions/github` chooses it once,
 * at import, for `GITHUB_API_URL`.
 */
function fetchFor(apiUrl: string): typeof undiciFetch {
  const dispatcher = proxyFor(apiUrl) === undefined ? undefined : dispatcherFor(apiUrl)
  return (url, init) => undiciFetch(url, { ...init, dispatcher })
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
