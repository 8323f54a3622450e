import { type Cluster, keyOf, timestamp } from './cluster.js'
import type { K8sObject, OperatorScenario, OperatorSettings, OperatorStep as Step } from './types.js'
import { firstImage, type PodState, rollDeployment, writeWorkloads } from './workloads.js'

/** Each scenario's steps, at multiples of the operator's delay after it sees a new generation. */
const SCRIPT: Record<OperatorScenario, { after: number; step: Step }[]> = {
  healthy: [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'ready' }
  ],
  'image-pull-failure': [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'stalled' }
  ],
  'degraded-then-recovers': [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'stalled' },
    { after: 4, step: 'ready' }
  ],
  'never-ready': [{ after: 1, step: 'rolling-out' }],
  'crash-loop': [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'crash-looping' }
  ],
  'config-error': [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'config-error' }
  ],
  paused: [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'paused' }
  ],
  'init-image-pull-failure': [
    { after: 1, step: 'rolling-out' },
    { after: 2, step: 'init-image-pull' }
  ],
  'operator-down': []
}

const POD_STATE: Record<Step, PodState> = {
  'rolling-out': 'starting',
  stalled: 'image-pull-backoff',
  'crash-looping': 'crash-loop-backoff',
  'config-error': 'config-error',
  'init-image-pull': 'image-pull-backoff',
  paused: 'running',
  ready: 'running'
}

interface Tracked {
  generation: number
  /** When the operator first saw this generation, moved on by the time it was held. */
  since: number
  /** Since when `holdBefore` has held the next step, if it does. */
  heldSince?: number
  done: Set<Step>
  /** When it last wrote status (for `statusEveryMs`). */
  wroteAt?: number
}

interface Revisions {
  current: { image: string; revision: number }
  /** The last image that became ready, still serving during a rollout. */
  serving?: { image: string; revision: number }
}

/**
 * A Kopf-style Microservice operator (and, for a Deployment an app manages itself, Kubernetes'
 * Deployment controller, on the same scenario script: its `stalled` step is a progress deadline
 * exceeded): on a new generation it rolls out the workloads and writes
 * `status.observedGeneration` and the Ready / Stalled conditions (each with its own
 * observedGeneration), following the app's scenario. Until its first step for a generation the
 * status keeps describing the previous one, which is the window a naive wait is fooled by.
 */
export class SimulatedOperator {
  private readonly tracked = new Map<string, Tracked>()
  private readonly revisions = new Map<string, Revisions>()

  constructor(
    private readonly cluster: Cluster,
    private readonly now: () => number
  ) {}

  /** One pass over the live Microservices (and managed Deployments) of an app. */
  reconcile(microservices: K8sObject[], settings: OperatorSettings): void {
    const delay = settings.delayMs ?? 100
    for (const ms of microservices) {
      const uid = ms.metadata.uid ?? ''
      const generation = ms.metadata.generation ?? 1
      let state = this.tracked.get(uid)
      if (!state || state.generation !== generation) {
        state = { generation, since: this.now(), done: new Set() }
        this.tracked.set(uid, state)
      }
      const script = SCRIPT[settings.scenario]
      for (const { after, step } of script) {
        if (state.done.has(step)) continue
        if (this.held(state, step, settings)) break
        // Steps come in order: one not due yet keeps the later ones waiting too.
        if (this.now() - state.since < after * delay) break
        state.done.add(step)
        this.perform(ms, generation, step, settings.scenario === 'init-image-pull-failure')
        state.wroteAt = this.now()
      }
      const finished = script.length > 0 && script.every(({ step }) => state.done.has(step))
      if (
        finished &&
        settings.statusEveryMs !== undefined &&
        this.now() - (state.wroteAt ?? 0) >= settings.statusEveryMs
      ) {
        this.heartbeat(ms)
        state.wroteAt = this.now()
      }
    }
  }

  /** A status write that changes nothing the health check reads. */
  private heartbeat(ms: K8sObject): void {
    const current = this.cluster.get(keyOf(ms))
    if (!current) return
    this.cluster.writeStatus(keyOf(ms), { ...current.status, lastHeartbeatTime: new Date(this.now()).toISOString() })
  }

  /** Whether `holdBefore` holds `step`; the time held does not count towards the step's delay. */
  private held(state: Tracked, step: Step, settings: OperatorSettings): boolean {
    if (settings.holdBefore?.(step)) {
      state.heldSince ??= this.now()
      return true
    }
    if (state.heldSince !== undefined) {
      state.since += this.now() - state.heldSince
      delete state.heldSince
    }
    return false
  }

  /** `init`: the Pods run an init container on the new image first (a database migration). */
  private perform(ms: K8sObject, generation: number, step: Step, init: boolean): void {
    const deployment = ms.kind === 'Deployment'
    const image = deployment ? firstImage(ms) : String(ms.spec?.['image'] ?? '')
    const revisions = this.nextRevisions(ms.metadata.uid ?? '', image, step)
    if (deployment) {
      // A Deployment the app manages itself: Kubernetes' controller, on the same script.
      rollDeployment(this.cluster, ms, {
        image,
        revision: revisions.current.revision,
        ...(revisions.serving && revisions.serving.image !== image ? { previous: revisions.serving } : {}),
        state: POD_STATE[step],
        init,
        stalled: step === 'stalled'
      })
      return
    }
    writeWorkloads(this.cluster, {
      owner: ms,
      image,
      revision: revisions.current.revision,
      ...(revisions.serving && revisions.serving.image !== image ? { previous: revisions.serving } : {}),
      state: POD_STATE[step],
      init
    })
    const replicas = Number(ms.spec?.['replicas'] ?? 1)
    const name = ms.metadata.name
    const previous = (ms.status?.['conditions'] as Condition[] | undefined) ?? []
    const condition = (type: string, status: string, reason: string, message: string): Condition => {
      const before = previous.find((c) => c.type === type)
      const lastTransitionTime = before?.status === status ? before.lastTransitionTime : timestamp(this.now())
      return { type, status, reason, message, observedGeneration: generation, lastTransitionTime }
    }
    const progressing = [
      condition(
        'Ready',
        'False',
        'Progressing',
        `Waiting for rollout: 0 of ${replicas} updated replicas are available`
      ),
      condition('Stalled', 'False', 'Progressing', 'Rollout is progressing')
    ]
    const conditions: Record<Step, Condition[]> = {
      'rolling-out': progressing,
      stalled: [
        condition('Ready', 'False', 'ImagePullBackOff', `0 of ${replicas} updated replicas are available`),
        condition('Stalled', 'True', 'ImagePullBackOff', `Back-off pulling image "${image}"`)
      ],
      // An operator that leaves failing Pods to the Deployment's progress deadline (10 minutes)
      // says no more than while the rollout progresses.
      'crash-looping': progressing,
      'config-error': progressing,
      'init-image-pull': progressing,
      paused: [
        condition('Ready', 'False', 'Paused', 'Rollout is paused: waiting for promotion'),
        condition('Stalled', 'False', 'Paused', 'Rollout is paused')
      ],
      ready: [
        condition('Ready', 'True', 'Available', `Deployment ${name} has ${replicas}/${replicas} ready replicas`),
        condition('Stalled', 'False', 'Available', 'Rollout complete')
      ]
    }
    // Argo Rollouts' pause: what its health check reads as Suspended.
    const paused =
      step === 'paused' ? { pauseConditions: [{ reason: 'BlueGreenPause', startTime: timestamp(this.now()) }] } : {}
    this.cluster.writeStatus(keyOf(ms), { observedGeneration: generation, conditions: conditions[step], ...paused })
  }

  /** Deployment revisions: a new image is a new revision; a ready rollout becomes the serving one. */
  private nextRevisions(uid: string, image: string, step: Step): Revisions {
    const known = this.revisions.get(uid)
    let next: Revisions
    if (!known) next = { current: { image, revision: 1 } }
    else if (known.current.image === image) next = known
    else
      next = {
        current: { image, revision: known.current.revision + 1 },
        ...(known.serving ? { serving: known.serving } : {})
      }
    if (step === 'ready') next = { current: next.current, serving: next.current }
    this.revisions.set(uid, next)
    return next
  }
}

interface Condition {
  type: string
  status: string
  reason: string
  message: string
  observedGeneration: number
  lastTransitionTime?: string
}
