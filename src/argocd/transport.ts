import { rootCertificates } from 'node:tls'
import { request } from 'undici'
import { dispatcherFor } from '../proxy.js'
import type { ArgoCdConnection } from './connection.js'
import type { Answer, Transport } from './answer.js'

export type { Answer, GetOptions, Transport } from './answer.js'

/**
 * How the Argo CD client sends a GET: undici's `request`, through one dispatcher that trusts
 * the extra CA (on top of the public roots, so a proxy with a public certificate still works),
 * honours `insecure`, and goes through the proxy the runner's variables name (src/proxy.ts).
 * No redirect is followed (a 302 to a login page is reported as such) and nothing is
 * decompressed, so a watch stream's events are not held in a gzip buffer.
 */
export function createTransport(connection: ArgoCdConnection): Transport {
  const dispatcher = dispatcherFor(connection.serverUrl, {
    rejectUnauthorized: !connection.insecure,
    ...(connection.caCert === undefined ? {} : { ca: [...rootCertificates, connection.caCert] })
  })
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
