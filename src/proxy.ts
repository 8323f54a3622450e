import { getProxyUrl } from '@actions/http-client/lib/proxy'
import type { ConnectionOptions } from 'node:tls'
import { Agent, ProxyAgent, type Dispatcher } from 'undici'

/**
 * The one way GitHub and Argo CD requests find their proxy: as `@actions/http-client` (which
 * `@actions/github` uses) reads the runner's variables, `https_proxy`/`HTTPS_PROXY` or
 * `http_proxy`/`HTTP_PROXY` by the URL's scheme, unless `no_proxy`/`NO_PROXY` or a loopback
 * host bypasses it. Undefined when the request goes direct.
 */
export function proxyFor(url: string): URL | undefined {
  const proxy = getProxyUrl(new URL(url))
  return proxy?.hostname ? proxy : undefined
}

/**
 * A dispatcher for requests to `url`: through its proxy (with the proxy's own credentials
 * from its URL), else direct; `tls` applies to the server at `url` either way (inside the
 * proxy's tunnel too).
 */
export function dispatcherFor(url: string, tls: ConnectionOptions = {}): Dispatcher {
  const proxy = proxyFor(url)
  if (proxy === undefined) return new Agent({ connect: tls })
  return new ProxyAgent({ uri: proxy.href, requestTls: tls })
}
