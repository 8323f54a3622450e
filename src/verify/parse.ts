/**
 * The verification settings from a plain object: what the release policy file holds under an
 * environment, or what the action builds from its inputs. Everything is checked here, before
 * anything runs; each problem names the setting, shows the bad value and says the fix
 * (docs/verify.md is the format).
 */
import type { HeaderSetting, MetricSetting, PrometheusSetting, VerifyConfig } from './config.js'
import { COMPARISONS, type Comparison } from './config.js'
import { parseSmoke } from './parse-smoke.js'
import { Setting } from './read.js'
import {
  parsePromQL,
  parseTemplate,
  placeholderNames,
  RELEASE_NAMES,
  TemplateError,
  type Template
} from './template.js'
import { parseThreshold } from './threshold.js'

export { VerifyConfigError, type Path } from './read.js'

export interface ParseOptions {
  /** How messages name the whole setting (default `verify`): `environments.production.verify`. */
  readonly label?: string
  /** Environment variables, for secrets given as `{ env: NAME }`; default: none set. */
  readonly env?: (name: string) => string | undefined
}

/** The longest soak: a GitHub-hosted job ends after 6 hours. */
export const MAX_SOAK_MS = 6 * 3600_000
export const DEFAULT_INTERVAL_MS = 30_000
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000

const KEYS = ['soak', 'interval', 'inconclusive', 'prometheus', 'metrics', 'smoke']
const EXAMPLE = '{ soak: 10m, prometheus: { url: https://prometheus.example.com }, metrics: [...] }'

/** Reads and checks the settings; throws a {@link VerifyConfigError} naming the first problem. */
export function parseVerifyConfig(value: unknown, options: ParseOptions = {}): VerifyConfig {
  const root = new Setting(options.label ?? 'verify', [], value).object(KEYS, EXAMPLE)
  const secrets = new Secrets(options.env ?? (() => undefined))
  const interval = root.at('interval')
  const intervalMs = interval.duration(DEFAULT_INTERVAL_MS)
  if (intervalMs < 1000) interval.fail('must be at least 1s', 'Prometheus answers per scrape; sample no faster.')
  const soak = root.at('soak')
  if (!soak.present)
    soak.fail('is required', 'Say how long the app must stay Healthy with its checks passing, like soak: 10m.')
  const soakMs = soak.duration()
  if (soakMs < intervalMs)
    soak.fail(
      `is shorter than ${interval.name} (${formatSeconds(intervalMs)})`,
      'A soak lasts at least one interval: lengthen the soak or shorten the interval.'
    )
  if (soakMs > MAX_SOAK_MS) soak.fail('is longer than 6h, the longest a GitHub-hosted job runs')

  const metricsSetting = root.at('metrics')
  const prometheusSetting = root.at('prometheus')
  const metrics = metricsSetting.present ? parseMetrics(metricsSetting) : []
  if (metrics.length > 0 && !prometheusSetting.present)
    prometheusSetting.fail(
      'is required when metrics are set',
      'Give the Prometheus API root, like prometheus: { url: https://prometheus.example.com }.'
    )
  if (prometheusSetting.present && metrics.length === 0)
    prometheusSetting.fail(
      'is set but no metrics use it',
      `Add ${metricsSetting.name}, or remove ${prometheusSetting.name}.`,
      false
    )
  const prometheus = prometheusSetting.present ? parsePrometheus(prometheusSetting, secrets) : undefined
  const smokeSetting = root.at('smoke')
  const smoke = smokeSetting.present ? parseSmoke(smokeSetting, (s) => parseHeaders(s, secrets)) : undefined
  return {
    setting: root.name,
    soakMs,
    intervalMs,
    inconclusive: root.at('inconclusive').oneOf(['refuse', 'accept'] as const, 'refuse'),
    prometheus,
    metrics,
    smoke,
    secrets: secrets.values()
  }
}

const PROMETHEUS_KEYS = ['url', 'method', 'bearer-token', 'basic-auth', 'headers', 'timeout']

function parsePrometheus(setting: Setting, secrets: Secrets): PrometheusSetting {
  setting.object(PROMETHEUS_KEYS, '{ url: https://prometheus.example.com, bearer-token: { env: PROMETHEUS_TOKEN } }')
  const urlSetting = setting.at('url')
  const url = apiRoot(urlSetting)
  const bearer = setting.at('bearer-token')
  const basic = setting.at('basic-auth')
  if (bearer.present && basic.present)
    basic.fail(
      'cannot be set with bearer-token',
      'Prometheus takes one Authorization header: keep one of the two.',
      false
    )
  let authorization: string | undefined
  let authSetting: string | undefined
  if (bearer.present) {
    authorization = `Bearer ${secrets.read(bearer)}`
    authSetting = bearer.name
  } else if (basic.present) {
    basic.object(['username', 'password'], '{ username: reader, password: { env: PROMETHEUS_PASSWORD } }')
    const username = basic.at('username').string('Give the user name.')
    if (username.includes(':'))
      basic.at('username').fail('cannot contain a colon (basic auth separates user and password with one)')
    const password = secrets.read(basic.at('password'))
    const encoded = Buffer.from(`${username}:${password}`).toString('base64')
    secrets.add(encoded)
    authorization = `Basic ${encoded}`
    authSetting = basic.name
  }
  const headers = parseHeaders(setting.at('headers'), secrets)
  for (const h of headers)
    if (h.name.toLowerCase() === 'authorization' && authorization !== undefined)
      setting.at('headers').fail('set Authorization as well as bearer-token or basic-auth', 'Keep one of them.', false)
  for (const h of headers)
    if (placeholderNames(h.value).length > 0)
      setting
        .at('headers')
        .at(h.name)
        .fail('cannot hold placeholders', 'Prometheus headers are fixed for the whole soak.')
  const methodSetting = setting.at('method')
  const method = typeof methodSetting.value === 'string' ? methodSetting.value.toUpperCase() : methodSetting.value
  return {
    setting: urlSetting.name,
    url,
    method: new Setting(methodSetting.label, methodSetting.path, method).oneOf(['GET', 'POST'] as const, 'POST'),
    authorization,
    authSetting,
    headers,
    timeoutMs: positive(setting.at('timeout'), DEFAULT_QUERY_TIMEOUT_MS)
  }
}

/** The API root: http(s), no credentials, query or fragment; `/api/v1/query` and a final `/` dropped. */
function apiRoot(setting: Setting): string {
  const text = setting.string('Give the Prometheus API root, like https://prometheus.example.com.')
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return setting.fail(
      'is not a URL',
      'Give the API root, like https://prometheus.example.com or https://grafana.example.com/api/datasources/proxy/uid/<uid>.'
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') setting.fail('must be an http or https URL')
  if (url.username !== '' || url.password !== '')
    setting.fail('holds credentials', 'Put them in basic-auth (or bearer-token), where they are kept secret.', false)
  if (url.search !== '' || url.hash !== '')
    setting.fail('must not have a query or fragment', 'Give the API root alone.')
  return url.href.replace(/\/+$/, '').replace(/\/api\/v1\/query$/, '')
}

const METRIC_KEYS = ['name', 'query', 'comparison', 'threshold', 'inconclusive-limit']

function parseMetrics(setting: Setting): MetricSetting[] {
  const items = setting.list()
  if (items.length === 0) setting.fail('is an empty list', 'Add a check, or remove the setting.')
  const names = new Set<string>()
  return items.map((item) => {
    item.object(METRIC_KEYS, '{ name: error ratio, query: <PromQL>, comparison: "<", threshold: 1% }')
    const querySetting = item.at('query')
    const query = promql(querySetting)
    const name =
      item.at('name').optionalString('Name the check, like p95 latency.') ?? query.source.replace(/\s+/g, ' ')
    if (names.has(name)) item.at('name').fail('is the name of another metric check', 'Give each check its own name.')
    names.add(name)
    const comparisonSetting = item.at('comparison')
    const comparison = comparisonSetting.value
    if (typeof comparison !== 'string' || !(COMPARISONS as readonly string[]).includes(comparison))
      comparisonSetting.fail(
        comparison === undefined ? 'is required' : 'is not a comparison',
        `Use one of ${COMPARISONS.join(' ')} (in YAML, quoted: comparison: "<").`
      )
    const thresholdSetting = item.at('threshold')
    const raw = thresholdSetting.value
    const threshold = typeof raw === 'string' || typeof raw === 'number' ? parseThreshold(raw) : undefined
    if (threshold === undefined)
      return thresholdSetting.fail(
        raw === undefined ? 'is required' : 'is not a threshold',
        'Write a number with at most one unit: 0.01, 1%, 300ms or 0.3s.'
      )
    return {
      setting: item.name,
      name,
      query,
      comparison: comparison as Comparison,
      threshold,
      inconclusiveLimit: item.at('inconclusive-limit').count(0, 0, 1000)
    }
  })
}

function promql(setting: Setting): Template {
  const text = setting.string(
    'Give a PromQL expression that returns one value per series, like sum(rate(http_requests_total[5m])).'
  )
  let query: Template
  try {
    query = parsePromQL(text)
  } catch (error) {
    if (error instanceof TemplateError) setting.fail(error.message, '', false)
    throw error
  }
  for (const name of placeholderNames(query))
    if (!(RELEASE_NAMES as readonly string[]).includes(name))
      setting.fail(
        `uses {{ ${name} }}, which a query cannot`,
        `Queries may name the release: ${RELEASE_NAMES.map((n) => `{{ ${n} }}`).join(', ')}.`,
        false
      )
  return query
}

/** A duration above zero. */
function positive(setting: Setting, fallback: number): number {
  const ms = setting.duration(fallback)
  if (ms <= 0) setting.fail('must be longer than 0s')
  return ms
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
/** Header names whose values are credentials whatever they say. */
const SECRET_HEADER = /^(?:authorization|proxy-authorization|cookie)$|token|secret|key|password|auth|session/i

/** Headers as a mapping of name to value; a value is a string or `{ env: NAME }` (always secret). */
function parseHeaders(setting: Setting, secrets: Secrets): HeaderSetting[] {
  if (!setting.present) return []
  if (!setting.isObject())
    setting.fail('must be a mapping of header names to values', 'For example: { X-Scope-OrgID: acme }.')
  return Object.keys(setting.value as object).map((name) => {
    const value = setting.at(name)
    if (!TOKEN.test(name)) value.fail('is not a header name', '', false)
    const fromEnv = value.isObject()
    const secret = fromEnv || SECRET_HEADER.test(name)
    const text = fromEnv ? secrets.read(value) : value.string('Give the header a value.')
    if (secret) secrets.add(text)
    if (/[\r\n\0]/.test(text)) value.fail('holds a line break', '', !secret)
    let template: Template
    try {
      template = fromEnv ? { source: text, parts: [text] } : parseTemplate(text)
    } catch (error) {
      return value.fail((error as Error).message, '', !secret)
    }
    return { name, value: template, secret }
  })
}

/** Secret values met while parsing, and how `{ env: NAME }` is read. */
class Secrets {
  private readonly found = new Set<string>()

  constructor(private readonly env: (name: string) => string | undefined) {}

  /** A secret given as a string, or as `{ env: NAME }` to keep it out of the policy file. */
  read(setting: Setting): string {
    if (setting.isObject()) {
      setting.object(['env'], '{ env: PROMETHEUS_TOKEN }')
      const name = setting.at('env').string('Name the environment variable that holds it.')
      const value = this.env(name)
      if (value === undefined || value === '')
        setting.fail(
          `names the environment variable ${name}, which is not set`,
          `Set it in the step's env, like ${name}: \${{ secrets.${name} }}.`,
          false
        )
      this.add(value)
      return value
    }
    if (typeof setting.value !== 'string' || setting.value === '')
      setting.fail(
        'must be a non-empty string or { env: NAME }',
        'Keep secrets out of files: { env: NAME } reads one from the environment.',
        false
      )
    this.add(setting.value)
    return setting.value
  }

  add(value: string): void {
    if (value !== '') this.found.add(value)
  }

  values(): string[] {
    return [...this.found]
  }
}

function formatSeconds(ms: number): string {
  return `${ms / 1000}s`
}
