/**
 * The one HTTP port verification uses, for Prometheus and for the smoke URLs alike, and its
 * adapter on undici's `request` through the dispatcher src/proxy.ts picks (the runner's proxy
 * variables, as for GitHub and Argo CD). Redirects are not followed (a 302 to a login page is an
 * answer to judge, not a page to fetch) and no body is kept beyond {@link MAX_BODY_BYTES}.
 */
import { request, type Dispatcher } from 'undici'
import { messageOf } from '../errors.js'
import { dispatcherFor } from '../proxy.js'
import { VERSION } from '../version.js'

export interface HttpRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | undefined
  /** How long the whole exchange may take. */
  readonly timeoutMs: number
}

export interface HttpAnswer {
  readonly status: number
  /** The Content-Type header, or ''. */
  readonly contentType: string
  /** The body as UTF-8 text, cut at {@link MAX_BODY_BYTES}. */
  readonly text: string
}

/** Sends one request; a request that gets no answer throws {@link Unreachable}. */
export type Http = (request: HttpRequest) => Promise<HttpAnswer>

/** No answer came: refused, not resolved, reset, or not within the time allowed. */
export class Unreachable extends Error {
  override name = 'Unreachable'
  constructor(
    message: string,
    readonly timedOut: boolean
  ) {
    super(message)
  }
}

/** A Prometheus answer or a smoke step's is judged on its start; a runaway body is not read on. */
export const MAX_BODY_BYTES = 1 << 20

export const USER_AGENT = `gitops-release/${VERSION}`

/** The adapter: one dispatcher per origin, each closed by `close()`. */
export function createHttp(): { readonly http: Http; readonly close: () => Promise<void> } {
  const dispatchers = new Map<string, Dispatcher>()
  const dispatcher = (url: string): Dispatcher => {
    const origin = new URL(url).origin
    let found = dispatchers.get(origin)
    if (found === undefined) dispatchers.set(origin, (found = dispatcherFor(url)))
    return found
  }
  const http: Http = async (req) => {
    // Our own timer over the whole exchange: undici's own timeouts count idle time per phase.
    const timer = new AbortController()
    const timeout = setTimeout(() => timer.abort(), req.timeoutMs)
    try {
      const response = await request(req.url, {
        method: req.method as Dispatcher.HttpMethod,
        headers: { 'user-agent': USER_AGENT, ...req.headers },
        body: req.body,
        dispatcher: dispatcher(req.url),
        signal: timer.signal
      })
      const type = response.headers['content-type']
      return {
        status: response.statusCode,
        contentType: (Array.isArray(type) ? type.join(', ') : type) ?? '',
        text: await readCapped(response.body)
      }
    } catch (error) {
      if (timer.signal.aborted) throw new Unreachable(`no answer within ${formatSeconds(req.timeoutMs)}`, true)
      throw new Unreachable(networkReason(error), false)
    } finally {
      clearTimeout(timeout)
    }
  }
  return {
    http,
    close: async () => {
      await Promise.all([...dispatchers.values()].map((d) => d.close()))
      dispatchers.clear()
    }
  }
}

async function readCapped(body: AsyncIterable<Uint8Array> & { destroy(): unknown }): Promise<string> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk)
    size += chunk.byteLength
    if (size >= MAX_BODY_BYTES) {
      body.destroy()
      break
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString('utf8')
}

/** `connect ECONNREFUSED 127.0.0.1:9`: undici's words, with the system's code where it gives one. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined
  const text = messageOf(cause ?? error)
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${(ms / 1000).toFixed(1)}s`
}
