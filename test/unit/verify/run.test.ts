import { describe, expect, it } from 'vitest'
import {
  runVerification,
  verificationEvidence,
  verificationJson,
  type Verification
} from '../../../src/verify/index.js'
import type { HttpAnswer, HttpRequest } from '../../../src/verify/http.js'
import { Unreachable } from '../../../src/verify/http.js'
import { parseVerifyConfig } from '../../../src/verify/parse.js'
import { DIGEST_B, IMAGE } from '../../../standins/fixtures.js'
import { VirtualTime } from '../wait/virtual-time.js'
import { json, promError, queryOf, recording, vector } from './fakes.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')
const RELEASE = `${IMAGE}:1.5.0@${DIGEST_B}`
const ERRORS =
  'sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[1m])) / sum(rate(http_requests_total{version="{{ image }}"}[1m]))'
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{ image }}"}[1m])))'

function config(over: Record<string, unknown> = {}) {
  return parseVerifyConfig(
    {
      soak: '2m',
      interval: '30s',
      prometheus: { url: 'http://prometheus.test', 'bearer-token': 'prom-t0ken-secret' },
      metrics: [
        { name: 'error ratio', query: ERRORS, comparison: '<', threshold: '1%' },
        { name: 'p95 latency', query: P95, comparison: '<', threshold: '300ms' }
      ],
      smoke: { steps: [{ name: 'list todos', url: 'http://todo.test/api/todos', expect: { status: 200 } }] },
      ...over
    },
    {}
  )
}

type Answers = (query: string, seconds: number) => HttpAnswer

/** Prometheus and the Todo API behind one port, on virtual time; `answers` by query and time into the soak. */
function world(answers: Answers, todo: (r: HttpRequest) => HttpAnswer = () => json(200, [])) {
  const time = new VirtualTime(T0)
  const fake = recording((request) => {
    if (request.url.startsWith('http://prometheus.test')) return answers(queryOf(request), (time.now - T0) / 1000)
    return todo(request)
  })
  const prometheusCalls = () => fake.requests.filter((r) => r.url.startsWith('http://prometheus.test'))
  const todoCalls = () => fake.requests.filter((r) => r.url.startsWith('http://todo.test'))
  return { time, fake, prometheusCalls, todoCalls, ports: { http: fake.http, clock: time.clock, sleep: time.sleep } }
}

const fine: Answers = (query) =>
  query.includes('histogram_quantile')
    ? vector([{ route: '/api/todos' }, 0.12], [{ route: '/api/todos/:id' }, 0.2])
    : vector([{}, 0.002])

describe('runVerification', () => {
  it('verifies a release whose metrics stay within their thresholds and whose smoke checks pass', async () => {
    const w = world(fine)
    const result = await runVerification(config(), RELEASE, w.ports)
    expect(result.outcome).toBe('verified')
    expect(result.message).toBe('Verified over a 2m soak: 2 metric checks passed, 1 smoke run passed.')
    expect([result.startedAt, result.endedAt]).toEqual([T0, T0 + 120_000])
    expect(result.metrics.map((m) => [m.name, m.outcome, m.samples.length])).toEqual([
      ['error ratio', 'passed', 5],
      ['p95 latency', 'passed', 5]
    ])
    expect(result.metrics[1]!.reason).toBe('stayed < 300ms at all 5 samples (worst 200ms)')
    expect(result.metrics[1]!.samples[0]!.labels).toEqual({ route: '/api/todos/:id' })
    // The queries name the release, its reference escaped into the label values.
    expect(result.metrics[0]!.query).toBe(ERRORS.replaceAll('{{ image }}', RELEASE))
    expect(result.requests).toEqual({ prometheus: 10, smoke: 1 })
    expect(w.prometheusCalls()).toHaveLength(10)
    expect(w.todoCalls()).toHaveLength(1)
    expect(result.app).toEqual({ outcome: 'unwatched', detail: 'not watched' })
  })

  it('fails as soon as a metric fails, naming the check and its value, and stops querying', async () => {
    const w = world((query, s) => (query.includes('code=~') && s >= 60 ? vector([{}, 0.042]) : fine(query, s)))
    const result = await runVerification(config(), RELEASE, w.ports)
    expect(result.outcome).toBe('failed')
    expect(result.message).toBe(
      'Verification failed after 60s of a 2m soak: error ratio was 4.2% at 60s; it must be < 1%.'
    )
    expect(result.endedAt).toBe(T0 + 60_000)
    expect(w.prometheusCalls()).toHaveLength(6)
  })

  it('is inconclusive, never verified, when a query has no data; verified only if the policy accepts it', async () => {
    const missing: Answers = (query, s) => (query.includes('histogram_quantile') ? vector() : fine(query, s))
    const refused = await runVerification(config(), RELEASE, world(missing).ports)
    expect(refused.outcome).toBe('inconclusive')
    expect(refused.message).toBe(
      'Not verified: p95 latency had no data at 5 of 5 samples, none with a value to judge. A check without a value to judge does not pass (verify.inconclusive: accept would let it).'
    )
    const accepted = await runVerification(config({ inconclusive: 'accept' }), RELEASE, world(missing).ports)
    expect(accepted.outcome).toBe('verified')
    expect(accepted.accepted).toEqual(['p95 latency'])
    expect(accepted.message).toContain('p95 latency inconclusive, accepted by verify.inconclusive.')
  })

  it('is inconclusive on NaN', async () => {
    const nan: Answers = (query, s) => (query.includes('code=~') ? vector([{}, 'NaN']) : fine(query, s))
    const result = await runVerification(config(), RELEASE, world(nan).ports)
    expect(result.outcome).toBe('inconclusive')
    expect(result.metrics[0]).toMatchObject({
      outcome: 'inconclusive',
      reason: 'NaN at 5 of 5 samples, none with a value to judge'
    })
  })

  it('refuses malformed PromQL with Prometheus own words before any smoke request', async () => {
    const w = world(() =>
      promError(400, 'bad_data', 'invalid parameter "query": 1:17: parse error: unclosed left parenthesis')
    )
    await expect(runVerification(config(), RELEASE, w.ports)).rejects.toThrow(
      'verify.metrics[0].query: Prometheus refused the query: bad_data: invalid parameter "query": 1:17: parse error: unclosed left parenthesis. The query as sent: sum(rate('
    )
    expect(w.todoCalls()).toHaveLength(0)
    expect(w.time.now).toBe(T0)
  })

  it('refuses an unreachable Prometheus naming the setting and the address', async () => {
    const w = world(() => {
      throw new Unreachable('connect ECONNREFUSED 10.0.0.9:9090', false)
    })
    await expect(runVerification(config(), RELEASE, w.ports)).rejects.toThrow(
      'verify.prometheus.url: cannot reach http://prometheus.test/api/v1/query: connect ECONNREFUSED 10.0.0.9:9090. Check the address'
    )
    expect(w.todoCalls()).toHaveLength(0)
    // Asked three times (a blip would have passed), then refused.
    expect(w.prometheusCalls()).toHaveLength(2 * 3)
  })

  it('names the credential Prometheus refuses, and never shows it', async () => {
    const w = world(() => ({ status: 401, contentType: 'text/plain', text: 'bad token prom-t0ken-secret' }))
    const error = await runVerification(config(), RELEASE, w.ports).catch((e: unknown) => e as Error)
    expect(error.message).toMatch(
      /^verify\.prometheus\.bearer-token: Prometheus at http:\/\/prometheus\.test\/api\/v1\/query answered 401 bad token \*\*\*\. Check the credentials/
    )
  })

  it('refuses {{ tag }} for a release pinned by digest alone, before sending anything', async () => {
    const w = world(fine)
    const tagged = config({ metrics: [{ query: 'up{v="{{ tag }}"}', comparison: '>', threshold: 0 }] })
    await expect(runVerification(tagged, `${IMAGE}@${DIGEST_B}`, w.ports)).rejects.toThrow(
      `verify.metrics[0].query: {{ tag }} has no value for the release ${IMAGE}@${DIGEST_B}.`
    )
    expect(w.fake.requests).toHaveLength(0)
  })

  it('asks again when a query fails mid-soak, and counts a lasting failure as inconclusive', async () => {
    const w = world((query, s) =>
      s >= 30 && query.includes('code=~') ? promError(503, 'timeout', 'query timed out') : fine(query, s)
    )
    const result = await runVerification(config(), RELEASE, w.ports)
    expect(result.outcome).toBe('inconclusive')
    expect(result.metrics[0]!.reason).toBe('a query error at 4 of 5 samples (timeout: query timed out)')
    // 1 first sample + 3 attempts at each of the 4 later samples, plus the p95 query 5 times.
    expect(w.prometheusCalls()).toHaveLength(1 + 4 * 3 + 5)
  })

  it('fails when the app stops counting as this release, with the guard words', async () => {
    const w = world(fine)
    let checks = 0
    const app = { check: async () => (++checks > 2 ? 'todo-full-api is Degraded: Back-off pulling image' : undefined) }
    const result = await runVerification(config(), RELEASE, { ...w.ports, app })
    expect(result.outcome).toBe('failed')
    expect(result.app).toEqual({
      outcome: 'failed',
      detail: 'todo-full-api is Degraded: Back-off pulling image',
      at: T0 + 60_000
    })
    expect(result.message).toBe(
      'Verification failed after 60s of a 2m soak: todo-full-api is Degraded: Back-off pulling image.'
    )
  })

  it('fails on a failing smoke step, and repeats the sequence at every sample when told to', async () => {
    const broken = await runVerification(config(), RELEASE, world(fine, () => json(500, { error: 'db down' })).ports)
    expect(broken.outcome).toBe('failed')
    expect(broken.message).toMatch(
      /^Verification failed after \d+s of a 2m soak: smoke step "list todos": answered 500, expected 200/
    )
    const w = world(fine)
    const every = config({
      smoke: { 'retry-for': '0s', repeat: 'every-interval', steps: [{ url: 'http://todo.test/healthz' }] }
    })
    const repeated = await runVerification(every, RELEASE, w.ports)
    expect(repeated.smoke?.runs).toHaveLength(5)
    expect(w.todoCalls()).toHaveLength(5)
  })

  it('writes JSON with every sample, NaN as Prometheus writes it, and no secret', async () => {
    const w = world((query, s) => (query.includes('code=~') && s === 0 ? vector([{}, 'NaN']) : fine(query, s)))
    const result: Verification = await runVerification(config({ inconclusive: 'accept' }), RELEASE, w.ports)
    const out = verificationJson(result) as { metrics: { samples: { value: unknown; at: string }[] }[] }
    expect(out.metrics[0]!.samples[0]).toMatchObject({ value: 'NaN', at: '2026-12-01T23:05:50Z' })
    expect(JSON.stringify(out)).not.toContain('prom-t0ken-secret')
    expect(w.prometheusCalls()[0]!.headers['authorization']).toBe('Bearer prom-t0ken-secret')
  })

  it('gives evidence: each check with its outcome and reason, and when the soak ended', async () => {
    const w = world(fine)
    const result = await runVerification(config(), RELEASE, { ...w.ports, app: { check: async () => undefined } })
    expect(verificationEvidence(result)).toEqual({
      outcome: 'verified',
      soakStartedAt: '2026-12-01T23:05:50Z',
      soakEndedAt: '2026-12-01T23:07:50Z',
      soakSeconds: 120,
      checks: [
        { kind: 'metric', name: 'error ratio', outcome: 'passed', reason: 'stayed < 1% at all 5 samples (worst 0.2%)' },
        {
          kind: 'metric',
          name: 'p95 latency',
          outcome: 'passed',
          reason: 'stayed < 300ms at all 5 samples (worst 200ms)'
        },
        { kind: 'smoke', name: 'smoke', outcome: 'passed', reason: '1 run passed' },
        { kind: 'app', name: 'the app', outcome: 'passed', reason: 'stayed Healthy and synced to this release' }
      ]
    })
  })
})
