// The bundled action against what real GitHub answers and a fresh stand-in repository does not
// (switched on with setBehaviour): finer cases are in test/integration/open/github-answers.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B, DIGEST_C } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { parseRecordBlock } from '../../src/open/record.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from '../integration/open/fixtures.js'

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(), 'README.md': '# config\n' } })
})
afterEach(() => github.close())

const inputs = (image: string) => ({
  command: 'open',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest: MANIFEST,
  image
})

describe('dist/index.js command=open, on GitHub as it really answers', () => {
  it('opens the PR once GitHub sees the new branch, instead of failing on "No commits between"', async () => {
    github.setBehaviour(CONFIG_REPO, { staleReads: 1 })
    const run = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    const creates = github.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/pulls')
    expect(creates.map((r) => r.status)).toEqual([422, 201])
  })

  it('updates the PR another run opened a moment before, when POST /pulls answers a bare 422', async () => {
    let other: Awaited<ReturnType<typeof runBundledAction>> | undefined
    let started = false
    github.beforeRequest = async (req) => {
      if (started || req.method !== 'POST' || !req.path.endsWith('/pulls')) return
      started = true
      // Between our branch write and our POST /pulls, another run (another image) moves the
      // branch and opens the PR; GitHub then answers ours 422 with nothing but "Validation Failed".
      other = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_C}`))
      github.faults.push({
        method: 'POST',
        path: /\/pulls$/,
        status: 422,
        body: {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'custom' }],
          documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
          status: '422'
        }
      })
    }
    const run = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))
    github.beforeRequest = undefined

    expect(other?.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
    const head = await github.branchSha(CONFIG_REPO, BRANCH)
    expect(run.outputs['commit-sha']).toBe(head)
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(parseRecordBlock(github.pulls(CONFIG_REPO)[0]!.body)?.commit).toBe(head)
  })

  it('updates a release branch where a ruleset forbids merge commits', async () => {
    github.setBehaviour(CONFIG_REPO, { rules: { requiredLinearHistory: true } })
    expect((await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))).exitCode).toBe(0)
    const main = await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# config\n\nmore\n' })
    const run = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_C}`))

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect((await github.git(CONFIG_REPO, ['rev-list', '--parents', '-n', '1', head])).trim()).toBe(`${head} ${main}`)
  })

  it('fails naming the Actions setting, and a rerun once it is on opens the PR from the branch it wrote', async () => {
    github.setBehaviour(CONFIG_REPO, { actionsCanCreatePullRequests: false })
    const refused = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(refused.exitCode).toBe(1)
    expect(refused.stdout).toMatch(
      /^::error::.*Allow GitHub Actions to create and approve pull requests.*already holds this release/m
    )

    github.setBehaviour(CONFIG_REPO, { actionsCanCreatePullRequests: true })
    const rerun = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(rerun.exitCode, rerun.stdout).toBe(0)
    expect(rerun.outputs).toMatchObject({
      result: 'created',
      'commit-sha': await github.branchSha(CONFIG_REPO, BRANCH)
    })
  })
})
