/**
 * Argo CD's answers turned into errors a user can act on. Argo CD does not tell a missing app
 * from a forbidden one (both are 403, so nobody can probe for app names), so neither do we.
 */
import { connectFailure } from '../connect-failure.js'

/** Any answer we could not use. `transient` ones are worth asking again. */
export class ArgoCdError extends Error {
  override name = 'ArgoCdError'
  constructor(
    message: string,
    /** HTTP status, or undefined for network failures and timeouts. */
    readonly status: number | undefined,
    readonly transient: boolean,
    options?: { cause?: unknown }
  ) {
    super(message, options)
  }
}

/** 401, or 403: retrying cannot help; the token or the app name must change. */
export class ArgoCdAuthError extends ArgoCdError {
  override name = 'ArgoCdAuthError'
}

/**
 * A 500 that Argo CD gave again and again, word for word: one of its permanent faults (a cluster
 * it cannot configure, a cache miss behind error conditions) rather than a passing one.
 */
export class ArgoCdPermanentError extends ArgoCdError {
  override name = 'ArgoCdPermanentError'
}

/**
 * Statuses that a proxy, a restarting API server or a slow repo-server produce for a while (524:
 * Cloudflare's timeout waiting for the origin).
 */
const TRANSIENT = new Set([408, 429, 500, 502, 503, 504, 524])

export interface ErrorContext {
  /** `GET /api/v1/applications/todo` (no query string: it may carry names we escape elsewhere). */
  readonly what: string
  /** The application, for the 403 message. */
  readonly app?: string
}

/** The error for a non-2xx answer; `body` is the raw text (JSON `{error,code,message}` or plain text). */
export function errorFromResponse(status: number, body: string, context: ErrorContext): ArgoCdError {
  const said = argoMessage(body)
  if (status === 401) {
    return new ArgoCdAuthError(
      `Argo CD rejected the token: token invalid or expired (401${said ? `: ${said}` : ''}). ` +
        `Pass a valid API token in 'argocd-token' (or ARGOCD_AUTH_TOKEN); it must be a JWT, e.g. from 'argocd account generate-token'.`,
      401,
      false
    )
  }
  if (status === 403) {
    const app = context.app === undefined ? 'the app' : `app ${JSON.stringify(context.app)}`
    return new ArgoCdAuthError(
      `Argo CD answered 403 for ${app}: app missing or token lacks access (Argo CD does not say which). ` +
        `Check the app name (and 'argocd-app-namespace' for apps outside the argocd namespace) and that the token's role allows 'applications, get'.`,
      403,
      false
    )
  }
  const detail = said || `HTTP ${status}`
  return new ArgoCdError(`${context.what} failed: ${detail} (HTTP ${status})`, status, TRANSIENT.has(status))
}

/** The `message` of a grpc-gateway error body (unary or stream form), else the first line of text. */
export function argoMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
    const error = parsed.error as { message?: unknown } | string | undefined
    if (typeof error === 'string') return error
    if (error && typeof error.message === 'string') return error.message
  } catch {
    // Not JSON: grpc-gateway's plain-text 404, or a proxy's HTML page.
  }
  const line = body.trim().split('\n')[0] ?? ''
  return /<html|<!doctype/i.test(body) ? '' : line.slice(0, 200)
}

/** A server name that does not resolve or a certificate we cannot trust: fixed in the settings, not by waiting. */
export class ArgoCdConnectError extends ArgoCdError {
  override name = 'ArgoCdConnectError'
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS|ERR_SSL/

/**
 * How a connection to the server failed, for {@link networkError}: `server` is the address
 * tried; `refusedIsFinal` says a refused connection ends the wait (the server never answered
 * this run and was refused enough times), where otherwise it is a restart to ride out.
 */
export interface ConnectContext {
  readonly server: string
  readonly refusedIsFinal: boolean
}

/**
 * Network failures and timeouts: the request may well succeed if sent again, unless the address
 * cannot work (a host name that does not resolve, a port fetch never uses), TLS said no, or
 * nothing listened there on any attempt of a run the server never answered; those are
 * ArgoCdConnectError, naming the address and the input that holds it.
 */
export function networkError(what: string, error: unknown, connect?: ConnectContext): ArgoCdError {
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause)
  const reason = error instanceof Error ? error.message : String(error)
  const text = `${what} failed: ${code && !reason.includes(code) ? `${code}: ` : ''}${reason}`
  const failure = connectFailure(error)
  if (failure !== undefined && connect !== undefined) {
    const said = `${what} failed: cannot reach Argo CD at ${connect.server}: ${failure.reason}`
    if (failure.kind === 'unreachable' || connect.refusedIsFinal)
      return new ArgoCdConnectError(
        `${said}. Check 'argocd-server' (or ARGOCD_SERVER): the Argo CD API server as https://host[:port], reachable from the runner.`,
        undefined,
        false,
        { cause: error }
      )
    return new ArgoCdError(said, undefined, true, { cause: error })
  }
  if (code === 'ENOTFOUND') {
    return new ArgoCdConnectError(`${text}. Check 'argocd-server' (or ARGOCD_SERVER).`, undefined, false, {
      cause: error
    })
  }
  if (code !== undefined && TLS_CODES.test(code)) {
    return new ArgoCdConnectError(
      `${text}. For a server behind a private CA pass its certificate in 'ca-cert' (or --ca-cert); 'insecure' skips verification.`,
      undefined,
      false,
      { cause: error }
    )
  }
  return new ArgoCdError(text, undefined, true, { cause: error })
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export function isTransient(error: unknown): boolean {
  return error instanceof ArgoCdError && error.transient
}
