/**
 * What a verification found: an outcome for the whole, and for each check its samples or runs
 * with their values, so a report can show every measurement and a reader can see why. No data,
 * NaN and query errors are their own sample states and make a check inconclusive, never passed.
 */
import type { Comparison } from './config.js'
import type { Release } from './release.js'
import type { Threshold } from './threshold.js'

/** `verified` only when every check passed (or the policy accepts inconclusive ones). */
export type VerificationOutcome = 'verified' | 'failed' | 'inconclusive'

export type CheckOutcome = 'passed' | 'failed' | 'inconclusive'

/** One evaluation of a query: pass or fail against the threshold, or why there is no value to judge. */
export type SampleState = 'pass' | 'fail' | 'no-data' | 'nan' | 'error'

export interface MetricSample {
  /** When it was taken, by the verification's clock (ms). */
  readonly at: number
  readonly state: SampleState
  /** The value that decided (of several series, the worst); NaN for `nan`; absent without one. */
  readonly value?: number
  /** That series' labels, when the query returned more than one. */
  readonly labels?: Readonly<Record<string, string>>
  /** How many series the query returned. */
  readonly series: number
  /** Prometheus's words for an `error` sample. */
  readonly error?: string
}

export interface MetricResult {
  readonly setting: string
  readonly name: string
  /** The expression as sent, placeholders filled in. */
  readonly query: string
  readonly comparison: Comparison
  readonly threshold: Threshold
  readonly outcome: CheckOutcome
  /** Why, in one clause: `was 4.2% at 1m30s; it must be < 1%`. */
  readonly reason: string
  readonly samples: readonly MetricSample[]
}

export interface SmokeStepResult {
  readonly setting: string
  readonly name: string
  readonly method: string
  /** As configured, placeholders unfilled: what the report shows (captured values never are). */
  readonly url: string
  /** `skipped`: an earlier step failed, so this one was not sent. */
  readonly outcome: 'passed' | 'failed' | 'skipped'
  readonly attempts: number
  /** The last answer's status, if one came. */
  readonly status?: number
  /** How long the last attempt took. */
  readonly ms?: number
  /** What failed, or what was captured. */
  readonly detail: string
}

/** One run of the sequence. */
export interface SmokeRun {
  readonly at: number
  readonly outcome: 'passed' | 'failed'
  readonly steps: readonly SmokeStepResult[]
}

export interface SmokeResult {
  readonly outcome: 'passed' | 'failed'
  readonly runs: readonly SmokeRun[]
}

/** Whether the app stayed Healthy and synced to this release through the soak. */
export interface AppResult {
  /** `unwatched`: no guard was given (the engine alone, as in tests and the bench). */
  readonly outcome: 'passed' | 'failed' | 'unwatched'
  readonly detail: string
  /** When it was seen failing. */
  readonly at?: number
}

export interface Verification {
  readonly outcome: VerificationOutcome
  /** One or two sentences for the log, the comment's headline and evidence. */
  readonly message: string
  readonly release: Release
  /** When the soak started (the first sample) and ended (the last, or the failure that ended it). */
  readonly startedAt: number
  readonly endedAt: number
  /** The soak asked for; `endedAt - startedAt` is shorter when a failure ended it early. */
  readonly soakMs: number
  readonly intervalMs: number
  readonly metrics: readonly MetricResult[]
  readonly smoke: SmokeResult | undefined
  readonly app: AppResult
  /** Inconclusive checks the policy (`inconclusive: accept`) let through as verified. */
  readonly accepted: readonly string[]
  /** The query endpoint, for the report. */
  readonly prometheus: string | undefined
  /** What verification sent: to Prometheus, and to the smoke URLs (attempts included). */
  readonly requests: { readonly prometheus: number; readonly smoke: number }
}
