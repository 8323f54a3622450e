import type { Application, ResourceNode, ResourceStatus, ResourceTree } from '../../argocd/types.js'
import type { TargetResource } from '../target.js'

/** Where Argo CD shows the target: its entry in `status.resources[]` and its node in the tree. */
export interface FoundResource {
  /** The target with its namespace filled in from the app when the manifest had none. */
  readonly target: TargetResource
  readonly status: ResourceStatus | undefined
  readonly node: ResourceNode | undefined
  /** API version, needed to read the live object. */
  readonly version: string | undefined
}

export function findResource(app: Application, tree: ResourceTree | undefined, target: TargetResource): FoundResource {
  const resources = app.status?.resources ?? []
  const same = (r: { group?: string; kind?: string; name?: string }): boolean =>
    (r.group ?? '') === target.apiGroup && r.kind === target.kind && r.name === target.name
  const candidates = resources.filter(same)
  // A manifest without metadata.namespace lands in the app's destination namespace.
  const namespace =
    target.namespace ??
    (candidates.length === 1 ? candidates[0]!.namespace : undefined) ??
    app.spec?.destination?.namespace
  const resolved: TargetResource = { ...target, namespace }
  const inNamespace = (r: { namespace?: string }): boolean => (r.namespace ?? '') === (namespace ?? '')
  const status = candidates.find(inNamespace)
  const matching = tree?.nodes?.filter((n) => same(n) && inNamespace(n)) ?? []
  // A managed resource is a root of the tree; prefer it over a same-named child, should one exist.
  const node = matching.find((n) => !n.parentRefs?.length) ?? matching[0]
  return { target: resolved, status, node, version: status?.version ?? node?.version }
}

/** True when the node stands for an object that exists (Argo CD lists missing ones without a uid). */
export function exists(node: ResourceNode | undefined): boolean {
  return (
    node !== undefined && (node.uid !== undefined || node.resourceVersion !== undefined || node.createdAt !== undefined)
  )
}

/** Every node below `root` through ownerReferences (Deployment → ReplicaSet → Pod), breadth first. */
export function descendants(tree: ResourceTree | undefined, root: ResourceNode): ResourceNode[] {
  const nodes = tree?.nodes ?? []
  const found: ResourceNode[] = []
  const seen = new Set<string>()
  const queue: ResourceNode[] = [root]
  while (queue.length > 0) {
    const parent = queue.shift()!
    for (const node of nodes) {
      if (!node.parentRefs?.some((ref) => isRef(ref, parent))) continue
      const key = node.uid ?? `${node.group}/${node.kind}/${node.namespace}/${node.name}`
      if (seen.has(key)) continue
      seen.add(key)
      found.push(node)
      queue.push(node)
    }
  }
  return found
}

function isRef(
  ref: { uid?: string; group?: string; kind?: string; namespace?: string; name?: string },
  node: ResourceNode
): boolean {
  if (ref.uid !== undefined && node.uid !== undefined) return ref.uid === node.uid
  return (
    (ref.group ?? '') === (node.group ?? '') &&
    ref.kind === node.kind &&
    ref.name === node.name &&
    (ref.namespace ?? '') === (node.namespace ?? '')
  )
}
