import { afterEach, describe, expect, it } from 'vitest'
import { run } from '../../../src/wait/cli.js'
import type { Timeline } from '../../../src/wait/timeline.js'
import { captureIO } from '../../helpers/cli-io.js'
import {
  APP,
  BROKEN_CHECK,
  FAST,
  NAIVE_CHECK,
  QUICK_TO_POLL,
  ReleaseFixture,
  holdUntilReadAgain,
  type ReleaseFixtureOptions
} from '../wait/setup.js'

let world: ReleaseFixture | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

/** Starts the world, pushes the release to main and runs `gitops-release wait --json` for it. */
async function waitFor(
  options: ReleaseFixtureOptions,
  flags: string[] = [],
  before?: (w: ReleaseFixture) => void,
  tuning = FAST
) {
  world = await ReleaseFixture.start(options)
  before?.(world)
  const revision = await world.push()
  const io = captureIO()
  const code = await run(world.cliArgs(['--revision', revision, '--json', ...flags]), io, tuning)
  const timeline = io.out ? (JSON.parse(io.out) as Timeline) : undefined
  return { code, timeline, io, revision }
}

const step = (timeline: Timeline | undefined, name: string) => timeline?.steps.find((s) => s.step === name)

describe('gitops-release wait against the Argo CD stand-in', () => {
  it('healthy rollout: exit 0 and the timeline of every step', async () => {
    const { code, timeline, revision } = await waitFor({})
    expect(code).toBe(0)
    expect(timeline).toMatchObject({ verdict: 'healthy', health: 'Healthy', revision, phase: 'running' })
    expect(step(timeline, 'running')!.detail).toMatch(/^1 Pod runs sha256:28492db0/)
  })

  it('stale Ready=True from the old generation does not pass: it waits for the operator, then warns about the check', async () => {
    // The operator observes the new generation only once the wait has read the object with the stale condition.
    const { code, timeline, io } = await waitFor({ check: NAIVE_CHECK }, [], (w) =>
      w.holdOperator({ scenario: 'healthy', delayMs: 400 }, holdUntilReadAgain(w, 'rolling-out'))
    )
    expect(code).toBe(0)
    expect(io.err).toMatch(/health customization is missing or wrong/)
    expect(timeline!.warnings[0]).toMatch(
      /Argo CD says platform.example.io\/Microservice todo\/todo-api is Healthy, but the operator has only observed generation 1 of 2/
    )
    expect(step(timeline, 'observed')!.detail).toBe('spec.image matches; the operator observed generation 2')
    // Healthy was believed only after the operator caught up, never from the stale condition.
    expect(Date.parse(step(timeline, 'health')!.since)).toBeGreaterThanOrEqual(
      Date.parse(step(timeline, 'observed')!.since)
    )
  })

  it("image pull failure: exit 1 with the operator's reason", async () => {
    const { code, timeline } = await waitFor({ operator: { scenario: 'image-pull-failure', delayMs: 50 } })
    expect(code).toBe(1)
    expect(timeline).toMatchObject({ verdict: 'degraded', health: 'Degraded', phase: 'health' })
    expect(timeline!.message).toMatch(/is Degraded: Back-off pulling image/)
  })

  it('Degraded then recovered within the grace period: exit 0', async () => {
    // The operator recovers only once the wait has read the object while it was Degraded.
    const { code, timeline, io } = await waitFor({}, ['--degraded-grace', '10'], (w) =>
      w.holdOperator({ scenario: 'degraded-then-recovers', delayMs: 300 }, holdUntilReadAgain(w, 'ready'))
    )
    expect(code).toBe(0)
    expect(timeline!.verdict).toBe('healthy')
    expect(io.err).toMatch(/Degraded: Back-off pulling image .*; allowing \d+s more for it to recover/)
  })

  it('operator down: exit 124 with a message that points at the operator', async () => {
    // The timeout is wall time, and the wait must get past sync to the live read within it: at
    // rest that takes about 0.3 s, so 5 s leaves room for a busy machine.
    const { code, timeline, io } = await waitFor({ operator: { scenario: 'operator-down' } }, ['--timeout', '5'])
    expect(code).toBe(124)
    expect(timeline).toMatchObject({ verdict: 'timeout', phase: 'observed' })
    expect(timeline!.message).toMatch(
      /^Timed out after 5s waiting for observed: spec.image matches; the operator has observed generation 1 of 2\. The operator never reported the new generation/
    )
    expect(io.err).toContain('observed: waiting')
  })

  it("sync failed: exit 1 at once with Argo CD's message", async () => {
    const reason = 'Microservice.platform.example.io "todo-api" is invalid: spec.port: Invalid value: 70000'
    const { code, timeline } = await waitFor({}, [], (w) => w.argocd.setScenario(APP, { rejectSync: reason }))
    expect(code).toBe(1)
    expect(timeline).toMatchObject({ verdict: 'sync-failed', phase: 'synced' })
    expect(timeline!.message).toContain(reason)
  })

  it('health check not installed: exit 2 saying how to add it', async () => {
    const { code, timeline } = await waitFor({ check: null })
    expect(code).toBe(2)
    expect(timeline!.verdict).toBe('misconfigured')
    expect(timeline!.message).toContain(
      "Add the key 'resource.customizations.health.platform.example.io_Microservice' to the argocd-cm ConfigMap"
    )
  })

  it("Lua error in the health check: exit 2 with the script's error", async () => {
    const { code, timeline } = await waitFor({ check: BROKEN_CHECK })
    expect(code).toBe(2)
    expect(timeline!.message).toMatch(
      /health check for platform.example.io\/Microservice todo\/todo-api failed: <string>:2: attempt to index a nil value \(global 'string'\)\. Fix the Lua script in argocd-cm/
    )
  })

  it('app missing: exit 2, "app missing or token lacks access"', async () => {
    world = await ReleaseFixture.start()
    const io = captureIO()
    const args = world.cliArgs().map((a) => (a === APP ? 'no-such-app' : a))
    expect(await run(args, io, FAST)).toBe(2)
    expect(io.err).toMatch(/403 for app "no-such-app": app missing or token lacks access/)
    expect(io.out).toBe('')
  })

  it('bad token: exit 2, "token invalid or expired"', async () => {
    world = await ReleaseFixture.start()
    const token = world.argocd.issueToken({ apps: '*' })
    world.argocd.revokeToken(token)
    const io = captureIO({ ARGOCD_AUTH_TOKEN: token })
    const args = world.cliArgs().filter((a, i, all) => a !== '--argocd-token' && all[i - 1] !== '--argocd-token')
    expect(await run(args, io, FAST)).toBe(2)
    expect(io.err).toMatch(/token invalid or expired \(401: invalid session/)
  })
})

const APP_WATCH = '/api/v1/stream/applications'
const TREE_WATCH = `/api/v1/stream/applications/${APP}/resource-tree`

describe('what the wait costs Argo CD', () => {
  it('follows the rollout on the two watches: no plain GET of the app, the live object read only when the target changed', async () => {
    const { code } = await waitFor({ operator: { scenario: 'healthy', delayMs: 300 } })
    expect(code).toBe(0)
    const paths = world!.argocd.requests.map((r) => r.path)
    const count = (path: string): number => paths.filter((p) => p === path).length
    // The one GET of the app is the refresh; every later change came pushed.
    expect(count(`/api/v1/applications/${APP}`)).toBe(1)
    expect([count('/api/v1/stream/applications'), count(TREE_WATCH)]).toEqual([1, 1])
    // Observed, Progressing, Healthy: at most one read of the live object per change of the target.
    expect(count(`/api/v1/applications/${APP}/resource`)).toBeLessThanOrEqual(4)
    expect(paths.length).toBeLessThanOrEqual(12)
  })
})

describe('when the connection misbehaves', () => {
  it('streams dropped mid-rollout: both watches reconnect (the app from its last resourceVersion) and it ends Healthy', async () => {
    const { code } = await waitFor({}, [], (w) => {
      w.argocd.faults.dropStreamsAfter(1)
      // The tree's watch hears only of changes, so the rollout starts once that watch is open; and
      // it completes only once each watch has been dropped and asked for again.
      const { dropped } = w.argocd.faults
      const asked = (path: string): number => w.argocd.requests.filter((r) => r.path === path).length
      w.holdOperator({ scenario: 'healthy', delayMs: 150 }, (step) =>
        step === 'rolling-out'
          ? asked(TREE_WATCH) === 0
          : step === 'ready' && !(dropped.apps > 0 && asked(APP_WATCH) > 1 && dropped.tree > 0 && asked(TREE_WATCH) > 1)
      )
    })
    expect(code).toBe(0)
    const watches = world!.argocd.requests.filter((r) => r.path === APP_WATCH)
    expect(watches.length).toBeGreaterThan(1)
    expect(
      watches.every((r) => typeof r.query['resourceVersion'] === 'string' && r.query['resourceVersion'] !== '')
    ).toBe(true)
    expect(world!.argocd.requests.filter((r) => r.path === TREE_WATCH).length).toBeGreaterThan(1)
  })

  it('Argo CD 5xx bursts: retried, and the wait still ends Healthy', async () => {
    const { code, io } = await waitFor({ operator: { scenario: 'healthy', delayMs: 150 } }, [], (w) => {
      w.argocd.faults.failNext(3, { status: 503, path: '/resource-tree' })
      w.argocd.faults.failNext(5, { status: 502, path: /\/applications\/todo-full-api$/ })
    })
    expect(code).toBe(0)
    expect(io.err).toMatch(/HTTP 50[23]/)
    expect(world!.argocd.requests.filter((r) => r.status >= 500).length).toBeGreaterThanOrEqual(8)
  })

  it.each(['bad-gateway', 'buffering'] as const)(
    'stream behind a %s proxy: falls back to reading the app and ends Healthy',
    async (mode) => {
      const { code } = await waitFor(
        { operator: { scenario: 'healthy', delayMs: 150 } },
        [],
        (w) => w.argocd.faults.streamUnavailable(mode),
        QUICK_TO_POLL
      )
      expect(code).toBe(0)
      const reads = world!.argocd.requests.filter((r) => r.path === `/api/v1/applications/${APP}`)
      expect(reads.length).toBeGreaterThan(1)
    }
  )
})
