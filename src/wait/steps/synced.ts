import type { Application, OperationState, SyncWindows } from '../../argocd/types.js'
import { shortSha as short } from '../../commit-sha.js'
import type { RevisionRelation, StepResult } from '../types.js'
import { dryRevisions, hydrating } from './hydrator.js'
import type { FoundResource } from './resource.js'
import { autoSyncSkipped, blockedMessage, blockingWindows, pendingSync, type SyncPending } from './windows.js'

export interface SyncedResult extends StepResult {
  /** The revision Argo CD reports (the matching one when there are several sources). */
  readonly revision: string | undefined
  /** Set while a sync of the expected revision is overdue: worth asking about sync windows. */
  readonly pending?: SyncPending
}

export interface SyncedInput {
  readonly app: Application
  readonly found: FoundResource
  readonly expected: string | undefined
  readonly relations: ReadonlyMap<string, RevisionRelation>
  /** Without an expected revision, a failed sync counts only if it finished after this. */
  readonly startedAt: number
  /** The app's sync windows, when they were read. */
  readonly windows?: SyncWindows | undefined
}

/**
 * Synced means: Argo CD compared the app at the expected revision (or a descendant still carrying
 * the image), the target resource is Synced, the last sync operation Succeeded, none is pending,
 * and a reconcile ran after it finished, so that health is not from before the sync.
 */
export function evaluateSynced(input: SyncedInput): SyncedResult {
  const { app, found, expected } = input
  const status = app.status ?? {}
  const op = status.operationState
  const dry = dryRevisions(app)
  const relation = (hydrated: string): RevisionRelation => {
    const rev = dry.get(hydrated) ?? hydrated
    return expected === undefined || rev === expected ? 'same' : (input.relations.get(rev) ?? 'unknown')
  }
  const matches = (rev: string): boolean => ['same', 'descendant'].includes(relation(rev))

  const reported = reportedRevisions(app)
  const failed = failedSync(app, op, expected === undefined ? undefined : matches, input.startedAt)
  if (failed) return { ...failed, revision: reported[0] }

  const stopped = cannotReconcile(app)
  if (stopped) return { ...stopped, revision: reported[0] }

  const superseded = reported.find((rev) => relation(rev) === 'superseded')
  if (superseded !== undefined) {
    const message = `Argo CD moved on to ${short(superseded)}, a later commit that no longer pins the expected image: a newer release replaced this one.`
    return { state: 'failed', detail: message, failure: { verdict: 'superseded', message }, revision: superseded }
  }

  const matched = reported.find(matches)
  if (matched === undefined)
    return {
      state: 'waiting',
      detail: notYet(reported, relation, expected) + hydrating(app) + problems(app),
      revision: reported[0]
    }
  const syncStatus = found.status?.status ?? status.sync?.status ?? ''
  const pending = pendingSync(app, syncStatus)
  const blocking = pending && input.windows ? blockingWindows(input.windows, pending) : []
  if (blocking.length > 0) {
    const message = blockedMessage(blocking, matched)
    return { state: 'failed', detail: message, failure: { verdict: 'blocked', message }, revision: matched }
  }
  const waiting = (detail: string): SyncedResult => ({
    state: 'waiting',
    detail: detail + problems(app),
    revision: matched,
    ...(pending ? { pending } : {})
  })

  const hook = runningOp(op) ? failedHook(op) : undefined
  if (hook !== undefined) {
    const message = `Argo CD's sync of ${short(matched)} cannot finish: ${hook}`
    return { state: 'failed', detail: message, failure: { verdict: 'sync-failed', message }, revision: matched }
  }
  if (runningOp(op) && suspendedBehindHooks(op, found)) {
    // PostSync hooks never run while the target is Suspended (a paused rollout), so the sync
    // stays Running: the resource is applied, and the suspended policy is the health step's.
    return {
      state: 'done',
      detail: `Argo CD applied ${short(matched)}; its hooks wait for ${found.target.kind} ${found.target.name}, which is Suspended`,
      revision: matched
    }
  }
  const opMessage = op?.message ? `: ${op.message}` : ''
  if (app.operation)
    return waiting(
      op?.phase === 'Running' ? `a sync operation is running${opMessage}` : 'a sync operation is requested'
    )
  if (op?.phase === 'Running' || op?.phase === 'Terminating') return waiting(`the sync is ${op.phase}${opMessage}`)
  if (syncStatus !== 'Synced') {
    const what = found.status ? `${found.target.kind} ${found.target.name} is` : 'the app is'
    // An app Argo CD will not sync on its own waits for a person: say why, once it is OutOfSync.
    const skipped = syncStatus === 'OutOfSync' ? autoSyncSkipped(app) : undefined
    return waiting(
      `Argo CD compared ${short(matched)}: ${what} ${syncStatus || 'not compared yet'}; ` +
        (skipped ? `waiting for a manual sync (${skipped})` : 'waiting for the sync')
    )
  }
  if (op !== undefined && op.phase !== 'Succeeded') {
    return waiting(
      `the last sync operation ended ${op.phase ?? 'without a phase'}${op.message ? ` (${op.message})` : ''}; waiting for one that succeeds`
    )
  }
  const finished = time(op?.finishedAt)
  const reconciled = time(status.reconciledAt)
  if (finished !== undefined && (reconciled === undefined || reconciled < finished)) {
    return waiting(`the sync finished at ${op!.finishedAt}; waiting for Argo CD to reconcile after it`)
  }
  const dryOf = dry.get(matched)
  const via =
    (dryOf ? ` (hydrated from ${short(dryOf)})` : '') +
    (relation(matched) === 'descendant' ? ` (a later commit than ${short(expected!)} that still pins the image)` : '')
  return {
    state: 'done',
    detail: `Argo CD synced ${short(matched)}${via}${op?.finishedAt ? `; sync Succeeded at ${op.finishedAt}` : ''}`,
    revision: matched
  }
}

/**
 * What refreshAppConditions found (appcontroller.go): with an InvalidSpecError or UnknownError
 * (a project that does not exist, a destination or repo the project does not permit, a cluster
 * gone) the controller sets the app's sync and health to Unknown, leaves the last resource
 * statuses as they were and writes an empty tree, and stops there: no comparison, no sync. The
 * stale statuses would pass this step and then read as "no health check"; the condition is what
 * Argo CD says. An InvalidSpecError needs the app or its AppProject fixed, so the wait ends; an
 * UnknownError may pass, so the step waits and shows it.
 */
function cannotReconcile(app: Application): Omit<SyncedResult, 'revision'> | undefined {
  const status = app.status
  if (status?.sync?.status !== 'Unknown' || status.health?.status !== 'Unknown') return undefined
  const errors = (status.conditions ?? []).filter((c) => c.type === 'InvalidSpecError' || c.type === 'UnknownError')
  if (errors.length === 0) return undefined
  const said = errors.map((c) => `${c.type}: ${c.message ?? ''}`).join('; ')
  const name = app.metadata?.name ?? 'the app'
  if (errors.some((c) => c.type === 'InvalidSpecError')) {
    const message = `Argo CD cannot reconcile ${name}: ${said}. Until the app's spec or its AppProject is fixed, Argo CD shows its sync and health as Unknown and syncs nothing.`
    return { state: 'failed', detail: message, failure: { verdict: 'misconfigured', message } }
  }
  return { state: 'waiting', detail: `Argo CD cannot reconcile ${name} (${said}); its sync and health are Unknown` }
}

function runningOp(op: OperationState | undefined): op is OperationState {
  return op?.phase === 'Running'
}

/** A hook that failed while the operation still runs (retrying or not terminated yet): its message. */
function failedHook(op: OperationState): string | undefined {
  const hook = (op.syncResult?.resources ?? []).find(
    (r) => r.hookType !== undefined && (r.hookPhase === 'Failed' || r.hookPhase === 'Error')
  )
  if (hook === undefined) return undefined
  return `the ${hook.hookType} hook ${hook.kind ?? 'resource'} ${hook.name ?? ''} ${hook.hookPhase === 'Error' ? 'errored' : 'failed'}: ${hook.message ?? 'no message'}`
}

/** The operation waits on hooks (or on the target's health) while the target is Suspended. */
function suspendedBehindHooks(op: OperationState, found: FoundResource): boolean {
  const health = (found.node?.health ?? found.status?.health)?.status
  if (health !== 'Suspended') return false
  const resources = op.syncResult?.resources ?? []
  const applied = resources.some(
    (r) =>
      r.hookType === undefined && r.kind === found.target.kind && r.name === found.target.name && r.status === 'Synced'
  )
  const hooksPending = resources.some(
    (r) => r.hookType !== undefined && (r.hookPhase === 'Running' || r.hookPhase === 'Pending')
  )
  return applied && (hooksPending || /waiting for healthy state/i.test(op.message ?? ''))
}

/** `status.sync.revisions[]` for multi-source apps, else `status.sync.revision`. */
export function reportedRevisions(app: Application): string[] {
  const sync = app.status?.sync
  const list = sync?.revisions?.length ? sync.revisions : [sync?.revision ?? '']
  return list.filter((r) => r !== '')
}

/** A finished, failed sync of our revision ends the wait: Argo CD will not try it again on its own. */
function failedSync(
  app: Application,
  op: OperationState | undefined,
  matches: ((rev: string) => boolean) | undefined,
  startedAt: number
): SyncedResult | undefined {
  if (!op || (op.phase !== 'Failed' && op.phase !== 'Error') || app.operation || op.operation?.sync?.dryRun)
    return undefined
  const sync = op.operation?.sync
  const revisions = [
    op.syncResult?.revision,
    ...(op.syncResult?.revisions ?? []),
    sync?.revision,
    ...(sync?.revisions ?? [])
  ].filter((r): r is string => typeof r === 'string' && r !== '')
  const ours = matches ? revisions.some(matches) : (time(op.finishedAt) ?? 0) >= startedAt
  if (!ours) return undefined
  const rejected = (op.syncResult?.resources ?? [])
    .filter((r) => r.status === 'SyncFailed' || r.hookPhase === 'Failed' || r.hookPhase === 'Error')
    .map((r) => `${r.kind ?? 'resource'} ${r.name ?? ''}: ${r.message ?? 'failed'}`)
  const revision = revisions[0]
  const message =
    `Argo CD's sync${revision ? ` of ${short(revision)}` : ''} ${op.phase === 'Error' ? 'errored' : 'failed'}: ${op.message ?? 'no message'}` +
    (rejected.length > 0 ? ` (${rejected.join('; ')})` : '')
  return { state: 'failed', detail: message, failure: { verdict: 'sync-failed', message }, revision }
}

function notYet(reported: string[], relation: (rev: string) => RevisionRelation, expected: string | undefined): string {
  const first = reported[0]
  if (first === undefined) return 'Argo CD has not compared the app with Git yet'
  const want = expected === undefined ? '' : short(expected)
  switch (relation(first)) {
    case 'behind':
      return `Argo CD is still at ${short(first)}, before ${want}; waiting for it to see the new commit`
    case 'diverged':
      return `Argo CD follows ${short(first)}, which is not on ${want}'s history: check the app's source targetRevision`
    default:
      return `Argo CD is at ${reported.map(short).join(', ')}; waiting for ${want}`
  }
}

/** Error conditions (ComparisonError, InvalidSpecError, SyncError …) explain a sync that does not come. */
function problems(app: Application): string {
  const errors = (app.status?.conditions ?? []).filter((c) => /Error$/.test(c.type ?? ''))
  return errors.length === 0 ? '' : `; Argo CD reports ${errors.map((c) => `${c.type}: ${c.message ?? ''}`).join('; ')}`
}

function time(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : ms
}
