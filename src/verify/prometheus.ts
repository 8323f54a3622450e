/**
 * A client of Prometheus's HTTP API for instant queries (`/api/v1/query`), which Thanos, Mimir,
 * VictoriaMetrics and Grafana's data source proxy answer too. It sends the query as Prometheus
 * documents (a form body with POST, the URL with GET), reads the `status`/`data` envelope, and
 * sorts what can go wrong by who can fix it: the address or credentials (the settings), the
 * query itself (Prometheus's own `bad_data` text), or the evaluation at this moment.
 */
import type { PrometheusSetting } from './config.js'
import { Unreachable, type Http, type HttpAnswer } from './http.js'

export interface Series {
  readonly labels: Readonly<Record<string, string>>
  /** NaN and ±Inf as Prometheus sends them (`"NaN"`, `"+Inf"`). */
  readonly value: number
}

export type QueryProblem =
  /** No answer at the address. */
  | 'unreachable'
  /** 401 or 403: the credentials. */
  | 'auth'
  /** Something answered, but not Prometheus's API: a wrong URL, a login page, a proxy's page. */
  | 'not-api'
  /** Prometheus refused the expression (`bad_data`): it does not parse, or a parameter is wrong. */
  | 'bad-query'
  /** The expression returns a range vector or a string, or native histograms, not values to compare. */
  | 'wrong-type'
  /** The evaluation failed now (`execution`, `timeout`, `internal`, a 5xx): may pass at the next sample. */
  | 'failed'

export type QueryResult =
  | { readonly ok: true; readonly series: readonly Series[] }
  | { readonly ok: false; readonly problem: QueryProblem; readonly message: string }

export interface PrometheusClient {
  /** `https://prometheus.example.com/api/v1/query`, for messages. */
  readonly endpoint: string
  query(expression: string): Promise<QueryResult>
}

/** Time on top of the query's own timeout for the answer to travel. */
const TRANSIT_MS = 2000

export function prometheusClient(setting: PrometheusSetting, http: Http): PrometheusClient {
  const endpoint = `${setting.url}/api/v1/query`
  const headers: Record<string, string> = { accept: 'application/json' }
  for (const h of setting.headers) headers[h.name] = h.value.source
  if (setting.authorization !== undefined) headers['authorization'] = setting.authorization
  return {
    endpoint,
    async query(expression) {
      const form = new URLSearchParams({ query: expression, timeout: `${setting.timeoutMs}ms` }).toString()
      let answer: HttpAnswer
      try {
        answer = await http({
          method: setting.method,
          url: setting.method === 'GET' ? `${endpoint}?${form}` : endpoint,
          headers:
            setting.method === 'GET' ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: setting.method === 'GET' ? undefined : form,
          timeoutMs: setting.timeoutMs + TRANSIT_MS
        })
      } catch (error) {
        if (error instanceof Unreachable) return { ok: false, problem: 'unreachable', message: error.message }
        throw error
      }
      return readAnswer(answer)
    }
  }
}

interface Envelope {
  status?: unknown
  data?: { resultType?: unknown; result?: unknown }
  errorType?: unknown
  error?: unknown
}

/** An answer sorted into values or a problem. Exported for the stand-in's conformance test. */
export function readAnswer(answer: HttpAnswer): QueryResult {
  if (answer.status === 401 || answer.status === 403)
    return { ok: false, problem: 'auth', message: `answered ${answer.status} ${firstLine(answer.text)}`.trim() }
  let body: Envelope | undefined
  try {
    body = JSON.parse(answer.text) as Envelope
  } catch {
    body = undefined
  }
  if (
    body === undefined ||
    typeof body !== 'object' ||
    body === null ||
    (body.status !== 'success' && body.status !== 'error')
  ) {
    // Prometheus answers every API error in its envelope; a page without one is from something in front of it.
    const problem = answer.status >= 500 || answer.status === 429 ? 'failed' : 'not-api'
    return { ok: false, problem, message: `answered ${answer.status} with ${describe(answer)}, not Prometheus's API` }
  }
  if (body.status === 'error') {
    const words = `${typeof body.errorType === 'string' ? `${body.errorType}: ` : ''}${typeof body.error === 'string' ? body.error : 'no error text'}`
    return { ok: false, problem: body.errorType === 'bad_data' ? 'bad-query' : 'failed', message: words }
  }
  return readData(body.data)
}

function readData(data: Envelope['data']): QueryResult {
  const shape = (what: string): QueryResult => ({
    ok: false,
    problem: 'not-api',
    message: `answered success with ${what}`
  })
  const type = data?.resultType
  const result = data?.result
  if (type === 'matrix' || type === 'string')
    return {
      ok: false,
      problem: 'wrong-type',
      message: `returns a ${type === 'matrix' ? 'range vector' : 'string'}; a check needs one value per series, like rate(x[5m]) rather than x[5m]`
    }
  if (type === 'scalar') {
    const value = Array.isArray(result) ? sampleValue(result[1]) : undefined
    return value === undefined ? shape('a scalar it could not read') : { ok: true, series: [{ labels: {}, value }] }
  }
  if (type !== 'vector' || !Array.isArray(result)) return shape(`resultType ${JSON.stringify(type)}`)
  const series: Series[] = []
  for (const item of result as unknown[]) {
    const { metric, value, histogram } = (item ?? {}) as { metric?: unknown; value?: unknown; histogram?: unknown }
    if (histogram !== undefined)
      return {
        ok: false,
        problem: 'wrong-type',
        message: 'returns native histograms; wrap them in histogram_quantile(), histogram_count() or the like'
      }
    const number = Array.isArray(value) ? sampleValue(value[1]) : undefined
    if (number === undefined || typeof metric !== 'object' || metric === null)
      return shape('a vector it could not read')
    series.push({ labels: metric as Record<string, string>, value: number })
  }
  return { ok: true, series }
}

/** Prometheus's text for a float: Go's, with `NaN`, `+Inf` and `-Inf`. */
export function sampleValue(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined
  if (text === 'NaN') return NaN
  if (text === '+Inf' || text === 'Inf') return Infinity
  if (text === '-Inf') return -Infinity
  const value = Number(text)
  return text.trim() === '' || Number.isNaN(value) ? undefined : value
}

function describe(answer: HttpAnswer): string {
  const type = answer.contentType.split(';')[0]?.trim() || 'no content type'
  const line = firstLine(answer.text)
  return line === '' ? type : `${type} (${JSON.stringify(line)})`
}

function firstLine(text: string): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return line.length > 80 ? `${line.slice(0, 79)}…` : line
}
