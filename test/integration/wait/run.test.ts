import { afterEach, describe, expect, it } from 'vitest'
import { createArgoCdClient, type ArgoCdClient } from '../../../src/argocd/client.js'
import { realSleep, type Sleep } from '../../../src/time.js'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { runWait, type WaitResult } from '../../../src/wait/run.js'
import { readWaitSettings } from '../../../src/wait/settings.js'
import { DIGEST_C } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'
import { READ_TOKEN } from '../../../standins/github/index.js'
import { CONFIG_REPO, FAST, MANIFEST, microservice, NEW_IMAGE, RESOURCE, ReleaseFixture } from './setup.js'

let world: ReleaseFixture | undefined
let argocd: ArgoCdClient | undefined
afterEach(async () => {
  await argocd?.close()
  await world?.close()
  world = argocd = undefined
})

interface Run {
  result: WaitResult
  warnings: string[]
  info: string[]
}

/** `runWait` with the real GitHub and Argo CD clients against the stand-ins, fast back-offs. */
async function wait(
  w: ReleaseFixture,
  inputs: Record<string, string>,
  options: { env?: NodeJS.ProcessEnv; sleep?: Sleep; pacing?: { firstMs: number; everyMs: number } } = {}
): Promise<Run> {
  const settings = withInputs(w.inputs(inputs), () => readWaitSettings(options.env ?? {}))
  const octokit = createGitHubClient({ token: settings.token, baseUrl: settings.apiUrl, retryBaseMs: 10 })
  if (settings.mode !== 'argocd') throw new Error('these tests follow Argo CD')
  argocd = createArgoCdClient(settings.argocd, { retryBaseMs: 10 })
  const warnings: string[] = []
  const info: string[] = []
  const result = await runWait(settings, {
    repo: configRepo(octokit, settings.configRepo),
    argocd,
    clock: Date.now,
    sleep: options.sleep ?? realSleep,
    log: { info: (m) => info.push(m), warning: (m) => warnings.push(m), debug: () => undefined },
    watcher: FAST.watcher,
    reportPacing: options.pacing
  })
  return { result, warnings, info }
}

describe('runWait with GitHub', () => {
  it('waits for the release PR to merge, then follows its merge commit', async () => {
    world = await ReleaseFixture.start()
    const pr = await world.openReleasePr()
    let merged: string | undefined
    const sleep: Sleep = async (ms, signal) => {
      // The reviewer merges while `wait` polls the PR.
      if (merged === undefined) merged = (await world!.github.mergePull(CONFIG_REPO, pr)).sha
      await realSleep(Math.min(ms, 20), signal)
    }
    const { result, info } = await wait(world, { pr: String(pr) }, { sleep })
    expect(info[0]).toBe(`Waiting for PR #${pr} to merge.`)
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.revision).toBe(merged)
    expect(result.state.steps[0]).toMatchObject({
      step: 'merged',
      state: 'done',
      detail: `PR #${pr} merged as ${merged!.slice(0, 7)}`
    })
  })

  it('asks for an unchanged PR conditionally, so polls before the merge cost 304s', async () => {
    world = await ReleaseFixture.start()
    const pr = await world.openReleasePr()
    let polls = 0
    const sleep: Sleep = async (ms, signal) => {
      // Three unchanged polls, then the reviewer merges.
      if (++polls === 3) await world!.github.mergePull(CONFIG_REPO, pr)
      await realSleep(Math.min(ms, 20), signal)
    }
    world.github.clearRequests()
    const { result } = await wait(world, { pr: String(pr) }, { sleep })
    expect(result.state.verdict).toBe('healthy')
    const asks = world.github.requests
      .filter((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}')
      .map((r) => r.status)
    expect(asks).toEqual([200, 304, 304, 200])
  })

  it('ends at once when the release PR is closed without merging', async () => {
    world = await ReleaseFixture.start()
    const pr = await world.openReleasePr()
    await fetch(`${world.github.url}/repos/${CONFIG_REPO}/pulls/${pr}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${world.inputs()['token']}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'closed' })
    })
    const { result } = await wait(world, { pr: String(pr) })
    expect(result.state.verdict).toBe('not-merged')
    expect(result.state.message).toBe(`PR #${pr} was closed without merging: nothing to deploy.`)
    expect(world.argocd.requests).toHaveLength(0)
  })

  it('on push to main finds the release PR of the pushed commit for its comment', async () => {
    world = await ReleaseFixture.start()
    const { pr, sha } = await world.release()
    const { result } = await wait(world, {}, { env: { GITHUB_SHA: sha } })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.steps[0]!.detail).toBe(`expecting ${sha.slice(0, 7)} (the pushed commit, PR #${pr})`)
    expect(world.github.comments(CONFIG_REPO, pr)).toHaveLength(1)
  })

  it('finds its comment once and edits it by id as the steps advance, never listing again', async () => {
    world = await ReleaseFixture.start()
    const { pr } = await world.release()
    world.github.clearRequests()
    // Every step written at once, so the steps are edits of the comment this run posted.
    const { result } = await wait(world, { pr: String(pr) }, { pacing: { firstMs: 0, everyMs: 0 } })
    expect(result.state.verdict).toBe('healthy')
    const comments = (method: string, path: RegExp): number =>
      world!.github.requests.filter((r) => r.method === method && path.test(r.path)).length
    expect(comments('GET', /\/issues\/\d+\/comments$/)).toBe(1)
    expect(comments('POST', /\/issues\/\d+\/comments$/)).toBe(1)
    expect(comments('PATCH', /\/issues\/comments\/\d+$/)).toBeGreaterThanOrEqual(1)
    expect(world.github.comments(CONFIG_REPO, pr)).toHaveLength(1)
    expect(world.github.comments(CONFIG_REPO, pr)[0]!.body).toContain('### ✅ todo-full-api: Healthy')
  })

  it('accepts a later commit that still pins the image (asking GitHub once)', async () => {
    world = await ReleaseFixture.start()
    const { sha } = await world.release()
    await world.github.pushFiles(CONFIG_REPO, 'main', { 'README.md': '# platform-config\n\nDocs only.\n' })
    const { result } = await wait(world, { revision: sha })
    expect(result.state.verdict).toBe('healthy')
    expect(result.state.steps[1]!.detail).toMatch(/later commit than .* that still pins the image/)
    expect(world.github.requests.filter((r) => r.path.includes('/compare/')).length).toBe(1)
  })

  it('stops when a later commit replaced the image (superseded)', async () => {
    world = await ReleaseFixture.start()
    const { sha } = await world.release()
    await world.github.pushFiles(CONFIG_REPO, 'main', {
      [MANIFEST]: microservice(`ghcr.io/acme/todo-api:1.4.3@${DIGEST_C}`)
    })
    const { result } = await wait(world, { revision: sha })
    expect(result.state.verdict).toBe('superseded')
    expect(result.state.message).toMatch(
      /a later commit that no longer pins the expected image: a newer release replaced this one/
    )
  })

  it('takes the resource and image from inputs instead of a manifest', async () => {
    world = await ReleaseFixture.start()
    const sha = await world.push()
    const { result } = await wait(world, { manifest: '', resource: RESOURCE, image: NEW_IMAGE, revision: sha })
    expect(result.state.verdict).toBe('healthy')
    expect(world.github.requests.some((r) => r.path.includes('/contents/'))).toBe(false)
  })

  it('a token that cannot comment, deploy or record gives warnings, not a failed wait', async () => {
    world = await ReleaseFixture.start()
    const { sha } = await world.release()
    const { result, warnings } = await wait(world, { token: READ_TOKEN, revision: sha, environment: 'dev' })
    expect(result.state.verdict).toBe('healthy')
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toMatch(/Could not write the deployment .*'deployments: write'/)
    expect(warnings[1]).toMatch(/Could not write the comment .*'pull-requests: write'/)
    expect(warnings[2]).toMatch(
      /Could not record the outcome as commit status "gitops-release\/dev" .*promote and the gate's promoted-from accept no verification without it\. Does the token have 'statuses: write'\?/
    )
  })
})
