/**
 * The instant vectors of the stand-in query API (query-api.ts) and what it does with them, as
 * Prometheus does: the series the Todo API exports, one-to-one division, histogram_quantile,
 * and sample values written as Prometheus writes them.
 */
import { BUCKETS, type Served } from './metrics.js'

export type Labels = Readonly<Record<string, string>>

/** An instant vector: label set (as a key) → its labels and value. */
export type Vector = Map<string, { labels: Labels; value: number }>

/** The series the Todo API exports for `name`, each with the requests that count in it. */
export function seriesOf(name: string, served: readonly Served[]): { labels: Labels; served: Served[] }[] {
  const series = new Map<string, { labels: Labels; served: Served[] }>()
  const add = (labels: Labels, s: Served | undefined): void => {
    const key = keyOf(labels)
    const found = series.get(key) ?? { labels, served: [] }
    if (s) found.served.push(s)
    series.set(key, found)
  }
  for (const s of served) {
    const base = { version: s.version, route: s.route, method: s.method }
    if (name === 'http_requests_total') add({ ...base, code: String(s.code) }, s)
    if (name === 'http_request_duration_seconds_bucket')
      for (const le of [...BUCKETS.map(String), '+Inf'])
        add({ ...base, le }, le === '+Inf' || s.seconds <= Number(le) ? s : undefined)
  }
  return [...series.values()]
}

export function divide(left: Vector, right: Vector): Vector {
  const out: Vector = new Map()
  for (const [key, l] of left) {
    const r = right.get(key)
    if (r) out.set(key, { labels: l.labels, value: l.value / r.value })
  }
  return out
}

/** histogram_quantile as Prometheus computes it: linear within the bucket the rank falls in. */
export function quantile(q: number, buckets: Vector): Vector {
  const groups = new Map<string, { labels: Labels; points: { le: number; count: number }[] }>()
  for (const { labels, value } of buckets.values()) {
    const { le, ...rest } = labels
    if (le === undefined) continue
    const key = keyOf(rest)
    const group = groups.get(key) ?? { labels: rest, points: [] }
    group.points.push({ le: le === '+Inf' ? Infinity : Number(le), count: value })
    groups.set(key, group)
  }
  const out: Vector = new Map()
  for (const [key, { labels, points }] of groups) {
    points.sort((a, b) => a.le - b.le)
    const total = points.at(-1)?.count ?? 0
    if (total === 0 || points.at(-1)?.le !== Infinity) {
      out.set(key, { labels, value: NaN })
      continue
    }
    const rank = q * total
    const i = points.findIndex((p) => p.count >= rank)
    const upper = points[i]!
    if (upper.le === Infinity) {
      out.set(key, { labels, value: points[i - 1]?.le ?? NaN })
      continue
    }
    const lower = i === 0 ? { le: 0, count: 0 } : points[i - 1]!
    const within = upper.count - lower.count
    out.set(key, {
      labels,
      value: lower.le + (upper.le - lower.le) * (within === 0 ? 0 : (rank - lower.count) / within)
    })
  }
  return out
}

export function keyOf(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** A sample value as Prometheus writes it: Go's 'f' format, `NaN`, `+Inf`, `-Inf`. */
export function formatSample(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf'
  const text = String(value)
  if (!/e/.test(text)) return text
  // Floats this large are whole numbers; smaller ones get the digits their exponent needs.
  if (Math.abs(value) >= 1e21) return BigInt(value).toString()
  const exponent = Math.floor(Math.log10(Math.abs(value)))
  return value.toFixed(Math.min(100, 16 - exponent)).replace(/\.?0+$/, '')
}
