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

/** TCP options for every socket a dispatcher opens (to the server, to the proxy, in the tunnel). */
export interface SocketOptions {
  /** TCP keepalive probes after this long without traffic (undici's default is 60 s). */
  readonly keepAliveInitialDelay?: number
}

/**
 * A dispatcher for requests to `url`: through its proxy (with the proxy's own credentials
 * from its URL), else direct; `tls` applies to the server at `url` either way (inside the
 * proxy's tunnel too), `socket` to every connection it opens.
 */
export function dispatcherFor(url: string, tls: ConnectionOptions = {}, socket: SocketOptions = {}): Dispatcher {
  const tcp = socket.keepAliveInitialDelay === undefined ? {} : { keepAlive: true, ...socket }
  const proxy = proxyFor(url)
  if (proxy === undefined) return new Agent({ connect: { ...tls, ...tcp } })
  return new ProxyAgent({ uri: proxy.href, requestTls: { ...tls, ...tcp }, proxyTls: tcp })
}
