import { nestedField, nestedInt64 } from '../cel/values.js'
import { conditionsOf, failed, inProgress, KstatusError, type KstatusOptions, type KstatusResult } from './result.js'

/**
 * kstatus's rules for built-in kinds (fluxcd/cli-utils `pkg/kstatus/status/core.go`), keyed as it
 * keys them: `group/Kind`, or `Kind` for the core group. They decide only after the generic
 * checks (deletion, generation, Reconciling/Stalled) found nothing.
 */

type Rule = (obj: Record<string, unknown>, options: KstatusOptions) => Omit<KstatusResult, 'rule'>

const current = (message: string): Omit<KstatusResult, 'rule'> => ({ status: 'Current', message, conditions: [] })

/** GetIntField: an int64 at the dotted path, or the default (a double or a string counts as absent). */
function int(obj: Record<string, unknown>, path: string, fallback: bigint): bigint {
  const value = nestedField(obj, path.split('.').filter(Boolean))
  return typeof value === 'bigint' ? value : fallback
}

/** GetStringField. */
function str(obj: Record<string, unknown>, path: string, fallback: string): string {
  const value = nestedField(obj, path.split('.').filter(Boolean))
  return typeof value === 'string' ? value : fallback
}

const alwaysReady: Rule = () => current('Resource is always ready')

const statefulSet: Rule = (obj) => {
  if (str(obj, '.spec.updateStrategy.type', '') === 'OnDelete')
    return current('StatefulSet is using the ondelete update strategy')
  const spec = int(obj, '.spec.replicas', 1n)
  const ready = int(obj, '.status.readyReplicas', 0n)
  const currentReplicas = int(obj, '.status.currentReplicas', 0n)
  const updated = int(obj, '.status.updatedReplicas', 0n)
  const replicas = int(obj, '.status.replicas', 0n)
  const partition = int(obj, '.spec.updateStrategy.rollingUpdate.partition', -1n)
  if (spec > replicas) return inProgress('LessReplicas', `Replicas: ${replicas}/${spec}`)
  if (spec > ready) return inProgress('LessReady', `Ready: ${ready}/${spec}`)
  if (replicas > spec) return inProgress('ExtraPods', `Pending termination: ${replicas - spec}`)
  if (partition !== -1n) {
    if (updated < spec - partition) return inProgress('PartitionRollout', `updated: ${updated}/${spec - partition}`)
    return current(`Partition rollout complete. updated: ${updated}`)
  }
  if (spec > currentReplicas) return inProgress('LessCurrent', `current: ${currentReplicas}/${spec}`)
  if (str(obj, '.status.currentRevision', '') !== str(obj, '.status.updateRevision', ''))
    return inProgress('RevisionMismatch', 'Waiting for updated revision to match current')
  return current(`All replicas scheduled as expected. Replicas: ${replicas}`)
}

const MAX_INT32 = 2147483647n

const deployment: Rule = (obj) => {
  // Without progressDeadlineSeconds the controller never sets Progressing.
  let progressing = int(obj, '.spec.progressDeadlineSeconds', MAX_INT32) === MAX_INT32
  let available = false
  for (const c of conditionsOf(obj)) {
    if (c.type === 'Progressing') {
      if (c.reason === 'ProgressDeadlineExceeded')
        return { ...failed(c.reason, c.message), message: 'Progress deadline exceeded' }
      if (c.status === 'True' && c.reason === 'NewReplicaSetAvailable') progressing = true
    } else if (c.type === 'Available' && c.status === 'True') available = true
  }
  const spec = int(obj, '.spec.replicas', 1n)
  const replicas = int(obj, '.status.replicas', 0n)
  const updated = int(obj, '.status.updatedReplicas', 0n)
  const ready = int(obj, '.status.readyReplicas', 0n)
  const availableReplicas = int(obj, '.status.availableReplicas', 0n)
  if (spec > replicas) return inProgress('LessReplicas', `Replicas: ${replicas}/${spec}`)
  if (spec > updated) return inProgress('LessUpdated', `Updated: ${updated}/${spec}`)
  if (replicas > spec) return inProgress('ExtraPods', `Pending termination: ${replicas - spec}`)
  if (updated > availableReplicas) return inProgress('LessAvailable', `Available: ${availableReplicas}/${updated}`)
  if (spec > ready) return inProgress('LessReady', `Ready: ${ready}/${spec}`)
  if (!progressing) return inProgress('ReplicaSetNotAvailable', 'ReplicaSet not Available')
  if (!available) return inProgress('DeploymentNotAvailable', 'Deployment not Available')
  return current(`Deployment is available. Replicas: ${replicas}`)
}

const replicaSet: Rule = (obj) => {
  if (conditionsOf(obj).some((c) => c.type === 'ReplicaFailure' && c.status === 'True'))
    return inProgress('ReplicaFailure', 'Replica Failure condition. Check Pods')
  const spec = int(obj, '.spec.replicas', 1n)
  const replicas = int(obj, '.status.replicas', 0n)
  const ready = int(obj, '.status.readyReplicas', 0n)
  const available = int(obj, '.status.availableReplicas', 0n)
  const labelled = int(obj, '.status.fullyLabeledReplicas', 0n)
  if (spec > labelled) return inProgress('LessLabelled', `Labelled: ${labelled}/${spec}`)
  if (spec > available) return inProgress('LessAvailable', `Available: ${available}/${spec}`)
  if (spec > ready) return inProgress('LessReady', `Ready: ${ready}/${spec}`)
  if (replicas > spec) return inProgress('ExtraPods', `Pending termination: ${replicas - spec}`)
  return current(`ReplicaSet is available. Replicas: ${replicas}`)
}

const daemonSet: Rule = (obj) => {
  // Unlike the generic check, a DaemonSet must have both generations set.
  const kind = typeof obj['kind'] === 'string' ? obj['kind'] : ''
  const generation = nestedInt64(obj, 'metadata', 'generation')
  if (generation === 'not-int') throw new KstatusError('looking up metadata.generation from resource: not an int64')
  if (generation === undefined) return inProgress('NoGeneration', `${kind} metadata.generation not found`)
  const observed = nestedInt64(obj, 'status', 'observedGeneration')
  if (observed === 'not-int') throw new KstatusError('looking up status.observedGeneration from resource: not an int64')
  if (observed === undefined) return inProgress('NoObservedGeneration', `${kind} status.observedGeneration not found`)
  const desired = int(obj, '.status.desiredNumberScheduled', -1n)
  const scheduled = int(obj, '.status.currentNumberScheduled', 0n)
  const updated = int(obj, '.status.updatedNumberScheduled', 0n)
  const available = int(obj, '.status.numberAvailable', 0n)
  const ready = int(obj, '.status.numberReady', 0n)
  if (desired === -1n) return inProgress('NoDesiredNumber', 'Missing .status.desiredNumberScheduled')
  if (desired > scheduled) return inProgress('LessCurrent', `Current: ${scheduled}/${desired}`)
  if (desired > updated) return inProgress('LessUpdated', `Updated: ${updated}/${desired}`)
  if (desired > available) return inProgress('LessAvailable', `Available: ${available}/${desired}`)
  if (desired > ready) return inProgress('LessReady', `Ready: ${ready}/${desired}`)
  return current(`All replicas scheduled as expected. Replicas: ${desired}`)
}

const pvc: Rule = (obj) => {
  const phase = str(obj, '.status.phase', 'unknown')
  if (phase !== 'Bound') return inProgress('NotBound', `PVC is not Bound. phase: ${phase}`)
  return current('PVC is Bound')
}

/** How long a Pod may stay unschedulable before kstatus calls it Failed. */
const SCHEDULE_WINDOW_MS = 15_000

const pod: Rule = (obj, { now }) => {
  const conditions = conditionsOf(obj)
  const phase = str(obj, '.status.phase', '')
  switch (phase) {
    case 'Succeeded':
      return current('Pod has completed successfully')
    case 'Failed':
      return current('Pod has completed, but not successfully')
    case 'Running': {
      if (conditions.some((c) => c.type === 'Ready' && c.status === 'True')) return current('Pod is Ready')
      const crashing = crashLoopingContainers(obj)
      if (crashing.length > 0)
        return failed('ContainerCrashLooping', `Containers in CrashLoop state: ${crashing.join(',')}`)
      return inProgress('PodRunningNotReady', 'Pod is running but is not Ready')
    }
    case 'Pending': {
      const scheduled = conditions.find((c) => c.type === 'PodScheduled' && c.status === 'False')
      if (scheduled?.reason === 'Unschedulable') {
        const created = Date.parse(str(obj, '.metadata.creationTimestamp', ''))
        // A missing creation time is Go's zero time, long before the window.
        if (Number.isFinite(created) && now() - SCHEDULE_WINDOW_MS < created)
          return inProgress('PodNotScheduled', 'Pod has not been scheduled')
        return failed('PodUnschedulable', 'Pod could not be scheduled')
      }
      return inProgress('PodPending', 'Pod is in the Pending phase')
    }
    case '':
      return inProgress('PodNotObserved', 'Pod phase not available')
    default:
      throw new KstatusError(`unknown phase ${phase}`)
  }
}

function crashLoopingContainers(obj: Record<string, unknown>): string[] {
  const statuses = nestedField(obj, ['status', 'containerStatuses'])
  if (!Array.isArray(statuses)) return []
  const names: string[] = []
  for (const item of statuses) {
    // kstatus asserts these types and would panic on others; an object that odd is not a Pod the API server serves.
    const cs = item as Record<string, unknown> | null
    const reason = nestedField(cs, ['state', 'waiting', 'reason'])
    if (typeof cs?.['name'] === 'string' && reason === 'CrashLoopBackOff') names.push(cs['name'])
  }
  return names
}

const pdb: Rule = () => current('AllowedDisruptions has been computed.')

const job: Rule = (obj) => {
  const parallelism = int(obj, '.spec.parallelism', 1n)
  const completions = int(obj, '.spec.completions', parallelism)
  const succeeded = int(obj, '.status.succeeded', 0n)
  const active = int(obj, '.status.active', 0n)
  const failedCount = int(obj, '.status.failed', 0n)
  const startTime = str(obj, '.status.startTime', '')
  for (const c of conditionsOf(obj)) {
    if (c.type === 'Complete' && c.status === 'True')
      return current(`Job Completed. succeeded: ${succeeded}/${completions}`)
    if (c.type === 'Failed' && c.status === 'True')
      return failed('JobFailed', `Job Failed. failed: ${failedCount}/${completions}`)
  }
  if (startTime === '') return inProgress('JobNotStarted', 'Job not started')
  return current(`Job in progress. success:${succeeded}, active: ${active}, failed: ${failedCount}`)
}

const service: Rule = (obj) => {
  if (str(obj, '.spec.type', 'ClusterIP') === 'LoadBalancer' && str(obj, '.spec.clusterIP', '') === '')
    return inProgress('NoIPAssigned', 'ClusterIP not set. Service type: LoadBalancer')
  return current('Service is ready')
}

const crd: Rule = (obj) => {
  for (const c of conditionsOf(obj)) {
    if (c.type === 'NamesAccepted' && c.status === 'False') return failed(c.reason, c.message)
    if (c.type === 'Established') {
      if (c.status === 'False' && c.reason !== 'Installing') return failed(c.reason, c.message)
      if (c.status === 'True') return current('CRD is established')
    }
  }
  return inProgress('Installing', 'Install in progress')
}

const RULES: Readonly<Record<string, Rule>> = {
  Service: service,
  Pod: pod,
  Secret: alwaysReady,
  PersistentVolumeClaim: pvc,
  'apps/StatefulSet': statefulSet,
  'apps/DaemonSet': daemonSet,
  'extensions/DaemonSet': daemonSet,
  'apps/Deployment': deployment,
  'extensions/Deployment': deployment,
  'apps/ReplicaSet': replicaSet,
  'extensions/ReplicaSet': replicaSet,
  'policy/PodDisruptionBudget': pdb,
  'batch/CronJob': alwaysReady,
  ConfigMap: alwaysReady,
  'batch/Job': job,
  'apiextensions.k8s.io/CustomResourceDefinition': crd
}

/** The built-in rules for a `group/Kind` key, if kstatus has any. */
export function legacyRules(key: string): { key: string; compute: Rule } | undefined {
  const compute = Object.hasOwn(RULES, key) ? RULES[key] : undefined
  return compute ? { key, compute } : undefined
}
