import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { silentLog } from '../../../src/log.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { textOfReleaseCommit } from '../../../src/open/head-text.js'
import { runOpen, type OpenResult } from '../../../src/open/run.js'
import { readOpenSettings } from '../../../src/open/settings.js'
import { realSleep } from '../../../src/time.js'
import { DIGEST_A, DIGEST_B, DIGEST_C, microservice as plain } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { withInputs } from '../../helpers/inputs.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, microservice, OTHER_FILES } from './fixtures.js'

const EU = 'apps/todo-api/eu/microservice.yaml'
const US = 'apps/todo-api/us/microservice.yaml'
const WORKERS = 'apps/todo-api/workers.yaml'
/** A manifest as a table cell shows it: its folder over its file name (src/markdown/fit.ts). */
const cell = (manifest: string): string => `<code>${manifest.replace(/\/([^/]*)$/, '/</code><br><code>$1')}</code>`
const SELECTOR = { kind: 'Microservice', apiGroup: 'platform.example.io' }

/** Two Microservices in one file: a target there needs its name. */
function workers(image = `${IMAGE_NAME}@${DIGEST_A}`): string {
  return `${plain(image, { name: 'todo-worker' })}---\n${plain(image, { name: 'todo-cron' })}`
}

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, {
    files: { [EU]: microservice(), [US]: microservice(), [WORKERS]: workers(), ...OTHER_FILES }
  })
})
afterEach(() => github.close())

const TARGETS = [EU, US, `${WORKERS}#todo-worker`]

function openInputs(manifests: readonly string[], image: string, extra: Record<string, string> = {}) {
  return {
    command: 'open',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': github.url,
    manifest: manifests.join('\n'),
    image,
    ...extra
  }
}

const writes = (): string[] =>
  github.requests.filter((r) => r.method !== 'GET').map((r) => r.route ?? `${r.method} ${r.path}`)

async function changedFiles(from: string, to: string): Promise<string[]> {
  return (await github.git(CONFIG_REPO, ['diff', '--name-only', from, to])).trim().split('\n').filter(Boolean)
}

async function changedLines(from: string, to: string): Promise<string[]> {
  const diff = await github.git(CONFIG_REPO, ['diff', '--unified=0', from, to])
  return diff.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l))
}

const pinned = (image: string): string => `"${image}"   # pinned by the release workflow`

describe('open: several targets in one PR', () => {
  it('opens one PR with one commit that changes one line in each file', async () => {
    const image = `${IMAGE_NAME}:1.4.2@${DIGEST_B}`
    const run = await runAction(openInputs(TARGETS, image))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    const branch = run.outputs['branch']!
    expect(branch).toMatch(/^gitops-release\/apps\/todo-api\/\+3-targets-[0-9a-f]{10}$/)
    // One tree and one commit for all three files.
    expect(writes()).toEqual([
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'POST /repos/{owner}/{repo}/git/refs',
      'POST /repos/{owner}/{repo}/pulls'
    ])

    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const head = (await github.branchSha(CONFIG_REPO, branch))!
    expect(run.outputs['commit-sha']).toBe(head)
    expect((await github.git(CONFIG_REPO, ['rev-parse', `${head}^`])).trim()).toBe(main)
    expect(await changedFiles(main, head)).toEqual([EU, US, WORKERS])
    const old = `${IMAGE_NAME}@${DIGEST_A}`
    expect(await changedLines(main, head)).toEqual([
      `-  image: ${pinned(old)}`,
      `+  image: ${pinned(image)}`,
      `-  image: ${pinned(old)}`,
      `+  image: ${pinned(image)}`,
      `-  image: ${old}`,
      `+  image: ${image}`
    ])
    expect(await github.readFile(CONFIG_REPO, head, WORKERS)).toBe(
      workers().replace(`${IMAGE_NAME}@${DIGEST_A}`, image)
    )

    const pr = github.pull(CONFIG_REPO, 1)!
    expect(pr.head).toBe(branch)
    expect(pr.title).toBe('Release todo-api, todo-worker 1.4.2 (3 targets)')
    for (const [manifest, resource] of [
      [EU, 'Microservice todo/todo-api'],
      [US, 'Microservice todo/todo-api'],
      [WORKERS, 'Microservice todo/todo-worker']
    ])
      expect(pr.body).toMatch(new RegExp(`^\\| ${cell(manifest!)} \\(\\d+\\) \\| ${resource} \\|`, 'm'))

    // The job summary has a row per target too.
    for (const manifest of [EU, US, WORKERS]) expect(run.summary).toContain(`| ${cell(manifest)} |`)

    expect(run.outputs['old-image']).toBe([1, 2, 3].map(() => `${IMAGE_NAME}@${DIGEST_A}`).join('\n'))
    expect(run.outputs['new-image']).toBe([image, image, image].join('\n'))
    const targets = JSON.parse(run.outputs['targets']!) as { manifest: string; resource: string }[]
    expect(targets.map((t) => [t.manifest, t.resource])).toEqual([
      [EU, 'platform.example.io/Microservice todo/todo-api'],
      [US, 'platform.example.io/Microservice todo/todo-api'],
      [WORKERS, 'platform.example.io/Microservice todo/todo-worker']
    ])
  })

  it('is the same branch and a two-request no-op when rerun, in any order', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const first = await runAction(openInputs(TARGETS, image))
    github.clearRequests()
    const rerun = await runAction(openInputs([...TARGETS].reverse(), image))

    expect(rerun.outputs).toMatchObject({
      result: 'unchanged',
      branch: first.outputs['branch'],
      'pr-number': '1',
      'commit-sha': first.outputs['commit-sha']
    })
    expect(github.requests.map((r) => r.route)).toEqual([
      'GET /repos/{owner}/{repo}/pulls',
      'GET /repos/{owner}/{repo}/git/commits/{commit_sha}'
    ])
  })

  it('updates the same branch and PR for a new digest, with a fast-forward and still one commit', async () => {
    const first = await runAction(openInputs(TARGETS, `${IMAGE_NAME}:1.4.2@${DIGEST_B}`))
    const branch = first.outputs['branch']!
    const firstHead = (await github.branchSha(CONFIG_REPO, branch))!
    github.clearRequests()
    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`
    const run = await runAction(openInputs(TARGETS, newer))

    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1', branch })
    expect(writes()).toEqual([
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number}'
    ])
    const head = (await github.branchSha(CONFIG_REPO, branch))!
    expect((await github.git(CONFIG_REPO, ['rev-parse', `${head}^1`])).trim()).toBe(firstHead)
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    expect(await changedFiles(main, head)).toEqual([EU, US, WORKERS])
    expect((await changedLines(main, head)).filter((l) => l.startsWith('+'))).toEqual([
      `+  image: ${pinned(newer)}`,
      `+  image: ${pinned(newer)}`,
      `+  image: ${newer}`
    ])
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
    expect(github.pull(CONFIG_REPO, 1)!.title).toBe('Release todo-api, todo-worker 1.5.0 (3 targets)')
  })

  it('pins one image a line, in the order of the manifest lines', async () => {
    const eu = `${IMAGE_NAME}:1.4.2@${DIGEST_B}`
    const us = `${IMAGE_NAME}:1.4.3@${DIGEST_C}`
    const run = await runAction(openInputs([EU, US], `${eu}\n${us}`))

    expect(run.outputs).toMatchObject({ result: 'created', 'new-image': `${eu}\n${us}` })
    const head = run.outputs['commit-sha']!
    expect(await github.readFile(CONFIG_REPO, head, EU)).toBe(microservice(eu))
    expect(await github.readFile(CONFIG_REPO, head, US)).toBe(microservice(us))
    expect(github.pull(CONFIG_REPO, 1)!.title).toBe('Release todo-api new images (2 targets)')
  })

  it('leaves a target already at its image alone, and opens nothing when every one is', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    await github.pushFiles(CONFIG_REPO, 'main', { [US]: microservice(image) })
    const run = await runAction(openInputs(TARGETS, image))

    expect(run.outputs['result']).toBe('created')
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    expect(await changedFiles(main, run.outputs['commit-sha']!)).toEqual([EU, WORKERS])
    expect(github.pull(CONFIG_REPO, 1)!.body).toMatch(
      /\| <code>apps\/todo-api\/us\/<\/code><br><code>microservice\.yaml<\/code> .*unchanged \(already pinned\)/
    )

    github.clearRequests()
    const done = await runAction(openInputs([EU, US], `${IMAGE_NAME}@${DIGEST_A}\n${image}`))
    expect(done.outputs).toMatchObject({ result: 'unchanged', 'pr-number': '' })
    expect(done.log).toContain('Every target at main already pins its image')
    expect(writes()).toEqual([])
  })

  it.each([
    [
      'a missing file',
      [EU, 'apps/todo-api/ap/microservice.yaml'],
      /apps\/todo-api\/ap\/microservice\.yaml.*does not exist/
    ],
    ['a resource not found', [EU, `${WORKERS}#todo-nope`], /Cannot edit apps\/todo-api\/workers\.yaml: .*todo-nope/],
    ['an ambiguous resource', [EU, WORKERS], /Cannot edit apps\/todo-api\/workers\.yaml/]
  ])('writes nothing at all when one target has %s, and names it', async (_, manifests, message) => {
    const run = await runAction(openInputs(manifests, `${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.failed).toBe(true)
    expect(run.log).toMatch(message)
    expect(run.log).toContain('Nothing was written for any target')
    expect(writes()).toEqual([])
    expect(Object.keys(await github.branches(CONFIG_REPO))).toEqual(['main'])
    expect(github.pulls(CONFIG_REPO)).toEqual([])
  })

  it('writes nothing when the gate would refuse one edited file', async () => {
    // A tag in the document open edits: outside the YAML subset the gate reads.
    await github.pushFiles(CONFIG_REPO, 'main', { [US]: microservice().replace('port: 8080', 'port: !!int 8080') })
    const run = await runAction(openInputs([EU, US], `${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Cannot edit apps\/todo-api\/us\/microservice\.yaml/)
    expect(writes()).toEqual([])
  })

  it('refuses a downgrade of any one target, naming it, and writes nothing', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', { [US]: microservice(`${IMAGE_NAME}:2.0.0@${DIGEST_A}`) })
    const run = await runAction(openInputs([EU, US], `${IMAGE_NAME}:1.9.0@${DIGEST_B}`))
    expect(run.failed).toBe(true)
    expect(run.log).toContain(`Refusing to replace version 2.0.0 with older 1.9.0 in ${US}: main already runs 2.0.0`)
    expect(writes()).toEqual([])
  })

  it('prints every diff on dry-run and writes nothing', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const run = await runAction(openInputs(TARGETS, image, { 'dry-run': 'true' }))
    expect(run.outputs['result']).toBe('created')
    for (const path of [EU, US, WORKERS]) expect(run.log).toContain(`+++ b/${path}`)
    expect(run.log.split(`+  image: `).length - 1).toBe(3)
    expect(writes()).toEqual([])
  })

  it('writes a PR text that the head commit alone reproduces, for the race re-check', async () => {
    const env = { GITHUB_REPOSITORY: 'acme/todo-api', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '7' }
    const image = `${IMAGE_NAME}:1.4.2@${DIGEST_B}`
    const run = await runAction(openInputs([US, `${WORKERS}#todo-worker`], image), env)
    const head = run.outputs['commit-sha']!
    const commit = await client(github)('GET', `/repos/${CONFIG_REPO}/git/commits/${head}`)
    const body = commit.body as { sha: string; message: string; parents: { sha: string }[] }
    const places = [
      { manifest: US, selector: SELECTOR, text: microservice() },
      { manifest: WORKERS, selector: { ...SELECTOR, name: 'todo-worker' }, text: workers() }
    ].map(({ manifest, selector, text }) => {
      const { located } = bumpImage(text, selector, image)
      return { manifest, resource: located.resource, line: located.line }
    })
    const text = textOfReleaseCommit(
      {
        sha: body.sha,
        message: body.message,
        parents: body.parents.map((p) => p.sha),
        committer: undefined,
        verified: false
      },
      { targets: places, serverUrl: 'https://github.com' }
    )
    const pr = github.pull(CONFIG_REPO, 1)!
    expect(text).toEqual({ title: pr.title, body: pr.body })
  })
})

describe('open: concurrent runs for the same set of targets', () => {
  /** In process, so two runs can overlap (runAction owns process.env while it runs). */
  function release(manifests: readonly string[], image: string): Promise<OpenResult> {
    const settings = withInputs(openInputs(manifests, image), () => readOpenSettings({}))
    const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 5 })
    return runOpen(settings, { repo: configRepo(octokit, settings.configRepo), log: silentLog, sleep: realSleep })
  }

  it('end with one branch, one PR, and the newer release in every file, whatever order each gave', async () => {
    const older = `${IMAGE_NAME}:1.4.0@${DIGEST_B}`
    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`
    const results = await Promise.allSettled([release([EU, US], older), release([US, EU], newer)])

    // The newer run always succeeds; the older one either lands first and is superseded, or
    // sees the newer release and refuses to downgrade it.
    expect(results[1].status).toBe('fulfilled')
    if (results[0].status === 'rejected')
      expect(String(results[0].reason)).toMatch(/Refusing to replace version 1\.5\.0 with older 1\.4\.0 in apps/)
    const branch = results[1].status === 'fulfilled' ? results[1].value.branch : ''
    expect(Object.keys(await github.branches(CONFIG_REPO)).sort()).toEqual([branch, 'main'])
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
    for (const path of [EU, US]) expect(await github.readFile(CONFIG_REPO, branch, path)).toBe(microservice(newer))
    expect(github.pulls(CONFIG_REPO)[0]!.body).toContain('1.5.0')
  })
})
