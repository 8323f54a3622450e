import { type AppRecord, sourceOf, TRACKING_ANNOTATION, trackingId } from './app.js'
import { type Cluster, keyOf, keyString, timestamp, versionOf } from './cluster.js'
import type { K8sObject } from './types.js'

/** Marks a manifest as a resource hook (PostSync, SyncFail, ...): run during a sync, never managed. */
export const HOOK_ANNOTATION = 'argocd.argoproj.io/hook'

export const hookTypeOf = (obj: K8sObject): string | undefined => obj.metadata.annotations?.[HOOK_ANNOTATION]

/** The manifests as they will be applied: destination namespace filled in, tracking annotation set. */
function prepared(app: AppRecord): K8sObject[] {
  return (app.target?.manifests ?? []).map((manifest) => {
    const obj = structuredClone(manifest)
    obj.metadata.namespace ??= app.namespace
    obj.metadata.annotations = { ...obj.metadata.annotations, [TRACKING_ANNOTATION]: trackingId(app.name, keyOf(obj)) }
    return obj
  })
}

/** The app's managed resources: its manifests, hooks left out (Argo CD neither compares nor prunes them). */
export function desiredObjects(app: AppRecord): K8sObject[] {
  return prepared(app).filter((o) => hookTypeOf(o) === undefined)
}

/** The app's resource hooks, as they will be created. */
export function hookObjects(app: AppRecord): K8sObject[] {
  return prepared(app).filter((o) => hookTypeOf(o) !== undefined)
}

/** Live objects this app applied earlier (by tracking annotation) that git no longer has; hooks are not pruned. */
export function pruneCandidates(app: AppRecord, cluster: Cluster): K8sObject[] {
  const wanted = new Set(desiredObjects(app).map((o) => keyString(keyOf(o))))
  return cluster
    .list()
    .filter(
      (o) =>
        o.metadata.annotations?.[TRACKING_ANNOTATION]?.startsWith(`${app.name}:`) &&
        hookTypeOf(o) === undefined &&
        !wanted.has(keyString(keyOf(o)))
    )
}

/** A ResourceResult's identifying fields. */
export function resultRef(obj: K8sObject): Record<string, string> {
  const key = keyOf(obj)
  return {
    ...(key.group ? { group: key.group } : {}),
    version: versionOf(obj.apiVersion),
    kind: key.kind,
    namespace: key.namespace,
    name: key.name
  }
}

/** kubectl's name for an object in its messages: `microservice.platform.example.io/todo-api`. */
export function kubectlName(obj: K8sObject): string {
  const key = keyOf(obj)
  return `${key.kind.toLowerCase()}${key.group ? `.${key.group}` : ''}/${key.name}`
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
 * The Sync phase of the requested sync: applies every manifest (or, when the scenario says the
 * API server rejects them, applies nothing) and prunes. Results are recorded in `syncResult`,
 * each `Running` until the operation says otherwise; true when the API server rejected them.
 */
export function applySyncPhase(app: AppRecord, cluster: Cluster): boolean {
  const state = app.cr.status.operationState!
  const revision = String((state.operation['sync'] as { revision: string }).revision)
  const rejected = app.scenario.rejectSync
  const results: Record<string, unknown>[] = []
  for (const obj of desiredObjects(app)) {
    if (rejected) {
      results.push({
        ...resultRef(obj),
        status: 'SyncFailed',
        message: rejected,
        hookPhase: 'Failed',
        syncPhase: 'Sync'
      })
      continue
    }
    const outcome = cluster.apply(obj)
    results.push({
      ...resultRef(obj),
      status: 'Synced',
      message: `${kubectlName(obj)} ${outcome}`,
      hookPhase: 'Running',
      syncPhase: 'Sync'
    })
  }
  if (!rejected) {
    for (const obj of pruneCandidates(app, cluster)) {
      cluster.delete(keyOf(obj))
      results.push({ ...resultRef(obj), status: 'Pruned', message: 'pruned', hookPhase: 'Running', syncPhase: 'Sync' })
    }
  }
  state.syncResult = { resources: results, revision, source: sourceOf(app) }
  return rejected !== undefined
}

/**
 * Ends the operation the way Argo CD does: `operation` cleared, operationState finished, a history
 * entry for a success. A revision whose sync Failed or Errored is not synced again automatically.
 */
export function completeSync(
  app: AppRecord,
  phase: 'Succeeded' | 'Failed' | 'Error',
  message: string,
  now: number
): void {
  const state = app.cr.status.operationState!
  const revision = String((state.operation['sync'] as { revision: string }).revision)
  state.finishedAt = timestamp(now)
  state.phase = phase
  state.message = message
  if (phase !== 'Succeeded') app.failedRevision = revision
  else {
    delete app.failedRevision
    const history = app.cr.status.history ?? []
    history.push({
      revision,
      deployedAt: state.finishedAt,
      id: app.nextHistoryId++,
      source: sourceOf(app),
      deployStartedAt: state.startedAt,
      initiatedBy: { automated: true }
    })
    app.cr.status.history = history.slice(-10)
  }
  delete app.cr.operation
}

/**
 * Runs a requested sync without hooks in one go, as gitops-engine does when there is a single
 * phase and wave: applied is done, even if the objects degrade afterwards.
 */
export function finishSync(app: AppRecord, cluster: Cluster, now: number): void {
  const state = app.cr.status.operationState
  if (!state || state.phase !== 'Running') return
  const rejected = app.scenario.rejectSync
  if (applySyncPhase(app, cluster))
    completeSync(app, 'Failed', `one or more objects failed to apply, reason: ${rejected}`, now)
  else completeSync(app, 'Succeeded', 'successfully synced (all tasks run)', now)
}
