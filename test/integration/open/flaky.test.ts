// `open` through a GitHub that loses answers, cuts them off, and answers 409: every run still
// ends with the release on the branch and a PR that says so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import type { Log } from '../../../src/log.js'
import { parseRecordBlock } from '../../../src/open/record.js'
import { runOpen, type OpenResult } from '../../../src/open/run.js'
import { readOpenSettings } from '../../../src/open/settings.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { DIGEST_B, DIGEST_C } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'
import { CONFIG_REPO, IMAGE_NAME, MANIFEST, microservice } from './fixtures.js'

let github: GitHubStandIn
let lines: string[]
const BRANCH = 'gitops-release/apps/todo-api/dev/microservice'

beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
  lines = []
})
afterEach(() => github.close())

const log: Log = {
  info: (m: string) => void lines.push(m),
  warning: (m: string) => void lines.push(`warning: ${m}`),
  debug: () => undefined
}

function release(image: string, inputs: Record<string, string> = {}, timeoutMs = 2_000): Promise<OpenResult> {
  const settings = withInputs(
    {
      token: WRITE_TOKEN,
      'config-repo': CONFIG_REPO,
      'github-api-url': github.url,
      manifest: MANIFEST,
      image,
      ...inputs
    },
    () => readOpenSettings({})
  )
  const octokit = createGitHubClient({
    token: settings.token,
    baseUrl: settings.apiUrl,
    retryBaseMs: 5,
    timeoutMs,
    onRetry: (m) => lines.push(m)
  })
  const sleep = (): Promise<void> => Promise.resolve()
  return runOpen(settings, { repo: configRepo(octokit, settings.configRepo), log, sleep })
}

const requestsTo = (method: string, path: RegExp): number[] =>
  github.requests.filter((r) => r.method === method && path.test(decodeURIComponent(r.path))).map((r) => r.status)

describe('open: answers lost on the way', () => {
  it('reports created, and labels and asks reviewers, when GitHub opened the PR but the answer was lost', async () => {
    github.faults.push({ method: 'POST', path: /\/pulls$/, kind: 'lost' })
    const result = await release(`${IMAGE_NAME}:1.4.0@${DIGEST_B}`, { labels: 'release', reviewers: 'octocat' })

    expect(result.result).toBe('created')
    expect(result.pr?.number).toBe(1)
    // The lost answer (status 0), then the retry's 422 "already exists", and no second PR.
    expect(requestsTo('POST', /\/pulls$/)).toEqual([0, 422])
    expect(github.pulls(CONFIG_REPO)).toHaveLength(1)
    expect(github.pulls(CONFIG_REPO)[0]!.labels).toEqual(['release'])
    expect(requestsTo('POST', /\/requested_reviewers$/)).toHaveLength(1)
  })

  it('reads a cut answer again instead of failing on it (here the commit it created)', async () => {
    github.faults.push({ method: 'POST', path: /\/git\/commits$/, kind: 'cut' })
    const result = await release(`${IMAGE_NAME}:1.4.0@${DIGEST_B}`)

    expect(result.result).toBe('created')
    expect(lines.some((l) => /POST .*git\/commits.*cut off/.test(l))).toBe(true)
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(`${IMAGE_NAME}:1.4.0@${DIGEST_B}`))
  })
})

describe('open: 409 on the ref update', () => {
  it('is a lost race: it reads the branch again and updates it', async () => {
    await release(`${IMAGE_NAME}:1.4.0@${DIGEST_B}`)
    github.clearRequests()
    github.faults.push({ method: 'PATCH', path: /\/git\/refs\//, status: 409 })
    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_C}`
    const result = await release(newer)

    expect(result.result).toBe('updated')
    expect(requestsTo('PATCH', /\/git\/refs\//)).toEqual([409, 200])
    expect(await github.readFile(CONFIG_REPO, BRANCH, MANIFEST)).toBe(microservice(newer))
    const pr = github.pulls(CONFIG_REPO)[0]!
    expect(parseRecordBlock(pr.body)?.commit).toBe(await github.branchSha(CONFIG_REPO, BRANCH))
  })
})

describe('open: PR text of runs that finish out of order', () => {
  it('an older run whose PR edit lands after a newer run finished leaves the newer text, to the byte', async () => {
    await release(`${IMAGE_NAME}:1.3.0@${DIGEST_B}`)
    const older = `${IMAGE_NAME}:1.4.0@${DIGEST_C}`
    const newer = `${IMAGE_NAME}:1.5.0@${DIGEST_B}`
    let newerBody: string | null | undefined
    let held = false
    github.beforeRequest = async (req) => {
      const title = (req.body as { title?: unknown } | undefined)?.title
      if (held || req.method !== 'PATCH' || typeof title !== 'string' || !title.includes('1.4.0')) return
      held = true
      // The older run has moved the branch and is about to write its text: the newer run
      // commits on top, writes its own text and finishes first.
      await expect(release(newer)).resolves.toMatchObject({ result: 'updated' })
      newerBody = github.pulls(CONFIG_REPO)[0]!.body
    }
    // The held request waits for the whole newer run: on a busy machine that can outlast a short
    // timeout, and a retried edit would land before the newer run's text was taken.
    const outcome = await release(older, {}, 60_000).catch((e: unknown) => e)
    github.beforeRequest = undefined

    expect(held).toBe(true)
    // The older run ends as a clear downgrade refusal, not a success that left its text behind.
    expect(String(outcome)).toMatch(/Refusing to replace version 1\.5\.0/)
    const pr = github.pulls(CONFIG_REPO)[0]!
    expect(parseRecordBlock(pr.body)?.commit).toBe(await github.branchSha(CONFIG_REPO, BRANCH))
    expect(pr.title).toMatch(/1\.5\.0/)
    expect(pr.body).toBe(newerBody)
    expect(lines.some((l) => /moved on to .* writing the PR text for that head/.test(l))).toBe(true)
  })
})
