// The bundled action against a release PR whose text or branch someone else edited: the hidden
// record in the body is a cache, and only a head commit `open` made itself (GitHub verified it
// as the identity open runs as) can make it write nothing or refuse.
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseRecordBlock, renderRecordBlock } from '../../src/open/record.js'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B, DIGEST_C } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from '../integration/open/fixtures.js'

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
/** A collaborator's token: write access, a person's account. */
const PERSON = 'ghp_standin_collaborator'
const OLDER = `${IMAGE_NAME}:1.4.0@${DIGEST_B}`
const NEWER = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn({
    tokens: { [WRITE_TOKEN]: 'write', [PERSON]: { permission: 'write', login: 'mallory' } }
  })
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
})
afterEach(() => github.close())

const inputs = (image: string): Record<string, string> => ({
  command: 'open',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest: MANIFEST,
  image
})

/** The collaborator rewrites the hidden record of PR #1: same head, another claim. */
async function editRecord(claim: { image: string; version?: string }): Promise<void> {
  const pr = github.pull(CONFIG_REPO, 1)!
  const record = parseRecordBlock(pr.body)!
  const forged = renderRecordBlock({ ...record, ...claim })
  const body = pr.body!.replace(/<!-- gitops-release:record .*? -->/s, forged)
  const edited = await client(github, PERSON)('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { body })
  expect(edited.status).toBe(200)
}

describe('dist/index.js command=open, when others edited the release PR', () => {
  it('writes the release when the PR body was rewritten to claim it (the branch still pins the old image)', async () => {
    expect((await runBundledAction(inputs(OLDER))).outputs['result']).toBe('created')
    await editRecord({ image: NEWER, version: '1.5.0' })

    const run = await runBundledAction(inputs(NEWER))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(NEWER))
  })

  it('releases over a PR body that claims version 99.0.0, and the PR says the truth again', async () => {
    expect((await runBundledAction(inputs(OLDER))).exitCode).toBe(0)
    await editRecord({ image: `${IMAGE_NAME}:99.0.0@${DIGEST_B}`, version: '99.0.0' })

    const run = await runBundledAction(inputs(NEWER))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'updated' })
    const record = parseRecordBlock(github.pull(CONFIG_REPO, 1)!.body)
    expect(record).toMatchObject({ image: NEWER, version: '1.5.0', commit: run.outputs['commit-sha'] })
  })

  it('supersedes a head someone else pushed, whatever its trailers claim', async () => {
    expect((await runBundledAction(inputs(OLDER))).exitCode).toBe(0)
    // A collaborator's push whose trailers claim a newer release: it is not open's commit.
    const pushed = await github.pushFiles(
      CONFIG_REPO,
      BRANCH,
      { [MANIFEST]: microservice(`${IMAGE_NAME}:99.0.0@${DIGEST_B}`) },
      {
        message: `Release 99.0.0\n\nGitops-Release-Image: ${IMAGE_NAME}:99.0.0@${DIGEST_B}\nGitops-Release-Version: 99.0.0\nGitops-Release-Manifest: ${MANIFEST}`,
        author: { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' }
      }
    )

    const run = await runBundledAction(inputs(NEWER))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'updated' })
    expect(run.stdout).toContain(`The head of ${BRANCH}, ${pushed.slice(0, 12)} is not a commit GitHub verified`)
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(NEWER))
    // Superseded, not erased: the push stays in the branch's history.
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(await github.git(CONFIG_REPO, ['merge-base', '--is-ancestor', pushed, head]).then(() => true)).toBe(true)
  })

  it('still ends a rerun of the same release with nothing written: its own head commit says so', async () => {
    const first = await runBundledAction(inputs(NEWER))
    github.clearRequests()
    const rerun = await runBundledAction(inputs(NEWER))
    expect(rerun.outputs).toMatchObject({ result: 'unchanged', 'commit-sha': first.outputs['commit-sha'] })
    expect(github.requests.map((r) => r.route)).toEqual([
      'GET /repos/{owner}/{repo}/pulls',
      'GET /repos/{owner}/{repo}/git/commits/{commit_sha}'
    ])
  })
})

describe('dist/index.js command=open with App credentials', () => {
  it('believes the head GitHub verified as the App bot, and so writes nothing on a rerun', async () => {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
    github.registerApp({ id: 4242, slug: 'acme-release', publicKey: keys.publicKey })
    const app = {
      'app-id': '4242',
      'app-private-key': keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    }
    const { token: _token, ...rest } = inputs(NEWER)
    const first = await runBundledAction({ ...rest, ...app })
    expect(first.outputs['result'], first.stdout).toBe('created')
    const rerun = await runBundledAction({ ...rest, ...app })
    expect(rerun.outputs).toMatchObject({ result: 'unchanged', 'commit-sha': first.outputs['commit-sha'] })
  })
})
