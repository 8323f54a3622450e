import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import { connect, createServer as createTcpServer, Socket, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdConnectError } from '../../../src/argocd/errors.js'
import { application, connection, instant, json, startServer, type TestServer } from './server.js'

let dir: string
let cert: string
let tlsServer: TestServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'argocd-tls-'))
  // A self-signed certificate stands in for a server behind a private CA.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:argocd.test'
    ],
    { stdio: 'ignore' }
  )
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8')
  const server = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert })
  tlsServer = await startServer((_req, res) => json(res, 200, application('3')), server)
})

afterAll(async () => {
  await tlsServer.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('TLS for private PKI', () => {
  it('refuses an untrusted certificate with a hint, without retrying', async () => {
    const client = createArgoCdClient(connection(tlsServer.url), { sleep: instant })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArgoCdConnectError)
    expect((error as Error).message).toMatch(/ca-cert/)
    await client.close()
  })

  it('trusts the server once its CA is given', async () => {
    const client = createArgoCdClient(connection(tlsServer.url, { caCert: cert }), { sleep: instant })
    await expect(client.getApplication('guestbook')).resolves.toMatchObject({ metadata: { resourceVersion: '3' } })
    await client.close()
  })

  it('skips verification with insecure', async () => {
    const client = createArgoCdClient(connection(tlsServer.url, { insecure: true }), { sleep: instant })
    await expect(client.getApplication('guestbook')).resolves.toMatchObject({ metadata: { resourceVersion: '3' } })
    await client.close()
  })
})

describe('TCP keepalive', () => {
  afterEach(() => vi.restoreAllMocks())

  /** The delays of the keepalive probes the client's sockets asked for. */
  const probes = (spy: { mock: { calls: unknown[][] } }): unknown[] =>
    spy.mock.calls.filter(([on]) => on === true).map(([, delay]) => delay)

  it('probes an idle connection after 15 s, so NAT and load balancers keep a quiet watch open', async () => {
    const spy = vi.spyOn(Socket.prototype, 'setKeepAlive')
    const client = createArgoCdClient(connection(tlsServer.url, { caCert: cert }), { sleep: instant })
    await client.getApplication('guestbook')
    await client.close()
    expect(probes(spy)).toEqual([15_000])
  })
})

describe('proxies from the environment', () => {
  let proxy: Server
  let proxyUrl: string
  const tunnels: string[] = []

  beforeAll(async () => {
    // A CONNECT proxy, as corporate egress proxies are.
    proxy = createTcpServer((client: Socket) => {
      client.once('data', (head) => {
        const [, target] = /^CONNECT (\S+) HTTP/.exec(head.toString()) ?? []
        if (!target) return client.destroy()
        tunnels.push(target)
        // Every host is this machine: a proxy never lets loopback names through (runners'
        // proxies bypass them), so the client is pointed at argocd.test, which only the proxy resolves.
        const [, port] = target.split(':')
        const upstream = connect(Number(port), '127.0.0.1', () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
          upstream.pipe(client).pipe(upstream)
        })
        upstream.on('error', () => client.destroy())
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

  afterEach(() => vi.unstubAllEnvs())

  /** The TLS server as the client reaches it through the proxy. */
  const behindProxy = (): string => `https://argocd.test:${new URL(tlsServer.url).port}`

  it('goes through HTTPS_PROXY, with the private CA applied inside the tunnel', async () => {
    vi.stubEnv('HTTPS_PROXY', proxyUrl)
    const client = createArgoCdClient(connection(behindProxy(), { caCert: cert }), { sleep: instant })
    await expect(client.getApplication('guestbook')).resolves.toMatchObject({ metadata: { resourceVersion: '3' } })
    expect(tunnels).toContain(new URL(behindProxy()).host)
    await client.close()
  })

  it('keeps the connection to the proxy alive too, and the tunnel inside it', async () => {
    vi.stubEnv('HTTPS_PROXY', proxyUrl)
    const spy = vi.spyOn(Socket.prototype, 'setKeepAlive')
    const client = createArgoCdClient(connection(behindProxy(), { caCert: cert }), { sleep: instant })
    await client.getApplication('guestbook')
    await client.close()
    const delays = spy.mock.calls.filter(([on]) => on === true).map(([, delay]) => delay)
    spy.mockRestore()
    expect(delays).toEqual([15_000, 15_000])
  })

  it('reads https_proxy before HTTPS_PROXY, and an empty one as unset, as @actions/http-client does', async () => {
    vi.stubEnv('https_proxy', '')
    vi.stubEnv('HTTPS_PROXY', proxyUrl)
    const before = tunnels.length
    const client = createArgoCdClient(connection(behindProxy(), { caCert: cert }), { sleep: instant })
    await expect(client.getApplication('guestbook')).resolves.toBeDefined()
    expect(tunnels.length).toBe(before + 1)
    await client.close()
  })

  it('bypasses the proxy for hosts in NO_PROXY, and for loopback always', async () => {
    vi.stubEnv('HTTPS_PROXY', proxyUrl)
    vi.stubEnv('NO_PROXY', 'argocd.test')
    const before = tunnels.length
    for (const url of [behindProxy(), tlsServer.url]) {
      const client = createArgoCdClient(connection(url, { caCert: cert }), { sleep: instant })
      // argocd.test resolves nowhere without the proxy: going direct fails to connect.
      const answer = await client.getApplication('guestbook').then(
        () => 'answered',
        () => 'no connection'
      )
      expect(answer).toBe(url === tlsServer.url ? 'answered' : 'no connection')
      await client.close()
    }
    expect(tunnels.length).toBe(before)
  })
})
