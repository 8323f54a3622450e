import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { silentLog } from '../../../src/log.js'
import { realSleep } from '../../../src/time.js'
import { runOpen, type OpenResult } from '../../../src/open/run.js'
import { readOpenSettings } from '../../../src/open/settings.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from './fixtures.js'

let github: GitHubStandIn
const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'

beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
})
afterEach(() => github.close())

function release(image: string): Promise<OpenResult> {
  const settings = withInputs(
    { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url, manifest: MANIFEST, image },
    () => readOpenSettings({})
  )
  const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 5 })
  return runOpen(settings, { repo: configRepo(octokit, settings.configRepo), log: silentLog, sleep: realSleep })
}

describe('open: concurrent runs for the same resource', () => {
  it('end with one branch, one PR, and the newer release in it', async () => {
    const older = `${IMAGE_NAME}:1.4.0@${DIGEST_B}`
    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`
    const results = await Promise.allSettled([release(older), release(newer)])

    // The newer run always succeeds; the older one either lands first and is superseded, or
    // sees the newer release and refuses to downgrade it.
    expect(results[1].status).toBe('fulfilled')
    if (results[0].status === 'rejected')
      expect(String(results[0].reason)).toMatch(/Refusing to replace version 1\.5\.0/)
    expect(Object.keys(await github.branches(CONFIG_REPO)).sort()).toEqual([BRANCH, 'main'])
    const pulls = github.pulls(CONFIG_REPO)
    expect(pulls).toHaveLength(1)
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(newer))
    expect(pulls[0]!.body).toContain('1.5.0')
  })

  it('never overwrites a branch head it did not read: a push in between makes it read again', async () => {
    await release(`${IMAGE_NAME}@${DIGEST_B}`)
    let interfered = false
    github.beforeRequest = async (req) => {
      if (!interfered && req.method === 'PATCH' && decodeURIComponent(req.path).includes('/git/refs/')) {
        interfered = true
        // Someone pushes to the release branch between our read and our update.
        await github.pushFiles(CONFIG_REPO, BRANCH, { 'NOTE.md': 'a human was here\n' })
      }
    }
    const human = () => github.branchSha(CONFIG_REPO, BRANCH)
    const result = await release(`${IMAGE_NAME}@${DIGEST_C}`)
    github.beforeRequest = undefined

    expect(interfered).toBe(true)
    expect(result.result).toBe('updated')
    const refUpdates = github.requests.filter(
      (r) => r.method === 'PATCH' && decodeURIComponent(r.path).includes('/git/refs/')
    )
    expect(refUpdates.map((r) => r.status)).toEqual([422, 200])
    // The final commit descends from the human's commit: nothing was force-pushed away.
    const head = (await human())!
    const log = await github.git(CONFIG_REPO, ['log', '--format=%s', head])
    expect(log).toContain('Update NOTE.md')
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(`${IMAGE_NAME}@${DIGEST_C}`))
  })
})
