/**
 * Verification reports the demo does not write, made with the renderer itself, for the browser
 * test: verified with a p95 per route, failed at once on two metrics (one with a long route
 * label), a smoke step with a long answer and the app, inconclusive with no data and NaN, and an hour's soak whose chart is cut to
 * buckets. Each is a comment block as wait will embed it, and a job summary.
 */
import * as core from '@actions/core'
import { renderVerification } from '../../src/verify/render.js'
import type { MetricResult, MetricSample, SmokeRun, Verification } from '../../src/verify/outcome.js'
import { parseThreshold, passes, type Comparison } from '../../src/verify/threshold.js'
import { DIGEST_B } from '../../standins/fixtures.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')
const IMAGE = `123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments/ledger-service:2.4.0@${DIGEST_B}`
const ROUTE = '/api/v2/ledgers/{ledgerId}/transactions/{transactionId}/reconciliations'

function samples(
  values: readonly (number | 'no-data' | 'error')[],
  threshold: number,
  comparison: Comparison,
  everyMs: number,
  routes: boolean
): MetricSample[] {
  return values.map((v, i): MetricSample => {
    const at = T0 + i * everyMs
    if (v === 'no-data') return { at, state: 'no-data', series: 0 }
    if (v === 'error')
      return {
        at,
        state: 'error',
        series: 0,
        error: 'execution: query processing would load too many samples into memory in query execution'
      }
    const state = Number.isNaN(v) ? 'nan' : passes(v, comparison, threshold) ? 'pass' : 'fail'
    return {
      at,
      state,
      value: v,
      series: routes ? 4 : 1,
      ...(routes ? { labels: { route: ROUTE, method: 'POST' } } : {})
    }
  })
}

function metric(
  name: string,
  threshold: string,
  values: readonly (number | 'no-data' | 'error')[],
  over: Partial<MetricResult> = {},
  everyMs = 30_000
): MetricResult {
  const t = parseThreshold(threshold)!
  const routes = name.startsWith('p95')
  const comparison = over.comparison ?? '<'
  return {
    setting: 'environments.production.verify.metrics[0]',
    name,
    query: `histogram_quantile(0.95, sum by (le, route, method) (rate(http_request_duration_seconds_bucket{service_version="${IMAGE}", namespace="payments", job="ledger-service"}[5m])))`,
    comparison,
    threshold: t,
    outcome: 'passed',
    reason: `stayed < ${threshold} at all ${values.length} samples`,
    samples: samples(values, t.value, comparison, everyMs, routes),
    ...over
  }
}

const steps = (outcome: 'passed' | 'failed'): SmokeRun => ({
  at: T0,
  outcome,
  steps: [
    {
      setting: 's0',
      name: 'add a todo',
      method: 'POST',
      url: 'https://ledger.payments.example.com/api/v2/ledgers/main/transactions',
      outcome: 'passed',
      attempts: 1,
      status: 201,
      ms: 84,
      detail: 'captured {{ transactionId }}'
    },
    outcome === 'passed'
      ? {
          setting: 's1',
          name: 'complete it',
          method: 'PATCH',
          url: 'https://ledger.payments.example.com/api/v2/ledgers/main/transactions/{{ transactionId }}',
          outcome: 'passed',
          attempts: 2,
          status: 200,
          ms: 12,
          detail: 'passed at attempt 2'
        }
      : {
          setting: 's1',
          name: 'complete it',
          method: 'PATCH',
          url: 'https://ledger.payments.example.com/api/v2/ledgers/main/transactions/{{ transactionId }}',
          outcome: 'failed',
          attempts: 6,
          status: 500,
          ms: 1504,
          detail:
            'answered 500, expected a 2xx: "{\\"error\\":\\"reconciliation service unavailable: upstream connect error or disconnect/reset before headers. reset reason: overflow\\"}" (6 attempts over 31s)'
        },
    {
      setting: 's2',
      name: 'delete it',
      method: 'DELETE',
      url: 'https://ledger.payments.example.com/api/v2/ledgers/main/transactions/{{ transactionId }}',
      outcome: outcome === 'passed' ? 'passed' : 'skipped',
      attempts: outcome === 'passed' ? 1 : 0,
      ...(outcome === 'passed' ? { status: 204, ms: 9 } : {}),
      detail: outcome === 'passed' ? '' : 'not sent: an earlier step failed'
    }
  ]
})

function verification(over: Partial<Verification>): Verification {
  return {
    outcome: 'verified',
    message: 'Verified over a 10m soak: 2 metric checks passed, 1 smoke run passed, the app stayed Healthy and synced.',
    release: { image: IMAGE, digest: DIGEST_B, tag: '2.4.0' },
    startedAt: T0,
    endedAt: T0 + 600_000,
    soakMs: 600_000,
    intervalMs: 30_000,
    metrics: [],
    smoke: { outcome: 'passed', runs: [steps('passed')] },
    app: { outcome: 'passed', detail: 'stayed Healthy and synced to this release' },
    accepted: [],
    prometheus: 'https://grafana.payments.example.com/api/datasources/proxy/uid/P1809F7CD0C75ACF3/api/v1/query',
    requests: { prometheus: 42, smoke: 4 },
    ...over
  }
}

const wave = (n: number, base: number, spread: number) =>
  Array.from({ length: n }, (_, i) => base + spread * Math.sin(i / 2))

/** Each case as a comment block and as a job summary. */
export function verifyReports(): Record<string, string> {
  const cases: Record<string, Verification> = {
    verified: verification({
      metrics: [
        metric('error ratio', '1%', wave(21, 0.002, 0.0015)),
        metric('p95 latency per route', '300ms', wave(21, 0.21, 0.05))
      ]
    }),
    failed: verification({
      outcome: 'failed',
      endedAt: T0 + 150_000,
      message: 'Verification failed after 2m30s of a 10m soak: error ratio was 4.2% at 2m30s; it must be < 1%.',
      metrics: [
        metric('error ratio', '1%', [0.002, 0.003, 0.004, 0.006, 0.008, 0.042], {
          outcome: 'failed',
          reason: 'was 4.2% at 2m30s; it must be < 1%'
        }),
        metric('p95 latency per route', '300ms', [0.2, 0.21, 0.22, 0.25, 0.27, 0.31], {
          outcome: 'failed',
          reason: `was 310ms at 2m30s (route="${ROUTE}", method="POST"); it must be < 300ms`
        })
      ],
      smoke: { outcome: 'failed', runs: [steps('failed')] },
      app: {
        outcome: 'failed',
        detail: 'platform.example.io/Microservice payments/ledger-service is Degraded: Back-off pulling image',
        at: T0 + 150_000
      }
    }),
    inconclusive: verification({
      outcome: 'inconclusive',
      message:
        'Not verified: p95 latency per route had no data at 3 and NaN at 1 of 21 samples. A check without a value to judge does not pass (environments.production.verify.inconclusive: accept would let it).',
      metrics: [
        metric('error ratio', '1%', [...wave(19, 0.002, 0.001), 'error', 'error'], {
          outcome: 'inconclusive',
          reason:
            'a query error at 2 of 21 samples (execution: query processing would load too many samples into memory in query execution)'
        }),
        metric('p95 latency per route', '300ms', ['no-data', 'no-data', 'no-data', NaN, ...wave(17, 0.1, 0.02)], {
          outcome: 'inconclusive',
          reason: 'no data at 3 and NaN at 1 of 21 samples'
        })
      ]
    }),
    'hour-soak': verification({
      soakMs: 3_600_000,
      endedAt: T0 + 3_600_000,
      intervalMs: 15_000,
      message: 'Verified over a 1h soak: 1 metric check passed.',
      smoke: undefined,
      metrics: [
        metric(
          'requests per second',
          '0.5',
          wave(241, 120.5, 40),
          { comparison: '>', reason: 'stayed > 0.5 at all 241 samples (worst 80.5)' },
          15_000
        )
      ]
    })
  }
  const out: Record<string, string> = {}
  for (const [name, v] of Object.entries(cases)) {
    out[`verify-${name}-comment`] = renderVerification(v)
    core.summary.emptyBuffer()
    out[`verify-${name}-summary`] = core.summary.addRaw(renderVerification(v), true).stringify()
    core.summary.emptyBuffer()
  }
  return out
}
