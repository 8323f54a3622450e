import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { runBundledAction, runBundledCli } from '../../standins/action-process.js'
import { digest, DIGEST_B, IMAGE, MANIFEST, microservice } from '../../standins/fixtures.js'
import { WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { APP, CONFIG_REPO, startWorld, type SeededStandIns } from '../../standins/world.js'
import {
  afterReads,
  appClient,
  ARGOCD_CONTEXT,
  FLUX,
  FLUX_CONTEXT,
  NEW,
  OLD,
  postStatus,
  release,
  startConfigRepo,
  waitRun
} from './wait-reports-world.js'

// `wait` with status-context, as the runner runs the shipped bundle, where it cannot reach the
// cluster: it follows the commit statuses and check runs the cluster posts to the config repo
// (Argo CD Notifications, Flux), on the GitHub stand-in, which answers conditional reads with 304.

let github: GitHubStandIn | undefined
let world: SeededStandIns | undefined
afterEach(async () => {
  await github?.close()
  await world?.close()
  github = world = undefined
})

const start = async (): Promise<GitHubStandIn> => (github = await startConfigRepo())

describe('dist/index.js wait with status-context (Argo CD Notifications, Flux)', () => {
  it('follows a commit status from pending to success: Healthy, on the merge commit', async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    await postStatus(gh, sha, { state: 'pending', context: ARGOCD_CONTEXT, description: 'Sync in progress' })
    const seenPending = afterReads(gh, sha).then(() =>
      postStatus(gh, sha, { state: 'success', context: ARGOCD_CONTEXT, description: 'todo-api-dev is Healthy' })
    )
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, 'status-creator': FLUX })
    await seenPending
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: sha, phase: 'health' })
    expect(run.outputs['message']).toBe(
      `${ARGOCD_CONTEXT} reported success on ${sha.slice(0, 7)}: todo-api-dev is Healthy.`
    )
    expect(run.log).toMatch(
      /health: waiting \(continuous-delivery\/todo-api-dev reported pending on \w{7}: Sync in progress\)/
    )
    expect(run.log).toMatch(/health: done \(continuous-delivery\/todo-api-dev reported success/)
    // What GitHub cannot show is marked as such, never as done.
    expect(run.timeline.steps.map((s: { step: string; state: string }) => `${s.step}:${s.state}`)).toEqual([
      'merged:done',
      'synced:unobservable',
      'observed:unobservable',
      'health:done',
      'running:unobservable'
    ])
    expect(run.summary).toContain('the running image was not verified by this action, only reported by the cluster')
    // The same reporting as on the Argo CD path: the sticky comment on the release PR.
    expect(gh.comments(CONFIG_REPO, pr).at(-1)?.body).toContain(`${ARGOCD_CONTEXT} reported success`)
  }, 60_000)

  it('ends Degraded on a failure, with its description as the message', async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    await postStatus(gh, sha, {
      state: 'failure',
      context: ARGOCD_CONTEXT,
      description: 'todo-api-dev is Degraded: Back-off pulling image'
    })
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, 'status-creator': FLUX })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ health: 'Degraded', revision: sha, phase: 'health' })
    expect(run.outputs['message']).toContain('todo-api-dev is Degraded: Back-off pulling image')
    expect(run.timeline).toMatchObject({ verdict: 'degraded' })
    expect(run.log).toMatch(
      /::error::continuous-delivery\/todo-api-dev reported failure on \w{7}: todo-api-dev is Degraded: Back-off pulling image/
    )
  }, 60_000)

  it('does not take a success on the commit before the merge: nothing was reported, not Healthy', async () => {
    const gh = await start()
    const { pr, before } = await release(gh)
    await postStatus(gh, before, { state: 'success', context: ARGOCD_CONTEXT, description: 'the previous release' })
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, timeout: '4s' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['health']).toBe('')
    expect(run.timeline).toMatchObject({ verdict: 'timeout', phase: 'health' })
    expect(run.outputs['message']).toMatch(
      /^Timed out after 4s: nothing was reported for continuous-delivery\/todo-api-dev on \w{7} or a later commit of main containing it\./
    )
  }, 60_000)

  it('takes a success on a later commit of the branch that contains the merge, and names that commit', async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    const later = await gh.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# config, later\n' }, { message: 'Docs' })
    await postStatus(gh, later, { state: 'success', context: ARGOCD_CONTEXT, description: 'todo-api-dev is Healthy' })
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, 'status-creator': FLUX })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: later })
    expect(run.outputs['message']).toBe(
      `${ARGOCD_CONTEXT} reported success on ${later.slice(0, 7)}, a later commit of main that contains ${sha.slice(0, 7)}: todo-api-dev is Healthy.`
    )
  }, 60_000)

  it('finds that later commit through the comparison where the API has no commit listing', async () => {
    const gh = await start()
    const { pr } = await release(gh)
    const later = await gh.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# config, later\n' }, { message: 'Docs' })
    await postStatus(gh, later, { state: 'success', context: ARGOCD_CONTEXT })
    gh.faults.push({ method: 'GET', path: `/repos/${CONFIG_REPO}/commits`, status: 404, times: Infinity })
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, 'status-creator': FLUX })
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: later })
    expect(run.log).toMatch(/Could not list the commits of main \(Injected fault.*\); comparing with it instead./)
  }, 60_000)

  it('ignores a success on a commit that does not contain the merge (merged into the branch later)', async () => {
    const gh = await start()
    const base = (await gh.branchSha(CONFIG_REPO, 'main'))!
    // A side branch from before the release, merged into main after it with a merge commit.
    const side = await gh.pushFiles(CONFIG_REPO, 'docs', { 'docs.md': 'docs\n' }, { message: 'Docs', from: base })
    const { pr, sha } = await release(gh)
    const opened = await client(gh)('POST', `/repos/${CONFIG_REPO}/pulls`, {
      title: 'Docs',
      head: 'docs',
      base: 'main'
    })
    await gh.mergePull(CONFIG_REPO, (opened.body as { number: number }).number, { merge_method: 'merge' })
    await postStatus(gh, side, { state: 'success', context: ARGOCD_CONTEXT })
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': FLUX,
      timeout: '4s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['health']).toBe('')
    expect(run.outputs['message']).toContain(`nothing was reported for ${ARGOCD_CONTEXT} on ${sha.slice(0, 7)}`)
    expect(gh.requests.some((r) => r.path.endsWith(`/commits/${side}/statuses`))).toBe(false)
  }, 60_000)

  it("ignores a success from a creator status-creator does not name, naming it once, and ends on the real reporter's failure", async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    await postStatus(gh, sha, {
      state: 'failure',
      context: FLUX_CONTEXT,
      description: 'health check failed after 30.01s'
    })
    await postStatus(gh, sha, { state: 'success', context: FLUX_CONTEXT, description: 'all good, trust me' }, 'octocat')
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': 'kustomization/todo-api/*',
      'status-creator': FLUX
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ health: 'Degraded' })
    expect(run.outputs['message']).toContain('health check failed after 30.01s')
    expect(run.log.match(/Ignoring reports by octocat/g)).toHaveLength(1)
    expect(run.log).toMatch(/::warning::Ignoring reports by octocat: status-creator does not name it/)
  }, 60_000)

  it('does not take a status by a user who registered the login of the App status-creator names', async () => {
    const gh = await start()
    gh.addToken('ghp_impostor_token', { permission: 'write', login: 'argocd-notifications' })
    const { pr, sha } = await release(gh)
    const posted = await client(gh, 'ghp_impostor_token')('POST', `/repos/${CONFIG_REPO}/statuses/${sha}`, {
      state: 'success',
      context: ARGOCD_CONTEXT
    })
    expect(posted.status).toBe(201)
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': 'argocd-notifications',
      timeout: '4s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['health']).toBe('')
    expect(run.log).toContain(
      "::warning::Ignoring reports by argocd-notifications: status-creator names the GitHub App argocd-notifications, whose statuses come from argocd-notifications[bot], not the user argocd-notifications; write user:argocd-notifications to take that user's (first seen: status"
    )
  }, 60_000)

  it("ignores another app's context", async () => {
    const gh = await start()
    const { pr } = await release(gh)
    const { sha } = { sha: (await gh.branchSha(CONFIG_REPO, 'main'))! }
    await postStatus(gh, sha, { state: 'success', context: 'continuous-delivery/billing-dev' })
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': FLUX,
      timeout: '4s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['health']).toBe('')
    expect(run.outputs['message']).toContain('Seen instead: reports of other names (continuous-delivery/billing-dev).')
  }, 60_000)

  it.each([
    ['success', 0, 'Healthy', 'reconciliation succeeded'],
    [
      'failure',
      1,
      'Degraded',
      'health check failed after 30.01s: timeout waiting for: [Microservice/todo/todo-api status: InProgress]'
    ]
  ] as const)(
    "follows Flux's context by glob: %s",
    async (state, exit, health, description) => {
      const gh = await start()
      const sha = await gh.pushFiles(
        CONFIG_REPO,
        'main',
        { [MANIFEST]: microservice(`"${NEW}"`) },
        { message: 'Release' }
      )
      await postStatus(gh, sha, { state, context: FLUX_CONTEXT, description })
      const run = await runBundledAction(
        {
          command: 'wait',
          token: WRITE_TOKEN,
          'config-repo': CONFIG_REPO,
          'github-api-url': gh.url,
          revision: sha,
          'status-context': 'kustomization/todo-api/*',
          'status-creator': FLUX,
          timeout: '20s'
        },
        { env: { GITHUB_REPOSITORY: CONFIG_REPO, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' } }
      )
      expect(run.exitCode, run.stdout).toBe(exit)
      expect(run.outputs).toMatchObject({ health, revision: sha })
      expect(run.outputs['message']).toContain(description)
    },
    60_000
  )

  it('follows a check run from in progress to completed, and finds the new digest among the images it names', async () => {
    const gh = await start()
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    gh.registerApp({ id: 4711, slug: 'argocd-notifications', publicKey })
    const app = await appClient(gh, privateKey, 4711)
    const { pr, sha } = await release(gh)
    const created = await app('POST', `/repos/${CONFIG_REPO}/check-runs`, {
      name: ARGOCD_CONTEXT,
      head_sha: sha,
      status: 'in_progress',
      output: { title: 'todo-api-dev: Progressing', summary: 'Syncing' }
    })
    expect(created.status).toBe(201)
    const seen = afterReads(gh, sha, 1, 'check-runs').then(() =>
      app('PATCH', `/repos/${CONFIG_REPO}/check-runs/${created.body.id}`, {
        conclusion: 'success',
        output: {
          title: 'todo-api-dev: Healthy',
          summary: `Synced ${sha}, health Healthy`,
          text: `Images running:\n- ${NEW}\n- docker.io/library/redis@${digest('0e')}\n`
        }
      })
    )
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': 'argocd-notifications[bot]'
    })
    await seen
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: sha, phase: 'running' })
    expect(run.log).toMatch(
      /health: waiting \(continuous-delivery\/todo-api-dev reported in_progress on \w{7}: todo-api-dev: Progressing: Syncing\)/
    )
    expect(run.log).toContain(`running: done (${ARGOCD_CONTEXT} names sha256:28492db02222… among the images it runs`)
  }, 60_000)

  it('lets a Degraded report recover within degraded-grace, and ends Degraded once it outlasts it', async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    await postStatus(gh, sha, { state: 'failure', context: FLUX_CONTEXT, description: 'health check failed' })
    const recovered = afterReads(gh, sha).then(() =>
      postStatus(gh, sha, { state: 'success', context: FLUX_CONTEXT, description: 'reconciliation succeeded' })
    )
    const inputs = { pr: String(pr), 'status-context': 'kustomization/todo-api/*', 'status-creator': FLUX }
    const run = await waitRun(gh, { ...inputs, 'degraded-grace': '30s' })
    await recovered
    expect(run.exitCode, run.log).toBe(0)
    expect(run.log).toMatch(/health: waiting \(.*health check failed; Degraded since \S+, allowing \d+s more\)/)
    expect(run.outputs['health']).toBe('Healthy')

    await postStatus(gh, sha, { state: 'failure', context: FLUX_CONTEXT, description: 'health check failed again' })
    const failed = await waitRun(gh, { ...inputs, 'degraded-grace': '2s' })
    expect(failed.exitCode).toBe(1)
    expect(failed.outputs['health']).toBe('Degraded')
    expect(failed.outputs['message']).toMatch(
      /health check failed again \(Degraded for longer than the 2s degraded-grace\)$/
    )
  }, 60_000)

  it('does not take a Healthy report whose images do not include the new digest', async () => {
    const gh = await start()
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    gh.registerApp({ id: 4713, slug: 'argocd-notifications', publicKey })
    const app = await appClient(gh, privateKey, 4713)
    const { pr, sha } = await release(gh)
    await app('POST', `/repos/${CONFIG_REPO}/check-runs`, {
      name: ARGOCD_CONTEXT,
      head_sha: sha,
      conclusion: 'success',
      output: { title: 'todo-api-dev: Healthy', summary: 'Healthy', text: `Images running:\n- ${OLD}\n` }
    })
    const run = await waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': 'argocd-notifications',
      timeout: '4s'
    })
    expect(run.exitCode).toBe(1)
    expect(run.timeline).toMatchObject({ verdict: 'timeout', phase: 'running' })
    expect(run.outputs['message']).toBe(
      `Timed out after 4s waiting for running: the images ${ARGOCD_CONTEXT} reports (sha256:46aef5661111…) do not include sha256:28492db02222….`
    )
  }, 60_000)

  it('ends as superseded when the report is on a later commit that pins another image', async () => {
    const gh = await start()
    const { pr, sha } = await release(gh)
    const newer = `${IMAGE}:1.4.3@${digest('9c0ffee0', '3')}`
    const later = await gh.pushFiles(
      CONFIG_REPO,
      'main',
      { [MANIFEST]: microservice(`"${newer}"`) },
      { message: 'Next' }
    )
    await postStatus(gh, later, { state: 'success', context: ARGOCD_CONTEXT })
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, 'status-creator': FLUX })
    expect(run.exitCode).toBe(1)
    expect(run.timeline).toMatchObject({ verdict: 'superseded' })
    expect(run.outputs['message']).toBe(
      `${sha.slice(0, 7)} was superseded: ${later.slice(0, 7)}, a later commit of main, pins ${newer}, and ${ARGOCD_CONTEXT} reported on it.`
    )
  }, 60_000)

  it('times out when nothing is reported, not Healthy, and its quiet polls are answered 304', async () => {
    const gh = await start()
    const { pr } = await release(gh)
    const run = await waitRun(gh, { pr: String(pr), 'status-context': ARGOCD_CONTEXT, timeout: '6s' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['health']).toBe('')
    expect(run.outputs['message']).toMatch(/nothing was reported for continuous-delivery\/todo-api-dev/)
    const polls = gh.requests.filter((r) => /\/commits\/[0-9a-f]{40}\/(statuses|check-runs)$/.test(r.path))
    expect(polls.length).toBeGreaterThan(4)
    // Every read after the first of each list was conditional and found nothing new.
    expect(polls.filter((r) => r.status === 304).length).toBe(polls.length - 2)
    expect(run.log).toMatch(/Read GitHub \d+ times for the reports; \d+ answered 304 Not Modified/)
    // Without status-creator, anyone with write access could post: a warning and the summary say so.
    expect(run.log).toMatch(
      /::warning::status-creator is not set: any account with write access to acme\/platform-config/
    )
    expect(run.summary).toContain('status-creator is not set')
  }, 60_000)

  it('refuses argocd-server beside status-context, naming both, before any request', async () => {
    const gh = await start()
    const run = await waitRun(gh, {
      revision: 'a'.repeat(40),
      'status-context': ARGOCD_CONTEXT,
      'argocd-server': 'https://argocd.acme.dev',
      'argocd-app': 'todo-api-dev'
    })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/::error::Input 'argocd-server' and input 'status-context' are both set/)
    expect(gh.requests).toEqual([])
  }, 60_000)

  it('names both ways when neither argocd-server nor status-context is set', async () => {
    const gh = await start()
    const run = await waitRun(gh, { revision: 'a'.repeat(40), 'argocd-app': 'todo-api-dev' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/::error::Input 'argocd-server' is required .*status-context: continuous-delivery\/<app>/)
    expect(gh.requests).toEqual([])
  }, 60_000)
})

describe('dist/index.js wait with status-context, reported by the Argo CD stand-in as Argo CD Notifications would', () => {
  it('follows the merge to the commit status and check run Notifications posts, records the Deployment', async () => {
    world = await startWorld()
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    world.github.registerApp({ id: 4712, slug: 'argocd-notifications', publicKey })
    const notifications = world.argocd.notifyGitHub({
      apiUrl: world.github.url,
      repo: CONFIG_REPO,
      app: { id: 4712, privateKey },
      subscriptions: { [APP]: {} }
    })
    const { pr, sha } = await release(world.github)
    const run = await waitRun(world.github, {
      pr: String(pr),
      'status-context': `continuous-delivery/${APP}`,
      'status-creator': 'argocd-notifications[bot]',
      'argocd-app': APP,
      environment: 'dev'
    })
    await notifications.idle()
    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ health: 'Healthy', revision: sha, phase: 'running' })
    expect(run.log).toContain(`running: done (continuous-delivery/${APP} names sha256:28492db02222…`)
    expect(notifications.sent.filter((n) => n.revision === sha)).toEqual([
      expect.objectContaining({ trigger: 'on-deployed', state: 'success' })
    ])
    const deployment = world.github.deployments(CONFIG_REPO).at(-1)!
    expect(deployment).toMatchObject({
      sha,
      environment: 'dev',
      payload: expect.objectContaining({ digest: DIGEST_B })
    })
    // Healthy within the first progress window: the verdict is the only status written.
    expect(deployment.statuses.map((s) => s.state)).toEqual(['success'])
    // The runner never reached the cluster: Argo CD's API was not asked anything.
    expect(world.argocd.requests).toEqual([])
  }, 90_000)
})

describe('dist/cli.js wait --status-context', () => {
  const env = (gh: GitHubStandIn): Record<string, string> => ({
    GITHUB_TOKEN: WRITE_TOKEN,
    GITHUB_REPOSITORY: CONFIG_REPO,
    GITHUB_API_URL: gh.url
  })

  it('follows the reports with the token and config repo from the environment: 0 on Healthy, 124 on nothing', async () => {
    const gh = await start()
    const sha = await gh.pushFiles(
      CONFIG_REPO,
      'main',
      { [MANIFEST]: microservice(`"${NEW}"`) },
      { message: 'Release' }
    )
    const flags = ['wait', '--status-context', 'kustomization/todo-api/*', '--status-creator', FLUX]
    const quiet = await runBundledCli([...flags, '--revision', sha, '--timeout', '3'], { env: env(gh) })
    expect(quiet.exitCode, quiet.stderr).toBe(124)
    expect(quiet.stdout).toMatch(/^Timed out after 3s: nothing was reported for kustomization\/todo-api\/\* on \w{7}/)

    await postStatus(gh, sha, { state: 'success', context: FLUX_CONTEXT, description: 'reconciliation succeeded' })
    const run = await runBundledCli([...flags, '--revision', sha, '--image', NEW, '--json'], { env: env(gh) })
    expect(run.exitCode, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      statusContext: 'kustomization/todo-api/*',
      image: NEW,
      verdict: 'healthy',
      health: 'Healthy',
      revision: sha
    })
  }, 60_000)

  it('prints no Healthy in --json for a wait that failed: a Healthy report naming only the old digest', async () => {
    const gh = await start()
    const sha = await gh.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(`"${NEW}"`) })
    await postStatus(gh, sha, { state: 'success', context: FLUX_CONTEXT, description: `Healthy, running ${OLD}` })
    const json = await runBundledCli(
      [
        'wait',
        '--status-context',
        'kustomization/todo-api/*',
        '--status-creator',
        FLUX,
        '--revision',
        sha,
        '--image',
        NEW,
        '--timeout',
        '3',
        '--json'
      ],
      { env: env(gh) }
    )
    expect(json.exitCode, json.stderr).toBe(124)
    expect(JSON.parse(json.stdout)).toMatchObject({ verdict: 'timeout', phase: 'running', health: '' })
  }, 60_000)

  it('exits 2 naming what it needs: a revision, and a token', async () => {
    const gh = await start()
    const noRevision = await runBundledCli(['wait', '--status-context', FLUX_CONTEXT], { env: env(gh) })
    expect(noRevision.exitCode).toBe(2)
    expect(noRevision.stderr).toMatch(/--revision is required/)
    const noToken = await runBundledCli(['wait', '--status-context', FLUX_CONTEXT, '--revision', 'a'.repeat(40)], {
      env: { GITHUB_REPOSITORY: CONFIG_REPO }
    })
    expect(noToken.exitCode).toBe(2)
    expect(noToken.stderr).toMatch(/set GITHUB_TOKEN or GH_TOKEN/)
    const both = await runBundledCli(
      [
        'wait',
        '--status-context',
        FLUX_CONTEXT,
        '--argocd-server',
        'https://argocd.acme.dev',
        '--revision',
        'a'.repeat(40)
      ],
      { env: env(gh) }
    )
    expect(both.exitCode).toBe(2)
    expect(both.stderr).toMatch(/--argocd-server and --status-context are both set/)
    expect(gh.requests).toEqual([])
  }, 60_000)
})
