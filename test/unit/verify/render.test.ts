import { describe, expect, it } from 'vitest'
import { metricChart, MAX_POINTS } from '../../../src/verify/chart.js'
import { renderVerification } from '../../../src/verify/render.js'
import type { MetricResult, MetricSample, Verification } from '../../../src/verify/outcome.js'
import { parseThreshold } from '../../../src/verify/threshold.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')

function metric(name: string, values: (number | 'no-data')[], over: Partial<MetricResult> = {}): MetricResult {
  const threshold = parseThreshold('300ms')!
  const samples: MetricSample[] = values.map((v, i) =>
    v === 'no-data'
      ? { at: T0 + i * 30_000, state: 'no-data', series: 0 }
      : {
          at: T0 + i * 30_000,
          state: v < threshold.value ? 'pass' : 'fail',
          value: v,
          series: 2,
          labels: { route: '/api/todos' }
        }
  )
  return {
    setting: 'verify.metrics[0]',
    name,
    query: 'histogram_quantile(0.95, sum by (le) (rate(x[1m])))',
    comparison: '<',
    threshold,
    outcome: 'passed',
    reason: 'stayed < 300ms at all samples (worst 212ms)',
    samples,
    ...over
  }
}

function verification(over: Partial<Verification> = {}): Verification {
  return {
    outcome: 'verified',
    message: 'Verified over a 2m soak: 1 metric check passed, 1 smoke run passed.',
    release: { image: 'ghcr.io/acme/todo-api:1.5.0@sha256:28492db0', digest: 'sha256:28492db0', tag: '1.5.0' },
    startedAt: T0,
    endedAt: T0 + 120_000,
    soakMs: 120_000,
    intervalMs: 30_000,
    metrics: [metric('p95 <latency> | @team', [0.1, 0.2123, 0.15, 0.18, 0.2])],
    smoke: {
      outcome: 'passed',
      runs: [
        {
          at: T0,
          outcome: 'passed',
          steps: [
            {
              setting: 's0',
              name: 'add a todo',
              method: 'POST',
              url: 'https://todo.example.com/api/todos',
              outcome: 'passed',
              attempts: 1,
              status: 201,
              ms: 45.2,
              detail: 'captured {{ id }}'
            },
            {
              setting: 's1',
              name: 'complete it',
              method: 'PATCH',
              url: 'https://todo.example.com/api/todos/{{ id }}',
              outcome: 'passed',
              attempts: 1,
              status: 200,
              ms: 12,
              detail: ''
            }
          ]
        }
      ]
    },
    app: { outcome: 'passed', detail: 'stayed Healthy and synced to this release' },
    accepted: [],
    prometheus: 'https://prometheus.example.com/api/v1/query',
    requests: { prometheus: 5, smoke: 2 },
    ...over
  }
}

describe('renderVerification', () => {
  it('shows the outcome, the window, every check with its value, a chart per metric and the queries', () => {
    const md = renderVerification(verification())
    expect(md).toContain('#### ✅ Verified (2m soak)')
    expect(md).toContain(
      'Soak from 23:05:50Z to 23:07:50Z, a sample every 30s · metrics from <code>https://prometheus.example.com/api/v1/query</code>. <sub>Times are UTC, on 2026-12-01.</sub>'
    )
    expect(md).toContain('| Check | Outcome | Value | Detail |')
    // The name is the maintainers' text: escaped, so it neither breaks the table nor mentions anyone.
    expect(md).toContain(
      '| p95 &#60;latency&#62; &#124; &#64;team<br><sub>metric</sub> | ✅&nbsp;passed | <code>212ms</code> |'
    )
    expect(md).toContain(
      '| add a todo<br><sub>smoke</sub> | ✅&nbsp;passed | 201 in 45&nbsp;ms | POST <code>/api/todos</code>: captured {{ id }} |'
    )
    expect(md).toContain('| the app | ✅&nbsp;passed | — | stayed Healthy and synced to this release |')
    expect(md).toContain('```mermaid')
    expect(md).toContain('<details><summary>Queries as sent</summary>')
    expect(md).toContain('```\nhistogram_quantile(0.95, sum by (le) (rate(x[1m])))\n```')
  })

  it('lets long runs without spaces (routes, JSON answers) break in the detail cell', () => {
    const route = '/api/v2/ledgers/{ledgerId}/transactions'
    const failing = metric('p95', [0.1, 0.45], {
      outcome: 'failed',
      reason: `was 450ms at 30s (route="${route}"); it must be < 300ms`
    })
    const md = renderVerification(verification({ metrics: [failing] }))
    expect(md).toContain('(route=<wbr>&#34;/<wbr>api/<wbr>v2/<wbr>ledgers/<wbr>{ledgerId}/<wbr>transactions&#34;);')
  })

  it('says when the soak ended early and what failed', () => {
    const failing = metric('error ratio', [0.1, 0.45], {
      outcome: 'failed',
      reason: 'was 450ms at 30s; it must be < 300ms'
    })
    const md = renderVerification(
      verification({
        outcome: 'failed',
        endedAt: T0 + 30_000,
        metrics: [failing],
        message: 'Verification failed after 30s of a 2m soak: error ratio was 450ms at 30s; it must be < 300ms.'
      })
    )
    expect(md).toContain('#### ❌ Verification failed (2m soak)')
    expect(md).toContain('to 23:06:20Z, ended after 30s,')
    expect(md).toContain('| ❌&nbsp;failed | <code>450ms</code>')
  })

  it('names the samples a chart cannot draw', () => {
    const md = renderVerification(verification({ metrics: [metric('p95', ['no-data', 0.1, 0.2])] }))
    expect(md).toContain('Not drawn: no data at 0s.')
  })
})

describe('metric charts', () => {
  it('draws the value and the threshold in the threshold unit, from 0 to a round number above both', () => {
    const chart = metricChart(metric('p95', [0.1, 0.2123, 0.15]), T0)!
    const lines = chart.split('\n')
    expect(lines[0]).toBe('```mermaid')
    expect(lines[2]).toBe('xychart-beta')
    expect(lines).toContain('  x-axis "time into the soak" ["0s", "30s", "60s"]')
    expect(lines).toContain('  y-axis "ms" 0 --> 400')
    expect(lines).toContain('  line [100, 212, 150]')
    expect(lines).toContain('  line [300, 300, 300]')
  })

  it(`keeps at most ${MAX_POINTS} points, each the worst of its bucket, so a spike always shows`, () => {
    const values = Array.from({ length: 41 }, (_, i) => (i === 17 ? 0.9 : 0.1))
    const chart = metricChart(metric('p95', values), T0)!
    const line = chart.split('\n').find((l) => l.startsWith('  line ['))!
    const points = line.slice('  line ['.length, -1).split(', ')
    expect(points.length).toBeLessThanOrEqual(MAX_POINTS)
    expect(points).toContain('900')
  })

  it('writes numbers mermaid reads: no exponents, labels distinct', () => {
    const tiny = metric('ratio', [1e-9, 2e-9], { threshold: parseThreshold('0.00000001')! })
    const chart = metricChart(tiny, T0)!
    expect(chart).not.toMatch(/\d[eE][+-]?\d/)
    const close = metric('p95', [0.1, 0.2])
    const crowded = { ...close, samples: close.samples.map((s, i) => ({ ...s, at: T0 + i * 400 })) }
    expect(metricChart(crowded, T0)).toContain('["0.0s", "0.4s"]')
  })

  it('draws nothing with fewer than two values', () => {
    expect(metricChart(metric('p95', ['no-data', 0.1]), T0)).toBeUndefined()
  })
})
