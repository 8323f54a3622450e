import { describe, expect, it } from 'vitest'
import type { ChainState } from '../../../src/wait/types.js'
import { silentLog } from '../../../src/log.js'
import { watchRollout, type WatcherOptions } from '../../../src/wait/watcher.js'
import { app, EXPECT, IMAGE, live, OLD_REV, POLICY, start, T0, tree } from './snapshots.js'
import { VirtualArgoCd, type Scene } from './world.js'

const progressing = { status: 'Progressing', message: 'Waiting for Ready' }
const healthy = { status: 'Healthy', message: 'Ready' }

/** Synced, observed, and Progressing for good: a rollout that never gets ready. */
const stuck: Scene = {
  from: 0,
  app: app({ health: progressing }),
  tree: tree({ health: progressing }),
  live: live({ generation: 5 })
}
/** The operator's status write that makes it Healthy: the tree changes, the Application does not. */
const ready = (from: number): Scene => ({
  ...stuck,
  from,
  tree: tree({ health: healthy, rv: '501' }),
  live: live({ generation: 5, rv: '501' })
})

/** The watcher with production defaults (no shortened re-checks), on a 30-minute deadline. */
function run(world: VirtualArgoCd, options: Partial<WatcherOptions> = {}) {
  const logs: string[] = []
  const debug: string[] = []
  const progress: ChainState[] = []
  const outcome = watchRollout(
    EXPECT,
    start(),
    { app: 'todo-full-api', deadline: T0 + 1_800_000, timeoutMs: 1_800_000, policy: POLICY, ...options },
    {
      argocd: world.argocd,
      clock: world.clock,
      sleep: world.sleep,
      relateRevision: async (_e, a) => (a === OLD_REV ? 'behind' : 'descendant'),
      onProgress: async (s) => void progress.push(s),
      log: { ...silentLog, info: (m) => void logs.push(m), debug: (m) => void debug.push(m) }
    }
  )
  return { outcome, logs, debug, progress }
}

describe('watchRollout request budget (virtual time)', () => {
  it('sends at most 8 requests in 10 quiet minutes with streams: 15x fewer than a GET every 5 s', async () => {
    const world = new VirtualArgoCd([stuck])
    const { state, mode } = await run(world, { deadline: T0 + 900_000 }).outcome
    expect([state.verdict, mode]).toEqual(['timeout', 'stream'])
    const quiet = world.between(60, 660)
    // Per 5 minutes: the tree watch renewed and the tree read once to cover the switch, one
    // safety GET of the app, the app watch reopened after its idle timeout.
    expect(quiet.length).toBeLessThanOrEqual(8)
    expect(quiet.length * 10).toBeLessThanOrEqual(600 / 5)
    expect(quiet).not.toContain('resource')
    // The start: the refresh, both watches, the tree and the live object once each.
    expect(world.between(0, 1).sort()).toEqual(['refresh', 'resource', 'tree', 'tree-watch', 'watch'])
  })

  it('sees a health change pushed on the tree watch at once, with exactly one read of the live object', async () => {
    const world = new VirtualArgoCd([stuck, ready(400)])
    const { state } = await run(world).outcome
    expect(state.verdict).toBe('healthy')
    expect(world.seconds).toBe(400)
    expect(world.between(400, 401)).toEqual(['resource'])
  })

  it('reads nothing when the tree changes elsewhere than at the target (a Pod restarted)', async () => {
    const pods = (image: string) => tree({ health: progressing, pods: [{ image }, { image }] })
    const world = new VirtualArgoCd([
      { ...stuck, tree: pods(IMAGE) },
      { ...stuck, from: 100, tree: pods('ghcr.io/acme/todo-api:other') },
      { ...ready(200), tree: tree({ health: healthy, rv: '501', pods: [{ image: IMAGE }] }) }
    ])
    const { state } = await run(world).outcome
    expect(state.verdict).toBe('healthy')
    expect(world.between(100, 200)).toEqual([])
    expect(world.between(200, 201)).toEqual(['resource'])
  })

  it('reconnects a dropped app watch and still hears the sync at once', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: app({ revision: OLD_REV }) },
      { ...ready(130), app: app() }
    ])
    world.drops.app.push(100)
    const { outcome, debug } = run(world)
    expect((await outcome).state.verdict).toBe('healthy')
    expect(world.seconds).toBe(130)
    expect(world.between(100, 130)).toEqual(['watch'])
    // The watch had brought the app: reconnected quietly.
    expect(debug).toContainEqual(
      expect.stringMatching(/The watch of todo-full-api dropped .*reconnecting from resourceVersion 1000/)
    )
  })

  it('reconnects a dropped tree watch and reads the tree once, catching a change made while it was down', async () => {
    // The status write lands half a second after the drop, before the watch is open again.
    const world = new VirtualArgoCd([stuck, ready(150.5)])
    world.drops.tree.push(150)
    const { outcome, logs } = run(world)
    expect((await outcome).state.verdict).toBe('healthy')
    expect(world.seconds).toBeLessThan(152)
    expect(world.between(150, 152)).toEqual(['tree-watch', 'tree', 'resource'])
    expect(logs).toContainEqual(expect.stringMatching(/The watch of the resource tree of todo-full-api dropped/))
  })

  it('keeps a rare safety re-check of the app for watches that went deaf', async () => {
    const world = new VirtualArgoCd([stuck, { ...ready(100), app: app({ health: healthy }) }])
    world.streams = 'silent'
    const { state } = await run(world).outcome
    expect(state.verdict).toBe('healthy')
    // Noticed by the first safety re-check (or the tree watch's renewal) five minutes in, not before.
    expect(world.seconds).toBe(300)
    expect(world.between(1, 300)).toEqual([])
  })

  it('tries a failed read of the live object again within seconds, not at the next change', async () => {
    const world = new VirtualArgoCd([stuck, ready(60)])
    world.failLiveNext = 1
    const { outcome, logs } = run(world)
    expect((await outcome).state.verdict).toBe('healthy')
    expect(world.between(0, 2).filter((c) => c === 'resource')).toHaveLength(2)
    expect(logs).toContainEqual(expect.stringMatching(/Reading the resource failed .*; trying again in 1s/))
  })
})

describe('watchRollout polling (streams refused by a proxy)', () => {
  it('polls the tree, the app four times less often, and reads the live object only when the target changed', async () => {
    const world = new VirtualArgoCd([stuck, ready(700)])
    world.streams = 'unavailable'
    const { state, mode } = await run(world).outcome
    expect([state.verdict, mode]).toEqual(['healthy', 'poll'])
    const quiet = world.between(60, 660)
    expect(quiet.filter((c) => c === 'tree').length).toBeLessThanOrEqual(41)
    expect(quiet.filter((c) => c === 'app').length).toBeLessThanOrEqual(11)
    expect(quiet).not.toContain('resource')
    // A change after a quiet spell is seen by the next poll of the tree (15 s apart at most).
    expect(world.seconds).toBeLessThanOrEqual(715)
    expect(world.between(700, 716).filter((c) => c === 'resource')).toHaveLength(1)
  })
})
