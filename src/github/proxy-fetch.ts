import { HttpClient } from '@actions/http-client'
import { fetch as undiciFetch } from 'undici'

/**
 * What `@actions/github` sends requests through (its internal getProxyFetch): undici's fetch
 * with `@actions/http-client`'s dispatcher for `destinationUrl`, which honours `https_proxy`,
 * `http_proxy` and `no_proxy` (none when the URL bypasses the proxy). Loaded only when a proxy
 * variable is set (octokit.ts).
 */
export function proxyFetch(destinationUrl: string): typeof globalThis.fetch {
  const dispatcher = new HttpClient().getAgentDispatcher(destinationUrl)
  return async (url: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(url, { ...init, dispatcher })
}
