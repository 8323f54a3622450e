import type { FirstRead } from './first-reads.js'
import { proxyConfigured } from './proxy-env.js'

/**
 * A command's first reads, sent with Node's fetch as soon as its settings are read. Loading
 * the client and the command's code is most of a run's start-up; with a head start the first
 * round trips to GitHub overlap it instead of following it. The client sends every request
 * through `fetch` below, which answers a request matching a head-start read with that read's
 * answer, once; Octokit then treats it like any answer (errors, retries, rate limits). A read
 * nobody asks for would be a wasted request, so commands start only reads they are sure to send.
 */
export interface HeadStart {
  readonly fetch: typeof globalThis.fetch
  /**
   * Aborts the reads nobody took, when the command ends: a run that failed before asking for
   * one must not wait on its answer to exit.
   */
  abandon(): void
}

export interface HeadStartConnection {
  /** REST API root, without a trailing slash. */
  readonly baseUrl: string
  /** The token the client authenticates with; an App's token is minted by the client itself. */
  readonly token: string | undefined
  readonly userAgent: string
}

/** The media type Octokit asks for unless an endpoint needs another. */
const ACCEPT = 'application/vnd.github.v3+json'

interface Pending {
  readonly url: URL
  readonly authorization: string
  readonly controller: AbortController
  readonly answer: Promise<Response>
}

/**
 * Sends `reads` now. No head start (undefined) without a token, or when a proxy variable is
 * set: the client then loads a proxy-aware fetch (octokit.ts), and these reads must take its way.
 */
export function startFirstReads(
  reads: readonly FirstRead[],
  connection: HeadStartConnection,
  env: NodeJS.ProcessEnv,
  send: typeof globalThis.fetch = globalThis.fetch
): HeadStart | undefined {
  if (reads.length === 0 || connection.token === undefined || proxyConfigured(env)) return undefined
  let urls: URL[]
  try {
    urls = reads.map((read) => readUrl(connection.baseUrl, read))
  } catch {
    // A URL that cannot be built is the client's to report, with its own words.
    return undefined
  }
  const authorization = `token ${connection.token}`
  const pending: Pending[] = urls.map((url) => {
    const controller = new AbortController()
    const headers = { accept: ACCEPT, authorization, 'user-agent': connection.userAgent }
    const answer = send(url, { headers, signal: controller.signal })
    // Its taker handles a failure; until then it must not count as unhandled.
    answer.catch(() => undefined)
    return { url, authorization, controller, answer }
  })
  return {
    fetch: (input, init) => {
      const index = pending.findIndex((p) => answers(p, input, init))
      if (index < 0) return send(input, init)
      const [taken] = pending.splice(index, 1)
      return withCallerSignal(taken!, init?.signal)
    },
    abandon: () => {
      for (const read of pending.splice(0)) read.controller.abort()
    }
  }
}

/** The URL a read goes to: `baseUrl` + path + query, as Octokit would build it. */
export function readUrl(baseUrl: string, read: FirstRead): URL {
  const url = new URL(`${baseUrl}${read.path}`)
  for (const [name, value] of Object.entries(read.query ?? {})) url.searchParams.append(name, String(value))
  return url
}

/**
 * The same request: a GET without a body, to the same path (compared decoded, as GitHub reads
 * it) and query (in any order), with the same credentials and media type.
 */
function answers(read: Pending, input: Parameters<typeof fetch>[0], init: RequestInit | undefined): boolean {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || (init?.body ?? undefined) !== undefined) return false
  const url = new URL(input instanceof Request ? input.url : String(input))
  const headers = new Headers(init?.headers)
  return (
    url.origin === read.url.origin &&
    decodeURIComponent(url.pathname) === decodeURIComponent(read.url.pathname) &&
    sameQuery(url.searchParams, read.url.searchParams) &&
    headers.get('authorization') === read.authorization &&
    (headers.get('accept') ?? ACCEPT) === ACCEPT
  )
}

function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (p: URLSearchParams): string => JSON.stringify([...p].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
  return sorted(a) === sorted(b)
}

/** The read's answer, abandoned if the taker's signal (its timeout) fires first. */
function withCallerSignal(read: Pending, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return read.answer
  if (signal.aborted) read.controller.abort(signal.reason)
  else signal.addEventListener('abort', () => read.controller.abort(signal.reason), { once: true })
  return read.answer
}
