import { describe, expect, it } from 'vitest'
import { currentStep, describeSteps, timedOut } from '../../../src/wait/chain.js'
import { toTimeline, verdictHealth } from '../../../src/wait/timeline.js'
import type { Verdict } from '../../../src/wait/types.js'
import { app, at, EXPECT, IMAGE, LATER_REV, live, OLD_IMAGE, OLD_REV, play, snap, stepOf, tree } from './snapshots.js'

describe('the chain over a whole rollout', () => {
  const rollout = [
    snap(2, app({ revision: OLD_REV }), undefined, undefined, { [OLD_REV]: 'behind' }),
    snap(5, app({ syncStatus: 'OutOfSync', opRevision: OLD_REV }), undefined, undefined, { [OLD_REV]: 'behind' }),
    snap(8, app({ operation: true, phase: 'Running' })),
    snap(
      12,
      app({ finishedAt: 11, reconciledAt: 12 }),
      tree({ health: { status: 'Progressing' } }),
      live({ generation: 5, observedGeneration: 4 })
    ),
    snap(20, app(), tree({ health: { status: 'Progressing' }, pods: [{ image: IMAGE }] }), live({ generation: 5 })),
    snap(31, app(), tree({ pods: [{ image: IMAGE }] }), live({ generation: 5 }))
  ]

  it('moves step by step and stamps each step when it is reached', () => {
    const states = play(rollout)
    expect(states.map((s) => currentStep(s).step)).toEqual([
      'synced',
      'synced',
      'synced',
      'observed',
      'health',
      'running'
    ])
    const last = states.at(-1)!
    expect(last.verdict).toBe('healthy')
    expect(last.message).toBe(`platform.example.io/Microservice todo/todo-api is Healthy on ${IMAGE}.`)
    expect(stepOf(last, 'synced').since).toBe(at(12))
    expect(stepOf(last, 'observed').since).toBe(at(20))
    expect(stepOf(last, 'health').since).toBe(at(31))
    expect(stepOf(last, 'running').since).toBe(at(31))
  })

  it('turns into a timeline with ISO timestamps per step', () => {
    const timeline = toTimeline(play(rollout).at(-1)!)
    expect(timeline).toMatchObject({
      verdict: 'healthy',
      phase: 'running',
      health: 'Healthy',
      startedAt: '2026-01-05T10:00:00Z',
      endedAt: '2026-01-05T10:00:31Z'
    })
    expect(timeline.steps.map((s) => [s.step, s.state, s.since])).toEqual([
      ['merged', 'done', '2026-01-05T10:00:00Z'],
      ['synced', 'done', '2026-01-05T10:00:12Z'],
      ['observed', 'done', '2026-01-05T10:00:20Z'],
      ['health', 'done', '2026-01-05T10:00:31Z'],
      ['running', 'done', '2026-01-05T10:00:31Z']
    ])
  })

  it('outputs Healthy only beside a healthy verdict, whatever Argo CD said last', () => {
    // Healthy, but the Pods still run the old digest: the timeout is no success.
    const oldPods = snap(31, app(), tree({ pods: [{ image: OLD_IMAGE }] }), live({ generation: 5 }))
    const stuck = play([...rollout.slice(0, 5), oldPods]).at(-1)!
    expect(stuck).toMatchObject({ verdict: 'waiting', health: 'Healthy' })
    expect(toTimeline(timedOut(stuck, at(900), 900_000)).health).toBe('')
    // Healthy on a later commit that replaced the image: a newer release's health, not this one's.
    const [superseded] = play([
      snap(1, app({ revision: LATER_REV }), tree({}), undefined, { [LATER_REV]: 'superseded' })
    ])
    expect(superseded).toMatchObject({ verdict: 'superseded', health: 'Healthy' })
    expect(toTimeline(superseded!).health).toBe('')

    const refused: Verdict[] = [
      'degraded',
      'sync-failed',
      'superseded',
      'blocked',
      'suspended',
      'not-merged',
      'misconfigured',
      'timeout'
    ]
    for (const verdict of refused) expect(verdictHealth({ verdict, health: 'Healthy' }), verdict).toBe('')
    expect(verdictHealth({ verdict: 'degraded', health: 'Degraded' })).toBe('Degraded')
    expect(verdictHealth({ verdict: 'timeout', health: 'Progressing' })).toBe('Progressing')
    expect(verdictHealth({ verdict: 'healthy', health: 'Healthy' })).toBe('Healthy')
  })

  it('on timeout fails the step it waited for and keeps what every step last saw', () => {
    const waiting = play(rollout.slice(0, 4)).at(-1)!
    const state = timedOut(waiting, at(900), 900_000)
    expect(state.verdict).toBe('timeout')
    expect(state.message).toMatch(
      /^Timed out after 15m waiting for observed: spec.image matches; the operator has observed generation 4 of 5\./
    )
    expect(state.message).toMatch(/is it running, and does it write status.observedGeneration/)
    expect(stepOf(state, 'observed').state).toBe('failed')
    const steps = describeSteps(state)
    expect(steps).toContain(
      '  synced: done since 2026-01-05T10:00:12Z (Argo CD synced bbbbbbb; sync Succeeded at 2026-01-05T10:00:11Z)'
    )
    expect(steps).toContain('  health: pending')
  })

  it('finds a resource declared without a namespace in the app destination namespace', () => {
    const expectation = { ...EXPECT, resource: { ...EXPECT.resource, namespace: undefined } }
    const [s] = play([snap(1, app(), tree(), live())], undefined, expectation)
    expect(s!.verdict).toBe('healthy')
    expect(s!.message).toContain('todo/todo-api')
  })
})
