import { describe, expect, it } from 'vitest'
import type { Application, ResourceResult } from '../../../src/argocd/types.js'
import { app, live, play, POLICY, snap, stepOf, tree } from './snapshots.js'

const suspended = { status: 'Suspended', message: 'Rollout is paused' }
const target: ResourceResult = {
  group: 'platform.example.io',
  kind: 'Microservice',
  namespace: 'todo',
  name: 'todo-api',
  status: 'Synced',
  syncPhase: 'Sync'
}
const hook = (hookPhase: string, message = ''): ResourceResult => ({
  kind: 'Job',
  namespace: 'todo',
  name: 'smoke-test',
  hookType: 'PostSync',
  hookPhase,
  syncPhase: 'PostSync',
  message
})

/** A sync operation still Running, with these results. */
function running(resources: ResourceResult[], message: string, health = suspended): Application {
  const a = app({ operation: true, phase: 'Running', opMessage: message, health })
  const op = a.status!.operationState!
  return { ...a, status: { ...a.status, operationState: { ...op, syncResult: { ...op.syncResult, resources } } } }
}

describe('hooks and a Suspended target', () => {
  it('applies the suspended policy to a target that is Suspended while PostSync hooks wait for it', () => {
    const a = running(
      [target, hook('Pending')],
      'waiting for healthy state of platform.example.io/Microservice/todo-api'
    )
    const [s] = play([snap(1, a, tree({ health: suspended }), live())], { ...POLICY, suspended: 'failure' })
    expect(stepOf(s!, 'synced')).toMatchObject({
      state: 'done',
      detail: expect.stringMatching(/hooks wait for Microservice todo-api, which is Suspended/)
    })
    expect(s!.verdict).toBe('suspended')
    expect(s!.message).toBe(
      "platform.example.io/Microservice todo/todo-api is Suspended: Rollout is paused (input 'suspended' is failure)"
    )
  })

  it('keeps waiting for a Running sync whose target is not Suspended', () => {
    const a = running([target, hook('Running')], 'waiting for completion of hook batch/Job/smoke-test', {
      status: 'Progressing',
      message: ''
    })
    const [s] = play([snap(1, a, tree({ health: { status: 'Progressing' } }), live())])
    expect(stepOf(s!, 'synced').state).toBe('waiting')
  })

  it("ends the wait with the hook's message when a hook failed, even while the operation still runs", () => {
    const a = running(
      [target, hook('Failed', 'Job has reached the specified backoff limit')],
      'one or more tasks are running',
      {
        status: 'Healthy',
        message: ''
      }
    )
    const [s] = play([snap(1, a, tree(), live())])
    expect(s!.verdict).toBe('sync-failed')
    expect(s!.message).toBe(
      "Argo CD's sync of bbbbbbb cannot finish: the PostSync hook Job smoke-test failed: Job has reached the specified backoff limit"
    )
  })
})
