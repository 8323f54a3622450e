import { describe, expect, it } from 'vitest'
import { ArgoCdAuthError, ArgoCdError } from '../../../src/argocd/errors.js'
import { ndjsonLines, streamResults } from '../../../src/argocd/ndjson.js'

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) yield part
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of source) out.push(item)
  return out
}

describe('NDJSON framing', () => {
  it('joins lines split across chunks and drops blank lines', async () => {
    const lines = await collect(
      ndjsonLines(chunks('{"result":{"a"', ':1}}\n\n{"res', 'ult":{"a":2}}\n', '{"result":{"a":3}}'))
    )
    expect(lines).toEqual(['{"result":{"a":1}}', '{"result":{"a":2}}', '{"result":{"a":3}}'])
  })

  it('decodes a UTF-8 character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('{"result":{"m":"Bereitschaft prüfen ✓"}}\n')
    const cut = bytes.indexOf(0xc3) + 1 // in the middle of "ü"
    const results = await collect(streamResults<{ m: string }>(chunks(bytes.slice(0, cut), bytes.slice(cut)), 'watch'))
    expect(results).toEqual([{ m: 'Bereitschaft prüfen ✓' }])
  })

  it('maps a 401 stream error (sent without a trailing newline) to an auth error', async () => {
    const body =
      '{"error":{"grpc_code":16,"http_code":401,"message":"invalid session: token has expired","http_status":"Unauthorized"}}'
    const run = collect(streamResults(chunks(body), 'watch of application guestbook'))
    await expect(run).rejects.toBeInstanceOf(ArgoCdAuthError)
    await expect(run).rejects.toThrow(/token invalid or expired \(401: invalid session: token has expired\)/)
  })

  it('maps a 403 stream error to "app missing or token lacks access"', async () => {
    const body = '{"error":{"grpc_code":7,"http_code":403,"message":"permission denied","http_status":"Forbidden"}}'
    await expect(collect(streamResults(chunks(body), 'watch'))).rejects.toThrow(/app missing or token lacks access/)
  })

  it('treats other stream errors and garbage as transient drops', async () => {
    const results: unknown[] = []
    const error = await (async () => {
      try {
        for await (const r of streamResults(
          chunks('{"result":{"n":1}}\n{"error":{"grpc_code":14,"http_code":503,"message":"transport is closing"}}'),
          'watch'
        ))
          results.push(r)
      } catch (e) {
        return e
      }
    })()
    expect(results).toEqual([{ n: 1 }])
    expect(error).toBeInstanceOf(ArgoCdError)
    expect((error as ArgoCdError).transient).toBe(true)
    await expect(collect(streamResults(chunks('<html>\n'), 'watch'))).rejects.toMatchObject({ transient: true })
  })
})
