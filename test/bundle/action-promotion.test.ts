/**
 * `command: gate` with a release policy entry that says `promoted-from: staging`, run from dist/
 * as a runner runs it, against the GitHub stand-in holding the Deployments `wait` records
 * (payload with the digest, at a commit whose staging manifest pins it). Each PR bumps the prod
 * manifest to a digest staging did or did not verify; Deployments others wrote must not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordStatus } from '../../src/environments/record.js'
import { runBundledAction } from '../../standins/action-process.js'
import { digest, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { REPO, openPull, pullEvent, seedConfigRepo } from '../integration/gate/setup.js'

const IMAGE = 'ghcr.io/acme/todo-api'
const OLD = digest('a1')
const VERIFIED = digest('b2')
const SUPERSEDED = digest('c3')
const FAILED = digest('d4')
const NEVER = digest('e5')
const PROD = 'apps/todo-api/prod/microservice.yaml'
const QA = 'apps/todo-api/qa/microservice.yaml'
const EU = 'apps/todo-api/eu/microservice.yaml'
/** What wait followed in staging: the manifest its Deployments name. */
const STAGING = 'apps/todo-api/staging/microservice.yaml'
const RESOURCE = 'platform.example.io:Microservice:todo/todo-api'
/** The identity wait runs as, and a collaborator who may write Deployments too. */
const WAIT_TOKEN = 'ghs_standin_wait_app'
const MALLORY_TOKEN = 'ghp_standin_mallory'
const FORGED = digest('f6')
const CLAIMED = digest('a7')
const ERASED = digest('b8')
const RUN = `https://github.com/${REPO}/actions/runs/`
const POLICY = [
  'releases:',
  '  - paths: ["apps/*/prod/**"]',
  `    images: ["${IMAGE}"]`,
  '    promoted-from: staging',
  '  - paths: ["apps/*/qa/**"]',
  `    images: ["${IMAGE}"]`,
  '    promoted-from: qa-soak',
  '  - paths: ["apps/*/eu/**"]',
  `    images: ["${IMAGE}"]`,
  '    promoted-from: staging',
  '    recorded-by: ["acme-release[bot]"]',
  ''
].join('\n')

let github: GitHubStandIn
let main: string
/** Deployment ids by digest, as recorded in staging. */
const recorded = new Map<string, number>()

/**
 * What `wait` leaves in an environment: a commit of main whose staging manifest pins `atCommit`
 * (the digest it followed), a Deployment of it with the evidence payload, its statuses, and its
 * outcome recorded as a commit status on the commit (with the last status's log).
 */
async function record(
  environment: string,
  pinned: string,
  states: string[],
  opts: { token?: string; atCommit?: string } = {}
): Promise<number> {
  const api = client(github, opts.token ?? WRITE_TOKEN)
  const sha = await github.pushFiles(REPO, 'main', {
    [STAGING]: microservice(`${IMAGE}@${opts.atCommit ?? pinned}`)
  })
  const created = await api('POST', `/repos/${REPO}/deployments`, {
    ref: sha,
    environment,
    required_contexts: [],
    payload: { image: `${IMAGE}@${pinned}`, digest: pinned, manifest: STAGING, resource: RESOURCE, revision: sha }
  })
  const id = (created.body as { id: number }).id
  for (const [i, state] of states.entries())
    await api('POST', `/repos/${REPO}/deployments/${id}/statuses`, { state, log_url: `${RUN}${id}${i}` })
  const outcome = recordStatus(environment, states.at(-1) === 'success' ? 'healthy' : 'degraded', pinned, undefined)
  await api('POST', `/repos/${REPO}/statuses/${sha}`, {
    state: outcome.state,
    context: outcome.context,
    description: outcome.description,
    target_url: `${RUN}${id}${states.length - 1}`
  })
  return id
}

beforeAll(async () => {
  github = await startGitHubStandIn({
    tokens: {
      [WRITE_TOKEN]: 'write',
      [WAIT_TOKEN]: { permission: 'write', login: 'acme-release[bot]' },
      [MALLORY_TOKEN]: { permission: 'write', login: 'mallory' }
    }
  })
  await seedConfigRepo(github, {
    [PROD]: microservice(`${IMAGE}@${OLD}`),
    [QA]: microservice(`${IMAGE}@${OLD}`),
    [EU]: microservice(`${IMAGE}@${OLD}`),
    [STAGING]: microservice(`${IMAGE}@${OLD}`),
    '.github/gitops-release.yaml': POLICY
  })
  main = (await client(github)('GET', `/repos/${REPO}/branches/main`)).body.commit.sha as string
  // SUPERSEDED succeeded first and was made inactive when VERIFIED succeeded after it.
  recorded.set(SUPERSEDED, await record('staging', SUPERSEDED, ['in_progress', 'success']))
  recorded.set(VERIFIED, await record('staging', VERIFIED, ['in_progress', 'success'], { token: WAIT_TOKEN }))
  // A collaborator records a digest nothing verified, with a success status of their own.
  recorded.set(FORGED, await record('staging', FORGED, ['success'], { token: MALLORY_TOKEN }))
  // A Deployment whose payload claims a digest its commit's staging manifest does not pin.
  recorded.set(CLAIMED, await record('staging', CLAIMED, ['success'], { atCommit: OLD }))
  recorded.set(FAILED, await record('staging', FAILED, ['in_progress', 'failure']))
  // wait verified ERASED, then a later run of it ended Degraded; someone who may write
  // Deployments marked that one inactive and deleted it. Its recorded outcome stays.
  recorded.set(ERASED, await record('staging', ERASED, ['success'], { token: WAIT_TOKEN }))
  const failedLater = await record('staging', ERASED, ['failure'], { token: WAIT_TOKEN })
  const mallory = client(github, MALLORY_TOKEN)
  await mallory('POST', `/repos/${REPO}/deployments/${failedLater}/statuses`, { state: 'inactive' })
  await mallory('DELETE', `/repos/${REPO}/deployments/${failedLater}`)
  // Another tool deploys to staging too; its payload is not ours and must be passed over.
  await client(github)('POST', `/repos/${REPO}/deployments`, {
    ref: main,
    environment: 'staging',
    required_contexts: [],
    payload: 'legacy deployer'
  })
})
afterAll(() => github?.close())

async function gate(file: string, to: string) {
  const pull = await openPull(github, `gitops-release/${file.split('/')[2]}-${to.slice(7, 15)}`, {
    [file]: microservice(`${IMAGE}@${to}`)
  })
  const run = await runBundledAction(
    { command: 'gate', token: WRITE_TOKEN, 'config-repo': REPO, 'github-api-url': github.url },
    { event: pullEvent(pull), env: { GITHUB_REPOSITORY: REPO } }
  )
  const head = (pull.payload['head'] as { sha: string }).sha
  const reasons = JSON.parse(run.outputs['reasons'] ?? '[]') as { code: string; message: string }[]
  return {
    run,
    reasons,
    codes: reasons.map((r) => r.code),
    comment: github.comments(REPO, pull.number)[0]?.body ?? '',
    check: github.checkRuns(REPO, head)[0]
  }
}

describe('dist/index.js command=gate with promoted-from', () => {
  it('accepts a digest verified in staging, and shows the Deployment in the check run and comment', async () => {
    const { run, codes, comment, check } = await gate(PROD, VERIFIED)
    expect(codes).toEqual([])
    expect(run.exitCode, run.stdout).toBe(0)
    expect(check).toMatchObject({ conclusion: 'success' })
    const id = recorded.get(VERIFIED)!
    const revision = github.deployments(REPO).find((d) => d.id === id)!.sha
    for (const report of [comment, check!.output.summary, run.summary]) {
      expect(report).toContain('#### Promotion')
      expect(report).toContain('| ✅&nbsp;verified<br>from&nbsp;<code>staging</code> |')
      expect(report).toContain(`Deployment <code>${id}</code> of revision <code>${revision.slice(0, 7)}</code>`)
      expect(report).toContain(`[log](${RUN}${id}1)`)
    }
    expect(run.stdout).toContain(`promoted-from "staging" verified: Deployment ${id} of ${revision.slice(0, 7)}`)
    // With a token and no recorded-by, anyone's Deployment would have counted: every report says so.
    const note = 'was accepted without checking its author'
    for (const report of [comment, check!.output.summary, run.summary]) expect(report).toContain(note)
    expect(run.stdout).toMatch(new RegExp(`^::warning::Promotion evidence in "staging" ${note}`, 'm'))
  })

  it('with recorded-by, refuses a digest recorded in staging by another login, naming who did', async () => {
    const { run, codes, reasons } = await gate(EU, FORGED)
    expect(run.exitCode).toBe(1)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain(
      `1 Deployment in "staging" pins ${FORGED}, but none was recorded by acme-release[bot]; the latest of them (id ${recorded.get(FORGED)}`
    )
    expect(reasons[0]!.message).toContain('was created by mallory')
    expect(run.stdout).not.toContain('accepted without checking its author')
  })

  it('with recorded-by, accepts the digest the named login recorded, and warns of nothing', async () => {
    const { run, codes } = await gate(EU, VERIFIED)
    expect(codes).toEqual([])
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.stdout).not.toContain('without checking its author')
  })

  it('refuses a Deployment whose commit’s staging manifest pins another digest than its payload claims', async () => {
    const { codes, reasons } = await gate(PROD, CLAIMED)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain(
      `reached success with ${CLAIMED}, but git does not confirm its claim: "${STAGING}" pins ${OLD}`
    )
  })

  it('accepts a digest verified in staging that a later success made inactive', async () => {
    const superseded = github.deployments(REPO).find((d) => d.id === recorded.get(SUPERSEDED))
    expect(superseded!.statuses.at(-1)!.state).toBe('inactive')
    const { codes, comment } = await gate(PROD, SUPERSEDED)
    expect(codes).toEqual([])
    expect(comment).toContain(`Deployment <code>${recorded.get(SUPERSEDED)}</code>`)
  })

  it('refuses a digest whose staging Deployment failed, saying so', async () => {
    const { run, codes, reasons, check, comment } = await gate(PROD, FAILED)
    expect(run.exitCode).toBe(1)
    expect(codes).toEqual(['not-promoted'])
    const revision = github.deployments(REPO).find((d) => d.id === recorded.get(FAILED))!.sha
    expect(reasons[0]!.message).toContain(
      `promoted-from "staging": the newest outcome of ${FAILED} recorded in "staging" is failure (degraded) with ${FAILED} on revision ${revision.slice(0, 7)}`
    )
    expect(reasons[0]!.message).toMatch(/ is not verified there\.$/)
    expect(check).toMatchObject({ conclusion: 'failure' })
    expect(check!.annotations.map((a) => a.title)).toEqual(['not-promoted'])
    expect(comment).toContain('❌ <code>not-promoted</code>')
  })

  it('refuses a digest verified once whose later failure is recorded, though that Deployment was deleted', async () => {
    expect(github.deployments(REPO).filter((d) => (d.payload as { digest?: string }).digest === ERASED)).toHaveLength(1)
    const { run, codes, reasons } = await gate(EU, ERASED)
    expect(run.exitCode).toBe(1)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toMatch(
      new RegExp(
        `promoted-from "staging": the newest outcome of ${ERASED} recorded in "staging" is failure \\(degraded\\) with ${ERASED} on revision [0-9a-f]{7} at [^,]+, by acme-release\\[bot\\]: ${ERASED} is not verified there\\.$`
      )
    )
  })

  it('refuses a digest staging never deployed, naming what its latest Deployment pins', async () => {
    const { codes, reasons } = await gate(PROD, NEVER)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain(`none of the 7 Deployments in "staging" pins ${NEVER}`)
    expect(reasons[0]!.message).toContain('names no digest')
  })

  it('refuses a digest when the environment has no Deployment at all', async () => {
    const { codes, reasons } = await gate(QA, VERIFIED)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain('there is no Deployment in "qa-soak" in this config repo')
  })
})
