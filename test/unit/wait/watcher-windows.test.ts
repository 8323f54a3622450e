import { describe, expect, it } from 'vitest'
import type { Application } from '../../../src/argocd/types.js'
import { silentLog } from '../../../src/log.js'
import { watchRollout } from '../../../src/wait/watcher.js'
import { app, EXPECT, live, OLD_REV, POLICY, start, T0, tree } from './snapshots.js'
import { VirtualArgoCd, type Scene } from './world.js'

const automated = (a: Application): Application => ({ ...a, spec: { ...a.spec, syncPolicy: { automated: {} } } })
/** Argo CD compared the new revision, but no sync starts: what a blocking window looks like. */
const outOfSync = automated(app({ syncStatus: 'OutOfSync', opRevision: OLD_REV }))
const deny = { kind: 'deny', schedule: '0 22 * * *', duration: '8h', manualSync: true }

function run(world: VirtualArgoCd) {
  return watchRollout(
    EXPECT,
    start(),
    { app: 'todo-full-api', deadline: T0 + 900_000, timeoutMs: 900_000, policy: POLICY, recheckMs: 300_000 },
    {
      argocd: world.argocd,
      clock: world.clock,
      sleep: world.sleep,
      relateRevision: async (_e, a) => (a === OLD_REV ? 'behind' : 'descendant'),
      log: silentLog
    }
  )
}

describe('sync windows', () => {
  it('ends the wait when a deny window holds an overdue automated sync, naming the window', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: outOfSync, windows: { activeWindows: [deny], assignedWindows: [deny], canSync: true } }
    ])
    const { state } = await run(world)
    expect(state.verdict).toBe('blocked')
    expect(state.message).toBe(
      'Argo CD will not sync bbbbbbb now: a deny sync window is active (deny "0 22 * * *" for 8h, manual sync allowed). A manual sync (argocd app sync) may override it; or run the release again when the window allows.'
    )
    // Asked once, and only once the sync was overdue; canSync (computed for a manual sync) did not mislead.
    expect(world.calls.filter((c) => c === 'windows')).toHaveLength(1)
    expect(world.seconds).toBeGreaterThanOrEqual(15)
  })

  it('says when no allow window is open', async () => {
    const allow = { kind: 'allow', schedule: '0 6 * * 1-5', duration: '10h', manualSync: false }
    const world = new VirtualArgoCd([
      { from: 0, app: outOfSync, windows: { assignedWindows: [allow], canSync: false } }
    ])
    const { state } = await run(world)
    expect(state.message).toMatch(
      /no allow sync window is open \(allow "0 6 \* \* 1-5" for 10h, manual sync not allowed\)\. Run the release again when the window allows, or change the AppProject's syncWindows\.$/
    )
  })

  it("ends at once when Argo CD's own sync operation says a window blocks it", async () => {
    const blocked = app({ operation: true, phase: 'Running', opMessage: 'Sync operation blocked by sync window' })
    const world = new VirtualArgoCd([
      { from: 0, app: blocked, windows: { activeWindows: [{ ...deny, manualSync: false }], canSync: false } }
    ])
    const { state } = await run(world)
    expect(state.verdict).toBe('blocked')
    expect(world.seconds).toBeLessThan(15)
  })

  it('asks again at most once a minute while the sync stays overdue, and not at all once it came', async () => {
    const rollout: Scene[] = [
      { from: 0, app: outOfSync },
      { from: 200, app: app({ finishedAt: 200, reconciledAt: 201 }), tree: tree(), live: live() }
    ]
    const world = new VirtualArgoCd(rollout)
    const { state } = await run(world)
    expect(state.verdict).toBe('healthy')
    const asked = world.requests.filter((r) => r.call === 'windows').map((r) => (r.at - T0) / 1000)
    expect(asked.length).toBeGreaterThanOrEqual(2)
    expect(asked.length).toBeLessThanOrEqual(4)
    expect(asked.every((s, i) => i === 0 || s - asked[i - 1]! >= 60)).toBe(true)
    expect(asked.every((s) => s < 200)).toBe(true)
  })

  it('never asks in a rollout whose sync comes on time', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: app({ revision: OLD_REV }) },
      { from: 5, app: automated(app({ operation: true, phase: 'Running' })) },
      { from: 10, app: app({ finishedAt: 10, reconciledAt: 11 }), tree: tree(), live: live() }
    ])
    const { state } = await run(world)
    expect(state.verdict).toBe('healthy')
    expect(world.calls).not.toContain('windows')
  })
})
