/**
 * The Todo API stand-in's metrics, as a Prometheus client library keeps them: a request counter
 * and a latency histogram, each labelled by the version that served the request (the image
 * reference, as the seeds' operator sets OTEL_SERVICE_VERSION), the route and the method, and
 * written in the text exposition format (version 0.0.4) for `/metrics`. Every request is also
 * kept with its time, for the stand-in query API (query-api.ts) to compute rates from.
 */

/** The Prometheus client libraries' default buckets, in seconds. */
export const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

export interface Served {
  /** When it was answered (ms since the epoch). */
  readonly at: number
  readonly version: string
  readonly route: string
  readonly method: string
  readonly code: number
  readonly seconds: number
}

interface Histogram {
  readonly counts: number[]
  sum: number
  count: number
}

export class Metrics {
  private readonly requests = new Map<string, number>()
  private readonly latency = new Map<string, Histogram>()
  /** Every request served, oldest first (the stand-in serves demos and tests, not traffic). */
  readonly served: Served[] = []

  record(request: Served): void {
    this.served.push(request)
    const { version, route, method, code } = request
    const counter = labels({ version, route, method, code: String(code) })
    this.requests.set(counter, (this.requests.get(counter) ?? 0) + 1)
    const key = labels({ version, route, method })
    const histogram = this.latency.get(key) ?? { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }
    BUCKETS.forEach((le, i) => {
      if (request.seconds <= le) histogram.counts[i]!++
    })
    histogram.sum += request.seconds
    histogram.count++
    this.latency.set(key, histogram)
  }

  /** `/metrics`: the text exposition format, series sorted so two scrapes of the same state match. */
  exposition(): string {
    const lines = [
      '# HELP http_requests_total Requests answered, by the version that answered them.',
      '# TYPE http_requests_total counter',
      ...[...this.requests].sort(byKey).map(([key, n]) => `http_requests_total{${key}} ${n}`),
      '# HELP http_request_duration_seconds Time taken to answer, by the version that answered.',
      '# TYPE http_request_duration_seconds histogram'
    ]
    for (const [key, h] of [...this.latency].sort(byKey)) {
      BUCKETS.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{${key},le="${le}"} ${h.counts[i]}`))
      lines.push(`http_request_duration_seconds_bucket{${key},le="+Inf"} ${h.count}`)
      lines.push(`http_request_duration_seconds_sum{${key}} ${h.sum}`)
      lines.push(`http_request_duration_seconds_count{${key}} ${h.count}`)
    }
    return `${lines.join('\n')}\n`
  }
}

const byKey = (a: [string, unknown], b: [string, unknown]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

/** `version="…",route="…"`, each value escaped as the exposition format asks (\\, \" and \n). */
function labels(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',')
}
