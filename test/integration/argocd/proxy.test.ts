import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdAuthError } from '../../../src/argocd/errors.js'
import { application, connection, instant, json, startServer, type TestServer } from './server.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const PROXY = [
  ['CF-Access-Client-Id', 'id.access'],
  ['CF-Access-Client-Secret', 'very-secret']
] as const

describe('Argo CD behind an authenticating proxy', () => {
  it('sends argocd-headers with unary requests and streams', async () => {
    server = await startServer((_req, res, url) => {
      if (url.pathname.startsWith('/api/v1/stream/')) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(`${JSON.stringify({ result: { type: 'ADDED', application: application('3') } })}\n`)
      }
      json(res, 200, application('3'))
    })
    const client = createArgoCdClient(connection(server.url, { headers: PROXY }), { sleep: instant })
    await client.getApplication('guestbook')
    for await (const event of client.watchApplication('guestbook')) expect(event.type).toBe('ADDED')
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/v1/applications/guestbook',
      '/api/v1/stream/applications'
    ])
    for (const request of server.requests) {
      expect(request.headers['cf-access-client-id']).toBe('id.access')
      expect(request.headers['cf-access-client-secret']).toBe('very-secret')
      expect(request.headers.authorization).toBe('Bearer aaa.bbb.ccc')
    }
    await client.close()
  })

  it('leaves Authorization to a proxy that takes it and sends the Argo CD token as the token metadata', async () => {
    server = await startServer((_req, res) => json(res, 200, application('3')))
    // An OIDC ID token forwarded by the proxy: JWT-shaped, so Argo CD would try it before any cookie.
    const proxyToken = 'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJodHRwczovL3Nzby5leGFtcGxlLmNvbSJ9.c2lnbmF0dXJl'
    const headers = [
      ['Authorization', `Bearer ${proxyToken}`],
      ['Cookie', 'session=1']
    ] as const
    const client = createArgoCdClient(connection(server.url, { headers }), { sleep: instant })
    await client.getApplication('guestbook')
    const [request] = server.requests
    expect(request!.headers.authorization).toBe(`Bearer ${proxyToken}`)
    // grpc-gateway turns Grpc-Metadata-Token into the `token` metadata, which getToken reads first.
    expect(request!.headers['grpc-metadata-token']).toBe('aaa.bbb.ccc')
    expect(request!.headers.cookie).toBe('session=1')
    await client.close()
  })

  it.each([
    [
      'a 302 to a login page',
      (res: ServerResponse) => {
        res.writeHead(302, { location: 'https://login.example.com/oauth2/start?rd=%2Fapi&state=xyz' })
        res.end()
      },
      /the server answered with a login page \(HTTP 302 to https:\/\/login\.example\.com\), not Argo CD's API; set argocd-headers or point argocd-server at the API/
    ],
    [
      'an HTML login page with 200',
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<!doctype html><title>Sign in</title>')
      },
      /the server answered with a login page \(HTTP 200, HTML\)/
    ],
    [
      "a proxy's HTML 401",
      (res: ServerResponse) => {
        res.writeHead(401, { 'content-type': 'text/html' })
        res.end('<html>Unauthorized</html>')
      },
      /the server answered with a login page \(HTTP 401, HTML\)/
    ],
    [
      "Argo CD's web UI (a route that passes the UI and gRPC-web, not /api/)",
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end('<!doctype html><html><head><title>Argo CD</title></head></html>')
      },
      /GET \/api\/v1\/applications\/guestbook answered with Argo CD's web UI, not its REST API.*--grpc-web/
    ]
  ])('turns %s into one sentence, without retrying and without the redirect query', async (_what, answer, message) => {
    server = await startServer((_req, res) => answer(res))
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    const read = client.getApplication('guestbook')
    await expect(read).rejects.toBeInstanceOf(ArgoCdAuthError)
    await expect(read).rejects.toThrow(message)
    await expect(read).rejects.not.toThrow(/state=xyz/)
    expect(server.requests).toHaveLength(1)
    await client.close()
  })

  it('says the same for a stream that meets the login page', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(302, { location: '/oauth2/sign_in' })
      res.end()
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    const events = client.watchApplication('guestbook')
    await expect(events.next()).rejects.toThrow(
      /GET \/api\/v1\/stream\/applications: the server answered with a login page \(HTTP 302 to the same host\)/
    )
    await client.close()
  })
})
