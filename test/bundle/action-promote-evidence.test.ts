/**
 * `command: promote` with `from-environment`, run from dist/ as a runner runs it, after someone
 * who may write Deployments took back what wait recorded: a later run in staging ended Degraded,
 * and its Deployment was marked inactive and deleted, so the listing shows only the success
 * before it. The outcome wait also recorded as a commit status is still there; promote refuses.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordStatus } from '../../src/environments/record.js'
import { runBundledAction } from '../../standins/action-process.js'
import { CONFIG_REPO, DIGEST_A, DIGEST_B, IMAGE, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'

const STAGING = 'apps/todo-api/staging/microservice.yaml'
const PROD = 'apps/todo-api/prod/microservice.yaml'
const RELEASE = `${IMAGE}:1.5.0@${DIGEST_B}`
const WAIT = 'ghs_standin_wait'
const MALLORY = 'ghp_standin_mallory'

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn({
    tokens: {
      [WRITE_TOKEN]: 'write',
      [WAIT]: { permission: 'write', login: 'acme-release[bot]' },
      [MALLORY]: { permission: 'write', login: 'mallory' }
    }
  })
  await github.createRepo(CONFIG_REPO, {
    files: { [STAGING]: microservice(RELEASE), [PROD]: microservice(`${IMAGE}:1.4.2@${DIGEST_A}`) }
  })
})
afterEach(() => github.close())

/** What wait leaves in staging for one run on `revision`: the Deployment, its status, and the record. */
async function waitRecorded(revision: string, state: 'success' | 'failure'): Promise<number> {
  const api = client(github, WAIT)
  const created = await api('POST', `/repos/${CONFIG_REPO}/deployments`, {
    ref: revision,
    environment: 'staging',
    required_contexts: [],
    payload: {
      image: RELEASE,
      digest: DIGEST_B,
      manifest: STAGING,
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision
    }
  })
  const id = (created.body as { id: number }).id
  const run = `https://github.com/${CONFIG_REPO}/actions/runs/${id}`
  await api('POST', `/repos/${CONFIG_REPO}/deployments/${id}/statuses`, { state, log_url: run })
  const record = recordStatus('staging', state === 'success' ? 'healthy' : 'degraded', DIGEST_B, undefined)
  await api('POST', `/repos/${CONFIG_REPO}/statuses/${revision}`, {
    state: record.state,
    context: record.context,
    description: record.description,
    target_url: run
  })
  return id
}

const promote = () =>
  runBundledAction({
    command: 'promote',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': github.url,
    'from-manifest': STAGING,
    manifest: PROD,
    'from-environment': 'staging',
    'recorded-by': 'acme-release[bot]'
  })

describe('dist/index.js command=promote after a Deployment was taken back', () => {
  it('refuses while a later failure is on record though its Deployment was deleted, and promotes once wait verifies again', async () => {
    const verified = await waitRecorded((await github.branchSha(CONFIG_REPO, 'main'))!, 'success')
    const later = await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': 'staging runs 1.5.0\n' })
    const failed = await waitRecorded(later, 'failure')
    const attacker = client(github, MALLORY)
    await attacker('POST', `/repos/${CONFIG_REPO}/deployments/${failed}/statuses`, { state: 'inactive' })
    expect((await attacker('DELETE', `/repos/${CONFIG_REPO}/deployments/${failed}`)).status).toBe(204)
    expect(github.deployments(CONFIG_REPO).map((d) => d.id)).toEqual([verified])

    github.clearRequests()
    const refused = await promote()
    expect(refused.exitCode).toBe(1)
    expect(refused.stdout).toContain(
      `::error::The newest outcome recorded in "staging" is failure (degraded) with ${DIGEST_B} on revision ${later.slice(0, 7)}`
    )
    expect(refused.stdout).toContain('whose own Deployment is not listed (deleted, or never created)')
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([])

    // wait runs again on the head and the rollout is Healthy now: that is the newest outcome.
    const rerun = await waitRecorded(later, 'success')
    const promoted = await promote()
    expect(promoted.exitCode, promoted.stdout).toBe(0)
    expect(promoted.outputs['result']).toBe('created')
    expect(promoted.stdout).toContain(`staging: Deployment ${rerun} proved ${DIGEST_B}.`)
  }, 60_000)
})
