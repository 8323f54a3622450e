/**
 * The metric judge, pure: a query's answer against the threshold makes a sample, and a check's
 * samples make its outcome. A query may return many series (p95 per route): each is judged and
 * the sample keeps the worst. Only a value can pass; no series, NaN and a failed query are
 * inconclusive samples, and a check with more of them than its `inconclusive-limit`, or with no
 * passing sample at all, is inconclusive, never passed.
 */
import type { Comparison, MetricSetting } from './config.js'
import { labelText } from './format.js'
import { formatDuration } from '../text/time.js'
import type { CheckOutcome, MetricSample, SampleState } from './outcome.js'
import type { QueryResult } from './prometheus.js'
import { formatValue, passes, worseThan, type Threshold } from './threshold.js'

export function judgeSample(result: QueryResult, comparison: Comparison, threshold: number, at: number): MetricSample {
  if (!result.ok) return { at, state: 'error', series: 0, error: result.message }
  const { series } = result
  if (series.length === 0) return { at, state: 'no-data', series: 0 }
  const failing = series.filter((s) => !Number.isNaN(s.value) && !passes(s.value, comparison, threshold))
  const nan = series.find((s) => Number.isNaN(s.value))
  const pick = failing.length > 0 ? failing : nan ? [nan] : series
  const worst = pick.reduce((a, b) => (worseThan(b.value, a.value, comparison) ? b : a))
  const state: SampleState = failing.length > 0 ? 'fail' : nan ? 'nan' : 'pass'
  return {
    at,
    state,
    value: worst.value,
    series: series.length,
    ...(series.length > 1 ? { labels: worst.labels } : {})
  }
}

const INCONCLUSIVE: Record<Exclude<SampleState, 'pass' | 'fail'>, string> = {
  'no-data': 'no data',
  nan: 'NaN',
  error: 'a query error'
}

/** A check's outcome from its samples, with the reason in one clause. */
export function judgeMetric(
  setting: Pick<MetricSetting, 'comparison' | 'threshold' | 'inconclusiveLimit'>,
  samples: readonly MetricSample[],
  startedAt: number
): { outcome: CheckOutcome; reason: string } {
  const { comparison, threshold } = setting
  const must = `it must be ${comparison} ${threshold.text}`
  const failed = samples.find((s) => s.state === 'fail')
  if (failed) return { outcome: 'failed', reason: `${valueAt(failed, threshold, startedAt)}; ${must}` }
  const passed = samples.filter((s) => s.state === 'pass')
  const unclear = samples.filter((s) => s.state !== 'pass')
  const worst = passed.reduce<MetricSample | undefined>(
    (a, b) => (a === undefined || worseThan(b.value!, a.value!, comparison) ? b : a),
    undefined
  )
  const of = `${samples.length} sample${samples.length === 1 ? '' : 's'}`
  if (passed.length > 0 && unclear.length <= setting.inconclusiveLimit) {
    const within =
      unclear.length === 0 ? '' : `; ${unclearText(unclear)}, within inconclusive-limit ${setting.inconclusiveLimit}`
    const at = unclear.length === 0 ? `at all ${of}` : `at ${passed.length} of ${of}`
    return {
      outcome: 'passed',
      reason: `stayed ${comparison} ${threshold.text} ${at} (worst ${formatValue(worst!.value!, threshold.unit)})${within}`
    }
  }
  const firstError = unclear.find((s) => s.state === 'error')?.error
  return {
    outcome: 'inconclusive',
    reason: `${unclearText(unclear)} of ${of}${passed.length === 0 ? ', none with a value to judge' : ''}${firstError === undefined ? '' : ` (${firstError})`}`
  }
}

/** `no data at 3, NaN at 1`: how many samples of each inconclusive kind. */
function unclearText(samples: readonly MetricSample[]): string {
  const counts = new Map<string, number>()
  for (const s of samples) {
    const kind = INCONCLUSIVE[s.state as keyof typeof INCONCLUSIVE]
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  const parts = [...counts].map(([kind, n]) => `${kind} at ${n}`)
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`
}

/** `was 4.2% at 1m30s (route="/api/todos")`. */
function valueAt(sample: MetricSample, threshold: Threshold, startedAt: number): string {
  const labels = labelText(sample.labels)
  return `was ${formatValue(sample.value!, threshold.unit)} at ${formatDuration(sample.at - startedAt)}${labels === '' ? '' : ` (${labels})`}`
}
