import { rootCertificates } from 'node:tls'
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici'
import type { ArgoCdConnection } from './connection.js'
import type { Answer, Transport } from './answer.js'

/**
 * The transport for connections Node's fetch cannot make: an extra CA, `insecure`, or a proxy
 * from the environment. Loaded by transport.ts only when one of those is configured.
 */
export function undiciTransport(connection: ArgoCdConnection, env: NodeJS.ProcessEnv): Transport {
  const dispatcher = createDispatcher(connection, env)
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

/**
 * A dispatcher that trusts the extra CA (on top of the public roots, so a proxy with a public
 * certificate still works) and goes through HTTPS_PROXY/HTTP_PROXY unless NO_PROXY says not to.
 */
export function createDispatcher(connection: ArgoCdConnection, env: NodeJS.ProcessEnv): Dispatcher {
  const tls = {
    rejectUnauthorized: !connection.insecure,
    ...(connection.caCert === undefined ? {} : { ca: [...rootCertificates, connection.caCert] })
  }
  const httpsProxy = env['https_proxy'] ?? env['HTTPS_PROXY']
  const httpProxy = env['http_proxy'] ?? env['HTTP_PROXY']
  if (!httpsProxy && !httpProxy) return new Agent({ connect: tls })
  const noProxy = env['no_proxy'] ?? env['NO_PROXY']
  // undici hands these options to both its plain Agent (`connect`) and its ProxyAgent, which
  // takes the TLS settings for Argo CD inside the CONNECT tunnel as `requestTls` (not in the typings).
  const options: EnvHttpProxyAgent.Options & { requestTls: typeof tls } = {
    ...(httpProxy ? { httpProxy } : {}),
    ...(httpsProxy ? { httpsProxy } : {}),
    ...(noProxy ? { noProxy } : {}),
    connect: tls,
    requestTls: tls
  }
  return new EnvHttpProxyAgent(options)
}
