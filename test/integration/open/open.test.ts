import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubStandIn, WRITE_TOKEN, READ_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { DIGEST_A, DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice, OTHER_FILES } from './fixtures.js'

let github: GitHubStandIn

beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(), ...OTHER_FILES } })
})
afterEach(() => github.close())

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'

function openInputs(image: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    command: 'open',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': github.url,
    manifest: MANIFEST,
    image,
    ...extra
  }
}

const routes = (): string[] => github.requests.map((r) => `${r.route ?? `${r.method} ${r.path}`} ${r.status}`)
const writes = (): string[] =>
  github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${decodeURIComponent(r.path)}`)

/** The diff between two commits as git prints it, without headers: only +/- lines. */
async function changedLines(from: string, to: string): Promise<string[]> {
  const diff = await github.git(CONFIG_REPO, ['diff', '--unified=0', from, to])
  return diff.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l))
}

describe('open: a new release', () => {
  it('opens a PR whose diff is exactly the spec.image line, in the fewest requests', async () => {
    const image = `${IMAGE_NAME}:1.4.2@${DIGEST_B}`
    const run = await runAction(openInputs(image, { labels: 'release, dev' }))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({
      result: 'created',
      'pr-number': '1',
      branch: BRANCH,
      'old-image': `${IMAGE_NAME}@${DIGEST_A}`,
      'new-image': image
    })
    expect(routes()).toEqual([
      'GET /repos/{owner}/{repo}/pulls 200',
      'GET /repos/{owner}/{repo} 200',
      'GET /repos/{owner}/{repo}/branches/{branch} 200',
      'GET /repos/{owner}/{repo}/contents/{path} 200',
      'POST /repos/{owner}/{repo}/git/trees 201',
      'POST /repos/{owner}/{repo}/git/commits 201',
      'POST /repos/{owner}/{repo}/git/refs 201',
      'POST /repos/{owner}/{repo}/pulls 201',
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels 200',
      // The ref once more after the PR text is written: had a newer run moved the branch in
      // between, the text would have to describe its head (publish.ts, keepTextOnHead).
      'GET /repos/{owner}/{repo}/git/ref/{ref} 200'
    ])

    // The real git history: one commit on top of main, one line changed, quoting and comment kept.
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(run.outputs['commit-sha']).toBe(head)
    expect((await github.git(CONFIG_REPO, ['rev-parse', `${head}^`])).trim()).toBe(main)
    expect(await changedLines(main, head)).toEqual([
      `-  image: "${IMAGE_NAME}@${DIGEST_A}"   # pinned by the release workflow`,
      `+  image: "${image}"   # pinned by the release workflow`
    ])
    expect(await github.readFile(CONFIG_REPO, head, MANIFEST)).toBe(microservice(image))

    const pr = github.pull(CONFIG_REPO, 1)!
    expect(pr.title).toBe('Release todo-api 1.4.2')
    expect(pr.body).toContain('gitops-release:record')
    expect(pr.body).toContain('Not checked')
    expect([...pr.labels].sort()).toEqual(['dev', 'release'])
    expect(run.summary).toContain('gitops-release open: created')
  })

  it('is a two-request no-op when rerun for the same image: the PR, then its head commit', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const first = await runAction(openInputs(image))
    github.clearRequests()
    const rerun = await runAction(openInputs(image))

    expect(rerun.outputs).toMatchObject({
      result: 'unchanged',
      'pr-number': first.outputs['pr-number'],
      'commit-sha': first.outputs['commit-sha']
    })
    expect(routes()).toEqual([
      'GET /repos/{owner}/{repo}/pulls 200',
      'GET /repos/{owner}/{repo}/git/commits/{commit_sha} 200'
    ])
  })

  it('updates the same branch and PR for a newer release, with a fast-forward push', async () => {
    await runAction(openInputs(`${IMAGE_NAME}:1.4.2@${DIGEST_B}`))
    const firstHead = (await github.branchSha(CONFIG_REPO, BRANCH))!
    github.clearRequests()

    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`
    const run = await runAction(openInputs(newer, { base: 'main' }))

    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1', 'new-image': newer })
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
    expect(writes()).toEqual([
      'POST /repos/acme/platform-config/git/trees',
      'POST /repos/acme/platform-config/git/commits',
      'PATCH /repos/acme/platform-config/git/refs/heads/gitops-release/apps/todo-api/dev/microservice',
      'PATCH /repos/acme/platform-config/pulls/1'
    ])
    const patch = github.requests.find((r) => r.method === 'PATCH' && r.path.includes('/git/refs/'))!
    expect(patch.body).toMatchObject({ force: false })
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect((await github.git(CONFIG_REPO, ['rev-parse', `${head}^1`])).trim()).toBe(firstHead)
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    expect(await changedLines(main, head)).toEqual([
      `-  image: "${IMAGE_NAME}@${DIGEST_A}"   # pinned by the release workflow`,
      `+  image: "${newer}"   # pinned by the release workflow`
    ])
    expect(github.pull(CONFIG_REPO, 1)!.title).toBe('Release todo-api 1.5.0')
  })

  it('keeps the PR diff to one line when main moved on since the PR was opened', async () => {
    await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# platform-config\n\nmore docs\n' })
    await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_C}`))

    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    const mergeBase = (await github.git(CONFIG_REPO, ['merge-base', main, head])).trim()
    expect(mergeBase).toBe(main)
    expect(await changedLines(mergeBase, head)).toHaveLength(2)
  })

  it('gives each target branch its own release branch and PR; the default branch keeps the plain name', async () => {
    await github.pushFiles(CONFIG_REPO, 'release', { 'README.md': '# release line\n' }, { from: 'main' })
    const intoRelease = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { base: 'release' }))
    const intoMain = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_C}`, { base: 'main' }))

    expect(intoRelease.outputs).toMatchObject({ result: 'created', 'pr-number': '1', branch: `${BRANCH}@release` })
    expect(intoMain.outputs).toMatchObject({ result: 'created', 'pr-number': '2', branch: BRANCH })
    expect(github.pulls(CONFIG_REPO).map((p) => [p.head, p.base])).toEqual([
      [`${BRANCH}@release`, 'release'],
      [BRANCH, 'main']
    ])
    // Neither PR carries the other's change.
    expect(await github.readFile(CONFIG_REPO, `${BRANCH}@release`, 'README.md')).toBe('# release line\n')
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(`${IMAGE_NAME}@${DIGEST_C}`))
  })

  it('opens nothing when the base already pins the image', async () => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_A}`))
    expect(run.outputs).toMatchObject({ result: 'unchanged', 'pr-number': '' })
    expect(writes()).toEqual([])
    expect(Object.keys(await github.branches(CONFIG_REPO))).toEqual(['main'])
  })

  it('refuses to replace a newer proposed version with an older one, writing nothing', async () => {
    await runAction(openInputs(`${IMAGE_NAME}:1.5.0@${DIGEST_B}`))
    github.clearRequests()
    const run = await runAction(openInputs(`${IMAGE_NAME}:1.4.9@${DIGEST_C}`))

    expect(run.failed).toBe(true)
    expect(run.log).toContain('Refusing to replace version 1.5.0 with older 1.4.9')
    expect(run.log).toContain('allow-downgrade')
    expect(writes()).toEqual([])

    const forced = await runAction(openInputs(`${IMAGE_NAME}:1.4.9@${DIGEST_C}`, { 'allow-downgrade': 'true' }))
    expect(forced.outputs['result']).toBe('updated')
  })

  it('refuses an older version than the base already runs', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(`${IMAGE_NAME}:2.0.0@${DIGEST_A}`) })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { version: '1.9.0' }))
    expect(run.failed).toBe(true)
    expect(run.log).toContain('main already runs 2.0.0')
    expect(writes()).toEqual([])
  })

  it('prints the diff and writes nothing on dry-run', async () => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { 'dry-run': 'true' }))
    expect(run.outputs['result']).toBe('created')
    expect(run.log).toContain(`+  image: "${IMAGE_NAME}@${DIGEST_B}"`)
    expect(writes()).toEqual([])
  })
})

describe('open: bad input changes nothing', () => {
  it.each([
    ['a tag without a digest', `${IMAGE_NAME}:1.4.2`, /Input 'image'.*not pinned/],
    ['upper-case hex', `${IMAGE_NAME}@sha256:${'A'.repeat(64)}`, /lower-case/],
    ['sha512', `${IMAGE_NAME}@sha512:${'a'.repeat(128)}`, /only sha256/]
  ])('refuses %s before any request', async (_, image, why) => {
    const run = await runAction(openInputs(image))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(why)
    expect(github.requests).toEqual([])
  })

  it('refuses a manifest it cannot edit safely, with only reads made', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', {
      [MANIFEST]: microservice().replace('  port: 8080', '  port: 8080\n  image: other')
    })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Cannot edit apps\/todo-api\/dev\/microservice\.yaml/)
    expect(writes()).toEqual([])
    expect(Object.keys(await github.branches(CONFIG_REPO))).toEqual(['main'])
  })

  it('names a manifest path that does not exist', async () => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { manifest: 'apps/nope.yaml' }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Input 'manifest'.*apps\/nope\.yaml.*does not exist/)
    expect(writes()).toEqual([])
  })

  it.each([['../etc/passwd'], ['/abs.yaml'], ['apps//x.yaml']])('refuses manifest path %j', async (manifest) => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { manifest }))
    expect(run.failed).toBe(true)
    expect(run.log).toContain("Input 'manifest' must be a file path relative to the config repo root")
    expect(github.requests).toEqual([])
  })
})

describe('open: GitHub trouble', () => {
  it('retries a 5xx and succeeds', async () => {
    github.faults.push({ method: 'POST', path: /\/git\/trees$/, status: 502, times: 1 })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.outputs['result']).toBe('created')
    const trees = github.requests.filter((r) => r.path.endsWith('/git/trees')).map((r) => r.status)
    expect(trees).toEqual([502, 201])
  })

  it('waits out a secondary rate limit and succeeds', async () => {
    github.faults.push({ method: 'POST', path: /\/pulls$/, kind: 'secondary-rate-limit', times: 1 })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.outputs['result']).toBe('created')
    expect(run.log).toMatch(/secondary rate limit/)
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
  })

  it('fails on a read-only token with the reason and never prints the token', async () => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { token: READ_TOKEN }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Resource not accessible by integration/)
    expect(run.log).toContain("the token needs 'contents: write'")
    expect(run.rawLog).not.toContain(READ_TOKEN)
    expect(run.summary).not.toContain(READ_TOKEN)
    expect(JSON.stringify(run.outputs)).not.toContain(READ_TOKEN)
  })

  it('never prints the token, even when GitHub rejects it', async () => {
    const secret = 'ghs_not_a_real_token_1234567890'
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { token: secret }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Bad credentials/)
    expect(run.rawLog).not.toContain(secret)
  })
})
