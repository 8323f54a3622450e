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

function run(world: VirtualArgoCd, timeoutMs = 900_000) {
  return watchRollout(
    EXPECT,
    start(),
    { app: 'todo-full-api', deadline: T0 + timeoutMs, timeoutMs, policy: POLICY, recheckMs: 300_000 },
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

  it('does not take an app whose automated sync is disabled (enabled: false) for one a window holds: it waits, and the timeout names the window', async () => {
    const disabled: Application = {
      ...outOfSync,
      spec: { ...outOfSync.spec, syncPolicy: { automated: { enabled: false } } }
    }
    const windows = { activeWindows: [{ ...deny, manualSync: false }], assignedWindows: [deny], canSync: false }
    const world = new VirtualArgoCd([{ from: 0, app: disabled, windows }])
    const { state } = await run(world, 120_000)
    expect(state.verdict).toBe('timeout')
    expect(state.message).toBe(
      'Timed out after 2m waiting for synced: Argo CD compared bbbbbbb: Microservice todo-api is OutOfSync; waiting for a manual sync (automated sync is disabled (syncPolicy.automated.enabled: false)). ' +
        'Argo CD will not sync bbbbbbb now: a deny sync window is active (deny "0 22 * * *" for 8h, manual sync not allowed). Run the release again when the window allows, or change the AppProject\'s syncWindows.'
    )
    // Nothing was overdue: the windows were asked once, at the timeout.
    expect(world.requests.filter((r) => r.call === 'windows').map((r) => (r.at - T0) / 1000)).toEqual([120])
  })

  it('does not wait for an automated sync of a revision Argo CD already synced, unless selfHeal would sync it again', async () => {
    // A perpetual diff: the sync of bbbbbbb Succeeded, the app stays OutOfSync.
    const perpetual = automated(app({ syncStatus: 'OutOfSync' }))
    const windows = { activeWindows: [deny], assignedWindows: [deny], canSync: true }
    const skipped = new VirtualArgoCd([{ from: 0, app: perpetual, windows }])
    const { state } = await run(skipped, 120_000)
    expect(state.verdict).toBe('timeout')
    expect(state.message).toContain(
      'waiting for a manual sync (Argo CD already synced bbbbbbb and, without selfHeal, does not sync it again on its own)'
    )
    // A manual sync is what it waits for, and the window lets one through (canSync): nothing holds it.
    expect(state.message).not.toContain('Argo CD will not sync')
    const selfHeal: Application = {
      ...perpetual,
      spec: { ...perpetual.spec, syncPolicy: { automated: { selfHeal: true } } }
    }
    const healing = new VirtualArgoCd([{ from: 0, app: selfHeal, windows }])
    expect((await run(healing, 120_000)).state.verdict).toBe('blocked')
  })

  it('names the window at a timeout that comes before any sync is overdue, asking once', async () => {
    const world = new VirtualArgoCd([
      { from: 0, app: outOfSync, windows: { activeWindows: [deny], assignedWindows: [deny], canSync: true } }
    ])
    const { state } = await run(world, 10_000)
    expect(state.verdict).toBe('timeout')
    expect(state.message).toMatch(
      /^Timed out after 10s waiting for synced: .*; waiting for the sync\. Argo CD will not sync bbbbbbb now: a deny sync window is active \(deny "0 22 \* \* \*" for 8h, manual sync allowed\)\. A manual sync/
    )
    expect(world.calls.filter((c) => c === 'windows')).toHaveLength(1)
  })

  it('keeps the generic hint at a timeout when no window holds the sync, and asks at most once a minute', async () => {
    const quiet = new VirtualArgoCd([{ from: 0, app: outOfSync }])
    const { state } = await run(quiet, 10_000)
    expect(state.message).toMatch(/check the app's sync policy \(automated\?\) and its conditions in the UI\.$/)
    expect(quiet.calls.filter((c) => c === 'windows')).toHaveLength(1)
    // Read at 15s and 75s while overdue, so not again at 100s.
    const overdue = new VirtualArgoCd([{ from: 0, app: outOfSync }])
    await run(overdue, 100_000)
    expect(overdue.requests.filter((r) => r.call === 'windows').map((r) => (r.at - T0) / 1000)).toEqual([15, 75])
  })

  it("offers a manual sync only when every window that blocks allows one (Argo CD's hasDeny)", async () => {
    const strict = { ...deny, schedule: '0 0 * * *', manualSync: false }
    const world = new VirtualArgoCd([
      {
        from: 0,
        app: outOfSync,
        windows: { activeWindows: [deny, strict], assignedWindows: [deny, strict], canSync: false }
      }
    ])
    const { state } = await run(world)
    expect(state.verdict).toBe('blocked')
    expect(state.message).toMatch(
      /manual sync allowed; deny "0 0 \* \* \*" for 8h, manual sync not allowed\)\. Run the release again when the window allows/
    )
  })
})
