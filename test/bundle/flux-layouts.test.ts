// Image policy markers through the shipped bundles: open refuses a field Flux image automation
// owns with nothing written (no branch, no PR), opens a PR in the marker's shape with the opt-in
// that the gate accepts; bump does the same on a local file.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction, runBundledCli } from '../../standins/action-process.js'
import { DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { CONFIG_REPO } from '../integration/open/fixtures.js'

const FILE = 'apps/appreg/appreg-api/stg.yaml'
const TEXT = readFileSync(new URL('../fixtures/flux-layouts/appreg-api-stg.yaml', import.meta.url), 'utf8')
const REF = `hmctsprod.azurecr.io/appreg/api:prod-d6ebb58-20260313105109@${DIGEST_B}`
const PINNED = TEXT.replace(':prod-d6ebb58-20260313105109 #', `:prod-d6ebb58-20260313105109@${DIGEST_B} #`)

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [FILE]: TEXT, 'README.md': '# config\n' } })
})
afterEach(() => github.close())

describe('dist/index.js open on a field with a Flux image policy marker', () => {
  const connection = (): Record<string, string> => ({
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': github.url
  })
  const push = { event: { name: 'push', payload: {} } }

  it('refuses by default, naming the file, line, ImagePolicy and input, and writes nothing', async () => {
    const open = await runBundledAction({ ...connection(), command: 'open', manifest: FILE, image: REF }, push)
    expect(open.exitCode).toBe(1)
    expect(open.stdout).toMatch(
      /::error::.*apps\/appreg\/appreg-api\/stg\.yaml.*line 11: spec\.values\.java\.image belongs to Flux ImagePolicy flux-system\/appreg-api .*set image-policy-markers: follow/
    )
    expect(Object.keys(await github.branches(CONFIG_REPO))).toEqual(['main'])
    expect(github.pulls(CONFIG_REPO)).toEqual([])
  })

  it('opens the PR in the marker’s shape with image-policy-markers: follow, and the gate accepts it', async () => {
    const open = await runBundledAction(
      { ...connection(), command: 'open', manifest: FILE, image: REF, 'image-policy-markers': 'follow' },
      push
    )
    expect(open.exitCode, open.stdout).toBe(0)
    expect(open.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    const [pull] = github.pulls(CONFIG_REPO)
    expect(await github.readFile(CONFIG_REPO, pull!.head, FILE)).toBe(PINNED)
    const gate = await runBundledAction({ ...connection(), command: 'gate', pr: '1' }, push)
    expect(gate.exitCode, gate.stdout).toBe(0)
    expect(gate.outputs['verdict']).toBe('accept')
  })
})

describe('dist/cli.js bump on a field with a Flux image policy marker', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'flux-bump-'))
    await mkdir(join(dir, 'apps/appreg/appreg-api'), { recursive: true })
    await writeFile(join(dir, FILE), TEXT)
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('exits 2 with the file untouched, then pins it with --image-policy-markers follow', async () => {
    const refused = await runBundledCli(['bump', '--file', FILE, '--image', REF], { cwd: dir })
    expect(refused.exitCode).toBe(2)
    expect(refused.stderr).toMatch(
      /line 11: .*Flux ImagePolicy flux-system\/appreg-api .*--image-policy-markers follow/
    )
    expect(await readFile(join(dir, FILE), 'utf8')).toBe(TEXT)
    const followed = await runBundledCli(['bump', '--file', FILE, '--image', REF, '--image-policy-markers', 'follow'], {
      cwd: dir
    })
    expect(followed.exitCode, followed.stderr).toBe(0)
    expect(await readFile(join(dir, FILE), 'utf8')).toBe(PINNED)
  })
})

describe('dist/index.js wait on a Flux HelmRelease, following what Flux reports', () => {
  const RELEASE = 'apps/podinfo/release.yaml'
  const PODINFO = 'ghcr.io/stefanprodan/podinfo'
  const helmRelease = (digest: string): string =>
    readFileSync(new URL('../fixtures/flux-layouts/image-automation-helmrelease.yaml', import.meta.url), 'utf8')
      .replace('ghcr.io/my-org/my-app', PODINFO)
      .replace(/sha256:[0-9a-f]{64}/, digest)

  it('reads the image from spec.values, says what the Kustomization status means, and ends Healthy', async () => {
    github.addToken('ghp_flux_bot', { permission: 'write', login: 'flux-bot' })
    const sha = String(
      await github.pushFiles(CONFIG_REPO, 'main', { [RELEASE]: helmRelease(DIGEST_B) }, { message: 'Release' })
    )
    const context = 'kustomization/apps/0c9c2e41'
    const posted = await fetch(`${github.url}/repos/${CONFIG_REPO}/statuses/${sha}`, {
      method: 'POST',
      headers: { authorization: 'token ghp_flux_bot', 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'success', context, description: 'Applied revision: main@sha1:' + sha })
    })
    expect(posted.status).toBe(201)
    const wait = await runBundledAction(
      {
        command: 'wait',
        token: WRITE_TOKEN,
        'config-repo': CONFIG_REPO,
        'github-api-url': github.url,
        manifest: RELEASE,
        revision: sha,
        'status-context': 'kustomization/apps/*',
        'status-creator': 'user:flux-bot',
        comment: 'false',
        timeout: '20s'
      },
      { env: { GITHUB_REPOSITORY: CONFIG_REPO } }
    )
    expect(wait.exitCode, wait.stdout).toBe(0)
    expect(wait.stdout).toContain(`Expecting ${PODINFO}:4.0.6@${DIGEST_B} from ${sha}.`)
    expect(wait.stdout).toContain(
      "kustomization/apps/* is a Flux Kustomization's commit status: its success means the revision was applied"
    )
    expect(wait.outputs['health']).toBe('Healthy')
  })

  it('refuses a helmrelease/ status-context before any request, saying to follow the Kustomization', async () => {
    const run = await runBundledCli(
      ['wait', '--status-context', 'helmrelease/podinfo/*', '--revision', 'a'.repeat(40)],
      {
        env: { GITHUB_TOKEN: 'x', GITHUB_REPOSITORY: CONFIG_REPO, GITHUB_API_URL: github.url }
      }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /Flux posts no commit status for a HelmRelease.*Follow the Kustomization that applies the HelmRelease/
    )
    expect(github.requests.length).toBe(0)
  })
})
