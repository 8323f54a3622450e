// The bundled action against a writer who retargets the release PR, opens another PR from its
// branch, or edits its text, and with a token whose commits GitHub does not sign (issue 32).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_B, DIGEST_C } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from '../integration/open/fixtures.js'

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
/** A collaborator: write access, a person's account, a personal access token. */
const PERSON = 'ghp_standin_collaborator'
const OLDER = `${IMAGE_NAME}:1.5.0@${DIGEST_B}`
const NEWER = `${IMAGE_NAME}:1.6.0@${DIGEST_C}`

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn({
    tokens: { [WRITE_TOKEN]: 'write', [PERSON]: { permission: 'write', login: 'mallory' } }
  })
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
})
afterEach(() => github.close())

const inputs = (image: string, token = WRITE_TOKEN): Record<string, string> => ({
  command: 'open',
  token,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  manifest: MANIFEST,
  image
})
const asPerson = (): ReturnType<typeof client> => client(github, PERSON)

describe('dist/index.js command=open, when a writer moves the release PR', () => {
  it('opens the release into main when its PR was retargeted to a branch that runs a newer version', async () => {
    expect((await runBundledAction(inputs(OLDER))).exitCode).toBe(0)
    await github.pushFiles(
      CONFIG_REPO,
      'next',
      { [MANIFEST]: microservice(`${IMAGE_NAME}:2.0.0@${DIGEST_B}`) },
      { from: 'main' }
    )
    expect((await asPerson()('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { base: 'next' })).status).toBe(200)

    const run = await runBundledAction(inputs(NEWER))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'created', 'pr-number': '2' })
    expect(github.pull(CONFIG_REPO, 2)).toMatchObject({ head: BRANCH, base: 'main' })
    expect(run.stdout).toMatch(/::warning::PR #1 .* goes into "next", not "main"/)
    expect(run.summary).toContain('> [!WARNING]')
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(NEWER))
  })

  it('ignores a newer PR from the release branch into another base, and reruns as unchanged', async () => {
    const first = await runBundledAction(inputs(NEWER))
    await github.pushFiles(CONFIG_REPO, 'other', { [MANIFEST]: microservice(NEWER) }, { from: 'main' })
    const opened = await asPerson()('POST', `/repos/${CONFIG_REPO}/pulls`, { title: 'x', head: BRANCH, base: 'other' })
    expect(opened.status).toBe(201)
    github.clearRequests()

    const rerun = await runBundledAction(inputs(NEWER))
    expect(rerun.outputs).toMatchObject({
      result: 'unchanged',
      'pr-number': '1',
      'commit-sha': first.outputs['commit-sha']
    })
    expect(rerun.stdout).toMatch(/::warning::PR #2 .* goes into "other", not "main"/)
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})

describe('dist/index.js command=open, when a writer edits the release PR text', () => {
  it('puts the title and the table back on a rerun, with one PATCH and no commit', async () => {
    const first = await runBundledAction(inputs(NEWER))
    const written = { ...github.pull(CONFIG_REPO, 1)! }
    const body = written.body!.replace(/<code>[0-9a-f]{12}<\/code>/g, '<code>0123456789ab</code>')
    expect(body).not.toBe(written.body)
    expect(
      (await asPerson()('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { title: 'Release todo-api 9.9.9', body })).status
    ).toBe(200)
    github.clearRequests()

    const rerun = await runBundledAction(inputs(NEWER))
    expect(rerun.outputs).toMatchObject({ result: 'unchanged', 'commit-sha': first.outputs['commit-sha'] })
    expect(github.requests.filter((r) => r.method !== 'GET').map((r) => r.route)).toEqual([
      'PATCH /repos/{owner}/{repo}/pulls/{pull_number}'
    ])
    expect(github.pull(CONFIG_REPO, 1)).toMatchObject({ title: written.title, body: written.body })
  })
})

describe('dist/index.js command=open with a personal access token', () => {
  it('warns once, in the log and the summary, that it cannot recognise its own commits', async () => {
    const run = await runBundledAction(inputs(NEWER, PERSON))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.stdout.match(/::warning::GitHub did not sign the commit open just made/g)).toHaveLength(1)
    expect(run.summary).toContain('GitHub did not sign the commit open just made')
  })
})
