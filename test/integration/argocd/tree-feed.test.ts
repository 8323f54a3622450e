import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdAuthError } from '../../../src/argocd/errors.js'
import { ApplicationFeed } from '../../../src/argocd/app-feed.js'
import { silentLog } from '../../../src/log.js'
import { realSleep } from '../../../src/time.js'
import { TreeFeed } from '../../../src/argocd/tree-feed.js'
import type { ResourceTree } from '../../../src/argocd/types.js'
import { application, connection, instant, json, startServer, type TestServer } from './server.js'

let server: TestServer | undefined
let client: ArgoCdClient | undefined
let feed: { close(): void } | undefined
afterEach(async () => {
  feed?.close()
  await client?.close()
  await server?.close()
  server = client = feed = undefined
})

const TREE_WATCH = '/api/v1/stream/applications/guestbook/resource-tree'
const tree = (rv: string): ResourceTree => ({
  nodes: [{ kind: 'Deployment', name: 'guestbook-ui', resourceVersion: rv, health: { status: 'Progressing' } }]
})
const quick = { sleep: realSleep, reconnectMs: 5, pollMinMs: 5, pollMaxMs: 20 }

/** Argo CD's first tree message: headers go out only with it. */
function send(res: ServerResponse, t: ResourceTree): void {
  if (!res.headersSent) res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
  res.write(`${JSON.stringify({ result: t })}\n`)
}

/** Waits up to `ms` (generous: a busy machine is slow, never wrong) for `check` to hold. */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await realSleep(5)
  expect(check()).toBe(true)
}

/** Takes trees until `count` arrived (or a failure surfaces). */
async function takeTrees(trees: TreeFeed, count: number): Promise<string[]> {
  const seen: string[] = []
  await until(() => {
    const t = trees.take()
    if (t) seen.push(t.nodes![0]!.resourceVersion!)
    return seen.length >= count
  })
  return seen
}

const count = (path: string): number => server!.requests.filter((r) => r.path === path).length

describe('resource-tree feed', () => {
  it('reads the tree once after reopening a dropped watch, so a change made meanwhile is not lost', async () => {
    let watches = 0
    server = await startServer((req, res, url) => {
      if (url.pathname !== TREE_WATCH) return json(res, 200, tree('3'))
      if (++watches === 1) {
        send(res, tree('2'))
        setTimeout(() => req.socket.destroy(), 20)
      }
      // Later watches stay silent, headers included, as Argo CD's do until the tree changes.
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const logs: string[] = []
    const trees = new TreeFeed(client, {
      name: 'guestbook',
      ...quick,
      log: { ...silentLog, debug: (m) => void logs.push(m) }
    }).start()
    feed = trees
    trees.seen(tree('1'))
    expect(await takeTrees(trees, 2)).toEqual(['2', '3'])
    expect([count(TREE_WATCH), count('/api/v1/applications/guestbook/resource-tree')]).toEqual([2, 1])
    // It had worked before it dropped: reopened quietly, at debug.
    expect(logs.some((m) => /watch of the resource tree of guestbook dropped/.test(m))).toBe(true)
    expect(trees.mode).toBe('stream')
  })

  it('renews a quiet watch without calling it a failure, and delivers no tree it already had', async () => {
    server = await startServer((_req, res, url) => {
      if (url.pathname !== TREE_WATCH) json(res, 200, tree('1'))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const logs: string[] = []
    const debug: string[] = []
    const trees = new TreeFeed(client, {
      name: 'guestbook',
      ...quick,
      renewMs: 40,
      log: { ...silentLog, info: (m) => void logs.push(m), debug: (m) => void debug.push(m) }
    }).start()
    feed = trees
    trees.seen(tree('1'))
    await until(() => count(TREE_WATCH) >= 4)
    expect(trees.take()).toBeUndefined()
    expect(trees.mode).toBe('stream')
    expect(logs).toEqual([])
    expect(debug[0]).toMatch(/was quiet for 0.04s; reopening it/)
  })

  it('polls the tree when the stream endpoint is not routed, delivering only trees that differ', async () => {
    let reads = 0
    server = await startServer((_req, res, url) => {
      if (url.pathname === TREE_WATCH) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        return res.end('404 Not Found\n')
      }
      json(res, 200, tree(String(Math.floor(reads++ / 3))))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const trees = new TreeFeed(client, { name: 'guestbook', ...quick }).start()
    feed = trees
    trees.seen(tree('0'))
    expect(await takeTrees(trees, 2)).toEqual(['1', '2'])
    expect(trees.mode).toBe('poll')
    expect(count(TREE_WATCH)).toBe(1)
  })

  it('polls after repeated refusals from a proxy, but only reconnects after lost connections', async () => {
    server = await startServer((req, res, url) => {
      if (url.pathname !== TREE_WATCH) return json(res, 200, tree('1'))
      if (url.searchParams.get('appNamespace') === 'lost') return req.socket.destroy()
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<html><title>502 Bad Gateway</title></html>')
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant, retries: 0 })
    const refused = new TreeFeed(client, { name: 'guestbook', ...quick, streamAttempts: 3 }).start()
    feed = refused
    await until(() => refused.mode === 'poll')
    expect(count(TREE_WATCH)).toBe(3)
    refused.close()

    const lostClient = createArgoCdClient(connection(server.url, { appNamespace: 'lost' }), {
      sleep: instant,
      retries: 0
    })
    const lost = new TreeFeed(lostClient, { name: 'guestbook', ...quick, reconnectMs: 1, streamAttempts: 3 }).start()
    await until(() => count(TREE_WATCH) >= 3 + 6)
    expect(lost.mode).toBe('stream')
    lost.close()
    await lostClient.close()
  })

  it('surfaces a 403 on the tree watch as an auth error', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' })
      res.end('{"error":{"grpc_code":7,"http_code":403,"message":"permission denied","http_status":"Forbidden"}}')
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const trees = new TreeFeed(client, { name: 'guestbook', ...quick }).start()
    feed = trees
    let error: unknown
    await until(() => {
      error = (() => {
        try {
          trees.take()
        } catch (e) {
          return e
        }
      })()
      return error !== undefined
    })
    expect(error).toBeInstanceOf(ArgoCdAuthError)
  })

  it('switches to polling on request, closing the open watch; close leaves no request open', async () => {
    const closed: string[] = []
    server = await startServer((req, res, url) => {
      if (url.pathname === TREE_WATCH) return void req.on('close', () => closed.push('watch'))
      json(res, 200, tree('5'))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const trees = new TreeFeed(client, { name: 'guestbook', ...quick }).start()
    feed = trees
    await until(() => count(TREE_WATCH) === 1)
    trees.usePolling()
    expect(await takeTrees(trees, 1)).toEqual(['5'])
    await until(() => closed.length === 1)
    expect(trees.mode).toBe('poll')
    trees.close()
    // The dispatcher closes only once no request is in flight: a watch left open would hang this.
    await client.close()
    client = undefined
  })
})

describe('application feed behind a buffering proxy', () => {
  it('counts a watch without its first event as failed and polls', async () => {
    server = await startServer((_req, res, url) => {
      if (!url.pathname.startsWith('/api/v1/stream/')) json(res, 200, application('8'))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const logs: string[] = []
    const apps = new ApplicationFeed(client, {
      name: 'guestbook',
      resourceVersion: '7',
      ...quick,
      firstEventMs: 30,
      streamAttempts: 2,
      log: { ...silentLog, info: (m) => void logs.push(m) }
    }).start()
    feed = apps
    let app: ReturnType<typeof apps.take>
    await until(() => (app ??= apps.take()) !== undefined)
    expect(app?.metadata?.resourceVersion).toBe('8')
    expect(apps.mode).toBe('poll')
    // Two attempts, each given up after 30 ms: what the client says. The server may see fewer,
    // since on a busy machine an attempt can end before its request arrives.
    expect(logs.filter((l) => /brought nothing within 0.03s \(a proxy holding the stream\?\)/.test(l))).toHaveLength(2)
    const streams = server.requests.filter((r) => r.path === '/api/v1/stream/applications').length
    expect(streams).toBeGreaterThanOrEqual(1)
    expect(streams).toBeLessThanOrEqual(2)
  })
})
