import { describe, expect, it } from 'vitest'
import { ArgoCdAuthError } from '../../../src/argocd/errors.js'
import type { ChainState } from '../../../src/wait/types.js'
import { silentLog } from '../../../src/log.js'
import { watchRollout, type WatcherOptions } from '../../../src/wait/watcher.js'
import { app, EXPECT, live, LATER_REV, OLD_REV, POLICY, start, T0, tree } from './snapshots.js'
import { VirtualArgoCd, type Scene } from './world.js'

const degraded = { status: 'Degraded', message: 'Stalled: ImagePullBackOff' }

const rollout: Scene[] = [
  { from: 0, app: app({ revision: OLD_REV }) },
  { from: 20, app: app({ operation: true, phase: 'Running' }) },
  {
    from: 40,
    app: app({ finishedAt: 40, reconciledAt: 41 }),
    tree: tree({ health: { status: 'Progressing' } }),
    live: live({ generation: 5, observedGeneration: 4 })
  },
  { from: 80, app: app({ finishedAt: 40, reconciledAt: 41 }), tree: tree(), live: live({ generation: 5 }) }
]

function run(
  world: VirtualArgoCd,
  options: Partial<WatcherOptions> = {},
  relate?: (e: string, a: string) => Promise<'behind' | 'descendant'>
) {
  const progress: ChainState[] = []
  const logs: string[] = []
  const outcome = watchRollout(
    EXPECT,
    start(),
    { app: 'todo-full-api', deadline: T0 + 900_000, timeoutMs: 900_000, policy: POLICY, recheckMs: 10_000, ...options },
    {
      argocd: world.argocd,
      clock: world.clock,
      sleep: world.sleep,
      relateRevision: relate ?? (async (_e, a) => (a === OLD_REV ? 'behind' : 'descendant')),
      onProgress: async (s) => void progress.push(s),
      log: { ...silentLog, info: (m) => void logs.push(m) }
    }
  )
  return { outcome, progress, logs }
}

describe('watchRollout over virtual time', () => {
  it('follows a rollout to Healthy with one refresh, reading the resource only after the sync', async () => {
    const world = new VirtualArgoCd(rollout)
    const { outcome, progress, logs } = run(world)
    const { state } = await outcome
    expect(state.verdict).toBe('healthy')
    expect(world.calls.filter((c) => c === 'refresh')).toHaveLength(1)
    expect(world.calls[0]).toBe('refresh')
    const firstTree = world.calls.indexOf('tree')
    expect(world.calls.slice(0, firstTree).filter((c) => c === 'resource')).toHaveLength(0)
    expect(world.seconds).toBeGreaterThanOrEqual(80)
    // One report per step change, not one per read.
    expect(progress.map((s) => s.steps.map((x) => x.state[0]).join(''))).toEqual(['dwppp', 'ddwpp', 'dddds'])
    expect(logs).toContain('synced: done (Argo CD synced bbbbbbb; sync Succeeded at 2026-01-05T10:00:40Z)')
  })

  it('ends Healthy on a tree that never shows the last status writes, 10s after it read them, with one more read of the tree', async () => {
    // Healthy at resourceVersion 500; the operator wrote status since (501), which Argo CD 3.x
    // leaves out of the tree as it does not change health. Nothing changes after that.
    const world = new VirtualArgoCd([
      ...rollout.slice(0, 3),
      {
        from: 80,
        app: app({ finishedAt: 40, reconciledAt: 41 }),
        tree: tree(),
        live: live({ generation: 5, rv: '501' })
      }
    ])
    const { state } = await run(world, { recheckMs: 300_000 }).outcome
    expect(state.verdict).toBe('healthy')
    expect(world.seconds).toBe(90)
    expect(world.between(80, 91).filter((c) => c === 'tree')).toHaveLength(1)
    expect(world.between(80, 91).filter((c) => c === 'resource')).toHaveLength(1)
  })

  it('times out with a clear message when the operator never reports the new generation', async () => {
    const world = new VirtualArgoCd(rollout.slice(0, 3))
    const { state } = await run(world).outcome
    expect(state.verdict).toBe('timeout')
    expect(state.message).toMatch(
      /^Timed out after 15m waiting for observed: spec.image matches; the operator has observed generation 4 of 5\. The operator never reported/
    )
    expect(world.now).toBe(T0 + 900_000)
  })

  it('wakes up when the Degraded grace period ends, and fails then', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: app({ health: degraded }), tree: tree({ health: degraded }), live: live() }
    ])
    const { state } = await run(world, { policy: { ...POLICY, degradedGraceMs: 45_000 }, recheckMs: 60_000 }).outcome
    expect(state.verdict).toBe('degraded')
    expect(state.message).toMatch(/Degraded: Stalled: ImagePullBackOff \(still Degraded after the 45s grace period\)/)
    expect(world.seconds).toBe(45)
  })

  it('lets a Degraded that recovers within the grace period end Healthy', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: app({ health: degraded }), tree: tree({ health: degraded }), live: live() },
      { from: 30, app: app(), tree: tree(), live: live() }
    ])
    const { state } = await run(world, { policy: { ...POLICY, degradedGraceMs: 120_000 } }).outcome
    expect(state.verdict).toBe('healthy')
  })

  it('carries on without the refresh when it does not complete', async () => {
    const world = new VirtualArgoCd(rollout)
    world.refreshFails = true
    const { outcome, logs } = run(world)
    expect((await outcome).state.verdict).toBe('healthy')
    expect(logs[0]).toMatch(/The refresh did not complete .*reading the app without it/)
  })

  it('rides out a burst of 5xx answers', async () => {
    const world = new VirtualArgoCd(rollout)
    world.refreshFails = true
    world.failNext = 4
    const { outcome } = run(world)
    expect((await outcome).state.verdict).toBe('healthy')
  })

  it('stops at once on an auth error', async () => {
    const world = new VirtualArgoCd(rollout)
    world.argocd.getApplication = async () => {
      throw new ArgoCdAuthError(
        'Argo CD answered 403 for app "todo-full-api": app missing or token lacks access',
        403,
        false
      )
    }
    await expect(run(world).outcome).rejects.toBeInstanceOf(ArgoCdAuthError)
  })

  it('says the token stopped working when a 401 comes after the token was accepted, but not on the first read', async () => {
    const expired = new ArgoCdAuthError('Argo CD rejected the token: token invalid or expired (401)', 401, false)
    const world = new VirtualArgoCd(rollout)
    const read = world.argocd.getResourceTree
    world.argocd.getResourceTree = async (...args) => {
      if (world.seconds >= 40) throw expired
      return read(...args)
    }
    await expect(run(world).outcome).rejects.toThrow(
      /^Argo CD stopped accepting the token after 40s of waiting \(401: expired or revoked\)/
    )
    const fresh = new VirtualArgoCd(rollout)
    fresh.argocd.getApplication = async () => {
      throw expired
    }
    await expect(run(fresh).outcome).rejects.toBe(expired)
  })

  it('asks GitHub about each revision once', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: app({ revision: OLD_REV }) },
      { from: 30, app: app({ revision: LATER_REV }), tree: tree(), live: live() }
    ])
    const asked: string[] = []
    const { outcome } = run(world, {}, async (_e, a) => {
      asked.push(a)
      return a === OLD_REV ? 'behind' : 'descendant'
    })
    expect((await outcome).state.verdict).toBe('healthy')
    expect(asked).toEqual([OLD_REV, LATER_REV])
  })
})
