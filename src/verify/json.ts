/**
 * A verification as JSON, for an output and the CLI's `--json`: times in RFC 3339, values as
 * numbers, and NaN and ±Inf (which JSON has no numbers for) as Prometheus writes them.
 */
import { isoTime } from '../text/time.js'
import type { MetricSample, Verification } from './outcome.js'

export function verificationJson(v: Verification): unknown {
  return {
    outcome: v.outcome,
    message: v.message,
    image: v.release.image,
    startedAt: isoTime(v.startedAt),
    endedAt: isoTime(v.endedAt),
    soakSeconds: v.soakMs / 1000,
    intervalSeconds: v.intervalMs / 1000,
    accepted: v.accepted,
    app: { outcome: v.app.outcome, detail: v.app.detail, ...(v.app.at === undefined ? {} : { at: isoTime(v.app.at) }) },
    metrics: v.metrics.map((m) => ({
      name: m.name,
      outcome: m.outcome,
      reason: m.reason,
      query: m.query,
      comparison: m.comparison,
      threshold: m.threshold.value,
      samples: m.samples.map(sampleJson)
    })),
    smoke:
      v.smoke === undefined
        ? null
        : {
            outcome: v.smoke.outcome,
            runs: v.smoke.runs.map((r) => ({
              at: isoTime(r.at),
              outcome: r.outcome,
              steps: r.steps.map((s) => ({
                name: s.name,
                outcome: s.outcome,
                method: s.method,
                url: s.url,
                attempts: s.attempts,
                status: s.status ?? null,
                ms: s.ms ?? null,
                detail: s.detail
              }))
            }))
          },
    requests: v.requests
  }
}

function sampleJson(s: MetricSample): Record<string, unknown> {
  return {
    at: isoTime(s.at),
    state: s.state,
    value: s.value === undefined ? null : Number.isFinite(s.value) ? s.value : valueText(s.value),
    series: s.series,
    ...(s.labels === undefined ? {} : { labels: s.labels }),
    ...(s.error === undefined ? {} : { error: s.error })
  }
}

function valueText(value: number): string {
  return Number.isNaN(value) ? 'NaN' : value > 0 ? '+Inf' : '-Inf'
}

/**
 * What a record of the outcome needs, without the samples: small enough for a Deployment's
 * payload or status. What verified the release (each check with its outcome and the value that
 * decided), and when the soak started and ended, which is when a `verified-for` counts from.
 */
export function verificationEvidence(v: Verification): Record<string, unknown> {
  return {
    outcome: v.outcome,
    soakStartedAt: isoTime(v.startedAt),
    soakEndedAt: isoTime(v.endedAt),
    soakSeconds: v.soakMs / 1000,
    checks: [
      ...v.metrics.map((m) => ({ kind: 'metric', name: m.name, outcome: m.outcome, reason: m.reason })),
      ...(v.smoke === undefined
        ? []
        : [
            {
              kind: 'smoke',
              name: 'smoke',
              outcome: v.smoke.outcome,
              reason: smokeReason(v)
            }
          ]),
      ...(v.app.outcome === 'unwatched'
        ? []
        : [{ kind: 'app', name: 'the app', outcome: v.app.outcome, reason: v.app.detail }])
    ],
    ...(v.accepted.length > 0 ? { accepted: v.accepted } : {})
  }
}

function smokeReason(v: Verification): string {
  const runs = v.smoke!.runs
  const failed = runs.flatMap((r) => r.steps).find((s) => s.outcome === 'failed')
  return failed ? `"${failed.name}": ${failed.detail}` : `${runs.length} run${runs.length === 1 ? '' : 's'} passed`
}
