import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdAuthError, ArgoCdPermanentError, ArgoCdError } from '../../../src/argocd/errors.js'
import { application, argoError, connection, instant, json, startServer, type TestServer } from './server.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const key = {
  group: 'platform.example.io',
  version: 'v1alpha1',
  kind: 'Microservice',
  namespace: 'todo',
  name: 'todo-api'
}

describe('Argo CD client', () => {
  it('sends the token as a Bearer header and the app namespace as a query parameter', async () => {
    server = await startServer((_req, res) => json(res, 200, application('7')))
    const client = createArgoCdClient(connection(server.url, { appNamespace: 'team-a' }), { sleep: instant })
    const app = await client.getApplication('guestbook', { refresh: 'normal' })
    expect(app.metadata?.resourceVersion).toBe('7')
    const [request] = server.requests
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/applications/guestbook' })
    expect(request!.headers.authorization).toBe('Bearer aaa.bbb.ccc')
    expect(Object.fromEntries(request!.query)).toEqual({ refresh: 'normal', appNamespace: 'team-a' })
    await client.close()
  })

  it("asks about an app of another namespace there, on every call, whatever the connection's namespace", async () => {
    server = await startServer((_req, res, url) => {
      if (url.pathname.startsWith('/api/v1/stream/')) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(`${JSON.stringify({ result: { type: 'ADDED', application: application('3') } })}\n`)
      }
      json(res, 200, url.pathname.endsWith('/resource') ? { manifest: '{}' } : application('3'))
    })
    const client = createArgoCdClient(connection(server.url, { appNamespace: 'team-a' }), { sleep: instant })
    const elsewhere = { appNamespace: 'team-b' }
    await client.getApplication('child', elsewhere)
    await client.getResourceTree('child', elsewhere)
    await client.getSyncWindows('child', elsewhere)
    await client.getLiveResource(
      'child',
      { group: '', version: 'v1', kind: 'Pod', namespace: 'x', name: 'p' },
      elsewhere
    )
    for await (const _ of client.watchApplication('child', elsewhere)) break
    for await (const _ of client.watchResourceTree('child', elsewhere)) break
    await client.getApplication('parent')
    expect(server.requests.map((r) => r.query.get('appNamespace'))).toEqual([
      ...Array<string>(6).fill('team-b'),
      'team-a'
    ])
    await client.close()
  })

  it('maps 401 to "token invalid or expired" and 403 to "app missing or token lacks access", without retrying', async () => {
    server = await startServer((req, res) =>
      req.url?.includes('expired')
        ? argoError(res, 401, 16, 'invalid session: token has expired')
        : argoError(res, 403, 7, 'permission denied')
    )
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    const expired = client.getApplication('expired')
    await expect(expired).rejects.toBeInstanceOf(ArgoCdAuthError)
    await expect(expired).rejects.toThrow(
      'Argo CD rejected the token: token invalid or expired (401: invalid session: token has expired)'
    )
    await expect(client.getApplication('nope')).rejects.toThrow(/403 for app "nope": app missing or token lacks access/)
    expect(server.requests).toHaveLength(2)
    await client.close()
  })

  it("gives up with the server's message once the very same 500 came 5 times over 30 s", async () => {
    const config =
      'error getting application cluster config: no matching service account found for destination server https://kubernetes.default.svc and namespace todo'
    server = await startServer((_req, res) => argoError(res, 500, 2, config))
    let now = 0
    const clock = { clock: () => now, sleep: async (ms: number) => void (now += ms) }
    const client = createArgoCdClient(connection(server.url), { ...clock, retries: 20 })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArgoCdPermanentError)
    expect(error).toMatchObject({ status: 500, transient: false })
    expect((error as Error).message).toBe(
      `GET application guestbook failed: ${config} (HTTP 500); Argo CD gave that answer 8 times in a row over 32s, so waiting will not cure it.`
    )
    // Back-off 0.5, 1, 2, 4, 8, 8, 8 s: the eighth answer is the first 30 s after the first.
    expect(server.requests).toHaveLength(8)
    await client.close()
  })

  it('starts counting again when the answer changes', async () => {
    let calls = 0
    server = await startServer((_req, res) => {
      calls++
      // Every fourth answer says something else: never five alike in a row.
      argoError(res, 500, 2, calls % 4 === 0 ? 'redis: connection pool timeout' : 'error getting cached app state')
    })
    let now = 0
    const clock = { clock: () => now, sleep: async (ms: number) => void (now += ms) }
    const client = createArgoCdClient(connection(server.url), { ...clock, retries: 12 })
    const error = await client.getApplication('guestbook').catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ArgoCdPermanentError)
    expect(error).toMatchObject({ status: 500, transient: true })
    expect(now).toBeGreaterThan(30_000)
    await client.close()
  })

  it('retries transient 5xx answers with back-off and then succeeds', async () => {
    let calls = 0
    server = await startServer((_req, res) => {
      calls++
      if (calls === 1) return argoError(res, 503, 14, 'connection refused')
      if (calls === 2) {
        res.writeHead(502, { 'content-type': 'text/html' })
        return res.end('<html><body>Bad Gateway</body></html>')
      }
      json(res, 200, application('9'))
    })
    const retries: string[] = []
    const client = createArgoCdClient(connection(server.url), { sleep: instant, onRetry: (m) => retries.push(m) })
    await expect(client.getApplication('guestbook')).resolves.toMatchObject({ metadata: { resourceVersion: '9' } })
    expect(server.requests).toHaveLength(3)
    expect(retries[0]).toMatch(/connection refused \(HTTP 503\); retrying in 0.5s/)
    expect(retries[1]).toMatch(/HTTP 502 \(HTTP 502\); retrying in 1s/)
    await client.close()
  })

  it('gives up after the retry budget with a transient error', async () => {
    server = await startServer((_req, res) => argoError(res, 500, 2, 'application refresh deadline exceeded'))
    const client = createArgoCdClient(connection(server.url), { sleep: instant, retries: 2 })
    await expect(client.getApplication('guestbook')).rejects.toMatchObject({ transient: true, status: 500 })
    expect(server.requests).toHaveLength(3)
    await client.close()
  })

  it('treats a timeout as transient', async () => {
    server = await startServer((_req, res) => setTimeout(() => json(res, 200, application('1')), 300))
    const client = createArgoCdClient(connection(server.url), { sleep: instant, retries: 0, requestTimeoutMs: 50 })
    await expect(client.getApplication('guestbook')).rejects.toMatchObject({ transient: true, status: undefined })
    await client.close()
  })

  it('parses the live manifest JSON string and reads "not part of the application" as absent', async () => {
    server = await startServer((_req, res, url) => {
      if (url.searchParams.get('resourceName') === 'todo-api') {
        return json(res, 200, {
          manifest: JSON.stringify({
            metadata: { generation: 3 },
            spec: { image: 'x' },
            status: { observedGeneration: 3 }
          })
        })
      }
      argoError(res, 400, 3, 'Microservice platform.example.io other not found as part of application guestbook')
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    await expect(client.getLiveResource('guestbook', key)).resolves.toEqual({
      metadata: { generation: 3 },
      spec: { image: 'x' },
      status: { observedGeneration: 3 }
    })
    await expect(client.getLiveResource('guestbook', { ...key, name: 'other' })).resolves.toBeUndefined()
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      resourceName: 'todo-api',
      version: 'v1alpha1',
      kind: 'Microservice',
      group: 'platform.example.io',
      namespace: 'todo'
    })
    await client.close()
  })

  it('reports grpc-gateway plain-text 404s as errors that are not worth retrying', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('404 Not Found\n')
    })
    const client = createArgoCdClient(connection(server.url), { sleep: instant })
    const error = await client.getResourceTree('guestbook').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArgoCdError)
    expect(error).toMatchObject({
      transient: false,
      status: 404,
      message: 'GET resource tree of guestbook failed: 404 Not Found (HTTP 404)'
    })
    await client.close()
  })
})
