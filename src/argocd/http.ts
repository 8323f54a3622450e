import type { ArgoCdConnection } from './connection.js'
import {
  ArgoCdError,
  ArgoCdPermanentError,
  errorFromResponse,
  isTransient,
  networkError,
  type ErrorContext
} from './errors.js'
import { notTheApi } from './login-page.js'
import { createTransport, type Answer, type Transport } from './transport.js'
import { connectFailure } from '../connect-failure.js'
import { messageOf } from '../errors.js'
import { backoff, realClock, realSleep, type Clock, type Sleep } from '../time.js'
import { VERSION } from '../version.js'

export interface HttpOptions {
  /** Attempts after the first for transient failures (5xx, timeouts, resets). */
  readonly retries?: number
  /** First back-off between retries; doubles each time. */
  readonly retryBaseMs?: number
  /** How long a unary request may take before it counts as a (transient) timeout. */
  readonly requestTimeoutMs?: number
  /** How long a watch stream may stay silent before we drop and reopen it. */
  readonly streamIdleMs?: number
  /**
   * When a 500 is permanent: the same request answered with the very same 500 this many times
   * in a row, over at least this long (retries of the callers included).
   */
  readonly permanentAfter?: { readonly answers: number; readonly ms: number }
  readonly sleep?: Sleep
  readonly clock?: Clock
  /** One line per retried request. */
  readonly onRetry?: (message: string) => void
}

export type Query = Record<string, string | undefined>

export interface RequestContext extends ErrorContext {
  /** The app's namespace, for an app other than the connection's own (a child in another namespace). */
  readonly appNamespace?: string | undefined
  readonly timeoutMs?: number
  /** For a stream: how long it may stay silent (headers included) instead of `streamIdleMs`. */
  readonly idleMs?: number
  readonly retries?: number
  readonly signal?: AbortSignal
}

const USER_AGENT = `gitops-release/${VERSION}`

/**
 * Argo CD answers some permanent faults with 500 (a plain Go error is gRPC Unknown): the
 * destination's cluster config ("error getting application cluster config"), invalid sync
 * windows, a tree cache miss behind error conditions. The same 500, word for word, five times
 * over 30 s is one of those; a Redis or repo-server restart is over sooner, or says otherwise.
 */
export const PERMANENT_500 = { answers: 5, ms: 30_000 }

/**
 * Refused connections a run that Argo CD never answered rides out before it gives up: the
 * first read's back-off (half a second, then one, then two), for an API server coming up, not
 * the whole wait.
 */
export const REFUSED_ATTEMPTS = 4

/**
 * The HTTP layer of the Argo CD client: Bearer auth, TLS for private PKI, proxies from the
 * environment, and retries of what is transient. Everything above it sees parsed JSON or an
 * {@link ArgoCdError} that already says what to fix. Requests go through undici (transport.ts).
 */
export class ArgoCdHttp {
  private readonly transport: Transport
  private readonly sleep: Sleep
  private readonly clock: Clock
  /** The last 500 of each request (by `what`) while it repeats: its words, how often, since when. */
  private readonly serverErrors = new Map<string, { message: string; count: number; since: number }>()
  /** Whether Argo CD answered anything yet: a refused connection after that is a restart. */
  private answered = false
  /** Refused connections before the first answer. */
  private refusals = 0

  constructor(
    private readonly connection: ArgoCdConnection,
    private readonly options: HttpOptions = {}
  ) {
    this.transport = createTransport(connection)
    this.sleep = options.sleep ?? realSleep
    this.clock = options.clock ?? realClock
  }

  async getJson<T>(path: string, query: Query, context: RequestContext): Promise<T> {
    const retries = context.retries ?? this.options.retries ?? 3
    for (let attempt = 0; ; attempt++) {
      try {
        const value = parseJson<T>(await this.getText(path, query, context), context.what)
        this.serverErrors.delete(context.what)
        return value
      } catch (error) {
        const permanent = this.repeated(context.what, error)
        if (permanent) throw permanent
        if (!isTransient(error) || attempt >= retries || context.signal?.aborted) throw error
        const delay = backoff(attempt + 1, this.options.retryBaseMs ?? 500, 8000)
        this.options.onRetry?.(`${messageOf(error)}; retrying in ${Math.round(delay / 100) / 10}s`)
        await this.sleep(delay, context.signal)
      }
    }
  }

  /**
   * Opens a stream and returns its body once Argo CD answered 200. The body is iterated by the
   * caller; a drop surfaces as a transient {@link ArgoCdError} from the iteration.
   */
  async openStream(path: string, query: Query, context: RequestContext): Promise<AsyncIterable<Uint8Array>> {
    const response = await this.send(path, query, context, context.idleMs ?? this.options.streamIdleMs ?? 300_000)
    const type = response.header('content-type') ?? ''
    if (response.status !== 200 || /html/i.test(type)) {
      const text = await response.text().catch(() => '')
      throw notTheApi(answerOf(response, text), `GET ${path}`) ?? errorFromResponse(response.status, text, context)
    }
    if (type !== '' && !type.includes('json')) {
      await response.dump()
      // A proxy page or SSE where NDJSON was expected: streaming is not usable through this path.
      throw new ArgoCdError(`${context.what} answered ${type}, not a JSON stream`, 200, false)
    }
    return guardBody(response.body, context.what)
  }

  async close(): Promise<void> {
    await this.transport.close()
  }

  /**
   * Counts a request's 500s while they repeat word for word; once they are many and old enough,
   * the error to give up with: the server's own message, and why it is taken for permanent.
   */
  private repeated(what: string, error: unknown): ArgoCdPermanentError | undefined {
    if (!(error instanceof ArgoCdError) || error.status !== 500) {
      this.serverErrors.delete(what)
      return undefined
    }
    const now = this.clock()
    const last = this.serverErrors.get(what)
    const run =
      last?.message === error.message
        ? { ...last, count: last.count + 1 }
        : { message: error.message, count: 1, since: now }
    this.serverErrors.set(what, run)
    const { answers, ms } = this.options.permanentAfter ?? PERMANENT_500
    if (run.count < answers || now - run.since < ms) return undefined
    const over = Math.round((now - run.since) / 1000)
    return new ArgoCdPermanentError(
      `${error.message}; Argo CD gave that answer ${run.count} times in a row over ${over}s, so waiting will not cure it.`,
      500,
      false,
      { cause: error }
    )
  }

  /**
   * Ours, then `argocd-headers`. When those carry an Authorization header (a proxy that takes
   * it), the Argo CD token goes in `Grpc-Metadata-Token`: grpc-gateway hands it to the API server
   * as the `token` metadata, which Argo CD's `getToken` reads before anything else. Argo CD takes
   * the first token it finds and never falls back, so a cookie would lose to a JWT-shaped proxy
   * token in Authorization; with the metadata set, neither is read.
   */
  private headers(): Record<string, string> {
    const { token } = this.connection
    const extra = this.connection.headers ?? []
    const proxyAuth = extra.some(([name]) => name.toLowerCase() === 'authorization')
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': USER_AGENT }
    if (proxyAuth) headers['grpc-metadata-token'] = token
    else headers['authorization'] = `Bearer ${token}`
    const cookies: string[] = []
    for (const [name, value] of extra) {
      const key = name.toLowerCase()
      if (key === 'cookie') cookies.push(value)
      else headers[key] = headers[key] === undefined || key === 'user-agent' ? value : `${headers[key]}, ${value}`
    }
    if (cookies.length > 0) headers['cookie'] = cookies.join('; ')
    return headers
  }

  private async getText(path: string, query: Query, context: RequestContext): Promise<string> {
    const timeoutMs = context.timeoutMs ?? this.options.requestTimeoutMs ?? 30_000
    // Our own timer: undici's timeouts tick in whole seconds, too coarse for short budgets.
    const timer = new AbortController()
    const onAbort = (): void => timer.abort(context.signal?.reason)
    context.signal?.addEventListener('abort', onAbort, { once: true })
    const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${timeoutMs / 1000}s`)), timeoutMs)
    try {
      const response = await this.send(path, query, { ...context, signal: timer.signal }, timeoutMs + 1000)
      const text = await response.text()
      const login = notTheApi(answerOf(response, text), `GET ${path}`)
      if (login) throw login
      if (response.status >= 200 && response.status < 300) return text
      throw errorFromResponse(response.status, text, context)
    } catch (error) {
      if (timer.signal.aborted && !context.signal?.aborted) throw networkError(context.what, timer.signal.reason)
      if (error instanceof ArgoCdError) throw error
      throw networkError(context.what, error)
    } finally {
      clearTimeout(timeout)
      context.signal?.removeEventListener('abort', onAbort)
    }
  }

  private async send(path: string, query: Query, context: RequestContext, idleMs: number): Promise<Answer> {
    const url = new URL(`${this.connection.serverUrl}${path}`)
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v)
    const appNamespace = context.appNamespace ?? this.connection.appNamespace
    if (appNamespace !== undefined) url.searchParams.set('appNamespace', appNamespace)
    try {
      const answer = await this.transport.get(url, {
        headers: this.headers(),
        idleMs,
        ...(context.signal ? { signal: context.signal } : {})
      })
      this.answered = true
      return answer
    } catch (error) {
      const refused = connectFailure(error)?.kind === 'refused' && !this.answered
      if (refused) this.refusals++
      throw networkError(context.what, error, {
        server: this.connection.serverUrl,
        refusedIsFinal: refused && this.refusals >= REFUSED_ATTEMPTS
      })
    }
  }
}

/** What the HTML check needs of an answer. */
function answerOf(response: Answer, text: string): Parameters<typeof notTheApi>[0] {
  return {
    status: response.status,
    contentType: response.header('content-type') ?? '',
    body: text.slice(0, 2000),
    location: response.header('location')?.split(', ')[0]
  }
}

function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T
  } catch {
    // A login page from an SSO proxy in front of Argo CD answers 200 with HTML.
    throw new ArgoCdError(
      `${what} answered something that is not JSON (${JSON.stringify(text.slice(0, 60))}…): is a proxy in the way? Check 'argocd-server'.`,
      200,
      false
    )
  }
}

/** Iteration errors (resets, idle timeouts) become transient ArgoCdErrors the caller can reconnect on. */
async function* guardBody(body: AsyncIterable<unknown>, what: string): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of body) yield chunk as Uint8Array
  } catch (error) {
    throw networkError(`${what} (stream)`, error)
  }
}
