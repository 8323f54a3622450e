// The client with GitHub App credentials against the stand-in: one installation lookup and one
// mint for many requests, every API call on the installation token, a new token before the old
// expires, and one more when GitHub refuses a token the client still thought good.
import { generateKeyPairSync } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { InputError } from '../../../src/errors.js'
import { startGitHubStandIn, type GitHubStandIn } from '../../../standins/github/index.js'

const REPO = { owner: 'acme', repo: 'platform-config' }
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const privateKey = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
const HOUR = 3_600_000

let gh: GitHubStandIn
beforeEach(async () => {
  gh = await startGitHubStandIn()
  await gh.createRepo('acme/platform-config', { files: { 'a.yaml': 'a: 1\n' } })
})
afterEach(() => gh.close())

function client(opts: { appId?: string; now?: () => number; minted?: string[] } = {}) {
  const octokit = createGitHubClient({
    baseUrl: gh.url,
    retries: 0,
    app: {
      credentials: { appId: opts.appId ?? '77', privateKey },
      repo: REPO,
      ...(opts.now ? { now: opts.now } : {}),
      onToken: (t) => opts.minted?.push(t)
    }
  })
  return configRepo(octokit, REPO)
}

const routes = (): string[] => gh.requests.map((r) => `${r.route ?? r.path} ${r.credential ?? '-'}`)

describe('a client with App credentials', () => {
  it('looks up the installation and mints one token for many requests, scoped to the config repo', async () => {
    gh.registerApp({ id: 77, slug: 'shipper', publicKey: keys.publicKey })
    const minted: string[] = []
    const repo = client({ minted })
    await Promise.all(Array.from({ length: 12 }, () => repo.branchHead('main')))
    expect(routes().slice(0, 2)).toEqual([
      'GET /repos/{owner}/{repo}/installation jwt',
      'POST /app/installations/{installation_id}/access_tokens jwt'
    ])
    expect(gh.requests[1]!.body).toEqual({ repositories: ['platform-config'] })
    const api = gh.requests.slice(2)
    expect(api).toHaveLength(12)
    expect(api.every((r) => r.credential === 'installation' && r.tokenSerial === 1 && r.status === 200)).toBe(true)
    expect(minted).toHaveLength(1)
    expect(gh.installationTokens()).toHaveLength(1)
  })

  it('mints a new token before the old one expires, without a refused request', async () => {
    gh.registerApp({ id: 77, slug: 'shipper', publicKey: keys.publicKey })
    let offset = 0
    const repo = client({ now: () => Date.now() + offset })
    await repo.branchHead('main')
    offset = HOUR - 4 * 60_000 // inside the renewal margin, still before expiry
    await repo.branchHead('main')
    await repo.branchHead('main')
    const api = gh.requests.filter((r) => r.credential === 'installation')
    expect(api.map((r) => r.tokenSerial)).toEqual([1, 2, 2])
    expect(gh.requests.filter((r) => r.status === 401)).toEqual([])
    // The installation is looked up once per run.
    expect(routes().filter((r) => r.startsWith('GET /repos/{owner}/{repo}/installation'))).toHaveLength(1)
  })

  it('mints again once when GitHub says a token it thought good is bad, and retries the request', async () => {
    gh.registerApp({ id: 77, slug: 'shipper', publicKey: keys.publicKey, tokenLifetimeMs: 1500 })
    // A client whose clock is far behind believes the first token is fresh long after it expired.
    const repo = client({ now: () => Date.now() - HOUR })
    await repo.branchHead('main')
    const first = gh.installationTokens()[0]!
    while (Date.now() < first.expiresAt) await new Promise((r) => setTimeout(r, 50))
    await repo.branchHead('main')
    const api = gh.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/branches/{branch}')
    expect(api.map((r) => [r.auth, r.status])).toEqual([
      ['valid', 200],
      ['expired', 401],
      ['valid', 200]
    ])
    expect(api.at(-1)!.tokenSerial).toBe(2)
  })

  it('says what to fix when the App is not installed on the config repo, or the key is not its key', async () => {
    gh.registerApp({ id: 77, slug: 'shipper', publicKey: keys.publicKey, installedOn: ['someone-else'] })
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    gh.registerApp({ id: 78, slug: 'other', publicKey: other })
    const notInstalled = await client()
      .branchHead('main')
      .catch((e: unknown) => e)
    expect(notInstalled).toBeInstanceOf(InputError)
    expect(String(notInstalled)).toMatch(/App 77 is not installed on acme\/platform-config/)
    const wrongKey = await client({ appId: '78' })
      .branchHead('main')
      .catch((e: unknown) => e)
    expect(wrongKey).toBeInstanceOf(InputError)
    expect(String(wrongKey)).toMatch(/refused the JWT of App 78.*'app-private-key'/)
    expect(String(wrongKey)).not.toContain(privateKey.split('\n')[1]!)
    expect(gh.requests.filter((r) => r.credential === 'installation')).toEqual([])
  })
})
