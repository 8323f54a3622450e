import { octokitClass, withOrchestrationId, type GitHubOctokit } from './octokit.js'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import { actAsInstallation, type AppInstallationOptions } from './app-auth.js'
import type { RepoRef } from './repo-ref.js'

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
  /** Attempts after the first for 5xx answers. */
  readonly retries?: number
  /** Base of the quadratic back-off between 5xx retries (1 s, 4 s, 9 s by default). */
  readonly retryBaseMs?: number
  /** Longest wait we accept from a rate limit's `retry-after` before failing instead. */
  readonly maxRateLimitWaitSeconds?: number
  /** Called with a one-line notice when a request is retried. */
  readonly onRetry?: (message: string) => void
}

/** Every 4xx answer is a decision for the caller (422 and 409 are races we handle), never retried. */
const CLIENT_ERRORS = Array.from({ length: 100 }, (_, i) => 400 + i)

const VERSION = '0.1.0'

/** Concurrent reads per run; see the throttle options below. */
export const READS_IN_FLIGHT = 16

/**
 * One Octokit per run: retries 5xx within a budget, waits out primary and secondary rate
 * limits when GitHub says how long (and the wait is short enough), and fails on anything else.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  if ((options.token === undefined) === (options.app === undefined)) {
    throw new Error('createGitHubClient needs exactly one of token and app')
  }
  const maxWait = options.maxRateLimitWaitSeconds ?? 60
  const notify = options.onRetry ?? (() => undefined)
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      if (retryCount >= 2 || retryAfter > maxWait) return false
      notify(`GitHub ${kind} rate limit on ${request.method} ${request.url}; retrying in ${retryAfter}s`)
      return true
    }
  // getOctokit takes a token only; with an App the installation hook below authenticates instead.
  const Client = octokitClass(retry, throttling)
  const octokit = new Client({
    ...(options.token === undefined ? {} : { auth: options.token }),
    baseUrl: options.baseUrl,
    userAgent: withOrchestrationId(`gitops-release/${VERSION}`),
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryBaseMs ?? 1000,
      doNotRetry: CLIENT_ERRORS
    },
    throttle: {
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
      // The plugin spaces writes 1 s apart (3 s for ones that notify) for clients making
      // hundreds of them. A run here makes at most six, one after another, far under the
      // content-creation limit, so spacing would only add seconds to every release; limits
      // GitHub does report are still honoured through the handlers above.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      // Reads: the plugin allows 10 at once. The gate reads 8 files (two blobs each) at a
      // time, so 10 would queue its blob reads; GitHub's own ceiling is 100 concurrent. The
      // plugin honours `global` like the groups above but leaves it out of its types;
      // test/unit/github/client.test.ts fails if an upgrade stops honouring it.
      ...({ global: new Bottleneck.Group({ maxConcurrent: READS_IN_FLIGHT }) } as object)
    }
  })
  if (options.app) actAsInstallation(octokit, { ...options.app, onNotice: notify })
  return octokit
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
