import { afterEach, describe, expect, it } from 'vitest'
import { DIGEST_C, IMAGE, MANIFEST, microservice } from '../../standins/fixtures.js'
import type { GitHubStandIn } from '../../standins/github/index.js'
import { CONFIG_REPO } from '../../standins/world.js'
import { ARGOCD_CONTEXT, FLUX, NEW, OLD, postStatus, release, startConfigRepo, waitRun } from './wait-reports-world.js'

// A success on a commit pushed after the release, which someone with write access to the config
// repo made look like the release's: through the shipped bundle, none of it may end Healthy, record
// a `success` Deployment, or leave an output a later step could read as a success.

let github: GitHubStandIn | undefined
afterEach(async () => {
  await github?.close()
  github = undefined
})

/** The release merged as `sha`, then `files` pushed on top of it as `later`, with a success posted there. */
async function pushedAfter(
  files: Record<string, string | null>
): Promise<{ gh: GitHubStandIn; pr: number; sha: string; later: string }> {
  const gh = (github = await startConfigRepo())
  const { pr, sha } = await release(gh)
  const later = await gh.pushFiles(CONFIG_REPO, 'main', files, { message: 'Later' })
  await postStatus(gh, later, { state: 'success', context: ARGOCD_CONTEXT, description: 'todo-api-dev is Healthy' })
  return { gh, pr, sha, later }
}

type Run = Awaited<ReturnType<typeof waitRun>>

/** Failed, and nothing a workflow reads says otherwise. */
function refused(gh: GitHubStandIn, run: Run): void {
  expect(run.exitCode, run.log).toBe(1)
  // What `if: steps.wait.outputs.health == 'Healthy'` reads.
  expect(run.outputs['health']).not.toBe('Healthy')
  expect(run.timeline.health).not.toBe('Healthy')
  const states = gh.deployments(CONFIG_REPO).flatMap((d) => d.statuses.map((s) => s.state))
  expect(states).not.toContain('success')
  expect(states.at(-1)).toBe('failure')
}

const inputs = (pr: number, extra: Record<string, string> = {}): Record<string, string> => ({
  pr: String(pr),
  'status-context': ARGOCD_CONTEXT,
  'status-creator': FLUX,
  environment: 'dev',
  timeout: '5s',
  ...extra
})

describe('dist/index.js wait with status-context: a later commit must show it still deploys the release', () => {
  it('ends superseded, not Healthy, when the later commit keeps the tag but pins another digest', async () => {
    const rebuilt = `${IMAGE}:1.4.2@${DIGEST_C}`
    const { gh, pr, sha, later } = await pushedAfter({ [MANIFEST]: microservice(`"${rebuilt}"`) })
    const run = await waitRun(gh, inputs(pr))
    refused(gh, run)
    expect(run.outputs['health']).toBe('')
    expect(run.timeline).toMatchObject({ verdict: 'superseded', revision: later })
    expect(run.outputs['message']).toBe(
      `${sha.slice(0, 7)} was superseded: ${later.slice(0, 7)}, a later commit of main, pins ${rebuilt}, and ${ARGOCD_CONTEXT} reported on it.`
    )
  }, 60_000)

  it('does not count a later commit that deleted the manifest (the resource pruned)', async () => {
    const { gh, pr, later } = await pushedAfter({ [MANIFEST]: null })
    const run = await waitRun(gh, inputs(pr))
    refused(gh, run)
    const why = `"${MANIFEST}" does not exist there (deleted, or moved to another path), so nothing shows it still deploys ${NEW}`
    expect(run.log).toContain(
      `::warning::Reports on ${later.slice(0, 7)}, a later commit of main, do not count: ${why}.`
    )
    expect(run.outputs['message']).toContain(`Seen instead: 1 report on ${later.slice(0, 7)} does not count: ${why}.`)
  }, 60_000)

  it('does not count a later commit that moved the manifest to another path, pinning the old image', async () => {
    const moved = 'apps/todo-api/dev/v2/microservice.yaml'
    const { gh, pr, later } = await pushedAfter({ [MANIFEST]: null, [moved]: microservice(`"${OLD}"`) })
    const run = await waitRun(gh, inputs(pr))
    refused(gh, run)
    expect(run.log).toContain(
      `Reports on ${later.slice(0, 7)}, a later commit of main, do not count: "${MANIFEST}" does not exist there (deleted, or moved to another path)`
    )
    expect(run.summary).toContain(`1 report on ${later.slice(0, 7)} does not count`)
  }, 60_000)

  it('does not count a later commit whose manifest GitHub fails to serve (5xx after the retries)', async () => {
    const { gh, pr, later } = await pushedAfter({ [MANIFEST]: microservice(`"${IMAGE}:1.4.3@${DIGEST_C}"`) })
    gh.faults.push({
      method: 'GET',
      // Octokit sends the path's slashes encoded.
      path: new RegExp(`^/repos/${CONFIG_REPO}/contents/`),
      query: { ref: later },
      status: 502,
      times: Infinity
    })
    const run = await waitRun(gh, inputs(pr, { timeout: '3s' }))
    refused(gh, run)
    expect(run.timeline).toMatchObject({ verdict: 'timeout' })
    expect(run.log).toContain(
      `Reports on ${later.slice(0, 7)}, a later commit of main, do not count: reading "${MANIFEST}" there failed (`
    )
    // The first read and the client's retries, all refused: nothing counted meanwhile.
    const reads = gh.requests.filter((r) => r.path.includes('/contents/') && r.query['ref'] === later)
    expect(reads.length).toBeGreaterThan(1)
    expect(reads.every((r) => r.status === 502)).toBe(true)
  }, 90_000)

  it('with resource and image instead of manifest, counts only reports on the merge commit itself', async () => {
    const { gh, pr, sha, later } = await pushedAfter({ [MANIFEST]: microservice(`"${IMAGE}:1.4.3@${DIGEST_C}"`) })
    gh.clearRequests()
    const run = await waitRun(
      gh,
      inputs(pr, { manifest: '', resource: 'platform.example.io:Microservice:todo/todo-api', image: NEW })
    )
    refused(gh, run)
    expect(run.log).toContain(
      `Only reports on ${sha.slice(0, 7)} itself count: without a manifest to read at a later commit, nothing shows such a commit still deploys the release.`
    )
    expect(run.outputs['message']).toMatch(
      new RegExp(`^Timed out after 5s: nothing was reported for ${ARGOCD_CONTEXT} on ${sha.slice(0, 7)}\\. `)
    )
    expect(gh.requests.some((r) => r.path.includes(later))).toBe(false)
  }, 60_000)
})
