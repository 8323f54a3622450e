import type { LiveObject } from '../../argocd/types.js'
import { sameImage } from '../../image/reference.js'
import type { StepResult } from '../types.js'
import { imagesToCheck, liveImages } from './rollout.js'

export interface ObservedResult extends StepResult {
  /** Why it is not observed yet, phrased to follow "Argo CD says Healthy, but …". */
  readonly gap: string | undefined
}

/** Who writes `status.observedGeneration`: Kubernetes' own controller for its kinds, else an operator. */
function observer(kind: string | undefined): string {
  return kind === undefined ? 'the operator' : BUILT_IN.has(kind) ? `the ${kind} controller` : 'the operator'
}

const BUILT_IN = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob'])

/**
 * Observed means the live object carries the expected image (in `spec.image`, or in its pod
 * template's container, by name when one is meant) and its operator or controller has caught up
 * with that spec: `status.observedGeneration == metadata.generation`. Until then any Ready
 * condition or rollout status is from an older generation, whatever it says.
 */
export function evaluateObserved(
  live: LiveObject | 'absent' | undefined,
  image: string,
  label: string,
  options: { readonly container?: string | undefined; readonly kind?: string | undefined } = {}
): ObservedResult {
  const waiting = (detail: string, gap: string): ObservedResult => ({ state: 'waiting', detail, gap })
  if (live === undefined) return waiting(`reading the live ${label}`, 'the live object was not read yet')
  if (live === 'absent') return waiting(`${label} does not exist in the cluster yet`, `${label} does not exist yet`)
  if (live.metadata?.deletionTimestamp) return waiting(`${label} is being deleted`, `${label} is being deleted`)
  const sites = imagesToCheck(liveImages(live), options.container)
  const field =
    sites.length === 1
      ? sites[0]!.path
      : options.container === undefined
        ? 'spec.image'
        : `container ${options.container}`
  if (!sites.some((site) => sameImage(site.image, image))) {
    const shown =
      sites.length === 0
        ? options.container === undefined
          ? 'no spec.image nor container image'
          : `no container named ${options.container}`
        : [...new Set(sites.map((site) => site.image))].join(', ')
    const where = sites.length === 0 ? 'the live object has' : `the live ${field} is`
    return waiting(`${where} ${shown}, not ${image}`, `${where} still ${shown}`)
  }
  const who = observer(options.kind)
  const generation = live.metadata?.generation
  const observed = live.status?.['observedGeneration']
  if (typeof generation !== 'number') {
    return {
      state: 'done',
      detail: `${field} matches (the object has no metadata.generation to compare)`,
      gap: undefined
    }
  }
  if (typeof observed !== 'number') {
    return waiting(
      `${field} matches; ${who} has not written status.observedGeneration for generation ${generation}`,
      `${who} has not reported status.observedGeneration for generation ${generation}`
    )
  }
  if (observed < generation) {
    return waiting(
      `${field} matches; ${who} has observed generation ${observed} of ${generation}`,
      `${who} has only observed generation ${observed} of ${generation}`
    )
  }
  return { state: 'done', detail: `${field} matches; ${who} observed generation ${generation}`, gap: undefined }
}
