// The repository layer's Deployment calls through Octokit against the stand-in: the payload
// `wait` writes comes back as written, listings are newest first and say when the environment
// has more than one page, and statuses come back newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo, type ConfigRepo } from '../../../src/github/config-repo.js'
import { webRoot } from '../../../src/github/deployments.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'

const REPO = 'acme/platform-config'
let github: GitHubStandIn
let repo: ConfigRepo
let sha: string

beforeAll(async () => {
  github = await startGitHubStandIn()
  sha = (await github.createRepo(REPO, { files: { 'README.md': '# config\n' } })).sha
  repo = configRepo(createGitHubClient({ token: WRITE_TOKEN, baseUrl: github.url, retryBaseMs: 5 }), {
    owner: 'acme',
    repo: 'platform-config'
  })
})
afterAll(() => github.close())

describe('Deployments through the repository layer', () => {
  it('creates a Deployment with the payload and reads it back with its statuses, newest first', async () => {
    const payload = { digest: DIGEST_B, revision: sha }
    const id = await repo.createDeployment({ sha, environment: 'dev', description: 'd', payload })
    await repo.deploymentStatus(id, 'in_progress', { description: 'rolling out' })
    await repo.deploymentStatus(id, 'success', { description: 'Healthy', logUrl: 'https://ci.example/run/1' })
    const listing = await repo.listDeployments('dev')
    expect(listing).toEqual({
      deployments: [
        {
          id,
          sha,
          environment: 'dev',
          payload,
          createdAt: expect.any(String) as string,
          creator: 'github-actions[bot]'
        }
      ],
      truncated: false,
      pageUrl: `${github.url}/${REPO}/deployments/dev`
    })
    const statuses = await repo.listDeploymentStatuses(id)
    expect(statuses.map((s) => [s.state, s.logUrl, s.creator])).toEqual([
      ['success', 'https://ci.example/run/1', 'github-actions[bot]'],
      ['in_progress', '', 'github-actions[bot]']
    ])
  })

  it('lists the newest 100 Deployments of an environment in one request and says there are more', async () => {
    const api = client(github)
    for (let i = 0; i < 101; i++)
      await api('POST', `/repos/${REPO}/deployments`, { ref: sha, environment: 'busy env', payload: String(i) })
    github.clearRequests()
    const listing = await repo.listDeployments('busy env')
    expect(github.requests.map((r) => r.route)).toEqual(['GET /repos/{owner}/{repo}/deployments'])
    expect(listing.deployments).toHaveLength(100)
    expect(listing.deployments[0]!.payload).toBe('100')
    expect(listing.truncated).toBe(true)
    expect(listing.pageUrl).toBe(`${github.url}/${REPO}/deployments/busy%20env`)
  })

  it.each([
    ['https://api.github.com', 'https://github.com'],
    ['https://api.github.com/', 'https://github.com'],
    ['https://ghes.example/api/v3', 'https://ghes.example'],
    ['https://api.acme.ghe.com', 'https://acme.ghe.com']
  ])('links people to the web root of %s', (api, web) => {
    expect(webRoot(api)).toBe(web)
  })
})
