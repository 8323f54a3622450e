import { createHash } from 'node:crypto'
import { type Cluster, keyOf } from './cluster.js'
import type { K8sObject, OwnerReference } from './types.js'

/** How the newest pods of a rollout are doing. */
export type PodState = 'starting' | 'image-pull-backoff' | 'crash-loop-backoff' | 'config-error' | 'running'

export interface Rollout {
  /** The Microservice the workloads belong to (live, with uid). */
  owner: K8sObject
  image: string
  /** Deployment revision of this image (1, 2, ...). */
  revision: number
  /** Image of the previous revision, whose pods keep serving until the new ones are ready. */
  previous?: { image: string; revision: number }
  state: PodState
  /** The new Pods run an init container (`migrate`) on the new image before the app: `state` is then its state. */
  init?: boolean
}

const hash = (text: string, length: number): string => createHash('sha256').update(text).digest('hex').slice(0, length)

function ownerRef(obj: K8sObject): OwnerReference {
  return {
    apiVersion: obj.apiVersion,
    kind: obj.kind,
    name: obj.metadata.name,
    uid: obj.metadata.uid ?? '',
    controller: true
  }
}

/** The version the operator exports as OTEL_SERVICE_VERSION: the tag, else the short digest. */
export function serviceVersion(image: string): string {
  const lastPart = image.slice(image.lastIndexOf('/') + 1)
  const tag = /:([^@:]+)(?:@|$)/.exec(lastPart)?.[1]
  if (tag) return tag
  const digest = /@sha256:([0-9a-f]{12})/.exec(image)?.[1]
  return digest ?? 'unknown'
}

/**
 * Writes the Deployment, ReplicaSets, Pods and Service a Microservice operator would own for
 * `rollout`, with statuses matching the pods' state, so the resource tree shows what runs.
 */
export function writeWorkloads(cluster: Cluster, rollout: Rollout): void {
  const { owner, image, state } = rollout
  const init = rollout.init === true
  const name = owner.metadata.name
  const namespace = owner.metadata.namespace ?? 'default'
  const replicas = Number(owner.spec?.['replicas'] ?? 1)
  const port = Number(owner.spec?.['port'] ?? 8080)
  const labels = { app: name }
  const newReady = state === 'running' ? replicas : 0
  // The previous pods keep serving until the new ones are ready (a rolling update).
  const oldPods = rollout.previous && state !== 'running' ? replicas : 0

  cluster.apply({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace, labels, ownerReferences: [ownerRef(owner)] },
    spec: { selector: labels, ports: [{ port: 80, targetPort: port }] }
  })
  cluster.apply({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: {
      name,
      namespace,
      labels,
      annotations: { 'deployment.kubernetes.io/revision': String(rollout.revision) },
      ownerReferences: [ownerRef(owner)]
    },
    spec: {
      replicas,
      selector: { matchLabels: labels },
      template: {
        metadata: { labels },
        spec: {
          ...(init ? { initContainers: [migrate(image)] } : {}),
          containers: [
            {
              name: 'app',
              image,
              ports: [{ containerPort: port }],
              env: [{ name: 'OTEL_SERVICE_VERSION', value: serviceVersion(image) }]
            }
          ]
        }
      }
    }
  })
  const deployment = cluster.get({ group: 'apps', kind: 'Deployment', namespace, name }) as K8sObject
  cluster.writeStatus(keyOf(deployment), {
    observedGeneration: deployment.metadata.generation,
    replicas: replicas + oldPods,
    updatedReplicas: replicas,
    readyReplicas: newReady + oldPods,
    availableReplicas: newReady + oldPods,
    ...(newReady < replicas ? { unavailableReplicas: replicas - newReady } : {})
  })
  const current = writeReplicaSet(cluster, deployment, image, rollout.revision, replicas, state, init)
  const previous =
    rollout.previous &&
    writeReplicaSet(cluster, deployment, rollout.previous.image, rollout.previous.revision, oldPods, 'running')
  scaleDownOthers(cluster, deployment, [current, previous])
}

/**
 * What Kubernetes' Deployment controller does for a Deployment the app manages itself (no
 * operator in between): the ReplicaSets and Pods of `rollout` under it, and its status as the
 * controller writes it, with the Progressing condition kubectl and Argo CD read. `stalled`: the
 * new Pods never became ready and the progress deadline passed (ProgressDeadlineExceeded).
 */
export function rollDeployment(
  cluster: Cluster,
  deployment: K8sObject,
  rollout: Omit<Rollout, 'owner'> & { stalled?: boolean }
): void {
  const { image, state } = rollout
  const init = rollout.init === true
  const replicas = Number(deployment.spec?.['replicas'] ?? 1)
  const container = firstContainer(deployment)
  const newReady = state === 'running' ? replicas : 0
  const oldPods = rollout.previous && state !== 'running' ? replicas : 0
  const current = writeReplicaSet(cluster, deployment, image, rollout.revision, replicas, state, init, container)
  const previous =
    rollout.previous &&
    writeReplicaSet(
      cluster,
      deployment,
      rollout.previous.image,
      rollout.previous.revision,
      oldPods,
      'running',
      false,
      container
    )
  scaleDownOthers(cluster, deployment, [current, previous])
  const progressing =
    rollout.stalled === true
      ? {
          type: 'Progressing',
          status: 'False',
          reason: 'ProgressDeadlineExceeded',
          message: `ReplicaSet "${current}" has timed out progressing.`
        }
      : state === 'running'
        ? {
            type: 'Progressing',
            status: 'True',
            reason: 'NewReplicaSetAvailable',
            message: `ReplicaSet "${current}" has successfully progressed.`
          }
        : {
            type: 'Progressing',
            status: 'True',
            reason: 'ReplicaSetUpdated',
            message: `ReplicaSet "${current}" is progressing.`
          }
  const available = newReady + oldPods >= replicas
  cluster.writeStatus(keyOf(deployment), {
    observedGeneration: deployment.metadata.generation,
    replicas: replicas + oldPods,
    updatedReplicas: replicas,
    readyReplicas: newReady + oldPods,
    availableReplicas: newReady + oldPods,
    ...(newReady < replicas ? { unavailableReplicas: replicas - newReady } : {}),
    conditions: [
      {
        type: 'Available',
        status: available ? 'True' : 'False',
        reason: available ? 'MinimumReplicasAvailable' : 'MinimumReplicasUnavailable',
        message: available
          ? 'Deployment has minimum availability.'
          : `Deployment ${deployment.metadata.name} does not have minimum availability.`
      },
      progressing
    ]
  })
}

/** The first app container of a Deployment's template: the one the simulated rollout runs. */
export function firstContainer(deployment: K8sObject): string {
  const template = deployment.spec?.['template'] as { spec?: { containers?: { name?: string }[] } } | undefined
  return template?.spec?.containers?.[0]?.name ?? 'app'
}

/** The image of a Deployment's first app container. */
export function firstImage(deployment: K8sObject): string {
  const template = deployment.spec?.['template'] as { spec?: { containers?: { image?: string }[] } } | undefined
  return template?.spec?.containers?.[0]?.image ?? ''
}

/** Any ReplicaSet of the Deployment but `keep` (say, of a rollout that never became ready) is scaled to zero. */
function scaleDownOthers(cluster: Cluster, deployment: K8sObject, keep: readonly (string | undefined)[]): void {
  for (const rs of cluster.ownedBy(deployment.metadata.uid ?? '')) {
    if (rs.kind !== 'ReplicaSet' || keep.includes(rs.metadata.name)) continue
    const template = rs.spec?.['template'] as { spec: { containers: { name: string; image: string }[] } }
    const first = template.spec.containers[0]
    writeReplicaSet(
      cluster,
      deployment,
      String(first?.image),
      Number(rs.metadata.annotations?.['deployment.kubernetes.io/revision'] ?? 0),
      0,
      'running',
      false,
      first?.name ?? 'app'
    )
  }
}

/** The init container of a rollout with `init`: a database migration on the app's image. */
function migrate(image: string): Record<string, unknown> {
  return { name: 'migrate', image, args: ['migrate', '--to', 'latest'] }
}

/** Writes a ReplicaSet and its pods; returns its name. */
function writeReplicaSet(
  cluster: Cluster,
  deployment: K8sObject,
  image: string,
  revision: number,
  replicas: number,
  state: PodState,
  init = false,
  container = 'app'
): string {
  const namespace = deployment.metadata.namespace ?? 'default'
  const name = `${deployment.metadata.name}-${hash(image, 10)}`
  cluster.apply({
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: {
      name,
      namespace,
      labels: { app: deployment.metadata.name, 'pod-template-hash': hash(image, 10) },
      annotations: { 'deployment.kubernetes.io/revision': String(revision) },
      ownerReferences: [ownerRef(deployment)]
    },
    spec: {
      replicas,
      template: {
        spec: { ...(init ? { initContainers: [migrate(image)] } : {}), containers: [{ name: container, image }] }
      }
    }
  })
  const replicaSet = cluster.get({ group: 'apps', kind: 'ReplicaSet', namespace, name }) as K8sObject
  const ready = state === 'running' ? replicas : 0
  cluster.writeStatus(keyOf(replicaSet), {
    replicas,
    readyReplicas: ready,
    availableReplicas: ready,
    observedGeneration: replicaSet.metadata.generation
  })
  const wanted = new Set<string>()
  for (let i = 0; i < replicas; i++) {
    const podName = `${name}-${hash(`${name}/${i}`, 5)}`
    wanted.add(podName)
    cluster.apply({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: {
        name: podName,
        namespace,
        labels: { app: deployment.metadata.name },
        ownerReferences: [ownerRef(replicaSet)]
      },
      // The API server's default, which Argo CD's Pod health check depends on.
      spec: {
        ...(init ? { initContainers: [migrate(image)] } : {}),
        containers: [{ name: container, image }],
        restartPolicy: 'Always'
      }
    })
    cluster.writeStatus(
      { group: '', kind: 'Pod', namespace, name: podName },
      init ? initPodStatus(image, state, container) : podStatus(podName, namespace, image, state, container)
    )
  }
  for (const pod of cluster.ownedBy(replicaSet.metadata.uid ?? '')) {
    if (!wanted.has(pod.metadata.name)) cluster.delete(keyOf(pod))
  }
  return name
}

/**
 * The kubelet's view of a Pod whose init container runs first: until it completes the app
 * container waits in PodInitializing and the Pod is Pending. `state` is the init container's:
 * `starting` (running), `image-pull-backoff` (it cannot pull the image), `running` (completed).
 */
function initPodStatus(image: string, state: PodState, app = 'app'): Record<string, unknown> {
  const init = { name: 'migrate', image, restartCount: 0, ready: false }
  if (state === 'running') {
    return {
      phase: 'Running',
      initContainerStatuses: [{ ...init, ready: true, state: { terminated: { exitCode: 0, reason: 'Completed' } } }],
      containerStatuses: [{ name: app, image, restartCount: 0, ready: true, state: { running: {} } }]
    }
  }
  const initState =
    state === 'image-pull-backoff'
      ? { waiting: { reason: 'ImagePullBackOff', message: `Back-off pulling image "${image}"` } }
      : { running: {} }
  return {
    phase: 'Pending',
    initContainerStatuses: [{ ...init, state: initState }],
    containerStatuses: [
      { name: app, image, restartCount: 0, ready: false, state: { waiting: { reason: 'PodInitializing' } } }
    ]
  }
}

/** The kubelet's view of the Pod, with the waiting reasons and messages it writes. */
function podStatus(
  pod: string,
  namespace: string,
  image: string,
  state: PodState,
  name = 'app'
): Record<string, unknown> {
  const container = { name, image, restartCount: 0 }
  if (state === 'running') {
    return { phase: 'Running', containerStatuses: [{ ...container, ready: true, state: { running: {} } }] }
  }
  if (state === 'crash-loop-backoff') {
    const waiting = {
      reason: 'CrashLoopBackOff',
      message: `back-off 40s restarting failed container=${name} pod=${pod}_${namespace}(${hash(pod, 8)})`
    }
    const lastState = { terminated: { exitCode: 1, reason: 'Error' } }
    return {
      phase: 'Running',
      containerStatuses: [{ ...container, restartCount: 3, ready: false, state: { waiting }, lastState }]
    }
  }
  const waiting =
    state === 'starting'
      ? { reason: 'ContainerCreating' }
      : state === 'config-error'
        ? { reason: 'CreateContainerConfigError', message: 'secret "todo-api-db" not found' }
        : { reason: 'ImagePullBackOff', message: `Back-off pulling image "${image}"` }
  return { phase: 'Pending', containerStatuses: [{ ...container, ready: false, state: { waiting } }] }
}
