import { describe, expect, it } from 'vitest'
import type { SmokeSetting } from '../../../src/verify/config.js'
import { Unreachable, type HttpAnswer, type HttpRequest } from '../../../src/verify/http.js'
import { parseVerifyConfig } from '../../../src/verify/parse.js'
import { redactor } from '../../../src/verify/redact.js'
import { runSmoke } from '../../../src/verify/smoke.js'
import { VirtualTime } from '../wait/virtual-time.js'
import { json, recording } from './fakes.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')
const RELEASE = new Map<string, unknown>([
  ['image', 'ghcr.io/acme/todo-api:1.5.0@sha256:28492db0'],
  ['tag', '1.5.0']
])

/** The seeds' sequence: add a todo, complete it by its id, delete it. */
function sequence(over: Record<string, unknown> = {}): SmokeSetting {
  return parseVerifyConfig({
    soak: '1m',
    smoke: {
      'base-url': 'http://todo.test',
      'retry-for': '10s',
      steps: [
        {
          name: 'add a todo',
          method: 'POST',
          url: '/api/todos',
          headers: { 'X-Api-Key': 'k3y-secret' },
          json: { title: 'smoke {{ tag }}' },
          expect: { status: 201, json: { done: false } },
          capture: { id: 'id' }
        },
        {
          name: 'complete it',
          method: 'PATCH',
          url: '/api/todos/{{ id }}',
          json: { done: true },
          expect: { json: { id: '{{ id }}', done: true } }
        },
        { name: 'delete it', method: 'DELETE', url: '/api/todos/{{ id }}', expect: { status: 204 } }
      ],
      ...over
    }
  }).smoke!
}

/** A Todo API in a function: ids count from 41; `broken` answers 500 to that method. */
function todoApi(broken?: string) {
  const todos = new Map<number, { id: number; title: string; done: boolean }>()
  let next = 41
  return (request: HttpRequest): HttpAnswer => {
    const { pathname } = new URL(request.url)
    if (request.method === broken)
      return { status: 500, contentType: 'text/plain', text: 'internal error: k3y-secret rejected' }
    if (request.method === 'POST' && pathname === '/api/todos') {
      const todo = { id: next++, title: (JSON.parse(request.body!) as { title: string }).title, done: false }
      todos.set(todo.id, todo)
      return json(201, todo)
    }
    const id = Number(/^\/api\/todos\/(\d+)$/.exec(pathname)?.[1])
    const todo = todos.get(id)
    if (!todo) return json(404, { error: 'no such todo' })
    if (request.method === 'PATCH') return json(200, Object.assign(todo, JSON.parse(request.body!)))
    if (request.method === 'DELETE') {
      todos.delete(id)
      return { status: 204, contentType: '', text: '' }
    }
    return json(405, {})
  }
}

describe('the smoke runner', () => {
  it('runs the sequence, carrying the created id to the next steps, and never shows it', async () => {
    const time = new VirtualTime(T0)
    const fake = recording(todoApi())
    const run = await runSmoke(sequence(), RELEASE, { http: fake.http, ...time }, redactor([]))
    expect(run.outcome).toBe('passed')
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://todo.test/api/todos',
      'PATCH http://todo.test/api/todos/41',
      'DELETE http://todo.test/api/todos/41'
    ])
    expect(fake.requests[0]!.body).toBe('{"title":"smoke 1.5.0"}')
    expect(fake.requests[0]!.headers).toMatchObject({ 'X-Api-Key': 'k3y-secret', 'content-type': 'application/json' })
    expect(run.steps.map((s) => [s.name, s.outcome, s.status, s.detail])).toEqual([
      ['add a todo', 'passed', 201, 'captured {{ id }}'],
      ['complete it', 'passed', 200, ''],
      ['delete it', 'passed', 204, '']
    ])
    expect(run.steps[1]!.url).toBe('http://todo.test/api/todos/{{ id }}')
    expect(JSON.stringify(run)).not.toContain('41')
  })

  it('retries a failing step within retry-for, then fails it and sends nothing after it', async () => {
    const time = new VirtualTime(T0)
    const fake = recording(todoApi('PATCH'))
    const smoke = sequence()
    const run = await runSmoke(smoke, RELEASE, { http: fake.http, ...time }, redactor(['k3y-secret']))
    expect(run.outcome).toBe('failed')
    const patches = fake.requests.filter((r) => r.method === 'PATCH')
    expect(patches.length).toBeGreaterThan(1)
    expect(fake.requests.some((r) => r.method === 'DELETE')).toBe(false)
    expect(time.now - T0).toBeLessThanOrEqual(smoke.retryForMs)
    const [, complete, remove] = run.steps
    expect(complete).toMatchObject({ outcome: 'failed', status: 500, attempts: patches.length })
    expect(complete!.detail).toMatch(
      /^answered 500, expected a 2xx: "internal error: \*\*\* rejected" \(\d+ attempts over \d+s\)$/
    )
    expect(remove).toMatchObject({ outcome: 'skipped', attempts: 0 })
  })

  it('passes a step that recovers within the window, saying at which attempt', async () => {
    const time = new VirtualTime(T0)
    const api = todoApi()
    const fake = recording((r, i) =>
      i < 2 ? { status: 503, contentType: 'text/plain', text: 'no endpoints' } : api(r)
    )
    const run = await runSmoke(sequence(), RELEASE, { http: fake.http, ...time }, redactor([]))
    expect(run.outcome).toBe('passed')
    expect(run.steps[0]).toMatchObject({ attempts: 3, detail: 'passed at attempt 3; captured {{ id }}' })
  })

  it('names the setting and the address when a URL does not answer', async () => {
    const time = new VirtualTime(T0)
    const fake = recording(() => {
      throw new Unreachable('getaddrinfo ENOTFOUND todo.test', false)
    })
    const run = await runSmoke(sequence({ 'retry-for': '0s' }), RELEASE, { http: fake.http, ...time }, redactor([]))
    expect(run.steps[0]!.detail).toBe(
      'verify.smoke.steps[0].url: cannot reach todo.test: getaddrinfo ENOTFOUND todo.test'
    )
  })

  it('judges JSON fields and text, and says what it found', async () => {
    const time = new VirtualTime(T0)
    const check = async (answer: HttpAnswer, expect_: Record<string, unknown>, capture?: Record<string, string>) => {
      const smoke = parseVerifyConfig({
        soak: '1m',
        smoke: { 'retry-for': '0s', steps: [{ url: 'http://t/x', expect: expect_, ...(capture ? { capture } : {}) }] }
      }).smoke!
      const run = await runSmoke(smoke, RELEASE, { http: recording(() => answer).http, ...time }, redactor([]))
      return run.steps[0]!.detail
    }
    expect(await check(json(200, { done: true }), { json: { done: false } })).toBe('done is true, expected false')
    expect(await check(json(200, {}), { json: { 'todo.id': 1 } })).toBe('the answer has no todo.id (nothing at $.todo)')
    expect(await check({ status: 200, contentType: 'text/html', text: '<p>hi</p>' }, { json: { a: 1 } })).toBe(
      'answered 200 without JSON: "<p>hi</p>"'
    )
    expect(await check(json(200, { v: '1.4.2' }), { contains: '{{ tag }}' })).toBe(
      'the answer does not contain "1.5.0": "{\\"v\\":\\"1.4.2\\"}"'
    )
    expect(await check(json(200, { v: '1.5.0' }), { contains: ['{{ tag }}'] })).toBe('')
    expect(await check(json(200, { id: null }), {}, { id: 'id' })).toBe('the answer has no id to capture as {{ id }}')
    expect(await check(json(301, {}), { status: [200, 204] })).toMatch(/^answered 301, expected 200 or 204/)
  })
})
