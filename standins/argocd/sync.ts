import { type AppRecord, sourceOf, TRACKING_ANNOTATION, trackingId } from './app.js'
import { type Cluster, keyOf, keyString, timestamp, versionOf } from './cluster.js'
import type { K8sObject } from './types.js'

/** The manifests as they will be applied: destination namespace filled in, tracking annotation set. */
export function desiredObjects(app: AppRecord): K8sObject[] {
  return (app.target?.manifests ?? []).map((manifest) => {
    const obj = structuredClone(manifest)
    obj.metadata.namespace ??= app.namespace
    obj.metadata.annotations = { ...obj.metadata.annotations, [TRACKING_ANNOTATION]: trackingId(app.name, keyOf(obj)) }
    return obj
  })
}

/** Live objects this app applied earlier (by tracking annotation) that git no longer has. */
export function pruneCandidates(app: AppRecord, cluster: Cluster): K8sObject[] {
  const wanted = new Set(desiredObjects(app).map((o) => keyString(keyOf(o))))
  return cluster
    .list()
    .filter(
      (o) =>
        o.metadata.annotations?.[TRACKING_ANNOTATION]?.startsWith(`${app.name}:`) && !wanted.has(keyString(keyOf(o)))
    )
}

/** An automated sync request: sets `operation` and a Running operationState. */
export function startSync(app: AppRecord, now: number): void {
  const operation = {
    sync: { revision: app.target?.revision ?? '', prune: true, syncStrategy: { hook: {} } },
    initiatedBy: { automated: true },
    retry: {}
  }
  app.cr.operation = operation
  app.syncStartedMs = now
  app.cr.status.operationState = {
    operation,
    phase: 'Running',
    message: 'one or more tasks are running',
    startedAt: timestamp(now)
  }
}

/**
 * Runs the requested sync: applies every manifest (or, when the scenario says the API server
 * rejects them, applies nothing) and prunes, then records the result the way Argo CD does:
 * `operation` cleared, operationState finished, a history entry for a success.
 */
export function finishSync(app: AppRecord, cluster: Cluster, now: number): void {
  const state = app.cr.status.operationState
  if (!state || state.phase !== 'Running') return
  const revision = String((state.operation['sync'] as { revision: string }).revision)
  const rejected = app.scenario.rejectSync
  const results: Record<string, unknown>[] = []
  for (const obj of desiredObjects(app)) {
    const key = keyOf(obj)
    const ref = {
      ...(key.group ? { group: key.group } : {}),
      version: versionOf(obj.apiVersion),
      kind: key.kind,
      namespace: key.namespace,
      name: key.name
    }
    if (rejected) {
      results.push({ ...ref, status: 'SyncFailed', message: rejected, hookPhase: 'Failed', syncPhase: 'Sync' })
      continue
    }
    const outcome = cluster.apply(obj)
    const resourceName = `${key.kind.toLowerCase()}${key.group ? `.${key.group}` : ''}/${key.name}`
    results.push({
      ...ref,
      status: 'Synced',
      message: `${resourceName} ${outcome}`,
      hookPhase: 'Running',
      syncPhase: 'Sync'
    })
  }
  if (!rejected) {
    for (const obj of pruneCandidates(app, cluster)) {
      cluster.delete(keyOf(obj))
      const key = keyOf(obj)
      results.push({
        ...(key.group ? { group: key.group } : {}),
        version: versionOf(obj.apiVersion),
        kind: key.kind,
        namespace: key.namespace,
        name: key.name,
        status: 'Pruned',
        message: 'pruned',
        hookPhase: 'Running',
        syncPhase: 'Sync'
      })
    }
  }
  const source = sourceOf(app)
  state.syncResult = { resources: results, revision, source }
  state.finishedAt = timestamp(now)
  if (rejected) {
    state.phase = 'Failed'
    state.message = `one or more objects failed to apply, reason: ${rejected}`
    app.failedRevision = revision
  } else {
    state.phase = 'Succeeded'
    state.message = 'successfully synced (all tasks run)'
    delete app.failedRevision
    const history = app.cr.status.history ?? []
    history.push({
      revision,
      deployedAt: state.finishedAt,
      id: app.nextHistoryId++,
      source,
      deployStartedAt: state.startedAt,
      initiatedBy: { automated: true }
    })
    app.cr.status.history = history.slice(-10)
  }
  delete app.cr.operation
}
