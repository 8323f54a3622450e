// The release policy as the action finds it at the base commit: asked for and missing, beside
// where it is looked for, unreadable; and its promoted-from against Deployments someone took back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordStatus } from '../../../src/environments/record.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { BASE, BUMPED, D, MS_PATH, REPO as IMAGE, microservice } from '../../corpus/gate/manifests.js'
import { REPO, openPull, pullEvent, runGate, seedConfigRepo } from './setup.js'

const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
const POLICY = `releases:\n  - paths: ["apps/**"]\n    images: ["${IMAGE}"]\n`
const WAIT = 'ghs_standin_wait'
const MALLORY = 'ghp_standin_mallory'

let standin: GitHubStandIn
beforeEach(async () => {
  standin = await startGitHubStandIn({
    tokens: {
      [WRITE_TOKEN]: 'write',
      [WAIT]: { permission: 'write', login: 'acme-release[bot]' },
      [MALLORY]: { permission: 'write', login: 'mallory' }
    }
  })
})
afterEach(() => standin.close())

const reasons = (outputs: Record<string, string>): { code: string; message: string }[] =>
  JSON.parse(outputs['reasons'] ?? '[]') as { code: string; message: string }[]

describe('command: gate, the release policy asked for and where it is', () => {
  it('refuses a PR when the policy named in the input does not exist, naming it', async () => {
    await seedConfigRepo(standin, { [MS_PATH]: BASE, 'policies/release.yml': POLICY })
    const pull = await openPull(standin, BRANCH, { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull), { policy: 'policies/release.yaml' })
    expect(run.failed).toBe(true)
    expect(reasons(run.outputs)).toEqual([
      {
        code: 'policy-missing',
        message: `Input 'policy' names "policies/release.yaml", which does not exist at the base commit; "policies/release.yml" looks like a release policy there. Add it on the base branch, name the file that is there, or remove Input 'policy' to gate without a policy.`
      }
    ])
    expect(standin.checkRuns(REPO)[0]!.conclusion).toBe('failure')
  })

  it('gates without a policy at the default path, and says on the check run that a look-alike is not read', async () => {
    await seedConfigRepo(standin, { [MS_PATH]: BASE, '.github/gitops-release.yml': 'releases: []\n' })
    const pull = await openPull(standin, BRANCH, { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull))
    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['verdict']).toBe('accept')
    const note =
      'No release policy at &#34;.github/gitops-release.yaml&#34;, where the gate looks, so none was applied; &#34;.github/gitops-release.yml&#34; looks like a release policy and is not read'
    expect(standin.checkRuns(REPO)[0]!.output.summary).toContain(note)
    expect(standin.comments(REPO, pull.number)[0]!.body).toContain(note)
    expect(run.log).toMatch(/^::warning::No release policy at ".github\/gitops-release.yaml"/m)
    // The policy was looked up in the base tree the comparison reads anyway: no request of its own.
    expect(run.requests.filter((r) => r.includes('/contents/'))).toEqual([])
  })

  it('fails closed when GitHub cannot be read for the policy, and says so rather than that it is broken', async () => {
    await seedConfigRepo(standin, { [MS_PATH]: BASE, '.github/gitops-release.yaml': POLICY })
    const pull = await openPull(standin, BRANCH, { [MS_PATH]: BUMPED })
    standin.faults.push({ method: 'GET', path: /\/git\/trees\//, status: 403, times: 1 })
    const run = await runGate(standin, pullEvent(pull))
    expect(run.failed).toBe(true)
    const [reason] = reasons(run.outputs)
    expect(reason!.code).toBe('policy-unavailable')
    expect(reason!.message).toMatch(
      /^The release policy ".github\/gitops-release.yaml" \(Input 'policy'\) could not be read from GitHub \(http:\/\/127\.0\.0\.1:\d+\), acme\/config at [0-9a-f]{7}: .*The gate refuses until it can read it/
    )
  })
})

describe('command: gate, promoted-from after a Deployment was taken back', () => {
  const STAGING = 'apps/todo-api/staging/microservice.yaml'
  const PROMOTED = `releases:\n  - paths: ["apps/*/dev/**"]\n    images: ["${IMAGE}"]\n    promoted-from: staging\n    recorded-by: ["acme-release[bot]"]\n`

  /** What wait leaves in staging for a run on main's head: Deployment, status, record. */
  async function waitRecorded(state: 'success' | 'failure'): Promise<number> {
    const api = client(standin, WAIT)
    const sha = (await standin.branchSha(REPO, 'main'))!
    const created = await api('POST', `/repos/${REPO}/deployments`, {
      ref: sha,
      environment: 'staging',
      required_contexts: [],
      payload: {
        digest: D.b,
        image: `${IMAGE}@${D.b}`,
        manifest: STAGING,
        resource: 'platform.example.io:Microservice:todo/todo-api',
        revision: sha
      }
    })
    const id = (created.body as { id: number }).id
    await api('POST', `/repos/${REPO}/deployments/${id}/statuses`, { state })
    const record = recordStatus('staging', state === 'success' ? 'healthy' : 'degraded', D.b, undefined)
    await api('POST', `/repos/${REPO}/statuses/${sha}`, record)
    return id
  }

  it('refuses a digest whose later failure is on record, naming it, though its Deployment was deleted', async () => {
    await seedConfigRepo(standin, {
      [MS_PATH]: BASE,
      [STAGING]: microservice({ image: `${IMAGE}:1.4.2@${D.b}` }),
      '.github/gitops-release.yaml': PROMOTED
    })
    await waitRecorded('success')
    const accepted = await runGate(
      standin,
      pullEvent(await openPull(standin, 'gitops-release/a', { [MS_PATH]: BUMPED }))
    )
    expect(accepted.outputs['verdict'], accepted.log).toBe('accept')

    await standin.pushFiles(REPO, 'main', { 'README.md': 'staging still runs it\n' })
    const failed = await waitRecorded('failure')
    const attacker = client(standin, MALLORY)
    await attacker('POST', `/repos/${REPO}/deployments/${failed}/statuses`, { state: 'inactive' })
    expect((await attacker('DELETE', `/repos/${REPO}/deployments/${failed}`)).status).toBe(204)

    const run = await runGate(standin, pullEvent(await openPull(standin, 'gitops-release/b', { [MS_PATH]: BUMPED })))
    expect(run.outputs['verdict']).toBe('reject')
    const [reason] = reasons(run.outputs)
    expect(reason!.code).toBe('not-promoted')
    expect(reason!.message).toMatch(
      new RegExp(
        `promoted-from "staging": the newest outcome of ${D.b} recorded in "staging" is failure \\(degraded\\) with ${D.b} on revision [0-9a-f]{7} at [^,]+, by acme-release\\[bot\\]: ${D.b} is not verified there\\.$`
      )
    )
  })
})
