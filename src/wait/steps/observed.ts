import type { LiveObject } from '../../argocd/types.js'
import { sameImage } from '../../image/reference.js'
import type { StepResult } from '../types.js'

export interface ObservedResult extends StepResult {
  /** Why it is not observed yet, phrased to follow "Argo CD says Healthy, but …". */
  readonly gap: string | undefined
}

/**
 * Observed means the live object carries the expected image and its operator has caught up
 * with that spec: `status.observedGeneration == metadata.generation`. Until then any Ready
 * condition is from an older generation, whatever it says.
 */
export function evaluateObserved(
  live: LiveObject | 'absent' | undefined,
  image: string,
  label: string
): ObservedResult {
  const waiting = (detail: string, gap: string): ObservedResult => ({ state: 'waiting', detail, gap })
  if (live === undefined) return waiting(`reading the live ${label}`, 'the live object was not read yet')
  if (live === 'absent') return waiting(`${label} does not exist in the cluster yet`, `${label} does not exist yet`)
  if (live.metadata?.deletionTimestamp) return waiting(`${label} is being deleted`, `${label} is being deleted`)
  const actual = live.spec?.['image']
  if (typeof actual !== 'string' || !sameImage(actual, image)) {
    const shown = typeof actual === 'string' ? actual : 'no spec.image'
    return waiting(`the live spec.image is ${shown}, not ${image}`, `the live spec.image is still ${shown}`)
  }
  const generation = live.metadata?.generation
  const observed = live.status?.['observedGeneration']
  if (typeof generation !== 'number') {
    return {
      state: 'done',
      detail: 'spec.image matches (the object has no metadata.generation to compare)',
      gap: undefined
    }
  }
  if (typeof observed !== 'number') {
    return waiting(
      `spec.image matches; the operator has not written status.observedGeneration for generation ${generation}`,
      `the operator has not reported status.observedGeneration for generation ${generation}`
    )
  }
  if (observed < generation) {
    return waiting(
      `spec.image matches; the operator has observed generation ${observed} of ${generation}`,
      `the operator has only observed generation ${observed} of ${generation}`
    )
  }
  return { state: 'done', detail: `spec.image matches; the operator observed generation ${generation}`, gap: undefined }
}
