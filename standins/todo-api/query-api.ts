/**
 * A stand-in for Prometheus's query API, for the demo where no Prometheus runs: it answers
 * `/prometheus-stand-in/api/v1/query` from the Todo API's own request log, in Prometheus's
 * response shape, for the few query shapes the demo and docs/verify.md use. It is not
 * Prometheus and says so: anything else is refused as `bad_data` naming the stand-in.
 *
 * What it reads (whitespace is free, label matchers `=` `!=` `=~` `!~` on any of the labels):
 *
 *   sum(rate(M{…}[W]))                          M: http_requests_total, http_request_duration_seconds_bucket
 *   sum by (a, b) (rate(M{…}[W]))
 *   histogram_quantile(0.95, <one of the two above, by le>)
 *   (<any of them> or vector(0))
 *   <any of them> / <any of them>               one-to-one, on identical label sets
 *
 * With Prometheus's semantics where they matter to a verdict: a selector that matches no series
 * gives no data (so `sum` of it is empty, and so is a ratio over it), a series that exists but
 * saw no request in the window has rate 0, 0/0 is NaN, and histogram_quantile of no observations
 * is NaN. Unlike Prometheus it does not extrapolate rates, so values differ slightly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Metrics, Served } from './metrics.js'
import { divide, formatSample, keyOf, quantile, seriesOf, type Labels, type Vector } from './vectors.js'

export const QUERY_API_PATH = '/prometheus-stand-in/api/v1/query'

export function queryApi(metrics: Metrics): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'POST')
      return reply(res, 405, { status: 'error', errorType: 'bad_data', error: 'method not allowed' })
    const form = req.method === 'POST' ? new URLSearchParams(await text(req)) : url.searchParams
    const query = form.get('query') ?? ''
    if (query.trim() === '')
      return reply(res, 400, {
        status: 'error',
        errorType: 'bad_data',
        error: 'invalid parameter "query": 1:1: parse error: no expression found in input'
      })
    let vector: Vector
    try {
      vector = new Reader(query, metrics.served, Date.now()).read()
    } catch (error) {
      return reply(res, 400, {
        status: 'error',
        errorType: 'bad_data',
        error: `invalid parameter "query": ${(error as Error).message}`
      })
    }
    const at = Date.now() / 1000
    const result = [...vector.values()].map(({ labels, value }) => ({
      metric: labels,
      value: [at, formatSample(value)]
    }))
    reply(res, 200, { status: 'success', data: { resultType: 'vector', result } })
  }
}

/** A recursive-descent reader of the shapes above that evaluates as it reads. */
class Reader {
  private at = 0
  private readonly source: string

  constructor(
    query: string,
    private readonly served: readonly Served[],
    private readonly now: number
  ) {
    this.source = query
  }

  read(): Vector {
    const value = this.expression()
    this.space()
    if (this.at < this.source.length) this.fail('expected the end of the query')
    return value
  }

  private expression(): Vector {
    const left = this.term()
    if (!this.accept('/')) return left
    return divide(left, this.term())
  }

  private term(): Vector {
    if (this.accept('(')) {
      const inner = this.expression()
      if (this.accept('or')) {
        this.expect('vector')
        this.expect('(')
        const fallback = this.number()
        this.expect(')')
        this.expect(')')
        return inner.size > 0 ? inner : new Map([[keyOf({}), { labels: {}, value: fallback }]])
      }
      this.expect(')')
      return inner
    }
    if (this.accept('histogram_quantile')) {
      this.expect('(')
      const q = this.number()
      this.expect(',')
      const buckets = this.sum()
      this.expect(')')
      return quantile(q, buckets)
    }
    return this.sum()
  }

  private sum(): Vector {
    this.expect('sum')
    let by: string[] | undefined
    if (this.accept('by')) by = this.names()
    this.expect('(')
    this.expect('rate')
    this.expect('(')
    const rates = this.rate()
    this.expect(')')
    this.expect(')')
    const out: Vector = new Map()
    for (const { labels, value } of rates.values()) {
      const kept = Object.fromEntries(Object.entries(labels).filter(([k]) => by?.includes(k)))
      const key = keyOf(kept)
      const found = out.get(key)
      out.set(key, { labels: kept, value: (found?.value ?? 0) + value })
    }
    return out
  }

  /** `M{matchers}[W]`: each series the log has for M, its increase over the window per second. */
  private rate(): Vector {
    const name = this.word()
    const matchers = this.matchers()
    this.expect('[')
    const windowMs = this.duration()
    this.expect(']')
    const out: Vector = new Map()
    for (const { labels, served } of seriesOf(name, this.served))
      if (matchers.every((m) => m(labels))) {
        const recent = served.filter((s) => s.at > this.now - windowMs).length
        out.set(keyOf(labels), { labels, value: recent / (windowMs / 1000) })
      }
    return out
  }

  private matchers(): ((labels: Labels) => boolean)[] {
    if (!this.accept('{')) return []
    const found: ((labels: Labels) => boolean)[] = []
    while (!this.accept('}')) {
      const label = this.word()
      this.space()
      const op = /^(=~|!~|!=|=)/.exec(this.source.slice(this.at))?.[1]
      if (op === undefined) this.fail('expected =, !=, =~ or !~')
      this.at += op.length
      const value = this.string()
      const regex = new RegExp(`^(?:${value})$`)
      const test = op.includes('~') ? (v: string) => regex.test(v) : (v: string) => v === value
      found.push(op.startsWith('!') ? (l) => !test(l[label] ?? '') : (l) => test(l[label] ?? ''))
      this.accept(',')
    }
    return found
  }

  private names(): string[] {
    this.expect('(')
    const names = [this.word()]
    while (this.accept(',')) names.push(this.word())
    this.expect(')')
    return names
  }

  private string(): string {
    this.space()
    const m = /^"((?:[^"\\]|\\.)*)"/.exec(this.source.slice(this.at))
    if (!m) return this.fail('expected a "quoted" label value')
    this.at += m[0].length
    return JSON.parse(`"${m[1]!}"`) as string
  }

  private duration(): number {
    this.space()
    const m = /^(\d+)(ms|s|m|h)/.exec(this.source.slice(this.at))
    if (!m) return this.fail('expected a duration such as 1m')
    this.at += m[0].length
    return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h']
  }

  private number(): number {
    this.space()
    const m = /^\d+(?:\.\d+)?/.exec(this.source.slice(this.at))
    if (!m) return this.fail('expected a number')
    this.at += m[0].length
    return Number(m[0])
  }

  private word(): string {
    this.space()
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.source.slice(this.at))
    if (!m) return this.fail('expected a name')
    this.at += m[0].length
    return m[0]
  }

  private accept(token: string): boolean {
    this.space()
    if (!this.source.startsWith(token, this.at)) return false
    // A keyword is a whole word: `sum` must not take the start of `summary`.
    if (/^\w+$/.test(token) && /\w/.test(this.source[this.at + token.length] ?? '')) return false
    this.at += token.length
    return true
  }

  private expect(token: string): void {
    if (!this.accept(token)) this.fail(`expected ${JSON.stringify(token)}`)
  }

  private space(): void {
    while (/\s/.test(this.source[this.at] ?? '')) this.at++
  }

  private fail(what: string): never {
    throw new Error(
      `1:${this.at + 1}: ${what}: the Todo API stand-in is not Prometheus and reads only sum(rate(…)), sum by (…) (rate(…)), histogram_quantile(…), "or vector(0)" and "/" over http_requests_total and http_request_duration_seconds_bucket`
    )
  }
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
