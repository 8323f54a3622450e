// The client against an API root nobody answers at: an address that cannot work fails at once,
// a refused connection after a few quick attempts, each naming the address and the setting
// that holds it; a server that answered before and then refuses is a restart, retried.
import { describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { isGitHubUnreachable, REFUSED_ATTEMPTS } from '../../../src/github/attempts.js'
import { statusOf } from '../../../src/github/client.js'
import { messageOf } from '../../../src/errors.js'
import { startGitHubStandIn, WRITE_TOKEN } from '../../../standins/github/index.js'
import { CONFIG_REPO, MANIFEST } from '../../../standins/fixtures.js'
import { unusedPort } from '../../helpers/ports.js'

function repoAt(baseUrl: string, lines: string[], baseUrlSource?: string): ReturnType<typeof configRepo> {
  const [owner, name] = CONFIG_REPO.split('/') as [string, string]
  const octokit = createGitHubClient({
    token: WRITE_TOKEN,
    baseUrl,
    baseUrlSource,
    retryBaseMs: 1,
    onRetry: (line) => lines.push(line)
  })
  return configRepo(octokit, { owner, repo: name })
}

describe('an API root that does not answer', () => {
  it('refused: a few attempts, then an error naming the address and the input, no status', async () => {
    const url = `http://127.0.0.1:${await unusedPort()}`
    const lines: string[] = []
    const error = await repoAt(url, lines)
      .refHead('main')
      .catch((e: unknown) => e)
    expect(isGitHubUnreachable(error)).toBe(true)
    expect(statusOf(error)).toBeUndefined()
    expect(messageOf(error)).toMatch(
      new RegExp(
        `^GET /repos/${CONFIG_REPO}/git/ref/heads/main: cannot reach GitHub's API at ${url.replace(/\./g, '\\.')} \\(input 'github-api-url'\\): connection refused \\(connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+\\) on ${REFUSED_ATTEMPTS} attempts; check input 'github-api-url'`
      )
    )
    // Each retry said as it happened, none of them a made-up 500.
    expect(lines).toHaveLength(REFUSED_ATTEMPTS - 1)
    for (const line of lines) expect(line).not.toMatch(/\b500\b/)
  })

  it('a port fetch never uses: at once, saying so, with the setting the CLI reads', async () => {
    const lines: string[] = []
    const error = await repoAt('http://127.0.0.1:1', lines, 'GITHUB_API_URL')
      .refHead('main')
      .catch((e: unknown) => e)
    expect(isGitHubUnreachable(error)).toBe(true)
    expect(messageOf(error)).toMatch(
      /cannot reach GitHub's API at http:\/\/127\.0\.0\.1:1 \(GITHUB_API_URL\): fetch never connects to that port \(bad port\); check GITHUB_API_URL/
    )
    expect(lines).toEqual([])
  })

  it('refused after GitHub answered: a restart, retried like any failed attempt', async () => {
    const github = await startGitHubStandIn()
    await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: 'kind: Microservice\n' } })
    const lines: string[] = []
    const repo = repoAt(github.url, lines)
    expect(await repo.refHead('main')).toBe(await github.branchSha(CONFIG_REPO, 'main'))
    await github.close()
    const error = await repo.refHead('main').catch((e: unknown) => e)
    expect(isGitHubUnreachable(error)).toBe(false)
    expect(statusOf(error)).toBe(500)
    expect(messageOf(error)).toMatch(
      /cannot reach GitHub's API at http:\/\/127\.0\.0\.1:\d+ \(input 'github-api-url'\): connection refused/
    )
    expect(lines).toHaveLength(3)
  })
})
