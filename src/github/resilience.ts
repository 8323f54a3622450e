import type { Octokit } from '@octokit/core'
import { answerProblem, MalformedAnswerError } from './answers.js'
import { messageOf } from '../errors.js'
import { realSleep, type Sleep } from '../time.js'

/** How the client copes with an unreliable GitHub; see {@link resilience}. */
export interface ResilienceOptions {
  /** Attempts after the first for 5xx answers, resets, timeouts and cut bodies. */
  readonly retries: number
  /** Base of the quadratic back-off between those retries (base, 4×base, 9×base). */
  readonly retryBaseMs: number
  /** How long one request may take to answer before it counts as lost. */
  readonly timeoutMs: number
  /** Total time the client may spend waiting out rate limits, over all its requests. */
  readonly rateLimitBudgetMs: number
  /** One line per wait: what, which attempt, how long. */
  readonly notify: (line: string) => void
  readonly sleep?: Sleep | undefined
  readonly now?: (() => number) | undefined
}

/** No answer within the client's timeout; retried like a reset. */
export class GitHubTimeoutError extends Error {
  override name = 'GitHubTimeoutError'
}

/** A rate limit GitHub wants us to wait out for longer than the budget has left. */
export class RateLimitBudgetError extends Error {
  override name = 'RateLimitBudgetError'
}

/**
 * Every request, one hook: a timeout per attempt; 5xx answers, dropped connections, timeouts and
 * answers that are not the shape their route promises (answers.ts) are asked again with
 * back-off, a bounded number of times; rate limits are waited out as GitHub says
 * (`retry-after`, else `x-ratelimit-reset`) while a budget shared by the whole run lasts. Each
 * wait is one log line. 4xx answers other than rate limits are the caller's to judge, never
 * retried here (409 and 422 are races the callers resolve by reading again).
 *
 * It sits inside the in-flight limit (in-flight.ts): its timeout counts only time on the wire,
 * and a retry keeps the turn the first attempt waited for.
 */
export function resilience(octokit: Pick<Octokit, 'hook'>, options: ResilienceOptions): void {
  const sleep = options.sleep ?? realSleep
  const now = options.now ?? Date.now
  let rateLimitWaited = 0
  octokit.hook.wrap('request', async (request, endpoint) => {
    const what = describe(endpoint)
    const route = `${endpoint.method} ${endpoint.url}`
    const theirs = endpoint.request?.signal
    // Rate-limit waits do not use up the retries: they are GitHub's schedule, not a failure.
    let failures = 0
    for (;;) {
      let wait: number
      try {
        return await withTimeout(options.timeoutMs, what, async (signal) => {
          // The next hook is bound to this very options object (app-auth.ts says so too), so
          // the attempt's signal goes in by changing it; the caller's own signal is kept.
          endpoint.request = { ...endpoint.request, signal: outer(theirs, signal) }
          const response = await request(endpoint)
          const problem = answerProblem(route, response.status, response.headers['content-type'], response.data)
          if (problem) throw new MalformedAnswerError(`GitHub's answer to ${what} was ${problem}`)
          return response
        })
      } catch (error) {
        const limit = rateLimitWaitMs(error, now())
        if (limit !== undefined) {
          if (rateLimitWaited + limit > options.rateLimitBudgetMs) {
            throw new RateLimitBudgetError(
              `GitHub's rate limit holds ${what} for ${seconds(limit)} more, beyond what is left of the ${seconds(options.rateLimitBudgetMs)} this run may wait (${seconds(rateLimitWaited)} spent). Rerun the job later, or spread the releases out (a workflow concurrency group).`,
              { cause: error }
            )
          }
          rateLimitWaited += limit
          options.notify(`GitHub rate limit on ${what} (${reasonOf(error)}); waiting ${seconds(limit)} as it asks.`)
          await sleep(limit)
          continue
        }
        if (!transient(error) || failures >= options.retries) throw error
        failures++
        wait = options.retryBaseMs * failures ** 2
        options.notify(
          `${what}: ${reasonOf(error)}; attempt ${failures + 1} of ${options.retries + 1} in ${seconds(wait)}.`
        )
      }
      await sleep(wait)
    }
  })
}

/** Runs `work` with a signal that aborts after `ms`; an abort becomes a {@link GitHubTimeoutError}. */
async function withTimeout<T>(ms: number, what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await work(controller.signal)
  } catch (error) {
    if (controller.signal.aborted)
      throw new GitHubTimeoutError(`${what} had no answer within ${seconds(ms)}`, { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Our timeout, joined with any signal the caller gave the request. */
function outer(theirs: unknown, ours: AbortSignal): AbortSignal {
  return theirs instanceof AbortSignal ? AbortSignal.any([theirs, ours]) : ours
}

/** A 5xx, a connection that broke (Octokit reports it as 500), a timeout, or a cut answer. */
function transient(error: unknown): boolean {
  if (error instanceof MalformedAnswerError || error instanceof GitHubTimeoutError) return true
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 500
}

/**
 * How long GitHub asks us to wait, or undefined when this is not a rate limit. As GitHub
 * documents it: `retry-after` seconds when given; else, with `x-ratelimit-remaining: 0`, until
 * `x-ratelimit-reset` (epoch seconds); else, for a secondary limit, at least a minute.
 */
export function rateLimitWaitMs(error: unknown, nowMs: number): number | undefined {
  const e = error as { status?: unknown; message?: unknown; response?: { headers?: Record<string, unknown> } } | null
  if (e?.status !== 403 && e?.status !== 429) return undefined
  const headers = e.response?.headers ?? {}
  const retryAfter = Number(headers['retry-after'])
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter)) return Math.max(0, retryAfter) * 1000
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset'])
    // One second past the reset, as GitHub advises: the window turns over at that second.
    if (Number.isFinite(reset)) return Math.max(0, reset * 1000 - nowMs) + 1000
  }
  if (e.status === 429 || /secondary rate limit/i.test(String(e.message))) return 60_000
  return undefined
}

/** `GET /repos/o/r/git/ref/heads%2Fx`: the method and path, never a header (no token). */
function describe(endpoint: { method: string; url: string }): string {
  const params = endpoint as unknown as Record<string, unknown>
  const path = endpoint.url.replace(/\{\+?([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    return typeof value === 'string' || typeof value === 'number' ? String(value) : `{${name}}`
  })
  return `${endpoint.method} ${path.split('?')[0]}`
}

function reasonOf(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  const message = messageOf(error)
  return typeof status === 'number' && !message.includes(String(status)) ? `${status} ${message}` : message
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10}s`
}
