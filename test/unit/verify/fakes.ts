/**
 * In-process doubles for verification's unit tests: an HTTP port that answers as Prometheus's
 * API does (the envelope of https://prometheus.io/docs/prometheus/latest/querying/api/) from a
 * function of the query, and records every request.
 */
import type { Http, HttpAnswer, HttpRequest } from '../../../src/verify/http.js'

export const json = (status: number, body: unknown): HttpAnswer => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body)
})

/** A vector answer: one series per labels/value pair. */
export const vector = (...series: [Record<string, string>, number | string][]): HttpAnswer =>
  json(200, {
    status: 'success',
    data: {
      resultType: 'vector',
      result: series.map(([metric, v]) => ({ metric, value: [1_796_000_000.5, typeof v === 'number' ? String(v) : v] }))
    }
  })

export const promError = (status: number, errorType: string, error: string): HttpAnswer =>
  json(status, { status: 'error', errorType, error })

/** The query a Prometheus request carries, from its form body or its URL. */
export function queryOf(request: HttpRequest): string {
  const form = request.body ?? new URL(request.url).search.slice(1)
  return new URLSearchParams(form).get('query') ?? ''
}

export interface Recorded {
  readonly http: Http
  readonly requests: HttpRequest[]
}

/** An HTTP port answering with `answer`, which may throw (an Unreachable, say). */
export function recording(answer: (request: HttpRequest, index: number) => HttpAnswer | Promise<HttpAnswer>): Recorded {
  const requests: HttpRequest[] = []
  return {
    requests,
    http: async (request) => {
      requests.push(request)
      return answer(request, requests.length - 1)
    }
  }
}
