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
  // Any older ReplicaSet (say, of a rollout that never became ready) is scaled to zero.
  for (const rs of cluster.ownedBy(deployment.metadata.uid ?? '')) {
    if (rs.kind !== 'ReplicaSet' || rs.metadata.name === current || rs.metadata.name === previous) continue
    const oldImage = String(
      (rs.spec?.['template'] as { spec: { containers: { image: string }[] } }).spec.containers[0]?.image
    )
    writeReplicaSet(
      cluster,
      deployment,
      oldImage,
      Number(rs.metadata.annotations?.['deployment.kubernetes.io/revision'] ?? 0),
      0,
      'running'
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
  init = false
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
        spec: { ...(init ? { initContainers: [migrate(image)] } : {}), containers: [{ name: 'app', image }] }
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
        containers: [{ name: 'app', image }],
        restartPolicy: 'Always'
      }
    })
    cluster.writeStatus(
      { group: '', kind: 'Pod', namespace, name: podName },
      init ? initPodStatus(image, state) : podStatus(podName, namespace, image, state)
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
function initPodStatus(image: string, state: PodState): Record<string, unknown> {
  const init = { name: 'migrate', image, restartCount: 0, ready: false }
  if (state === 'running') {
    return {
      phase: 'Running',
      initContainerStatuses: [{ ...init, ready: true, state: { terminated: { exitCode: 0, reason: 'Completed' } } }],
      containerStatuses: [{ name: 'app', image, restartCount: 0, ready: true, state: { running: {} } }]
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
      { name: 'app', image, restartCount: 0, ready: false, state: { waiting: { reason: 'PodInitializing' } } }
    ]
  }
}

/** The kubelet's view of the Pod, with the waiting reasons and messages it writes. */
function podStatus(pod: string, namespace: string, image: string, state: PodState): Record<string, unknown> {
  const container = { name: 'app', image, restartCount: 0 }
  if (state === 'running') {
    return { phase: 'Running', containerStatuses: [{ ...container, ready: true, state: { running: {} } }] }
  }
  if (state === 'crash-loop-backoff') {
    const waiting = {
      reason: 'CrashLoopBackOff',
      message: `back-off 40s restarting failed container=app pod=${pod}_${namespace}(${hash(pod, 8)})`
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
