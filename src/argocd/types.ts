/**
 * The slice of Argo CD's API shapes that `wait` reads (swagger.json `v1alpha1*`). Every field
 * is optional because Argo CD omits empty ones (`omitempty`); code must not assume presence.
 */

export type HealthCode = 'Healthy' | 'Progressing' | 'Degraded' | 'Suspended' | 'Missing' | 'Unknown'

export interface HealthStatus {
  /** One of {@link HealthCode} in practice; a newer Argo CD may add codes. */
  status?: string
  message?: string
}

export interface ResourceRef {
  group?: string
  version?: string
  kind?: string
  namespace?: string
  name?: string
  uid?: string
}

/** `status.resources[]`: Argo CD's view of one managed resource (health filled in by the API server). */
export interface ResourceStatus extends ResourceRef {
  /** `Synced` | `OutOfSync`. */
  status?: string
  health?: HealthStatus
}

export interface ResourceResult extends ResourceRef {
  /** `Synced` | `SyncFailed` | `Pruned` | `PruneSkipped`. */
  status?: string
  message?: string
  hookType?: string
  hookPhase?: string
  syncPhase?: string
}

export interface SyncOperation {
  revision?: string
  revisions?: string[]
  dryRun?: boolean
}

export interface OperationState {
  operation?: { sync?: SyncOperation }
  /** `Running` | `Terminating` | `Failed` | `Error` | `Succeeded`. */
  phase?: string
  message?: string
  syncResult?: { revision?: string; revisions?: string[]; resources?: ResourceResult[] }
  startedAt?: string
  finishedAt?: string
}

export interface ApplicationCondition {
  type?: string
  message?: string
}

export interface Application {
  metadata?: { name?: string; namespace?: string; resourceVersion?: string; generation?: number }
  spec?: {
    destination?: { namespace?: string; server?: string; name?: string }
    source?: { repoURL?: string; targetRevision?: string }
    sources?: { repoURL?: string; targetRevision?: string }[]
    /** The Source Hydrator: Argo CD renders `drySource` into commits on `syncSource.targetBranch` and syncs those. */
    sourceHydrator?: { drySource?: { repoURL?: string; targetRevision?: string; path?: string } }
    /**
     * `automated` is set (possibly `{}`) when Argo CD syncs on its own, unless its `enabled` is
     * false (Argo CD's IsAutomatedSyncEnabled).
     */
    syncPolicy?: { automated?: { enabled?: boolean; prune?: boolean; selfHeal?: boolean } | null }
  }
  /** Present only while a sync is requested or running. */
  operation?: { sync?: SyncOperation } | null
  status?: {
    sync?: { status?: string; revision?: string; revisions?: string[] }
    health?: HealthStatus
    operationState?: OperationState
    reconciledAt?: string
    resources?: ResourceStatus[]
    conditions?: ApplicationCondition[]
    sourceHydrator?: SourceHydratorStatus
  }
}

/** One hydration: the dry commit rendered and the hydrated commit it produced. */
export interface HydrateOperation {
  drySHA?: string
  hydratedSHA?: string
  /** `Hydrating` | `Failed` | `Hydrated`. */
  phase?: string
  message?: string
}

export interface SourceHydratorStatus {
  currentOperation?: HydrateOperation
  lastSuccessfulOperation?: { drySHA?: string; hydratedSHA?: string }
}

export interface InfoItem {
  name?: string
  value?: string
}

/** A node of the resource tree: `ResourceRef` inlined, plus what the controller knows. */
export interface ResourceNode extends ResourceRef {
  parentRefs?: ResourceRef[]
  info?: InfoItem[]
  resourceVersion?: string
  images?: string[]
  /** Absent when Argo CD has no health check for the kind. */
  health?: HealthStatus
  createdAt?: string
}

export interface ResourceTree {
  nodes?: ResourceNode[]
}

/** `{"type":"ADDED"|"MODIFIED"|"DELETED","application":{...}}` from the watch stream. */
export interface ApplicationWatchEvent {
  type?: string
  application?: Application
}

/** A live Kubernetes object as `.../resource` returns it (its `manifest` JSON string, parsed). */
export interface LiveObject {
  metadata?: {
    name?: string
    namespace?: string
    generation?: number
    resourceVersion?: string
    deletionTimestamp?: string
  }
  spec?: Record<string, unknown>
  status?: Record<string, unknown>
}

/** One sync window of the app's project that matches the app. */
export interface SyncWindow {
  /** `allow` | `deny`. */
  kind?: string
  /** Cron. */
  schedule?: string
  /** Go duration, e.g. `8h`. */
  duration?: string
  manualSync?: boolean
}

/** `GET .../syncwindows`. `canSync` is computed for a manual sync, not an automated one. */
export interface SyncWindows {
  activeWindows?: SyncWindow[]
  assignedWindows?: SyncWindow[]
  canSync?: boolean
}
