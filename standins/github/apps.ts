// GitHub Apps: a test registers an App with its public key; the App proves itself with an RS256
// JWT, finds its installation on a repository and mints installation tokens that expire. What
// those tokens then do belongs to the App's bot (`<slug>[bot]`), and check runs to the App.
import { createPublicKey, randomBytes, verify, type KeyObject } from 'node:crypto'
import { HttpError, created, errorBody, notFound, ok, unprocessable, type Reply } from './http.js'
import { appRoute, type AppRouteContext } from './router.js'
import type { Grant } from './server.js'
import { repository, simpleUser } from './shapes.js'
import { nodeId, type AppState, type GitHubState, type RepoState } from './state.js'

export interface AppRegistration {
  /** The App ID, the JWT's `iss`. */
  id: number
  /** URL name; its bot account is `<slug>[bot]`. */
  slug: string
  /** PEM (SPKI or PKCS#1) or a KeyObject: the public half of the key the App signs its JWTs with. */
  publicKey: string | KeyObject
  /** Accepted as `iss` too, as GitHub does; default `Iv23` + the id. */
  clientId?: string
  name?: string
  /** Owners the App is installed on; default every owner. */
  installedOn?: string[]
  /** Lifetime of its installation tokens; default one hour, as on GitHub. */
  tokenLifetimeMs?: number
  /** `read` tokens may only GET. Default `write`. */
  permission?: 'read' | 'write'
}

/** One installation token as tests see it (the token itself stays in the server). */
export interface IssuedToken {
  /** 1 for the first token the stand-in minted, 2 for the next... */
  serial: number
  appId: number
  installationId: number
  issuedAt: number
  expiresAt: number
}

/** GitHub's longest JWT lifetime: `exp` at most ten minutes ahead. */
const MAX_JWT_SECONDS = 600
const HOUR_MS = 3_600_000
/** What the stand-in's Apps may do, in GitHub's `app-permissions` words. */
const PERMISSIONS = ['checks', 'contents', 'deployments', 'issues', 'metadata', 'pull_requests'] as const

export function registerApp(world: GitHubState, reg: AppRegistration): AppState {
  if (world.apps.has(reg.id)) throw new Error(`App ${reg.id} is already registered`)
  const app: AppState = {
    id: reg.id,
    slug: reg.slug,
    name: reg.name ?? reg.slug,
    clientId: reg.clientId ?? `Iv23${reg.id}`,
    publicKey: typeof reg.publicKey === 'string' ? createPublicKey(reg.publicKey) : reg.publicKey,
    installedOn: reg.installedOn && new Set(reg.installedOn.map((o) => o.toLowerCase())),
    tokenLifetimeMs: reg.tokenLifetimeMs ?? HOUR_MS,
    permission: reg.permission ?? 'write',
    createdAt: world.now(),
    installations: new Map()
  }
  world.apps.set(app.id, app)
  return app
}

/** GitHub's 401 for a JWT it will not take; auth-app recognises the clock-skew messages. */
const jwtError = (message: string): HttpError => new HttpError(401, errorBody(401, message))
const UNDECODABLE = 'A JSON web token could not be decoded'

/**
 * The App a `Bearer <JWT>` proves, checked as GitHub documents: RS256, signed by the key of the
 * App named in `iss` (its ID or client ID), issued in the past, expiring in the future but no
 * more than ten minutes ahead.
 */
export function verifyJwt(world: GitHubState, authorization: string | undefined, nowMs = Date.now()): AppState {
  const jwt = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  const parts = jwt?.split('.')
  if (!parts || parts.length !== 3) throw jwtError(UNDECODABLE)
  const [head, body, signature] = parts as [string, string, string]
  const header = decodeSegment(head)
  const claims = decodeSegment(body)
  if (header?.['alg'] !== 'RS256' || !claims) throw jwtError(UNDECODABLE)
  const iss = claims['iss']
  const app = [...world.apps.values()].find((a) => String(a.id) === String(iss) || a.clientId === iss)
  if (!app) throw jwtError('Integration not found')
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${head}.${body}`),
    app.publicKey,
    Buffer.from(signature, 'base64url')
  )
  if (!signed) throw jwtError(UNDECODABLE)
  const now = Math.floor(nowMs / 1000)
  const { iat, exp } = claims
  if (!Number.isInteger(iat) || (iat as number) > now) {
    throw jwtError("'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued.")
  }
  if (!Number.isInteger(exp) || (exp as number) <= now) {
    throw jwtError(
      "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires."
    )
  }
  if ((exp as number) > now + MAX_JWT_SECONDS) {
    throw jwtError("'Expiration time' claim ('exp') is too far in the future.")
  }
  return app
}

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The installation of `app` on `owner`, made on first use; undefined if it is not installed there. */
function installationOn(world: GitHubState, app: AppState, owner: string): number | undefined {
  const key = owner.toLowerCase()
  if (app.installedOn && !app.installedOn.has(key)) return undefined
  let id = app.installations.get(key)
  if (id === undefined) {
    id = world.nextId()
    app.installations.set(key, id)
  }
  return id
}

function permissionsOf(app: AppState): Record<string, string> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, p === 'metadata' ? 'read' : app.permission]))
}

/** The `integration` schema: how check runs name the App that made them. */
export function integration(world: GitHubState, app: AppState): Record<string, unknown> {
  return {
    id: app.id,
    slug: app.slug,
    node_id: nodeId('A', app.id),
    client_id: app.clientId,
    owner: simpleUser(world, 'acme'),
    name: app.name,
    description: null,
    external_url: `${world.htmlUrl}/apps/${app.slug}`,
    html_url: `${world.htmlUrl}/apps/${app.slug}`,
    created_at: app.createdAt,
    updated_at: app.createdAt,
    permissions: permissionsOf(app),
    events: ['check_run', 'pull_request', 'push']
  }
}

function installationShape(world: GitHubState, app: AppState, owner: string, id: number): Record<string, unknown> {
  const account = simpleUser(world, owner)
  return {
    id,
    account,
    repository_selection: 'all',
    access_tokens_url: `${world.apiUrl}/app/installations/${id}/access_tokens`,
    repositories_url: `${world.apiUrl}/installation/repositories`,
    html_url: `${world.htmlUrl}/organizations/${owner}/settings/installations/${id}`,
    app_id: app.id,
    client_id: app.clientId,
    app_slug: app.slug,
    target_id: account['id'],
    target_type: account['type'],
    permissions: permissionsOf(app),
    events: ['check_run', 'pull_request', 'push'],
    created_at: app.createdAt,
    updated_at: app.createdAt,
    single_file_name: null,
    has_multiple_single_files: false,
    single_file_paths: [],
    suspended_by: null,
    suspended_at: null
  }
}

/** Installation tokens, shared with the server's token table so requests can use them. */
export class InstallationTokens {
  readonly issued: IssuedToken[] = []

  constructor(private readonly tokens: Map<string, Grant>) {}

  mint(world: GitHubState, app: AppState, installationId: number, repos: RepoState[] | undefined): Reply {
    const issuedAt = Date.now()
    // GitHub states expiry to the second; the token really ends then, not a fraction later.
    const expiresAt = Math.floor((issuedAt + app.tokenLifetimeMs) / 1000) * 1000
    const token = `ghs_${randomBytes(27).toString('base64url').replace(/[-_]/g, '0').slice(0, 36)}`
    const serial = this.issued.length + 1
    this.issued.push({ serial, appId: app.id, installationId, issuedAt, expiresAt })
    this.tokens.set(token, {
      permission: app.permission,
      login: `${app.slug}[bot]`,
      app,
      expiresAt,
      serial,
      repos: repos && new Set(repos.map((r) => r.fullName.toLowerCase()))
    })
    return created({
      token,
      expires_at: new Date(expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      permissions: permissionsOf(app),
      repository_selection: repos ? 'selected' : 'all',
      ...(repos ? { repositories: repos.map((r) => repository(world, r)) } : {})
    })
  }
}

async function getRepoInstallation(ctx: AppRouteContext): Promise<Reply> {
  const repo = ctx.world.repo(`${ctx.params['owner']}/${ctx.params['repo']}`)
  const id = repo && installationOn(ctx.world, ctx.app, repo.owner)
  if (!repo || id === undefined) throw notFound(ctx.docs)
  return ok(installationShape(ctx.world, ctx.app, repo.owner, id))
}

async function createAccessToken(ctx: AppRouteContext): Promise<Reply> {
  const installationId = Number(ctx.params['installation_id'])
  const owner = [...ctx.app.installations].find(([, id]) => id === installationId)?.[0]
  if (owner === undefined) throw notFound(ctx.docs)
  const b = ctx.body as { repositories?: string[]; repository_ids?: number[]; permissions?: Record<string, string> }
  const wanted = [
    ...(b.repositories ?? []).map((name) => ctx.world.repo(`${owner}/${name}`)),
    ...(b.repository_ids ?? []).map((id) =>
      [...ctx.world.repos.values()].find((r) => r.id === id && r.owner.toLowerCase() === owner)
    )
  ]
  if (wanted.some((r) => r === undefined || r.owner.toLowerCase() !== owner)) {
    throw unprocessable(
      'There is at least one repository that does not exist or is not accessible to the parent installation.',
      ctx.docs
    )
  }
  const granted = permissionsOf(ctx.app)
  for (const [name, level] of Object.entries(b.permissions ?? {})) {
    if (granted[name] === undefined || (level === 'write' && granted[name] !== 'write')) {
      throw unprocessable('The permissions requested are not granted to this installation.', ctx.docs)
    }
  }
  return ctx.tokens.mint(ctx.world, ctx.app, installationId, wanted.length > 0 ? (wanted as RepoState[]) : undefined)
}

/** What an App does with its JWT before it can act: find its installation, mint a token. */
export const appRoutes = [
  appRoute(
    'GET',
    '/repos/{owner}/{repo}/installation',
    'apps/apps#get-a-repository-installation-for-the-authenticated-app',
    getRepoInstallation
  ),
  appRoute(
    'POST',
    '/app/installations/{installation_id}/access_tokens',
    'apps/apps#create-an-installation-access-token-for-an-app',
    createAccessToken
  )
]
