/**
 * A new user's first steps through the bundled action (issue 36): a Deployment released with no
 * kind or api-group, a typo under `with:` said, and the seeds' kind on a Deployment or an address
 * nobody answers at refused with the input and the fix, writing nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { unusedPort } from '../helpers/ports.js'
import { DIGEST_A, DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { CONFIG_REPO, IMAGE_NAME } from '../integration/open/fixtures.js'

const FILE = 'apps/web/deployment.yaml'
const DEPLOYMENT = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: ${IMAGE_NAME}:1.4.0@${DIGEST_A}\n`
const IMAGE = `${IMAGE_NAME}:1.5.0@${DIGEST_B}`
const PUSH = { event: { name: 'push', payload: {} } }

let github: GitHubStandIn
let connection: Record<string, string>
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [FILE]: DEPLOYMENT, 'README.md': '# config\n' } })
  connection = { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url }
})
afterEach(() => github.close())

const writes = (): string[] => github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.route}`)

describe('dist/index.js in a new user’s first hour', () => {
  it('opens a Deployment’s release with no kind or api-group, and warns about a typo under with:', async () => {
    const open = await runBundledAction(
      { ...connection, command: 'open', manifest: FILE, image: IMAGE, 'api-groupp': 'apps' },
      PUSH
    )
    expect(open.exitCode, open.stdout).toBe(0)
    expect(open.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })
    expect(open.stdout).toMatch(
      /::warning::Input 'api-groupp' is not an input of this action, so it does nothing: did you mean 'api-group'\?/
    )
  })

  it('refuses the seeds’ kind on a Deployment, naming kind and api-group and the fix, and writes nothing', async () => {
    const open = await runBundledAction(
      {
        ...connection,
        command: 'open',
        manifest: FILE,
        image: IMAGE,
        kind: 'Microservice',
        'api-group': 'platform.example.io'
      },
      PUSH
    )
    expect(open.exitCode).toBe(1)
    expect(open.stdout).toMatch(/::error::.*no document matches Microservice \(platform\.example\.io\).*leave both out/)
    expect(writes()).toEqual([])
  })

  it('names github-api-url and the address when nobody answers there, and writes nothing', async () => {
    const url = `http://127.0.0.1:${await unusedPort()}`
    const open = await runBundledAction(
      { ...connection, 'github-api-url': url, command: 'open', manifest: FILE, image: IMAGE },
      PUSH
    )
    expect(open.exitCode).toBe(1)
    expect(open.stdout).toContain(`cannot reach GitHub's API at ${url}`)
    expect(open.stdout).toMatch(/github-api-url/)
    // The runner hides a masked value; only the mask command itself may carry it.
    expect(open.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(WRITE_TOKEN)
    expect(writes()).toEqual([])
  })
})
