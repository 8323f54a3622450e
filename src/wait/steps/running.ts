import type { ResourceNode, ResourceTree } from '../../argocd/types.js'
import { sameImage } from '../../image/reference.js'
import { resourceLabel } from '../../manifest/label.js'
import type { StepResult } from '../types.js'
import { descendants, type FoundResource } from './resource.js'

/**
 * The last check the seeds do by hand: the Pods under the resource's workload run the new image.
 * Pods that are shutting down are left out: a rollout that is Healthy may still be draining them.
 */
export function evaluateRunning(tree: ResourceTree | undefined, found: FoundResource, image: string): StepResult {
  if (tree === undefined || found.node === undefined) return { state: 'waiting', detail: 'reading the resource tree' }
  const pods = descendants(tree, found.node).filter((n) => n.kind === 'Pod' && (n.group ?? '') === '')
  if (pods.length === 0) {
    return {
      state: 'skipped',
      detail: `Argo CD's tree shows no Pods under ${resourceLabel(found.target, { withGroup: true })}`
    }
  }
  const current = pods.filter((pod) => !terminating(pod))
  const fresh = current.filter((pod) => (pod.images ?? []).some((i) => sameImage(i, image)))
  const digest = image.includes('@') ? image.slice(image.indexOf('@') + 1, image.indexOf('@') + 20) + '…' : image
  if (current.length > 0 && fresh.length === current.length) {
    return { state: 'done', detail: `${count(fresh.length)} ${fresh.length === 1 ? 'runs' : 'run'} ${digest}` }
  }
  const old = current.filter((pod) => !fresh.includes(pod))
  const others = [...new Set(old.flatMap((pod) => pod.images ?? []))]
  return {
    state: 'waiting',
    detail: `${fresh.length} of ${count(current.length)} run ${digest}${others.length ? `; others run ${others.join(', ')}` : ''}`
  }
}

function terminating(pod: ResourceNode): boolean {
  const reason = pod.info?.find((i) => i.name === 'Status Reason')?.value
  return reason === 'Terminating' || pod.health?.message === 'Pending deletion'
}

function count(n: number): string {
  return n === 1 ? '1 Pod' : `${n} Pods`
}
