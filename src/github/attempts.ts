import type { Octokit } from '@octokit/core'
import type { OctokitOptions } from '@octokit/core/types'
import { connectFailure } from '../connect-failure.js'
import { messageOf } from '../errors.js'

/** How each attempt of a request is bounded and reported; the client passes it as `attempts`. */
export interface AttemptOptions {
  /** How long one attempt may take to answer before it counts as lost. */
  readonly timeoutMs: number
  /** The retry plugin's retries and back-off base, for the log line that announces each retry. */
  readonly retries: number
  readonly retryBaseMs: number
  readonly notify: (line: string) => void
  /** The API root, and where it came from (`input 'github-api-url'`, `GITHUB_API_URL`), for messages. */
  readonly apiUrl: string
  readonly apiUrlSource: string
}

/**
 * GitHub's API could not be connected to: its address does not work (a host name that does not
 * resolve, a port fetch never uses), or nothing listened there on any attempt of a run that
 * GitHub never answered. Not retried, and not a status: no HTTP answer came, so nothing here
 * is a 500, a permission or a missing file, and callers that retry passing failures let it end
 * the run at once. The message names the address and the setting that holds it.
 */
export class GitHubUnreachableError extends Error {
  override name = 'GitHubUnreachableError'
}

/** A GitHubUnreachableError from any copy of this module (the CLI's chunks each bundle one). */
export function isGitHubUnreachable(error: unknown): boolean {
  return error instanceof Error && error.name === 'GitHubUnreachableError'
}

/**
 * Refused connections a run that GitHub never answered tries again before it gives up: a few
 * seconds of back-off, for a proxy or a GitHub Enterprise Server coming up, not the run's budget.
 */
export const REFUSED_ATTEMPTS = 3

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
  // Whether GitHub answered anything in this run: a refused connection after that is a restart.
  let answered = false
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
      answered = true
      const cut = cutBody(response.status, response.headers['content-type'], response.data)
      if (cut) throw new FailedAttemptError(`GitHub's answer to ${what} was ${cut}`, endpoint)
      return response
    } catch (caught) {
      if ((caught as { response?: unknown } | null)?.response !== undefined) answered = true
      const error =
        timer.signal.aborted && !seen.theirs?.aborted
          ? new FailedAttemptError(`${what} had no answer within ${seconds(options.timeoutMs)}`, endpoint, {
              cause: caught
            })
          : unconnected(caught, what, endpoint, options, answered ? 0 : seen.failures + 1)
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

/**
 * A request that could not connect, said as what it is: the API root, the setting that holds
 * it, and the system's reason, where Octokit makes every fetch failure a "500". An address that
 * cannot work is not retried; a refused connection is, `REFUSED_ATTEMPTS` times in a run GitHub
 * has not answered yet (`attempt` counts; 0 when it has answered, which makes it a restart).
 * Anything else is returned as it was.
 */
function unconnected(
  error: unknown,
  what: string,
  endpoint: unknown,
  options: AttemptOptions,
  attempt: number
): unknown {
  const failure = connectFailure(error)
  if (failure === undefined) return error
  const where = `GitHub's API at ${options.apiUrl} (${options.apiUrlSource})`
  const fix = `check ${options.apiUrlSource} (the REST API root, like https://api.github.com or https://github.example.com/api/v3) and that the runner can reach it`
  if (failure.kind === 'unreachable' || attempt >= REFUSED_ATTEMPTS)
    return new GitHubUnreachableError(
      `${what}: cannot reach ${where}: ${failure.reason}${attempt > 1 ? ` on ${attempt} attempts` : ''}; ${fix}.`,
      { cause: error }
    )
  return new FailedAttemptError(`cannot reach ${where}: ${failure.reason}`, endpoint, { cause: error })
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
