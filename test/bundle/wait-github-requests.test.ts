// What one release's wait costs GitHub, through dist/index.js as a runner runs it: the PR, the
// manifest, the Deployment, the comment found once and written with the verdict, one status, and
// the outcome recorded as a commit status.
import { afterEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { CONFIG_REPO, ReleaseFixture } from '../integration/wait/setup.js'

let world: ReleaseFixture | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('dist/index.js wait with pr, environment and the comment', () => {
  it('costs seven GitHub requests for a release that is Healthy within the first progress window', async () => {
    world = await ReleaseFixture.start()
    const { pr } = await world.release()
    world.github.clearRequests()
    const run = await runBundledAction(world.inputs({ pr: String(pr), environment: 'dev' }), {
      env: { GITHUB_REPOSITORY: CONFIG_REPO }
    })
    expect(run.exitCode, run.stdout).toBe(0)
    expect(world.github.requests.map((r) => r.route)).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'POST /repos/{owner}/{repo}/deployments',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
      // The outcome again, where nobody else can take it back.
      'POST /repos/{owner}/{repo}/statuses/{sha}'
    ])
    const [comment] = world.github.comments(CONFIG_REPO, pr)
    expect(comment!.body).toContain('### ✅ todo-full-api: Healthy')
    expect(world.github.deployments(CONFIG_REPO)[0]!.statuses.map((s) => s.state)).toEqual(['success'])
  }, 60_000)
})
