/**
 * The verification settings, as parse.ts makes them from a plain object (docs/verify.md is the
 * format). Everything here is already checked: durations are milliseconds, thresholds numbers
 * in Prometheus's base units, templates split into text and placeholders.
 */
import type { JsonPath } from './json-path.js'
import type { Template } from './template.js'
import type { Comparison, Threshold } from './threshold.js'

export { COMPARISONS, type Comparison } from './threshold.js'

/** What an inconclusive check (no data, NaN, a query error) makes of the verification. */
export type InconclusivePolicy = 'refuse' | 'accept'

/** A header whose value may carry placeholders; `secret` values are never shown. */
export interface HeaderSetting {
  readonly name: string
  readonly value: Template
  readonly secret: boolean
}

export interface PrometheusSetting {
  /** How messages name this setting: `verify.prometheus.url`. */
  readonly setting: string
  /** The API root, without `/api/v1/query` and without a trailing slash. */
  readonly url: string
  /** Prometheus takes both; POST (a form body) keeps long queries out of URLs and proxy logs. */
  readonly method: 'GET' | 'POST'
  /** The value of the Authorization header, if any (bearer or basic); a secret. */
  readonly authorization: string | undefined
  /** How messages name the credential that was sent, for a 401 or 403. */
  readonly authSetting: string | undefined
  /** Extra headers, such as Mimir's `X-Scope-OrgID`. */
  readonly headers: readonly HeaderSetting[]
  /** How long one query may take (sent as Prometheus's `timeout` too). */
  readonly timeoutMs: number
}

export interface MetricSetting {
  readonly setting: string
  readonly name: string
  /** The PromQL expression; its placeholders sit inside string literals (template.ts). */
  readonly query: Template
  readonly comparison: Comparison
  readonly threshold: Threshold
  /** How many samples may be inconclusive while the check still passes (default 0). */
  readonly inconclusiveLimit: number
}

export type SmokeBody =
  | { readonly kind: 'text'; readonly text: Template }
  /** A JSON body: placeholders inside its strings are filled in before it is serialised. */
  | { readonly kind: 'json'; readonly value: unknown }

export interface SmokeExpectation {
  /** Statuses that pass; undefined: any 2xx. */
  readonly status: readonly number[] | undefined
  /** Fields the JSON answer must have, with these values. */
  readonly json: readonly { readonly path: JsonPath; readonly value: unknown }[]
  /** Text the answer must contain. */
  readonly contains: readonly Template[]
}

export interface SmokeStepSetting {
  readonly setting: string
  readonly name: string
  readonly method: string
  /** Absolute, http or https once filled in (checked with every placeholder standing in). */
  readonly url: Template
  readonly headers: readonly HeaderSetting[]
  readonly body: SmokeBody | undefined
  readonly expect: SmokeExpectation
  /** Values the answer carries on to later steps: name → JSON path. */
  readonly capture: readonly { readonly name: string; readonly path: JsonPath }[]
  /** How long one attempt may take. */
  readonly timeoutMs: number
}

export interface SmokeSetting {
  readonly setting: string
  readonly steps: readonly SmokeStepSetting[]
  /** How long a failing step is tried again before the sequence fails. */
  readonly retryForMs: number
  /** `once`: at the start of the soak; `every-interval`: at every sample. */
  readonly repeat: 'once' | 'every-interval'
}

export interface VerifyConfig {
  /** How messages name the whole setting: `verify`, or `environments.production.verify`. */
  readonly setting: string
  readonly soakMs: number
  readonly intervalMs: number
  readonly inconclusive: InconclusivePolicy
  readonly prometheus: PrometheusSetting | undefined
  readonly metrics: readonly MetricSetting[]
  readonly smoke: SmokeSetting | undefined
  /**
   * Every secret value the settings hold (tokens, passwords, secret header values, in the forms
   * they are sent in): what the action masks with `core.setSecret` and reports redact.
   */
  readonly secrets: readonly string[]
}
