import type { AppRecord } from './app.js'
import { type Cluster, keyOf, keyString } from './cluster.js'
import { desiredObjects } from './sync.js'
import { findNode } from './tree.js'
import type { K8sObject, ResourceKey } from './types.js'

/**
 * The Application as the API server returns it: the persisted CR with `status.resources[].health`
 * filled in from the resource tree (Argo CD 3.x persists no per-resource health). A kind without
 * a health check keeps no `health` key.
 */
export function applicationView(app: AppRecord): Record<string, unknown> {
  const cr = structuredClone(app.cr)
  for (const resource of cr.status.resources ?? []) {
    const key = {
      group: resource.group ?? '',
      kind: resource.kind,
      namespace: resource.namespace ?? '',
      name: resource.name
    }
    const node = findNode(app.tree, key)
    if (node?.health) Object.assign(resource, { health: node.health })
    else if (node && !node.uid)
      Object.assign(resource, { health: { status: 'Missing', message: 'Resource has not been created' } })
  }
  return cr as unknown as Record<string, unknown>
}

/** ApplicationTree: `nodes` omitted when empty (omitempty); no hosts, since the stand-in has no nodes. */
export function treeView(app: AppRecord): Record<string, unknown> {
  return app.tree.length ? { nodes: app.tree } : {}
}

export interface ManagedFilter {
  name?: string
  namespace?: string
  group?: string
  kind?: string
}

/**
 * ManagedResourcesResponse: one ResourceDiff per managed resource, states as JSON strings
 * ("null" for a side that does not exist), filtered by exact match on the non-empty filters.
 */
export function managedResourcesView(app: AppRecord, cluster: Cluster, filter: ManagedFilter): Record<string, unknown> {
  const desired = new Map(desiredObjects(app).map((o) => [keyString(keyOf(o)), o]))
  const items = app.managed
    .filter(({ key }) => matchesFilter(key, filter))
    .map(({ key }) => {
      const target = desired.get(keyString(key))
      const live = cluster.get(key)
      const liveState = live ? JSON.stringify(live) : 'null'
      const status = app.cr.status.resources?.find(
        (r) =>
          keyString({ group: r.group ?? '', kind: r.kind, namespace: r.namespace ?? '', name: r.name }) ===
          keyString(key)
      )
      const modified = !live || !target || status?.status !== 'Synced'
      return {
        ...(key.group ? { group: key.group } : {}),
        kind: key.kind,
        ...(key.namespace ? { namespace: key.namespace } : {}),
        name: key.name,
        targetState: target ? JSON.stringify(target) : 'null',
        liveState,
        normalizedLiveState: liveState,
        predictedLiveState: target ? JSON.stringify(predicted(target, live)) : 'null',
        ...(live?.metadata.resourceVersion ? { resourceVersion: live.metadata.resourceVersion } : {}),
        ...(modified ? { modified: true } : {})
      }
    })
  return items.length ? { items } : {}
}

/** What the live object would be after a sync: git's fields over the live object. */
function predicted(target: K8sObject, live: K8sObject | undefined): K8sObject {
  if (!live) return target
  return {
    ...live,
    ...target,
    metadata: { ...live.metadata, ...target.metadata },
    ...(live.status ? { status: live.status } : {})
  }
}

function matchesFilter(key: ResourceKey, filter: ManagedFilter): boolean {
  return (
    (!filter.name || key.name === filter.name) &&
    (!filter.namespace || key.namespace === filter.namespace) &&
    (!filter.group || key.group === filter.group) &&
    (!filter.kind || key.kind === filter.kind)
  )
}
