// Shapes shared by the Argo CD stand-in's modules. JSON field names follow Argo CD's Go json tags
// (see shared/argocd/swagger.json); optional fields are omitted, never null, as Go's omitempty does.
import type { SyncWindow } from './windows.js'

/** A Kubernetes object as JSON. */
export interface K8sObject {
  apiVersion: string
  kind: string
  metadata: ObjectMeta
  spec?: Record<string, unknown>
  status?: Record<string, unknown>
  [field: string]: unknown
}

export interface ObjectMeta {
  name: string
  namespace?: string
  uid?: string
  generation?: number
  resourceVersion?: string
  creationTimestamp?: string
  labels?: Record<string, string>
  annotations?: Record<string, string>
  ownerReferences?: OwnerReference[]
  [field: string]: unknown
}

export interface OwnerReference {
  apiVersion: string
  kind: string
  name: string
  uid: string
  controller?: boolean
}

/** Identifies an object the way Argo CD's resource tree does (the version is not part of it). */
export interface ResourceKey {
  group: string
  kind: string
  namespace: string
  name: string
}

export type HealthCode = 'Healthy' | 'Progressing' | 'Degraded' | 'Suspended' | 'Missing' | 'Unknown'

/** Argo CD's HealthStatus: `{}` when a Lua script returned nil. */
export interface Health {
  status?: HealthCode
  message?: string
}

/**
 * What the simulated operator does after it sees a new generation of a Microservice:
 * - `healthy`: after `delayMs` observes it (Ready=False, rolling out), after 2×`delayMs` Ready=True.
 * - `image-pull-failure`: observes it, then Stalled=True with reason ImagePullBackOff; the old pod keeps serving.
 * - `degraded-then-recovers`: as image-pull-failure, then Ready=True after 4×`delayMs`.
 * - `never-ready`: observes it and stays at Ready=False.
 * - `operator-down`: never writes status (observedGeneration stays behind).
 * - `crash-loop`, `config-error`: observes it; the new pods go CrashLoopBackOff or
 *   CreateContainerConfigError, and the operator keeps saying Ready=False (progressing) as one
 *   does until the Deployment's progress deadline.
 * - `paused`: observes it, brings up the new pods, then pauses before promoting them as Argo
 *   Rollouts does (Ready=False, reason Paused, `status.pauseConditions`), and stays paused.
 * - `init-image-pull-failure`: observes it; the new pods have an init container (`migrate`, on
 *   the new image) that cannot pull it, so they stay Pending with `Init:ImagePullBackOff` as
 *   Status Reason and Progressing health (gitops-engine reads only the main containers), while
 *   the operator keeps saying Ready=False (progressing).
 */
export type OperatorScenario =
  | 'healthy'
  | 'image-pull-failure'
  | 'degraded-then-recovers'
  | 'never-ready'
  | 'operator-down'
  | 'crash-loop'
  | 'config-error'
  | 'paused'
  | 'init-image-pull-failure'

/** The operator's steps within a scenario: rolling out (Ready=False), stalled (Stalled=True), ready (Ready=True). */
export type OperatorStep =
  'rolling-out' | 'stalled' | 'crash-looping' | 'config-error' | 'init-image-pull' | 'paused' | 'ready'

export interface OperatorSettings {
  scenario: OperatorScenario
  /** Milliseconds between the operator's steps; default 100. */
  delayMs?: number
  /**
   * For tests that must see a state in between, whatever the machine's speed: while this returns
   * true for the operator's next step, the operator stays where it is (asked on every tick) and
   * the time held does not count towards that step's delay. Not set: steps follow the delays alone.
   */
  holdBefore?: (step: OperatorStep) => boolean
  /**
   * An operator that keeps writing status after its last step, as many do (a heartbeat, a
   * probe's time): every this many milliseconds it writes `status.lastHeartbeatTime` anew, which
   * changes the object's resourceVersion and nothing of its health. Not set: it stops writing.
   */
  statusEveryMs?: number
}

export interface AppScenario {
  operator: OperatorSettings
  /**
   * When set, syncs fail as if the API server rejected the resource, with this reason (for
   * example `Microservice.platform.example.io "todo-api" is invalid: spec.port: Invalid value`).
   */
  rejectSync?: string | undefined
  /** The app's project's sync windows that match it (none: syncs are always allowed). */
  syncWindows?: SyncWindow[] | undefined
  /**
   * A stale revision cache (argo-cd#10329): the branch keeps resolving to the commit it resolved
   * to before, however often a normal refresh asks, until a hard refresh.
   */
  staleRevisionCache?: boolean | undefined
  /** What the app's hook Jobs do (default: each completes after 100 ms). */
  jobs?: JobSettings | undefined
  /**
   * Errors refreshAppConditions finds from the next tick on (a project that does not exist, a
   * destination it does not permit, a cluster it cannot read): Argo CD then sets the app's sync
   * and health to Unknown, keeps the last resource statuses, empties the tree and stops there; a
   * sync that runs meanwhile ends in phase Error with an InvalidSpecError. Unset: reconciles again.
   */
  appErrors?: AppError[] | undefined
}

/** An error condition of refreshAppConditions. */
export interface AppError {
  type: 'InvalidSpecError' | 'UnknownError'
  message: string
}

/** What hook Jobs do, by name (see jobs.ts). */
export interface JobSettings {
  /** Jobs that fail (BackoffLimitExceeded) instead of completing. */
  failing?: string[]
  /** Jobs that keep running. */
  stuck?: string[]
  /** How long a Job runs before it completes or fails; default 100 ms. */
  runMs?: number
}

/**
 * Argo CD's Source Hydrator for an app (`spec.sourceHydrator`): the dry source is the app's
 * branch and path; each new dry commit is rendered to a hydrated commit on `syncBranch`, and
 * that is what the app syncs.
 */
export interface SourceHydratorSettings {
  /** `syncSource.targetBranch`: where hydrated commits go, and what the app syncs from. */
  syncBranch: string
  /** `syncSource.path`; default the dry path's directory. */
  syncPath?: string
}

export interface AddAppOptions {
  /** The Application's name, unique across namespaces in the stand-in. */
  name: string
  /**
   * The Application's own namespace; default argocd, the API server's. Any other is read as
   * apps in any namespace are: only with `appNamespace` set to it on every call.
   */
  appNamespace?: string
  /** A bare git repository on disk; the stand-in reads it with the git CLI. */
  repoDir: string
  /** Branch to follow (spec.source.targetRevision); default main. */
  branch?: string
  /**
   * A YAML file in the repo, a directory whose *.yaml / *.yml / *.json files are the manifests, a
   * kustomization's directory or a Helm chart's (rendered: see render.ts).
   */
  path: string
  /** Destination namespace for manifests that name none. */
  namespace: string
  /** Argo CD project; default "default". */
  project?: string
  operator?: OperatorSettings
  rejectSync?: string
  /**
   * `spec.syncPolicy.automated`: true (default) is `{ prune: true, selfHeal: true }`, false none
   * (then nothing is applied). `enabled: false` keeps the block but turns auto-sync off, as Argo
   * CD's IsAutomatedSyncEnabled reads it.
   */
  automated?: boolean | AutomatedPolicy
  syncWindows?: SyncWindow[]
  /** Sync hydrated commits rendered from the dry source (`spec.sourceHydrator`). */
  sourceHydrator?: SourceHydratorSettings
  /** `spec.source.helm`: render `path` as a Helm chart (also done when it holds a Chart.yaml). */
  helm?: HelmSource
}

/** The part of Argo CD's ApplicationSourceHelm the stand-in renders with. */
export interface HelmSource {
  /** Value files relative to the chart, merged over its values.yaml in order. */
  valueFiles?: string[]
  /** Merged last, as Argo CD passes it after the value files. */
  valuesObject?: Record<string, unknown>
  /** Default the app's name, as Argo CD's. */
  releaseName?: string
}

/** `spec.syncPolicy.automated` (Argo CD's SyncPolicyAutomated). */
export interface AutomatedPolicy {
  enabled?: boolean
  prune?: boolean
  selfHeal?: boolean
}

/** One line of the request log. Token values are never recorded. */
export interface RequestLogEntry {
  method: string
  path: string
  query: Record<string, string | string[]>
  /** HTTP status sent; 0 when the connection ended before a status was sent (a hanging watch). */
  status: number
  /** Where the credential came from, if any. */
  auth: 'bearer' | 'cookie' | 'grpc-metadata' | 'none'
}
