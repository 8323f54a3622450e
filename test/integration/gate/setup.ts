/** A config repo on the GitHub stand-in with release PRs, and the action run against it. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction, type ActionRun } from '../../helpers/runner.js'
import { WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { BASE, MS_PATH } from '../../corpus/gate/manifests.js'

export const REPO = 'acme/config'

export interface OpenedPull {
  readonly number: number
  /** The PR as GET /pulls/{n} answers: what GitHub puts in the event payload. */
  readonly payload: Record<string, unknown>
}

export async function seedConfigRepo(
  standin: GitHubStandIn,
  files: Record<string, string> = { [MS_PATH]: BASE }
): Promise<void> {
  await standin.createRepo(REPO, { files })
}

/** Pushes `files` to `branch` and opens a PR from it into main. */
export async function openPull(
  standin: GitHubStandIn,
  branch: string,
  files: Record<string, string | null>,
  title = 'Release todo-api'
): Promise<OpenedPull> {
  await standin.pushFiles(REPO, branch, files)
  const api = client(standin)
  const created = await api('POST', `/repos/${REPO}/pulls`, { title, head: branch, base: 'main' })
  if (created.status !== 201) throw new Error(`creating the PR failed: ${JSON.stringify(created.body)}`)
  const number = (created.body as { number: number }).number
  const fetched = await api('GET', `/repos/${REPO}/pulls/${number}`)
  return { number, payload: fetched.body as Record<string, unknown> }
}

export interface GateRun extends ActionRun {
  /** The stand-in's log of this run's requests as "METHOD /route/template". */
  readonly requests: string[]
}

/** Runs the real action entry point with `command: gate` on an event payload, like a runner. */
export async function runGate(
  standin: GitHubStandIn,
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
  token = WRITE_TOKEN
): Promise<GateRun> {
  const dir = await mkdtemp(join(tmpdir(), 'gate-event-'))
  try {
    const eventPath = join(dir, 'event.json')
    await writeFile(eventPath, JSON.stringify(event.payload))
    standin.clearRequests()
    const run = await runAction(
      { command: 'gate', token, 'config-repo': REPO, 'github-api-url': standin.url, ...inputs },
      { GITHUB_EVENT_PATH: eventPath, GITHUB_EVENT_NAME: event.name, GITHUB_REPOSITORY: REPO }
    )
    return { ...run, requests: standin.requests.map((r) => r.route ?? `${r.method} ${r.path}`) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export const pullEvent = (pull: OpenedPull, name = 'pull_request_target') => ({
  name,
  payload: { action: 'synchronize', number: pull.number, pull_request: pull.payload }
})
