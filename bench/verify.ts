/**
 * Verification (issue 34): what it adds to a release beyond the soak it is asked for. One run
 * verifies the Todo API stand-in's release through the engine (src/verify) with the seeds' checks,
 * an error ratio and p95 per route and the add/complete/delete smoke sequence, while simulated
 * users keep the API busy. Every request goes through one counting HTTP port, sorted by where
 * it went: Prometheus, the smoke URLs, or anywhere else (GitHub included), which must be none.
 *
 * Prometheus is the real one where Debian's package is installed (scraping the stand-in every
 * second), else the stand-in's query API (standins/todo-api/query-api.ts); the note says which.
 *
 * `npm run bench -- --only=verify` runs it alone.
 */
import { existsSync } from 'node:fs'
import { createHttp, parseVerifyConfig, runVerification, type Http } from '../src/verify/index.js'
import { tickOffsets } from '../src/verify/soak.js'
import { realClock, realSleep } from '../src/time.js'
import { DIGEST_B, IMAGE } from '../standins/fixtures.js'
import { startTodoApi, startTraffic } from '../standins/todo-api/index.js'
import { PROMETHEUS, startPrometheus } from '../test/helpers/prometheus.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, now, summarize } from './stats.js'

const RELEASE = `${IMAGE}:1.5.0@${DIGEST_B}`
const ERRORS =
  '(sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[1m])) or vector(0)) / sum(rate(http_requests_total{version="{{ image }}"}[1m]))'
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{ image }}"}[1m])))'
/** What verification may add beyond its soak: the last sample's queries and their answers. */
const BEYOND_TARGET_MS = 1000

interface Sample {
  readonly wallMs: number
  readonly prometheus: number
  readonly smoke: number
  readonly elsewhere: number
  readonly outcome: string
}

export async function benchVerify(options: Options): Promise<Area> {
  const soakMs = options.quick ? 4000 : 10_000
  const intervalMs = 2000
  const runs = options.quick ? 1 : 3
  const api = await startTodoApi({ version: RELEASE })
  const users = startTraffic(api.url, { everyMs: 20 })
  const real = existsSync(PROMETHEUS)
  const prometheus = real ? await startPrometheus({ targets: [new URL(api.url).host] }) : undefined
  const samples: Sample[] = []
  try {
    if (prometheus) await prometheus.waitFor(P95.replaceAll('{{ image }}', RELEASE))
    const config = parseVerifyConfig({
      soak: `${soakMs / 1000}s`,
      interval: `${intervalMs / 1000}s`,
      prometheus: { url: prometheus?.url ?? api.prometheusUrl },
      metrics: [
        { name: 'error ratio', query: ERRORS, comparison: '<', threshold: '1%' },
        { name: 'p95 latency', query: P95, comparison: '<', threshold: '300ms' }
      ],
      smoke: {
        'base-url': api.url,
        steps: [
          {
            name: 'add a todo',
            method: 'POST',
            url: '/api/todos',
            json: { title: 'bench' },
            expect: { status: 201 },
            capture: { id: 'id' }
          },
          { name: 'complete it', method: 'PATCH', url: '/api/todos/{{ id }}', json: { done: true } },
          { name: 'delete it', method: 'DELETE', url: '/api/todos/{{ id }}', expect: { status: 204 } }
        ]
      }
    })
    const promOrigin = new URL(prometheus?.url ?? api.prometheusUrl)
    for (let i = 0; i < runs; i++) {
      const counts = { prometheus: 0, smoke: 0, elsewhere: 0 }
      const { http, close } = createHttp()
      const counted: Http = (request) => {
        const url = new URL(request.url)
        if (url.origin === promOrigin.origin && url.pathname.startsWith(promOrigin.pathname)) counts.prometheus++
        else if (url.origin === new URL(api.url).origin) counts.smoke++
        else counts.elsewhere++
        return http(request)
      }
      const started = now()
      const result = await runVerification(config, RELEASE, { http: counted, clock: realClock, sleep: realSleep })
      samples.push({ wallMs: now() - started, ...counts, outcome: result.outcome })
      await close()
    }
  } finally {
    await users.stop()
    await prometheus?.close()
    await api.close()
  }
  const beyond = summarize(samples.map((s) => s.wallMs - soakMs))
  const expectedQueries = 2 * tickOffsets(soakMs, intervalMs).length
  const soak = `${soakMs / 1000} s soak, a sample every ${intervalMs / 1000} s`
  const rows: Row[] = [
    {
      area: 'verify',
      what: `requests to Prometheus per verification (2 metrics, ${soak})`,
      value: String(Math.max(...samples.map((s) => s.prometheus))),
      target: `${expectedQueries} (one per metric per sample)`,
      met: samples.every((s) => s.prometheus === expectedQueries)
    },
    {
      area: 'verify',
      what: 'requests to the smoke URLs per verification (3 steps, once)',
      value: String(Math.max(...samples.map((s) => s.smoke))),
      target: '3',
      met: samples.every((s) => s.smoke === 3)
    },
    {
      area: 'verify',
      what: 'time beyond the soak window',
      value: `${fmtMs(beyond.median)} (p90 ${fmtMs(beyond.p90)})`,
      target: `≤ ${fmtMs(BEYOND_TARGET_MS)}`,
      met: beyond.p90 <= BEYOND_TARGET_MS
    },
    {
      area: 'verify',
      what: 'GitHub (or any other) requests per check',
      value: String(Math.max(...samples.map((s) => s.elsewhere))),
      target: '0',
      met: samples.every((s) => s.elsewhere === 0),
      note: `against ${real ? `the real Prometheus (${PROMETHEUS})` : "the Todo API stand-in's query API (no Prometheus installed)"}; every run ${[...new Set(samples.map((s) => s.outcome))].join('/')}`
    }
  ]
  const notes = rows.filter((r) => r.met === false).map((r) => `**verify, ${r.what}**: ${r.value}, target ${r.target}.`)
  return {
    name: 'verify',
    rows,
    notes,
    data: {
      method:
        'runVerification with the seeds checks (error ratio, p95 per route, add/complete/delete) against the Todo API stand-in under load; wall time minus the soak asked for; requests counted at the HTTP port by destination.',
      samples
    }
  }
}
