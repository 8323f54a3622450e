// The client against a GitHub that answers badly: cut and empty bodies, requests that never
// answer, 5xx and rate limits. Each fault is the stand-in's, opt-in, shaped as GitHub sends it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient, type GitHubClientOptions } from '../../../src/github/client.js'
import { configRepo, type ConfigRepo } from '../../../src/github/config-repo.js'
import { messageOf } from '../../../src/errors.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { CONFIG_REPO, MANIFEST } from '../../../standins/fixtures.js'

let github: GitHubStandIn
let lines: string[]

beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: 'kind: Microservice\n', 'a/b.txt': 'x\n' } })
  lines = []
})
afterEach(() => github.close())

/**
 * A client whose waits are a thousand times shorter (a rate limit's second lasts a millisecond,
 * the first retry 1 ms), so a 10-minute rate limit costs well under a second; the budget and
 * the log lines still count GitHub's seconds.
 */
function repo(options: Partial<GitHubClientOptions> = {}): ConfigRepo {
  const [owner, name] = CONFIG_REPO.split('/') as [string, string]
  const octokit = createGitHubClient({
    token: WRITE_TOKEN,
    baseUrl: github.url,
    onRetry: (line) => lines.push(line),
    retryBaseMs: 1,
    rateLimitSecondMs: 1,
    ...options
  })
  return configRepo(octokit, { owner, repo: name })
}

const REF = /\/git\/ref\/heads/

describe('cut or malformed answers are asked again, never read', () => {
  it('a body cut half-way, then an empty one: the third answer is read, each retry logged', async () => {
    github.faults.push({ path: REF, kind: 'cut' }, { path: REF, kind: 'empty' })
    const head = await repo().refHead('main')

    expect(head).toBe(await github.branchSha(CONFIG_REPO, 'main'))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/GET \/repos\/.*\/git\/ref\/heads.*cut off.*attempt 2 of 4/)
    expect(lines[1]).toMatch(/empty body.*attempt 3 of 4/)
  })

  it('gives up after its retries with a sentence that says what was wrong, not a TypeError', async () => {
    github.faults.push({ path: REF, kind: 'empty', times: Infinity })
    const error = await repo({ retries: 2 })
      .refHead('main')
      .catch((e: unknown) => e)

    expect(messageOf(error)).toMatch(/GitHub's answer to GET .*git\/ref\/heads.* was an empty body/)
    expect(github.requests.filter((r) => REF.test(r.path))).toHaveLength(3)
  })
})

describe('no request hangs', () => {
  it('abandons a request that never answers after the timeout and asks again', async () => {
    github.faults.push({ path: REF, kind: 'hang' })
    const head = await repo({ timeoutMs: 300 }).refHead('main')

    expect(head).toBe(await github.branchSha(CONFIG_REPO, 'main'))
    expect(lines).toEqual([expect.stringMatching(/had no answer within 0\.3s; attempt 2 of 4/)])
  })
})

describe('5xx and resets', () => {
  it('logs each retry with what, which attempt and the wait', async () => {
    github.faults.push({ path: REF, status: 502 }, { path: REF, kind: 'reset' })
    await repo({ retryBaseMs: 100 }).refHead('main')

    expect(lines).toEqual([
      expect.stringMatching(/^GET \/repos\/.*\/git\/ref\/heads.*: 502 .*attempt 2 of 4 in 0\.1s\.$/),
      expect.stringMatching(/: .*attempt 3 of 4 in 0\.4s\.$/)
    ])
    expect(github.requests.filter((r) => REF.test(r.path))).toHaveLength(3)
  })

  it('never retries a 4xx: a 409 or 422 is a race the caller resolves by reading again', async () => {
    github.faults.push({ path: REF, status: 409, body: { message: 'Reference update failed' } })
    const error = await repo()
      .refHead('main')
      .catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 409 })
    expect(github.requests.filter((r) => REF.test(r.path))).toHaveLength(1)
    expect(lines).toEqual([])
  })
})

describe('rate limits', () => {
  it("waits as long as retry-after says, however many times, within the run's budget", async () => {
    for (let i = 0; i < 4; i++) {
      github.faults.push({ path: REF, kind: 'secondary-rate-limit', headers: { 'retry-after': '120' } })
    }
    const head = await repo().refHead('main')

    expect(head).toBeDefined()
    expect(lines).toEqual(
      Array(4).fill(
        expect.stringMatching(
          /^GitHub secondary rate limit on GET \/repos\/.*\/git\/ref\/heads.*; waiting 120s as it asks\.$/
        )
      )
    )
    expect(github.requests.filter((r) => REF.test(r.path))).toHaveLength(5)
  })

  it('waits until x-ratelimit-reset for a primary limit', async () => {
    const reset = Math.floor(Date.now() / 1000) + 300
    github.faults.push({ path: REF, kind: 'rate-limit', headers: { 'x-ratelimit-reset': String(reset) } })
    await repo().refHead('main')

    // About five minutes and a second; the exact figure depends on when the request went out.
    expect(lines).toHaveLength(1)
    const waited = Number(/waiting (\d+(?:\.\d)?)s/.exec(lines[0]!)?.[1])
    expect(waited).toBeGreaterThan(200)
    expect(waited).toBeLessThanOrEqual(302)
  })

  it('fails at once, saying so, when the wait would overrun the budget', async () => {
    github.faults.push({ path: REF, kind: 'secondary-rate-limit', headers: { 'retry-after': '900' } })
    const error = await repo()
      .refHead('main')
      .catch((e: unknown) => e)

    expect(messageOf(error)).toMatch(/rate limit holds GET .* for 900s more, beyond .* 600s this run may wait/)
    expect(lines).toEqual([])
    expect(github.requests.filter((r) => REF.test(r.path))).toHaveLength(1)
  })

  it('spends one budget across the requests of a run', async () => {
    const limit = () => ({ path: REF, kind: 'secondary-rate-limit', headers: { 'retry-after': '400' } }) as const
    const client = repo()
    github.faults.push(limit())
    await client.refHead('main')
    github.faults.push(limit())
    const error = await client.refHead('main').catch((e: unknown) => e)

    expect(messageOf(error)).toMatch(/for 400s more, beyond what is left of the 600s this run may wait \(400s spent\)/)
  })
})
