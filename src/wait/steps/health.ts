import { isNewer } from '../../argocd/app-feed.js'
import type { LiveObject } from '../../argocd/types.js'
import { formatDuration } from '../../text/time.js'
import { resourceLabel } from '../../manifest/label.js'
import type { TargetResource } from '../target.js'
import { TREE_LAG_MS, type ChainState, type StepResult, type WaitPolicy } from '../types.js'
import { exists, type FoundResource } from './resource.js'
import { hasRolloutRules, type Rollout } from './rollout.js'

export interface HealthInput {
  readonly found: FoundResource
  readonly live: LiveObject | 'absent' | undefined
  /** Set when the observed step is not met: why (see {@link ObservedResult.gap}). */
  readonly observedGap: string | undefined
  readonly policy: WaitPolicy
  readonly degradedSince: number | undefined
  /** What the last judgement saw of a tree that lags behind the live object. */
  readonly treeLag?: ChainState['treeLag']
  /**
   * A built-in workload's rollout as its live status says (see {@link workloadRollout}); undefined
   * for other kinds, whose health is Argo CD's alone.
   */
  readonly rollout?: Rollout | undefined
  readonly at: number
}

export interface HealthResult extends StepResult {
  readonly health: string
  readonly degradedSince: number | undefined
  readonly treeLag?: ChainState['treeLag']
  readonly wakeAt?: number
}

/**
 * The resource's health as Argo CD computed it, trusted only once the operator has observed the
 * new generation and only when it was computed on the object version we just read: before that,
 * Healthy and Degraded both describe the previous release. When the live object is newer than
 * the tree's node, the node's health counts only once that has lasted {@link TREE_LAG_MS}: any
 * change of health would have reached the tree by then, so what it shows still holds.
 */
export function evaluateHealth(input: HealthInput): HealthResult {
  const { found, policy } = input
  const label = resourceLabel(found.target, { withGroup: true })
  const health = found.node?.health ?? found.status?.health
  const code = health?.status ?? ''
  const said = health?.message ? `: ${health.message}` : ''
  const result = (state: HealthResult['state'], detail: string, extra: Partial<HealthResult> = {}): HealthResult => ({
    state,
    detail,
    health: code,
    degradedSince: undefined,
    ...extra
  })

  if (!exists(found.node) && found.status === undefined)
    return result('waiting', `${label} is not among the app's resources yet`)
  // Argo CD 3.x fills a listed resource's health from the tree: with no node, none is no verdict.
  if (code === '' && found.node === undefined)
    return result('waiting', `${label} is listed by the app but not in its resource tree yet`)
  if (code === '' && (exists(found.node) || found.status !== undefined)) {
    const message = healthCheckMissing(
      found.target,
      health === undefined ? 'computes no health for it' : 'got no status from its health check'
    )
    return result('failed', message, { failure: { verdict: 'misconfigured', message } })
  }
  if (input.observedGap !== undefined) {
    // Argo CD's own checks of these kinds read observedGeneration: a Healthy here was assessed on
    // the previous generation, not computed by a wrong customization.
    if (code === 'Healthy' && hasRolloutRules(found.target))
      return result('waiting', `Healthy${said} (while ${input.observedGap}; not counted yet)`)
    if (code === 'Healthy') {
      const message = healthCheckWrong(found.target, input.observedGap)
      return result('waiting', message, { warning: message })
    }
    return result('waiting', `${code}${said} (from before the operator caught up; not counted yet)`)
  }
  const liveVersion = typeof input.live === 'object' ? input.live.metadata?.resourceVersion : undefined
  const nodeVersion = found.node?.resourceVersion
  let lagged = ''
  if (liveVersion !== undefined && nodeVersion !== undefined && liveVersion !== nodeVersion) {
    const node = `${found.node?.uid ?? ''}@${nodeVersion}`
    const since = input.treeLag?.node === node ? input.treeLag.since : input.at
    const ahead = isNewer(liveVersion, nodeVersion)
    if (!ahead || input.at - since < TREE_LAG_MS) {
      return result(
        'waiting',
        `${code}${said}, assessed on an older version of the object; waiting for Argo CD to assess the current one`,
        ahead ? { treeLag: { node, since }, wakeAt: since + TREE_LAG_MS } : {}
      )
    }
    lagged = ` (Argo CD assessed resourceVersion ${nodeVersion}; the status writes since, up to ${liveVersion}, did not change its health)`
  }

  // Argo CD's Deployment (StatefulSet, DaemonSet) check reads the same status: what the live
  // object says now stands over a node that may not have caught up with it yet.
  const { rollout } = input
  if (rollout?.state === 'degraded' && code !== 'Suspended')
    return degraded(input, label, `: ${rollout.message}`, (state, detail, extra) =>
      result(state, detail, { ...extra, health: 'Degraded' })
    )
  if (rollout?.state === 'progressing' && code === 'Healthy')
    return result('waiting', `Healthy, but the rollout is not complete: ${rollout.message}`)

  switch (code) {
    case 'Healthy':
      return result('done', `Healthy${said}${lagged}${rollout?.state === 'complete' ? ` (${rollout.message})` : ''}`)
    case 'Progressing':
    case 'Missing':
      return result('waiting', `${code}${said}`)
    case 'Degraded':
      return degraded(input, label, said, result)
    case 'Suspended':
      return suspended(policy, label, said, result)
    case 'Unknown': {
      const message = `Argo CD's health check for ${label} failed${said}. Fix the Lua script in argocd-cm (${customizationKey(found.target)}) and test it with 'gitops-release health-test'.`
      return result('failed', message, { failure: { verdict: 'misconfigured', message } })
    }
    default: {
      const message = `${label} has health ${JSON.stringify(code)}, which Argo CD does not define; check the health customization ${customizationKey(found.target)}.`
      return result('failed', message, { failure: { verdict: 'misconfigured', message } })
    }
  }
}

type Make = (state: HealthResult['state'], detail: string, extra?: Partial<HealthResult>) => HealthResult

function degraded(input: HealthInput, label: string, said: string, result: Make): HealthResult {
  const since = input.degradedSince ?? input.at
  const grace = input.policy.degradedGraceMs
  if (input.at - since >= grace) {
    const lasted = grace > 0 ? ` (still Degraded after the ${formatDuration(grace)} grace period)` : ''
    const message = `${label} is Degraded${said}${lasted}`
    return result('failed', message, { failure: { verdict: 'degraded', message }, degradedSince: since })
  }
  return result(
    'waiting',
    `Degraded${said}; allowing ${formatDuration(grace - (input.at - since))} more for it to recover`,
    {
      degradedSince: since,
      wakeAt: since + grace
    }
  )
}

function suspended(policy: WaitPolicy, label: string, said: string, result: Make): HealthResult {
  if (policy.suspended === 'failure') {
    const message = `${label} is Suspended${said} (input 'suspended' is failure)`
    return result('failed', message, { failure: { verdict: 'suspended', message } })
  }
  if (policy.suspended === 'wait') return result('waiting', `Suspended${said}; waiting for someone to resume it`)
  return result('done', `Suspended${said}`, {
    warning: `${label} is Suspended${said}: counted as success (set 'suspended' to wait or failure to change that).`
  })
}

/** `resource.customizations.health.<group>_<Kind>` (just `<Kind>` for the core group). */
export function customizationKey(target: TargetResource): string {
  return `resource.customizations.health.${target.apiGroup === '' ? target.kind : `${target.apiGroup}_${target.kind}`}`
}

function healthCheckMissing(target: TargetResource, what: string): string {
  return (
    `Argo CD ${what} for ${target.apiGroup || 'core'}/${target.kind}: the argocd-cm health customization is missing, so Argo CD cannot tell when a ${target.kind} is ready. ` +
    `Add the key '${customizationKey(target)}' to the argocd-cm ConfigMap with a Lua health check (see the README, "Health checks", and health/argocd-cm.yaml).`
  )
}

function healthCheckWrong(target: TargetResource, gap: string): string {
  return (
    `Argo CD says ${resourceLabel(target, { withGroup: true })} is Healthy, but ${gap}: the argocd-cm health customization is missing or wrong ` +
    `(it must report Progressing until status.observedGeneration equals metadata.generation). ` +
    `Fix '${customizationKey(target)}' in argocd-cm (see the README, "Health checks", and health/argocd-cm.yaml). Waiting for the operator meanwhile.`
  )
}
