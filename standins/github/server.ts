// The HTTP front: auth, injected faults, latency, request log and GitHub's common headers,
// then dispatch to the route handlers.
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { InstallationTokens, verifyJwt } from './apps.js'
import { downloadReply } from './attestations.js'
import { graphql } from './graphql.js'
import { HttpError, errorBody, notFound, type Reply } from './http.js'
import type { RequestValidator } from './openapi.js'
import { matchRoute, type AppRoute, type Match, type Route } from './router.js'
import type { AppState, GitHubState } from './state.js'

export type Permission = 'read' | 'write'

export interface TokenGrant {
  permission: Permission
  /** The account the token acts as; default github-actions[bot]. */
  login?: string
}

/** What a token may do, as the server checks it on every request. */
export interface Grant {
  permission: Permission
  login: string
  /** Installation tokens: the App they act for, when they stop working, which one they are. */
  app?: AppState
  expiresAt?: number
  serial?: number
  /** Installation tokens minted for some repositories only (lower-case full names). */
  repos?: Set<string> | undefined
}

/** A failure to inject in place of the next matching request(s). */
export interface Fault {
  /** HTTP method to match; any if absent. */
  method?: string
  /** Path to match (without query): a RegExp, or an exact string. Any if absent. */
  path?: RegExp | string
  /** Query parameters the request must carry with these values (e.g. `{ ref: sha }`); others are ignored. */
  query?: Record<string, string>
  /** How many matching requests fail; default 1. Use Infinity for "always". */
  times?: number
  /** Status for a plain fault; default 500. */
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /**
   * Shapes GitHub really sends: `secondary-rate-limit` (403 + retry-after),
   * `rate-limit` (403 with x-ratelimit-remaining: 0), `reset` (socket dropped, no answer).
   * Answers that go wrong on the way, after GitHub did the work: `cut` (the real answer's
   * body cut off half-way, HTTP-complete), `empty` (its status with an empty body), `lost`
   * (the socket dropped instead of the answer). `hang`: no answer ever, nothing done.
   */
  kind?: 'secondary-rate-limit' | 'rate-limit' | 'reset' | 'cut' | 'empty' | 'lost' | 'hang'
}

/** One request as the tests see it. The token itself is never recorded. */
export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  /** What the client said it is (`user-agent`). */
  userAgent: string
  /** 0 when a `reset` fault dropped the connection without an answer. */
  status: number
  /** "METHOD /template" of the matched route, e.g. "GET /repos/{owner}/{repo}/pulls". */
  route?: string
  auth: 'missing' | 'valid' | 'invalid' | 'expired'
  /** What authenticated it: a plain token, an App's JWT, or installation token number `tokenSerial`. */
  credential?: 'token' | 'jwt' | 'installation'
  tokenSerial?: number
  actor?: string
  fault?: boolean
  /** Message of an unexpected exception (the request answered 500). */
  error?: string
}

/** What beforeRequest sees: the request after its body was read, before anything else. */
export type PendingRequest = Pick<LoggedRequest, 'method' | 'path' | 'query' | 'body' | 'userAgent'>

export interface ServerControls {
  faults: Fault[]
  latencyMs: number
  beforeRequest: ((req: PendingRequest) => void | Promise<void>) | undefined
  requests: LoggedRequest[]
}

const RATE_LIMIT = 5000
const GRAPHQL_DOCS = 'https://docs.github.com/graphql'
const SECONDARY_DOCS =
  'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits'

export class RequestHandler {
  private readonly used = new Map<string, number>()
  private readonly resetAt = Math.floor(Date.now() / 1000) + 3600
  readonly installationTokens: InstallationTokens

  constructor(
    private readonly world: GitHubState,
    private readonly routes: readonly Route[],
    private readonly tokens: Map<string, Grant>,
    private readonly controls: ServerControls,
    private readonly validator: RequestValidator | undefined
  ) {
    this.installationTokens = new InstallationTokens(tokens)
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.world.apiUrl)
    const method = (req.method ?? 'GET').toUpperCase()
    const raw = await readBody(req)
    const entry: LoggedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: parseJson(raw),
      userAgent: req.headers['user-agent'] ?? '',
      status: 0,
      auth: 'missing'
    }
    const headers: Record<string, string> = { 'x-github-request-id': requestId() }
    try {
      if (this.controls.latencyMs > 0) await sleep(this.controls.latencyMs)
      await this.controls.beforeRequest?.({
        method,
        path: entry.path,
        query: entry.query,
        body: entry.body,
        userAgent: entry.userAgent
      })
      const fault = this.takeFault(method, url.pathname, entry.query)
      if (fault) entry.fault = true
      if (fault?.kind === 'reset' || fault?.kind === 'hang') {
        this.controls.requests.push(entry)
        // A hung request stays open until the client gives up or close() drops every connection.
        if (fault.kind === 'reset') req.socket.destroy()
        return
      }
      const afterWork = fault?.kind === 'cut' || fault?.kind === 'empty' || fault?.kind === 'lost'
      const reply =
        fault && !afterWork
          ? faultReply(fault, headers['x-github-request-id']!)
          : await this.dispatch(req, url, method, raw, entry, headers)
      if (fault?.kind === 'lost') {
        this.controls.requests.push(entry)
        req.socket.destroy()
        return
      }
      if (fault?.kind === 'cut' || fault?.kind === 'empty') {
        const whole = reply.body === undefined ? '' : JSON.stringify(reply.body)
        const kept = fault.kind === 'cut' ? whole.slice(0, Math.floor(whole.length / 2)) : ''
        send(res, entry, { ...reply, body: Buffer.from(kept) }, headers)
      } else {
        send(res, entry, reply, headers, method === 'GET' ? String(req.headers['if-none-match'] ?? '') : undefined)
      }
    } catch (err) {
      const reply =
        err instanceof HttpError
          ? { status: err.status, body: err.body, headers: err.headers }
          : internalError(err, entry)
      send(res, entry, reply, headers)
    }
    this.controls.requests.push(entry)
  }

  private async dispatch(
    req: IncomingMessage,
    url: URL,
    method: string,
    raw: string,
    entry: LoggedRequest,
    headers: Record<string, string>
  ): Promise<Reply> {
    const download = method === 'GET' ? downloadReply(this.world, url.pathname) : undefined
    if (download) return download
    const match = matchRoute(this.routes, method, url.pathname)
    if (match) entry.route = `${match.route.method} ${match.route.path}`
    if (match?.route.kind === 'app') return this.dispatchApp(req, { ...match, route: match.route }, raw, entry)
    const grant = this.authenticate(req, entry, headers)
    if (method === 'POST' && url.pathname === '/graphql') {
      entry.route = 'POST /graphql'
      if (grant.permission !== 'write') {
        throw new HttpError(403, errorBody(403, 'Resource not accessible by integration', GRAPHQL_DOCS))
      }
      return graphql(this.world, entry.body, this.world.account(grant.login))
    }
    if (!match) throw notFound()
    if (method !== 'GET' && grant.permission !== 'write') {
      throw new HttpError(403, errorBody(403, 'Resource not accessible by integration', match.route.docs))
    }
    const repo = this.world.repo(`${match.params['owner']}/${match.params['repo']}`)
    // A token minted for some repositories sees no others, as if they did not exist.
    if (!repo || (grant.repos && !grant.repos.has(repo.fullName.toLowerCase()))) throw notFound(match.route.docs)
    const body = this.checkedBody(method, match.route, raw, entry)
    return match.route.handler({
      world: this.world,
      repo,
      params: match.params,
      url,
      body,
      actor: this.world.account(grant.login),
      app: grant.app,
      accept: String(req.headers['accept'] ?? ''),
      docs: match.route.docs
    })
  }

  /** App endpoints take the App's JWT, never a token. */
  private async dispatchApp(
    req: IncomingMessage,
    match: Match & { route: AppRoute },
    raw: string,
    entry: LoggedRequest
  ): Promise<Reply> {
    if (req.headers['authorization'] !== undefined) entry.auth = 'invalid'
    const app = verifyJwt(this.world, req.headers['authorization'])
    Object.assign(entry, { auth: 'valid', credential: 'jwt', actor: app.slug })
    return match.route.handler({
      world: this.world,
      app,
      tokens: this.installationTokens,
      params: match.params,
      body: this.checkedBody(entry.method, match.route, raw, entry),
      docs: match.route.docs
    })
  }

  /** The parsed body after GitHub's checks: JSON, and valid against the operation's request schema. */
  private checkedBody(method: string, route: Route, raw: string, entry: LoggedRequest): unknown {
    if (raw !== '' && entry.body === undefined) {
      throw new HttpError(400, errorBody(400, 'Problems parsing JSON', route.docs))
    }
    const body = method === 'GET' ? undefined : (entry.body ?? {})
    const invalid = body === undefined ? undefined : this.validator?.check(method, route.path, body)
    if (invalid) throw new HttpError(422, errorBody(422, invalid, route.docs))
    return body
  }

  /** 401 for a missing or unknown token; otherwise the token's grant, counted against its rate limit. */
  private authenticate(req: IncomingMessage, entry: LoggedRequest, headers: Record<string, string>): Grant {
    const token = /^(?:bearer|token)\s+(\S+)\s*$/i.exec(String(req.headers['authorization'] ?? ''))?.[1]
    let grant = token === undefined ? undefined : this.tokens.get(token)
    if (req.headers['authorization'] !== undefined) entry.auth = grant ? 'valid' : 'invalid'
    // An expired installation token gets exactly what an unknown one gets.
    if (grant?.expiresAt !== undefined && Date.now() >= grant.expiresAt) {
      entry.auth = 'expired'
      grant = undefined
    }
    if (!grant || token === undefined) {
      throw new HttpError(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401'
      })
    }
    const used = (this.used.get(token) ?? 0) + 1
    this.used.set(token, used)
    Object.assign(headers, {
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT - used)),
      'x-ratelimit-reset': String(this.resetAt),
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': 'core'
    })
    entry.actor = grant.login
    entry.credential = grant.app ? 'installation' : 'token'
    if (grant.serial !== undefined) entry.tokenSerial = grant.serial
    return grant
  }

  private takeFault(method: string, path: string, query: Record<string, string>): Fault | undefined {
    const i = this.controls.faults.findIndex(
      (f) =>
        (f.times ?? 1) > 0 &&
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.path === undefined || (typeof f.path === 'string' ? f.path === path : f.path.test(path))) &&
        Object.entries(f.query ?? {}).every(([name, value]) => query[name] === value)
    )
    if (i < 0) return undefined
    const fault = this.controls.faults[i]!
    fault.times = (fault.times ?? 1) - 1
    if (fault.times <= 0) this.controls.faults.splice(i, 1)
    return fault
  }
}

function faultReply(f: Fault, requestId: string): Reply {
  if (f.kind === 'secondary-rate-limit') {
    const message =
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
      `If you reach out to GitHub Support for help, please include the request ID ${requestId}.`
    return {
      status: 403,
      body: { message, documentation_url: SECONDARY_DOCS, status: '403' },
      headers: { 'retry-after': '1', ...f.headers }
    }
  }
  if (f.kind === 'rate-limit') {
    const reset = String(Math.floor(Date.now() / 1000) + 1)
    return {
      status: 403,
      body: {
        message: 'API rate limit exceeded for installation ID 1.',
        documentation_url: SECONDARY_DOCS,
        status: '403'
      },
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': reset,
        'x-ratelimit-limit': String(RATE_LIMIT),
        ...f.headers
      }
    }
  }
  const status = f.status ?? 500
  return {
    status,
    body: f.body ?? errorBody(status, status >= 500 ? 'Server Error' : 'Injected fault'),
    headers: f.headers ?? {}
  }
}

function internalError(err: unknown, entry: LoggedRequest): Reply {
  entry.error = err instanceof Error ? (err.stack ?? err.message) : String(err)
  return { status: 500, body: errorBody(500, 'Server Error') }
}

/**
 * GitHub answers GETs with an ETag and a conditional GET whose If-None-Match still matches with
 * 304 and no body (which does not count against the rate limit): clients that poll use it.
 */
function send(
  res: ServerResponse,
  entry: LoggedRequest,
  reply: Reply,
  common: Record<string, string>,
  ifNoneMatch?: string
): void {
  const raw = Buffer.isBuffer(reply.body)
  let payload: string | Buffer =
    reply.body === undefined ? '' : raw ? (reply.body as Buffer) : JSON.stringify(reply.body)
  let status = reply.status
  const extra: Record<string, string> = {}
  if (ifNoneMatch !== undefined && status === 200) {
    extra['etag'] = `W/"${createHash('sha256').update(payload).digest('hex')}"`
    if (ifNoneMatch === extra['etag']) {
      status = 304
      payload = ''
    }
  }
  entry.status = status
  res.writeHead(status, {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'x-github-media-type': 'github.v3; format=json',
    'x-github-api-version-selected': '2022-11-28',
    ...common,
    ...reply.headers
  })
  res.end(payload)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

function requestId(): string {
  const hex = (n: number): string => randomBytes(n).toString('hex').toUpperCase()
  return `${hex(2)}:${hex(2)}:${hex(3)}:${hex(3)}:${hex(4)}`
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))
