import { Octokit } from '@octokit/core'
import type { OctokitOptions, OctokitPlugin } from '@octokit/core/types'
import { paginateRest } from '@octokit/plugin-paginate-rest'
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods'
import { proxyConfigured } from './proxy-env.js'
import { withOrchestrationId } from './user-agent.js'

/**
 * `getOctokit` from `@actions/github` (9.x), built the same way: Octokit with the REST endpoint
 * methods and pagination, `GITHUB_API_URL` as the default base URL, `token <token>` auth and the
 * runner's orchestration id in the user agent. What differs is when the proxy machinery loads.
 * Importing `@actions/github` loads `@actions/http-client` and undici at once and sends every
 * request through undici's fetch with the proxy dispatcher, even with no proxy configured, which
 * makes undici most of what a run loads before its first request. Here requests use Node's own
 * fetch unless a proxy variable is set; then the first request loads the same dispatcher and
 * undici fetch `@actions/github` uses (proxy-fetch.ts), chosen for the same URL.
 */
const GitHub = Octokit.plugin(restEndpointMethods, paginateRest)

export type GitHubOctokit = InstanceType<typeof GitHub>

/**
 * The Octokit class `getOctokit` instantiates, with `additionalPlugins`: for a client whose auth
 * is not a token (a GitHub App's installation hook, src/github/app-auth.ts).
 */
export function octokitClass(...additionalPlugins: OctokitPlugin[]): typeof GitHub {
  // @actions/github reads this once, at import, and picks the proxy for it rather than for
  // options.baseUrl; kept, so that the proxy decision is the same.
  const apiUrl = process.env['GITHUB_API_URL'] || 'https://api.github.com'
  const fetch = proxyAwareFetch(apiUrl)
  return GitHub.plugin(...additionalPlugins).defaults({
    baseUrl: apiUrl,
    ...(fetch ? { request: { fetch } } : {})
  })
}

export function getOctokit(
  token: string,
  options: OctokitOptions = {},
  ...additionalPlugins: OctokitPlugin[]
): GitHubOctokit {
  const GitHubWithPlugins = octokitClass(...additionalPlugins)
  if (!token && !options.auth) throw new Error('Parameter token or opts.auth is required')
  if (token && options.auth) throw new Error('Parameters token and opts.auth may not both be specified')
  const auth = typeof options.auth === 'string' ? options.auth : `token ${token}`
  const userAgent = withOrchestrationId(options.userAgent)
  return new GitHubWithPlugins({ ...options, auth, ...(userAgent ? { userAgent } : {}) })
}

/** undefined (Octokit then uses Node's fetch) unless a proxy may apply to `apiUrl`. */
function proxyAwareFetch(apiUrl: string): typeof globalThis.fetch | undefined {
  if (!proxyConfigured(process.env)) return undefined
  let loaded: Promise<typeof globalThis.fetch> | undefined
  return async (url, init) => {
    loaded ??= import('./proxy-fetch.js').then((m) => m.proxyFetch(apiUrl))
    return (await loaded)(url, init)
  }
}
