import { type AppRecord, autoSyncEnabled, REFRESH_ANNOTATION, sourceOf } from './app.js'
import { type Cluster, keyOf, timestamp, versionOf } from './cluster.js'
import { resolveBranch } from './git.js'
import { renderSource } from './render.js'
import { applicationHealth, type HealthCheck, resourceHealth, type ResourceHealthResult } from './health.js'
import { hydrate } from './hydrator.js'
import { advanceHookedSync } from './hooks.js'
import { SimulatedJobs } from './jobs.js'
import { SimulatedOperator } from './operator.js'
import { completeSync, desiredObjects, finishSync, hookObjects, pruneCandidates, startSync } from './sync.js'
import { buildTree } from './tree.js'
import { canSync } from './windows.js'
import type { AppError, K8sObject } from './types.js'

const IGNORE_HEALTH_ANNOTATION = 'argocd.argoproj.io/ignore-healthcheck'

export interface ControllerOptions {
  /** How long a sync stays Running before it is applied; default 0 (applied on the next tick). */
  syncDurationMs: number
  /** A full re-comparison happens at least this often even when nothing changed (Argo CD: 3 min). */
  resyncMs: number
  /**
   * Argo CD 3.x's default `resource.ignoreResourceUpdatesEnabled` with `.status` ignored: a
   * status-only change refreshes nothing unless a resource's health status changed, and then
   * only the tree is republished; the Application gets no event for it.
   */
  ignoreResourceUpdates?: boolean
}

/**
 * The simulated application controller (plus the operator it shares a cluster with). Per app and
 * tick: read the branch head, finish a running sync, let the operator act, and — when something
 * changed or a refresh was asked for — re-compare, recompute health and the tree, start an
 * automated sync if needed, set reconciledAt and drop the refresh annotation. Changes are
 * persisted through `commit`.
 */
export class Controller {
  private readonly operator: SimulatedOperator
  private readonly jobs: SimulatedJobs
  /** App events not sent because the change was status-only (ignoreResourceUpdates). */
  suppressedAppEvents = 0

  constructor(
    private readonly cluster: Cluster,
    private readonly checks: ReadonlyMap<string, HealthCheck>,
    private readonly now: () => number,
    private readonly options: ControllerOptions,
    private readonly commit: (app: AppRecord) => void
  ) {
    this.operator = new SimulatedOperator(cluster, now)
    this.jobs = new SimulatedJobs(cluster, now)
  }

  /** Switches the ignoreResourceUpdates mode (argocd-cm is read again on change, as Argo CD does). */
  setIgnoreResourceUpdates(on: boolean): void {
    this.options.ignoreResourceUpdates = on
  }

  async reconcile(app: AppRecord): Promise<void> {
    // The hydrator persists its status on its own, before the app reads what it wrote.
    if (await hydrate(app, this.now())) this.commit(app)
    await this.readGit(app)
    if (app.scenario.appErrors?.length) return this.stopOnErrors(app, app.scenario.appErrors)
    const state = app.cr.status.operationState
    const syncing = state?.phase === 'Running' && this.now() - (app.syncStartedMs ?? 0) >= this.options.syncDurationMs
    // Without hooks a sync is applied in one go; with them it goes step by step, tick by tick.
    const hooked = hookObjects(app).length > 0
    const finishing = syncing && (!hooked || advanceHookedSync(app, this.cluster, this.now(), (o) => this.healthOf(o)))
    if (syncing && !hooked) finishSync(app, this.cluster, this.now())
    // The operator watches the cluster: it sees what the sync just applied.
    this.operator.reconcile(this.liveWorkloads(app), app.scenario.operator)
    this.jobs.reconcile(this.liveHooks(app, 'Job'), app.scenario.jobs)
    // Argo CD re-compares after every operation, so reconciledAt ends up >= finishedAt.
    if (!finishing && !this.comparisonDue(app)) return
    const quiet = !finishing && this.options.ignoreResourceUpdates === true && this.clusterOnly(app)
    if (quiet && this.refreshFromCluster(app)) return
    this.compare(app)
    const sync = app.cr.status.sync.status
    // As Argo CD: a sync window that blocks automated syncs means no sync, and no word of it in the app.
    const windowOpen = canSync(app.scenario.syncWindows ?? [], false)
    const due = sync === 'OutOfSync' && !app.cr.operation && app.failedRevision !== app.target?.revision
    if (autoSyncEnabled(app) && due && windowOpen && !alreadySynced(app)) startSync(app, this.now())
    this.markCompared(app)
    app.cr.status.reconciledAt = timestamp(this.now())
    const annotations = app.cr.metadata.annotations
    if (annotations?.[REFRESH_ANNOTATION]) {
      delete annotations[REFRESH_ANNOTATION]
      if (Object.keys(annotations).length === 0) delete app.cr.metadata.annotations
    }
    this.commit(app)
  }

  /**
   * refreshAppConditions found errors (appcontroller.go): sync and health Unknown, the conditions
   * set, the last resource statuses kept, an empty tree, and nothing else: no comparison, no
   * auto-sync, no reconciledAt. A sync that runs now fails in SyncAppState, phase Error, with the
   * InvalidSpecError conditions as its message. The refresh annotation is removed, as
   * persistReconciliationStatus does.
   */
  private stopOnErrors(app: AppRecord, errors: readonly AppError[]): void {
    const now = timestamp(this.now())
    const invalid = errors.filter((e) => e.type === 'InvalidSpecError')
    const state = app.cr.status.operationState
    if (state?.phase === 'Running' && invalid.length > 0) {
      // SyncAppState records the revision it resolved before it looks at the conditions.
      const revision = String((state.operation['sync'] as { revision?: string } | undefined)?.revision ?? '')
      state.syncResult ??= { revision, source: sourceOf(app) }
      completeSync(app, 'Error', invalid.map((e) => `${e.type}: ${e.message}`).join(';'), this.now())
    }
    const before = app.cr.status.conditions ?? []
    app.cr.status.conditions = [
      ...before.filter((c) => c.type !== 'InvalidSpecError' && c.type !== 'UnknownError'),
      ...errors.map((e) => ({
        type: e.type,
        message: e.message,
        lastTransitionTime: before.find((c) => c.type === e.type && c.message === e.message)?.lastTransitionTime ?? now
      }))
    ]
    app.cr.status.sync = { ...app.cr.status.sync, status: 'Unknown' }
    const health = app.cr.status.health
    app.cr.status.health = {
      status: 'Unknown',
      lastTransitionTime: health.status === 'Unknown' && health.lastTransitionTime ? health.lastTransitionTime : now
    }
    app.tree = []
    // Once the errors are gone, the next tick compares again.
    app.compared = { ...app.compared, clusterVersion: -1 }
    const annotations = app.cr.metadata.annotations
    if (annotations?.[REFRESH_ANNOTATION]) {
      delete annotations[REFRESH_ANNOTATION]
      if (Object.keys(annotations).length === 0) delete app.cr.metadata.annotations
    }
    this.commit(app)
  }

  private markCompared(app: AppRecord, at = this.now()): void {
    app.compared = {
      ...(app.target ? { revision: app.target.revision } : {}),
      ...(app.gitError ? { gitError: app.gitError } : {}),
      clusterVersion: this.cluster.version,
      specVersion: this.cluster.specVersion,
      generation: app.cr.metadata.generation,
      at
    }
  }

  /** Only the cluster changed since the last comparison (no refresh, no new revision, no resync due). */
  private clusterOnly(app: AppRecord): boolean {
    const { compared } = app
    return (
      !app.cr.metadata.annotations?.[REFRESH_ANNOTATION] &&
      compared.revision === app.target?.revision &&
      compared.gitError === app.gitError &&
      compared.generation === app.cr.metadata.generation &&
      this.now() - compared.at < this.options.resyncMs
    )
  }

  /**
   * A change in the cluster under ignoreResourceUpdates. The tree is republished only when a
   * resource's health status moved or something other than a status was written (gitops-engine's
   * `skipResourceUpdate`); the Application is written only when what is not derived from
   * resource statuses changed (sync status, operation, conditions). True when that was all.
   */
  private refreshFromCluster(app: AppRecord): boolean {
    const healths = (): string => JSON.stringify(app.tree.map((n) => [n.uid, n.health?.status ?? '']))
    const own = (): string => {
      const { sync, operationState, conditions } = app.cr.status
      return JSON.stringify({ sync, operationState, conditions, operation: app.cr.operation })
    }
    const before = { tree: app.tree, healths: healths(), cr: structuredClone(app.cr), own: own() }
    const specWritten = app.compared.specVersion !== this.cluster.specVersion
    this.compare(app)
    if (own() !== before.own) return false
    this.markCompared(app, app.compared.at)
    if (!specWritten && healths() === before.healths) app.tree = before.tree
    if (JSON.stringify(app.cr) !== JSON.stringify(before.cr)) this.suppressedAppEvents++
    app.cr = before.cr
    return true
  }

  /** The objects the simulated operator rolls out: Microservices, and Deployments the app manages itself. */
  private liveWorkloads(app: AppRecord): K8sObject[] {
    return desiredObjects(app)
      .filter((o) => o.kind === 'Microservice' || (o.kind === 'Deployment' && o.apiVersion === 'apps/v1'))
      .map((o) => this.cluster.get(keyOf(o)))
      .filter((o): o is K8sObject => o !== undefined)
  }

  private liveHooks(app: AppRecord, kind: string): K8sObject[] {
    return hookObjects(app)
      .filter((o) => o.kind === kind)
      .map((o) => this.cluster.get(keyOf(o)))
      .filter((o): o is K8sObject => o !== undefined)
  }

  private healthOf(obj: K8sObject): ResourceHealthResult['health'] {
    return resourceHealth(obj, this.checks).health
  }

  private async readGit(app: AppRecord): Promise<void> {
    try {
      const head = await resolveBranch(app.repoDir, app.branch)
      const hard = app.cr.metadata.annotations?.[REFRESH_ANNOTATION] === 'hard'
      const cached = app.scenario.staleRevisionCache === true && app.target !== undefined
      if (!app.target || hard || (!cached && app.target.revision !== head)) {
        const rendered = await renderSource(app.repoDir, head, app.path, {
          ...(app.helm ? { helm: app.helm } : {}),
          releaseName: app.name,
          namespace: app.namespace
        })
        app.target = { revision: head, ...rendered }
      }
      delete app.gitError
    } catch (error) {
      app.gitError = `rpc error: code = Unknown desc = ${(error as Error).message}`
    }
  }

  private comparisonDue(app: AppRecord): boolean {
    const { compared } = app
    return (
      Boolean(app.cr.metadata.annotations?.[REFRESH_ANNOTATION]) ||
      compared.revision !== app.target?.revision ||
      compared.gitError !== app.gitError ||
      compared.generation !== app.cr.metadata.generation ||
      compared.clusterVersion !== this.cluster.version ||
      this.now() - compared.at >= this.options.resyncMs
    )
  }

  /** Sync status, per-resource status, health, tree and conditions, from git and the cluster. */
  private compare(app: AppRecord): void {
    const desired = desiredObjects(app)
    const prune = pruneCandidates(app, this.cluster)
    const luaErrors: string[] = []
    // Each live object's health once per comparison: the tree and the app both need it.
    const cache = new Map<string, ResourceHealthResult>()
    const healthResult = (obj: K8sObject): ResourceHealthResult => {
      const id = `${obj.metadata.uid}@${obj.metadata.resourceVersion}`
      if (!cache.has(id)) cache.set(id, resourceHealth(obj, this.checks))
      return cache.get(id) as ResourceHealthResult
    }
    const healthOf = (obj: K8sObject): ReturnType<typeof healthResult>['health'] => healthResult(obj).health
    const resources = [...desired, ...prune].map((obj) => {
      const key = keyOf(obj)
      const live = this.cluster.get(key)
      const inGit = desired.includes(obj)
      const synced = inGit && live !== undefined && matches(obj, live)
      const result: ResourceHealthResult = live ? healthResult(live) : { health: { status: 'Missing' } }
      // This annotation takes a resource out of the app's health, errors included.
      const ignored = live?.metadata.annotations?.[IGNORE_HEALTH_ANNOTATION] === 'true'
      if (result.error && !ignored) {
        luaErrors.push(
          `failed to get resource health for "${key.kind}" with name "${key.name}" in namespace "${key.namespace}": ` +
            `failed to get resource health for ${key.namespace}/${key.name}: ${result.error}`
        )
      }
      return { obj, key, live, inGit, synced, ignored, health: result.health }
    })
    app.managed = resources.map((r) => ({ key: r.key, version: versionOf(r.obj.apiVersion) }))
    app.cr.status.resources = resources.map(({ key, obj, synced, inGit }) => ({
      ...(key.group ? { group: key.group } : {}),
      version: versionOf(obj.apiVersion),
      kind: key.kind,
      ...(key.namespace ? { namespace: key.namespace } : {}),
      name: key.name,
      status: synced ? 'Synced' : 'OutOfSync',
      ...(inGit ? {} : { requiresPruning: true })
    }))
    const status = app.gitError ? 'Unknown' : resources.every((r) => r.synced) ? 'Synced' : 'OutOfSync'
    // With the Source Hydrator, Argo CD compares to the sync source (ApplicationSpec.GetSource).
    const source = app.hydrator ? sourceOf(app) : app.cr.spec['source']
    const destination = app.cr.spec['destination']
    app.cr.status.sync = {
      status,
      comparedTo: { source, destination },
      ...(app.target ? { revision: app.target.revision } : {})
    }
    app.cr.status.sourceType = app.target?.sourceType ?? 'Directory'
    const counted = resources.map((r) => ({
      key: r.key,
      live: r.live !== undefined,
      ...(r.health && !r.ignored ? { health: r.health } : {})
    }))
    this.setHealth(app, counted, luaErrors)
    app.tree = buildTree(
      resources
        .filter((r) => r.inGit)
        .map((r) => ({ key: r.key, version: versionOf(r.obj.apiVersion), ...(r.live ? { live: r.live } : {}) })),
      this.cluster,
      healthOf
    )
    const images = [...new Set(app.tree.flatMap((n) => n.images ?? []))].sort()
    app.cr.status.summary = images.length ? { images } : {}
  }

  private setHealth(app: AppRecord, resources: Parameters<typeof applicationHealth>[0], luaErrors: string[]): void {
    const health = applicationHealth(resources)
    const status = luaErrors.length ? 'Unknown' : health.status
    const previous = app.cr.status.health
    const lastTransitionTime =
      previous.status === status && previous.lastTransitionTime ? previous.lastTransitionTime : timestamp(this.now())
    app.cr.status.health = {
      status,
      ...(health.message && !luaErrors.length ? { message: health.message } : {}),
      lastTransitionTime
    }
    const messages = [
      ...(app.gitError ? [app.gitError] : []),
      ...(luaErrors.length ? [comparisonMessage(luaErrors)] : [])
    ]
    const before = app.cr.status.conditions ?? []
    const conditions = messages.map((message) => ({
      type: 'ComparisonError',
      message,
      lastTransitionTime: before.find((c) => c.message === message)?.lastTransitionTime ?? timestamp(this.now())
    }))
    if (conditions.length) app.cr.status.conditions = conditions
    else delete app.cr.status.conditions
  }
}

/**
 * `alreadyAttemptedSync` after a success: the last sync went to this revision, so without
 * selfHeal Argo CD skips auto-sync ("most recent sync already to ...") however OutOfSync the app is.
 */
function alreadySynced(app: AppRecord): boolean {
  const state = app.cr.status.operationState
  const revision = (state?.syncResult as { revision?: string } | undefined)?.revision
  return state?.phase === 'Succeeded' && revision === app.target?.revision && app.automated?.selfHeal !== true
}

function comparisonMessage(errors: string[]): string {
  const last = `error setting app health: ${errors[errors.length - 1]}`
  return errors.length === 1
    ? last
    : `see application-controller logs for ${errors.length - 1} other errors; most recent error was: ${last}`
}

/** Live matches git when every field git sets (outside metadata and status) is equal, and git's labels and annotations are present. */
function matches(desired: K8sObject, live: K8sObject): boolean {
  for (const [field, value] of Object.entries(desired)) {
    if (field === 'apiVersion' || field === 'kind' || field === 'metadata' || field === 'status') continue
    if (canonical(value) !== canonical(live[field])) return false
  }
  for (const field of ['labels', 'annotations'] as const) {
    for (const [k, v] of Object.entries(desired.metadata[field] ?? {}))
      if (live.metadata[field]?.[k] !== v) return false
  }
  return true
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v
  )
}
