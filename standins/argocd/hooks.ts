import type { AppRecord } from './app.js'
import { type Cluster, keyOf } from './cluster.js'
import { applySyncPhase, completeSync, hookObjects, hookTypeOf, kubectlName, resultRef } from './sync.js'
import type { Health, K8sObject } from './types.js'

/** A ResourceResult as the stand-in keeps it in `operationState.syncResult.resources`. */
interface Result {
  group?: string
  kind: string
  namespace?: string
  name: string
  status?: string
  message?: string
  hookType?: string
  hookPhase?: string
  syncPhase?: string
  [field: string]: unknown
}

/**
 * One step of a sync with resource hooks (gitops-engine's `syncContext.Sync`, for PostSync and
 * SyncFail hooks): the Sync phase is applied first and each of its resources stays `Running`
 * until it is Healthy (a Suspended one never is, so the PostSync hooks never start); then the
 * PostSync hooks are created and waited for; a resource or hook that failed runs the SyncFail
 * hooks, and once they are done the operation fails. The operation's message says what it waits
 * for, in Argo CD's words. Simplified: no PreSync hooks or sync waves, and an apply the API
 * server rejects fails the sync at once, without SyncFail hooks. Returns whether the operation
 * state changed.
 */
export function advanceHookedSync(
  app: AppRecord,
  cluster: Cluster,
  now: number,
  healthOf: (obj: K8sObject) => Health | undefined
): boolean {
  const state = app.cr.status.operationState
  if (!state || state.phase !== 'Running') return false
  const before = JSON.stringify(state)
  if (state.syncResult === undefined) {
    if (applySyncPhase(app, cluster)) {
      completeSync(app, 'Failed', `one or more objects failed to apply, reason: ${app.scenario.rejectSync}`, now)
      return true
    }
    state.message = 'one or more tasks are running'
    return JSON.stringify(state) !== before
  }
  const results = (state.syncResult['resources'] ?? []) as Result[]
  for (const result of results.filter((r) => r.hookPhase === 'Running')) update(result, cluster, healthOf)

  const running = results.filter((r) => r.hookPhase === 'Running')
  if (running.length > 0) {
    state.message = waitingFor(running)
    return JSON.stringify(state) !== before
  }
  const hooks = hookObjects(app)
  const started = (type: string): boolean => results.some((r) => r.hookType === type)
  const failed = results.some((r) => r.hookType !== 'SyncFail' && (r.hookPhase === 'Failed' || r.hookPhase === 'Error'))
  const next = failed ? 'SyncFail' : 'PostSync'
  const due = hooks.filter((h) => hookTypeOf(h) === next)
  if (due.length > 0 && !started(next)) {
    for (const hook of due) results.push(create(hook, cluster))
    state.syncResult['resources'] = results
    state.message = waitingFor(results.filter((r) => r.hookPhase === 'Running'))
  } else if (failed) completeSync(app, 'Failed', 'one or more synchronization tasks completed unsuccessfully', now)
  else completeSync(app, 'Succeeded', 'successfully synced (all tasks run)', now)
  return JSON.stringify(state) !== before
}

/** Creates a hook, deleting the one of an earlier sync first (the default BeforeHookCreation policy). */
function create(hook: K8sObject, cluster: Cluster): Result {
  cluster.delete(keyOf(hook))
  const outcome = cluster.apply(hook)
  const type = hookTypeOf(hook) ?? ''
  return {
    ...(resultRef(hook) as Pick<Result, 'kind' | 'name'>),
    status: 'Synced',
    message: `${kubectlName(hook)} ${outcome}`,
    hookType: type,
    hookPhase: 'Running',
    syncPhase: type
  }
}

/**
 * A running task's phase from its live object's health (`getOperationPhase` for hooks; for
 * resources only Healthy and Degraded end the task). A message replaces the last one only when
 * there is one.
 */
function update(result: Result, cluster: Cluster, healthOf: (obj: K8sObject) => Health | undefined): void {
  const key = { group: result.group ?? '', kind: result.kind, namespace: result.namespace ?? '', name: result.name }
  const live = cluster.get(key)
  if (live === undefined) {
    if (result.status === 'Pruned') result.hookPhase = 'Succeeded'
    return
  }
  const health = healthOf(live)
  const set = (phase: string): void => {
    result.hookPhase = phase
    if (health?.message) result.message = health.message
  }
  if (health === undefined) set('Succeeded')
  else if (health.status === 'Healthy') set('Succeeded')
  else if (health.status === 'Degraded' || (result.hookType && health.status === 'Unknown')) set('Failed')
}

/** gitops-engine's `setRunningPhase`: hooks first, then resources, and how many more. */
function waitingFor(running: Result[]): string {
  const hooks = running.filter((r) => r.hookType !== undefined)
  const first = hooks[0] ?? running[0]!
  const reason = hooks.length > 0 ? 'completion of hook' : 'healthy state of'
  const more = running.length - 1
  const kind = running.length === hooks.length ? 'hooks' : 'resources'
  return `waiting for ${reason} ${first.group ?? ''}/${first.kind}/${first.name}${more > 0 ? ` and ${more} more ${kind}` : ''}`
}
