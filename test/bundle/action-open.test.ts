import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from '../integration/open/fixtures.js'

let github: GitHubStandIn
beforeAll(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
})
afterAll(() => github.close())

const inputs = (image: string) => ({
  command: 'open',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest: MANIFEST,
  image
})

describe('dist/index.js command=open, as a runner runs it', () => {
  it('opens the PR and writes outputs and a job summary', async () => {
    const run = await runBundledAction(inputs(`${IMAGE_NAME}@${DIGEST_B}`))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    expect(run.summary).toContain('gitops-release open: created')
    expect(run.stdout).toContain(`+  image: "${IMAGE_NAME}@${DIGEST_B}"`)
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
  })

  it('exits 1 with an ::error:: line naming the input on bad input', async () => {
    const run = await runBundledAction(inputs(`${IMAGE_NAME}:latest`))
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(/^::error::Input 'image': .*not pinned/m)
  })

  it('exits 1 naming the choices for an unknown command', async () => {
    const run = await runBundledAction({ ...inputs(`${IMAGE_NAME}@${DIGEST_B}`), command: 'deploy' })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(
      /::error::Input 'command' must be one of 'open', 'gate', 'wait', 'promote', got "deploy"/
    )
  })
})
