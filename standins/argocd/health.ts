import { argoResourceHealth, runHealthScript } from '../../src/health/lua-runtime.js'
import { groupOf } from './cluster.js'
import type { Health, HealthCode, K8sObject, ResourceKey } from './types.js'

/** A Lua health check "installed" in the stand-in's argocd-cm. */
export interface HealthCheck {
  script: string
  /** resource.customizations.useOpenLibs.<group>_<kind>; default false. */
  openLibs?: boolean
}

/**
 * Argo CD's lookup key for a kind: `<group>/<Kind>`, or `<Kind>` for the core group. Accepts the
 * argocd-cm spelling `<group>_<Kind>` too (kinds have no underscores, groups have none either).
 */
export function checkKey(groupKind: string): string {
  if (groupKind.includes('/')) return groupKind
  const at = groupKind.lastIndexOf('_')
  return at === -1 ? groupKind : `${groupKind.slice(0, at)}/${groupKind.slice(at + 1)}`
}

/** The health checks an argocd-cm `data` map installs (`resource.customizations.health.<group>_<kind>`). */
export function healthChecksFromConfigMap(data: Record<string, string>): Record<string, HealthCheck> {
  const checks: Record<string, HealthCheck> = {}
  const HEALTH = 'resource.customizations.health.'
  for (const [key, script] of Object.entries(data)) {
    if (!key.startsWith(HEALTH)) continue
    const groupKind = key.slice(HEALTH.length)
    const openLibs = data[`resource.customizations.useOpenLibs.${groupKind}`] === 'true'
    checks[checkKey(groupKind)] = { script, openLibs }
  }
  return checks
}

export interface ResourceHealthResult {
  /** Undefined: the kind has no health check, so Argo CD gives it no health at all. */
  health?: Health
  /** A Lua failure; Argo CD reports the resource Unknown and adds a ComparisonError condition. */
  error?: string
}

/** gitops-engine `GetResourceHealth`, with Lua checks tried before the built-in Go checks. */
export function resourceHealth(
  obj: K8sObject | undefined,
  checks: ReadonlyMap<string, HealthCheck>
): ResourceHealthResult {
  if (!obj) return { health: { status: 'Missing' } }
  if (obj.metadata['deletionTimestamp']) return { health: { status: 'Progressing', message: 'Pending deletion' } }
  const group = groupOf(obj.apiVersion)
  const check = checks.get(group ? `${group}/${obj.kind}` : obj.kind)
  if (check) {
    const { health, error } = argoResourceHealth(
      runHealthScript(check.script, obj, { openLibs: check.openLibs ?? false })
    )
    return error === undefined ? { health: health } : { health: health, error }
  }
  const builtIn = BUILT_IN[`${group}/${obj.kind}`]
  return builtIn ? { health: builtIn(obj) } : {}
}

type Fields = Record<string, unknown>
const num = (o: unknown, field: string): number => Number((o as Fields | undefined)?.[field] ?? 0)

/** Simplified copies of gitops-engine's Go checks for the kinds the simulated operator creates. */
const BUILT_IN: Record<string, (obj: K8sObject) => Health> = {
  'apps/Deployment': (obj) => {
    const { spec = {}, status = {} } = obj
    if (spec['paused']) return { status: 'Suspended', message: 'Deployment is paused' }
    const wanted = num(spec, 'replicas')
    const updated = num(status, 'updatedReplicas')
    if (num(status, 'observedGeneration') < (obj.metadata.generation ?? 0)) {
      return {
        status: 'Progressing',
        message: 'Waiting for rollout to finish: observed deployment generation less than desired generation'
      }
    }
    const conditions = (status['conditions'] as Fields[] | undefined) ?? []
    if (conditions.some((c) => c['type'] === 'Progressing' && c['reason'] === 'ProgressDeadlineExceeded')) {
      return { status: 'Degraded', message: `Deployment "${obj.metadata.name}" exceeded its progress deadline` }
    }
    if (updated < wanted) {
      return {
        status: 'Progressing',
        message: `Waiting for rollout to finish: ${updated} out of ${wanted} new replicas have been updated...`
      }
    }
    if (num(status, 'replicas') > updated) {
      const old = num(status, 'replicas') - updated
      return {
        status: 'Progressing',
        message: `Waiting for rollout to finish: ${old} old replicas are pending termination...`
      }
    }
    if (num(status, 'availableReplicas') < updated) {
      const available = num(status, 'availableReplicas')
      return {
        status: 'Progressing',
        message: `Waiting for rollout to finish: ${available} of ${updated} updated replicas are available...`
      }
    }
    return { status: 'Healthy' }
  },
  'apps/ReplicaSet': (obj) => {
    const wanted = num(obj.spec, 'replicas')
    const available = num(obj.status, 'availableReplicas')
    if (available < wanted) {
      return {
        status: 'Progressing',
        message: `Waiting for rollout to finish: ${available} out of ${wanted} new replicas are available...`
      }
    }
    return { status: 'Healthy' }
  },
  '/Pod': (obj) => {
    const statuses = (obj.status?.['containerStatuses'] as Fields[] | undefined) ?? []
    // gitops-engine's Pod check: with restartPolicy Always, a container waiting for a reason that
    // starts with Err or ends in Error or BackOff makes the Pod Degraded, the kubelet's messages joined.
    if (obj.spec?.['restartPolicy'] === 'Always') {
      const messages = statuses
        .map((container) => (container['state'] as Fields | undefined)?.['waiting'] as Fields | undefined)
        .filter((waiting): waiting is Fields => waiting !== undefined && stuck(String(waiting['reason'] ?? '')))
        .map((waiting) => String(waiting['message'] ?? ''))
      if (messages.length > 0) return { status: 'Degraded', message: messages.join(', ') }
    }
    const phase = obj.status?.['phase']
    if (phase === 'Running' && statuses.every((c) => c['ready'] === true)) return { status: 'Healthy' }
    if (phase === 'Succeeded') return { status: 'Healthy' }
    if (phase === 'Failed') return { status: 'Degraded', message: String(obj.status?.['message'] ?? 'Pod failed') }
    return { status: 'Progressing' }
  },
  '/Service': () => ({ status: 'Healthy' }),
  // gitops-engine's Job check: Failed (Degraded) or Complete once a condition says so.
  'batch/Job': (obj) => {
    const conditions = (obj.status?.['conditions'] as Fields[] | undefined) ?? []
    const failed = conditions.find((c) => c['type'] === 'Failed')
    if (failed) return { status: 'Degraded', message: String(failed['message'] ?? '') }
    const complete = conditions.find((c) => c['type'] === 'Complete')
    if (complete) return { status: 'Healthy', message: String(complete['message'] ?? '') }
    return { status: 'Progressing', message: '' }
  }
}

const stuck = (reason: string): boolean =>
  reason.startsWith('Err') || reason.endsWith('Error') || reason.endsWith('BackOff')

/** Aggregation order, best to worst (gitops-engine `healthOrder`). */
const ORDER: HealthCode[] = ['Healthy', 'Suspended', 'Progressing', 'Missing', 'Degraded', 'Unknown']

export interface ManagedHealth {
  key: ResourceKey
  live: boolean
  health?: Health
}

/**
 * Application health from its managed resources (controller `setApplicationHealth`): the worst
 * status wins; missing resources and resources without health (or with an empty one) do not
 * count; if none of the resources exists the app is Missing.
 */
export function applicationHealth(resources: ManagedHealth[]): { status: HealthCode; message?: string } {
  let worst: HealthCode = 'Healthy'
  let causes: ResourceKey[] = []
  for (const resource of resources) {
    const status = resource.health?.status
    if (!resource.live || !status) continue
    if (ORDER.indexOf(status) > ORDER.indexOf(worst)) {
      worst = status
      causes = []
    }
    if (status === worst) causes.push(resource.key)
  }
  if (resources.length > 0 && resources.every((r) => !r.live)) return { status: 'Missing' }
  if (worst === 'Healthy' || causes.length === 0) return { status: worst }
  const named = causes
    .slice(0, 3)
    .map((k) => `${k.group ? `${k.group}/` : ''}${k.kind}:${k.namespace ? `${k.namespace}/` : ''}${k.name}`)
  const more = causes.length > 3 ? ` and ${causes.length - 3} more` : ''
  return { status: worst, message: `Caused by ${named.join(', ')}${more}` }
}
