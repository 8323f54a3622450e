import type { Application, LiveObject, ResourceNode, ResourceTree } from '../../../src/argocd/types.js'
import { evaluate, initialChain } from '../../../src/wait/chain.js'
import type { Expectation } from '../../../src/wait/target.js'
import type { ChainState, RevisionRelation, Snapshot, WaitPolicy } from '../../../src/wait/types.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

/** Builders for Argo CD snapshots in the shapes the API returns, with the defaults of a finished rollout. */

export const OLD_REV = 'a'.repeat(40)
export const NEW_REV = 'b'.repeat(40)
export const LATER_REV = 'c'.repeat(40)
export const IMAGE = `ghcr.io/acme/todo-api:1.4.2@${DIGEST_B}`
export const OLD_IMAGE = `ghcr.io/acme/todo-api:1.4.1@${DIGEST_A}`
export const T0 = Date.parse('2026-01-05T10:00:00Z')
export const at = (seconds: number): number => T0 + seconds * 1000
const iso = (seconds: number): string => new Date(at(seconds)).toISOString().replace(/\.\d{3}Z$/, 'Z')

export const EXPECT: Expectation = {
  resource: { apiGroup: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api' },
  image: IMAGE,
  revision: NEW_REV
}

export const POLICY: WaitPolicy = { degradedGraceMs: 0, suspended: 'success' }

export interface AppOptions {
  revision?: string
  revisions?: string[]
  syncStatus?: string
  resourceSync?: string
  phase?: string
  opRevision?: string
  opMessage?: string
  failedResources?: { kind: string; name: string; message: string }[]
  finishedAt?: number
  reconciledAt?: number
  operation?: boolean
  health?: { status?: string; message?: string } | null
  conditions?: { type: string; message: string }[]
  namespace?: string
  rv?: string
}

export function app(o: AppOptions = {}): Application {
  const revision = o.revision ?? NEW_REV
  const health = o.health === undefined ? { status: 'Healthy', message: 'Ready' } : o.health
  return {
    metadata: { name: 'todo-full-api', namespace: 'argocd', resourceVersion: o.rv ?? '100' },
    spec: { destination: { namespace: 'todo', server: 'https://kubernetes.default.svc' } },
    ...(o.operation ? { operation: { sync: { revision } } } : {}),
    status: {
      sync: { status: o.syncStatus ?? 'Synced', ...(o.revisions ? { revisions: o.revisions } : { revision }) },
      health: { status: 'Healthy' },
      operationState: {
        operation: { sync: { revision: o.opRevision ?? revision } },
        phase: o.phase ?? 'Succeeded',
        message: o.opMessage ?? 'successfully synced (all tasks run)',
        syncResult: {
          revision: o.opRevision ?? revision,
          resources: (o.failedResources ?? []).map((r) => ({
            ...r,
            group: 'platform.example.io',
            status: 'SyncFailed'
          }))
        },
        startedAt: iso(0),
        ...(o.phase === 'Running' ? {} : { finishedAt: iso(o.finishedAt ?? 5) })
      },
      reconciledAt: iso(o.reconciledAt ?? 6),
      resources: [
        {
          group: 'platform.example.io',
          version: 'v1alpha1',
          kind: 'Microservice',
          ...(o.namespace === '' ? {} : { namespace: o.namespace ?? 'todo' }),
          name: 'todo-api',
          status: o.resourceSync ?? o.syncStatus ?? 'Synced',
          ...(health === null ? {} : { health })
        }
      ],
      ...(o.conditions ? { conditions: o.conditions } : {})
    }
  }
}

export interface PodOptions {
  image: string
  terminating?: boolean
  /** A container's waiting reason (as Argo CD's "Status Reason"), and the kubelet's message. */
  waiting?: { reason: string; message: string }
  /** The Pod's health; default Degraded with the waiting message when waiting, else Healthy. */
  health?: { status: string; message?: string }
}

export function tree(
  o: { health?: { status?: string; message?: string } | null; rv?: string; pods?: PodOptions[] } = {}
): ResourceTree {
  const health = o.health === undefined ? { status: 'Healthy', message: 'Ready' } : o.health
  const root: ResourceNode = {
    group: 'platform.example.io',
    version: 'v1alpha1',
    kind: 'Microservice',
    namespace: 'todo',
    name: 'todo-api',
    uid: 'uid-ms',
    resourceVersion: o.rv ?? '500',
    ...(health === null ? {} : { health })
  }
  const nodes: ResourceNode[] = [root]
  if (o.pods) {
    const deploy = {
      group: 'apps',
      version: 'v1',
      kind: 'Deployment',
      namespace: 'todo',
      name: 'todo-api',
      uid: 'uid-dep'
    }
    const rs = {
      group: 'apps',
      version: 'v1',
      kind: 'ReplicaSet',
      namespace: 'todo',
      name: 'todo-api-7f9',
      uid: 'uid-rs'
    }
    nodes.push({
      ...deploy,
      parentRefs: [
        { group: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api', uid: 'uid-ms' }
      ]
    })
    nodes.push({ ...rs, parentRefs: [deploy] })
    o.pods.forEach((pod, i) =>
      nodes.push({
        version: 'v1',
        kind: 'Pod',
        namespace: 'todo',
        name: `todo-api-7f9-${i}`,
        uid: `uid-pod-${i}`,
        parentRefs: [rs],
        images: [pod.image],
        info: [{ name: 'Status Reason', value: pod.waiting?.reason ?? (pod.terminating ? 'Terminating' : 'Running') }],
        health:
          pod.health ?? (pod.waiting ? { status: 'Degraded', message: pod.waiting.message } : { status: 'Healthy' })
      })
    )
  }
  return { nodes }
}

export function live(
  o: { image?: string; generation?: number; observedGeneration?: number | null; rv?: string } = {}
): LiveObject {
  const generation = o.generation ?? 4
  const observed = o.observedGeneration === undefined ? generation : o.observedGeneration
  return {
    metadata: { name: 'todo-api', namespace: 'todo', generation, resourceVersion: o.rv ?? '500' },
    spec: { image: o.image ?? IMAGE, port: 8080 },
    status: observed === null ? {} : { observedGeneration: observed }
  }
}

export function snap(
  seconds: number,
  a: Application,
  t?: ResourceTree,
  l?: LiveObject | 'absent',
  relations: Record<string, RevisionRelation> = {}
): Snapshot {
  return { at: at(seconds), app: a, tree: t, live: l, relations: new Map(Object.entries(relations)) }
}

export function start(): ChainState {
  return initialChain(T0, { state: 'done', detail: 'PR #7 merged' })
}

/** Folds snapshots through the evaluator, returning every intermediate state. */
export function play(snapshots: Snapshot[], policy: WaitPolicy = POLICY, expect: Expectation = EXPECT): ChainState[] {
  const states: ChainState[] = []
  let state = start()
  for (const s of snapshots) {
    state = evaluate(expect, policy, s, state)
    states.push(state)
  }
  return states
}

export function stepOf(state: ChainState, step: string): { state: string; since: number; detail: string } {
  return state.steps.find((s) => s.step === step)!
}
