import { gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ArgoCdStandIn, type BareRepo, createBareRepo, startArgoCd } from './index.js'
import { digest, get, microservice, openStream } from './testkit.js'

const APP = 'todo-full-api'
const FILE = 'apps/todo-api/dev/microservice.yaml'
const PERMISSION_DENIED = { error: 'permission denied', code: 7, message: 'permission denied' }

let repo: BareRepo
let argocd: ArgoCdStandIn
let clock = Date.parse('2026-11-30T10:00:00Z')

/** Advances the fake clock and runs controller ticks: the stand-in runs only when told to. */
async function ticks(count: number, stepMs = 1000): Promise<void> {
  for (let i = 0; i < count; i++) {
    clock += stepMs
    await argocd.tick()
  }
}

beforeAll(async () => {
  repo = await createBareRepo()
  await repo.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.0.0@${digest('a')}`) })
  argocd = await startArgoCd({ tickMs: 0, now: () => clock })
  await argocd.addApp({
    name: APP,
    repoDir: repo.dir,
    path: FILE,
    namespace: 'todo',
    operator: { scenario: 'healthy', delayMs: 1000 }
  })
  await argocd.addApp({ name: 'other-app', repoDir: repo.dir, path: FILE, namespace: 'other', project: 'team-b' })
  await argocd.addApp({ name: 'team-app', appNamespace: 'team-a', repoDir: repo.dir, path: FILE, namespace: 'team' })
  await ticks(4)
})

afterAll(async () => {
  await argocd?.close()
  await repo?.remove()
})

describe('authentication', () => {
  it('answers 401 "no session information" without a token', async () => {
    const answer = await get(argocd.url, `/api/v1/applications/${APP}`)
    expect(answer.status).toBe(401)
    expect(answer.text).toBe('{"error":"no session information","code":16,"message":"no session information"}')
    expect(answer.headers.get('content-type')).toBe('application/json')
  })

  it('answers 401 "invalid session" for an unknown JWT-shaped token, and ignores a bearer that is not JWT-shaped', async () => {
    const unknown = await get(argocd.url, `/api/v1/applications/${APP}`, { token: 'aaa.bbb.ccc' })
    expect(unknown.status).toBe(401)
    expect(unknown.json()).toMatchObject({ code: 16, message: 'invalid session: token signature is invalid' })
    const opaque = await get(argocd.url, `/api/v1/applications/${APP}`, { token: 'not-a-jwt' })
    expect(opaque.json()).toMatchObject({ message: 'no session information' })
    const lowercase = await get(argocd.url, `/api/v1/applications/${APP}`, {
      headers: { authorization: `bearer ${argocd.token}` }
    })
    expect(lowercase.status).toBe(401)
  })

  it('accepts the argocd.token cookie and the Grpc-Metadata-Token header', async () => {
    const [first, second] = [argocd.token.slice(0, 20), argocd.token.slice(20)]
    const cookie = await get(argocd.url, `/api/v1/applications/${APP}`, {
      headers: { cookie: `argocd.token=${first}; argocd.token-1=${second}` }
    })
    expect(cookie.status).toBe(200)
    const metadata = await get(argocd.url, `/api/v1/applications/${APP}`, {
      headers: { 'grpc-metadata-token': argocd.token }
    })
    expect(metadata.status).toBe(200)
  })

  it('stops accepting a revoked token', async () => {
    const token = argocd.issueToken({ apps: '*' })
    expect((await get(argocd.url, `/api/v1/applications/${APP}`, { token })).status).toBe(200)
    argocd.revokeToken(token)
    expect((await get(argocd.url, `/api/v1/applications/${APP}`, { token })).status).toBe(401)
  })
})

describe('403 versus 404', () => {
  it('gives the same 403 for an app that does not exist and one the token may not read', async () => {
    const limited = argocd.issueToken({ apps: ['other-app'] })
    const missing = await get(argocd.url, '/api/v1/applications/no-such-app', { token: argocd.token })
    const forbidden = await get(argocd.url, `/api/v1/applications/${APP}`, { token: limited })
    for (const answer of [missing, forbidden]) {
      expect(answer.status).toBe(403)
      expect(answer.json()).toEqual(PERMISSION_DENIED)
    }
    for (const path of ['resource-tree', 'managed-resources', 'resource?resourceName=x&version=v1&kind=Pod']) {
      expect((await get(argocd.url, `/api/v1/applications/no-such-app/${path}`, { token: argocd.token })).status).toBe(
        403
      )
    }
  })

  it('answers 404 only when one project is named and the token may read the app', async () => {
    const missing = await get(argocd.url, '/api/v1/applications/no-such-app?project=default', { token: argocd.token })
    expect(missing.status).toBe(404)
    expect(missing.json()).toEqual({
      error: 'applications.argoproj.io "no-such-app" not found',
      code: 5,
      message: 'applications.argoproj.io "no-such-app" not found'
    })
    expect((await get(argocd.url, `/api/v1/applications/${APP}?project=team-b`, { token: argocd.token })).status).toBe(
      404
    )
    expect(
      (await get(argocd.url, `/api/v1/applications/${APP}?projects=default`, { token: argocd.token })).status
    ).toBe(200)
    const limited = argocd.issueToken({ apps: [] })
    expect((await get(argocd.url, '/api/v1/applications/no-such-app?project=default', { token: limited })).status).toBe(
      403
    )
    const two = await get(argocd.url, `/api/v1/applications/${APP}?project=a&project=b`, { token: argocd.token })
    expect(two.status).toBe(400)
    expect(two.json()).toMatchObject({
      code: 3,
      message: 'multiple projects specified - the get endpoint accepts either zero or one project'
    })
  })

  it('answers 403 for an app namespace that is not enabled', async () => {
    expect(
      (await get(argocd.url, `/api/v1/applications/${APP}?appNamespace=elsewhere`, { token: argocd.token })).status
    ).toBe(403)
    expect(
      (await get(argocd.url, `/api/v1/applications/${APP}?appNamespace=argocd`, { token: argocd.token })).status
    ).toBe(200)
  })
})

describe('apps in any namespace', () => {
  it('finds an app outside the argocd namespace only when asked in its namespace, on every route', async () => {
    const token = argocd.token
    const tree = '/api/v1/applications/team-app/resource-tree'
    expect((await get(argocd.url, '/api/v1/applications/team-app', { token })).status).toBe(403)
    expect((await get(argocd.url, tree, { token })).status).toBe(403)
    expect((await get(argocd.url, `${tree}?appNamespace=argocd`, { token })).status).toBe(403)
    const found = await get(argocd.url, '/api/v1/applications/team-app?appNamespace=team-a', { token })
    expect(found.status).toBe(200)
    expect(found.json()).toMatchObject({ metadata: { name: 'team-app', namespace: 'team-a' } })
    expect((await get(argocd.url, `${tree}?appNamespace=team-a`, { token })).status).toBe(200)
    expect(
      (await get(argocd.url, `/api/v1/applications/team-app/syncwindows?appNamespace=team-a`, { token })).status
    ).toBe(200)
  })

  it('watches a named app in the namespace asked, and every namespace without a name', async () => {
    const named = await openStream(argocd.url, '/api/v1/stream/applications?name=team-app&appNamespace=team-a', {
      token: argocd.token
    })
    expect(JSON.parse((await named.next()) as string)).toMatchObject({
      result: { type: 'ADDED', application: { metadata: { name: 'team-app', namespace: 'team-a' } } }
    })
    named.close()
    // In the server's namespace the named app does not exist: the watch hangs.
    await expect(
      openStream(argocd.url, '/api/v1/stream/applications?name=team-app', { token: argocd.token, headerTimeoutMs: 300 })
    ).rejects.toThrow('no headers')
    const all = await openStream(argocd.url, '/api/v1/stream/applications', { token: argocd.token })
    const names: string[] = []
    for (let i = 0; i < 3; i++) {
      names.push(
        (JSON.parse((await all.next()) as string) as { result: { application: { metadata: { name: string } } } }).result
          .application.metadata.name
      )
    }
    all.close()
    expect(names.sort()).toEqual(['other-app', 'team-app', APP].sort())
  })
})

describe('the endpoints', () => {
  it('returns the live resource with `manifest` as a JSON string', async () => {
    const query = 'namespace=todo&resourceName=todo-api&version=v1alpha1&kind=Microservice&group=platform.example.io'
    const answer = await get(argocd.url, `/api/v1/applications/${APP}/resource?${query}`, { token: argocd.token })
    expect(answer.status).toBe(200)
    const { manifest } = answer.json() as { manifest: unknown }
    expect(typeof manifest).toBe('string')
    expect(JSON.parse(manifest as string)).toMatchObject({
      kind: 'Microservice',
      metadata: { name: 'todo-api', generation: 1 },
      status: { observedGeneration: 1, conditions: expect.any(Array) }
    })
  })

  it('answers 400 for a resource that is not part of the app, 500 for a missing required parameter', async () => {
    const ghost = await get(
      argocd.url,
      `/api/v1/applications/${APP}/resource?namespace=todo&resourceName=ghost&version=v1&kind=ConfigMap`,
      { token: argocd.token }
    )
    expect(ghost.status).toBe(400)
    expect(ghost.json()).toMatchObject({ code: 3, message: `ConfigMap  ghost not found as part of application ${APP}` })
    // The gateway marshals the request before the server (and its auth) runs.
    const noKind = await get(argocd.url, `/api/v1/applications/${APP}/resource?resourceName=todo-api&version=v1`)
    expect(noKind.status).toBe(500)
    expect(noKind.json()).toMatchObject({
      code: 13,
      message: 'grpc: error while marshaling: proto: required field "kind" not set'
    })
  })

  it('returns the whole tree whatever the filters, with pods listing their images', async () => {
    const all = await get(argocd.url, `/api/v1/applications/${APP}/resource-tree`, { token: argocd.token })
    const filtered = await get(argocd.url, `/api/v1/applications/${APP}/resource-tree?kind=Pod&name=x`, {
      token: argocd.token
    })
    expect(filtered.json()).toEqual(all.json())
    const nodes = (all.json() as { nodes: { kind: string; images?: string[]; parentRefs?: unknown[] }[] }).nodes
    expect(nodes.map((n) => n.kind)).toEqual(['Microservice', 'Service', 'Deployment', 'ReplicaSet', 'Pod'])
    expect(nodes.find((n) => n.kind === 'Pod')?.images).toEqual([`ghcr.io/acme/todo-api:1.0.0@${digest('a')}`])
  })

  it('filters managed resources exactly and answers {} when nothing matches', async () => {
    const answer = await get(argocd.url, `/api/v1/applications/${APP}/managed-resources?kind=Microservice`, {
      token: argocd.token
    })
    const items = (answer.json() as { items: Record<string, unknown>[] }).items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      group: 'platform.example.io',
      kind: 'Microservice',
      namespace: 'todo',
      name: 'todo-api'
    })
    expect(JSON.parse(items[0]?.['liveState'] as string)).toMatchObject({ kind: 'Microservice' })
    expect(JSON.parse(items[0]?.['targetState'] as string)).toMatchObject({ spec: { port: 8080 } })
    expect(items[0]).not.toHaveProperty('modified')
    const none = await get(argocd.url, `/api/v1/applications/${APP}/managed-resources?kind=Secret`, {
      token: argocd.token
    })
    expect(none.text).toBe('{}')
  })

  it('answers plain-text 404 and 405 under /api/, and the web UI elsewhere', async () => {
    const missing = await get(argocd.url, '/api/v1/nothing-here', { token: argocd.token })
    expect([missing.status, missing.text, missing.headers.get('content-type')]).toEqual([
      404,
      'Not Found\n',
      'text/plain; charset=utf-8'
    ])
    const post = await fetch(`${argocd.url}/api/v1/applications/${APP}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${argocd.token}` }
    })
    expect(post.status).toBe(405)
    const ui = await get(argocd.url, '/applications')
    expect([ui.status, ui.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
  })

  it('gzips when asked (JSON without a trailing newline inside)', async () => {
    const body = await new Promise<{ encoding: string | undefined; data: Buffer }>((resolve, reject) => {
      const req = request(
        `${argocd.url}/api/v1/applications/${APP}`,
        { headers: { authorization: `Bearer ${argocd.token}`, 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }))
        }
      )
      req.on('error', reject)
      req.end()
    })
    expect(body.encoding).toBe('gzip')
    const text = gunzipSync(body.data).toString('utf8')
    expect(text.endsWith('}')).toBe(true)
    expect(JSON.parse(text)).toMatchObject({ metadata: { name: APP } })
  })
})

describe('GET with refresh', () => {
  it('blocks until the controller has reconciled, then returns the refreshed app', async () => {
    const before = argocd.application(APP) as { status: { reconciledAt: string } }
    let answered = false
    const pending = get(argocd.url, `/api/v1/applications/${APP}?refresh=normal`, { token: argocd.token }).then((a) => {
      answered = true
      return a
    })
    // The server has patched the refresh annotation and is now waiting for the controller.
    await argocd.waitFor(
      APP,
      (app) =>
        (app as { metadata: { annotations?: Record<string, string> } }).metadata.annotations?.[
          'argocd.argoproj.io/refresh'
        ] === 'normal'
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    await ticks(1)
    const answer = await pending
    const app = answer.json() as {
      metadata: { annotations?: Record<string, string>; resourceVersion: string }
      status: { reconciledAt: string }
    }
    expect(app.metadata.annotations).toBeUndefined()
    expect(Date.parse(app.status.reconciledAt)).toBeGreaterThan(Date.parse(before.status.reconciledAt))
  })
})

describe('the request log', () => {
  it('records method, path, query and status, never a token', async () => {
    await get(argocd.url, `/api/v1/applications/${APP}?appNamespace=argocd&token=secret-value`, { token: argocd.token })
    const entry = argocd.requests.find((r) => r.query['appNamespace'] === 'argocd' && r.query['token'])
    expect(entry).toEqual({
      method: 'GET',
      path: `/api/v1/applications/${APP}`,
      query: { appNamespace: 'argocd', token: '[redacted]' },
      status: 200,
      auth: 'bearer'
    })
    const logged = JSON.stringify(argocd.requests)
    expect(logged).not.toContain(argocd.token)
    expect(logged).not.toContain('secret-value')
  })
})
