import { describe, expect, it } from 'vitest'
import { app, IMAGE, live, OLD_IMAGE, play, POLICY, snap, stepOf, tree, type PodOptions } from './snapshots.js'

const progressing = { status: 'Progressing', message: 'Waiting for rollout' }
const crashing = { reason: 'CrashLoopBackOff', message: 'back-off 40s restarting failed container=app' }

function rollout(pods: PodOptions[]): ReturnType<typeof tree> {
  return tree({ health: progressing, pods })
}

describe('broken Pods of the new ReplicaSet (pod-failure-grace)', () => {
  it('fails at first sight with a grace of 0, with the Pod, its reason and its message', () => {
    const [s] = play([snap(1, app(), rollout([{ image: IMAGE, waiting: crashing }]), live())], {
      ...POLICY,
      podFailureGraceMs: 0
    })
    expect(s!.verdict).toBe('degraded')
    expect(s!.message).toBe(
      "Pod todo-api-7f9-0 is CrashLoopBackOff: back-off 40s restarting failed container=app (pod-failure-grace is 0; set pod-failure-grace to off to wait for the operator's own verdict)"
    )
    expect(stepOf(s!, 'health').state).toBe('failed')
  })

  it.each(['Init:ImagePullBackOff', 'Init:ErrImagePull', 'Init:CrashLoopBackOff', 'Init:CreateContainerConfigError'])(
    'counts an init container that is %s, though the Pod is only Pending (Progressing, no message)',
    (reason) => {
      // info.go prefixes an init container's reason; gitops-engine's Pod check reads only the app containers.
      const pending = { image: IMAGE, waiting: { reason, message: '' }, health: { status: 'Progressing' } }
      const [s] = play([snap(1, app(), rollout([pending]), live())], { ...POLICY, podFailureGraceMs: 0 })
      expect(s!.verdict).toBe('degraded')
      expect(s!.message).toBe(
        `Pod todo-api-7f9-0 is ${reason} (pod-failure-grace is 0; set pod-failure-grace to off to wait for the operator's own verdict)`
      )
    }
  )

  it('leaves an init container that is still running (Init:0/1) or one that failed once (Init:Error) alone', () => {
    for (const reason of ['Init:0/1', 'Init:Error', 'Init:ExitCode:1', 'PodInitializing']) {
      const pending = { image: IMAGE, waiting: { reason, message: '' }, health: { status: 'Progressing' } }
      const [s] = play([snap(1, app(), rollout([pending]), live())], { ...POLICY, podFailureGraceMs: 0 })
      expect(s!.verdict, reason).toBe('waiting')
    }
  })

  it('counts the grace from when the broken Pod was first seen, and wakes up when it ends', () => {
    const policy = { ...POLICY, podFailureGraceMs: 120_000 }
    const broken = rollout([{ image: IMAGE, waiting: crashing }])
    const states = play(
      [snap(10, app(), broken, live()), snap(70, app(), broken, live()), snap(130, app(), broken, live())],
      policy
    )
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'waiting', 'degraded'])
    expect(states[0]!.wakeAt).toBe(states[0]!.podFailingSince! + 120_000)
    expect(stepOf(states[1]!, 'health').detail).toMatch(
      /Pod todo-api-7f9-0 is CrashLoopBackOff: .*; failing in 60s unless it recovers$/
    )
    expect(states[2]!.message).toMatch(/\(for longer than the 2m pod-failure-grace;/)
  })

  it('starts the grace again when the Pod recovered in between', () => {
    const policy = { ...POLICY, podFailureGraceMs: 60_000 }
    const states = play(
      [
        snap(0, app(), rollout([{ image: IMAGE, waiting: crashing }]), live()),
        snap(50, app(), rollout([{ image: IMAGE }]), live()),
        snap(70, app(), rollout([{ image: IMAGE, waiting: crashing }]), live()),
        snap(100, app(), rollout([{ image: IMAGE, waiting: crashing }]), live())
      ],
      policy
    )
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'waiting', 'waiting', 'waiting'])
    expect(states[1]!.podFailingSince).toBeUndefined()
  })

  it('ignores broken Pods of the old ReplicaSet, and everything when the grace is off', () => {
    const old = rollout([{ image: OLD_IMAGE, waiting: crashing }, { image: IMAGE }])
    expect(play([snap(1, app(), old, live())], { ...POLICY, podFailureGraceMs: 0 })[0]!.verdict).toBe('waiting')
    const ours = rollout([{ image: IMAGE, waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image' } }])
    expect(play([snap(1, app(), ours, live())], { ...POLICY, podFailureGraceMs: undefined })[0]!.verdict).toBe(
      'waiting'
    )
  })

  it('does not look at Pods once the resource is Healthy', () => {
    const healthy = tree({ pods: [{ image: IMAGE, waiting: crashing }] })
    const [s] = play([snap(1, app(), healthy, live())], { ...POLICY, podFailureGraceMs: 0 })
    expect(stepOf(s!, 'health').state).toBe('done')
  })
})
