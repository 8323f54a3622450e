import { afterEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_C } from '../../standins/fixtures.js'
import { runnerView } from '../helpers/runner.js'
import {
  APP,
  CONFIG_REPO,
  MANIFEST,
  microservice,
  NEW_IMAGE,
  ReleaseFixture,
  SHIPPED_CHECK,
  type ReleaseFixtureOptions
} from '../integration/wait/setup.js'

// `wait` as the runner runs the shipped bundle, against the Argo CD stand-in in the modes real
// installations add: a proxy in front, sync windows, app of apps, failing Pods, lost tokens.

let world: ReleaseFixture | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

async function start(options: ReleaseFixtureOptions = {}): Promise<ReleaseFixture> {
  world = await ReleaseFixture.start(options)
  return world
}

async function runWait(
  fixture: ReleaseFixture,
  inputs: Record<string, string>
): Promise<Awaited<ReturnType<typeof runBundledAction>> & { log: string }> {
  const run = await runBundledAction(fixture.inputs(inputs), { env: { GITHUB_REPOSITORY: CONFIG_REPO } })
  return { ...run, log: runnerView(run.stdout).log }
}

const PROXY_SECRET = 'cf-secret-value-1234'

describe('dist/index.js wait behind an authenticating proxy', () => {
  it.each(['redirect', 'login-page'] as const)(
    'says the %s is a login page, not the API, and names argocd-headers',
    async (answer) => {
      const fixture = await start({
        argocd: { proxy: { headers: { 'CF-Access-Client-Secret': PROXY_SECRET }, answer } }
      })
      const sha = await fixture.push()
      const run = await runWait(fixture, { revision: sha })
      expect(run.exitCode).toBe(1)
      expect(run.log).toMatch(
        /::error::GET \/api\/v1\/applications\/todo-full-api: the server answered with a login page \(HTTP (302 to https:\/\/sso\.example\.com|200, HTML)\), not Argo CD's API; set argocd-headers or point argocd-server at the API\./
      )
    },
    60_000
  )

  it('passes argocd-headers on every request and stream, masked in the log', async () => {
    const fixture = await start({
      argocd: { proxy: { headers: { 'CF-Access-Client-Secret': PROXY_SECRET }, answer: 'redirect' } }
    })
    // The rollout ends only once the wait has opened its watch: the stream must pass the proxy too.
    const watch = '/api/v1/stream/applications'
    fixture.holdOperator(
      { scenario: 'healthy', delayMs: 50 },
      (step) => step === 'ready' && !fixture.argocd.requests.some((r) => r.path === watch)
    )
    const sha = await fixture.push()
    const run = await runWait(fixture, {
      revision: sha,
      'argocd-headers': `CF-Access-Client-Id: client.access\nCF-Access-Client-Secret: ${PROXY_SECRET}`
    })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(run.stdout).toContain(`::add-mask::${PROXY_SECRET}`)
    expect(run.stdout.replace(`::add-mask::${PROXY_SECRET}`, '')).not.toContain(PROXY_SECRET)
    expect(fixture.argocd.requests.some((r) => r.path === watch)).toBe(true)
    expect(fixture.argocd.requests.every((r) => r.status !== 302)).toBe(true)
  }, 60_000)

  it('behind a proxy that forwards its own JWT in Authorization, reaches Argo CD with the token metadata', async () => {
    // oauth2-proxy passing the user's OIDC ID token on: JWT-shaped, so Argo CD's getToken takes it
    // before any cookie and does not fall back when it fails to verify.
    const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
    const idToken = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://sso.example.com', sub: 'release-bot' })}.${'s'.repeat(43)}`
    const fixture = await start({
      argocd: { proxy: { headers: { Authorization: `Bearer ${idToken}` }, answer: 'redirect' } }
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'argocd-headers': `Authorization: Bearer ${idToken}` })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(fixture.argocd.requests.length).toBeGreaterThan(0)
    expect(fixture.argocd.requests.every((r) => r.auth === 'grpc-metadata')).toBe(true)
  }, 60_000)

  it('behind a proxy that cuts idle streams, reconnects quietly and keeps streaming the tree', async () => {
    const fixture = await start()
    // nginx's proxy_read_timeout, shortened: a quiet tree watch gets a 504 page, a quiet app watch is closed.
    fixture.argocd.faults.idleTimeout(2000)
    // The rollout ends only once the proxy has cut the quiet tree watch three times: as many
    // refusals would have made the wait poll instead.
    fixture.holdOperator(
      { scenario: 'healthy', delayMs: 50 },
      (step) => step === 'ready' && fixture.argocd.faults.idleCuts.answered504 < 3
    )
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '40s' })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(fixture.argocd.faults.idleCuts.answered504).toBeGreaterThanOrEqual(3)
    expect(fixture.argocd.faults.idleCuts.apps).toBeGreaterThanOrEqual(1)
    const shown = run.log.split('\n').filter((line) => !line.startsWith('::debug::'))
    expect(
      shown.filter((line) => /The watch of|polling/.test(line)),
      run.log
    ).toEqual([])
    expect(run.log).toMatch(/::debug::The watch of the resource tree of todo-full-api was cut while idle/)
  }, 60_000)

  it('refuses a malformed header line by its number, without showing it', async () => {
    const fixture = await start()
    const run = await runWait(fixture, { revision: 'a'.repeat(40), 'argocd-headers': `X-Ok: 1\n${PROXY_SECRET}` })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/::error::Input 'argocd-headers', line 2: expected 'Name: value'/)
    expect(run.stdout).not.toContain(PROXY_SECRET)
    expect(fixture.argocd.requests).toHaveLength(0)
  }, 60_000)
})

describe('dist/index.js wait on Pods that cannot start', () => {
  it("ends Degraded at first sight with pod-failure-grace 0, with the Pod's reason and message", async () => {
    const fixture = await start({ operator: { scenario: 'crash-loop', delayMs: 50 } })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'pod-failure-grace': '0' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['message']).toMatch(
      /^Pod todo-api-[0-9a-f]{10}-[0-9a-f]{5} is CrashLoopBackOff: back-off 40s restarting failed container=app pod=todo-api-\S+ \(pod-failure-grace is 0;/
    )
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'degraded', phase: 'health' })
  }, 60_000)

  it('ends Degraded on a Pod whose init container cannot pull the image (Init:ImagePullBackOff)', async () => {
    const fixture = await start({ operator: { scenario: 'init-image-pull-failure', delayMs: 50 } })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'pod-failure-grace': '0', timeout: '30s' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['message'], run.log).toMatch(
      /^Pod todo-api-[0-9a-f]{10}-[0-9a-f]{5} is Init:ImagePullBackOff \(pod-failure-grace is 0;/
    )
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'degraded', phase: 'health' })
  }, 60_000)

  it('ends Degraded once a Pod stayed broken for longer than the grace, saying how long it allowed', async () => {
    const fixture = await start({ operator: { scenario: 'config-error', delayMs: 50 } })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'pod-failure-grace': '2s' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['message']).toMatch(
      /is CreateContainerConfigError: secret "todo-api-db" not found \(for longer than the 2s pod-failure-grace;/
    )
    expect(run.log).toMatch(
      /health: waiting \(.*Pod todo-api-\S+ is CreateContainerConfigError: .*; failing in \ds unless it recovers\)/
    )
  }, 60_000)

  it('with pod-failure-grace off, leaves the verdict to the operator (here: the timeout)', async () => {
    const fixture = await start({ operator: { scenario: 'crash-loop', delayMs: 50 } })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'pod-failure-grace': 'off', timeout: '4s' })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'timeout' })
    expect(run.outputs['message']).not.toContain('pod-failure-grace')
  }, 60_000)

  it('refuses a pod-failure-grace that is neither a duration nor off', async () => {
    const fixture = await start()
    const run = await runWait(fixture, { revision: 'a'.repeat(40), 'pod-failure-grace': 'soon' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/::error::Input 'pod-failure-grace' \(a duration, or off\) must be a duration/)
    expect(fixture.argocd.requests).toHaveLength(0)
  }, 60_000)
})

describe('dist/index.js wait when a sync window holds the sync', () => {
  it("ends as blocked, naming the window's kind, schedule and manual-sync flag, long before the timeout", async () => {
    const fixture = await start()
    fixture.argocd.setScenario(APP, {
      syncWindows: [{ kind: 'deny', schedule: '0 9 * * 1-5', duration: '9h', manualSync: false, active: true }]
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '5m' })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'blocked', phase: 'synced' })
    expect(run.outputs['message']).toBe(
      `Argo CD will not sync ${sha.slice(0, 7)} now: a deny sync window is active (deny "0 9 * * 1-5" for 9h, manual sync not allowed). Run the release again when the window allows, or change the AppProject's syncWindows.`
    )
    expect(fixture.argocd.requests.filter((r) => r.path.endsWith('/syncwindows'))).toHaveLength(1)
  }, 90_000)

  const window = { kind: 'deny', schedule: '0 9 * * 1-5', duration: '9h', manualSync: false, active: true } as const
  const named = 'a deny sync window is active (deny "0 9 * * 1-5" for 9h, manual sync not allowed)'

  it('names the window at a timeout too short for the sync to be overdue', async () => {
    const fixture = await start()
    fixture.argocd.setScenario(APP, { syncWindows: [window] })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '8s' })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'timeout', phase: 'synced' })
    expect(run.outputs['message'], run.log).toMatch(
      new RegExp(
        `^Timed out after 8s waiting for synced: .*\\. Argo CD will not sync ${sha.slice(0, 7)} now: ${named.replace(/[()*]/g, '\\$&')}\\. `
      )
    )
    expect(fixture.argocd.requests.filter((r) => r.path.endsWith('/syncwindows'))).toHaveLength(1)
  }, 60_000)

  it('with automated sync disabled (enabled: false), waits for a manual sync instead of ending blocked', async () => {
    const fixture = await start()
    fixture.argocd.setAutomated(APP, { enabled: false, prune: true, selfHeal: true })
    fixture.argocd.setScenario(APP, { syncWindows: [window] })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '20s' })
    expect(run.exitCode).toBe(1)
    // Long past the 15 s after which an automated sync counts as overdue: no verdict 'blocked'.
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'timeout', phase: 'synced' })
    expect(run.outputs['message'], run.log).toContain(
      'waiting for a manual sync (automated sync is disabled (syncPolicy.automated.enabled: false))'
    )
    expect(run.outputs['message']).toContain(`Argo CD will not sync ${sha.slice(0, 7)} now: ${named}.`)
  }, 60_000)
})

describe('dist/index.js wait when Argo CD stops reconciling the app mid-wait', () => {
  it("ends with Argo CD's InvalidSpecError, not with a missing health check, when its tree goes empty", async () => {
    const fixture = await start()
    const destination =
      "application destination server 'https://kubernetes.default.svc' and namespace 'todo' do not match any of the allowed destinations in project 'default'"
    const live = `/api/v1/applications/${APP}/resource`
    let broken = false
    // Once the wait reads the synced resource, the project stops permitting the destination.
    fixture.holdOperator({ scenario: 'healthy', delayMs: 50 }, (step) => {
      if (step !== 'ready') return false
      if (!broken && fixture.argocd.requests.some((r) => r.path === live && r.status === 200)) {
        fixture.argocd.setScenario(APP, { appErrors: [{ type: 'InvalidSpecError', message: destination }] })
        broken = true
      }
      return true
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '30s' })
    expect(broken).toBe(true)
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'misconfigured', phase: 'synced' })
    expect(run.outputs['message'], run.log).toBe(
      `Argo CD cannot reconcile ${APP}: InvalidSpecError: ${destination}. Until the app's spec or its AppProject is fixed, Argo CD shows its sync and health as Unknown and syncs nothing.`
    )
    expect(run.log).not.toContain('health customization')
  }, 60_000)
})

describe('dist/index.js wait when Argo CD answers a permanent fault with 500', () => {
  it("gives up with the server's message after the same 500 came again and again, long before the timeout", async () => {
    const fixture = await start()
    const config =
      'error getting application cluster config: no matching service account found for destination server https://kubernetes.default.svc and namespace todo'
    // Impersonation is enforced and no service account matches: every read of the live object fails.
    fixture.argocd.faults.failNext(Infinity, {
      status: 500,
      path: new RegExp(`^/api/v1/applications/${APP}/resource$`),
      message: config
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '75s' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(
      new RegExp(
        `::error::GET live Microservice todo-api failed: ${config.replace(/[.]/g, '\\.')} \\(HTTP 500\\); Argo CD gave that answer \\d+ times in a row over (3\\d|4\\d)s, so waiting will not cure it\\.`
      )
    )
    expect(run.log).not.toContain('Timed out')
  }, 90_000)
})

describe('dist/index.js wait when a newer release replaced this one', () => {
  it("ends superseded, and its health output is not the newer release's Healthy", async () => {
    const fixture = await start()
    const { sha } = await fixture.release()
    const newer = `ghcr.io/acme/todo-api:1.4.3@${DIGEST_C}`
    await fixture.github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(newer) })
    const run = await runWait(fixture, { revision: sha, environment: 'dev' })
    expect(run.exitCode, run.log).toBe(1)
    const timeline = JSON.parse(run.outputs['timeline']!) as { verdict: string; health: string }
    expect(timeline.verdict).toBe('superseded')
    // What `if: steps.wait.outputs.health == 'Healthy'` reads: the step refused, so no Healthy.
    expect(run.outputs['health']).toBe('')
    expect(timeline.health).toBe('')
    const states = fixture.github.deployments(CONFIG_REPO).flatMap((d) => d.statuses.map((s) => s.state))
    expect(states).not.toContain('success')
  }, 60_000)
})

describe('dist/index.js wait when the Argo CD token expires mid-wait', () => {
  it('ends with one sentence saying the token stopped working, not a generic error', async () => {
    const fixture = await start()
    const watch = '/api/v1/stream/applications'
    let revoked = false
    // Once the wait follows the app's watch, the token goes (as a 24h session token expires).
    fixture.holdOperator({ scenario: 'healthy', delayMs: 50 }, (step) => {
      if (step !== 'ready' || revoked) return false
      if (!fixture.argocd.requests.some((r) => r.path === watch)) return true
      fixture.argocd.revokeToken(fixture.argocd.token)
      revoked = true
      return false
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha })
    expect(revoked).toBe(true)
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(
      /::error::Argo CD stopped accepting the token after \d+s of waiting \(401: expired or revoked\); give 'argocd-token' a lifetime longer than 'timeout' and run the wait again\./
    )
  }, 60_000)
})

describe('dist/index.js wait when argocd-app names an app of apps', () => {
  const root = 'platform-root'
  /** An Application manifest, as an app-of-apps repository holds them. */
  const child = (name: string, path: string, namespace = 'argocd'): string =>
    [
      'apiVersion: argoproj.io/v1alpha1',
      'kind: Application',
      'metadata:',
      `  name: ${name}`,
      `  namespace: ${namespace}`,
      'spec:',
      '  project: default',
      `  source: { repoURL: https://github.com/${CONFIG_REPO}, path: ${path}, targetRevision: main }`,
      '  destination: { server: https://kubernetes.default.svc, namespace: todo }',
      ''
    ].join('\n')

  async function withRoot(children: Record<string, string>): Promise<ReleaseFixture> {
    const fixture = await start()
    const billing = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: billing\ndata:\n  plan: basic\n'
    await fixture.github.pushFiles(
      CONFIG_REPO,
      'main',
      { ...children, 'apps/billing/dev/config.yaml': billing },
      { message: 'Apps of the platform' }
    )
    await fixture.argocd.addApp({
      name: 'billing',
      repoDir: fixture.github.repoDir(CONFIG_REPO),
      path: 'apps/billing/dev',
      namespace: 'billing'
    })
    await fixture.argocd.addApp({
      name: root,
      repoDir: fixture.github.repoDir(CONFIG_REPO),
      path: 'apps/root',
      namespace: 'argocd'
    })
    return fixture
  }

  it('follows the child app that manages the resource, and says so', async () => {
    const fixture = await withRoot({
      'apps/root/todo.yaml': child(APP, 'apps/todo-api/dev'),
      'apps/root/billing.yaml': child('billing', 'apps/billing/dev')
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'argocd-app': root })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(run.log).toContain(
      `::warning::argocd-app ${root} is an app of apps: following its child ${APP}, which manages platform.example.io/Microservice todo/todo-api. Set argocd-app to ${APP} to skip this step.`
    )
  }, 60_000)

  it('follows a child that lives in a namespace of its own (apps in any namespace), reading it there', async () => {
    const fixture = await withRoot({
      'apps/root/todo.yaml': child(APP, 'apps/todo-api/dev', 'team-a'),
      'apps/root/billing.yaml': child('billing', 'apps/billing/dev')
    })
    // The app that deploys the resource is an Application in namespace team-a.
    fixture.argocd.removeApp(APP)
    await fixture.argocd.addApp({
      name: APP,
      appNamespace: 'team-a',
      repoDir: fixture.github.repoDir(CONFIG_REPO),
      path: MANIFEST,
      namespace: 'todo',
      operator: { scenario: 'healthy', delayMs: 50 }
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'argocd-app': root })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(run.log).toContain(
      `::warning::argocd-app ${root} is an app of apps: following its child team-a/${APP}, which manages platform.example.io/Microservice todo/todo-api. Set argocd-app to ${APP} and argocd-app-namespace to team-a to skip this step.`
    )
    // Every request about the child named its namespace.
    const aboutChild = fixture.argocd.requests.filter((r) => r.path.includes(`/${APP}`) || r.query['name'] === APP)
    expect(aboutChild.length).toBeGreaterThan(2)
    expect(aboutChild.every((r) => r.query['appNamespace'] === 'team-a')).toBe(true)
  }, 60_000)

  it('fails at once, naming the apps it looked at, when no child manages the resource', async () => {
    const fixture = await withRoot({
      'apps/root/billing.yaml': child('billing', 'apps/billing/dev'),
      'apps/root/ghost.yaml': child('ghost', 'apps/ghost/dev')
    })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, 'argocd-app': root, timeout: '5m' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['message'], run.log).toBe(
      `Neither ${root} nor the apps it manages (billing, ghost (not readable with this token)) manage platform.example.io/Microservice todo/todo-api: set argocd-app to the Application that deploys it.`
    )
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'misconfigured' })
  }, 60_000)
})

describe('dist/index.js wait on Argo CD 3.x ignoring status-only resource updates', () => {
  it("sees the resource's health change through the tree stream, with no app event and no polling", async () => {
    const fixture = await start()
    fixture.argocd.ignoreResourceUpdates(true)
    // The resource turns Healthy only once the wait follows the tree: that change must reach it.
    const treeWatch = `/api/v1/stream/applications/${APP}/resource-tree`
    fixture.holdOperator(
      { scenario: 'healthy', delayMs: 50 },
      (step) => step === 'ready' && !fixture.argocd.requests.some((r) => r.path === treeWatch)
    )
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '30s' })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    // The operator's status writes changed health without an Application event: the wait saw
    // them on the resource-tree watch (its safety re-read comes only after 5 minutes).
    expect(fixture.argocd.suppressedAppEvents).toBeGreaterThan(0)
    expect(fixture.argocd.requests.filter((r) => r.path === `/api/v1/applications/${APP}`)).toHaveLength(1)
  }, 60_000)
})

describe('dist/index.js wait on an operator that keeps writing status (Argo CD 3.x leaves it out of the tree)', () => {
  it('ends Healthy although the tree never shows the live object’s last resourceVersion', async () => {
    const fixture = await start({ operator: { scenario: 'healthy', delayMs: 50, statusEveryMs: 50 } })
    fixture.argocd.ignoreResourceUpdates(true)
    // Reads of the live object arrive after a heartbeat or two: newer than the tree's node.
    fixture.argocd.faults.latency(400, { path: `/api/v1/applications/${APP}/resource` })
    const sha = await fixture.push()
    const run = await runWait(fixture, { revision: sha, timeout: '40s' })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(run.log).toMatch(
      /health: done \(Healthy: .*\(Argo CD assessed resourceVersion \d+; the status writes since, up to \d+, did not change its health\)\)/
    )
  }, 60_000)
})

describe('dist/index.js wait on an app that syncs hydrated commits (Source Hydrator)', () => {
  interface Hydrated {
    status?: {
      sync?: { revision?: string }
      health?: { status?: string }
      sourceHydrator?: { lastSuccessfulOperation?: { drySHA?: string; hydratedSHA?: string } }
    }
  }
  const hydration = (app: Record<string, unknown>): { drySHA?: string; hydratedSHA?: string } =>
    (app as Hydrated).status?.sourceHydrator?.lastSuccessfulOperation ?? {}

  it('follows the PR to its merge commit, matches the synced hydrated commit back to it, and ends Healthy', async () => {
    const fixture = await start()
    const before = await fixture.github.branchSha(CONFIG_REPO, 'main')
    fixture.argocd.useSourceHydrator(APP, { syncBranch: 'environments/dev' })
    // Healthy on a hydrated commit of the current dry commit: the state before a release.
    await fixture.argocd.waitFor(APP, (app) => {
      const { drySHA, hydratedSHA } = hydration(app)
      const { sync, health } = (app as Hydrated).status ?? {}
      return drySHA === before && sync?.revision === hydratedSHA && health?.status === 'Healthy'
    })
    const { pr, sha } = await fixture.release()
    const run = await runWait(fixture, { pr: String(pr) })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    const app = fixture.argocd.application(APP)!
    const { drySHA, hydratedSHA } = hydration(app)
    // Argo CD synced a commit on environments/dev that the hydrator rendered from the merge commit.
    expect(drySHA).toBe(sha)
    expect(hydratedSHA).not.toBe(sha)
    expect((app as Hydrated).status?.sync?.revision).toBe(hydratedSHA)
    expect(await fixture.github.branchSha(CONFIG_REPO, 'environments/dev')).toBe(hydratedSHA)
    expect(run.log).toContain(
      `synced: done (Argo CD synced ${hydratedSHA!.slice(0, 7)} (hydrated from ${sha.slice(0, 7)}); sync Succeeded at`
    )
  }, 60_000)
})

describe('dist/index.js wait on a sync with resource hooks', () => {
  /** A hook Job, as a config repo keeps it beside the resource. */
  const hookJob = (name: string, hook: string): string =>
    [
      'apiVersion: batch/v1',
      'kind: Job',
      'metadata:',
      `  name: ${name}`,
      `  annotations: { argocd.argoproj.io/hook: ${hook} }`,
      'spec:',
      '  backoffLimit: 2',
      '  template:',
      '    spec:',
      '      restartPolicy: Never',
      `      containers: [{ name: ${name}, image: curlimages/curl:8.11.0, args: ["-fsS", "http://todo-api.todo/healthz"] }]`,
      ''
    ].join('\n')

  /** Releases the new image with these hooks beside it in the manifest file; returns the commit. */
  const pushWithHooks = (fixture: ReleaseFixture, hooks: string[]): Promise<string> =>
    fixture.github.pushFiles(
      CONFIG_REPO,
      'main',
      { [MANIFEST]: [microservice(NEW_IMAGE), ...hooks].join('---\n') },
      { message: `Release ${NEW_IMAGE} with a smoke test` }
    )

  type Op = { phase?: string; message?: string; syncResult?: { resources?: Record<string, unknown>[] } }
  const operationOf = (fixture: ReleaseFixture): Op =>
    (fixture.argocd.application(APP) as { status?: { operationState?: Op } }).status?.operationState ?? {}

  /** Argo Rollouts' rule, before the shipped check: a rollout with pause conditions is Suspended. */
  const PAUSE_AWARE_CHECK = `if obj.status ~= nil and obj.status.observedGeneration == obj.metadata.generation
  and obj.status.pauseConditions ~= nil and #obj.status.pauseConditions > 0 then
  return { status = "Suspended", message = "Rollout is paused" }
end
${SHIPPED_CHECK}`

  it('reaches the suspended policy when the target is Suspended while the sync waits for it before its PostSync hook', async () => {
    const fixture = await start({ operator: { scenario: 'paused', delayMs: 50 }, check: PAUSE_AWARE_CHECK })
    const sha = await pushWithHooks(fixture, [hookJob('smoke-test', 'PostSync')])
    const run = await runWait(fixture, { revision: sha, suspended: 'failure' })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'suspended' })
    expect(run.outputs['message'], run.log).toBe(
      "platform.example.io/Microservice todo/todo-api is Suspended: Rollout is paused (input 'suspended' is failure)"
    )
    expect(run.log).toContain('its hooks wait for Microservice todo-api, which is Suspended')
    // Argo CD's sync is still running, and the PostSync hook never started.
    expect(operationOf(fixture)).toMatchObject({
      phase: 'Running',
      message: 'waiting for healthy state of platform.example.io/Microservice/todo-api'
    })
    expect(fixture.argocd.liveObject({ group: 'batch', kind: 'Job', namespace: 'todo', name: 'smoke-test' })).toBe(
      undefined
    )
  }, 60_000)

  it("ends with the hook's message when a PostSync hook failed while the sync still runs its SyncFail hook", async () => {
    const fixture = await start()
    fixture.argocd.setScenario(APP, { jobs: { failing: ['smoke-test'], stuck: ['notify-failure'], runMs: 50 } })
    const sha = await pushWithHooks(fixture, [hookJob('smoke-test', 'PostSync'), hookJob('notify-failure', 'SyncFail')])
    const run = await runWait(fixture, { revision: sha })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'sync-failed', phase: 'synced' })
    expect(run.outputs['message'], run.log).toBe(
      `Argo CD's sync of ${sha.slice(0, 7)} cannot finish: the PostSync hook Job smoke-test failed: Job has reached the specified backoff limit`
    )
    expect(operationOf(fixture)).toMatchObject({
      phase: 'Running',
      message: 'waiting for completion of hook batch/Job/notify-failure'
    })
  }, 60_000)

  it("ends with the hook's message when a failed PostSync hook failed the sync", async () => {
    const fixture = await start()
    fixture.argocd.setScenario(APP, { jobs: { failing: ['smoke-test'], runMs: 50 } })
    const sha = await pushWithHooks(fixture, [hookJob('smoke-test', 'PostSync')])
    const run = await runWait(fixture, { revision: sha })
    expect(run.exitCode).toBe(1)
    expect(JSON.parse(run.outputs['timeline']!)).toMatchObject({ verdict: 'sync-failed' })
    expect(run.outputs['message'], run.log).toBe(
      `Argo CD's sync of ${sha.slice(0, 7)} failed: one or more synchronization tasks completed unsuccessfully (Job smoke-test: Job has reached the specified backoff limit)`
    )
    expect(operationOf(fixture)).toMatchObject({ phase: 'Failed' })
  }, 60_000)
})
