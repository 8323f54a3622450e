import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { parseYaml } from '../../src/health/test-suite.js'
import {
  type AddAppOptions,
  type ArgoCdStandIn,
  type ArgoCdStandInOptions,
  createBareRepo,
  healthChecksFromConfigMap,
  startArgoCd
} from './index.js'
import { digest, microservice } from './testkit.js'

const LUA = readFileSync(new URL('../../health/platform.example.io/Microservice/health.lua', import.meta.url), 'utf8')
const FILE = 'apps/todo-api/dev/microservice.yaml'
const IMAGE = (n: number): string => `ghcr.io/acme/todo-api:1.${n}.0@${digest(String(n))}`

interface Health {
  status?: string
  message?: string
}
interface AppView {
  metadata: { resourceVersion: string; generation: number }
  spec: { syncPolicy?: unknown }
  operation?: unknown
  status: {
    sync: { status: string; revision?: string }
    health: Health
    resources?: { kind: string; status: string; health?: Health }[]
    operationState?: {
      phase: string
      message: string
      startedAt: string
      finishedAt?: string
      syncResult?: { revision?: string; resources: { status: string; message: string }[] }
    }
    reconciledAt?: string
    conditions?: { type: string; message: string }[]
    history?: { revision: string }[]
    summary: { images?: string[] }
  }
}
interface Node {
  kind: string
  name: string
  images?: string[]
  health?: Health
  info?: { name: string; value: string }[]
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A config repo, a manual-tick stand-in with a fake clock, and one app on it. */
async function world(
  app: Partial<AddAppOptions> = {},
  options: ArgoCdStandInOptions = { healthChecks: { 'platform.example.io_Microservice': LUA } }
) {
  const repo = await createBareRepo()
  let clock = Date.parse('2026-11-30T10:00:00Z')
  const argocd: ArgoCdStandIn = await startArgoCd({ ...options, tickMs: 0, now: () => clock })
  cleanups.push(
    () => argocd.close(),
    () => repo.remove()
  )
  const name = app.name ?? 'todo-full-api'
  // An app with its own path commits its own files; the default one starts with image 1.
  const first = app.path === undefined ? await repo.commit({ [FILE]: microservice(IMAGE(1)) }) : ''
  const w = {
    repo,
    argocd,
    first,
    /** Advances the clock by `stepMs` and runs a tick, `count` times. */
    async ticks(count = 1, stepMs = 1000): Promise<void> {
      for (let i = 0; i < count; i++) {
        clock += stepMs
        await argocd.tick()
      }
    },
    app: (): AppView => argocd.application(name) as unknown as AppView,
    microservice: (): Health | undefined => w.app().status.resources?.find((r) => r.kind === 'Microservice')?.health,
    nodes: (): Node[] => (argocd.resourceTree(name)['nodes'] as Node[] | undefined) ?? [],
    live: () =>
      argocd.liveObject({ group: 'platform.example.io', kind: 'Microservice', namespace: 'todo', name: 'todo-api' })
  }
  await argocd.addApp({
    name,
    repoDir: repo.dir,
    path: FILE,
    namespace: 'todo',
    operator: { scenario: 'healthy', delayMs: 1000 },
    ...app
  })
  return w
}

describe('the simulated controller and operator (healthy scenario)', () => {
  it('syncs the branch head, then follows the operator through the stale window to Healthy', async () => {
    const w = await world()
    // First reconcile: nothing live yet, an automated sync is requested.
    expect(w.app().status.sync.status).toBe('OutOfSync')
    expect(w.app().operation).toBeDefined()
    expect(w.app().status.operationState?.phase).toBe('Running')
    expect(w.microservice()).toEqual({ status: 'Missing' })

    await w.ticks(1, 10)
    const synced = w.app()
    expect(synced.operation).toBeUndefined()
    expect(synced.status.operationState).toMatchObject({
      phase: 'Succeeded',
      message: 'successfully synced (all tasks run)'
    })
    expect(synced.status.sync).toMatchObject({ status: 'Synced', revision: w.first })
    expect(Date.parse(synced.status.reconciledAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(synced.status.operationState?.finishedAt ?? '')
    )
    expect(w.live()?.metadata.generation).toBe(1)
    expect(w.microservice()).toEqual({ status: 'Progressing', message: 'Waiting for the operator to report status' })

    await w.ticks(1)
    expect(w.microservice()).toEqual({
      status: 'Progressing',
      message: 'Waiting for rollout: 0 of 1 updated replicas are available'
    })
    await w.ticks(1)
    expect(w.microservice()).toEqual({ status: 'Healthy', message: 'Deployment todo-api has 1/1 ready replicas' })
    expect(w.app().status.health.status).toBe('Healthy')

    // A new image: generation 2, while the status still says Ready=True for generation 1.
    const second = await w.repo.commit({ [FILE]: microservice(IMAGE(2)) })
    await w.ticks(1, 10)
    expect(w.app().status.operationState?.phase).toBe('Running')
    await w.ticks(1, 10)
    expect(w.app().status.sync).toMatchObject({ status: 'Synced', revision: second })
    expect(w.live()?.metadata.generation).toBe(2)
    expect(w.live()?.status).toMatchObject({
      observedGeneration: 1,
      conditions: [{ type: 'Ready', status: 'True' }, { type: 'Stalled' }]
    })
    expect(w.microservice()).toEqual({
      status: 'Progressing',
      message: 'Waiting for the operator to observe generation 2 (status is for generation 1)'
    })
    expect(w.app().status.health.status).toBe('Progressing')

    // Rolling out: the old pod keeps serving next to the new one.
    await w.ticks(1)
    const pods = w.nodes().filter((n) => n.kind === 'Pod')
    expect(pods.map((p) => p.images?.[0]).sort()).toEqual([IMAGE(1), IMAGE(2)].sort())
    expect(w.app().status.summary.images).toEqual([IMAGE(1), IMAGE(2)].sort())

    await w.ticks(1)
    expect(w.microservice()?.status).toBe('Healthy')
    const after = w.nodes()
    expect(after.filter((n) => n.kind === 'Pod').map((p) => p.images)).toEqual([[IMAGE(2)]])
    expect(after.find((n) => n.kind === 'Deployment')?.info).toEqual([{ name: 'Revision', value: 'Rev:2' }])
    expect(w.app().status.history?.map((h) => h.revision)).toEqual([w.first, second])
  })

  it('keeps a sync Running for syncDurationMs', async () => {
    const w = await world({}, { syncDurationMs: 5000 })
    await w.ticks(4)
    expect(w.app().status.operationState?.phase).toBe('Running')
    expect(w.live()).toBeUndefined()
    await w.ticks(1)
    expect(w.app().status.operationState?.phase).toBe('Succeeded')
  })

  it('sets OTEL_SERVICE_VERSION on the Deployment from the image reference', async () => {
    const w = await world()
    await w.ticks(3)
    const deployment = w.argocd.liveObject({ group: 'apps', kind: 'Deployment', namespace: 'todo', name: 'todo-api' })
    expect(JSON.stringify(deployment?.spec)).toContain('{"name":"OTEL_SERVICE_VERSION","value":"1.1.0"}')
  })
})

describe('operator scenarios', () => {
  it('image-pull-failure: Stalled=True with ImagePullBackOff makes the resource Degraded; the old pod keeps running', async () => {
    const w = await world()
    await w.ticks(3)
    w.argocd.setScenario('todo-full-api', { operator: { scenario: 'image-pull-failure', delayMs: 1000 } })
    await w.repo.commit({ [FILE]: microservice(IMAGE(2)) })
    await w.ticks(2, 10)
    await w.ticks(2)
    expect(w.microservice()).toEqual({ status: 'Degraded', message: `Back-off pulling image "${IMAGE(2)}"` })
    expect(w.app().status.health).toMatchObject({
      status: 'Degraded',
      message: 'Caused by platform.example.io/Microservice:todo/todo-api'
    })
    const pods = w.nodes().filter((n) => n.kind === 'Pod')
    const failing = pods.find((p) => p.images?.[0] === IMAGE(2))
    expect(failing?.health?.status).toBe('Degraded')
    expect(failing?.info?.[0]).toEqual({ name: 'Status Reason', value: 'ImagePullBackOff' })
    expect(pods.find((p) => p.images?.[0] === IMAGE(1))?.health?.status).toBe('Healthy')
  })

  it('degraded-then-recovers: Degraded first, Healthy later', async () => {
    const w = await world({ operator: { scenario: 'degraded-then-recovers', delayMs: 1000 } })
    await w.ticks(1, 10)
    await w.ticks(2)
    expect(w.microservice()?.status).toBe('Degraded')
    await w.ticks(2)
    expect(w.microservice()).toEqual({ status: 'Healthy', message: 'Deployment todo-api has 1/1 ready replicas' })
  })

  it('holdBefore keeps the operator before a step, and the time held does not count towards its delay', async () => {
    let holding = true
    const w = await world({
      operator: { scenario: 'degraded-then-recovers', delayMs: 1000, holdBefore: (step) => holding && step === 'ready' }
    })
    await w.ticks(1, 10)
    await w.ticks(10)
    expect(w.microservice()?.status).toBe('Degraded')
    holding = false
    // Stalled came 2 delays in, ready is due 2 delays after it: counted from the release.
    await w.ticks(2)
    expect(w.microservice()?.status).toBe('Degraded')
    await w.ticks(1)
    expect(w.microservice()?.status).toBe('Healthy')
  })

  it('operator-down: the generation moves, the status never does, the resource stays Progressing', async () => {
    const w = await world()
    await w.ticks(3)
    w.argocd.setScenario('todo-full-api', { operator: { scenario: 'operator-down' } })
    await w.repo.commit({ [FILE]: microservice(IMAGE(2)) })
    await w.ticks(10)
    expect(w.app().status.sync.status).toBe('Synced')
    expect(w.live()?.metadata.generation).toBe(2)
    expect(w.live()?.status?.['observedGeneration']).toBe(1)
    expect(w.microservice()?.status).toBe('Progressing')
  })

  it.each([
    ['crash-loop', 'CrashLoopBackOff', /^back-off 40s restarting failed container=app pod=todo-api-\S+_todo\(\w+\)$/],
    ['config-error', 'CreateContainerConfigError', /^secret "todo-api-db" not found$/]
  ] as const)(
    '%s: the new Pods are Degraded with the kubelet message and %s as Status Reason; the operator still says Progressing',
    async (scenario, reason, message) => {
      const w = await world({ operator: { scenario, delayMs: 1000 } })
      await w.ticks(10)
      const pod = w.nodes().find((n) => n.kind === 'Pod')
      expect(pod?.info?.[0]).toEqual({ name: 'Status Reason', value: reason })
      expect(pod?.health?.status).toBe('Degraded')
      expect(pod?.health?.message).toMatch(message)
      expect(w.microservice()?.status).toBe('Progressing')
    }
  )

  it('init-image-pull-failure: the new Pods are Pending on their init container, Init:ImagePullBackOff as Status Reason, Progressing', async () => {
    const w = await world({ operator: { scenario: 'init-image-pull-failure', delayMs: 1000 } })
    await w.ticks(10)
    const pod = w.nodes().find((n) => n.kind === 'Pod')
    expect(pod?.info?.[0]).toEqual({ name: 'Status Reason', value: 'Init:ImagePullBackOff' })
    // gitops-engine's Pod check reads the app containers only: PodInitializing is not a failure.
    expect(pod?.health).toEqual({ status: 'Progressing' })
    expect(pod?.images).toEqual([IMAGE(1)])
    expect(w.microservice()?.status).toBe('Progressing')
  })

  it('statusEveryMs: keeps writing status after the last step; under ignoreResourceUpdates the tree keeps the older version', async () => {
    const version = (w: Awaited<ReturnType<typeof world>>): string | undefined =>
      (w.nodes().find((n) => n.kind === 'Microservice') as { resourceVersion?: string } | undefined)?.resourceVersion
    const quiet = await world(
      { operator: { scenario: 'healthy', delayMs: 1000, statusEveryMs: 1000 } },
      { healthChecks: { 'platform.example.io_Microservice': LUA }, ignoreResourceUpdates: true }
    )
    await quiet.ticks(4)
    expect(quiet.microservice()?.status).toBe('Healthy')
    const assessed = version(quiet)
    expect(quiet.live()?.metadata.resourceVersion).not.toBe(assessed)
    const before = Number(quiet.live()?.metadata.resourceVersion)
    await quiet.ticks(3)
    expect(Number(quiet.live()?.metadata.resourceVersion)).toBeGreaterThan(before)
    expect(quiet.live()?.status?.['lastHeartbeatTime']).toEqual(expect.any(String))
    expect(version(quiet)).toBe(assessed)
    // Without ignoreResourceUpdates every write reaches the tree.
    const noisy = await world({ operator: { scenario: 'healthy', delayMs: 1000, statusEveryMs: 1000 } })
    await noisy.ticks(7)
    expect(version(noisy)).toBe(noisy.live()?.metadata.resourceVersion)
  })

  it('never-ready: observed, but Ready stays False', async () => {
    const w = await world({ operator: { scenario: 'never-ready', delayMs: 1000 } })
    await w.ticks(10)
    expect(w.live()?.status?.['observedGeneration']).toBe(1)
    expect(w.microservice()).toEqual({
      status: 'Progressing',
      message: 'Waiting for rollout: 0 of 1 updated replicas are available'
    })
  })
})

describe('the sync policy', () => {
  it('with automated.enabled false, shows the new revision OutOfSync and never syncs it', async () => {
    const w = await world({ automated: { enabled: false, prune: true, selfHeal: true } })
    await w.ticks(3)
    expect(w.app().spec.syncPolicy).toEqual({ automated: { enabled: false, prune: true, selfHeal: true } })
    expect(w.app().status.sync.status).toBe('OutOfSync')
    expect(w.app().operation).toBeUndefined()
    expect(w.app().status.operationState).toBeUndefined()
  })

  it('turns auto-sync off and on as an edit of the spec does', async () => {
    const w = await world()
    await w.ticks(3)
    const generation = w.app().metadata.generation
    w.argocd.setAutomated('todo-full-api', { enabled: false })
    expect(w.app().metadata.generation).toBe(generation + 1)
    const second = await w.repo.commit({ [FILE]: microservice(IMAGE(2)) })
    await w.ticks(3)
    expect(w.app().status.sync).toMatchObject({ status: 'OutOfSync', revision: second })
    expect(w.app().status.operationState?.syncResult?.revision).not.toBe(second)
    w.argocd.setAutomated('todo-full-api', true)
    await w.ticks(3)
    expect(w.app().status.sync).toMatchObject({ status: 'Synced', revision: second })
  })
})

describe('errors refreshAppConditions finds', () => {
  const DESTINATION =
    "application destination server 'https://kubernetes.default.svc' and namespace 'todo' do not match any of the allowed destinations in project 'default'"

  it('make sync and health Unknown, keep the resource statuses, empty the tree, and go once fixed', async () => {
    const w = await world()
    await w.ticks(3)
    expect(w.microservice()?.status).toBe('Healthy')
    w.argocd.setScenario('todo-full-api', { appErrors: [{ type: 'InvalidSpecError', message: DESTINATION }] })
    await w.ticks(1)
    const app = w.app()
    expect(app.status.sync.status).toBe('Unknown')
    expect(app.status.health.status).toBe('Unknown')
    expect(app.status.health.message).toBeUndefined()
    expect(app.status.conditions).toEqual([
      { type: 'InvalidSpecError', message: DESTINATION, lastTransitionTime: expect.any(String) }
    ])
    // The last comparison's statuses stay; with no tree, the API server gives them no health.
    expect(app.status.resources).toEqual([expect.objectContaining({ kind: 'Microservice', status: 'Synced' })])
    expect(app.status.resources?.[0]).not.toHaveProperty('health')
    expect(w.argocd.resourceTree('todo-full-api')).toEqual({})
    w.argocd.setScenario('todo-full-api', { appErrors: undefined })
    await w.ticks(1)
    expect(w.app().status.sync.status).toBe('Synced')
    expect(w.app().status.conditions).toBeUndefined()
    expect(w.microservice()?.status).toBe('Healthy')
  })

  it('end a sync that runs meanwhile in phase Error, and the revision is not synced again on its own', async () => {
    const w = await world({}, { healthChecks: { 'platform.example.io_Microservice': LUA }, syncDurationMs: 5000 })
    await w.ticks(8)
    const second = await w.repo.commit({ [FILE]: microservice(IMAGE(2)) })
    await w.ticks(1)
    expect(w.app().status.operationState?.phase).toBe('Running')
    w.argocd.setScenario('todo-full-api', { appErrors: [{ type: 'InvalidSpecError', message: DESTINATION }] })
    await w.ticks(1)
    expect(w.app().status.operationState).toMatchObject({
      phase: 'Error',
      message: `InvalidSpecError: ${DESTINATION}`,
      syncResult: { revision: second },
      finishedAt: expect.any(String)
    })
    expect(w.app().operation).toBeUndefined()
    w.argocd.setScenario('todo-full-api', { appErrors: undefined })
    await w.ticks(8)
    expect(w.app().status.sync).toMatchObject({ status: 'OutOfSync', revision: second })
    expect(w.app().status.operationState?.phase).toBe('Error')
  })
})

describe('sync failures', () => {
  it('a rejected apply fails the operation, leaves the cluster alone and is not retried for that revision', async () => {
    const w = await world()
    await w.ticks(3)
    const reason = 'Microservice.platform.example.io "todo-api" is invalid: spec.port: Invalid value: 70000'
    w.argocd.setScenario('todo-full-api', { rejectSync: reason })
    const bad = await w.repo.commit({ [FILE]: microservice(IMAGE(2), { port: 70000 }) })
    await w.ticks(2, 10)
    const failed = w.app()
    expect(failed.status.operationState).toMatchObject({
      phase: 'Failed',
      message: `one or more objects failed to apply, reason: ${reason}`
    })
    expect(failed.status.operationState?.syncResult?.resources[0]).toMatchObject({
      status: 'SyncFailed',
      message: reason
    })
    expect(failed.status.sync).toMatchObject({ status: 'OutOfSync', revision: bad })
    expect(w.live()?.metadata.generation).toBe(1)
    await w.ticks(3)
    expect(w.app().operation).toBeUndefined()
    expect(w.app().status.operationState?.phase).toBe('Failed')

    w.argocd.setScenario('todo-full-api', { rejectSync: undefined })
    await w.repo.commit({ [FILE]: microservice(IMAGE(3)) })
    await w.ticks(2, 10)
    expect(w.app().status.operationState?.phase).toBe('Succeeded')
    expect(w.live()?.metadata.generation).toBe(2)
  })

  it('reports a branch that does not resolve as a ComparisonError with sync Unknown', async () => {
    const w = await world({ branch: 'release' })
    expect(w.app().status.sync.status).toBe('Unknown')
    expect(w.app().status.conditions).toEqual([
      expect.objectContaining({
        type: 'ComparisonError',
        message: "rpc error: code = Unknown desc = unable to resolve 'release' to a commit SHA"
      })
    ])
  })

  it('prunes what git no longer has (directory source)', async () => {
    const w = await world({ path: 'apps/todo/' })
    const config = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: todo-config\ndata:\n  LOG_LEVEL: info\n'
    await w.repo.commit({
      'apps/todo/microservice.yaml': microservice(IMAGE(1)),
      'apps/todo/config.yaml': config,
      'apps/todo/README.md': '# not a manifest\n'
    })
    await w.ticks(2, 10)
    expect(
      w
        .app()
        .status.resources?.map((r) => r.kind)
        .sort()
    ).toEqual(['ConfigMap', 'Microservice'])
    expect(w.argocd.liveObject({ group: '', kind: 'ConfigMap', namespace: 'todo', name: 'todo-config' })).toBeDefined()
    await w.repo.commit({ 'apps/todo/config.yaml': null })
    await w.ticks(3, 10)
    expect(
      w.argocd.liveObject({ group: '', kind: 'ConfigMap', namespace: 'todo', name: 'todo-config' })
    ).toBeUndefined()
    expect(w.app().status.operationState?.syncResult?.resources.map((r) => r.status)).toContain('Pruned')
    expect(w.app().status.sync.status).toBe('Synced')
  })
})

describe('health checks', () => {
  it('without a health check a custom resource has no health, and the app is Healthy as soon as it exists', async () => {
    const w = await world({ operator: { scenario: 'operator-down' } }, {})
    await w.ticks(1, 10)
    const resource = w.app().status.resources?.find((r) => r.kind === 'Microservice')
    expect(resource).toBeDefined()
    expect(resource).not.toHaveProperty('health')
    expect(w.nodes().find((n) => n.kind === 'Microservice')).not.toHaveProperty('health')
    expect(w.app().status.health.status).toBe('Healthy')
    expect(w.live()?.status).toBeUndefined()
  })

  it('a Lua error makes the resource and the app Unknown, with a ComparisonError condition', async () => {
    const broken = 'local hs = {}\nif obj.status.observedGeneration then hs.status = "Healthy" end\nreturn hs'
    const w = await world(
      { operator: { scenario: 'operator-down' } },
      { healthChecks: { 'platform.example.io/Microservice': broken } }
    )
    await w.ticks(1, 10)
    const message = "<string>:2: attempt to index a nil value (field 'status')"
    expect(w.microservice()).toEqual({ status: 'Unknown', message })
    expect(w.app().status.health.status).toBe('Unknown')
    expect(w.app().status.conditions).toEqual([
      expect.objectContaining({
        type: 'ComparisonError',
        message: `error setting app health: failed to get resource health for "Microservice" with name "todo-api" in namespace "todo": failed to get resource health for todo/todo-api: ${message}`
      })
    ])
    // Fixing the check fixes the app on the next tick.
    w.argocd.installHealthCheck('platform.example.io_Microservice', LUA)
    await w.ticks(1)
    expect(w.microservice()?.status).toBe('Progressing')
    expect(w.app().status.conditions).toBeUndefined()
  })

  it('an invalid status becomes Unknown with Argo CD’s fixed message and no condition', async () => {
    const w = await world({}, { healthChecks: { 'platform.example.io_Microservice': 'return { status = "Ready" }' } })
    await w.ticks(1, 10)
    expect(w.microservice()).toEqual({ status: 'Unknown', message: 'Lua returned an invalid health status' })
    expect(w.app().status.conditions).toBeUndefined()
  })

  it('leaves a resource annotated ignore-healthcheck out of the app’s health', async () => {
    const w = await world(
      {},
      { healthChecks: { 'platform.example.io_Microservice': 'return { status = "Degraded", message = "always" }' } }
    )
    await w.ticks(1, 10)
    expect(w.app().status.health.status).toBe('Degraded')
    const annotated = microservice(IMAGE(2)).replace(
      'metadata:\n',
      'metadata:\n  annotations:\n    argocd.argoproj.io/ignore-healthcheck: "true"\n'
    )
    await w.repo.commit({ [FILE]: annotated })
    await w.ticks(2, 10)
    expect(w.microservice()).toEqual({ status: 'Degraded', message: 'always' })
    expect(w.app().status.health.status).toBe('Healthy')
  })

  it('installs the checks from health/argocd-cm.yaml, DecisionModel included', async () => {
    const configMap = parseYaml(readFileSync(new URL('../../health/argocd-cm.yaml', import.meta.url), 'utf8')) as {
      data: Record<string, string>
    }
    const checks = healthChecksFromConfigMap(configMap.data)
    expect(Object.keys(checks).sort()).toEqual(['decisionmodel.io/DecisionModel', 'platform.example.io/Microservice'])
    const w = await world({ name: 'router', path: 'models/router.yaml', namespace: 'models' }, { healthChecks: checks })
    const model =
      'apiVersion: decisionmodel.io/v1alpha1\nkind: DecisionModel\nmetadata:\n  name: support-router\nspec:\n  model:\n    uri: s3://models/x\n'
    await w.repo.commit({ 'models/router.yaml': model })
    await w.ticks(2, 10)
    const resource = (w.argocd.application('router') as unknown as AppView).status.resources?.[0]
    expect(resource).toMatchObject({
      kind: 'DecisionModel',
      health: { status: 'Progressing', message: 'Waiting for the controller to report status' }
    })
  })
})
