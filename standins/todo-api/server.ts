/**
 * The Todo API of the seeds, as a stand-in on loopback: what the Todo web page does (add a todo,
 * complete it, delete it) as a small JSON API, served by whichever version is deployed, with
 * Prometheus metrics per version and route, and a switch that makes one version fail or slow.
 * Verification's smoke checks call it; Prometheus scrapes it; the demo rolls versions through it.
 *
 *   GET    /api/todos          the list
 *   POST   /api/todos          { "title": "…" } → 201 and the todo (`id`, `title`, `done: false`)
 *   GET    /api/todos/{id}     one todo, or 404
 *   PATCH  /api/todos/{id}     { "done": true } completes it (or changes `title`) → 200 and the todo
 *   DELETE /api/todos/{id}     → 204
 *   GET    /version            { "version": "<image reference>" }
 *   GET    /healthz            ok (not counted in the metrics, as probes usually are not)
 *   GET    /metrics            the text exposition format (metrics.ts)
 *
 * Errors are `{ "error": "…" }` with 400, 404, 405 or 500.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { Metrics } from './metrics.js'
import { queryApi, QUERY_API_PATH } from './query-api.js'

export interface Todo {
  readonly id: number
  title: string
  done: boolean
}

/** What one version does wrong: answer 500 to this share of requests, and take this much longer. */
export interface Behaviour {
  /** From 0 to 1, spread evenly over the version's requests (a ratio of 0.25 fails every fourth). */
  readonly failRatio?: number
  readonly delayMs?: number
}

export interface TodoApiStandIn {
  readonly url: string
  /** Where the stand-in query API answers, for `verify.prometheus.url` (query-api.ts). */
  readonly prometheusUrl: string
  readonly metrics: Metrics
  /** The version serving requests from now on (an image reference, as in OTEL_SERVICE_VERSION). */
  deploy(version: string): void
  readonly version: () => string
  behave(version: string, behaviour: Behaviour): void
  close(): Promise<void>
}

const ROUTES: readonly { route: string; pattern: RegExp; methods: readonly string[] }[] = [
  { route: '/api/todos', pattern: /^\/api\/todos\/?$/, methods: ['GET', 'POST'] },
  { route: '/api/todos/:id', pattern: /^\/api\/todos\/([^/]+)$/, methods: ['GET', 'PATCH', 'DELETE'] },
  { route: '/version', pattern: /^\/version$/, methods: ['GET'] }
]

export async function startTodoApi(options: { version: string; port?: number }): Promise<TodoApiStandIn> {
  let version = options.version
  const behaviours = new Map<string, Behaviour>()
  const served = new Map<string, number>()
  const todos = new Map<number, Todo>()
  const metrics = new Metrics()
  let nextId = 1
  const answerQuery = queryApi(metrics)

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    if (url.pathname === '/healthz') return send(res, 200, 'ok\n', 'text/plain')
    if (url.pathname === '/metrics')
      return send(res, 200, metrics.exposition(), 'text/plain; version=0.0.4; charset=utf-8')
    if (url.pathname === QUERY_API_PATH) return answerQuery(req, res, url)
    const match = ROUTES.find((r) => r.pattern.test(url.pathname))
    if (!match) return json(res, 404, { error: `no route ${url.pathname}` })
    if (!match.methods.includes(method)) return json(res, 405, { error: `${method} is not allowed on ${match.route}` })
    const started = performance.now()
    const serving = version
    const behaviour = behaviours.get(serving) ?? {}
    if (behaviour.delayMs) await sleep(behaviour.delayMs)
    const n = (served.get(serving) ?? 0) + 1
    served.set(serving, n)
    const ratio = behaviour.failRatio ?? 0
    const fails = Math.floor(n * ratio) > Math.floor((n - 1) * ratio)
    const body = await readBody(req)
    const [status, answer] = fails
      ? [500, { error: `${serving} failed this request (the stand-in was told to fail it)` }]
      : route(match.route, method, match.pattern.exec(url.pathname)?.[1], body)
    metrics.record({
      at: Date.now(),
      version: serving,
      route: match.route,
      method,
      code: status,
      seconds: (performance.now() - started) / 1000
    })
    if (status === 204) return send(res, 204, '', undefined)
    return json(res, status, answer)
  }

  function route(name: string, method: string, id: string | undefined, body: string): [number, unknown] {
    if (name === '/version') return [200, { version }]
    if (name === '/api/todos') {
      if (method === 'GET') return [200, [...todos.values()]]
      const input = parseObject(body)
      if (typeof input?.['title'] !== 'string' || input['title'].trim() === '')
        return [400, { error: 'a todo needs a "title" string' }]
      const todo = { id: nextId++, title: input['title'], done: false }
      todos.set(todo.id, todo)
      return [201, todo]
    }
    const todo = todos.get(Number(id))
    if (!todo) return [404, { error: `no todo ${id}` }]
    if (method === 'GET') return [200, todo]
    if (method === 'DELETE') {
      todos.delete(todo.id)
      return [204, undefined]
    }
    const change = parseObject(body)
    if (!change || (change['done'] !== undefined && typeof change['done'] !== 'boolean'))
      return [400, { error: 'send { "done": true } or { "title": "…" }' }]
    if (typeof change['done'] === 'boolean') todo.done = change['done']
    if (typeof change['title'] === 'string') todo.title = change['title']
    return [200, todo]
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) })
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    prometheusUrl: `${url}${QUERY_API_PATH.replace(/\/api\/v1\/query$/, '')}`,
    metrics,
    deploy: (next) => void (version = next),
    version: () => version,
    behave: (of, behaviour) => void behaviours.set(of, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function json(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, `${JSON.stringify(body)}\n`, 'application/json')
}

function send(res: ServerResponse, status: number, body: string, type: string | undefined): void {
  res.writeHead(status, type === undefined ? {} : { 'content-type': type })
  res.end(body)
}
