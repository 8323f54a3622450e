/**
 * What needs no Prometheus: an address where nothing answers, and the smoke sequence against the
 * Todo API stand-in over real HTTP (undici, as the action sends it).
 */
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttp, parseVerifyConfig, runVerification } from '../../../src/verify/index.js'
import { realClock, realSleep } from '../../../src/time.js'
import { startTodoApi, type TodoApiStandIn } from '../../../standins/todo-api/index.js'
import { DIGEST_B, IMAGE } from '../../../standins/fixtures.js'

const GOOD = `${IMAGE}:1.5.0@${DIGEST_B}`

let api: TodoApiStandIn | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function verify(settings: Record<string, unknown>) {
  const { http, close } = createHttp()
  try {
    return await runVerification(parseVerifyConfig({ soak: '1s', interval: '1s', ...settings }), GOOD, {
      http,
      clock: realClock,
      sleep: realSleep
    })
  } finally {
    await close()
  }
}

const sequence = (url: string) => ({
  'base-url': url,
  'retry-for': '1s',
  steps: [
    {
      name: 'add a todo',
      method: 'POST',
      url: '/api/todos',
      json: { title: 'smoke' },
      expect: { status: 201, json: { done: false } },
      capture: { id: 'id' }
    },
    {
      name: 'complete it',
      method: 'PATCH',
      url: '/api/todos/{{ id }}',
      json: { done: true },
      expect: { json: { done: true } }
    },
    { name: 'delete it', method: 'DELETE', url: '/api/todos/{{ id }}', expect: { status: 204 } }
  ]
})

describe('verification without Prometheus', () => {
  it('refuses a Prometheus that does not answer, naming the setting and the address', async () => {
    const port = await closedPort()
    const error = await verify({
      prometheus: { url: `http://127.0.0.1:${port}` },
      metrics: [{ name: 'up', query: 'up', comparison: '>', threshold: 0 }]
    }).catch((e: unknown) => e as Error)
    expect(error.message).toContain(`verify.prometheus.url: cannot reach http://127.0.0.1:${port}/api/v1/query: `)
    expect(error.message).toContain('ECONNREFUSED')
  })

  it('passes the smoke sequence: add a todo, complete it by its id, delete it', async () => {
    api = await startTodoApi({ version: GOOD })
    const result = await verify({ smoke: sequence(api.url) })
    expect(result.outcome).toBe('verified')
    expect(result.smoke?.runs[0]?.steps.map((s) => [s.name, s.outcome, s.status])).toEqual([
      ['add a todo', 'passed', 201],
      ['complete it', 'passed', 200],
      ['delete it', 'passed', 204]
    ])
    const served = api.metrics.served.map((s) => `${s.method} ${s.route} ${s.code}`)
    expect(served).toEqual(['POST /api/todos 201', 'PATCH /api/todos/:id 200', 'DELETE /api/todos/:id 204'])
  })

  it('fails the smoke sequence of a release that fails, naming the step and what it answered', async () => {
    api = await startTodoApi({ version: GOOD })
    api.behave(GOOD, { failRatio: 1 })
    const result = await verify({ smoke: sequence(api.url) })
    expect(result.outcome).toBe('failed')
    expect(result.message).toContain(': smoke step "add a todo": answered 500, expected 201: "{\\"error\\":')
    expect(result.smoke?.runs[0]?.steps.map((s) => s.outcome)).toEqual(['failed', 'skipped', 'skipped'])
  })

  it('fails a step whose URL does not answer, naming the setting and the address', async () => {
    const port = await closedPort()
    const result = await verify({
      smoke: { 'retry-for': '0s', steps: [{ name: 'health', url: `http://127.0.0.1:${port}/healthz` }] }
    })
    expect(result.outcome).toBe('failed')
    expect(result.smoke?.runs[0]?.steps[0]?.detail).toMatch(
      new RegExp(`^verify\\.smoke\\.steps\\[0\\]\\.url: cannot reach 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`)
    )
  })
})
