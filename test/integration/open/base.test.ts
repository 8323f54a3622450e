// The release PR's base is the settings' (input `base`, else the default branch), never what a
// PR someone else can retarget or open says; and a rerun puts back the PR text reviewers read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice, OTHER_FILES } from './fixtures.js'

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
/** A collaborator: write access, a person's account, a personal access token. */
const PERSON = 'ghp_standin_collaborator'

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn({
    tokens: { [WRITE_TOKEN]: 'write', [PERSON]: { permission: 'write', login: 'mallory' } }
  })
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(), ...OTHER_FILES } })
})
afterEach(() => github.close())

const inputs = (image: string, extra: Record<string, string> = {}): Record<string, string> => ({
  command: 'open',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest: MANIFEST,
  image,
  ...extra
})

const writes = (): string[] =>
  github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${decodeURIComponent(r.path)}`)
const routes = (): string[] => github.requests.map((r) => r.route ?? `${r.method} ${r.path}`)

/** The collaborator points PR #n at another branch. */
async function retarget(number: number, base: string): Promise<void> {
  const res = await client(github, PERSON)('PATCH', `/repos/${CONFIG_REPO}/pulls/${number}`, { base })
  expect(res.status).toBe(200)
}

/** A branch off main with these files changed. */
const branchOff = (name: string, files: Record<string, string>): Promise<string> =>
  github.pushFiles(CONFIG_REPO, name, files, { from: 'main' })

async function changedFiles(from: string, to: string): Promise<string[]> {
  return (await github.git(CONFIG_REPO, ['diff', '--name-only', from, to])).trim().split('\n').filter(Boolean)
}

describe('open: the base is the settings’, whatever the PRs from the release branch say', () => {
  it('opens a PR into main when its PR was retargeted to a branch that pins the image already', async () => {
    const next = `${IMAGE_NAME}@${DIGEST_C}`
    expect((await runAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))).outputs['pr-number']).toBe('1')
    await branchOff('staging', { [MANIFEST]: microservice(next) })
    await retarget(1, 'staging')

    const run = await runAction(inputs(next))
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '2', branch: BRANCH })
    expect(github.pull(CONFIG_REPO, 2)).toMatchObject({ head: BRANCH, base: 'main' })
    expect(run.log).toMatch(
      /::warning::PR #1 \(.*\) from gitops-release\/apps\/todo-api\/dev\/microservice goes into "staging", not "main"/
    )
    expect(run.summary).toContain('[!WARNING]')
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(await changedFiles(main, head)).toEqual([MANIFEST])
    expect(await github.readFile(CONFIG_REPO, head, MANIFEST)).toBe(microservice(next))
  })

  it('is not refused as a downgrade when its PR was retargeted to a branch that runs a newer version', async () => {
    expect((await runAction(inputs(`${IMAGE_NAME}:1.5.0@${DIGEST_B}`))).failed).toBe(false)
    await branchOff('next', { [MANIFEST]: microservice(`${IMAGE_NAME}:2.0.0@${DIGEST_B}`) })
    await retarget(1, 'next')

    const run = await runAction(inputs(`${IMAGE_NAME}:1.6.0@${DIGEST_C}`))
    expect(run.failed, run.log).toBe(false)
    expect(run.log).not.toContain('Refusing')
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '2' })
    expect(github.pull(CONFIG_REPO, 2)!.base).toBe('main')
  })

  it('builds the release on main, not on the branch its PR was retargeted to', async () => {
    expect((await runAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))).failed).toBe(false)
    await branchOff('other', { 'EXTRA.md': 'not part of any release\n' })
    await retarget(1, 'other')

    const run = await runAction(inputs(`${IMAGE_NAME}@${DIGEST_C}`))
    expect(run.failed, run.log).toBe(false)
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(await github.readFile(CONFIG_REPO, head, 'EXTRA.md')).toBeUndefined()
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    expect(await github.git(CONFIG_REPO, ['merge-base', '--is-ancestor', main, head]).then(() => true)).toBe(true)
    expect(await changedFiles(main, head)).toEqual([MANIFEST])
    expect(github.pull(CONFIG_REPO, 2)).toMatchObject({ head: BRANCH, base: 'main' })
  })

  it('warns about a newer PR from the release branch into another base and goes on with its own', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const first = await runAction(inputs(image))
    await branchOff('other', { 'EXTRA.md': 'x\n' })
    // Listed first: GitHub lists the newest PR first.
    const opened = await client(github, PERSON)('POST', `/repos/${CONFIG_REPO}/pulls`, {
      title: 'look here',
      head: BRANCH,
      base: 'other'
    })
    expect(opened.status).toBe(201)
    github.clearRequests()

    const rerun = await runAction(inputs(image))
    expect(rerun.outputs).toMatchObject({
      result: 'unchanged',
      'pr-number': '1',
      'commit-sha': first.outputs['commit-sha']
    })
    expect(rerun.log.match(/::warning::PR #2 .* goes into "other", not "main"/g)).toHaveLength(1)
    expect(writes()).toEqual([])

    const newer = await runAction(inputs(`${IMAGE_NAME}@${DIGEST_C}`))
    expect(newer.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    expect(github.pull(CONFIG_REPO, 2)!.title).toBe('look here')
  })

  it('warns about a PR opened on the plain branch name into another base, and opens its own into main', async () => {
    // A PR into a non-default base from before branch names carried the base.
    await github.pushFiles(CONFIG_REPO, 'release', { 'README.md': '# release line\n' }, { from: 'main' })
    await github.pushFiles(CONFIG_REPO, BRANCH, { 'NOTE.md': 'legacy\n' }, { from: 'release' })
    const opened = await client(github)('POST', `/repos/${CONFIG_REPO}/pulls`, {
      title: 'legacy release',
      head: BRANCH,
      base: 'release'
    })
    expect(opened.status).toBe(201)
    const run = await runAction(inputs(`${IMAGE_NAME}@${DIGEST_C}`))

    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '2', branch: BRANCH })
    expect(run.log).toMatch(/::warning::PR #1 .* goes into "release", not "main"/)
    expect(github.pull(CONFIG_REPO, 1)!.base).toBe('release')
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    expect(await changedFiles(main, (await github.branchSha(CONFIG_REPO, BRANCH))!)).toEqual([MANIFEST])
  })

  it('refuses an older release than main runs, with its own PR open (issue 37, M16)', async () => {
    expect((await runAction(inputs(`${IMAGE_NAME}:1.5.0@${DIGEST_B}`))).outputs['pr-number']).toBe('1')
    await github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(`${IMAGE_NAME}:2.0.0@${DIGEST_C}`) })
    github.clearRequests()

    const run = await runAction(inputs(`${IMAGE_NAME}:1.9.0@${DIGEST_B}`))
    expect(run.failed).toBe(true)
    expect(run.log).toContain('main already runs 2.0.0')
    expect(writes()).toEqual([])
  })
})

describe('open: a rerun restores the PR text', () => {
  const image = `${IMAGE_NAME}:1.4.2@${DIGEST_B}`

  it('puts back an edited title and table with one PATCH, and writes no commit', async () => {
    const first = await runAction(inputs(image))
    const written = { ...github.pull(CONFIG_REPO, 1)! }
    const forged = written.body!.replace(/<code>[0-9a-f]{12}<\/code>/g, '<code>deadbeef0000</code>')
    expect(forged).not.toBe(written.body)
    const edit = await client(github, PERSON)('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, {
      title: 'Release todo-api 9.9.9',
      body: forged
    })
    expect(edit.status).toBe(200)
    github.clearRequests()

    const rerun = await runAction(inputs(image))
    expect(rerun.outputs).toMatchObject({ result: 'unchanged', 'commit-sha': first.outputs['commit-sha'] })
    expect(routes()).toEqual([
      'GET /repos/{owner}/{repo}/pulls',
      'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
      // As after every PR write: the branch still at the head the text describes.
      'GET /repos/{owner}/{repo}/git/ref/{ref}'
    ])
    expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ title: written.title, body: written.body })
  })

  it('leaves a text alone that reads the same: line ends a browser saved, the hidden record', async () => {
    await runAction(inputs(image))
    const body = github.pull(CONFIG_REPO, 1)!.body!
    const edited = body.replace(/"runUrl":"[^"]*"/, '"runUrl":"https://example.com/forged"').replace(/\n/g, '\r\n')
    const edit = await client(github, PERSON)('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { body: edited })
    expect(edit.status).toBe(200)
    github.clearRequests()

    expect((await runAction(inputs(image))).outputs['result']).toBe('unchanged')
    expect(routes()).toEqual(['GET /repos/{owner}/{repo}/pulls', 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}'])
  })

  it('puts back text added below the record too: the whole body is open’s', async () => {
    await runAction(inputs(image))
    const written = github.pull(CONFIG_REPO, 1)!.body!
    const appended = `${written}\n\n| after | \`ghcr.io/evil/miner\` | \`0123456789ab\` |\n`
    await client(github, PERSON)('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { body: appended })

    expect((await runAction(inputs(image))).outputs['result']).toBe('unchanged')
    expect(github.pull(CONFIG_REPO, 1)!.body).toBe(written)
  })
})

describe('open: a token whose commits GitHub does not sign', () => {
  it('says once, in the log and the job summary, that it cannot recognise its own commits', async () => {
    const image = `${IMAGE_NAME}@${DIGEST_B}`
    const first = await runAction(inputs(image, { token: PERSON }))
    expect(first.failed, first.log).toBe(false)
    // The rerun cannot believe the head it wrote: it writes a new commit, and says why.
    const rerun = await runAction(inputs(image, { token: PERSON }))
    expect(rerun.outputs['result']).toBe('updated')
    for (const run of [first, rerun]) {
      expect(run.log.match(/::warning::GitHub did not sign the commit open just made/g)).toHaveLength(1)
      expect(run.summary).toContain('GitHub did not sign the commit open just made')
      expect(run.summary).toMatch(/GitHub App/)
    }
  })

  it('says nothing of the kind with a token GitHub signs for', async () => {
    const run = await runAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.failed).toBe(false)
    expect(run.log).not.toContain('did not sign')
    expect(run.summary).not.toContain('[!WARNING]')
  })
})
