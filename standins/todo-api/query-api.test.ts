/**
 * The stand-in query API answers in Prometheus's response shape for the shapes it reads, and, where
 * the real Prometheus is installed, answers those queries as Prometheus does: the same result type,
 * the same series, and values on the same side of a threshold.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { readAnswer } from '../../src/verify/prometheus.js'
import { NO_PROMETHEUS, startPrometheus, type RunningPrometheus } from '../../test/helpers/prometheus.js'
import { startTodoApi, startTraffic, type TodoApiStandIn, type Traffic } from './index.js'
import { formatSample } from './vectors.js'

const V = 'ghcr.io/acme/todo-api:1.5.0@sha256:28492db0'
const ERRORS = `(sum(rate(http_requests_total{version="${V}",code=~"5.."}[1m])) or vector(0)) / sum(rate(http_requests_total{version="${V}"}[1m]))`
const P95 = `histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="${V}"}[1m])))`
const RATE = `sum(rate(http_requests_total{version="${V}", route!="/version"}[1m]))`
const MISSING = `sum(rate(todo_api_requests_total{version="${V}"}[1m]))`

let api: TodoApiStandIn | undefined
let traffic: Traffic | undefined
let prometheus: RunningPrometheus | undefined
afterEach(async () => {
  await traffic?.stop()
  await prometheus?.close()
  await api?.close()
  api = traffic = prometheus = undefined
})

interface Body {
  status: string
  errorType?: string
  error?: string
  data?: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] }
}

async function ask(
  root: string,
  query: string,
  method: 'GET' | 'POST' = 'POST'
): Promise<{ status: number; body: Body }> {
  const form = new URLSearchParams({ query })
  const response =
    method === 'POST'
      ? await fetch(`${root}/api/v1/query`, { method, body: form })
      : await fetch(`${root}/api/v1/query?${form.toString()}`)
  return { status: response.status, body: (await response.json()) as Body }
}

/** The stand-in's answer as verification reads it, so its shape is the one the client accepts. */
async function read(root: string, query: string) {
  const { status, body } = await ask(root, query)
  return readAnswer({ status, contentType: 'application/json', text: JSON.stringify(body) })
}

const labelSets = (body: Body) => body.data!.result.map((r) => JSON.stringify(r.metric)).sort()

describe('the stand-in query API', () => {
  it('answers the error ratio, p95 per route and the request rate in the shape of /api/v1/query', async () => {
    api = await startTodoApi({ version: V })
    api.behave(V, { failRatio: 0.25 })
    for (let i = 0; i < 8; i++) await fetch(`${api.url}/api/todos`)
    const { status, body } = await ask(api.prometheusUrl, ERRORS)
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'success', data: { resultType: 'vector' } })
    const [only] = body.data!.result
    expect(only!.metric).toEqual({})
    expect(typeof only!.value[0]).toBe('number')
    expect(only!.value[1]).toBe('0.25')
    expect(await read(api.prometheusUrl, P95)).toMatchObject({
      ok: true,
      series: [{ labels: { route: '/api/todos' } }]
    })
    expect(await read(api.prometheusUrl, RATE)).toMatchObject({ ok: true, series: [{ labels: {}, value: 8 / 60 }] })
    const viaGet = (await ask(api.prometheusUrl, ERRORS, 'GET')).body
    expect(viaGet.data!.result.map((r) => [r.metric, r.value[1]])).toEqual([[{}, '0.25']])
  })

  it('has no data for a metric the Todo API does not export, or a version that served nothing', async () => {
    api = await startTodoApi({ version: V })
    await fetch(`${api.url}/api/todos`)
    expect(await read(api.prometheusUrl, MISSING)).toEqual({ ok: true, series: [] })
    expect(await read(api.prometheusUrl, ERRORS.replaceAll(V, 'ghcr.io/acme/todo-api:9.9.9'))).toEqual({
      ok: true,
      series: []
    })
  })

  it('answers NaN where Prometheus does: series that saw no request in the window', async () => {
    api = await startTodoApi({ version: V })
    await fetch(`${api.url}/api/todos`)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const quiet = await read(api.prometheusUrl, ERRORS.replaceAll('[1m]', '[1s]'))
    expect(quiet.ok && Number.isNaN(quiet.series[0]!.value)).toBe(true)
    const p95 = await read(api.prometheusUrl, P95.replace('[1m]', '[1s]'))
    expect(p95.ok && Number.isNaN(p95.series[0]!.value)).toBe(true)
  })

  it('refuses what it cannot read as bad_data, saying it is a stand-in', async () => {
    api = await startTodoApi({ version: V })
    const { status, body } = await ask(api.prometheusUrl, 'avg_over_time(up[5m])')
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 'error', errorType: 'bad_data' })
    expect(body.error).toMatch(
      /^invalid parameter "query": 1:1: expected "sum": the Todo API stand-in is not Prometheus/
    )
    expect((await ask(api.prometheusUrl, '')).body.error).toBe(
      'invalid parameter "query": 1:1: parse error: no expression found in input'
    )
  })

  it('writes values as Prometheus does: no exponents, NaN and the infinities by name', () => {
    expect([1e-7, 1.5e21, 0.25, NaN, Infinity, -Infinity].map(formatSample)).toEqual([
      '0.0000001',
      '1500000000000000000000',
      '0.25',
      'NaN',
      '+Inf',
      '-Inf'
    ])
  })

  it.skipIf(NO_PROMETHEUS)(
    'answers as the real Prometheus does for the same traffic',
    async () => {
      api = await startTodoApi({ version: V })
      api.behave(V, { failRatio: 0.25, delayMs: 400 })
      prometheus = await startPrometheus({ targets: [new URL(api.url).host] })
      traffic = startTraffic(api.url, { everyMs: 20 })
      // Rates need two scrapes of a series: wait until the failures and every route's latency have them.
      await prometheus.waitFor(`sum(rate(http_requests_total{version="${V}",code=~"5.."}[1m])) > 0`)
      const routes = async (root: string) => labelSets((await ask(root, P95)).body)
      for (let i = 0; i < 100 && (await routes(prometheus.url)).length < (await routes(api.prometheusUrl)).length; i++)
        await new Promise((resolve) => setTimeout(resolve, 200))
      for (const query of [ERRORS, P95, RATE]) {
        const real = await ask(prometheus.url, query)
        const standIn = await ask(api.prometheusUrl, query)
        expect([standIn.status, standIn.body.status, standIn.body.data?.resultType]).toEqual([
          real.status,
          real.body.status,
          real.body.data?.resultType
        ])
        expect(labelSets(standIn.body)).toEqual(labelSets(real.body))
      }
      const value = (body: Body) => Number(body.data!.result[0]!.value[1])
      // A quarter of the requests fail: both see an error ratio well above 1 %.
      expect(value((await ask(prometheus.url, ERRORS)).body)).toBeGreaterThan(0.1)
      expect(value((await ask(api.prometheusUrl, ERRORS)).body)).toBeGreaterThan(0.1)
      // Every request takes 400 ms more: both see a p95 above 300 ms.
      expect(value((await ask(prometheus.url, P95)).body)).toBeGreaterThan(0.3)
      expect(value((await ask(api.prometheusUrl, P95)).body)).toBeGreaterThan(0.3)
      // No data from both for a metric that does not exist, and bad_data from both for a parse error.
      expect((await ask(prometheus.url, MISSING)).body.data?.result).toEqual([])
      expect((await ask(api.prometheusUrl, MISSING)).body.data?.result).toEqual([])
      const broken = 'sum(rate(http_requests_total[1m]'
      expect((await ask(prometheus.url, broken)).body.errorType).toBe('bad_data')
      expect((await ask(api.prometheusUrl, broken)).body.errorType).toBe('bad_data')
    },
    60_000
  )
})
