import type { Octokit } from '@octokit/core'
import type { OctokitOptions } from '@octokit/core/types'
import { messageOf } from '../errors.js'

/** How each attempt of a request is bounded and reported; the client passes it as `attempts`. */
export interface AttemptOptions {
  /** How long one attempt may take to answer before it counts as lost. */
  readonly timeoutMs: number
  /** The retry plugin's retries and back-off base, for the log line that announces each retry. */
  readonly retries: number
  readonly retryBaseMs: number
  readonly notify: (line: string) => void
}

/**
 * A failed attempt the retry plugin retries as it retries a connection that broke (Octokit
 * reports those as 500 too): no answer in time, or a JSON answer that did not arrive whole.
 */
export class FailedAttemptError extends Error {
  override name = 'FailedAttemptError'
  readonly status = 500
  constructor(
    message: string,
    /** The request, as Octokit's own errors carry it; the retry plugin retries only errors that do. */
    readonly request: unknown,
    options?: ErrorOptions
  ) {
    super(message, options)
  }
}

/** What a request hook is given: the method, the URL template and its parameters. */
export interface RequestRoute {
  readonly method: string
  readonly url: string
}

/**
 * The innermost request hook, what no plugin does: a timeout per attempt (the caller's own
 * signal kept), and a JSON answer that is a string or empty (a body cut off half-way reaches
 * Octokit so) counted as a failed attempt rather than handed to the code that reads it. Each
 * failure the retry plugin will retry is announced in one log line, as it happens.
 */
export function attempts(octokit: Pick<Octokit, 'hook'>, octokitOptions: OctokitOptions): void {
  const options = octokitOptions['attempts'] as AttemptOptions | undefined
  if (options === undefined) return
  // The retry plugin sends the same options object again for each attempt: what the caller gave
  // it, and how often it failed, are kept by that object.
  const requests = new WeakMap<object, { readonly theirs: AbortSignal | undefined; failures: number }>()
  octokit.hook.wrap('request', async (request, endpoint) => {
    const what = describeRequest(endpoint)
    let seen = requests.get(endpoint)
    if (seen === undefined) {
      seen = { theirs: endpoint.request?.signal, failures: 0 }
      requests.set(endpoint, seen)
    }
    const timer = new AbortController()
    const timeout = setTimeout(() => timer.abort(), options.timeoutMs)
    try {
      // The hooks below are bound to this very options object, so the attempt's signal goes in
      // by changing it (the caller's own signal still counts).
      endpoint.request = {
        ...endpoint.request,
        signal: seen.theirs ? AbortSignal.any([seen.theirs, timer.signal]) : timer.signal
      }
      const response = await request(endpoint)
      const cut = cutBody(response.status, response.headers['content-type'], response.data)
      if (cut) throw new FailedAttemptError(`GitHub's answer to ${what} was ${cut}`, endpoint)
      return response
    } catch (caught) {
      const error =
        timer.signal.aborted && !seen.theirs?.aborted
          ? new FailedAttemptError(`${what} had no answer within ${seconds(options.timeoutMs)}`, endpoint, {
              cause: caught
            })
          : caught
      if (retried(error) && ++seen.failures <= options.retries) {
        const wait = options.retryBaseMs * seen.failures ** 2
        options.notify(
          `${what}: ${reasonOf(error)}; attempt ${seen.failures + 1} of ${options.retries + 1} in ${seconds(wait)}.`
        )
      }
      throw error
    } finally {
      clearTimeout(timeout)
    }
  })
}

/** Why a JSON answer cannot be read, or undefined when it can (or is not JSON at all). */
export function cutBody(status: number, contentType: string | undefined, data: unknown): string | undefined {
  if (status === 204 || !/json/i.test(contentType ?? '')) return undefined
  if (typeof data === 'object' && data !== null) return undefined
  return typeof data === 'string' && data !== '' ? 'a body cut off or not JSON' : 'an empty body'
}

/** What the retry plugin retries as we configure it: 5xx (resets included) from a request. */
function retried(error: unknown): boolean {
  const e = error as { status?: unknown; request?: unknown } | null
  return typeof e?.status === 'number' && e.status >= 500 && e.request !== undefined
}

/** `GET /repos/o/r/git/ref/heads%2Fx`: the method and path, never a header (no token). */
export function describeRequest(endpoint: RequestRoute): string {
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
  return typeof status === 'number' && !(error instanceof FailedAttemptError) && !message.includes(String(status))
    ? `${status} ${message}`
    : message
}

export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10}s`
}
