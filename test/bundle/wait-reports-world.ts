import type { KeyObject } from 'node:crypto'
import { expect } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { DIGEST_A, DIGEST_B, IMAGE, MANIFEST, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'
import { appJwt, client } from '../../standins/github/testkit.js'
import { CONFIG_REPO } from '../../standins/world.js'
import { runnerView } from '../helpers/runner.js'

// The config repo of the bundle tests of `wait` with status-context, and the moves around one
// run: a release merged through a PR, reports posted as Flux's machine user, an App or a person.

export const OLD = `${IMAGE}:1.4.1@${DIGEST_A}`
export const NEW = `${IMAGE}:1.4.2@${DIGEST_B}`
export const ARGOCD_CONTEXT = 'continuous-delivery/todo-api-dev'
export const FLUX_CONTEXT = 'kustomization/todo-api/0c9c2e41'
export const TOKENS = { flux: 'ghp_flux_bot_token', octocat: 'ghp_octocat_token' }

/** Flux's machine user, as status-creator names a user account. */
export const FLUX = 'user:flux-bot'

/** The config repo on the old image, with Flux's machine user and a person who may both post statuses. */
export async function startConfigRepo(): Promise<GitHubStandIn> {
  const github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice(`"${OLD}"`), 'README.md': '# config\n' } })
  github.addToken(TOKENS.flux, { permission: 'write', login: 'flux-bot' })
  github.addToken(TOKENS.octocat, { permission: 'write', login: 'octocat' })
  return github
}

/** Releases `image` (NEW) through a PR and merges it; returns the PR number, the merge commit and the commit before it. */
export async function release(gh: GitHubStandIn, image = NEW): Promise<{ pr: number; sha: string; before: string }> {
  const before = (await gh.branchSha(CONFIG_REPO, 'main'))!
  await gh.pushFiles(
    CONFIG_REPO,
    'release/todo-api',
    { [MANIFEST]: microservice(`"${image}"`) },
    { message: 'Release' }
  )
  const opened = await client(gh)('POST', `/repos/${CONFIG_REPO}/pulls`, {
    title: 'Release todo-api 1.4.2',
    head: 'release/todo-api',
    base: 'main'
  })
  const pr = (opened.body as { number: number }).number
  const { sha } = await gh.mergePull(CONFIG_REPO, pr)
  return { pr, sha: String(sha), before }
}

/** A commit status posted as `who` (Flux's machine user by default). */
export async function postStatus(
  gh: GitHubStandIn,
  sha: string,
  status: { state: string; context: string; description?: string },
  who: keyof typeof TOKENS = 'flux'
): Promise<void> {
  const res = await client(gh, TOKENS[who])('POST', `/repos/${CONFIG_REPO}/statuses/${sha}`, status)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
}

export async function waitRun(gh: GitHubStandIn, inputs: Record<string, string>) {
  const run = await runBundledAction(
    {
      command: 'wait',
      token: WRITE_TOKEN,
      'config-repo': CONFIG_REPO,
      'github-api-url': gh.url,
      manifest: MANIFEST,
      timeout: '20s',
      ...inputs
    },
    { env: { GITHUB_REPOSITORY: CONFIG_REPO } }
  )
  return { ...run, log: runnerView(run.stdout).log, timeline: JSON.parse(run.outputs['timeline'] ?? '{}') }
}

/**
 * Resolves once GitHub has answered the action's reads of the statuses (or check runs) of `sha`
 * `n` more times than when this was called: it has seen what was there.
 */
export function afterReads(
  gh: GitHubStandIn,
  sha: string,
  n = 1,
  list: 'statuses' | 'check-runs' = 'statuses'
): Promise<void> {
  const reads = (): number =>
    gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/commits/${sha}/${list}`)).length
  const from = reads()
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (reads() >= from + n) {
        clearInterval(timer)
        resolve()
      } else if (Date.now() - started > 30_000) {
        clearInterval(timer)
        reject(new Error(`the action did not read the statuses of ${sha} ${n} more times`))
      }
    }, 20)
  })
}

/** A client acting as the GitHub App's installation, as Argo CD Notifications authenticates. */
export async function appClient(gh: GitHubStandIn, privateKey: KeyObject, id: number) {
  const jwt = appJwt(privateKey, { iss: id })
  const installation = await client(gh, jwt)('GET', `/repos/${CONFIG_REPO}/installation`)
  const token = await client(gh, jwt)('POST', `/app/installations/${installation.body.id}/access_tokens`, {})
  return client(gh, token.body.token as string)
}
