import { describe, expect, it } from 'vitest'
import { app, at, IMAGE, live, OLD_IMAGE, play, POLICY, snap, stepOf, tree } from './snapshots.js'

const degraded = { status: 'Degraded', message: 'ImagePullBackOff: manifest unknown' }

describe('observed and health steps', () => {
  it('never passes a stale Ready=True from the old generation', () => {
    // A health check that only reads Ready says Healthy while the operator is a generation behind.
    const states = play([
      snap(1, app(), tree(), live({ generation: 5, observedGeneration: 4 })),
      snap(2, app(), tree(), live({ generation: 5, observedGeneration: 5 }))
    ])
    const [stale, caughtUp] = states
    expect(stale!.verdict).toBe('waiting')
    expect(stepOf(stale!, 'observed')).toMatchObject({
      state: 'waiting',
      detail: expect.stringMatching(/observed generation 4 of 5/)
    })
    expect(stepOf(stale!, 'health').state).toBe('pending')
    expect(stepOf(stale!, 'health').detail).toMatch(/health customization is missing or wrong/)
    expect(stale!.warnings[0]).toContain("'resource.customizations.health.platform.example.io_Microservice'")
    expect(caughtUp!.verdict).toBe('healthy')
    expect(caughtUp!.warnings).toHaveLength(1)
  })

  it('does not take a missing status.observedGeneration for caught up', () => {
    // An operator that has not written status.observedGeneration (yet, or ever) has not said
    // which generation its Ready condition is for: a Healthy then may be the old spec's.
    const states = play([
      snap(1, app(), tree(), live({ generation: 4, observedGeneration: null })),
      snap(2, app(), tree(), live({ generation: 4, observedGeneration: 4 }))
    ])
    const [unreported, reported] = states
    expect(unreported!.verdict).toBe('waiting')
    expect(stepOf(unreported!, 'observed')).toMatchObject({
      state: 'waiting',
      detail: 'spec.image matches; the operator has not written status.observedGeneration for generation 4'
    })
    expect(stepOf(unreported!, 'health').state).toBe('pending')
    expect(unreported!.warnings.join('\n')).toContain(
      'the operator has not reported status.observedGeneration for generation 4'
    )
    expect(reported!.verdict).toBe('healthy')
  })

  it('waits while the live spec.image is still the old one', () => {
    const [s] = play([snap(1, app(), tree({ health: { status: 'Progressing' } }), live({ image: OLD_IMAGE }))])
    expect(stepOf(s!, 'observed').detail).toBe(`the live spec.image is ${OLD_IMAGE}, not ${IMAGE}`)
  })

  it('waits while the resource does not exist yet', () => {
    const [s] = play([snap(1, app({ health: { status: 'Missing' } }), { nodes: [] }, 'absent')])
    expect(stepOf(s!, 'observed').detail).toMatch(/does not exist in the cluster yet/)
    expect(s!.verdict).toBe('waiting')
  })

  it('does not trust health assessed on an older version of the object', () => {
    const [s] = play([snap(1, app(), tree({ rv: '499' }), live({ rv: '500' }))])
    expect(s!.verdict).toBe('waiting')
    expect(stepOf(s!, 'health').detail).toMatch(/older version of the object/)
  })

  it("takes the node's health for the live object once the tree has lagged behind it for 10s (status writes Argo CD leaves out)", () => {
    // Argo CD 3.x does not put a status write that keeps the health status into the tree.
    const states = play([
      snap(1, app(), tree({ rv: '499' }), live({ rv: '500' })),
      snap(6, app(), tree({ rv: '499' }), live({ rv: '500' })),
      snap(11, app(), tree({ rv: '499' }), live({ rv: '500' }))
    ])
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'waiting', 'healthy'])
    expect(states[0]!.wakeAt).toBe(at(11))
    expect(states[0]!.treeLag).toEqual({ node: 'uid-ms@499', since: at(1) })
    expect(stepOf(states[2]!, 'health').detail).toBe(
      'Healthy: Ready (Argo CD assessed resourceVersion 499; the status writes since, up to 500, did not change its health)'
    )
  })

  it('counts the lag afresh for each node, and never for a live object older than the node', () => {
    const moved = play([
      snap(1, app(), tree({ rv: '499' }), live({ rv: '500' })),
      snap(8, app(), tree({ rv: '501' }), live({ rv: '502' })),
      snap(12, app(), tree({ rv: '501' }), live({ rv: '502' }))
    ])
    expect(moved.map((s) => s.verdict)).toEqual(['waiting', 'waiting', 'waiting'])
    expect(moved[2]!.wakeAt).toBe(at(18))
    const older = play([
      snap(1, app(), tree({ rv: '501' }), live({ rv: '500' })),
      snap(30, app(), tree({ rv: '501' }), live({ rv: '500' }))
    ])
    expect(older.map((s) => s.verdict)).toEqual(['waiting', 'waiting'])
    expect(older[1]!.wakeAt).toBeUndefined()
  })

  it('still waits out a lagging tree whose health is from before the operator caught up', () => {
    const states = play([
      snap(1, app(), tree({ rv: '499' }), live({ rv: '500', generation: 5, observedGeneration: 4 })),
      snap(20, app(), tree({ rv: '499' }), live({ rv: '500', generation: 5, observedGeneration: 4 }))
    ])
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'waiting'])
    expect(stepOf(states[1]!, 'observed').state).toBe('waiting')
  })

  it('says plainly that the health check is missing when Argo CD computes no health', () => {
    const [s] = play([snap(1, app({ health: null }), tree({ health: null }), live({ observedGeneration: 3 }))])
    expect(s!.verdict).toBe('misconfigured')
    expect(s!.message).toContain('argocd-cm health customization is missing')
    expect(s!.message).toContain("'resource.customizations.health.platform.example.io_Microservice'")
    expect(s!.message).toContain('health/argocd-cm.yaml')
  })

  it('fails at once on Degraded without a grace period, with the health message', () => {
    const [s] = play([snap(1, app({ health: degraded }), tree({ health: degraded }), live())])
    expect(s!.verdict).toBe('degraded')
    expect(s!.message).toBe(
      'platform.example.io/Microservice todo/todo-api is Degraded: ImagePullBackOff: manifest unknown'
    )
    expect(s!.health).toBe('Degraded')
  })

  it('does not count a Degraded from before the operator caught up', () => {
    const [s] = play([
      snap(1, app({ health: degraded }), tree({ health: degraded }), live({ generation: 5, observedGeneration: 4 }))
    ])
    expect(s!.verdict).toBe('waiting')
  })

  it('lets a Degraded that recovers within the grace period pass', () => {
    const policy = { ...POLICY, degradedGraceMs: 60_000 }
    const states = play(
      [
        snap(10, app({ health: degraded }), tree({ health: degraded }), live()),
        snap(40, app({ health: degraded }), tree({ health: degraded }), live()),
        snap(50, app(), tree(), live())
      ],
      policy
    )
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'waiting', 'healthy'])
    expect(states[0]!.wakeAt).toBe(at(70))
    expect(stepOf(states[1]!, 'health').detail).toMatch(/allowing 30s more/)
    expect(states[2]!.degradedSince).toBeUndefined()
  })

  it('fails once Degraded outlasts the grace period', () => {
    const policy = { ...POLICY, degradedGraceMs: 60_000 }
    const states = play(
      [
        snap(10, app({ health: degraded }), tree({ health: degraded }), live()),
        snap(70, app({ health: degraded }), tree({ health: degraded }), live())
      ],
      policy
    )
    expect(states.map((s) => s.verdict)).toEqual(['waiting', 'degraded'])
    expect(states[1]!.message).toMatch(/still Degraded after the 60s grace period/)
  })

  it.each([
    ['success', 'healthy'],
    ['failure', 'suspended'],
    ['wait', 'waiting']
  ] as const)('Suspended with policy %s ends %s', (suspended, verdict) => {
    const health = { status: 'Suspended', message: 'AwaitingPromotion' }
    const [s] = play([snap(1, app({ health }), tree({ health }), live())], { ...POLICY, suspended })
    expect(s!.verdict).toBe(verdict)
    if (suspended === 'success') expect(s!.warnings[0]).toMatch(/Suspended: AwaitingPromotion: counted as success/)
  })

  it('reports the health script error on Unknown', () => {
    const health = {
      status: 'Unknown',
      message: "<string>:4: attempt to index a non-table object(nil) with key 'find'"
    }
    const [s] = play([snap(1, app({ health }), tree({ health }), live())])
    expect(s!.verdict).toBe('misconfigured')
    expect(s!.message).toContain("attempt to index a non-table object(nil) with key 'find'")
    expect(s!.message).toContain('gitops-release health-test')
  })

  it('keeps waiting on Progressing and Missing', () => {
    for (const status of ['Progressing', 'Missing']) {
      const [s] = play([snap(1, app({ health: { status } }), tree({ health: { status } }), live())])
      expect(s!.verdict).toBe('waiting')
      expect(stepOf(s!, 'health').state).toBe('waiting')
    }
  })
})

describe('running step', () => {
  it('waits until every Pod that is not shutting down runs the new digest', () => {
    const states = play([
      snap(1, app(), tree({ pods: [{ image: IMAGE }, { image: OLD_IMAGE }] }), live()),
      snap(2, app(), tree({ pods: [{ image: IMAGE }, { image: OLD_IMAGE, terminating: true }] }), live())
    ])
    expect(states[0]!.verdict).toBe('waiting')
    expect(stepOf(states[0]!, 'running').detail).toContain(`1 of 2 Pods run`)
    expect(stepOf(states[0]!, 'running').detail).toContain(OLD_IMAGE)
    expect(states[1]!.verdict).toBe('healthy')
    expect(stepOf(states[1]!, 'running')).toMatchObject({
      state: 'done',
      detail: expect.stringMatching(/^1 Pod runs sha256:28492db0/)
    })
  })

  it('is skipped when the tree shows no Pods', () => {
    const [s] = play([snap(1, app(), tree(), live())])
    expect(stepOf(s!, 'running').state).toBe('skipped')
    expect(s!.verdict).toBe('healthy')
  })

  it('matches Pods by digest when the operator writes the image without its tag', () => {
    const untagged = IMAGE.replace(':1.4.2', '')
    const [s] = play([snap(1, app(), tree({ pods: [{ image: untagged }] }), live())])
    expect(stepOf(s!, 'running').state).toBe('done')
  })
})
