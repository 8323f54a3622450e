import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { findToken, type Tokens } from './auth.js'
import { ApiError, GRPC } from './errors.js'
import type { Faults, ServerErrorStatus } from './faults.js'
import { type AuthProxy, gatewayPage, proxyRefuses } from './proxy.js'
import { acceptsGzip, type RouteContext, ROUTES, wantsSse } from './routes.js'
import { StreamHub } from './streams.js'
import type { RequestLogEntry } from './types.js'

export interface HttpOptions {
  gzip: boolean
  tokens: Tokens
  faults: Faults
  log: RequestLogEntry[]
  /** Opt-in: an authenticating proxy in front of the API. */
  proxy?: AuthProxy | undefined
}

/**
 * The HTTP side of the stand-in: request log, injected faults, routing, authentication and
 * grpc-gateway's answer formats. Returns the `request` listener for node:http.
 */
export function httpHandler(
  ctx: RouteContext,
  options: HttpOptions
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(ctx, options, req, res).catch((error: unknown) => {
      // Only a broken connection gets here; every API error is answered in handle().
      if (!res.headersSent) unary(req, res, options, 500, new ApiError(GRPC.Unknown, String(error)).unaryBody())
      else res.destroy()
    })
  }
}

async function handle(
  ctx: RouteContext,
  options: HttpOptions,
  req: IncomingMessage,
  res: ServerResponse
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const entry: RequestLogEntry = {
    method: req.method ?? '',
    path: url.pathname,
    query: loggedQuery(url.searchParams),
    status: 0,
    auth: findToken(req.headers).source
  }
  options.log.push(entry)
  res.on('close', () => {
    entry.status = res.headersSent ? res.statusCode : 0
  })
  const abort = new AbortController()
  res.on('close', () => abort.abort())

  if (proxyRefuses(options.proxy, req, res)) return
  const delay = options.faults.delayFor(url.pathname)
  if (delay > 0) await sleep(delay)
  const injected = options.faults.takeError(url.pathname)
  if (injected) return answerFault(req, res, options, injected.status, injected.message)

  const route = ROUTES.find((r) => r.pattern.test(url.pathname))
  if (!route) return notFound(res, url.pathname)
  if (req.method !== 'GET') return plain(res, 405, 'Method Not Allowed\n')
  const params = { name: decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? '') }
  if (route.stream && options.faults.streamProxy === 'bad-gateway') return answerFault(req, res, options, 502)

  try {
    const precheck = route.precheck?.(url.searchParams)
    if (precheck) throw precheck
    const auth = options.tokens.authenticate(req.headers)
    if (!auth.ok) {
      if (route.stream) return StreamHub.refuse(res, wantsSse(req), auth.error)
      throw auth.error
    }
    const body = await route.handle(ctx, {
      req,
      res,
      query: url.searchParams,
      params,
      grant: auth.grant,
      signal: abort.signal
    })
    if (!route.stream && !res.writableEnded && !abort.signal.aborted)
      unary(req, res, options, 200, JSON.stringify(body))
  } catch (error) {
    if (abort.signal.aborted) return
    const apiError = error instanceof ApiError ? error : new ApiError(GRPC.Unknown, (error as Error).message)
    unary(req, res, options, apiError.httpStatus, apiError.unaryBody())
  }
}

/** A unary answer: JSON with no trailing newline, gzip when the client accepts it (not for SSE). */
function unary(req: IncomingMessage, res: ServerResponse, options: HttpOptions, status: number, body: string): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'grpc-metadata-content-type': 'application/grpc'
  }
  let payload: Buffer = Buffer.from(body)
  if (options.gzip && acceptsGzip(req) && !wantsSse(req)) {
    payload = gzipSync(payload)
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(payload.length)
  res.writeHead(status, headers)
  res.end(payload)
}

function plain(res: ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'x-content-type-options': 'nosniff' })
  res.end(text)
}

/** grpc-gateway's plain-text 404 under /api/; anything else is the web UI's index.html. */
function notFound(res: ServerResponse, path: string): void {
  if (path === '/api' || path.startsWith('/api/')) return plain(res, 404, 'Not Found\n')
  plain(
    res,
    200,
    '<!doctype html><html><head><title>Argo CD</title></head><body><div id="app"></div></body></html>',
    'text/html; charset=utf-8'
  )
}

/**
 * An injected failure: a proxy's HTML for 502/504, grpc-gateway JSON for 500/503 (a 500 with a
 * message is a plain Go error from the server, gRPC Unknown).
 */
function answerFault(
  req: IncomingMessage,
  res: ServerResponse,
  options: HttpOptions,
  status: ServerErrorStatus,
  message?: string
): void {
  if (status === 502 || status === 504) return plain(res, status, gatewayPage(status), 'text/html')
  const error =
    status === 503
      ? new ApiError(GRPC.Unavailable, message ?? 'transport is closing')
      : message === undefined
        ? new ApiError(GRPC.Internal, 'injected internal error')
        : new ApiError(GRPC.Unknown, message)
  unary(req, res, options, status, error.unaryBody())
}

/** The query as logged: repeated keys become arrays; anything that looks like a credential is masked. */
function loggedQuery(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key).map((v) => (/token|password|secret/i.test(key) ? '[redacted]' : v))
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}
