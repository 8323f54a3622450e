/**
 * `command: gate` with a release policy entry that says `promoted-from: staging`, run from dist/
 * as a runner runs it, against the GitHub stand-in holding the Deployments `wait` records
 * (payload with the digest). Each PR bumps the prod manifest to a digest staging did or did not verify.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
const RUN = `https://github.com/${REPO}/actions/runs/`
const POLICY = [
  'releases:',
  '  - paths: ["apps/*/prod/**"]',
  `    images: ["${IMAGE}"]`,
  '    promoted-from: staging',
  '  - paths: ["apps/*/qa/**"]',
  `    images: ["${IMAGE}"]`,
  '    promoted-from: qa-soak',
  ''
].join('\n')

let github: GitHubStandIn
let main: string
/** Deployment ids by digest, as recorded in staging. */
const recorded = new Map<string, number>()

/** What `wait` leaves in an environment: a Deployment with the evidence payload, then its statuses. */
async function record(environment: string, pinned: string, states: string[]): Promise<number> {
  const api = client(github)
  const created = await api('POST', `/repos/${REPO}/deployments`, {
    ref: main,
    environment,
    required_contexts: [],
    payload: { image: `${IMAGE}@${pinned}`, digest: pinned, manifest: PROD, revision: main }
  })
  const id = (created.body as { id: number }).id
  for (const [i, state] of states.entries())
    await api('POST', `/repos/${REPO}/deployments/${id}/statuses`, { state, log_url: `${RUN}${id}${i}` })
  return id
}

beforeAll(async () => {
  github = await startGitHubStandIn()
  await seedConfigRepo(github, {
    [PROD]: microservice(`${IMAGE}@${OLD}`),
    [QA]: microservice(`${IMAGE}@${OLD}`),
    '.github/gitops-release.yaml': POLICY
  })
  main = (await client(github)('GET', `/repos/${REPO}/branches/main`)).body.commit.sha as string
  // SUPERSEDED succeeded first and was made inactive when VERIFIED succeeded after it.
  recorded.set(SUPERSEDED, await record('staging', SUPERSEDED, ['in_progress', 'success']))
  recorded.set(VERIFIED, await record('staging', VERIFIED, ['in_progress', 'success']))
  recorded.set(FAILED, await record('staging', FAILED, ['in_progress', 'failure']))
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
    for (const report of [comment, check!.output.summary, run.summary]) {
      expect(report).toContain('#### Promotion')
      expect(report).toContain('| ✅&nbsp;verified<br>from&nbsp;<code>staging</code> |')
      expect(report).toContain(`Deployment <code>${id}</code> of revision <code>${main.slice(0, 7)}</code>`)
      expect(report).toContain(`[log](${RUN}${id}1)`)
    }
    expect(run.stdout).toContain(`promoted-from "staging" verified: Deployment ${id} of ${main.slice(0, 7)}`)
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
    expect(reasons[0]!.message).toContain(
      `promoted-from "staging": 1 Deployment in "staging" pins ${FAILED}, none reached success; the latest of them (id ${recorded.get(FAILED)}`
    )
    expect(reasons[0]!.message).toMatch(/\) is failure\.$/)
    expect(check).toMatchObject({ conclusion: 'failure' })
    expect(check!.annotations.map((a) => a.title)).toEqual(['not-promoted'])
    expect(comment).toContain('❌ <code>not-promoted</code>')
  })

  it('refuses a digest staging never deployed, naming what its latest Deployment pins', async () => {
    const { codes, reasons } = await gate(PROD, NEVER)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain(`none of the 4 Deployments in "staging" pins ${NEVER}`)
    expect(reasons[0]!.message).toContain('names no digest')
  })

  it('refuses a digest when the environment has no Deployment at all', async () => {
    const { codes, reasons } = await gate(QA, VERIFIED)
    expect(codes).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain('there is no Deployment in "qa-soak" in this config repo')
  })
})
