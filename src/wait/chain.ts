import { evaluateHealth } from './steps/health.js'
import { evaluateObserved } from './steps/observed.js'
import { evaluatePods } from './steps/pods.js'
import { findResource, type FoundResource } from './steps/resource.js'
import { hasRolloutRules, workloadRollout } from './steps/rollout.js'
import { evaluateRunning } from './steps/running.js'
import { evaluateSynced } from './steps/synced.js'
import { formatDuration, isoTime } from '../text/time.js'
import { resourceLabel } from '../manifest/label.js'
import type { Expectation } from './target.js'
import {
  STEPS,
  type ChainState,
  type Snapshot,
  type StepName,
  type StepResult,
  type StepState,
  type StepStatus,
  type WaitPolicy
} from './types.js'

/** A step's conclusion, which may also be `pending` (shown, but not counted yet). */
type Judged = Omit<StepResult, 'state'> & { readonly state: StepState }

/** The chain before Argo CD was asked anything: only `merged` is known. */
export function initialChain(now: number, merged: { state: StepState; detail: string; since?: number }): ChainState {
  return {
    steps: STEPS.filter((step) => step !== 'verified').map((step) =>
      step === 'merged'
        ? { step, state: merged.state, detail: merged.detail, since: merged.since ?? now }
        : { step, state: 'pending', since: now, detail: '' }
    ),
    verdict: merged.state === 'failed' ? 'not-merged' : 'waiting',
    message: merged.detail,
    health: '',
    revision: undefined,
    warnings: [],
    degradedSince: undefined,
    startedAt: now,
    updatedAt: now,
    wakeAt: undefined
  }
}

/** Where the target is in this snapshot (the watcher needs its namespace and version to read it). */
export function locate(expect: Expectation, snapshot: Pick<Snapshot, 'app' | 'tree'>): FoundResource {
  return findResource(snapshot.app, snapshot.tree, expect.resource)
}

/**
 * The whole chain from one snapshot: a pure function of what Argo CD shows now and what we
 * remembered (step timestamps, when Degraded began). Steps are judged in order; a step is only
 * `done` when every step before it is, so a stale Healthy can never stand in for a missing sync.
 */
export function evaluate(expect: Expectation, policy: WaitPolicy, snapshot: Snapshot, prev: ChainState): ChainState {
  const found = locate(expect, snapshot)
  const synced = evaluateSynced({
    app: snapshot.app,
    found,
    expected: expect.revision,
    relations: snapshot.relations,
    startedAt: prev.startedAt,
    windows: snapshot.windows
  })
  const results: Partial<Record<StepName, Judged>> = { synced }
  let degradedSince: number | undefined
  let treeLag: ChainState['treeLag']
  let podFailingSince: number | undefined
  let wakeAt: number | undefined
  if (synced.state === 'done') {
    const observed = evaluateObserved(snapshot.live, expect.image, resourceLabel(found.target, { withGroup: true }), {
      container: expect.container,
      kind: hasRolloutRules(found.target) ? found.target.kind : undefined
    })
    // The rollout rules read a status only once it is for the generation with the image.
    const rollout =
      observed.state === 'done' && typeof snapshot.live === 'object'
        ? workloadRollout(found.target, snapshot.live)
        : undefined
    const health = evaluateHealth({
      found,
      live: snapshot.live,
      rollout,
      observedGap: observed.gap,
      policy,
      degradedSince: prev.degradedSince,
      treeLag: prev.treeLag,
      at: snapshot.at
    })
    results.observed = observed
    // Before the operator caught up, health is shown but cannot count (unless it fails for good).
    results.health = observed.state === 'done' || health.state === 'failed' ? health : { ...health, state: 'pending' }
    degradedSince = health.degradedSince
    treeLag = health.treeLag
    wakeAt = health.wakeAt
    const judged = results.health
    if (judged.state !== 'done' && judged.state !== 'failed') {
      const pods = evaluatePods(
        snapshot.tree,
        found,
        expect.image,
        policy.podFailureGraceMs,
        prev.podFailingSince,
        snapshot.at
      )
      podFailingSince = pods.failingSince
      if (pods.wakeAt !== undefined) wakeAt = Math.min(wakeAt ?? Infinity, pods.wakeAt)
      if (pods.failure !== undefined)
        results.health = {
          ...health,
          state: 'failed',
          detail: pods.failure,
          failure: { verdict: 'degraded', message: pods.failure }
        }
      else if (pods.note !== undefined) results.health = { ...judged, detail: `${judged.detail}; ${pods.note}` }
    }
    if (observed.state === 'done' && health.state === 'done')
      results.running = evaluateRunning(snapshot.tree, found, expect.image)
  }
  const steps = prev.steps.map((old): StepStatus => {
    const result = results[old.step]
    if (old.step === 'merged') return old
    const state: StepState = result?.state ?? 'pending'
    const detail = result?.detail ?? (state === 'pending' ? '' : old.detail)
    return { step: old.step, state, since: state === old.state ? old.since : snapshot.at, detail }
  })
  const warnings = [...prev.warnings]
  for (const result of Object.values(results))
    if (result?.warning && !warnings.includes(result.warning)) warnings.push(result.warning)
  const failure = Object.values(results).find((r) => r?.failure)?.failure
  const health = (found.node?.health ?? found.status?.health)?.status ?? prev.health
  const finished = results.health?.state === 'done' && ['done', 'skipped'].includes(results.running?.state ?? '')
  return {
    steps,
    verdict: failure?.verdict ?? (finished ? 'healthy' : 'waiting'),
    message:
      failure?.message ??
      (finished
        ? `${resourceLabel(found.target, { withGroup: true })} is ${health} on ${expect.image}.`
        : waitingFor(steps)),
    health,
    revision: synced.revision ?? prev.revision,
    warnings,
    degradedSince,
    podFailingSince,
    treeLag,
    syncPending: synced.pending
      ? {
          kind: synced.pending,
          since: prev.syncPending?.kind === synced.pending ? prev.syncPending.since : snapshot.at
        }
      : undefined,
    startedAt: prev.startedAt,
    updatedAt: snapshot.at,
    wakeAt
  }
}

/**
 * The chain when time ran out: the step being waited for failed, and says what it last saw.
 * `syncHeldBy`: for a wait still at the synced step, the sentence that names the sync windows
 * holding the sync, said instead of the generic hint.
 */
export function timedOut(prev: ChainState, now: number, timeoutMs: number, syncHeldBy?: string): ChainState {
  const current = currentStep(prev)
  const steps = prev.steps.map((s) => (s.step === current.step ? { ...s, state: 'failed' as const, since: now } : s))
  const after = formatDuration(timeoutMs)
  const hint = current.step === 'synced' && syncHeldBy !== undefined ? ` ${syncHeldBy}` : timeoutHint(current.step)
  return {
    ...prev,
    steps,
    verdict: 'timeout',
    message: `Timed out after ${after} waiting for ${current.step}${current.detail ? `: ${current.detail}` : ''}.${hint}`,
    updatedAt: now,
    wakeAt: undefined
  }
}

/** The chain ended by something found outside the steps (an app of apps without the resource). */
export function endedAt(
  prev: ChainState,
  step: StepName,
  failure: { verdict: ChainState['verdict']; message: string },
  now: number
): ChainState {
  const steps = prev.steps.map((s) =>
    s.step === step ? { ...s, state: 'failed' as const, since: now, detail: failure.message } : s
  )
  return { ...prev, steps, verdict: failure.verdict, message: failure.message, updatedAt: now, wakeAt: undefined }
}

/** The step the wait is at: the first one not done; when all are done, the last one reached. */
export function currentStep(state: ChainState): StepStatus {
  return (
    state.steps.find((s) => s.state === 'waiting' || s.state === 'failed' || s.state === 'pending') ??
    [...state.steps].reverse().find((s) => s.state === 'done') ??
    state.steps[0]!
  )
}

/** Every step's last state, one per line, for failure messages a human reads in the log. */
export function describeSteps(state: ChainState): string {
  return state.steps
    .map(
      (s) =>
        `  ${s.step}: ${s.state}${s.state === 'pending' || s.state === 'unobservable' ? '' : ` since ${isoTime(s.since)}`}${s.detail ? ` (${s.detail})` : ''}`
    )
    .join('\n')
}

export function isTerminal(state: ChainState): boolean {
  return state.verdict !== 'waiting'
}

/** The verdicts that pass the step: Healthy without verification configured, verified with it. */
export function succeeded(verdict: ChainState['verdict']): boolean {
  return verdict === 'healthy' || verdict === 'verified'
}

/**
 * True when a step's state, the verdict or the resource's health moved: worth a log line and a
 * comment edit. Details alone change too often ("allowing 29s more") to report each.
 */
export function stepsChanged(a: ChainState, b: ChainState): boolean {
  return a.steps.some((s, i) => s.state !== b.steps[i]?.state) || a.verdict !== b.verdict || a.health !== b.health
}

function waitingFor(steps: readonly StepStatus[]): string {
  const step = steps.find((s) => s.state === 'waiting') ?? steps.find((s) => s.state === 'pending')
  return step ? `Waiting for ${step.step}${step.detail ? `: ${step.detail}` : ''}` : 'Waiting'
}

function timeoutHint(step: StepName): string {
  switch (step) {
    case 'observed':
      return ' The operator never reported the new generation: is it running, and does it write status.observedGeneration?'
    case 'synced':
      return " Argo CD did not sync the revision: check the app's sync policy (automated?) and its conditions in the UI."
    default:
      return ''
  }
}
