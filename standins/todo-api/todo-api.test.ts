import { afterEach, describe, expect, it } from 'vitest'
import { startTodoApi, type TodoApiStandIn } from './index.js'

const V1 = 'ghcr.io/acme/todo-api:1.4.2@sha256:46aef566'
const V2 = 'ghcr.io/acme/todo-api:1.5.0@sha256:28492db0'

let api: TodoApiStandIn | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${api!.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: text === '' ? undefined : JSON.parse(text)
  }
}

/** `name{labels} value` lines of the exposition, comments left out. */
async function scrape(): Promise<string[]> {
  const response = await fetch(`${api!.url}/metrics`)
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return (await response.text()).split('\n').filter((l) => l !== '' && !l.startsWith('#'))
}

describe('the Todo API stand-in', () => {
  it('adds a todo, completes it by its id and deletes it', async () => {
    api = await startTodoApi({ version: V1 })
    const added = await call('POST', '/api/todos', { title: 'buy milk' })
    expect(added).toMatchObject({ status: 201, type: 'application/json', body: { title: 'buy milk', done: false } })
    const id = added.body.id as number
    expect(await call('PATCH', `/api/todos/${id}`, { done: true })).toMatchObject({
      status: 200,
      body: { id, done: true }
    })
    expect((await call('GET', '/api/todos')).body).toEqual([{ id, title: 'buy milk', done: true }])
    expect(await call('DELETE', `/api/todos/${id}`)).toEqual({ status: 204, type: null, body: undefined })
    expect(await call('GET', `/api/todos/${id}`)).toMatchObject({ status: 404, body: { error: `no todo ${id}` } })
  })

  it('answers what it cannot do with an error body', async () => {
    api = await startTodoApi({ version: V1 })
    expect(await call('POST', '/api/todos', { name: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'a todo needs a "title" string' }
    })
    expect(await call('PUT', '/api/todos')).toMatchObject({ status: 405 })
    expect(await call('GET', '/nope')).toMatchObject({ status: 404 })
    expect(await call('GET', '/version')).toMatchObject({ status: 200, body: { version: V1 } })
  })

  it('counts requests and their latency by version, route, method and code', async () => {
    api = await startTodoApi({ version: V1 })
    await call('POST', '/api/todos', { title: 'a' })
    await call('GET', '/api/todos')
    api.deploy(V2)
    await call('GET', '/api/todos/99')
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200)
    const lines = await scrape()
    expect(lines).toContain(`http_requests_total{version="${V1}",route="/api/todos",method="POST",code="201"} 1`)
    expect(lines).toContain(`http_requests_total{version="${V1}",route="/api/todos",method="GET",code="200"} 1`)
    expect(lines).toContain(`http_requests_total{version="${V2}",route="/api/todos/:id",method="GET",code="404"} 1`)
    expect(lines.filter((l) => l.includes('healthz'))).toEqual([])
    const buckets = lines.filter((l) => l.startsWith(`http_request_duration_seconds_bucket{version="${V2}"`))
    expect(buckets.map((l) => /le="([^"]+)"/.exec(l)![1])).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf'
    ])
    expect(buckets.at(-1)).toMatch(/ 1$/)
    expect(lines).toContain(
      `http_request_duration_seconds_count{version="${V2}",route="/api/todos/:id",method="GET"} 1`
    )
    // Every sample line is the exposition format's `name{labels} value`.
    for (const line of lines) expect(line).toMatch(/^[a-z_]+\{(?:[a-z_]+="(?:[^"\\]|\\.)*",?)+\} [0-9.e+-]+$/)
  })

  it('fails the share of one version requests it is told to, spread evenly, and slows it', async () => {
    api = await startTodoApi({ version: V2 })
    api.behave(V2, { failRatio: 0.5, delayMs: 300 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call('GET', '/api/todos')).status)
    expect(statuses).toEqual([200, 500, 200, 500])
    const slow = (await scrape()).find((l) =>
      l.startsWith(`http_request_duration_seconds_bucket{version="${V2}",route="/api/todos",method="GET",le="0.25"}`)
    )
    expect(slow).toMatch(/ 0$/)
    api.deploy(V1)
    expect((await call('GET', '/api/todos')).status).toBe(200)
  })
})
