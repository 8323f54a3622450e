import type { ResourceNode, ResourceTree } from '../../argocd/types.js'
import { sameImage } from '../../image/reference.js'
import { formatDuration } from '../../text/time.js'
import { descendants, type FoundResource } from './resource.js'

/**
 * Container waiting reasons that do not clear up by waiting in practice. Argo CD's cluster cache
 * puts the reason in the Pod node's `info` ("Status Reason", controller/cache/info.go) and the
 * kubelet's message in its health (Degraded, gitops-engine's Pod health check). For an init
 * container the reason carries an `Init:` prefix (`Init:ImagePullBackOff`), and the Pod's health
 * stays Progressing with no message, since gitops-engine reads only the app containers.
 */
export const BROKEN_REASONS = ['ImagePullBackOff', 'ErrImagePull', 'CrashLoopBackOff', 'CreateContainerConfigError']

/** Whether a Pod's "Status Reason" is one of {@link BROKEN_REASONS}, for an app or an init container. */
export function isBrokenReason(reason: string): boolean {
  return BROKEN_REASONS.includes(reason.startsWith('Init:') ? reason.slice('Init:'.length) : reason)
}

export interface BrokenPod {
  readonly name: string
  readonly reason: string
  readonly message: string
}

export interface PodsVerdict {
  /** Set while a new Pod is broken: since when we have seen it so (for the grace period). */
  readonly failingSince: number | undefined
  /** A line to add to the health step's detail while the grace runs. */
  readonly note?: string
  /** The wait is over: the sentence that says why. */
  readonly failure?: string
  readonly wakeAt?: number
}

/**
 * Pods of the new ReplicaSet (those that run the expected image) stuck in a state an operator
 * would only give up on at its progress deadline, ten minutes by default: past `graceMs` the
 * wait ends Degraded with the Pod's reason and message. `graceMs` undefined: leave the verdict
 * to the operator.
 */
export function evaluatePods(
  tree: ResourceTree | undefined,
  found: FoundResource,
  image: string,
  graceMs: number | undefined,
  failingSince: number | undefined,
  at: number
): PodsVerdict {
  if (graceMs === undefined || tree === undefined || found.node === undefined) return { failingSince: undefined }
  const broken = brokenPod(descendants(tree, found.node), image)
  if (broken === undefined) return { failingSince: undefined }
  const since = failingSince ?? at
  const what = `Pod ${broken.name} is ${broken.reason}${broken.message ? `: ${broken.message}` : ''}`
  if (at - since >= graceMs) {
    const lasted =
      graceMs > 0 ? `for longer than the ${formatDuration(graceMs)} pod-failure-grace` : 'pod-failure-grace is 0'
    return {
      failingSince: since,
      failure: `${what} (${lasted}; set pod-failure-grace to off to wait for the operator's own verdict)`
    }
  }
  return {
    failingSince: since,
    note: `${what}; failing in ${formatDuration(since + graceMs - at)} unless it recovers`,
    wakeAt: since + graceMs
  }
}

function brokenPod(nodes: readonly ResourceNode[], image: string): BrokenPod | undefined {
  for (const node of nodes) {
    if (node.kind !== 'Pod' || (node.group ?? '') !== '') continue
    if (!(node.images ?? []).some((i) => sameImage(i, image))) continue
    const reason = node.info?.find((i) => i.name === 'Status Reason')?.value ?? ''
    if (isBrokenReason(reason)) return { name: node.name ?? '', reason, message: node.health?.message ?? '' }
  }
  return undefined
}
