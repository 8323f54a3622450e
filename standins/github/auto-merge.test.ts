// Auto-merge on the stand-in as raw answers: GraphQL's refusals, the arming, and the merge the
// last required check triggers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubStandIn, type GitHubStandIn } from './index.js'
import { client, type Client } from './testkit.js'

const REPO = 'acme/platform-config'
const ENABLE = `mutation($input: EnablePullRequestAutoMergeInput!) {
  enablePullRequestAutoMerge(input: $input) { pullRequest { autoMergeRequest { mergeMethod } } }
}`
let standin: GitHubStandIn
let call: Client
let pr: { number: number; node_id: string; head: { sha: string } }

beforeEach(async () => {
  standin = await startGitHubStandIn()
  call = client(standin)
  await standin.createRepo(REPO, { files: { 'a.txt': 'a\n' } })
  await standin.pushFiles(REPO, 'release', { 'a.txt': 'b\n' })
  pr = (await call('POST', `/repos/${REPO}/pulls`, { title: 'Release', head: 'release', base: 'main' })).body
})
afterEach(() => standin.close())

const enable = async (mergeMethod = 'MERGE'): Promise<string | undefined> => {
  const res = await call('POST', '/graphql', {
    query: ENABLE,
    variables: { input: { pullRequestId: pr.node_id, mergeMethod } }
  })
  expect(res.status).toBe(200)
  return (res.body.errors as { message: string }[] | undefined)?.map((e) => e.message).join('\n')
}
const checkRun = (name: string, conclusion: string) =>
  call('POST', `/repos/${REPO}/check-runs`, { name, head_sha: pr.head.sha, conclusion })

describe('enablePullRequestAutoMerge', () => {
  it('is refused in a repository without "Allow auto-merge", and nothing changes', async () => {
    standin.setBehaviour(REPO, { requiredChecks: [{ context: 'gate' }] })
    expect(await enable()).toBe('Auto merge is not allowed for this repository')
    expect(standin.pull(REPO, pr.number)!.autoMerge).toBeNull()
  })

  it('is refused when the base branch requires nothing, and when the PR can merge now', async () => {
    standin.setBehaviour(REPO, { allowAutoMerge: true })
    expect(await enable()).toBe('Pull request Protected branch rules not configured for this branch')
    standin.setBehaviour(REPO, { requiredChecks: [{ context: 'gate' }] })
    await checkRun('gate', 'success')
    expect(await enable()).toBe('Pull request Pull request is in clean status')
    expect((await call('GET', `/repos/${REPO}/pulls/${pr.number}`)).body.mergeable_state).toBe('clean')
  })

  it('arms the PR, which merges when the last required check passes on its head, from the required App', async () => {
    standin.setBehaviour(REPO, {
      allowAutoMerge: true,
      requiredChecks: [{ context: 'gate', appId: 77 }, { context: 'lint' }]
    })
    expect(await enable('SQUASH')).toBeUndefined()
    await checkRun('lint', 'success')
    // Same name, wrong source: GITHUB_TOKEN's check run is not the App's.
    await checkRun('gate', 'success')
    expect(standin.pull(REPO, pr.number)).toMatchObject({ state: 'open', autoMerge: { method: 'squash' } })

    standin.setBehaviour(REPO, { requiredChecks: [{ context: 'gate' }, { context: 'lint' }] })
    await checkRun('gate', 'failure')
    expect(standin.pull(REPO, pr.number)!.state).toBe('open')
    await checkRun('gate', 'success')
    const merged = standin.pull(REPO, pr.number)!
    expect(merged).toMatchObject({ state: 'closed', mergedBy: 'github-actions[bot]' })
    // Squashed: one parent, the old main.
    const parents = (await standin.git(REPO, ['rev-list', '--parents', '-n', '1', 'main'])).trim().split(' ')
    expect(parents).toHaveLength(2)
    expect(merged.mergeCommitSha).toBe(parents[0])
  })
})

describe('PUT /pulls/{n}/merge with required checks', () => {
  it('refuses until they pass, unless the token may bypass them', async () => {
    standin.setBehaviour(REPO, { requiredChecks: [{ context: 'gate' }] })
    const refused = await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, { sha: pr.head.sha })
    expect(refused.status).toBe(405)
    expect(refused.body.message).toContain('Required status check "gate" is expected.')
    expect((await call('GET', `/repos/${REPO}/pulls/${pr.number}`)).body.mergeable_state).toBe('blocked')

    standin.setBehaviour(REPO, { bypassRequiredChecks: true })
    expect((await call('GET', `/repos/${REPO}/pulls/${pr.number}`)).body.mergeable_state).toBe('clean')
    const merged = await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, { sha: pr.head.sha })
    expect(merged.body).toMatchObject({ merged: true })
  })
})
