import { describe, expect, it } from 'vitest'
import { app, at, LATER_REV, live, NEW_REV, OLD_REV, play, snap, stepOf, tree, EXPECT } from './snapshots.js'

describe('synced step', () => {
  it('waits while Argo CD still compares the previous commit', () => {
    const [s] = play([snap(1, app({ revision: OLD_REV }), undefined, undefined, { [OLD_REV]: 'behind' })])
    expect(s!.verdict).toBe('waiting')
    expect(stepOf(s!, 'synced')).toMatchObject({ state: 'waiting' })
    expect(stepOf(s!, 'synced').detail).toMatch(/still at aaaaaaa, before bbbbbbb/)
    expect(stepOf(s!, 'observed').state).toBe('pending')
  })

  it('is not done when the new revision is compared but the last operation synced the old one', () => {
    // Right after a refresh: sync.revision is new, the app OutOfSync, operationState from the old sync.
    const [s] = play([
      snap(1, app({ syncStatus: 'OutOfSync', opRevision: OLD_REV }), undefined, undefined, { [OLD_REV]: 'behind' })
    ])
    expect(stepOf(s!, 'synced')).toMatchObject({ state: 'waiting' })
    expect(stepOf(s!, 'synced').detail).toMatch(/OutOfSync/)
  })

  it('waits for a pending operation, a running sync and a reconcile after it', () => {
    const states = play([
      snap(1, app({ operation: true, phase: 'Running' })),
      snap(2, app({ phase: 'Running', opMessage: 'waiting for healthy state of apps/Deployment/x' })),
      snap(3, app({ finishedAt: 10, reconciledAt: 9 }))
    ])
    expect(states.map((s) => stepOf(s, 'synced').state)).toEqual(['waiting', 'waiting', 'waiting'])
    expect(stepOf(states[0]!, 'synced').detail).toMatch(/sync operation is running/)
    expect(stepOf(states[1]!, 'synced').detail).toMatch(/waiting for healthy state/)
    expect(stepOf(states[2]!, 'synced').detail).toMatch(/waiting for Argo CD to reconcile after it/)
  })

  it('is done at the expected revision, with the time it was first seen', () => {
    const states = play([snap(1, app({ operation: true })), snap(4, app(), tree(), live())])
    expect(stepOf(states[1]!, 'synced')).toMatchObject({ state: 'done', since: at(4) })
    expect(states[1]!.revision).toBe(NEW_REV)
  })

  it("ends at once when the sync of the expected revision failed, with Argo CD's message", () => {
    const failed = app({
      phase: 'Failed',
      syncStatus: 'OutOfSync',
      opMessage: 'one or more objects failed to apply, reason: admission webhook denied the request',
      failedResources: [{ kind: 'Microservice', name: 'todo-api', message: 'spec.port: Invalid value: 70000' }]
    })
    const [s] = play([snap(1, failed)])
    expect(s!.verdict).toBe('sync-failed')
    expect(s!.message).toContain('admission webhook denied the request')
    expect(s!.message).toContain('Microservice todo-api: spec.port: Invalid value: 70000')
    expect(stepOf(s!, 'synced').state).toBe('failed')
  })

  it('ignores a failed sync of an older revision', () => {
    const [s] = play([
      snap(1, app({ phase: 'Failed', opRevision: OLD_REV, syncStatus: 'OutOfSync' }), undefined, undefined, {
        [OLD_REV]: 'behind'
      })
    ])
    expect(s!.verdict).toBe('waiting')
  })

  it('does not fail on a failed sync while a new operation is already requested', () => {
    const [s] = play([snap(1, app({ phase: 'Failed', operation: true, syncStatus: 'OutOfSync' }))])
    expect(s!.verdict).toBe('waiting')
  })

  it('accepts a multi-source app when one of revisions[] is the expected commit', () => {
    const [s] = play([snap(1, app({ revisions: ['1.2.3', NEW_REV], opRevision: '' }), tree(), live())])
    expect(stepOf(s!, 'synced')).toMatchObject({ state: 'done' })
    expect(s!.revision).toBe(NEW_REV)
  })

  it('accepts a later commit that still pins the image, and says so', () => {
    const [s] = play([snap(1, app({ revision: LATER_REV }), tree(), live(), { [LATER_REV]: 'descendant' })])
    expect(stepOf(s!, 'synced').state).toBe('done')
    expect(stepOf(s!, 'synced').detail).toMatch(/later commit than bbbbbbb that still pins the image/)
    expect(s!.verdict).toBe('healthy')
  })

  it('ends when a later commit replaced the image (superseded)', () => {
    const [s] = play([snap(1, app({ revision: LATER_REV }), undefined, undefined, { [LATER_REV]: 'superseded' })])
    expect(s!.verdict).toBe('superseded')
  })

  it('without an expected revision accepts whatever Argo CD synced', () => {
    const [s] = play([snap(1, app({ revision: OLD_REV }), tree(), live())], undefined, {
      ...EXPECT,
      revision: undefined
    })
    expect(s!.verdict).toBe('healthy')
  })

  it('names error conditions while it waits', () => {
    const [s] = play([
      snap(
        1,
        app({
          revision: OLD_REV,
          syncStatus: 'Unknown',
          conditions: [{ type: 'ComparisonError', message: 'rpc error: manifest generation failed' }]
        }),
        undefined,
        undefined,
        {
          [OLD_REV]: 'behind'
        }
      )
    ])
    expect(stepOf(s!, 'synced').detail).toContain('ComparisonError: rpc error: manifest generation failed')
  })
})
