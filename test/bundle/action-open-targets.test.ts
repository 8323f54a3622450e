// Several targets through the bundled action: the PR open makes is one the gate accepts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { CONFIG_REPO, IMAGE_NAME, microservice } from '../integration/open/fixtures.js'

const EU = 'apps/todo-api/eu/microservice.yaml'
const US = 'apps/todo-api/us/microservice.yaml'

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, {
    files: { [EU]: microservice(), [US]: microservice(), 'README.md': '# config\n' }
  })
})
afterEach(() => github.close())

describe('dist/index.js command=open with several manifest lines', () => {
  it('opens one PR for both targets that the gate accepts', async () => {
    const connection = { token: WRITE_TOKEN, 'config-repo': CONFIG_REPO, 'github-api-url': github.url }
    const push = { event: { name: 'push', payload: {} } }
    const open = await runBundledAction(
      { ...connection, command: 'open', manifest: `${EU}\n${US}`, image: `${IMAGE_NAME}:1.5.0@${DIGEST_B}` },
      push
    )
    expect(open.exitCode, open.stdout).toBe(0)
    expect(open.outputs).toMatchObject({ result: 'created', 'pr-number': '1' })

    const gate = await runBundledAction({ ...connection, command: 'gate', pr: '1', 'allow-tag-change': 'true' }, push)
    expect(gate.exitCode, gate.stdout).toBe(0)
    expect(gate.outputs['verdict']).toBe('accept')
    const changes = JSON.parse(gate.outputs['changes']!) as { file: string; verdict: string }[]
    expect(changes.map((c) => [c.file, c.verdict])).toEqual([
      [EU, 'accept'],
      [US, 'accept']
    ])
  })
})
