import { describe, expect, it } from 'vitest'
import type { PrometheusSetting } from '../../../src/verify/config.js'
import { Unreachable } from '../../../src/verify/http.js'
import { prometheusClient, readAnswer, sampleValue } from '../../../src/verify/prometheus.js'
import { json, promError, queryOf, recording, vector } from './fakes.js'

const setting = (over: Partial<PrometheusSetting> = {}): PrometheusSetting => ({
  setting: 'verify.prometheus.url',
  url: 'https://prometheus.example.com/prom',
  method: 'POST',
  authorization: 'Bearer t0ken',
  authSetting: 'verify.prometheus.bearer-token',
  headers: [{ name: 'X-Scope-OrgID', value: { source: 'acme', parts: ['acme'] }, secret: false }],
  timeoutMs: 10_000,
  ...over
})

describe('the Prometheus client', () => {
  it('POSTs the query as a form, with the timeout, the credentials and the extra headers', async () => {
    const fake = recording(() => vector([{ route: '/a' }, 0.5]))
    const result = await prometheusClient(setting(), fake.http).query('sum(rate(x{v="a b"}[1m]))')
    expect(result).toEqual({ ok: true, series: [{ labels: { route: '/a' }, value: 0.5 }] })
    const [request] = fake.requests
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://prometheus.example.com/prom/api/v1/query',
      headers: {
        authorization: 'Bearer t0ken',
        'X-Scope-OrgID': 'acme',
        'content-type': 'application/x-www-form-urlencoded'
      }
    })
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      query: 'sum(rate(x{v="a b"}[1m]))',
      timeout: '10000ms'
    })
    expect(request!.timeoutMs).toBeGreaterThan(10_000)
  })

  it('GETs with the query in the URL when told to', async () => {
    const fake = recording(() => json(200, { status: 'success', data: { resultType: 'scalar', result: [1, '2.5'] } }))
    const result = await prometheusClient(setting({ method: 'GET' }), fake.http).query('vector(2.5)')
    expect(result).toEqual({ ok: true, series: [{ labels: {}, value: 2.5 }] })
    expect(fake.requests[0]!.body).toBeUndefined()
    expect(queryOf(fake.requests[0]!)).toBe('vector(2.5)')
  })

  it('reads NaN and the infinities as Prometheus writes them', () => {
    expect([sampleValue('NaN'), sampleValue('+Inf'), sampleValue('-Inf'), sampleValue('1e-3')]).toEqual([
      NaN,
      Infinity,
      -Infinity,
      0.001
    ])
    expect(sampleValue('')).toBeUndefined()
    expect(sampleValue(1)).toBeUndefined()
  })

  it.each([
    [
      'a parse error',
      promError(400, 'bad_data', 'invalid parameter "query": 1:17: parse error: unclosed left parenthesis'),
      'bad-query',
      'bad_data: invalid parameter "query": 1:17: parse error: unclosed left parenthesis'
    ],
    [
      'an execution error',
      promError(422, 'execution', 'multiple matches for labels'),
      'failed',
      'execution: multiple matches for labels'
    ],
    [
      'a timeout',
      promError(503, 'timeout', 'query timed out in expression evaluation'),
      'failed',
      'timeout: query timed out'
    ],
    ['a 401', { status: 401, contentType: 'text/plain', text: 'Unauthorized\n' }, 'auth', 'answered 401 Unauthorized'],
    [
      'a 404 page',
      { status: 404, contentType: 'text/plain', text: '404 page not found' },
      'not-api',
      'answered 404 with text/plain ("404 page not found"), not Prometheus\'s API'
    ],
    [
      'a login page',
      { status: 200, contentType: 'text/html', text: '<html><title>Sign in</title></html>' },
      'not-api',
      'answered 200 with text/html ("Sign in")'
    ],
    ['a proxy 502', { status: 502, contentType: 'text/html', text: '<h1>Bad Gateway</h1>' }, 'failed', 'answered 502'],
    [
      'a range vector',
      json(200, { status: 'success', data: { resultType: 'matrix', result: [] } }),
      'wrong-type',
      'returns a range vector'
    ],
    [
      'a string',
      json(200, { status: 'success', data: { resultType: 'string', result: [1, 'x'] } }),
      'wrong-type',
      'returns a string'
    ],
    [
      'native histograms',
      json(200, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, histogram: [1, {}] }] } }),
      'wrong-type',
      'native histograms'
    ],
    [
      'a vector it cannot read',
      json(200, { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [1, 'x'] }] } }),
      'not-api',
      'a vector it could not read'
    ]
  ])('sorts %s', (_, answer, problem, message) => {
    const result = readAnswer(answer)
    expect(result).toMatchObject({ ok: false, problem })
    expect(result.ok ? '' : result.message).toContain(message)
  })

  it('says unreachable when no answer comes', async () => {
    const fake = recording(() => {
      throw new Unreachable('connect ECONNREFUSED 127.0.0.1:9', false)
    })
    expect(await prometheusClient(setting(), fake.http).query('up')).toEqual({
      ok: false,
      problem: 'unreachable',
      message: 'connect ECONNREFUSED 127.0.0.1:9'
    })
  })

  it('reads an empty vector as no series', () => {
    expect(readAnswer(vector())).toEqual({ ok: true, series: [] })
  })
})
