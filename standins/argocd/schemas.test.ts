import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ArgoCdStandIn, type BareRepo, createBareRepo, ROUTES, startArgoCd } from './index.js'
import { loadArgoCdSchemas, requiredDefinitions, ResponseValidator } from './openapi.js'
import { digest, get, microservice, openStream } from './testkit.js'
import { CHART_DIR, helmFiles, KUSTOMIZE_DIR, kustomizeFiles } from '../rendered-apps.js'
import { sharedRequired } from '../../test/helpers/shared-dir.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const LUA = readFileSync(new URL('../../health/platform.example.io/Microservice/health.lua', import.meta.url), 'utf8')
const APP = 'todo-full-api'
const FILE = 'apps/todo-api/dev/microservice.yaml'

let repo: BareRepo
let argocd: ArgoCdStandIn
const validator = new ResponseValidator()
/** Every answer checked, by operationId, so the last test can prove every route was exercised. */
const exercised = new Map<string, Set<string>>()

function check(operationId: string, status: number, body: unknown): void {
  const kind = status === 200 ? '200' : 'default'
  expect(
    validator.check(operationId, kind, body),
    `${operationId} ${status}: ${JSON.stringify(body).slice(0, 300)}`
  ).toBeUndefined()
  exercised.set(operationId, (exercised.get(operationId) ?? new Set()).add(String(status)))
}

/** Stream bodies, errors included, follow the "Stream result of ..." schema ({result} or {error}). */
function checkStream(operationId: string, status: number, line: string): void {
  expect(
    validator.check(operationId, '200', JSON.parse(line)),
    `${operationId} ${status}: ${line.slice(0, 300)}`
  ).toBeUndefined()
  exercised.set(operationId, (exercised.get(operationId) ?? new Set()).add(String(status)))
}

beforeAll(async () => {
  repo = await createBareRepo()
  await repo.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.0.0@${digest('a')}`) })
  argocd = await startArgoCd({ tickMs: 10, healthChecks: { 'platform.example.io_Microservice': LUA } })
  await argocd.addApp({
    name: APP,
    repoDir: repo.dir,
    path: FILE,
    namespace: 'todo',
    operator: { scenario: 'healthy', delayMs: 20 }
  })
  await argocd.waitFor(
    APP,
    (app) => (app as { status: { health: { status: string } } }).status.health.status === 'Healthy'
  )
})

afterAll(async () => {
  await argocd?.close()
  await repo?.remove()
})

describe('every answer of the stand-in has the shape of Argo CD’s swagger.json, with the fields it always sends', () => {
  const token = (): string => argocd.token

  it('GET /api/v1/applications/{name}', async () => {
    for (const path of [
      `/api/v1/applications/${APP}`,
      `/api/v1/applications/${APP}?refresh=normal`,
      `/api/v1/applications/${APP}?refresh=hard`
    ]) {
      const answer = await get(argocd.url, path, { token: token() })
      expect(answer.status).toBe(200)
      check('ApplicationService_Get', 200, answer.json())
    }
    for (const [path, auth, status] of [
      [`/api/v1/applications/nope`, token(), 403],
      [`/api/v1/applications/${APP}`, undefined, 401],
      [`/api/v1/applications/${APP}?project=other`, token(), 404],
      [`/api/v1/applications/${APP}?projects=a&projects=b`, token(), 400]
    ] as const) {
      const answer = await get(argocd.url, path, auth ? { token: auth } : {})
      expect(answer.status).toBe(status)
      check('ApplicationService_Get', status, answer.json())
    }
  })

  it('GET /api/v1/applications/{applicationName}/resource-tree', async () => {
    const answer = await get(argocd.url, `/api/v1/applications/${APP}/resource-tree`, { token: token() })
    expect(answer.status).toBe(200)
    check('ApplicationService_ResourceTree', answer.status, answer.json())
    const denied = await get(argocd.url, `/api/v1/applications/nope/resource-tree`, { token: token() })
    expect(denied.status).toBe(403)
    check('ApplicationService_ResourceTree', denied.status, denied.json())
  })

  it('GET /api/v1/applications/{name}/resource', async () => {
    const pod = (argocd.resourceTree(APP)['nodes'] as { kind: string; name: string }[]).find((n) => n.kind === 'Pod')
    expect(pod).toBeDefined()
    for (const [query, status] of [
      ['namespace=todo&resourceName=todo-api&version=v1alpha1&kind=Microservice&group=platform.example.io', 200],
      [`namespace=todo&resourceName=${pod?.name}&version=v1&kind=Pod`, 200],
      // Not in the app's tree: 400; no kind: the gateway's required-field check, 500.
      ['namespace=todo&resourceName=ghost&version=v1&kind=Pod', 400],
      ['namespace=todo&resourceName=todo-api&version=v1', 500]
    ] as const) {
      const answer = await get(argocd.url, `/api/v1/applications/${APP}/resource?${query}`, { token: token() })
      expect(answer.status, query).toBe(status)
      check('ApplicationService_GetResource', answer.status, answer.json())
    }
  })

  it('GET /api/v1/applications/{name}/syncwindows', async () => {
    const none = await get(argocd.url, `/api/v1/applications/${APP}/syncwindows`, { token: token() })
    expect(none.status).toBe(200)
    expect(none.json()).toEqual({ canSync: true })
    check('ApplicationService_GetApplicationSyncWindows', none.status, none.json())
    argocd.setScenario(APP, {
      syncWindows: [
        { kind: 'deny', schedule: '0 22 * * *', duration: '8h', manualSync: true, active: true },
        { kind: 'allow', schedule: '0 6 * * 1-5', duration: '10h', active: false }
      ]
    })
    const blocked = await get(argocd.url, `/api/v1/applications/${APP}/syncwindows`, { token: token() })
    argocd.setScenario(APP, { syncWindows: undefined })
    expect(blocked.status).toBe(200)
    expect(blocked.json()).toMatchObject({ canSync: true, activeWindows: [{ kind: 'deny', manualSync: true }] })
    check('ApplicationService_GetApplicationSyncWindows', blocked.status, blocked.json())
    const denied = await get(argocd.url, `/api/v1/applications/nope/syncwindows`, { token: token() })
    expect(denied.status).toBe(403)
    check('ApplicationService_GetApplicationSyncWindows', denied.status, denied.json())
  })

  it('GET /api/v1/applications/{applicationName}/managed-resources', async () => {
    for (const query of ['', '?kind=Microservice', '?kind=ConfigMap']) {
      const answer = await get(argocd.url, `/api/v1/applications/${APP}/managed-resources${query}`, { token: token() })
      expect(answer.status, query).toBe(200)
      check('ApplicationService_ManagedResources', answer.status, answer.json())
    }
    const denied = await get(argocd.url, `/api/v1/applications/nope/managed-resources`, { token: token() })
    expect(denied.status).toBe(403)
    check('ApplicationService_ManagedResources', denied.status, denied.json())
  })

  it('GET /api/v1/stream/applications', async () => {
    const stream = await openStream(argocd.url, `/api/v1/stream/applications?name=${APP}`, { token: token() })
    expect(stream.status).toBe(200)
    checkStream('ApplicationService_Watch', stream.status, (await stream.next()) as string)
    await repo.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.1.0@${digest('b')}`) })
    checkStream('ApplicationService_Watch', stream.status, (await stream.next()) as string)
    stream.close()
    const refused = await openStream(argocd.url, `/api/v1/stream/applications?name=${APP}`)
    expect(refused.status).toBe(401)
    checkStream('ApplicationService_Watch', refused.status, (await refused.next()) as string)
  })

  it('GET /api/v1/stream/applications/{applicationName}/resource-tree', async () => {
    const opening = openStream(argocd.url, `/api/v1/stream/applications/${APP}/resource-tree`, {
      token: token(),
      headerTimeoutMs: 10_000
    })
    // The tree stream sends nothing until the tree changes: roll out another image.
    await repo.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.2.0@${digest('c')}`) })
    const stream = await opening
    expect(stream.status).toBe(200)
    checkStream('ApplicationService_WatchResourceTree', stream.status, (await stream.next()) as string)
    stream.close()
    const refused = await openStream(argocd.url, `/api/v1/stream/applications/nope/resource-tree`, { token: token() })
    expect(refused.status).toBe(403)
    checkStream('ApplicationService_WatchResourceTree', refused.status, (await refused.next()) as string)
  })

  it('GET /api/v1/applications/{name} of an app on the Source Hydrator, while hydrating and once hydrated', async () => {
    const dry = await createBareRepo()
    try {
      await dry.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.0.0@${digest('d')}`, { name: 'hydrated' }) })
      await argocd.addApp({
        name: 'hydrated',
        repoDir: dry.dir,
        path: FILE,
        namespace: 'todo',
        sourceHydrator: { syncBranch: 'environments/dev' },
        automated: false
      })
      const phases = new Set<string>()
      const phase = (app: Record<string, unknown>): string | undefined =>
        (app as { status?: { sourceHydrator?: { currentOperation?: { phase?: string } } } }).status?.sourceHydrator
          ?.currentOperation?.phase
      await argocd.waitFor('hydrated', (app) => {
        phases.add(phase(app) ?? '')
        return phase(app) === 'Hydrated'
      })
      expect(phases).toContain('Hydrating')
      const answer = await get(argocd.url, '/api/v1/applications/hydrated', { token: token() })
      expect(answer.status).toBe(200)
      expect(answer.json()).toMatchObject({
        spec: { sourceHydrator: { syncSource: { targetBranch: 'environments/dev' } } },
        status: { sourceHydrator: { lastSuccessfulOperation: { drySHA: await dry.head() } } }
      })
      check('ApplicationService_Get', answer.status, answer.json())
    } finally {
      argocd.removeApp('hydrated')
      await dry.remove()
    }
  })

  it('GET /api/v1/applications/{name} during and after a sync with a PostSync hook', async () => {
    const job = [
      'apiVersion: batch/v1',
      'kind: Job',
      'metadata:',
      '  name: smoke-test',
      '  annotations: { argocd.argoproj.io/hook: PostSync }',
      'spec:',
      '  template: { spec: { restartPolicy: Never, containers: [{ name: smoke, image: busybox }] } }',
      ''
    ].join('\n')
    const sha = await repo.commit({
      [FILE]: `${microservice(`ghcr.io/acme/todo-api:1.3.0@${digest('e')}`)}---\n${job}`
    })
    type Op = {
      phase?: string
      syncResult?: { revision?: string; resources?: { hookType?: string; hookPhase?: string }[] }
    }
    const op = (app: Record<string, unknown>): Op =>
      (app as { status?: { operationState?: Op } }).status?.operationState ?? {}
    const ofSha = (app: Record<string, unknown>): boolean => op(app).syncResult?.revision === sha
    const hookRunning = (app: Record<string, unknown>): boolean =>
      ofSha(app) &&
      (op(app).syncResult?.resources ?? []).some((r) => r.hookType === 'PostSync' && r.hookPhase === 'Running')
    await argocd.waitFor(APP, hookRunning)
    const running = await get(argocd.url, `/api/v1/applications/${APP}`, { token: token() })
    expect(running.status).toBe(200)
    check('ApplicationService_Get', running.status, running.json())
    const done = await argocd.waitFor(APP, (app) => ofSha(app) && op(app).phase === 'Succeeded')
    expect(op(done).syncResult?.resources).toContainEqual(
      expect.objectContaining({ kind: 'Job', name: 'smoke-test', hookType: 'PostSync', hookPhase: 'Succeeded' })
    )
    const answer = await get(argocd.url, `/api/v1/applications/${APP}`, { token: token() })
    expect(answer.status).toBe(200)
    check('ApplicationService_Get', answer.status, answer.json())
    // Hooks are neither managed nor pruned: the app lists the Microservice only.
    expect(
      (answer.json() as { status: { resources: { kind: string }[] } }).status.resources.map((r) => r.kind)
    ).toEqual(['Microservice'])
  })

  it('GET of the states wait must read right: another namespace, auto-sync off, init containers, heartbeats, stopped reconciling, a sync in the Error phase', async () => {
    const dir = await createBareRepo()
    let clock = Date.parse('2026-11-30T10:00:00Z')
    const modes = await startArgoCd({
      tickMs: 0,
      now: () => clock,
      syncDurationMs: 5000,
      ignoreResourceUpdates: true,
      healthChecks: { 'platform.example.io_Microservice': LUA }
    })
    const ticks = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++) {
        clock += 1000
        await modes.tick()
      }
    }
    const read = async (path: string, operationId: string): Promise<Record<string, unknown>> => {
      const answer = await get(modes.url, path, { token: modes.token })
      expect(answer.status, path).toBe(200)
      check(operationId, answer.status, answer.json())
      return answer.json() as Record<string, unknown>
    }
    const app = '/api/v1/applications/modes?appNamespace=team-a'
    const tree = '/api/v1/applications/modes/resource-tree?appNamespace=team-a'
    try {
      await dir.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.0.0@${digest('f')}`, { name: 'modes' }) })
      await modes.addApp({
        name: 'modes',
        appNamespace: 'team-a',
        repoDir: dir.dir,
        path: FILE,
        namespace: 'todo',
        operator: { scenario: 'init-image-pull-failure', delayMs: 1000, statusEveryMs: 1000 }
      })
      await ticks(8)
      await read(app, 'ApplicationService_Get')
      const nodes = (await read(tree, 'ApplicationService_ResourceTree'))['nodes'] as { info?: { value: string }[] }[]
      expect(nodes.flatMap((n) => n.info ?? []).map((i) => i.value)).toContain('Init:ImagePullBackOff')
      // A sync running when Argo CD finds an InvalidSpecError ends in the Error phase; the tree empties.
      await dir.commit({ [FILE]: microservice(`ghcr.io/acme/todo-api:1.1.0@${digest('g')}`, { name: 'modes' }) })
      await ticks(1)
      modes.setScenario('modes', {
        appErrors: [
          { type: 'InvalidSpecError', message: 'Application referencing project default which does not exist' }
        ]
      })
      await ticks(1)
      const stopped = await read(app, 'ApplicationService_Get')
      expect(stopped).toMatchObject({
        status: { sync: { status: 'Unknown' }, health: { status: 'Unknown' }, operationState: { phase: 'Error' } }
      })
      expect(await read(tree, 'ApplicationService_ResourceTree')).toEqual({})
      const resource = await get(
        modes.url,
        '/api/v1/applications/modes/resource?appNamespace=team-a&namespace=todo&resourceName=modes&version=v1alpha1&kind=Microservice&group=platform.example.io',
        { token: modes.token }
      )
      expect(resource.status).toBe(400)
      check('ApplicationService_GetResource', resource.status, resource.json())
      // Auto-sync switched off by its enabled flag.
      modes.setScenario('modes', { appErrors: undefined })
      modes.setAutomated('modes', { enabled: false, prune: true })
      await ticks(2)
      expect(await read(app, 'ApplicationService_Get')).toMatchObject({
        spec: { syncPolicy: { automated: { enabled: false, prune: true } } }
      })
    } finally {
      await modes.close()
      await dir.remove()
    }
  })

  it('GET of an app that deploys a Deployment itself: the tree down to its Pods, the live Deployment, Degraded past its progress deadline', async () => {
    const dir = await createBareRepo()
    const deployment = (image: string): string =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${image}\n`
    const healthOf = (app: unknown): string | undefined =>
      (app as { status?: { health?: { status?: string } } }).status?.health?.status
    const read = async (path: string, operationId: string): Promise<Record<string, unknown>> => {
      const answer = await get(argocd.url, path, { token: argocd.token })
      expect(answer.status, path).toBe(200)
      check(operationId, answer.status, answer.json())
      return answer.json() as Record<string, unknown>
    }
    const live =
      '/api/v1/applications/web/resource?namespace=todo&resourceName=web&version=v1&kind=Deployment&group=apps'
    try {
      await dir.commit({ 'web/deployment.yaml': deployment(`ghcr.io/acme/web:1@${digest('a')}`) })
      await argocd.addApp({
        name: 'web',
        repoDir: dir.dir,
        path: 'web/deployment.yaml',
        namespace: 'todo',
        operator: { scenario: 'healthy', delayMs: 20 }
      })
      // The app reads Healthy once its Pods are: not before the Deployment controller's first write.
      const rolledOut = (): boolean => {
        const nodes = (argocd.resourceTree('web')['nodes'] ?? []) as { kind: string; health?: { status: string } }[]
        return nodes.filter((n) => n.kind === 'Pod' && n.health?.status === 'Healthy').length === 2
      }
      await argocd.waitFor('web', (app) => healthOf(app) === 'Healthy' && rolledOut())
      const nodes = (await read('/api/v1/applications/web/resource-tree', 'ApplicationService_ResourceTree'))[
        'nodes'
      ] as { kind: string; images?: string[]; health?: { status: string } }[]
      expect(nodes.map((n) => n.kind).sort()).toEqual(['Deployment', 'Pod', 'Pod', 'ReplicaSet'])
      expect(nodes.find((n) => n.kind === 'Deployment')?.health).toEqual({ status: 'Healthy' })
      expect(nodes.find((n) => n.kind === 'Pod')?.images).toEqual([`ghcr.io/acme/web:1@${digest('a')}`])
      await read(live, 'ApplicationService_GetResource')

      argocd.setScenario('web', { operator: { scenario: 'image-pull-failure', delayMs: 20 } })
      await dir.commit({ 'web/deployment.yaml': deployment(`ghcr.io/acme/web:2@${digest('b')}`) })
      // The scenario applies to what the operator has not done yet, so the old generation may stall
      // first: wait for the new one.
      const second = (): boolean =>
        argocd.liveObject({ group: 'apps', kind: 'Deployment', namespace: 'todo', name: 'web' })?.metadata
          .generation === 2
      const degraded = await argocd.waitFor('web', (app) => healthOf(app) === 'Degraded' && second())
      expect(JSON.stringify(degraded)).toContain('exceeded its progress deadline')
      const manifest = (await read(live, 'ApplicationService_GetResource'))['manifest'] as string
      expect(JSON.parse(manifest)).toMatchObject({
        status: {
          updatedReplicas: 2,
          replicas: 4,
          conditions: [{ type: 'Available' }, { reason: 'ProgressDeadlineExceeded' }]
        }
      })
    } finally {
      argocd.removeApp('web')
      await dir.remove()
    }
  })

  it('GET of a kustomize and a Helm app (sourceType Kustomize and Helm, spec.source.helm), and of a chart the stand-in refuses to render', async () => {
    const dir = await createBareRepo()
    const image = `ghcr.io/acme/todo-api:1.4.2@${digest('b')}`
    const read = async (path: string, operationId: string): Promise<Record<string, unknown>> => {
      const answer = await get(argocd.url, path, { token: argocd.token })
      expect(answer.status, path).toBe(200)
      check(operationId, answer.status, answer.json())
      return answer.json() as Record<string, unknown>
    }
    const status = (app: unknown): { sourceType?: string; health?: { status?: string }; conditions?: unknown[] } =>
      (app as { status: { sourceType?: string } }).status
    const apps = [
      { name: 'web-kustomize', path: KUSTOMIZE_DIR, sourceType: 'Kustomize' },
      { name: 'web-helm', path: CHART_DIR, sourceType: 'Helm', helm: { valueFiles: ['values-dev.yaml'] } }
    ]
    try {
      await dir.commit({
        ...kustomizeFiles(image),
        ...helmFiles(image),
        'charts/broken/Chart.yaml': 'apiVersion: v2\nname: broken\nversion: 0.1.0\n',
        'charts/broken/templates/deployment.yaml': '{{ include "broken.labels" . }}\n'
      })
      for (const app of apps) {
        await argocd.addApp({
          name: app.name,
          repoDir: dir.dir,
          path: app.path,
          namespace: app.name,
          operator: { scenario: 'healthy', delayMs: 20 },
          ...(app.helm ? { helm: app.helm } : {})
        })
        await argocd.waitFor(app.name, (a) => status(a).health?.status === 'Healthy')
        const got = await read(`/api/v1/applications/${app.name}`, 'ApplicationService_Get')
        expect(status(got).sourceType).toBe(app.sourceType)
        expect((got['spec'] as { source: Record<string, unknown> }).source).toMatchObject({
          path: app.path,
          ...(app.helm ? { helm: app.helm } : {})
        })
        const tree = await read(`/api/v1/applications/${app.name}/resource-tree`, 'ApplicationService_ResourceTree')
        const pods = (tree['nodes'] as { kind: string; images?: string[] }[]).filter((n) => n.kind === 'Pod')
        expect(pods.flatMap((n) => n.images)).toContain(image)
        await read(`/api/v1/applications/${app.name}/managed-resources`, 'ApplicationService_ManagedResources')
      }
      await argocd.addApp({ name: 'broken', repoDir: dir.dir, path: 'charts/broken', namespace: 'broken' })
      const broken = await argocd.waitFor('broken', (a) => (status(a).conditions ?? []).length > 0)
      check('ApplicationService_Get', 200, broken)
      expect(status(broken).conditions).toMatchObject([
        { type: 'ComparisonError', message: expect.stringContaining('not {{ include "broken.labels" . }}') }
      ])
    } finally {
      for (const name of [...apps.map((a) => a.name), 'broken']) argocd.removeApp(name)
      await dir.remove()
    }
  })

  it('exercised every served route, with a success and an error answer each', () => {
    const fixture = loadArgoCdSchemas()
    expect(ROUTES.map((r) => r.operationId).sort()).toEqual(Object.keys(fixture.operations).sort())
    for (const route of ROUTES) {
      const statuses = [...(exercised.get(route.operationId) ?? [])]
      expect(statuses, route.operationId).toContain('200')
      expect(
        statuses.some((s) => s !== '200'),
        route.operationId
      ).toBe(true)
    }
  })
})

/** The least Application the validator accepts: what Argo CD always sends and the client reads. */
const MINIMAL_APP = {
  metadata: { name: 'x', resourceVersion: '1' },
  spec: {},
  status: { sync: { status: 'Synced' }, health: {} }
}

describe('the strict validator', () => {
  it('rejects fields Argo CD does not have, int64 as strings and a manifest that is not a string', () => {
    const withMetadata = (metadata: object): object => ({
      ...MINIMAL_APP,
      metadata: { ...MINIMAL_APP.metadata, ...metadata }
    })
    expect(validator.check('ApplicationService_Get', '200', withMetadata({ generation: 1 }))).toBeUndefined()
    expect(validator.check('ApplicationService_Get', '200', withMetadata({ observedGeneration: 1 }))).toMatch(
      /additional properties/
    )
    expect(validator.check('ApplicationService_Get', '200', withMetadata({ generation: '1' }))).toMatch(
      /generation must be integer/
    )
    expect(validator.check('ApplicationService_GetResource', '200', { manifest: { kind: 'Pod' } })).toMatch(
      /manifest must be string/
    )
    // ResourceNode inlines ResourceRef (allOf): both sets of fields are allowed, nothing else.
    const node = {
      group: 'apps',
      version: 'v1',
      kind: 'Deployment',
      name: 'x',
      uid: 'u',
      images: ['a'],
      health: { status: 'Healthy' }
    }
    expect(validator.check('ApplicationService_ResourceTree', '200', { nodes: [node] })).toBeUndefined()
    expect(validator.check('ApplicationService_ResourceTree', '200', { nodes: [{ ...node, image: 'a' }] })).toMatch(
      /additional properties/
    )
  })

  // swagger.json has no `required`; without ALWAYS_SENT_AND_READ each of these would pass.
  it('rejects answers without the fields Argo CD always sends and the client reads', () => {
    const refuses = (operationId: string, status: '200' | 'default', body: unknown, missing: RegExp): void =>
      expect(validator.check(operationId, status, body), JSON.stringify(body)).toMatch(missing)
    refuses('ApplicationService_Get', '200', {}, /must have required property 'metadata'/)
    refuses(
      'ApplicationService_Get',
      '200',
      { ...MINIMAL_APP, status: {} },
      /\/status must have required property 'sync'/
    )
    refuses(
      'ApplicationService_Get',
      '200',
      { ...MINIMAL_APP, status: { ...MINIMAL_APP.status, sync: {} } },
      /\/status\/sync must have required property 'status'/
    )
    refuses(
      'ApplicationService_Get',
      '200',
      { ...MINIMAL_APP, status: { ...MINIMAL_APP.status, operationState: { syncResult: { revision: 'a' } } } },
      /operationState must have required property 'phase'/
    )
    refuses(
      'ApplicationService_Get',
      '200',
      { ...MINIMAL_APP, status: { ...MINIMAL_APP.status, resources: [{ kind: 'Microservice', name: 'x' }] } },
      /resources\/0 must have required property 'version'/
    )
    refuses('ApplicationService_ResourceTree', '200', { nodes: [{}] }, /\/nodes\/0 must have required property 'kind'/)
    refuses(
      'ApplicationService_ResourceTree',
      '200',
      { nodes: [{ version: 'v1', kind: 'Pod', name: 'p', parentRefs: [{ uid: 'u' }] }] },
      /parentRefs\/0 must have required property 'kind'/
    )
    refuses('ApplicationService_GetResource', '200', {}, /must have required property 'manifest'/)
    refuses('ApplicationService_Watch', '200', {}, /must have required property 'result'/)
    refuses('ApplicationService_Watch', '200', { result: {} }, /\/result must have required property 'application'/)
    refuses(
      'ApplicationService_Watch',
      '200',
      { result: { application: MINIMAL_APP }, error: { http_code: 500, message: 'x' } },
      /must match exactly one schema/
    )
    refuses('ApplicationService_WatchResourceTree', '200', { error: { message: 'x' } }, /required property 'http_code'/)
    refuses('ApplicationService_Get', 'default', {}, /must have required property 'message'/)
  })

  it('accepts what Argo CD may leave out: an empty tree, a node not created yet, a kind without health', () => {
    expect(validator.check('ApplicationService_Get', '200', MINIMAL_APP)).toBeUndefined()
    expect(validator.check('ApplicationService_ResourceTree', '200', {})).toBeUndefined()
    const missing = { version: 'v1', kind: 'ConfigMap', namespace: 'todo', name: 'c', health: { status: 'Missing' } }
    expect(validator.check('ApplicationService_ResourceTree', '200', { nodes: [missing] })).toBeUndefined()
    expect(validator.check('ApplicationService_WatchResourceTree', '200', { result: {} })).toBeUndefined()
    expect(validator.check('ApplicationService_GetApplicationSyncWindows', '200', {})).toBeUndefined()
    expect(
      validator.check('ApplicationService_Watch', '200', { error: { http_code: 401, message: 'x' } })
    ).toBeUndefined()
  })

  it('refuses a required list that names what swagger.json does not have', () => {
    const { definitions } = loadArgoCdSchemas()
    expect(() => requiredDefinitions(definitions, { v1alpha1ResourceNode: ['kind', 'image'] })).toThrow(
      /v1alpha1ResourceNode image/
    )
    expect(() => requiredDefinitions(definitions, { v1alpha1Nope: ['kind'] })).toThrow(/v1alpha1Nope/)
    expect(Object.keys(requiredDefinitions(definitions))).toEqual(Object.keys(definitions))
  })
})

describe('the extracted schema fixture', () => {
  it('matches the routes’ paths in swagger.json', () => {
    const fixture = loadArgoCdSchemas()
    for (const route of ROUTES) {
      const path = fixture.operations[route.operationId]?.path.replace(/\{[^}]+\}/g, 'x') ?? ''
      expect(route.pattern.test(path), `${route.operationId} ${path}`).toBe(true)
    }
  })

  // Where shared/ is absent and not required (test/helpers/shared-dir.ts), the committed
  // fixture is used as it is.
  const swagger = `${ROOT}../shared/argocd/swagger.json`
  const skip = !existsSync(swagger) && !sharedRequired()
  const title = 'is up to date with ../shared/argocd/swagger.json'
  it.skipIf(skip)(skip ? `${title} (skipped: the file is absent outside CI)` : title, () => {
    expect(existsSync(swagger), `${swagger} is missing; CI checks out shared/ beside the clone`).toBe(true)
    expect(() =>
      execFileSync('node', ['scripts/extract-argocd-schemas.mjs', '--check'], { cwd: ROOT, stdio: 'pipe' })
    ).not.toThrow()
  })
})
