import type { ArgoCdConnection } from './connection.js'
import type { Transport } from './answer.js'

export type { Answer, GetOptions, Transport } from './answer.js'

/**
 * Node's fetch (undici inside Node, already loaded for Octokit) unless the connection needs a
 * dispatcher of its own: an extra CA, `insecure`, or a proxy variable in `env`. Only then is the
 * undici package loaded, at the first request (undici-transport.ts), so a plain `wait` carries
 * one HTTP stack, not two.
 */
export function createTransport(connection: ArgoCdConnection, env: NodeJS.ProcessEnv): Transport {
  // The variables undici-transport.ts's createDispatcher reads, read the same way.
  const proxies = [env['https_proxy'] ?? env['HTTPS_PROXY'], env['http_proxy'] ?? env['HTTP_PROXY']].filter(
    (value): value is string => Boolean(value)
  )
  if (!connection.insecure && connection.caCert === undefined && proxies.length === 0) return fetchTransport
  // undici's proxy agent refuses a proxy URL it cannot parse as it is built; keep that refusal
  // here, at construction, where it happened before the agent was loaded lazily.
  for (const proxy of proxies) new URL(proxy)
  let loaded: Promise<Transport> | undefined
  const load = (): Promise<Transport> =>
    (loaded ??= import('./undici-transport.js').then((m) => m.undiciTransport(connection, env)))
  return {
    get: async (url, options) => (await load()).get(url, options),
    close: async () => {
      if (loaded) await (await loaded).close()
    }
  }
}

/**
 * What undici's `request` (headersTimeout, bodyTimeout) throws when a server stays silent: the
 * fetch path fails with the same code and message, so logs and retries read the same.
 */
function silence(code: 'UND_ERR_HEADERS_TIMEOUT' | 'UND_ERR_BODY_TIMEOUT'): Error {
  const error = new Error(code === 'UND_ERR_HEADERS_TIMEOUT' ? 'Headers Timeout Error' : 'Body Timeout Error')
  return Object.assign(error, { code })
}

/** fetch wraps network failures as `TypeError: fetch failed` (or `terminated` mid-body); the cause says what happened. */
function unwrap(error: unknown): unknown {
  if (error instanceof TypeError && error.cause !== undefined && /^(fetch failed|terminated)$/.test(error.message))
    return error.cause
  return error
}

const fetchTransport: Transport = {
  async get(url, { headers, signal, idleMs }) {
    const controller = new AbortController()
    const onAbort = (): void => controller.abort(signal?.reason)
    if (signal?.aborted) onAbort()
    else signal?.addEventListener('abort', onAbort, { once: true })
    const done = (): void => signal?.removeEventListener('abort', onAbort)
    let timer = setTimeout(() => controller.abort(silence('UND_ERR_HEADERS_TIMEOUT')), idleMs)
    let response: Response
    try {
      response = await fetch(url, {
        method: 'GET',
        // As undici's request: no redirects followed (a 302 to a login page is reported as such),
        // and no compression, so a watch stream's events are not held in a gzip buffer.
        headers: { ...headers, 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: controller.signal
      })
    } catch (error) {
      done()
      throw unwrap(error)
    } finally {
      clearTimeout(timer)
    }
    const stream = response.body
    // The body's chunks, each within idleMs; only time spent waiting on the network counts.
    async function* chunks(): AsyncGenerator<Uint8Array> {
      if (!stream) return done()
      const reader = stream.getReader()
      let finished = false
      try {
        for (;;) {
          timer = setTimeout(() => controller.abort(silence('UND_ERR_BODY_TIMEOUT')), idleMs)
          let next: Awaited<ReturnType<typeof reader.read>>
          try {
            next = await reader.read()
          } catch (error) {
            finished = true
            throw unwrap(error)
          } finally {
            clearTimeout(timer)
          }
          if (next.done) {
            finished = true
            return
          }
          yield next.value
        }
      } finally {
        if (!finished) await reader.cancel().catch(() => undefined)
        done()
      }
    }
    return {
      status: response.status,
      header: (name) => response.headers.get(name) ?? undefined,
      text: async () => {
        const decoder = new TextDecoder('utf-8')
        let text = ''
        for await (const chunk of chunks()) text += decoder.decode(chunk, { stream: true })
        return text + decoder.decode()
      },
      dump: async () => {
        await stream?.cancel().catch(() => undefined)
        done()
      },
      body: chunks()
    }
  },
  async close() {
    // Node's global dispatcher is shared (Octokit uses it too) and unrefs idle sockets itself.
  }
}
