import { describe, expect, it } from 'vitest'
import type { Application } from '../../../src/argocd/types.js'
import { app, live, play, snap, stepOf, tree } from './snapshots.js'

const DESTINATION =
  "application destination server 'https://kubernetes.default.svc' and namespace 'todo' do not match any of the allowed destinations in project 'default'"

/**
 * What refreshAppConditions leaves when it finds an error: sync and health Unknown, the
 * condition, and the resource statuses of the last comparison (Synced, no health: the tree is empty).
 */
function stopped(type: 'InvalidSpecError' | 'UnknownError', message: string): Application {
  const before = app({ health: null })
  return {
    ...before,
    status: {
      ...before.status,
      sync: { ...before.status!.sync, status: 'Unknown' },
      health: { status: 'Unknown' },
      conditions: [{ type, message }]
    }
  }
}

describe('an app Argo CD stopped reconciling (InvalidSpecError, UnknownError, empty tree)', () => {
  it('ends misconfigured with the InvalidSpecError, not with a missing health check', () => {
    const states = play([
      snap(1, app(), tree({ health: { status: 'Progressing' } }), live({ observedGeneration: 3 })),
      snap(2, stopped('InvalidSpecError', DESTINATION), { nodes: [] }, 'absent')
    ])
    const end = states[1]!
    expect(end.verdict).toBe('misconfigured')
    expect(end.message).toBe(
      `Argo CD cannot reconcile todo-full-api: InvalidSpecError: ${DESTINATION}. Until the app's spec or its AppProject is fixed, Argo CD shows its sync and health as Unknown and syncs nothing.`
    )
    expect(end.message).not.toContain('health customization')
    expect(stepOf(end, 'synced').state).toBe('failed')
  })

  it('waits on an UnknownError, showing it, and carries on once Argo CD reconciles again', () => {
    const states = play([
      snap(1, stopped('UnknownError', 'error getting cluster: connection refused'), { nodes: [] }, 'absent'),
      snap(2, app(), tree(), live())
    ])
    expect(states[0]!.verdict).toBe('waiting')
    expect(stepOf(states[0]!, 'synced')).toMatchObject({
      state: 'waiting',
      detail:
        'Argo CD cannot reconcile todo-full-api (UnknownError: error getting cluster: connection refused); its sync and health are Unknown'
    })
    expect(states[1]!.verdict).toBe('healthy')
  })

  it('does not take a listed resource missing from the tree for one without a health check', () => {
    const [s] = play([snap(1, app({ health: null }), { nodes: [] }, live())])
    expect(s!.verdict).toBe('waiting')
    expect(stepOf(s!, 'health').detail).toBe(
      'platform.example.io/Microservice todo/todo-api is listed by the app but not in its resource tree yet'
    )
  })
})
