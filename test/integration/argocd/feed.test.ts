import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { ArgoCdAuthError } from '../../../src/argocd/errors.js'
import { ApplicationFeed, isNewer } from '../../../src/argocd/app-feed.js'
import { silentLog } from '../../../src/log.js'
import { Doorbell, realSleep } from '../../../src/time.js'
import { application, connection, instant, json, startServer, type TestServer } from './server.js'

let server: TestServer | undefined
let client: ArgoCdClient | undefined
afterEach(async () => {
  await client?.close()
  await server?.close()
  server = undefined
  client = undefined
})

function event(res: ServerResponse, type: string, rv: string): void {
  res.write(`${JSON.stringify({ result: { type, application: application(rv) } })}\n`)
}

function streamHead(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
}

/** Fast but real pauses: the test waits on the doorbell as the watcher does. */
const bell = new Doorbell(realSleep)
const quick = { sleep: realSleep, reconnectMs: 5, pollMinMs: 5, pollMaxMs: 20, onNews: bell.ring }

/** How long a test waits for what it expects before failing instead of hanging: generous, for a busy machine. */
const PATIENCE_MS = 15_000

/** Takes changed apps until `last` arrives, failing the test instead of hanging. */
async function take(feed: ApplicationFeed, last: string): Promise<string[]> {
  const versions: string[] = []
  for (const end = Date.now() + PATIENCE_MS; Date.now() < end && versions.at(-1) !== last;) {
    await bell.wait(50)
    const app = feed.take()
    if (app) versions.push(app.metadata!.resourceVersion!)
  }
  return versions
}

/** Waits for the feed's failure, as `take()` throws it. */
async function failure(feed: ApplicationFeed): Promise<unknown> {
  for (const end = Date.now() + PATIENCE_MS; Date.now() < end;) {
    await bell.wait(20)
    try {
      feed.take()
    } catch (error) {
      return error
    }
  }
  return undefined
}

const watches = (): number => server!.requests.filter((r) => r.path === '/api/v1/stream/applications').length

describe('application feed', () => {
  it('reconnects a dropped stream from the last resourceVersion and skips what it saw', async () => {
    let connects = 0
    server = await startServer((req, res, url) => {
      if (url.pathname !== '/api/v1/stream/applications') return json(res, 200, application('12'))
      connects++
      streamHead(res)
      if (connects === 1) {
        event(res, 'ADDED', '10')
        // Split one message across two writes, then drop the connection mid-stream.
        res.write('{"result":{"type":"MODIFIED","application":')
        setTimeout(() => {
          res.write(`${JSON.stringify(application('11'))}}}\n`)
          setTimeout(() => req.socket.destroy(), 20)
        }, 20)
      } else {
        event(res, 'ADDED', '11') // a watch with a name always starts with the current state
        event(res, 'MODIFIED', '12')
      }
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const logs: string[] = []
    const feed = new ApplicationFeed(client, {
      name: 'guestbook',
      resourceVersion: '9',
      ...quick,
      log: { ...silentLog, debug: (m) => void logs.push(m) }
    }).start()
    const seen = await take(feed, '12')
    // The mailbox keeps only the newest app, so versions may be skipped, never repeated or reordered.
    expect(seen.at(-1)).toBe('12')
    expect([...seen].sort()).toEqual([...new Set(seen)].sort())
    expect(seen).toEqual([...seen].sort())
    feed.close()
    const watches = server.requests.filter((r) => r.path === '/api/v1/stream/applications')
    expect(watches.map((r) => r.query.get('resourceVersion'))).toEqual(['9', '11'])
    expect(watches.every((r) => r.query.get('name') === 'guestbook')).toBe(true)
    expect(logs.some((m) => /dropped .*reconnecting from resourceVersion 11/.test(m))).toBe(true)
    expect(feed.mode).toBe('stream')
  })

  it('falls back to polling when a proxy does not route the stream', async () => {
    let version = 20
    server = await startServer((_req, res, url) => {
      if (url.pathname.startsWith('/api/v1/stream/')) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        return res.end('404 Not Found\n')
      }
      json(res, 200, application(String(version++)))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const feed = new ApplicationFeed(client, { name: 'guestbook', resourceVersion: '19', ...quick }).start()
    expect((await take(feed, '21')).at(-1)).toBe('21')
    feed.close()
    expect(feed.mode).toBe('poll')
    expect(watches()).toBe(1)
  })

  it('falls back to polling when streams keep closing without an event (a buffering proxy)', async () => {
    server = await startServer((_req, res, url) => {
      if (url.pathname.startsWith('/api/v1/stream/')) {
        streamHead(res)
        return res.end()
      }
      json(res, 200, application('30'))
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const feed = new ApplicationFeed(client, {
      name: 'guestbook',
      resourceVersion: '29',
      ...quick,
      streamAttempts: 3
    }).start()
    expect(await take(feed, '30')).toEqual(['30'])
    feed.close()
    expect(watches()).toBe(3)
    expect(feed.mode).toBe('poll')
  })

  it('surfaces an auth error in the stream to the caller instead of reconnecting', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end(
        '{"error":{"grpc_code":16,"http_code":401,"message":"invalid session: token has been revoked","http_status":"Unauthorized"}}'
      )
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const feed = new ApplicationFeed(client, { name: 'guestbook', ...quick }).start()
    expect(await failure(feed)).toBeInstanceOf(ArgoCdAuthError)
    feed.close()
  })

  it('fails when the app is deleted while waiting', async () => {
    server = await startServer((_req, res) => {
      streamHead(res)
      event(res, 'DELETED', '40')
    })
    client = createArgoCdClient(connection(server.url), { sleep: instant })
    const feed = new ApplicationFeed(client, { name: 'guestbook', ...quick }).start()
    expect(String(await failure(feed))).toMatch(/was deleted while waiting/)
    feed.close()
  })

  it('orders resourceVersions as numbers when they are', () => {
    expect(isNewer('100', '99')).toBe(true)
    expect(isNewer('99', '100')).toBe(false)
    expect(isNewer('abc', 'abd')).toBe(true)
    expect(isNewer('7', undefined)).toBe(true)
  })
})
