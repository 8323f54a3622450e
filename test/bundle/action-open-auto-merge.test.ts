// `open` with `auto-merge`, from dist/ against the stand-in: arming the PR, GitHub's refusals, and
// the direct merge of a PR that can merge at once. Every request of the auto-merge step is
// asserted: method, route and, for writes, the body.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn, type LoggedRequest } from '../../standins/github/index.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from '../integration/open/fixtures.js'

const GATE_CHECK = 'gitops-release gate (main)'
const IMAGE = `${IMAGE_NAME}@${DIGEST_B}`
let github: GitHubStandIn
let main: string
beforeEach(async () => {
  github = await startGitHubStandIn()
  main = (await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(), 'README.md': '# config\n' } }))
    .sha
})
afterEach(() => github.close())

const credentials = { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO }
const open = (extra: Record<string, string> = {}) =>
  runBundledAction({
    ...credentials,
    command: 'open',
    'github-api-url': github.url,
    manifest: MANIFEST,
    image: IMAGE,
    'auto-merge': 'squash',
    ...extra
  })
const gate = (pr: string) => runBundledAction({ ...credentials, command: 'gate', 'github-api-url': github.url, pr })

/** The auto-merge step's requests: from its read of the PR (open itself lists PRs, never reads one) to the end. */
function autoMergeRequests(): LoggedRequest[] {
  const start = github.requests.findLastIndex((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}')
  expect(start).toBeGreaterThanOrEqual(0)
  return github.requests.slice(start)
}
const routes = (requests: LoggedRequest[]): string[] => requests.map((r) => r.route ?? `${r.method} ${r.path}`)
const enableBody = (nodeId: string) => ({
  query: expect.stringContaining('enablePullRequestAutoMerge(input: $input)'),
  variables: { input: { pullRequestId: nodeId, mergeMethod: 'SQUASH' } }
})
const nodeIdOf = async (pr: number): Promise<string> =>
  (
    (await await fetch(`${github.url}/repos/${CONFIG_REPO}/pulls/${pr}`, {
      headers: { authorization: `Bearer ${WRITE_TOKEN}` }
    }).then((r) => r.json())) as { node_id: string }
  ).node_id

describe('dist/index.js command=open auto-merge', () => {
  it('arms the PR, which merges itself once the gate check passes', async () => {
    github.setBehaviour(CONFIG_REPO, { allowAutoMerge: true, requiredChecks: [{ context: GATE_CHECK }] })
    const run = await open()

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '1', 'auto-merge': 'enabled' })
    expect(run.stdout).not.toMatch(/^::warning::/m)
    const requests = autoMergeRequests()
    expect(routes(requests)).toEqual(['GET /repos/{owner}/{repo}/pulls/{pull_number}', 'POST /graphql'])
    expect(requests[1]!.body).toEqual(enableBody(await nodeIdOf(1)))
    expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ state: 'open', autoMerge: { method: 'squash' } })
    const rerun = await open()
    expect(rerun.outputs).toMatchObject({ result: 'unchanged', 'auto-merge': 'enabled' })
    expect(routes(autoMergeRequests())).toEqual(['GET /repos/{owner}/{repo}/pulls/{pull_number}'])

    const checked = await gate('1')
    expect(checked.outputs['verdict'], checked.stdout).toBe('accept')
    const merged = github.pull(CONFIG_REPO, 1)!
    expect(merged).toMatchObject({ state: 'closed', mergedBy: 'github-actions[bot]' })
    expect(await github.branchSha(CONFIG_REPO, 'main')).toBe(merged.mergeCommitSha)
    expect(await github.readFile(CONFIG_REPO, 'main', MANIFEST)).toBe(microservice(IMAGE))
  })

  it('warns naming the setting when the repository does not allow auto-merge, and changes nothing else', async () => {
    github.setBehaviour(CONFIG_REPO, { requiredChecks: [{ context: GATE_CHECK }] })
    const run = await open()

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'created', 'auto-merge': 'refused' })
    expect(run.stdout).toMatch(/^::warning::auto-merge is not allowed in acme\/platform-config .*"Allow auto-merge"/m)
    expect(run.summary).toMatch(/Auto-merge is not allowed/)
    const requests = autoMergeRequests()
    expect(routes(requests)).toEqual(['GET /repos/{owner}/{repo}/pulls/{pull_number}', 'POST /graphql'])
    expect(requests[1]!.body).toEqual(enableBody(await nodeIdOf(1)))
    expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ state: 'open', autoMerge: null })
    expect(await github.branchSha(CONFIG_REPO, 'main')).toBe(main)
  })

  it('merges a PR that can merge now, at the head it checked, when the required check passed there', async () => {
    github.setBehaviour(CONFIG_REPO, { allowAutoMerge: true, requiredChecks: [{ context: GATE_CHECK }] })
    expect((await open({ 'auto-merge': '' })).outputs['auto-merge']).toBe('off')
    expect((await gate('1')).outputs['verdict']).toBe('accept')
    const head = (await github.branchSha(CONFIG_REPO, 'gitops-release/apps/todo-api/dev/microservice'))!
    github.clearRequests()
    const run = await open()

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'unchanged', 'auto-merge': 'merged' })
    const requests = autoMergeRequests()
    expect(routes(requests.slice(0, 2))).toEqual(['GET /repos/{owner}/{repo}/pulls/{pull_number}', 'POST /graphql'])
    // The three reads go out together, in any order.
    expect(routes(requests.slice(2, 5)).sort()).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
      'GET /repos/{owner}/{repo}/rules/branches/{branch}'
    ])
    expect(requests.find((r) => r.route?.endsWith('/check-runs'))!.path).toContain(head)
    expect(routes(requests.slice(5))).toEqual(['PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge'])
    expect(requests[5]!.body).toEqual({ sha: head, merge_method: 'squash' })
    expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ state: 'closed', mergeCommitSha: expect.any(String) })
  })

  it.each([
    ['failed', { conclusion: 'failure' }, /"gitops-release gate \(main\)" is failure/],
    ['still running', { status: 'in_progress' }, /"gitops-release gate \(main\)" is in_progress/]
  ])(
    'does not merge a PR GitHub calls mergeable when the required check %s on its head',
    async (_what, check, words) => {
      // A token GitHub lets past the requirements sees the PR as mergeable at once.
      github.setBehaviour(CONFIG_REPO, {
        allowAutoMerge: true,
        requiredChecks: [{ context: GATE_CHECK }],
        bypassRequiredChecks: true
      })
      expect((await open({ 'auto-merge': '' })).exitCode).toBe(0)
      const head = (await github.branchSha(CONFIG_REPO, 'gitops-release/apps/todo-api/dev/microservice'))!
      const posted = await fetch(`${github.url}/repos/${CONFIG_REPO}/check-runs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${WRITE_TOKEN}` },
        body: JSON.stringify({ name: GATE_CHECK, head_sha: head, ...check })
      })
      expect(posted.status).toBe(201)
      github.clearRequests()
      const run = await open()

      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['auto-merge']).toBe('refused')
      expect(run.stdout).toMatch(
        new RegExp(`^::warning::auto-merge: GitHub says PR #1 can merge now.*${words.source}`, 'm')
      )
      const requests = autoMergeRequests()
      expect(routes(requests).sort()).toEqual([
        'GET /repos/{owner}/{repo}/branches/{branch}',
        'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
        'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        'GET /repos/{owner}/{repo}/rules/branches/{branch}',
        'POST /graphql'
      ])
      expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ state: 'open', autoMerge: null })
      expect(await github.branchSha(CONFIG_REPO, 'main')).toBe(main)
    }
  )

  it("warns that a merge by the workflow's GITHUB_TOKEN starts no workflow", async () => {
    github.setBehaviour(CONFIG_REPO, { allowAutoMerge: true, requiredChecks: [{ context: GATE_CHECK }] })
    const run = await open({ token: '', 'workflow-token': WRITE_TOKEN })

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['auto-merge']).toBe('enabled')
    expect(run.stdout).toMatch(/^::warning::auto-merge runs with the workflow's GITHUB_TOKEN: .*wait/m)
    // Only the runner's mask command carries it.
    expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(WRITE_TOKEN)
    expect(routes(autoMergeRequests())).toEqual(['GET /repos/{owner}/{repo}/pulls/{pull_number}', 'POST /graphql'])
  })

  it('leaves the PR alone in a dry run', async () => {
    github.setBehaviour(CONFIG_REPO, { allowAutoMerge: true, requiredChecks: [{ context: GATE_CHECK }] })
    const run = await open({ 'dry-run': 'true' })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['auto-merge']).toBe('off')
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})
