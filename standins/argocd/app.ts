import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { timestamp } from './cluster.js'
import type { TreeNode } from './tree.js'
import type { AddAppOptions, AppScenario, AutomatedPolicy, HelmSource, K8sObject, ResourceKey } from './types.js'

export const REFRESH_ANNOTATION = 'argocd.argoproj.io/refresh'
export const TRACKING_ANNOTATION = 'argocd.argoproj.io/tracking-id'
/** The namespace the stand-in's Argo CD runs in; Applications live there unless added elsewhere. */
export const ARGOCD_NAMESPACE = 'argocd'

/** The persisted Application custom resource, as JSON (what the API serves, minus resource health). */
export interface ApplicationCR {
  metadata: {
    name: string
    namespace: string
    uid: string
    resourceVersion: string
    generation: number
    creationTimestamp: string
    annotations?: Record<string, string>
  }
  spec: Record<string, unknown>
  operation?: Record<string, unknown>
  status: ApplicationStatus
}

export interface ApplicationStatus {
  resources?: ResourceStatus[]
  sync: { status: string; comparedTo?: unknown; revision?: string }
  health: { status?: string; message?: string; lastTransitionTime?: string }
  history?: Record<string, unknown>[]
  conditions?: { type: string; message: string; lastTransitionTime: string }[]
  reconciledAt?: string
  operationState?: OperationState
  sourceType?: string
  summary: { images?: string[] }
  resourceHealthSource?: string
  controllerNamespace?: string
  sourceHydrator?: SourceHydratorStatus
}

/** Argo CD's HydrateOperation (phase and message have no omitempty). */
export interface HydrateOperation {
  startedAt: string
  finishedAt?: string
  phase: 'Hydrating' | 'Failed' | 'Hydrated'
  message: string
  drySHA?: string
  hydratedSHA?: string
  sourceHydrator: Record<string, unknown>
}

export interface SourceHydratorStatus {
  lastSuccessfulOperation?: { drySHA?: string; hydratedSHA?: string; sourceHydrator: Record<string, unknown> }
  currentOperation?: HydrateOperation
  lastComparedDryRevision?: string
}

export interface ResourceStatus {
  group?: string
  version: string
  kind: string
  namespace?: string
  name: string
  status: string
  requiresPruning?: boolean
}

export interface OperationState {
  operation: Record<string, unknown>
  phase: 'Running' | 'Succeeded' | 'Failed' | 'Error'
  message: string
  syncResult?: Record<string, unknown>
  startedAt: string
  finishedAt?: string
}

/** The stand-in's bookkeeping for one Application. */
export interface AppRecord {
  name: string
  repoDir: string
  branch: string
  path: string
  namespace: string
  project: string
  /** `spec.syncPolicy.automated`, undefined without one. */
  automated: AutomatedPolicy | undefined
  scenario: AppScenario
  cr: ApplicationCR
  /** The CR as last committed, without resourceVersion: commits happen only on change. */
  committed: string
  /** The manifests of the last revision read from git. */
  target?: { revision: string; manifests: K8sObject[]; sourceType: 'Directory' | 'Kustomize' | 'Helm' }
  /** `spec.source.helm`, if the app sets one. */
  helm?: HelmSource
  gitError?: string
  /** When the running sync started (startedAt has whole seconds only). */
  syncStartedMs?: number
  /** Automated sync is not retried for a revision whose sync failed (as Argo CD does). */
  failedRevision?: string
  /** Inputs of the last comparison, to know when another one is due. */
  compared: {
    revision?: string
    clusterVersion: number
    specVersion?: number
    /** The app's own generation: an edit of its spec asks for a comparison, as the informer does. */
    generation?: number
    at: number
    gitError?: string
  }
  /** Managed resources in the order of the manifests (plus ones to prune). */
  managed: { key: ResourceKey; version: string }[]
  tree: TreeNode[]
  nextHistoryId: number
  /** With the Source Hydrator: the dry source it renders (`branch` and `path` are then the sync source). */
  hydrator?: { dryBranch: string; dryPath: string }
}

/** The git source as Argo CD would show it. A file path is shown as its directory. */
export function sourceOf(
  app: Pick<AppRecord, 'repoDir' | 'path' | 'branch'> & { helm?: HelmSource | undefined }
): Record<string, unknown> {
  const source = { repoURL: `file://${app.repoDir}`, path: directoryOf(app.path), targetRevision: app.branch }
  if (!app.helm) return source
  // valuesObject is left out: swagger.json types it as a RawExtension ({raw: bytes}), which is not
  // what Argo CD's JSON carries, so the schema test could not check it either way.
  const { valuesObject: _values, ...helm } = app.helm
  return { ...source, helm }
}

/** A manifest file's directory; a directory as it is. */
export function directoryOf(file: string): string {
  return /\.(ya?ml|json)$/.test(file) ? path.posix.dirname(file) : file
}

export function newAppRecord(options: AddAppOptions, resourceVersion: string, now: number): AppRecord {
  const record = {
    name: options.name,
    repoDir: options.repoDir,
    branch: options.branch ?? 'main',
    path: options.path,
    namespace: options.namespace,
    project: options.project ?? 'default',
    automated: automatedPolicy(options.automated ?? true),
    ...(options.helm ? { helm: options.helm } : {}),
    scenario: {
      operator: options.operator ?? { scenario: 'healthy' as const },
      rejectSync: options.rejectSync,
      syncWindows: options.syncWindows
    },
    committed: '',
    compared: { clusterVersion: -1, at: 0 },
    managed: [],
    tree: [],
    nextHistoryId: 0
  }
  const cr: ApplicationCR = {
    metadata: {
      name: options.name,
      namespace: options.appNamespace ?? ARGOCD_NAMESPACE,
      uid: randomUUID(),
      resourceVersion,
      generation: 1,
      creationTimestamp: timestamp(now)
    },
    spec: {
      source: sourceOf(record),
      destination: { server: 'https://kubernetes.default.svc', namespace: options.namespace },
      project: record.project,
      ...(record.automated ? { syncPolicy: { automated: record.automated } } : {})
    },
    // sync, health and summary are non-pointer structs in Go: always present, "" before the first reconcile.
    status: {
      sync: { status: '' },
      health: {},
      summary: {},
      resourceHealthSource: 'appTree',
      controllerNamespace: ARGOCD_NAMESPACE
    }
  }
  return { ...record, cr }
}

function automatedPolicy(automated: boolean | AutomatedPolicy): AutomatedPolicy | undefined {
  if (automated === false) return undefined
  return automated === true ? { prune: true, selfHeal: true } : { ...automated }
}

/** Sets `spec.syncPolicy.automated` as an edit of the app's spec would (the caller commits). */
export function setAutomated(app: AppRecord, automated: boolean | AutomatedPolicy): void {
  app.automated = automatedPolicy(automated)
  const { syncPolicy: _old, ...spec } = app.cr.spec
  app.cr.spec = { ...spec, ...(app.automated ? { syncPolicy: { automated: app.automated } } : {}) }
  app.cr.metadata.generation++
}

/** Argo CD's `IsAutomatedSyncEnabled`: an `automated` block whose `enabled` is not false. */
export function autoSyncEnabled(app: Pick<AppRecord, 'automated'>): boolean {
  return app.automated !== undefined && app.automated.enabled !== false
}

/** Argo CD's default (annotation) resource tracking id. */
export function trackingId(appName: string, key: ResourceKey): string {
  return `${appName}:${key.group}/${key.kind}:${key.namespace}/${key.name}`
}
