import type { Application, LiveObject, ResourceTree, SyncWindows } from '../argocd/types.js'
import type { Verification } from '../verify/index.js'

/**
 * The hand-offs a release goes through, in order. `verified` (the checks and soak after Healthy,
 * docs/verify.md) is in the chain only when verification is configured.
 */
export const STEPS = ['merged', 'synced', 'observed', 'health', 'running', 'verified'] as const
export type StepName = (typeof STEPS)[number]

/**
 * `pending`: an earlier step is not done yet. `waiting`: this is the step being waited for.
 * `skipped`: does not apply (no PR given, no Pods in the tree). `unobservable`: it may well have
 * happened, but the wait cannot see it (following what the cluster reports to GitHub, Argo CD's
 * sync and the operator's generation are out of sight); never counted as done.
 */
export type StepState = 'pending' | 'waiting' | 'done' | 'failed' | 'skipped' | 'unobservable'

export interface StepStatus {
  readonly step: StepName
  readonly state: StepState
  /** When the step entered `state` (ms since the epoch): for a done step, when it was reached. */
  readonly since: number
  /** One human line: what was seen, or what is awaited. */
  readonly detail: string
}

/**
 * How the wait ended (or `waiting`). Everything but `healthy` and `verified` fails the step; the
 * CLI maps `misconfigured` to exit 2 (a fix in argocd-cm, not in the release) and `timeout` to
 * 124. With verification configured, Healthy is not the end: `verified` (every check passed
 * through the soak), `verification-failed` (a check failed, or the app did not stay Healthy and
 * synced) or `inconclusive` (a check had no value to judge) follow it.
 */
export type Verdict =
  | 'waiting'
  | 'healthy'
  | 'verified'
  | 'verification-failed'
  | 'inconclusive'
  | 'degraded'
  | 'sync-failed'
  | 'superseded'
  | 'blocked'
  | 'suspended'
  | 'not-merged'
  | 'misconfigured'
  | 'timeout'

/** What to do when the resource reports Suspended (waiting for a human, e.g. a manual promotion). */
export type SuspendedPolicy = 'success' | 'failure' | 'wait'

export interface WaitPolicy {
  /** How long Degraded may last before it counts (some rollouts recover); 0 fails at once. */
  readonly degradedGraceMs: number
  readonly suspended: SuspendedPolicy
  /**
   * How long a Pod of the new ReplicaSet may stay ImagePullBackOff, CrashLoopBackOff (and the
   * like) before the wait ends Degraded; undefined (`off`) leaves that to the operator.
   */
  readonly podFailureGraceMs?: number | undefined
}

/**
 * How a revision Argo CD reports relates to the expected one. `descendant`: a later commit that
 * still carries the image; `superseded`: a later commit that replaced it; `behind`: Argo CD has
 * not seen the expected commit yet.
 */
export type RevisionRelation = 'same' | 'descendant' | 'superseded' | 'behind' | 'diverged' | 'unknown'

/** Everything the evaluator looks at, read at one moment. */
export interface Snapshot {
  readonly at: number
  readonly app: Application
  /** Read only once the sync is done (before that it shows the old generation). */
  readonly tree: ResourceTree | undefined
  /** The live object; `'absent'` when Argo CD has no such resource yet, undefined when not read. */
  readonly live: LiveObject | 'absent' | undefined
  /** Relations of the revisions this app reported, resolved by the watcher (GitHub compare). */
  readonly relations: ReadonlyMap<string, RevisionRelation>
  /** The app's sync windows, read only while a sync of the expected revision is overdue. */
  readonly windows?: SyncWindows | undefined
}

export interface ChainState {
  readonly steps: readonly StepStatus[]
  readonly verdict: Verdict
  /** One sentence: the outcome, or what is awaited now. */
  readonly message: string
  /** The resource's last health status as Argo CD reported it (`''` before we saw one). */
  readonly health: string
  /** The revision Argo CD reports for the app (the matched one once synced). */
  readonly revision: string | undefined
  /** Things a human should fix even when the release went fine; each said once. */
  readonly warnings: readonly string[]
  /** When the resource turned Degraded on the new generation (for the grace period). */
  readonly degradedSince: number | undefined
  /** Since when a Pod of the new ReplicaSet has been seen broken (for pod-failure-grace). */
  readonly podFailingSince?: number | undefined
  /**
   * Since when the live object has been newer than the target's node in the tree (`node`: that
   * node's uid and resourceVersion), for {@link TREE_LAG_MS}.
   */
  readonly treeLag?: { readonly node: string; readonly since: number } | undefined
  /**
   * Since when Argo CD has shown the expected revision out of sync with no sync coming (`auto`),
   * or a sync that says a window blocks it (`manual`): when to ask about sync windows.
   */
  readonly syncPending?: { readonly kind: 'auto' | 'manual'; readonly since: number } | undefined
  readonly startedAt: number
  readonly updatedAt: number
  /** The evaluator wants to look again by then even if nothing changes (grace expiry). */
  readonly wakeAt: number | undefined
  /** What verification found, once it ended (the `verified` step): the reports show its checks and charts. */
  readonly verification?: Verification | undefined
}

/**
 * How long the tree may show an older version of the target than the live object before the
 * node's health counts for the live one. Argo CD 3.x leaves out of the tree a status write that
 * does not change a resource's health status (ignoreResourceUpdates, on by default), until the
 * next rebuild (a reconcile, up to some minutes away); one that changes it always gets through,
 * within seconds.
 */
export const TREE_LAG_MS = 10_000

/** What one step concluded from a snapshot. */
export interface StepResult {
  readonly state: Exclude<StepState, 'pending'>
  readonly detail: string
  /** For `failed`: the verdict and the sentence that explains it. */
  readonly failure?: { readonly verdict: Verdict; readonly message: string }
  readonly warning?: string
}
