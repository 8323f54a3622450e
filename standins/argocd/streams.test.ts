import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ArgoCdStandIn, type BareRepo, createBareRepo, startArgoCd } from './index.js'
import { digest, microservice, type OpenStream, openStream } from './testkit.js'

const APP = 'todo-full-api'
const FILE = 'apps/todo-api/dev/microservice.yaml'
type Event = {
  result: {
    type: string
    application: { metadata: { name: string; resourceVersion: string }; status: { sync: { revision?: string } } }
  }
}

let repo: BareRepo
let argocd: ArgoCdStandIn
let image = 0

/** Commits a new image: the app changes (sync, operator), so the streams get messages. */
async function rollOut(): Promise<string> {
  image++
  return repo.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.${image}.0@${digest(String(image))}`) })
}

beforeAll(async () => {
  repo = await createBareRepo()
  await rollOut()
  argocd = await startArgoCd({ tickMs: 10, keepaliveMs: 50 })
  await argocd.addApp({
    name: APP,
    repoDir: repo.dir,
    path: FILE,
    namespace: 'todo',
    operator: { scenario: 'healthy', delayMs: 20 }
  })
})

afterEach(() => argocd.faults.reset())

afterAll(async () => {
  await argocd?.close()
  await repo?.remove()
})

const watchPath = `/api/v1/stream/applications?name=${APP}`

/** Reads until the stream ends: resolves on a clean end, rejects when the connection breaks. */
async function readToEnd(stream: OpenStream): Promise<void> {
  while ((await stream.next(2000)) !== undefined);
}

describe('GET /api/v1/stream/applications', () => {
  it('sends newline-delimited {"result":...} events, starting with ADDED for the current state', async () => {
    const stream = await openStream(argocd.url, watchPath, { token: argocd.token })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('application/json')
    // fetch asks for gzip: each message is flushed through the compressor on its own.
    expect(stream.headers.get('content-encoding')).toBe('gzip')
    const first = JSON.parse((await stream.next()) as string) as Event
    expect(first.result.type).toBe('ADDED')
    expect(first.result.application.metadata.name).toBe(APP)
    const sha = await rollOut()
    let event: Event
    do {
      event = JSON.parse((await stream.next()) as string) as Event
      expect(event.result.type).toBe('MODIFIED')
    } while (event.result.application.status.sync.revision !== sha)
    // Every message is one line of JSON ending in "\n"; no keepalives in this mode.
    expect(stream.raw.endsWith('\n')).toBe(true)
    for (const line of stream.raw.trimEnd().split('\n')) expect(() => void JSON.parse(line)).not.toThrow()
    stream.close()
  })

  it('never sends the same application twice in a row', async () => {
    const stream = await openStream(argocd.url, watchPath, { token: argocd.token })
    await rollOut()
    const seen: string[] = []
    for (let i = 0; i < 4; i++) seen.push((await stream.next()) as string)
    expect(new Set(seen).size).toBe(seen.length)
    stream.close()
  })

  it('frames SSE as "data: <json> \\n\\n" with keepalive comments', async () => {
    const stream = await openStream(argocd.url, watchPath, {
      token: argocd.token,
      headers: { accept: 'text/event-stream' }
    })
    expect(stream.headers.get('content-type')).toBe('text/event-stream')
    expect(stream.headers.get('content-encoding')).toBeNull()
    const frame = (await stream.next()) as string
    expect(frame).toMatch(/^data: \{"result":\{"type":"ADDED"/)
    expect(frame.endsWith('} ')).toBe(true)
    // Keepalives are not frames: reading for a while collects them into the raw text.
    for (let i = 0; i < 20 && !stream.raw.includes(':\n'); i++) await stream.next(100).catch(() => undefined)
    expect(stream.raw).toContain(':\n')
    stream.close()
  })

  it('hangs without headers for an app that does not exist or may not be read', async () => {
    await expect(
      openStream(argocd.url, '/api/v1/stream/applications?name=no-such-app', {
        token: argocd.token,
        headerTimeoutMs: 300
      })
    ).rejects.toThrow()
    const limited = argocd.issueToken({ apps: ['someone-else'] })
    await expect(openStream(argocd.url, watchPath, { token: limited, headerTimeoutMs: 300 })).rejects.toThrow()
    const logged = argocd.requests.filter(
      (r) => r.path === '/api/v1/stream/applications' && r.query['name'] === 'no-such-app'
    )
    await expect.poll(() => logged[0]?.status, { timeout: 2000 }).toBe(0)
  })

  it('refuses a missing token with one stream error chunk and no trailing newline', async () => {
    const stream = await openStream(argocd.url, watchPath)
    expect(stream.status).toBe(401)
    expect(await stream.next()).toBe(
      '{"error":{"grpc_code":16,"http_code":401,"message":"no session information","http_status":"Unauthorized"}}'
    )
    expect(stream.raw.endsWith('\n')).toBe(false)
  })
})

describe('GET /api/v1/stream/applications/{name}/resource-tree', () => {
  it('sends nothing until the tree changes, then whole trees', async () => {
    await expect(
      openStream(argocd.url, `/api/v1/stream/applications/${APP}/resource-tree`, {
        token: argocd.token,
        headerTimeoutMs: 200
      })
    ).rejects.toThrow()
    const opening = openStream(argocd.url, `/api/v1/stream/applications/${APP}/resource-tree`, { token: argocd.token })
    await rollOut()
    const stream = await opening
    const message = JSON.parse((await stream.next()) as string) as { result: { nodes: { kind: string }[] } }
    expect(message.result.nodes.map((n) => n.kind)).toContain('Microservice')
    expect(message.result).not.toHaveProperty('type')
    stream.close()
  })

  it('refuses an unknown app with a 403 stream error chunk', async () => {
    const stream = await openStream(argocd.url, '/api/v1/stream/applications/no-such-app/resource-tree', {
      token: argocd.token
    })
    expect(stream.status).toBe(403)
    expect(await stream.next()).toBe(
      '{"error":{"grpc_code":7,"http_code":403,"message":"permission denied","http_status":"Forbidden"}}'
    )
  })
})

describe('stream faults', () => {
  it('drops open streams without a clean end', async () => {
    const stream = await openStream(argocd.url, watchPath, { token: argocd.token })
    await stream.next()
    expect(argocd.faults.dropStreams()).toBeGreaterThan(0)
    await expect(readToEnd(stream)).rejects.toThrow()
  })

  it('drops each stream after a number of messages', async () => {
    argocd.faults.dropStreamsAfter(2)
    // node:http rather than fetch: a WHATWG stream that errors discards what it still buffers.
    const received = new Promise<{ body: string; complete: boolean }>((resolve, reject) => {
      const req = request(
        `${argocd.url}${watchPath}`,
        { headers: { authorization: `Bearer ${argocd.token}` } },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
          res.on('close', () => resolve({ body, complete: res.complete }))
        }
      )
      req.on('error', reject)
      req.end()
    })
    await rollOut()
    const { body, complete } = await received
    expect(complete).toBe(false)
    expect(
      body
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as Event).result.type)
    ).toEqual(['ADDED', 'MODIFIED'])
  })

  it('answers 502 from a proxy, or buffers so that nothing arrives', async () => {
    argocd.faults.streamUnavailable('bad-gateway')
    const stream = await openStream(argocd.url, watchPath, { token: argocd.token })
    expect(stream.status).toBe(502)
    while ((await stream.next()) !== undefined);
    expect(stream.raw).toContain('<title>502 Bad Gateway</title>')
    argocd.faults.streamUnavailable('buffering')
    await expect(openStream(argocd.url, watchPath, { token: argocd.token, headerTimeoutMs: 300 })).rejects.toThrow()
  })

  it('behind a proxy with an idle timeout: a quiet tree watch gets its 504 page, an answered watch is closed unfinished', async () => {
    argocd.faults.idleTimeout(200)
    const tree = await openStream(argocd.url, `/api/v1/stream/applications/${APP}/resource-tree`, {
      token: argocd.token,
      headerTimeoutMs: 5000
    })
    expect([tree.status, tree.headers.get('content-type')]).toEqual([504, 'text/html'])
    while ((await tree.next()) !== undefined);
    expect(tree.raw).toContain('<title>504 Gateway Time-out</title>')
    const watch = await openStream(argocd.url, watchPath, { token: argocd.token })
    expect(watch.status).toBe(200)
    expect((JSON.parse((await watch.next()) as string) as Event).result.type).toBe('ADDED')
    await expect(readToEnd(watch)).rejects.toThrow()
    expect(argocd.faults.idleCuts).toMatchObject({ tree: 1, apps: 1, answered504: 1 })
  })

  it('fails the next requests with 5xx and delays requests', async () => {
    argocd.faults.failNext(2, { status: 503, path: '/api/v1/applications/' })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await fetch(`${argocd.url}/api/v1/applications/${APP}`, {
            headers: { authorization: `Bearer ${argocd.token}` }
          })
        ).status
      )
    }
    expect(statuses).toEqual([503, 503, 200])
    argocd.faults.failNext(1, { status: 504 })
    const gateway = await fetch(`${argocd.url}/api/v1/applications/${APP}`, {
      headers: { authorization: `Bearer ${argocd.token}` }
    })
    expect([gateway.status, await gateway.text()]).toEqual([504, expect.stringContaining('504 Gateway Time-out')])
    argocd.faults.latency(150)
    const started = Date.now()
    await fetch(`${argocd.url}/api/v1/applications/${APP}`, { headers: { authorization: `Bearer ${argocd.token}` } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })
})
