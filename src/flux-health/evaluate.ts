import { CelExpressionError, compileExpression, type CelExpression } from './cel/expression.js'
import { nestedInt64, toCelValue } from './cel/values.js'
import { computeKstatus } from './kstatus/generic.js'
import { legacyRules } from './kstatus/kinds.js'
import { conditionsOf, groupKind, groupKindKey, KstatusError } from './kstatus/result.js'

/**
 * The health Flux's wait gives one object (kustomize-controller and helm-controller poll through
 * fluxcd/pkg `runtime/cel` StatusReader first, then kstatus):
 * - an object whose API group and kind a `healthCheckExprs` entry names, or whose group an entry
 *   without a kind names (Flux 2.9+; an entry with the kind wins), is judged by that entry
 *   (StatusEvaluator): an int64 `status.observedGeneration` unlike `metadata.generation` is
 *   InProgress; then `inProgress`, `failed`, `current` are evaluated in that order and the first
 *   true one decides; none true is InProgress. An evaluation error is returned as an error: Flux
 *   records the object Unknown and waits until its timeout. A deletion timestamp is not looked at.
 * - any other object gets kstatus (kstatus/generic.ts).
 */

export interface HealthCheckEntry {
  apiVersion: string
  kind?: string
  current: string
  failed?: string
  inProgress?: string
}

export type FluxStatus = 'Current' | 'InProgress' | 'Failed' | 'Terminating' | 'Unknown'

export interface FluxHealth {
  /** Unknown means an error: Flux keeps waiting until the timeout. */
  status: FluxStatus
  message: string
  /** Which rule decided, in words. */
  decidedBy: string
  /** The error, when status is Unknown. */
  error?: string
  /** True when health-test could not be sure of Flux's answer (a cel-go feature it does not reproduce). */
  refused?: boolean
  /** Why this result may not mean what it seems (kstatus's pitfalls). */
  warnings: string[]
}

/** Flux refuses the whole list (a HelmRelease stalls with InvalidCELExpression, a Kustomization fails). */
export class HealthChecksRefused extends Error {
  override name = 'HealthChecksRefused'
  constructor(
    message: string,
    readonly refused = false
  ) {
    super(message)
  }
}

interface Evaluator {
  index: number
  label: string
  current: CelExpression
  failed?: CelExpression
  inProgress?: CelExpression
}

export interface FluxHealthReader {
  evaluate(obj: Record<string, unknown>): FluxHealth
}

/** NewStatusReader: every entry compiled up front, and the list refused as Flux refuses it. */
export function healthReader(entries: readonly HealthCheckEntry[], options: { now: () => number }): FluxHealthReader {
  const evaluators = new Map<string, Evaluator>()
  entries.forEach((entry, index) => {
    const group = groupKind({ apiVersion: entry.apiVersion, kind: '' }).group
    const kind = entry.kind ?? ''
    const key = `${group}/${kind}`
    const label = kind === '' ? `${group || 'core'} group` : groupKindKey({ apiVersion: entry.apiVersion, kind })
    if (evaluators.has(key)) {
      // schema.GroupKind's String(): `Kind.group`, `.group` for a group-only entry.
      const gk = group === '' ? kind : `${kind}.${group}`
      throw new HealthChecksRefused(`duplicate custom health check for GroupKind ${gk} at healthchecks[${index}]`)
    }
    evaluators.set(key, { index, label, ...compileEntry(entry, index) })
  })
  return {
    evaluate(obj) {
      const { group, kind } = groupKind(obj)
      const evaluator = evaluators.get(`${group}/${kind}`) ?? evaluators.get(`${group}/`)
      return evaluator ? evaluateCel(evaluator, obj) : evaluateKstatus(obj, options)
    }
  }
}

function compileEntry(entry: HealthCheckEntry, index: number): Pick<Evaluator, 'current' | 'failed' | 'inProgress'> {
  const prefix = `failed to create custom status evaluator for healthchecks[${index}]`
  if (!entry.current) throw new HealthChecksRefused(`${prefix}: expression Current not specified`)
  const compile = (name: string, source: string): CelExpression => {
    try {
      return compileExpression(source)
    } catch (error) {
      if (!(error instanceof CelExpressionError)) throw error
      const message = error.refused ? error.message : `failed to parse the expression ${name}: ${error.message}`
      throw new HealthChecksRefused(`${prefix}: ${message}`, error.refused)
    }
  }
  return {
    current: compile('Current', entry.current),
    ...(entry.failed ? { failed: compile('Failed', entry.failed) } : {}),
    ...(entry.inProgress ? { inProgress: compile('InProgress', entry.inProgress) } : {})
  }
}

function evaluateCel(evaluator: Evaluator, obj: Record<string, unknown>): FluxHealth {
  const by = `healthCheckExprs[${evaluator.index}] (${evaluator.label})`
  const object = toCelValue(obj)
  const observed = nestedInt64(object, 'status', 'observedGeneration')
  if (typeof observed === 'bigint') {
    const generation = nestedInt64(object, 'metadata', 'generation')
    if (typeof generation === 'bigint' && generation !== observed)
      return {
        status: 'InProgress',
        message: '',
        decidedBy: `${by}: status.observedGeneration ${observed} is not metadata.generation ${generation}, checked before any expression`,
        warnings: []
      }
  }
  const order: [string, CelExpression | undefined, FluxStatus][] = [
    ['inProgress', evaluator.inProgress, 'InProgress'],
    ['failed', evaluator.failed, 'Failed'],
    ['current', evaluator.current, 'Current']
  ]
  for (const [name, expression, status] of order) {
    if (!expression) continue
    const result = expression.evaluateBoolean(obj)
    if (!result.ok)
      return {
        status: 'Unknown',
        message: result.error,
        decidedBy: `${by}: ${name} failed to evaluate; Flux would keep waiting until the timeout`,
        error: result.error,
        ...(result.refused ? { refused: true } : {}),
        warnings: []
      }
    if (result.value) return { status, message: '', decidedBy: `${by}: ${name} is true`, warnings: [] }
  }
  return { status: 'InProgress', message: '', decidedBy: `${by}: no expression is true`, warnings: [] }
}

function evaluateKstatus(obj: Record<string, unknown>, options: { now: () => number }): FluxHealth {
  const object = toCelValue(obj) as Record<string, unknown>
  try {
    const result = computeKstatus(object, options)
    return {
      status: result.status,
      message: result.message,
      decidedBy: `kstatus: ${result.rule} (no healthCheckExprs entry matches ${groupKindKey(object) || 'this object'})`,
      warnings: pitfalls(object, result.rule, result.status)
    }
  } catch (error) {
    if (!(error instanceof KstatusError)) throw error
    return {
      status: 'Unknown',
      message: error.message,
      decidedBy: 'kstatus returned an error; Flux would keep waiting until the timeout',
      error: error.message,
      warnings: []
    }
  }
}

/**
 * The seed's trap, said where it applies: a custom resource (no built-in kstatus rules) called
 * Current only because kstatus knows none of its conditions, or because Ready is True while
 * signals kstatus never reads (status.phase, other True conditions) may say otherwise.
 */
function pitfalls(obj: Record<string, unknown>, rule: string, status: string): string[] {
  if (status !== 'Current' || legacyRules(groupKindKey(obj))) return []
  if (rule === 'no known conditions')
    return [
      'kstatus calls this custom resource Current only because it carries none of the conditions kstatus knows (Ready, Reconciling, Stalled): Flux would stop waiting at once. Add a healthCheckExprs entry for its group and kind.'
    ]
  if (rule !== 'Ready condition') return []
  const ignored: string[] = []
  const phase = (obj['status'] as Record<string, unknown> | undefined)?.['phase']
  if (typeof phase === 'string') ignored.push(`status.phase ${JSON.stringify(phase)}`)
  for (const c of conditionsOf(obj))
    if (c.status === 'True' && c.type !== 'Ready') ignored.push(`${c.type}=True${c.reason ? ` (${c.reason})` : ''}`)
  const also = ignored.length > 0 ? `; it ignored ${ignored.join(', ')}` : ''
  return [
    `kstatus calls this custom resource Current because Ready is True${also}. A controller that keeps Ready True while a rollout fails or rolls back (the stable revision still serving) is reported healthy: judge it with a healthCheckExprs entry.`
  ]
}
