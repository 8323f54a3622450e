/**
 * Verification against the real Prometheus (Debian's 2.42), scraping two Todo API stand-ins every
 * second: one serving the release that works, one serving a release told to fail a quarter of its
 * requests. Skipped without the binary, saying so, except under CI=true (test/helpers/prometheus.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttp, parseVerifyConfig, runVerification, type Verification } from '../../../src/verify/index.js'
import { realClock, realSleep } from '../../../src/time.js'
import { startTodoApi, startTraffic, type TodoApiStandIn, type Traffic } from '../../../standins/todo-api/index.js'
import { DIGEST_B, digest, IMAGE } from '../../../standins/fixtures.js'
import { NO_PROMETHEUS, startPrometheus, type RunningPrometheus } from '../../helpers/prometheus.js'

const GOOD = `${IMAGE}:1.5.0@${DIGEST_B}`
const BAD = `${IMAGE}:1.5.1@${digest('dead0000')}`
/** The error ratio as docs/verify.md writes it: no traffic is no data, traffic without errors is 0. */
const ERRORS =
  '(sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[1m])) or vector(0)) / sum(rate(http_requests_total{version="{{ image }}"}[1m]))'
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{ image }}"}[1m])))'

let prometheus: RunningPrometheus
const apis: TodoApiStandIn[] = []
const traffic: Traffic[] = []

async function verify(settings: Record<string, unknown>, image: string): Promise<Verification> {
  const config = parseVerifyConfig({ soak: '2s', interval: '1s', prometheus: { url: prometheus.url }, ...settings })
  const { http, close } = createHttp()
  try {
    return await runVerification(config, image, { http, clock: realClock, sleep: realSleep })
  } finally {
    await close()
  }
}

const metric = (name: string, query: string, comparison: string, threshold: string) => ({
  name,
  query,
  comparison,
  threshold
})

describe.skipIf(NO_PROMETHEUS)('verification against the real Prometheus', () => {
  beforeAll(async () => {
    for (const version of [GOOD, BAD]) apis.push(await startTodoApi({ version }))
    apis[1]!.behave(BAD, { failRatio: 0.25 })
    prometheus = await startPrometheus({ targets: apis.map((a) => new URL(a.url).host) })
    for (const api of apis) traffic.push(startTraffic(api.url, { everyMs: 20 }))
    // Rates need two scrapes: wait until both versions have latency and the bad one its failures.
    await prometheus.waitFor(`count(sum by (version) (rate(http_request_duration_seconds_bucket[1m]))) == 2`)
    await prometheus.waitFor(`sum(rate(http_requests_total{version="${BAD}",code=~"5.."}[1m])) > 0`)
  }, 60_000)

  afterAll(async () => {
    for (const t of traffic) await t.stop()
    await prometheus?.close()
    for (const api of apis) await api.close()
  })

  it('verifies the release whose error ratio and p95 stay within bounds, and whose smoke sequence passes', async () => {
    const result = await verify(
      {
        metrics: [metric('error ratio', ERRORS, '<', '1%'), metric('p95 latency', P95, '<', '300ms')],
        smoke: {
          'base-url': apis[0]!.url,
          steps: [
            {
              name: 'add a todo',
              method: 'POST',
              url: '/api/todos',
              json: { title: 'smoke {{ tag }}' },
              expect: { status: 201 },
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
        }
      },
      GOOD
    )
    expect(result.message).toMatch(/^Verified over a 2s soak/)
    expect(result.outcome).toBe('verified')
    for (const m of result.metrics) {
      expect(m.samples.length).toBeGreaterThanOrEqual(2)
      expect(m.samples.every((s) => s.state === 'pass')).toBe(true)
    }
    // p95 per route: several series, the worst one kept with its route.
    expect(result.metrics[1]!.samples[0]!.labels).toHaveProperty('route')
    expect(result.smoke?.runs[0]?.steps.map((s) => s.status)).toEqual([201, 200, 204])
    expect(result.requests.smoke).toBe(3)
  }, 30_000)

  it('fails the release told to fail, naming the check and its value', async () => {
    const result = await verify({ metrics: [metric('error ratio', ERRORS, '<', '1%')] }, BAD)
    expect(result.outcome).toBe('failed')
    expect(result.message).toMatch(/: error ratio was \d+(\.\d+)?% at 0s; it must be < 1%\.$/)
    // It ended at the first sample: a failure does not wait out the soak.
    expect(result.metrics[0]!.samples).toHaveLength(1)
  }, 30_000)

  it('is inconclusive, not verified, for a metric that does not exist', async () => {
    const result = await verify(
      { metrics: [metric('requests', 'sum(rate(todo_requests_total{version="{{ image }}"}[1m]))', '>', '0')] },
      GOOD
    )
    expect(result.outcome).toBe('inconclusive')
    expect(result.metrics[0]!.samples.every((s) => s.state === 'no-data')).toBe(true)
    expect(result.message).toMatch(
      /^Not verified: requests had no data at \d of \d samples, none with a value to judge\./
    )
  }, 30_000)

  it('is inconclusive on NaN (a ratio over nothing)', async () => {
    const nan =
      'sum(http_requests_total{version="{{ image }}"} * 0) / sum(http_requests_total{version="{{ image }}"} * 0)'
    const result = await verify({ metrics: [metric('ratio', nan, '<', '1')] }, GOOD)
    expect(result.outcome).toBe('inconclusive')
    expect(result.metrics[0]!.reason).toMatch(/^NaN at \d of \d samples/)
  }, 30_000)

  it('refuses malformed PromQL with Prometheus own error text before the soak and before any smoke request', async () => {
    const before = apis[0]!.metrics.served.filter((s) => s.route === '/version').length
    const error = await verify(
      {
        metrics: [metric('error ratio', 'sum(rate(http_requests_total{version="{{ image }}"}[1m])', '<', '1%')],
        smoke: { steps: [{ url: `${apis[0]!.url}/version` }] }
      },
      GOOD
    ).catch((e: unknown) => e as Error)
    expect(error.message).toMatch(
      /^verify\.metrics\[0\]\.query: Prometheus refused the query: bad_data: invalid parameter "query": 1:\d+: parse error: unclosed left parenthesis\. The query as sent: /
    )
    expect(apis[0]!.metrics.served.filter((s) => s.route === '/version')).toHaveLength(before)
  }, 30_000)

  it('refuses a query that returns a range vector before the soak', async () => {
    const error = await verify({ metrics: [metric('raw', 'http_requests_total[1m]', '<', '1')] }, GOOD).catch(
      (e: unknown) => e as Error
    )
    expect(error.message).toContain('verify.metrics[0].query: the query returns a range vector')
  }, 30_000)
})
