import { ACCESSOR_ERROR, nestedField, nestedInt64 } from '../cel/values.js'
import { legacyRules } from './kinds.js'
import {
  conditionsOf,
  failed,
  groupKindKey,
  inProgress,
  KstatusError,
  type KstatusOptions,
  type KstatusResult
} from './result.js'

/**
 * kstatus `status.Compute` (fluxcd/cli-utils `pkg/kstatus/status`), what Flux's wait uses for an
 * object no `healthCheckExprs` entry matches. In order: a deletion timestamp is Terminating; an
 * observed generation behind is InProgress; `Reconciling=True` is InProgress and `Stalled=True`
 * Failed; then the built-in kinds' own rules (kinds.ts); then `Ready` (True is Current, False or
 * Unknown InProgress, never Failed); and an object with none of these is Current: "the absence of
 * any known conditions means the resource is current", which is how a custom resource without a
 * check passes at once. Each result names the rule that decided it.
 */

export function computeKstatus(obj: Record<string, unknown>, options: KstatusOptions): KstatusResult {
  const generic = genericProperties(obj)
  if (generic) return generic
  const rules = legacyRules(groupKindKey(obj))
  if (rules) return { ...rules.compute(obj, options), rule: `${rules.key} rules` }
  const ready = readyCondition(obj)
  if (ready) return ready
  return { status: 'Current', message: 'Resource is current', rule: 'no known conditions', conditions: [] }
}

function genericProperties(obj: Record<string, unknown>): KstatusResult | undefined {
  const deletion = nestedField(obj, ['metadata', 'deletionTimestamp'])
  if (deletion === ACCESSOR_ERROR || (deletion !== undefined && typeof deletion !== 'string'))
    throw new KstatusError('looking up metadata.deletionTimestamp from resource: not a string')
  if (typeof deletion === 'string' && deletion !== '')
    return {
      status: 'Terminating',
      message: 'Resource scheduled for deletion',
      rule: 'deletionTimestamp',
      conditions: []
    }
  const generation = checkGeneration(obj)
  if (generation) return generation
  for (const c of conditionsOf(obj)) {
    if (c.type === 'Reconciling' && c.status === 'True')
      return { ...inProgress(c.reason, c.message), rule: 'Reconciling condition' }
    if (c.type === 'Stalled' && c.status === 'True')
      return { ...failed(c.reason, c.message), rule: 'Stalled condition' }
  }
  return undefined
}

function checkGeneration(obj: Record<string, unknown>): KstatusResult | undefined {
  const generation = nestedInt64(obj, 'metadata', 'generation')
  if (generation === 'not-int') throw new KstatusError('looking up metadata.generation from resource: not an int64')
  if (generation === undefined) return undefined
  const observed = nestedInt64(obj, 'status', 'observedGeneration')
  if (observed === 'not-int') throw new KstatusError('looking up status.observedGeneration from resource: not an int64')
  if (observed === undefined || observed === generation) return undefined
  const kind = typeof obj['kind'] === 'string' ? obj['kind'] : ''
  const message = `${kind} generation is ${generation}, but latest observed generation is ${observed}`
  return { ...inProgress('LatestGenerationNotObserved', message), rule: 'observedGeneration behind generation' }
}

function readyCondition(obj: Record<string, unknown>): KstatusResult | undefined {
  for (const c of conditionsOf(obj)) {
    if (c.type !== 'Ready') continue
    if (c.status === 'True')
      return { status: 'Current', message: 'Resource is Ready', rule: 'Ready condition', conditions: [] }
    if (c.status === 'False' || c.status === 'Unknown')
      return { ...inProgress(c.reason, c.message), rule: 'Ready condition' }
  }
  return undefined
}
