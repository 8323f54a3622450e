// Helpers for the stand-in's own tests: fetch wrappers, a line reader for streams, manifests.
import { microservice as manifest } from '../fixtures.js'

export interface Answer {
  status: number
  headers: Headers
  text: string
  json: () => unknown
}

/** GET `path` with a bearer token (or none); fetch decompresses gzip itself. */
export async function get(
  base: string,
  path: string,
  options: { token?: string; headers?: Record<string, string> } = {}
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers['authorization'] = `Bearer ${options.token}`
  const res = await fetch(`${base}${path}`, { headers })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as unknown }
}

/** An open stream: `next()` gives the next chunk-delimited line (NDJSON) or frame (SSE). */
export interface OpenStream {
  status: number
  headers: Headers
  /** Resolves with the next complete line (without its newline), or undefined at the end. */
  next(timeoutMs?: number): Promise<string | undefined>
  /** Everything received so far, raw. */
  readonly raw: string
  close(): void
}

/**
 * Opens a stream and waits for its headers; rejects with 'no headers' if none come within
 * `headerTimeoutMs` (a watch that hangs), closing the request.
 */
export async function openStream(
  base: string,
  path: string,
  options: { token?: string; headers?: Record<string, string>; headerTimeoutMs?: number } = {}
): Promise<OpenStream> {
  const abort = new AbortController()
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers['authorization'] = `Bearer ${options.token}`
  const pending = fetch(`${base}${path}`, { headers, signal: abort.signal })
  const timer = setTimeout(() => abort.abort(new Error('no headers')), options.headerTimeoutMs ?? 5000)
  let res: Response
  try {
    res = await pending
  } finally {
    clearTimeout(timer)
  }
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let raw = ''
  let buffer = ''
  let ended = false
  const delimiter = (res.headers.get('content-type') ?? '').includes('text/event-stream') ? '\n\n\n' : '\n'
  return {
    status: res.status,
    headers: res.headers,
    get raw() {
      return raw
    },
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (!buffer.includes(delimiter)) {
        if (ended) {
          // A last chunk without a delimiter, such as a stream error body.
          const rest = buffer
          buffer = ''
          return rest === '' ? undefined : rest
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now())))
        ])
        if (chunk === 'timeout')
          throw new Error(`no message within ${timeoutMs} ms; got so far: ${JSON.stringify(raw)}`)
        if (chunk.done) ended = true
        else {
          const text = decoder.decode(chunk.value, { stream: true })
          raw += text
          buffer += text
        }
      }
      const at = buffer.indexOf(delimiter)
      const line = buffer.slice(0, at)
      buffer = buffer.slice(at + delimiter.length)
      return line
    },
    close: () => abort.abort()
  }
}

/** The Todo API's Microservice as the controller tests use it: no namespace (the app's applies). */
export function microservice(image: string, options: { name?: string; port?: number; replicas?: number } = {}): string {
  const { replicas, ...rest } = options
  return manifest(image, { ...rest, namespace: null, spec: replicas ? [`  replicas: ${replicas}`] : [] })
}

export { digest } from '../fixtures.js'
