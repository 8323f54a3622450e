import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import { connect, createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
      'subjectAltName=IP:127.0.0.1'
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
        const [host, port] = target.split(':')
        const upstream = connect(Number(port), host, () => {
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

  it('goes through HTTPS_PROXY, with the private CA applied inside the tunnel', async () => {
    const client = createArgoCdClient(connection(tlsServer.url, { caCert: cert }), {
      sleep: instant,
      env: { HTTPS_PROXY: proxyUrl }
    })
    await expect(client.getApplication('guestbook')).resolves.toMatchObject({ metadata: { resourceVersion: '3' } })
    expect(tunnels).toContain(new URL(tlsServer.url).host)
    await client.close()
  })

  it('bypasses the proxy for hosts in NO_PROXY', async () => {
    const before = tunnels.length
    const client = createArgoCdClient(connection(tlsServer.url, { caCert: cert }), {
      sleep: instant,
      env: { HTTPS_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' }
    })
    await expect(client.getApplication('guestbook')).resolves.toBeDefined()
    expect(tunnels.length).toBe(before)
    await client.close()
  })
})
