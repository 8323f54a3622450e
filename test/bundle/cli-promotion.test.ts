/**
 * `gitops-release gate` (dist/cli.js) with a `promoted-from` policy entry in the local
 * repository: the Deployments and the outcomes recorded beside them are read from the config
 * repo named by GITHUB_REPOSITORY (its default branch, or GITHUB_BASE_REF) when a token is in the
 * environment, and the check is skipped, and said so, when one is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordStatus } from '../../src/environments/record.js'
import { runBundledCli } from '../../standins/action-process.js'
import { digest, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, READ_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { createCorpusRepo, type CorpusRepo } from '../corpus/gate/git-repo.js'

const MS = 'apps/todo-api/prod/microservice.yaml'
const IMAGE = 'ghcr.io/acme/todo-api'
const CONFIG = 'acme/platform-config'
const VERIFIED = digest('b2')
const POLICY = `releases:\n  - paths: ["apps/**"]\n    images: ["${IMAGE}"]\n    promoted-from: staging\n`

let repo: CorpusRepo
let github: GitHubStandIn
beforeAll(async () => {
  repo = await createCorpusRepo()
  const base = await repo.commit(
    { [MS]: microservice(`${IMAGE}@${digest('a1')}`), '.github/gitops-release.yaml': POLICY },
    'main'
  )
  for (const [branch, to] of [
    ['verified', VERIFIED],
    ['unverified', digest('c3')]
  ] as const)
    await repo.commit({ [MS]: microservice(`${IMAGE}@${to}`), '.github/gitops-release.yaml': POLICY }, branch, base)
  github = await startGitHubStandIn()
  // What wait followed in staging: the commit whose staging manifest pins the digest.
  const staging = 'apps/todo-api/staging/microservice.yaml'
  const { sha } = await github.createRepo(CONFIG, { files: { [staging]: microservice(`${IMAGE}@${VERIFIED}`) } })
  const api = client(github)
  const created = await api('POST', `/repos/${CONFIG}/deployments`, {
    ref: sha,
    environment: 'staging',
    required_contexts: [],
    payload: {
      digest: VERIFIED,
      image: `${IMAGE}@${VERIFIED}`,
      manifest: staging,
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision: sha
    }
  })
  await api('POST', `/repos/${CONFIG}/deployments/${(created.body as { id: number }).id}/statuses`, {
    state: 'success'
  })
  // ...and its outcome recorded where nobody else can take it back, on the same commit.
  await api('POST', `/repos/${CONFIG}/statuses/${sha}`, recordStatus('staging', 'healthy', VERIFIED, undefined))
})
afterAll(async () => {
  await github?.close()
  await repo?.remove()
})

const gate = (head: string, env: Record<string, string> = {}) =>
  runBundledCli(['gate', '--base', 'main', '--head', head], { cwd: repo.dir, env })
const withToken = (): Record<string, string> => ({
  GITHUB_TOKEN: READ_TOKEN,
  GITHUB_API_URL: github.url,
  GITHUB_REPOSITORY: CONFIG
})

describe('gitops-release gate with promoted-from', () => {
  it('finds the staging Deployment of the digest with a token and GITHUB_REPOSITORY', async () => {
    const run = await gate('verified', withToken())
    expect(run.exitCode, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/promoted-from "staging" verified: Deployment \d+ of [0-9a-f]{7} at /)
    expect(run.stdout).toContain(`${github.url}/${CONFIG}/deployments/staging`)
    expect(run.stdout + run.stderr).toContain('was accepted without checking its author')
  })

  it('rejects a digest staging never verified (exit 1)', async () => {
    const run = await gate('unverified', withToken())
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(/not-promoted: .*none of the 1 Deployments? in "staging" pins sha256:c3/)
  })

  it.each([
    ['a token', {}, 'no GITHUB_TOKEN or GH_TOKEN'],
    ['GITHUB_REPOSITORY', { GITHUB_TOKEN: READ_TOKEN }, 'no GITHUB_REPOSITORY']
  ])('skips the check without %s, and says so', async (_what, env: Record<string, string>, why) => {
    const run = await gate('unverified', env)
    expect(run.exitCode, run.stderr).toBe(0)
    expect(run.stdout).toContain(`promoted-from "staging" not checked: ${why}`)
    expect(run.stdout).toContain('note: Promotion not checked')
  })
})
