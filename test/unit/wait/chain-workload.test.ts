import { describe, expect, it } from 'vitest'
import type { Application, LiveObject, ResourceNode, ResourceTree } from '../../../src/argocd/types.js'
import { liveImages, workloadRollout } from '../../../src/wait/steps/rollout.js'
import type { Expectation } from '../../../src/wait/target.js'
import { app, IMAGE, NEW_REV, OLD_IMAGE, play, POLICY, snap, stepOf } from './snapshots.js'

/** A Deployment target: what Argo CD shows for an app that deploys a Deployment directly. */
const DEPLOY: Expectation = {
  resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' },
  image: IMAGE,
  revision: NEW_REV,
  container: 'api'
}
const SIDECAR = 'ghcr.io/acme/log-shipper:2.0@sha256:' + 'c'.repeat(64)

function deployApp(health: { status: string; message?: string } = { status: 'Healthy' }): Application {
  const base = app()
  return {
    ...base,
    status: {
      ...base.status,
      resources: [
        {
          group: 'apps',
          version: 'v1',
          kind: 'Deployment',
          namespace: 'todo',
          name: 'todo-api',
          status: 'Synced',
          health
        }
      ]
    }
  }
}

interface DeployOptions {
  image?: string
  generation?: number
  observedGeneration?: number | null
  replicas?: number
  updated?: number
  total?: number
  available?: number
  progressDeadline?: boolean
}

function deployment(o: DeployOptions = {}): LiveObject {
  const replicas = o.replicas ?? 2
  const generation = o.generation ?? 3
  const observed = o.observedGeneration === undefined ? generation : o.observedGeneration
  const updated = o.updated ?? replicas
  return {
    metadata: { name: 'todo-api', namespace: 'todo', generation, resourceVersion: '500' },
    spec: {
      replicas,
      template: {
        spec: {
          initContainers: [{ name: 'migrate', image: o.image ?? IMAGE }],
          containers: [
            { name: 'api', image: o.image ?? IMAGE },
            { name: 'logs', image: SIDECAR }
          ]
        }
      }
    },
    status: {
      ...(observed === null ? {} : { observedGeneration: observed }),
      replicas: o.total ?? updated,
      updatedReplicas: updated,
      availableReplicas: o.available ?? updated,
      conditions: o.progressDeadline
        ? [
            {
              type: 'Progressing',
              status: 'False',
              reason: 'ProgressDeadlineExceeded',
              message: 'ReplicaSet "todo-api-7f9" has timed out progressing.'
            }
          ]
        : [{ type: 'Progressing', status: 'True', reason: 'NewReplicaSetAvailable' }]
    }
  }
}

/** Deployment -> ReplicaSets -> Pods, as Argo CD's tree shows them; `old` Pods run the previous image. */
function deployTree(health: { status: string; message?: string }, pods: { fresh: number; old?: number }): ResourceTree {
  const root: ResourceNode = {
    group: 'apps',
    version: 'v1',
    kind: 'Deployment',
    namespace: 'todo',
    name: 'todo-api',
    uid: 'uid-dep',
    resourceVersion: '500',
    health
  }
  const rs = (name: string): ResourceNode => ({
    group: 'apps',
    version: 'v1',
    kind: 'ReplicaSet',
    namespace: 'todo',
    name,
    uid: `uid-${name}`,
    parentRefs: [{ group: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api', uid: 'uid-dep' }]
  })
  const pod = (set: string, i: number, image: string): ResourceNode => ({
    version: 'v1',
    kind: 'Pod',
    namespace: 'todo',
    name: `${set}-${i}`,
    uid: `uid-${set}-${i}`,
    parentRefs: [{ group: 'apps', kind: 'ReplicaSet', namespace: 'todo', name: set, uid: `uid-${set}` }],
    images: [image, SIDECAR],
    info: [{ name: 'Status Reason', value: 'Running' }],
    health: { status: 'Healthy' }
  })
  const nodes = [root, rs('todo-api-new'), rs('todo-api-old')]
  for (let i = 0; i < pods.fresh; i++) nodes.push(pod('todo-api-new', i, IMAGE))
  for (let i = 0; i < (pods.old ?? 0); i++) nodes.push(pod('todo-api-old', i, OLD_IMAGE))
  return { nodes }
}

const healthy = { status: 'Healthy' }

describe('a Deployment target', () => {
  it('is released once the controller observed the generation, the rollout completed and the Pods run the digest', () => {
    const [s] = play([snap(1, deployApp(), deployTree(healthy, { fresh: 2 }), deployment())], POLICY, DEPLOY)
    expect(s!.verdict).toBe('healthy')
    expect(stepOf(s!, 'observed').detail).toBe(
      'spec.template.spec.containers[name=api].image matches; the Deployment controller observed generation 3'
    )
    expect(stepOf(s!, 'health').detail).toMatch(/^Healthy \(2 of 2 replicas updated and available\)/)
    expect(stepOf(s!, 'running')).toMatchObject({ state: 'done', detail: expect.stringMatching(/^2 Pods run/) })
  })

  it('does not count a stale Healthy while the controller is a generation behind, nor a missing observedGeneration', () => {
    const [behind, unreported] = play(
      [
        snap(1, deployApp(), deployTree(healthy, { fresh: 0, old: 2 }), deployment({ observedGeneration: 2 })),
        snap(2, deployApp(), deployTree(healthy, { fresh: 0, old: 2 }), deployment({ observedGeneration: null }))
      ],
      POLICY,
      DEPLOY
    )
    expect(behind!.verdict).toBe('waiting')
    expect(stepOf(behind!, 'observed').detail).toMatch(/the Deployment controller has observed generation 2 of 3/)
    expect(stepOf(behind!, 'health').state).toBe('pending')
    // Argo CD's built-in check reads observedGeneration itself: no argocd-cm to blame.
    expect(stepOf(behind!, 'health').detail).toBe(
      'Healthy (while the Deployment controller has only observed generation 2 of 3; not counted yet)'
    )
    expect(behind!.warnings).toEqual([])
    expect(unreported!.verdict).toBe('waiting')
    expect(stepOf(unreported!, 'observed').detail).toMatch(/has not written status.observedGeneration for generation 3/)
  })

  it('waits while the live container still runs the old image', () => {
    const [s] = play(
      [snap(1, deployApp(), deployTree(healthy, { fresh: 0 }), deployment({ image: OLD_IMAGE }))],
      POLICY,
      DEPLOY
    )
    expect(stepOf(s!, 'observed').detail).toBe(
      `the live spec.template.spec.containers[name=api].image is ${OLD_IMAGE}, not ${IMAGE}`
    )
  })

  it('waits on a rollout stuck with old ReplicaSet Pods, even when the node says Healthy', () => {
    // Two new replicas, one old one still serving: kubectl says "1 old replicas are pending termination".
    const live = deployment({ updated: 2, total: 3 })
    const [s] = play([snap(1, deployApp(), deployTree(healthy, { fresh: 2, old: 1 }), live)], POLICY, DEPLOY)
    expect(s!.verdict).toBe('waiting')
    expect(stepOf(s!, 'health')).toMatchObject({
      state: 'waiting',
      detail: 'Healthy, but the rollout is not complete: 1 old replicas are pending termination'
    })
    expect(stepOf(s!, 'running').state).toBe('pending')
  })

  it('waits for Pods of the old ReplicaSet to go once the rollout is complete', () => {
    const [s] = play([snap(1, deployApp(), deployTree(healthy, { fresh: 2, old: 1 }), deployment())], POLICY, DEPLOY)
    expect(stepOf(s!, 'running')).toMatchObject({ state: 'waiting', detail: expect.stringMatching(/^2 of 3 Pods run/) })
  })

  it('fails Degraded when the progress deadline is exceeded, after the grace', () => {
    const progressing = { status: 'Progressing', message: 'Waiting for rollout to finish' }
    const live = deployment({ updated: 1, available: 0, progressDeadline: true })
    const states = play(
      [
        snap(1, deployApp(progressing), deployTree(progressing, { fresh: 1, old: 2 }), live),
        snap(40, deployApp(progressing), deployTree(progressing, { fresh: 1, old: 2 }), live)
      ],
      { ...POLICY, degradedGraceMs: 30_000 },
      DEPLOY
    )
    expect(states[0]!.verdict).toBe('waiting')
    expect(stepOf(states[0]!, 'health').detail).toMatch(
      /^Degraded: Deployment "todo-api" exceeded its progress deadline/
    )
    expect(states[1]!.verdict).toBe('degraded')
    expect(states[1]!.message).toMatch(
      /apps\/Deployment todo\/todo-api is Degraded: Deployment "todo-api" exceeded its progress deadline/
    )
  })
})

describe('workloadRollout', () => {
  const target = { apiGroup: 'apps', kind: 'Deployment', name: 'web' }
  it('follows kubectl rollout status for Deployments', () => {
    expect(workloadRollout(target, deployment({ updated: 1 }))).toEqual({
      state: 'progressing',
      message: '1 out of 2 new replicas have been updated'
    })
    expect(workloadRollout(target, deployment({ available: 1 }))).toEqual({
      state: 'progressing',
      message: '1 of 2 updated replicas are available'
    })
    expect(workloadRollout(target, deployment())?.state).toBe('complete')
  })

  it('judges StatefulSets by revisions and partitions, DaemonSets by scheduled Pods', () => {
    const sts = { apiGroup: 'apps', kind: 'StatefulSet', name: 'db' }
    const rolling = {
      spec: { replicas: 3 },
      status: { readyReplicas: 3, updatedReplicas: 1, currentRevision: 'db-1', updateRevision: 'db-2' }
    }
    expect(workloadRollout(sts, rolling)?.state).toBe('progressing')
    expect(workloadRollout(sts, { ...rolling, status: { ...rolling.status, currentRevision: 'db-2' } })?.state).toBe(
      'complete'
    )
    const partitioned = {
      spec: { replicas: 3, updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 2 } } },
      status: { readyReplicas: 3, updatedReplicas: 1 }
    }
    expect(workloadRollout(sts, partitioned)?.state).toBe('complete')
    const ds = { apiGroup: 'apps', kind: 'DaemonSet', name: 'agent' }
    expect(
      workloadRollout(ds, { status: { desiredNumberScheduled: 3, updatedNumberScheduled: 2, numberAvailable: 3 } })
    ).toEqual({
      state: 'progressing',
      message: '2 out of 3 new Pods have been updated'
    })
  })

  it('leaves other kinds to Argo CD', () => {
    expect(workloadRollout({ apiGroup: 'batch', kind: 'CronJob', name: 'x' }, { spec: {} })).toBeUndefined()
    expect(
      workloadRollout({ apiGroup: 'platform.example.io', kind: 'Microservice', name: 'x' }, { spec: {} })
    ).toBeUndefined()
  })
})

describe('liveImages', () => {
  it('lists spec.image and every pod-template container, init containers marked', () => {
    const cron = {
      spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: 'job', image: IMAGE }] } } } } }
    }
    expect(liveImages(cron)).toEqual([
      { path: 'spec.jobTemplate.spec.template.spec.containers[name=job].image', image: IMAGE, container: 'job' }
    ])
    expect(liveImages(deployment()).map((i) => [i.path, i.auxiliary ?? false])).toEqual([
      ['spec.template.spec.initContainers[name=migrate].image', true],
      ['spec.template.spec.containers[name=api].image', false],
      ['spec.template.spec.containers[name=logs].image', false]
    ])
    expect(liveImages({ spec: { image: IMAGE } })).toEqual([{ path: 'spec.image', image: IMAGE }])
  })
})
