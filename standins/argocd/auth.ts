import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { invalidSession, noSession, type ApiError } from './errors.js'
import type { RequestLogEntry } from './types.js'

/** What a token may read: `applications, get` on all apps or on the named ones. */
export interface TokenGrant {
  apps: '*' | string[]
}

export type AuthResult = { ok: true; grant: TokenGrant } | { ok: false; error: ApiError }

/** A JWT-shaped token (three dot-separated parts), which is all Argo CD checks before verifying it. */
function newToken(subject: string): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'argocd', sub: subject, jti: randomBytes(8).toString('hex') })}.${randomBytes(24).toString('base64url')}`
}

const jwtShaped = (token: string): boolean => token.split('.').length === 3

/**
 * Argo CD's token lookup (server.go `getToken`): gRPC metadata `token` first, then
 * `Authorization: Bearer <jwt>` (case-sensitive prefix, JWT-shaped or ignored), then the
 * `argocd.token` cookie (possibly split into argocd.token-1, -2, ...).
 */
export function findToken(headers: IncomingHttpHeaders): { token?: string; source: RequestLogEntry['auth'] } {
  const metadata = headers['grpc-metadata-token']
  if (typeof metadata === 'string' && metadata !== '') return { token: metadata, source: 'grpc-metadata' }
  const authorization = headers.authorization
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice('Bearer '.length)
    if (jwtShaped(token)) return { token, source: 'bearer' }
  }
  const cookies = new Map(
    (headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .filter((kv): kv is [string, string] => kv.length >= 2 && kv[0] !== undefined)
      .map(([k, ...v]) => [k, v.join('=')])
  )
  let cookie = cookies.get('argocd.token')
  for (let i = 1; cookie !== undefined && cookies.has(`argocd.token-${i}`); i++)
    cookie += cookies.get(`argocd.token-${i}`)
  if (cookie && jwtShaped(cookie)) return { token: cookie, source: 'cookie' }
  return { source: 'none' }
}

export class Tokens {
  private readonly grants = new Map<string, TokenGrant>()

  /** `anonymous`: users.anonymous.enabled with this grant; a missing or bad token then still gets in. */
  constructor(private readonly anonymous?: TokenGrant) {}

  issue(grant: TokenGrant, subject = 'admin'): string {
    const token = newToken(subject)
    this.grants.set(token, grant)
    return token
  }

  revoke(token: string): void {
    this.grants.delete(token)
  }

  authenticate(headers: IncomingHttpHeaders): AuthResult & { source: RequestLogEntry['auth'] } {
    const { token, source } = findToken(headers)
    const grant = token === undefined ? undefined : this.grants.get(token)
    if (grant) return { ok: true, grant, source }
    if (this.anonymous) return { ok: true, grant: this.anonymous, source }
    return {
      ok: false,
      error: token === undefined ? noSession() : invalidSession('token signature is invalid'),
      source
    }
  }
}

export function mayGet(grant: TokenGrant, app: string): boolean {
  return grant.apps === '*' || grant.apps.includes(app)
}
