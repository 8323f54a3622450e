import { describe, expect, it } from 'vitest'
import { isInputError } from '../../../src/errors.js'
import { parseVerifyConfig, VerifyConfigError } from '../../../src/verify/parse.js'

const ERROR_RATIO =
  'sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[1m])) / sum(rate(http_requests_total{version="{{ image }}"}[1m]))'
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{image}}"}[1m])))'

/** The seeds' checks: the Todo API's error ratio and p95 per route, and add, complete, delete a todo. */
function good(): Record<string, unknown> {
  return {
    soak: '10m',
    interval: '30s',
    prometheus: {
      url: 'https://prometheus.example.com/',
      'bearer-token': { env: 'PROM_TOKEN' },
      headers: { 'X-Scope-OrgID': 'acme' }
    },
    metrics: [
      { name: 'error ratio', query: ERROR_RATIO, comparison: '<', threshold: '1%' },
      { name: 'p95 latency', query: P95, comparison: '<=', threshold: '300ms', 'inconclusive-limit': 1 }
    ],
    smoke: {
      'base-url': 'https://todo.example.com',
      steps: [
        {
          name: 'add a todo',
          method: 'post',
          url: '/api/todos',
          headers: { Authorization: 'Bearer smoke-secret-1' },
          json: { title: 'smoke {{ tag }}' },
          expect: { status: 201, json: { done: false } },
          capture: { id: 'id' }
        },
        {
          name: 'complete it',
          method: 'PATCH',
          url: '/api/todos/{{ id }}',
          json: { done: true },
          expect: { json: { id: '{{ id }}', done: true } }
        },
        { name: 'delete it', method: 'DELETE', url: 'api/todos/{{ id }}', expect: { status: [200, 204] } }
      ]
    }
  }
}

const env = (name: string): string | undefined => ({ PROM_TOKEN: 'prom-secret-token' })[name]

/** The config with one change at `path` (undefined deletes). */
function changed(path: (string | number)[], value: unknown): Record<string, unknown> {
  const config = good()
  let at: Record<string | number, unknown> = config
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (value === undefined) delete at[last]
  else at[last] = value
  return config
}

function problem(config: unknown, label?: string): string {
  try {
    parseVerifyConfig(config, { env, ...(label ? { label } : {}) })
  } catch (error) {
    expect(error).toBeInstanceOf(VerifyConfigError)
    expect(isInputError(error)).toBe(true)
    return (error as Error).message
  }
  throw new Error('parsed without a problem')
}

describe('parseVerifyConfig', () => {
  it('reads the seeds checks: durations, thresholds in base units, the API root, the steps', () => {
    const config = parseVerifyConfig(good(), { env })
    expect(config).toMatchObject({ setting: 'verify', soakMs: 600_000, intervalMs: 30_000, inconclusive: 'refuse' })
    expect(config.prometheus).toMatchObject({
      url: 'https://prometheus.example.com',
      method: 'POST',
      timeoutMs: 10_000
    })
    expect(config.prometheus?.authorization).toBe('Bearer prom-secret-token')
    expect(
      config.metrics.map((m) => [m.name, m.comparison, m.threshold.value, m.threshold.unit, m.inconclusiveLimit])
    ).toEqual([
      ['error ratio', '<', 0.01, '%', 0],
      ['p95 latency', '<=', 0.3, 'ms', 1]
    ])
    const steps = config.smoke!.steps
    expect(steps.map((s) => [s.method, s.url.source])).toEqual([
      ['POST', 'https://todo.example.com/api/todos'],
      ['PATCH', 'https://todo.example.com/api/todos/{{ id }}'],
      ['DELETE', 'https://todo.example.com/api/todos/{{ id }}']
    ])
    expect(steps[0]!.capture.map((c) => [c.name, c.path.segments])).toEqual([['id', ['id']]])
    expect(steps[2]!.expect.status).toEqual([200, 204])
    expect(steps[1]!.expect.status).toBeUndefined()
    expect(config.smoke).toMatchObject({ retryForMs: 30_000, repeat: 'once' })
  })

  it('collects every secret for masking: env tokens, credential headers, basic auth as sent', () => {
    expect(parseVerifyConfig(good(), { env }).secrets).toEqual(['prom-secret-token', 'Bearer smoke-secret-1'])
    const basic = changed(['prometheus'], {
      url: 'http://p:9090',
      'basic-auth': { username: 'reader', password: 'pw-123456' }
    })
    const secrets = parseVerifyConfig(basic, { env }).secrets
    expect(secrets).toContain('pw-123456')
    expect(secrets).toContain(Buffer.from('reader:pw-123456').toString('base64'))
  })

  it('drops /api/v1/query from the URL it is given and takes GET', () => {
    const config = parseVerifyConfig(
      changed(['prometheus'], { url: 'http://grafana:3000/api/datasources/proxy/uid/abc/api/v1/query', method: 'get' }),
      { env }
    )
    expect(config.prometheus).toMatchObject({ url: 'http://grafana:3000/api/datasources/proxy/uid/abc', method: 'GET' })
  })

  it.each([
    [['soak'], undefined, 'verify.soak: is required. Say how long the app must stay Healthy'],
    [
      ['soak'],
      '20s',
      'verify.soak: is shorter than verify.interval (30s); got "20s". A soak lasts at least one interval'
    ],
    [['soak'], '7h', 'verify.soak: is longer than 6h'],
    [['soak'], 'ten minutes', 'verify.soak must be a duration such as 90s, 15m or 1h30m, got "ten minutes"'],
    [['interval'], '0s', 'verify.interval: must be at least 1s; got "0s"'],
    [
      ['metrics', 0, 'threshold'],
      'abc',
      'verify.metrics[0].threshold: is not a threshold; got "abc". Write a number with at most one unit: 0.01, 1%, 300ms or 0.3s.'
    ],
    [['metrics', 0, 'threshold'], '5m', 'verify.metrics[0].threshold: is not a threshold; got "5m"'],
    [['metrics', 1, 'threshold'], undefined, 'verify.metrics[1].threshold: is required.'],
    [
      ['metrics', 0, 'comparison'],
      '=<',
      'verify.metrics[0].comparison: is not a comparison; got "=<". Use one of < <= > >= (in YAML, quoted: comparison: "<").'
    ],
    [['metrics', 0, 'comparison'], '', 'verify.metrics[0].comparison: is not a comparison; got ""'],
    [
      ['metrics', 0, 'query'],
      'up{job="x"} > {{ tag }}',
      'verify.metrics[0].query: {{ tag }} must stand inside a quoted label value'
    ],
    [
      ['metrics', 0, 'query'],
      'up{version="{{ version }}"}',
      'verify.metrics[0].query: uses {{ version }}, which a query cannot. Queries may name the release: {{ image }}, {{ digest }}, {{ tag }}.'
    ],
    [['metrics', 1, 'name'], 'error ratio', 'verify.metrics[1].name: is the name of another metric check'],
    [
      ['metrics', 0, 'inconclusive-limit'],
      -1,
      'verify.metrics[0].inconclusive-limit: must be a whole number from 0 to 1000; got -1'
    ],
    [['prometheus'], undefined, 'verify.prometheus: is required when metrics are set'],
    [
      ['prometheus', 'url'],
      'file:///etc/passwd',
      'verify.prometheus.url: must be an http or https URL; got "file:///etc/passwd"'
    ],
    [['prometheus', 'url'], 'prometheus:9090', 'verify.prometheus.url: must be an http or https URL'],
    [
      ['prometheus', 'url'],
      'https://prometheus.example.com/?x=1',
      'verify.prometheus.url: must not have a query or fragment'
    ],
    [
      ['prometheus', 'basic-auth'],
      { username: 'u', password: 'p' },
      'verify.prometheus.basic-auth: cannot be set with bearer-token'
    ],
    [
      ['prometheus', 'bearer-token'],
      { env: 'NOT_SET' },
      "verify.prometheus.bearer-token: names the environment variable NOT_SET, which is not set. Set it in the step's env"
    ],
    [['prometheus', 'timeout'], '0s', 'verify.prometheus.timeout: must be longer than 0s'],
    [['prometheus', 'method'], 'PUT', 'verify.prometheus.method: must be one of GET, POST; got "PUT"'],
    [
      ['smoke', 'steps', 0, 'url'],
      'ftp://todo.example.com/x',
      'verify.smoke.steps[0].url: is a ftp URL; got "ftp://todo.example.com/x". Smoke steps call http or https URLs only.'
    ],
    [
      ['smoke', 'base-url'],
      undefined,
      'verify.smoke.steps[0].url: is not an absolute URL; got "/api/todos". Give it with its scheme and host, or set base-url'
    ],
    [
      ['smoke', 'steps', 0, 'capture'],
      undefined,
      'verify.smoke.steps[1].url: uses {{ id }}, which no earlier step captures. Known here: {{ image }}, {{ digest }}, {{ tag }}'
    ],
    [
      ['smoke', 'steps', 0, 'capture'],
      { image: 'id' },
      "verify.smoke.steps[0].capture.image: is already the release's"
    ],
    [
      ['smoke', 'steps', 0, 'capture'],
      { id: 'items[x]' },
      'verify.smoke.steps[0].capture.id: the path "items[x]" cannot be read at character 6'
    ],
    [
      ['smoke', 'steps', 0, 'method'],
      'GET',
      'verify.smoke.steps[0].json: is set on a GET request. GET and HEAD carry no body'
    ],
    [['smoke', 'steps', 0, 'body'], 'x', 'verify.smoke.steps[0].json: cannot be set with body'],
    [
      ['smoke', 'steps', 0, 'expect', 'status'],
      999,
      'verify.smoke.steps[0].expect.status: must be an HTTP status from 100 to 599; got 999'
    ],
    [
      ['smoke', 'steps', 0, 'url'],
      '/api/{{ todo',
      'verify.smoke.steps[0].url: "{{ todo" opens a placeholder that is not one'
    ],
    [['smoke', 'repeat'], 'always', 'verify.smoke.repeat: must be one of once, every-interval; got "always"'],
    [
      ['soak-time'],
      '10m',
      'verify.soak-time: is not a setting here. Expected one of: soak, interval, inconclusive, prometheus, metrics, smoke.'
    ]
  ])('refuses %j = %j: %s', (path, value, message) => {
    expect(problem(changed(path, value))).toContain(message)
  })

  it('never shows a secret in a message, and names the credential that is wrong', () => {
    const withCredentials = problem(changed(['prometheus', 'url'], 'https://reader:hunter2@prometheus.example.com'))
    expect(withCredentials).toContain('verify.prometheus.url: holds credentials. Put them in basic-auth')
    expect(withCredentials).not.toContain('hunter2')
    const bad = problem(changed(['prometheus', 'bearer-token'], { env: 'NOT_SET' }))
    expect(bad).not.toContain('prom-secret-token')
  })

  it('refuses metrics without a Prometheus, and a Prometheus without metrics', () => {
    expect(problem(changed(['metrics'], undefined))).toContain(
      'verify.prometheus: is set but no metrics use it. Add verify.metrics, or remove verify.prometheus.'
    )
    expect(problem(changed(['metrics'], []))).toContain('verify.metrics: is an empty list')
  })

  it('names the setting as the caller labels it, and keeps its path for a file line', () => {
    try {
      parseVerifyConfig(changed(['metrics', 1, 'comparison'], '~'), { env, label: 'environments.production.verify' })
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^environments\.production\.verify\.metrics\[1\]\.comparison: is not a comparison/
      )
      expect((error as VerifyConfigError).path).toEqual(['metrics', 1, 'comparison'])
      return
    }
    throw new Error('parsed')
  })

  it('takes a soak alone: the app must stay Healthy that long, with no checks', () => {
    const config = parseVerifyConfig({ soak: 300 })
    expect(config).toMatchObject({
      soakMs: 300_000,
      intervalMs: 30_000,
      metrics: [],
      smoke: undefined,
      prometheus: undefined
    })
  })

  it('refuses what is not a mapping, with an example', () => {
    expect(problem('10m')).toMatch(/^verify: must be a mapping; got "10m"\. For example: /)
    expect(problem(changed(['smoke', 'steps'], []))).toContain('verify.smoke.steps: is an empty list')
  })
})
