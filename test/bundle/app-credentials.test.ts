// The shipped bundle with GitHub App credentials, as a runner runs it: open and gate act as the
// App (one installation lookup, one token mint, every API call on that token), the gate's check
// run belongs to the App, bad input changes nothing and shows no key, and a wait that outlives
// its first installation token still comments and records the Deployment at the end.
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction, type ProcessRun } from '../../standins/action-process.js'
import { DIGEST_B, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { APP, CONFIG_REPO, IMAGE, MANIFEST, startWorld, type SeededStandIns } from '../../standins/world.js'

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
const KEY_LINES = PRIVATE_KEY.split('\n').filter((l) => l !== '' && !l.startsWith('-----'))
const APP_ID = 31337
const SLUG = 'acme-release'
const RELEASE = `${IMAGE}:1.5.0@${DIGEST_B}`

const appInputs = (gh: GitHubStandIn): Record<string, string> => ({
  'app-id': String(APP_ID),
  'app-private-key': PRIVATE_KEY,
  'config-repo': CONFIG_REPO,
  'github-api-url': gh.url
})

/** The log minus the `::add-mask::` lines a runner consumes: no key line and no token may be in it. */
function secretsShown(run: ProcessRun): string[] {
  const shown = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n')
  return [...KEY_LINES.filter((l) => shown.includes(l)), ...(shown.match(/ghs_\w+/g) ?? [])]
}

/** The credential of every request since `from`, as "route credential#serial". */
const auth = (gh: GitHubStandIn, from = 0): string[] =>
  gh.requests.slice(from).map((r) => `${r.route} ${r.credential}${r.tokenSerial ? `#${r.tokenSerial}` : ''}`)

describe('open and gate with app-id and app-private-key', () => {
  let gh: GitHubStandIn
  beforeAll(async () => {
    gh = await startGitHubStandIn()
    gh.registerApp({ id: APP_ID, slug: SLUG, publicKey: keys.publicKey })
    await gh.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(`${IMAGE}:1.4.2@sha256:${'a'.repeat(64)}`) } })
  })
  afterAll(() => gh.close())

  it('open mints one installation token, opens the PR as the App bot, and shows neither key nor token', async () => {
    const run = await runBundledAction({ ...appInputs(gh), command: 'open', manifest: MANIFEST, image: RELEASE })
    expect(run.exitCode, run.stdout).toBe(0)
    const calls = auth(gh)
    expect(calls.slice(0, 2)).toEqual([
      'GET /repos/{owner}/{repo}/installation jwt',
      'POST /app/installations/{installation_id}/access_tokens jwt'
    ])
    expect(calls.length).toBeGreaterThan(4)
    expect(calls.slice(2).every((c) => c.endsWith(' installation#1'))).toBe(true)
    expect(gh.pulls(CONFIG_REPO)).toEqual([expect.objectContaining({ user: `${SLUG}[bot]` })])
    expect(secretsShown(run)).toEqual([])
  })

  it('gate posts its check run as the App, with no forgery warning', async () => {
    const [pr] = gh.pulls(CONFIG_REPO)
    const payload = (await client(gh, WRITE_TOKEN)('GET', `/repos/${CONFIG_REPO}/pulls/${pr!.number}`)).body as object
    const from = gh.requests.length
    const run = await runBundledAction(
      { ...appInputs(gh), command: 'gate', 'allow-tag-change': 'true' },
      {
        env: { GITHUB_REPOSITORY: CONFIG_REPO },
        event: { name: 'pull_request_target', payload: { action: 'opened', number: pr!.number, pull_request: payload } }
      }
    )
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['verdict']).toBe('accept')
    const calls = auth(gh, from)
    expect(calls.filter((c) => c.endsWith(' jwt'))).toHaveLength(2)
    expect(calls.filter((c) => !c.endsWith(' jwt')).every((c) => c.endsWith(' installation#2'))).toBe(true)
    const check = gh.requests.slice(from).find((r) => r.route === 'POST /repos/{owner}/{repo}/check-runs')
    expect(check).toMatchObject({ status: 201, actor: `${SLUG}[bot]` })
    expect(gh.checkRuns(CONFIG_REPO).at(-1)).toMatchObject({ appId: APP_ID, conclusion: 'success' })
    expect(gh.checkRuns(CONFIG_REPO).at(-1)!.output.text).toBeNull()
    expect(run.stdout).not.toContain('::warning::This check run belongs to the GitHub Actions app')
    expect(secretsShown(run)).toEqual([])
  })

  it.each([
    [
      'token and the App inputs together',
      { token: WRITE_TOKEN },
      /'token' and 'app-id'\/'app-private-key' are both set/
    ],
    [
      'a key that is no PEM',
      { 'app-private-key': PRIVATE_KEY.replace(/\n[A-Za-z0-9+/]{30}/, '\n') },
      /not a readable PEM/
    ],
    ['a key without app-id', { 'app-id': '' }, /'app-private-key' is set but 'app-id' is not/]
  ])('refuses %s: no request, nothing written, no key in the log', async (_, change, message) => {
    const from = gh.requests.length
    const pulls = gh.pulls(CONFIG_REPO)
    const run = await runBundledAction({
      ...appInputs(gh),
      ...change,
      command: 'open',
      manifest: MANIFEST,
      image: RELEASE
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(new RegExp(`^::error::.*${message.source}`, 'm'))
    expect(gh.requests.length).toBe(from)
    expect(gh.pulls(CONFIG_REPO)).toEqual(pulls)
    expect(secretsShown(run)).toEqual([])
  })
})

describe('wait with pr: past the first installation token', () => {
  let world: SeededStandIns
  beforeAll(async () => {
    world = await startWorld()
    // Tokens live three seconds: the merge comes after the first one has expired.
    world.github.registerApp({ id: APP_ID, slug: SLUG, publicKey: keys.publicKey, tokenLifetimeMs: 3000 })
  })
  afterAll(() => world.close())

  it('still comments and records the Deployment at the end, as the App', async () => {
    const { github, argocd } = world
    await github.pushFiles(CONFIG_REPO, 'gitops-release/todo-api', { [MANIFEST]: microservice(RELEASE) })
    const opened = await client(github, WRITE_TOKEN)('POST', `/repos/${CONFIG_REPO}/pulls`, {
      title: 'Release todo-api 1.5.0',
      head: 'gitops-release/todo-api',
      base: 'main'
    })
    const number = (opened.body as { number: number }).number
    const waiting = runBundledAction({
      ...appInputs(github),
      command: 'wait',
      pr: String(number),
      manifest: MANIFEST,
      'argocd-server': argocd.url,
      'argocd-token': argocd.token,
      'argocd-app': APP,
      environment: 'todo-dev',
      timeout: '120s'
    })
    // Merge only once the wait has read the PR with its first token and that token has expired.
    const readPr = (): boolean =>
      github.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}' && r.tokenSerial === 1)
    while (!readPr() || Date.now() < (github.installationTokens()[0]?.expiresAt ?? Infinity)) {
      await new Promise((r) => setTimeout(r, 100))
    }
    await github.mergePull(CONFIG_REPO, number, { merge_method: 'squash' })

    const run = await waiting
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(github.installationTokens().length).toBeGreaterThanOrEqual(2)
    const [comment] = github.comments(CONFIG_REPO, number)
    expect(comment).toMatchObject({ user: `${SLUG}[bot]` })
    expect(comment!.body).toContain('Healthy')
    const [deployment] = github.deployments(CONFIG_REPO)
    expect(deployment).toMatchObject({ environment: 'todo-dev', creator: `${SLUG}[bot]` })
    // The evidence `promote` and the gate's promoted-from read back, written by the bundled action.
    expect(deployment!.payload).toEqual({
      image: RELEASE,
      digest: RELEASE.slice(RELEASE.indexOf('@') + 1),
      manifest: MANIFEST,
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision: deployment!.sha
    })
    expect(deployment!.statuses.map((s) => s.state)).toContain('success')
    // The same outcome where only the App could write it and nobody can delete it.
    const recorded = github
      .commitStatuses(CONFIG_REPO, deployment!.sha)
      .filter((s) => s.context === 'gitops-release/todo-dev')
    expect(recorded).toEqual([
      expect.objectContaining({
        state: 'success',
        creator: `${SLUG}[bot]`,
        description: expect.stringMatching(
          new RegExp(`^healthy ${RELEASE.slice(RELEASE.indexOf('@') + 1)}: `)
        ) as string
      })
    ])
    // What was written after the first token expired went out on a later one.
    const late = github.requests.filter((r) => r.method !== 'GET' && r.credential === 'installation' && r.status < 300)
    expect(late.at(-1)!.tokenSerial).toBeGreaterThan(1)
    expect(secretsShown(run)).toEqual([])
  }, 150_000)
})
