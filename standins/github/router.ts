import type { InstallationTokens } from './apps.js'
import type { Reply } from './http.js'
import type { Account, AppState, RepoState, GitHubState } from './state.js'

/** Everything a handler needs about one request. */
export interface RouteContext {
  world: GitHubState
  repo: RepoState
  params: Record<string, string>
  url: URL
  /** Parsed JSON body (already checked against GitHub's request schema), or undefined. */
  body: unknown
  actor: Account
  /** The App whose installation token made the request; undefined for other tokens. */
  app: AppState | undefined
  /** The Accept header, for media types such as application/vnd.github.raw. */
  accept: string
  /** GitHub's documentation page for this endpoint, used in error bodies. */
  docs: string
}

export type Handler = (ctx: RouteContext) => Promise<Reply>

/** What a handler of an App endpoint gets: the App its JWT proved, no repository. */
export interface AppRouteContext {
  world: GitHubState
  app: AppState
  /** Where minted installation tokens go, so later requests can use them. */
  tokens: InstallationTokens
  params: Record<string, string>
  body: unknown
  docs: string
}

export type AppHandler = (ctx: AppRouteContext) => Promise<Reply>

interface RouteBase {
  method: string
  /** The path template exactly as GitHub's OpenAPI description spells it. */
  path: string
  docs: string
  regex: RegExp
  names: string[]
}

/** Endpoints under a repository, for tokens (GITHUB_TOKEN, installation tokens, PATs). */
export interface RepoRoute extends RouteBase {
  kind: 'repo'
  handler: Handler
}

/** Endpoints that authenticate as the App itself, with its JWT. */
export interface AppRoute extends RouteBase {
  kind: 'app'
  handler: AppHandler
}

export type Route = RepoRoute | AppRoute

/**
 * Parameters that may contain slashes. Octokit sends them %2F-encoded, curl users send them
 * raw; GitHub takes both, so these match the rest of the path.
 */
const GREEDY = new Set(['ref', 'path', 'basehead', 'branch'])

export function route(method: string, path: string, docs: string, handler: Handler): RepoRoute {
  return { kind: 'repo', ...template(method, path, docs), handler }
}

export function appRoute(method: string, path: string, docs: string, handler: AppHandler): AppRoute {
  return { kind: 'app', ...template(method, path, docs), handler }
}

function template(method: string, path: string, docs: string): RouteBase {
  const names: string[] = []
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name)
    return GREEDY.has(name) ? '(.+?)' : '([^/]+)'
  })
  return {
    method,
    path,
    docs: `https://docs.github.com/rest/${docs}`,
    regex: new RegExp(`^${pattern}/?$`),
    names
  }
}

export interface Match {
  route: Route
  params: Record<string, string>
}

export function matchRoute(routes: readonly Route[], method: string, pathname: string): Match | undefined {
  for (const r of routes) {
    if (r.method !== method) continue
    const m = r.regex.exec(pathname)
    if (!m) continue
    const params: Record<string, string> = {}
    try {
      r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)))
    } catch {
      continue
    }
    return { route: r, params }
  }
  return undefined
}
