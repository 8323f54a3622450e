import { type Cluster, groupOf, keyOf, keyString, versionOf } from './cluster.js'
import type { Health, K8sObject, ResourceKey } from './types.js'

/** Argo CD's ResourceNode JSON: ResourceRef inlined, every field omitempty. */
export interface TreeNode {
  group?: string
  version: string
  kind: string
  namespace?: string
  name: string
  uid?: string
  parentRefs?: { group?: string; kind: string; namespace?: string; name: string; uid: string }[]
  info?: { name: string; value: string }[]
  networkingInfo?: { targetLabels?: Record<string, string> }
  resourceVersion?: string
  images?: string[]
  health?: Health
  createdAt?: string
}

export interface ManagedRef {
  key: ResourceKey
  version: string
  live?: K8sObject
}

/**
 * The application's resource tree: its managed resources (a stub node with health Missing for
 * one not created yet) and everything they own, found through ownerReferences.
 */
export function buildTree(
  managed: ManagedRef[],
  cluster: Cluster,
  healthOf: (obj: K8sObject) => Health | undefined
): TreeNode[] {
  const nodes: TreeNode[] = []
  const queue: K8sObject[] = []
  for (const ref of managed) {
    if (ref.live) {
      nodes.push(nodeOf(ref.live, healthOf(ref.live)))
      queue.push(ref.live)
    } else {
      nodes.push({ ...refFields(ref.key, ref.version), health: { status: 'Missing' } })
    }
  }
  const seen = new Set(queue.map((o) => o.metadata.uid))
  while (queue.length > 0) {
    const parent = queue.shift() as K8sObject
    for (const child of cluster.ownedBy(parent.metadata.uid ?? '')) {
      if (seen.has(child.metadata.uid)) continue
      seen.add(child.metadata.uid)
      nodes.push(nodeOf(child, healthOf(child)))
      queue.push(child)
    }
  }
  return nodes
}

function refFields(key: ResourceKey, version: string): TreeNode {
  return {
    ...(key.group ? { group: key.group } : {}),
    version,
    kind: key.kind,
    ...(key.namespace ? { namespace: key.namespace } : {}),
    name: key.name
  }
}

function nodeOf(obj: K8sObject, health: Health | undefined): TreeNode {
  const key = keyOf(obj)
  const parentRefs = (obj.metadata.ownerReferences ?? []).map((owner) => ({
    ...(groupOf(owner.apiVersion) ? { group: groupOf(owner.apiVersion) } : {}),
    kind: owner.kind,
    ...(key.namespace ? { namespace: key.namespace } : {}),
    name: owner.name,
    uid: owner.uid
  }))
  const info = infoOf(obj)
  const images = imagesOf(obj)
  const selector = obj.kind === 'Service' ? (obj.spec?.['selector'] as Record<string, string> | undefined) : undefined
  return {
    ...refFields(key, versionOf(obj.apiVersion)),
    ...(obj.metadata.uid ? { uid: obj.metadata.uid } : {}),
    ...(parentRefs.length ? { parentRefs } : {}),
    ...(info.length ? { info } : {}),
    ...(selector ? { networkingInfo: { targetLabels: selector } } : {}),
    ...(obj.metadata.resourceVersion ? { resourceVersion: obj.metadata.resourceVersion } : {}),
    ...(images.length ? { images } : {}),
    ...(health ? { health } : {}),
    ...(obj.metadata.creationTimestamp ? { createdAt: obj.metadata.creationTimestamp } : {})
  }
}

/** The `info` items Argo CD's cluster cache adds (controller/cache/info.go) for the kinds we create. */
function infoOf(obj: K8sObject): { name: string; value: string }[] {
  if (obj.kind === 'Deployment' || obj.kind === 'ReplicaSet') {
    const revision = obj.metadata.annotations?.['deployment.kubernetes.io/revision']
    return revision ? [{ name: 'Revision', value: `Rev:${revision}` }] : []
  }
  if (obj.kind !== 'Pod') return []
  const statuses = (obj.status?.['containerStatuses'] as ContainerStatus[] | undefined) ?? []
  const inits = (obj.status?.['initContainerStatuses'] as ContainerStatus[] | undefined) ?? []
  const init = initReason(inits, ((obj.spec?.['initContainers'] as unknown[] | undefined) ?? []).length)
  const waiting = statuses.map((c) => c.state?.waiting?.reason).find(Boolean)
  const ready = statuses.filter((c) => c.ready).length
  const restarts = [...inits, ...statuses].reduce((sum, c) => sum + (c.restartCount ?? 0), 0)
  return [
    { name: 'Status Reason', value: init ?? waiting ?? String(obj.status?.['phase'] ?? 'Unknown') },
    { name: 'Containers', value: `${ready}/${statuses.length || 1}` },
    { name: 'Restart Count', value: String(restarts) }
  ]
}

interface ContainerStatus {
  ready?: boolean
  restartCount?: number
  state?: {
    waiting?: { reason?: string }
    terminated?: { exitCode?: number; reason?: string }
  }
}

/**
 * The reason of the first init container that has not completed, as info.go words it
 * (`Init:<reason>`, or `Init:<i>/<n>` while it runs); undefined once all of them completed.
 */
function initReason(inits: readonly ContainerStatus[], count: number): string | undefined {
  for (const [i, container] of inits.entries()) {
    const { waiting, terminated } = container.state ?? {}
    if (terminated?.exitCode === 0) continue
    if (terminated) return `Init:${terminated.reason || `ExitCode:${terminated.exitCode ?? 0}`}`
    if (waiting?.reason && waiting.reason !== 'PodInitializing') return `Init:${waiting.reason}`
    return `Init:${i}/${count}`
  }
  return undefined
}

/** Images of a pod's init and app containers, each once; Argo CD lists them on Pod nodes (and in the app summary). */
function imagesOf(obj: K8sObject): string[] {
  if (obj.kind !== 'Pod') return []
  const containers = ['initContainers', 'containers'].flatMap(
    (field) => (obj.spec?.[field] as { image?: string }[] | undefined) ?? []
  )
  return [...new Set(containers.map((c) => c.image).filter((i): i is string => typeof i === 'string'))]
}

/** Argo CD's FindNode: group, kind, namespace and name must match. */
export function findNode(nodes: TreeNode[], key: ResourceKey): TreeNode | undefined {
  return nodes.find(
    (n) =>
      keyString({ group: n.group ?? '', kind: n.kind, namespace: n.namespace ?? '', name: n.name }) === keyString(key)
  )
}
