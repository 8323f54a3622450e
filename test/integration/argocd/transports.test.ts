import type { IncomingMessage } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdError } from '../../../src/argocd/errors.js'
import { application, connection, instant, json, startServer, type TestServer } from './server.js'

/** How the one transport (undici, src/argocd/transport.ts) reports what a server does wrong. */

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const event = (rv: string): string =>
  `${JSON.stringify({ result: { type: 'MODIFIED', application: application(rv) } })}\n`

describe('the Argo CD client', () => {
  it('fails a watch that sends no headers within its idle time as a transient headers timeout', async () => {
    server = await startServer(() => undefined)
    const client = createArgoCdClient(connection(server.url), { sleep: instant, streamIdleMs: 200 })
    const error = await client
      .watchApplication('guestbook')
      .next()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArgoCdError)
    expect(error).toMatchObject({ transient: true, status: undefined })
    expect((error as Error).message).toBe(
      'watch of application guestbook failed: UND_ERR_HEADERS_TIMEOUT: Headers Timeout Error'
    )
    await client.close()
  })

  it('delivers events, then fails a watch that goes silent as a transient body timeout', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write(event('4'))
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant, streamIdleMs: 300 })
    const events = client.watchApplication('guestbook')
    await expect(events.next()).resolves.toMatchObject({ value: { type: 'MODIFIED' } })
    const error = await events.next().catch((e: unknown) => e)
    expect(error).toMatchObject({ transient: true })
    expect((error as Error).message).toBe(
      'watch of application guestbook (stream) failed: UND_ERR_BODY_TIMEOUT: Body Timeout Error'
    )
    await client.close()
  })

  it('closes the request when the caller stops reading a watch', async () => {
    let closed: Promise<void> | undefined
    server = await startServer((req: IncomingMessage, res) => {
      closed = new Promise((resolve) => req.socket.once('close', () => resolve()))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write(event('5'))
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    for await (const e of client.watchApplication('guestbook')) {
      expect(e.type).toBe('MODIFIED')
      break
    }
    await client.close()
    await expect(closed).resolves.toBeUndefined()
  })

  it('asks for an uncompressed answer and follows no redirect', async () => {
    server = await startServer((_req, res, url) => {
      if (url.pathname === '/moved') return json(res, 200, application('9'))
      res.writeHead(307, { location: '/moved' })
      res.end()
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant, retries: 0 })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 307 })
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/applications/guestbook'])
    expect(server.requests[0]!.headers['accept-encoding'] ?? 'identity').toBe('identity')
    await client.close()
  })

  it('names the network error itself for a refused connection', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const client = createArgoCdClient(connection(`http://127.0.0.1:${closedPort}`), { sleep: instant, retries: 0 })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).toMatchObject({ transient: true })
    expect((error as Error).message).toMatch(/^GET application guestbook failed: .*ECONNREFUSED/)
    expect((error as Error).message).not.toMatch(/fetch failed/)
    await client.close()
  })
})

describe('choosing the proxy', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('refuses a proxy URL it cannot parse as the client is built', () => {
    vi.stubEnv('HTTPS_PROXY', 'not a url')
    expect(() => createArgoCdClient(connection('https://argocd.example.com'))).toThrow(/Invalid URL/)
  })
})
