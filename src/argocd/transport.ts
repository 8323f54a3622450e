import { rootCertificates } from 'node:tls'
import { request } from 'undici'
import { dispatcherFor } from '../proxy.js'
import type { ArgoCdConnection } from './connection.js'
import type { Answer, Transport } from './answer.js'

export type { Answer, GetOptions, Transport } from './answer.js'

/**
 * TCP keepalive on every connection after this long idle. A watch of a quiet app carries no data
 * for minutes; a NAT gateway, a cloud load balancer or a firewall that forgets idle connections
 * (often after 60 s or more) drops it silently unless probes keep it in their tables. HTTP
 * proxies with a read timeout look at data, not probes: the feeds reopen those streams quietly.
 */
export const KEEPALIVE_MS = 15_000

/**
 * How the Argo CD client sends a GET: undici's `request`, through one dispatcher that trusts
 * the extra CA (on top of the public roots, so a proxy with a public certificate still works),
 * honours `insecure`, goes through the proxy the runner's variables name (src/proxy.ts) and
 * keeps its connections alive ({@link KEEPALIVE_MS}). No redirect is followed (a 302 to a login
 * page is reported as such) and nothing is decompressed, so a watch stream's events are not held
 * in a gzip buffer.
 */
export function createTransport(connection: ArgoCdConnection): Transport {
  const dispatcher = dispatcherFor(
    connection.serverUrl,
    {
      rejectUnauthorized: !connection.insecure,
      ...(connection.caCert === undefined ? {} : { ca: [...rootCertificates, connection.caCert] })
    },
    { keepAliveInitialDelay: KEEPALIVE_MS }
  )
  return {
    async get(url, { headers, signal, idleMs }): Promise<Answer> {
      const response = await request(url, {
        method: 'GET',
        dispatcher,
        headers,
        headersTimeout: idleMs,
        bodyTimeout: idleMs,
        ...(signal ? { signal } : {})
      })
      return {
        status: response.statusCode,
        header: (name) => {
          const value = response.headers[name]
          return Array.isArray(value) ? value.join(', ') : value
        },
        text: () => response.body.text(),
        dump: () => response.body.dump(),
        body: response.body as AsyncIterable<Uint8Array>
      }
    },
    close: () => dispatcher.close()
  }
}
