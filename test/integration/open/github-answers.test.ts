// What real GitHub answers that a fresh stand-in repository does not: lagging reads, rulesets,
// first-run settings and permissions, best-effort labels. Each case switches the behaviour on
// in the stand-in (as GitHub documents it) and runs the action's real entry point against it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIGEST_B, DIGEST_C, digest } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice, OTHER_FILES } from './fixtures.js'

let github: GitHubStandIn
const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'

beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(), ...OTHER_FILES } })
})
afterEach(() => github.close())

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

/** Statuses of the requests that matched `route` ("METHOD /template"), in order. */
const statuses = (route: string): number[] => github.requests.filter((r) => r.route === route).map((r) => r.status)
const REF_PATCH = 'PATCH /repos/{owner}/{repo}/git/refs/{ref}'
const PULL_CREATE = 'POST /repos/{owner}/{repo}/pulls'

async function parentsOf(sha: string): Promise<string[]> {
  const line = await github.git(CONFIG_REPO, ['rev-list', '--parents', '-n', '1', sha])
  return line.trim().split(' ').slice(1)
}

describe('open: reads that lag behind a write', () => {
  it('asks again with back-off while POST /pulls does not see the new branch yet', async () => {
    github.setBehaviour(CONFIG_REPO, { staleReads: 2 })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    expect(statuses(PULL_CREATE)).toEqual([422, 422, 201])
    expect(run.log).toMatch(/GitHub does not see .* yet .*No commits between/)
  })

  it('trusts the ref, not a PR head that still shows the old commit, after its own update', async () => {
    await runAction(openInputs(`${IMAGE_NAME}:1.4.2@${DIGEST_B}`))
    github.setBehaviour(CONFIG_REPO, { staleReads: 3 })
    github.clearRequests()
    const run = await runAction(openInputs(`${IMAGE_NAME}:1.5.0@${DIGEST_C}`))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    expect(run.outputs['commit-sha']).toBe(await github.branchSha(CONFIG_REPO, BRANCH))
    // One update, no retries: the PATCH answered with the old head, the ref with ours.
    expect(statuses(REF_PATCH)).toEqual([200])
    expect(run.log).not.toContain('Gave up')
  })

  it('reads the head from the ref after a stale PR head cost one refused compare-and-swap', async () => {
    await runAction(openInputs(`${IMAGE_NAME}:1.4.2@${DIGEST_B}`))
    github.setBehaviour(CONFIG_REPO, { staleReads: 4 })
    await runAction(openInputs(`${IMAGE_NAME}:1.5.0@${DIGEST_C}`))
    github.clearRequests()
    // The PR list still shows the head from before the last run.
    const run = await runAction(openInputs(`${IMAGE_NAME}:1.6.0@${digest('d')}`))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['result']).toBe('updated')
    expect(statuses(REF_PATCH)).toEqual([422, 200])
    expect(github.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/git/ref/{ref}')).toBe(true)
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(await github.readFile(CONFIG_REPO, head, MANIFEST)).toContain('1.6.0')
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
  })
})

describe('open: repository rules', () => {
  it('replaces the head with one commit on the base where merge commits are not allowed', async () => {
    github.setBehaviour(CONFIG_REPO, { rules: { requiredLinearHistory: true } })
    await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    const firstHead = (await github.branchSha(CONFIG_REPO, BRANCH))!
    await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# platform-config\n\nmore docs\n' })
    github.clearRequests()
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_C}`))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({ result: 'updated', 'pr-number': '1' })
    // The merge commit was refused; the replacement went through GraphQL, checked against the head read.
    expect(statuses(REF_PATCH)).toEqual([422])
    const graphql = github.requests.filter((r) => r.route === 'POST /graphql')
    expect(graphql.map((r) => r.status)).toEqual([200])
    expect(JSON.stringify(graphql[0]!.body)).toContain(`"beforeOid":"${firstHead}"`)
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(run.outputs['commit-sha']).toBe(head)
    expect(await parentsOf(head)).toEqual([main])
    expect(await github.readFile(CONFIG_REPO, head, MANIFEST)).toBe(microservice(`${IMAGE_NAME}@${DIGEST_C}`))
  })

  it('never replaces a head it did not read: a push in between leaves that push in place', async () => {
    github.setBehaviour(CONFIG_REPO, { rules: { requiredLinearHistory: true } })
    await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# platform-config\n\nmore docs\n' })
    let pushed: string | undefined
    github.beforeRequest = async (req) => {
      if (pushed === undefined && req.path === '/graphql') {
        pushed = await github.pushFiles(CONFIG_REPO, BRANCH, { 'NOTE.md': 'a human was here\n' })
      }
    }
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_C}`))
    github.beforeRequest = undefined

    expect(pushed).toBeDefined()
    expect(run.failed).toBe(true)
    expect(run.log).toContain('is not a release commit open wrote')
    expect(await github.branchSha(CONFIG_REPO, BRANCH)).toBe(pushed)
  })

  it('names the rule and the fix when a ruleset restricts creating branches, and writes no branch', async () => {
    github.setBehaviour(CONFIG_REPO, { rules: { creation: true } })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/A repository rule on acme\/platform-config refused the write to gitops-release\/\S+ /)
    expect(run.log).toContain('Cannot create ref due to creations being restricted.')
    expect(run.log).toMatch(/bypass/)
    expect(Object.keys(await github.branches(CONFIG_REPO))).toEqual(['main'])
    expect(github.pulls(CONFIG_REPO)).toEqual([])
  })
})

describe('open: first-run settings and permissions', () => {
  it('names the Actions setting when GitHub Actions may not open PRs, and a rerun after the fix converges', async () => {
    github.setBehaviour(CONFIG_REPO, { actionsCanCreatePullRequests: false })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.failed).toBe(true)
    expect(run.log).toContain('Allow GitHub Actions to create and approve pull requests')
    expect(run.log).toContain(`Branch ${BRANCH} already holds this release`)
    const written = (await github.branchSha(CONFIG_REPO, BRANCH))!
    expect(github.pulls(CONFIG_REPO)).toEqual([])

    github.setBehaviour(CONFIG_REPO, { actionsCanCreatePullRequests: true })
    const rerun = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(rerun.outputs).toMatchObject({ result: 'created', 'pr-number': '1', 'commit-sha': written })
    expect(await github.branchSha(CONFIG_REPO, BRANCH)).toBe(written)
  })

  it('names the permission the refused call needs', async () => {
    github.faults.push({
      method: 'POST',
      path: /\/pulls$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
        status: '403'
      }
    })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`))

    expect(run.failed).toBe(true)
    expect(run.log).toContain(
      "GitHub refused opening or updating the PR in acme/platform-config (403 Resource not accessible by integration): the token needs 'pull-requests: write'"
    )
    expect(run.log).toContain('already holds this release')
  })

  it('says a 404 for the config repo means the token cannot see it', async () => {
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { 'config-repo': 'acme/elsewhere' }))

    expect(run.failed).toBe(true)
    expect(run.log).toContain('GitHub answers 404 for acme/elsewhere: it does not exist, or the token cannot see it.')
    expect(run.log).toContain('installed on acme/elsewhere')
  })

  it('opens a ready PR with a warning where drafts are not available', async () => {
    github.setBehaviour(CONFIG_REPO, { draftPullRequests: false })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { draft: 'true' }))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['result']).toBe('created')
    expect(run.log).toMatch(/^::warning::.*does not support draft pull requests/m)
    expect(github.pull(CONFIG_REPO, 1)!.draft).toBe(false)
    expect(statuses(PULL_CREATE)).toEqual([422, 201])
  })
})

describe('open: labels are best effort', () => {
  it('warns when labels cannot be applied, and a rerun adds them', async () => {
    github.faults.push({ method: 'POST', path: /\/labels$/, status: 403, times: 1 })
    const run = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { labels: 'release' }))

    expect(run.failed, run.log).toBe(false)
    expect(run.log).toMatch(/^::warning::Could not label PR #1; a rerun adds the missing labels/m)
    expect(github.pull(CONFIG_REPO, 1)!.labels).toEqual([])

    const rerun = await runAction(openInputs(`${IMAGE_NAME}@${DIGEST_B}`, { labels: 'release' }))
    expect(rerun.outputs['result']).toBe('unchanged')
    expect(github.pull(CONFIG_REPO, 1)!.labels).toEqual(['release'])
  })
})
