import { ArgoCdAuthError, ArgoCdError } from './errors.js'

/**
 * Lines of a newline-delimited JSON body. Chunks split lines (and UTF-8 sequences) anywhere,
 * so bytes are decoded in streaming mode and a line is parsed only once its `\n` arrived; a
 * last line without `\n` is parsed too (Argo CD ends an error stream that way).
 */
export async function* ndjsonLines(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  let buffer = ''
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    let newline: number
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      if (line !== '') yield line
    }
  }
  const rest = (buffer + decoder.decode()).trim()
  if (rest !== '') yield rest
}

interface StreamError {
  grpc_code?: number
  http_code?: number
  message?: string
}

/**
 * The `result` of each `{"result":...}` message of a grpc-gateway stream. A `{"error":...}`
 * message ends the stream: 401/403 as auth errors, anything else as a transient drop.
 */
export async function* streamResults<T>(chunks: AsyncIterable<Uint8Array | string>, what: string): AsyncGenerator<T> {
  for await (const line of ndjsonLines(chunks)) {
    let message: { result?: T; error?: StreamError }
    try {
      message = JSON.parse(line) as { result?: T; error?: StreamError }
    } catch {
      throw new ArgoCdError(`${what} sent a line that is not JSON: ${JSON.stringify(line.slice(0, 120))}`, 200, true)
    }
    if (message.error !== undefined) throw streamError(message.error, what)
    if (message.result !== undefined) yield message.result
  }
}

function streamError(error: StreamError, what: string): ArgoCdError {
  const text = error.message ?? 'stream error'
  if (error.http_code === 401) {
    return new ArgoCdAuthError(
      `Argo CD rejected the token on ${what}: token invalid or expired (401: ${text}).`,
      401,
      false
    )
  }
  if (error.http_code === 403) {
    return new ArgoCdAuthError(
      `Argo CD answered 403 on ${what}: app missing or token lacks access (${text}).`,
      403,
      false
    )
  }
  return new ArgoCdError(`${what} ended with an error: ${text}`, error.http_code, true)
}
