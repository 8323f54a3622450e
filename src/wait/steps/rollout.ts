/**
 * What a workload's live object says of its rollout, beyond its generation: the images its pod
 * template (or a custom resource's `spec.image`) holds, and for the built-in workload kinds
 * whether the rollout is complete, by the rules `kubectl rollout status` and gitops-engine's
 * health checks share. Pure functions of the live object.
 */
import type { LiveObject } from '../../argocd/types.js'
import { applicationImages, valuesImages } from '../../kube-yaml/values-images.js'
import type { TargetResource } from '../target.js'

/** One image the live object holds, and where. */
export interface LiveImage {
  /** `spec.image`, `spec.template.spec.containers[name=api].image`. */
  readonly path: string
  readonly image: string
  /** The container it belongs to (pod-template images only). */
  readonly container?: string | undefined
  /** An init or ephemeral container: not what the release is about unless named. */
  readonly auxiliary?: boolean
}

const CONTAINER_LISTS = ['containers', 'initContainers', 'ephemeralContainers'] as const

const isObject = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * `spec.image` when it is a string, the images of a Flux HelmRelease's `spec.values` and of an
 * Argo CD Application's Helm parameters and overrides (read as the edit reads their files), and the image of every container of every pod template under `spec` (a
 * Deployment's `spec.template`, a CronJob's `spec.jobTemplate.spec.template`, a CR embedding a pod
 * spec), in document order.
 */
export function liveImages(live: LiveObject): LiveImage[] {
  const found: LiveImage[] = []
  const spec = live.spec
  if (spec === undefined) return found
  if (typeof spec['image'] === 'string') found.push({ path: 'spec.image', image: spec['image'] })
  // The live object carries no kind here; a chart and values are what make a HelmRelease.
  if (isObject(spec['chart']) || isObject(spec['chartRef']))
    for (const { path, image } of valuesImages(spec['values'])) found.push({ path: `spec.values.${path}`, image })
  // An Argo CD Application (app of apps): its Helm parameters, values and kustomize overrides.
  if (isObject(spec['destination']) && (isObject(spec['source']) || Array.isArray(spec['sources'])))
    for (const { path, image } of applicationImages(spec)) found.push({ path, image })
  const walk = (node: unknown, path: string, depth: number): void => {
    // Pod templates sit a few levels down; a bound keeps a hostile object from costing much.
    if (depth > 12 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}[${i}]`, depth + 1))
      return
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const at = `${path}.${key}`
      if ((CONTAINER_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
        value.forEach((item: unknown, i) => {
          if (item === null || typeof item !== 'object') return
          const { name, image } = item as { name?: unknown; image?: unknown }
          if (typeof image !== 'string') return
          const container = typeof name === 'string' ? name : undefined
          found.push({
            path: `${at}[${container === undefined ? i : `name=${container}`}].image`,
            image,
            container,
            ...(key === 'containers' ? {} : { auxiliary: true })
          })
        })
        continue
      }
      walk(value, at, depth + 1)
    }
  }
  walk(spec, 'spec', 0)
  return found
}

/**
 * The images that must hold the release: the named container's, else `spec.image` and the app
 * containers (init and ephemeral containers often run other images).
 */
export function imagesToCheck(images: readonly LiveImage[], container: string | undefined): LiveImage[] {
  if (container !== undefined) return images.filter((i) => i.container === container)
  return images.filter((i) => i.auxiliary !== true)
}

/**
 * Where a workload's rollout stands once its controller observed the generation. `progressing`
 * and `degraded` carry the sentence kubectl and Argo CD would show.
 */
export type Rollout =
  | { readonly state: 'complete'; readonly message: string }
  | { readonly state: 'progressing'; readonly message: string }
  | { readonly state: 'degraded'; readonly message: string }

/** The kinds whose rollout rules are known here; any other kind is left to Argo CD's health. */
export function hasRolloutRules(target: Pick<TargetResource, 'apiGroup' | 'kind'>): boolean {
  return target.apiGroup === 'apps' && ['Deployment', 'StatefulSet', 'DaemonSet'].includes(target.kind)
}

/**
 * The rollout of a Deployment, StatefulSet or DaemonSet (undefined for other kinds, and for an
 * object that is not there). The generation itself is the observed step's: these rules assume
 * the controller has caught up and judge what its status says of the Pods.
 */
export function workloadRollout(
  target: Pick<TargetResource, 'apiGroup' | 'kind' | 'name'>,
  live: LiveObject
): Rollout | undefined {
  if (!hasRolloutRules(target)) return undefined
  const spec = live.spec ?? {}
  const status = live.status ?? {}
  switch (target.kind) {
    case 'Deployment':
      return deployment(target.name, spec, status)
    case 'StatefulSet':
      return statefulSet(spec, status)
    default:
      return daemonSet(target.name, spec, status)
  }
}

type Fields = Record<string, unknown>
const num = (o: Fields, field: string): number => (typeof o[field] === 'number' ? o[field] : 0)

const str = (o: Fields, field: string): string => (typeof o[field] === 'string' ? o[field] : '')

/** gitops-engine's getAppsv1DeploymentHealth and kubectl's DeploymentStatusViewer, in that order. */
function deployment(name: string, spec: Fields, status: Fields): Rollout {
  const conditions = Array.isArray(status['conditions']) ? (status['conditions'] as Fields[]) : []
  const progressing = conditions.find((c) => c['type'] === 'Progressing')
  if (progressing?.['reason'] === 'ProgressDeadlineExceeded') {
    const said =
      typeof progressing['message'] === 'string' && progressing['message'] ? `: ${progressing['message']}` : ''
    return { state: 'degraded', message: `Deployment "${name}" exceeded its progress deadline${said}` }
  }
  // The API server defaults spec.replicas to 1.
  const wanted = typeof spec['replicas'] === 'number' ? spec['replicas'] : 1
  const updated = num(status, 'updatedReplicas')
  if (updated < wanted)
    return { state: 'progressing', message: `${updated} out of ${wanted} new replicas have been updated` }
  const total = num(status, 'replicas')
  if (total > updated)
    return { state: 'progressing', message: `${total - updated} old replicas are pending termination` }
  const available = num(status, 'availableReplicas')
  if (available < updated)
    return { state: 'progressing', message: `${available} of ${updated} updated replicas are available` }
  return { state: 'complete', message: `${updated} of ${wanted} replicas updated and available` }
}

/** gitops-engine's getAppsv1StatefulSetHealth (kubectl's StatefulSetStatusViewer). */
function statefulSet(spec: Fields, status: Fields): Rollout {
  const wanted = typeof spec['replicas'] === 'number' ? spec['replicas'] : 1
  const ready = num(status, 'readyReplicas')
  if (ready < wanted) return { state: 'progressing', message: `waiting for ${wanted - ready} Pods to be ready` }
  const strategy = (spec['updateStrategy'] ?? {}) as Fields
  if (strategy['type'] === 'OnDelete')
    return {
      state: 'complete',
      message: `${ready} Pods ready (updateStrategy OnDelete: Pods take the new spec when deleted)`
    }
  const partition = ((strategy['rollingUpdate'] ?? {}) as Fields)['partition']
  if (typeof partition === 'number') {
    const updated = num(status, 'updatedReplicas')
    if (updated < wanted - partition)
      return {
        state: 'progressing',
        message: `partitioned roll out: ${updated} of ${wanted - partition} new Pods updated`
      }
    return { state: 'complete', message: `partitioned roll out complete: ${updated} new Pods updated` }
  }
  if (status['updateRevision'] !== status['currentRevision'])
    return {
      state: 'progressing',
      message: `rolling update: ${num(status, 'updatedReplicas')} Pods at revision ${str(status, 'updateRevision')}`
    }
  return {
    state: 'complete',
    message: `rolling update complete: ${ready} Pods at revision ${str(status, 'currentRevision')}`
  }
}

/** gitops-engine's getAppsv1DaemonSetHealth (kubectl's DaemonSetStatusViewer). */
function daemonSet(name: string, spec: Fields, status: Fields): Rollout {
  const desired = num(status, 'desiredNumberScheduled')
  const strategy = (spec['updateStrategy'] ?? {}) as Fields
  if (strategy['type'] === 'OnDelete')
    return { state: 'complete', message: `updateStrategy OnDelete: Pods of ${name} take the new spec when deleted` }
  const updated = num(status, 'updatedNumberScheduled')
  if (updated < desired)
    return { state: 'progressing', message: `${updated} out of ${desired} new Pods have been updated` }
  const available = num(status, 'numberAvailable')
  if (available < desired)
    return { state: 'progressing', message: `${available} of ${desired} updated Pods are available` }
  return { state: 'complete', message: `${desired} of ${desired} Pods updated and available` }
}
