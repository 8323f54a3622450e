// The test-facing controls: auth, faults, latency, the between-requests hook, the request log,
// pagination and GitHub's headers, plus a real Octokit talking to the stand-in.
import { getOctokit } from '@actions/github'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { READ_TOKEN, WRITE_TOKEN, startGitHubStandIn, type GitHubStandIn } from './index.js'
import { client, type Client } from './testkit.js'

const REPO = 'acme/platform-config'
let standin: GitHubStandIn
let call: Client
let prNumber: number

beforeEach(async () => {
  standin = await startGitHubStandIn({
    tokens: { [WRITE_TOKEN]: 'write', [READ_TOKEN]: 'read', ghp_human: { permission: 'write', login: 'octo-human' } }
  })
  call = client(standin)
  await standin.createRepo(REPO, { files: { 'a.txt': 'a\n' } })
  await standin.pushFiles(
    REPO,
    'feature',
    Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, `${i}\n`]))
  )
  prNumber = (await call('POST', `/repos/${REPO}/pulls`, { title: 'Five files', head: 'feature', base: 'main' })).body
    .number
  standin.clearRequests()
})

afterEach(async () => {
  await standin.close()
})

describe('auth', () => {
  it('accepts "Bearer" and "token" schemes and rejects missing or unknown tokens', async () => {
    const headers = (auth?: string): Record<string, string> => (auth === undefined ? {} : { authorization: auth })
    const get = (auth?: string): Promise<Response> => fetch(`${standin.url}/repos/${REPO}`, { headers: headers(auth) })
    expect((await get(`Bearer ${WRITE_TOKEN}`)).status).toBe(200)
    expect((await get(`token ${WRITE_TOKEN}`)).status).toBe(200)
    const none = await get()
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ message: 'Bad credentials' })
    expect((await get('Bearer nope')).status).toBe(401)
    expect(standin.requests.map((r) => r.auth)).toEqual(['valid', 'valid', 'missing', 'invalid'])
  })

  it('lets a read token GET but not write', async () => {
    const reader = client(standin, READ_TOKEN)
    expect((await reader('GET', `/repos/${REPO}/pulls/${prNumber}`)).status).toBe(200)
    const res = await reader('PATCH', `/repos/${REPO}/pulls/${prNumber}`, { title: 'x' })
    expect(res).toMatchObject({ status: 403, body: { message: 'Resource not accessible by integration' } })
    expect(standin.pull(REPO, prNumber)!.title).toBe('Five files')
  })

  it('acts as the account a token belongs to', async () => {
    const human = client(standin, 'ghp_human')
    const c = await human('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'hi' })
    expect(c.body.user.login).toBe('octo-human')
    expect(standin.requests.at(-1)).toMatchObject({ actor: 'octo-human', auth: 'valid' })
  })
})

describe('request log', () => {
  it('records method, path, query, parsed body, status and route, but never the token', async () => {
    await call('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'hello' })
    await call('GET', `/repos/${REPO}/pulls?state=all`)
    expect(standin.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/repos/${REPO}/issues/${prNumber}/comments`,
        body: { body: 'hello' },
        status: 201,
        route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'
      }),
      expect.objectContaining({ method: 'GET', query: { state: 'all' }, status: 200 })
    ])
    expect(JSON.stringify(standin.requests)).not.toContain(WRITE_TOKEN)
    standin.clearRequests()
    expect(standin.requests).toEqual([])
  })

  it('rejects bodies that break GitHub\'s request schema with its "Invalid request" 422', async () => {
    const res = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { force: 'yes' })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Invalid request.\n\n"sha" wasn\'t supplied.')
    const typed = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: 'x', force: 'yes' })
    expect(typed.body.message).toBe('Invalid request.\n\nFor \'properties/force\', "yes" is not a boolean.')
  })
})

describe('faults, latency and the between-requests hook', () => {
  it('fails the next matching request(s) with the injected status, then recovers', async () => {
    standin.faults.push({ method: 'POST', path: /\/pulls$/, times: 2, status: 502 })
    const body = { title: 'x', head: 'feature', base: 'main' }
    expect((await call('GET', `/repos/${REPO}/pulls`)).status).toBe(200)
    expect((await call('POST', `/repos/${REPO}/pulls`, body)).status).toBe(502)
    expect((await call('POST', `/repos/${REPO}/pulls`, body)).status).toBe(502)
    expect((await call('POST', `/repos/${REPO}/pulls`, body)).status).toBe(422)
    expect(standin.faults).toEqual([])
    expect(standin.requests.filter((r) => r.fault).map((r) => r.status)).toEqual([502, 502])
  })

  it('matches a fault on query parameters too, leaving other values alone', async () => {
    standin.faults.push({ path: `/repos/${REPO}/pulls`, query: { state: 'closed' }, status: 503 })
    expect((await call('GET', `/repos/${REPO}/pulls?state=open`)).status).toBe(200)
    expect((await call('GET', `/repos/${REPO}/pulls`)).status).toBe(200)
    expect((await call('GET', `/repos/${REPO}/pulls?state=closed&per_page=5`)).status).toBe(503)
    expect(standin.faults).toEqual([])
  })

  it('answers a secondary rate limit as GitHub does', async () => {
    standin.faults.push({ path: `/repos/${REPO}/pulls/${prNumber}`, kind: 'secondary-rate-limit' })
    const res = await call('GET', `/repos/${REPO}/pulls/${prNumber}`)
    expect(res.status).toBe(403)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(res.body.message).toMatch(/^You have exceeded a secondary rate limit/)
  })

  it('answers a primary rate limit with x-ratelimit-remaining: 0', async () => {
    standin.faults.push({ kind: 'rate-limit' })
    const res = await call('GET', `/repos/${REPO}`)
    expect(res.status).toBe(403)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
  })

  it('can drop the connection without an answer', async () => {
    standin.faults.push({ kind: 'reset' })
    await expect(call('GET', `/repos/${REPO}`)).rejects.toThrow()
    expect((await call('GET', `/repos/${REPO}`)).status).toBe(200)
  })

  it('runs the hook before each request is handled', async () => {
    const seen: string[] = []
    standin.beforeRequest = (req) => {
      seen.push(`${req.method} ${req.path}`)
    }
    await call('GET', `/repos/${REPO}`)
    expect(seen).toEqual([`GET /repos/${REPO}`])
  })

  it('delays answers by latencyMs', async () => {
    standin.latencyMs = 30
    const start = Date.now()
    await call('GET', `/repos/${REPO}`)
    expect(Date.now() - start).toBeGreaterThanOrEqual(25)
  })
})

describe('headers and pagination', () => {
  it("sends GitHub's rate-limit and request-id headers", async () => {
    const res = await call('GET', `/repos/${REPO}`)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('x-ratelimit-limit')).toBe('5000')
    expect(Number(res.headers.get('x-ratelimit-used'))).toBeGreaterThan(0)
    expect(res.headers.get('x-ratelimit-resource')).toBe('core')
    expect(res.headers.get('x-github-request-id')).toBeTruthy()
  })

  it('pages pull request files with a Link header', async () => {
    const first = await call('GET', `/repos/${REPO}/pulls/${prNumber}/files?per_page=2`)
    expect(first.body.map((f: { filename: string }) => f.filename)).toEqual(['f0.txt', 'f1.txt'])
    const link = first.headers.get('link')!
    const rel = (name: string): URL => new URL(new RegExp(`<([^>]+)>; rel="${name}"`).exec(link)![1]!)
    expect(rel('next').searchParams.get('page')).toBe('2')
    expect(rel('last').searchParams.get('page')).toBe('3')
    const next = rel('next').href
    const second = await call('GET', next.slice(standin.url.length))
    expect(second.body.map((f: { filename: string }) => f.filename)).toEqual(['f2.txt', 'f3.txt'])
    expect(second.headers.get('link')).toContain('rel="prev"')
  })

  it('returns raw file bytes for the raw media type', async () => {
    const res = await call('GET', `/repos/${REPO}/contents/a.txt`, undefined, { accept: 'application/vnd.github.raw' })
    expect(res.body).toBe('a\n')
  })
})

describe('with Octokit', () => {
  it('handles %2F-encoded refs and paths and paginates', async () => {
    const octokit = getOctokit(WRITE_TOKEN, { baseUrl: standin.url })
    const ref = await octokit.rest.git.getRef({ owner: 'acme', repo: 'platform-config', ref: 'heads/feature' })
    expect(ref.data.ref).toBe('refs/heads/feature')
    const content = await octokit.rest.repos.getContent({
      owner: 'acme',
      repo: 'platform-config',
      path: 'a.txt',
      ref: 'main'
    })
    expect(content.data).toMatchObject({ type: 'file', path: 'a.txt' })
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: 'acme',
      repo: 'platform-config',
      pull_number: prNumber,
      per_page: 2
    })
    expect(files).toHaveLength(5)
    await expect(
      octokit.rest.git.getRef({ owner: 'acme', repo: 'platform-config', ref: 'heads/nope' })
    ).rejects.toMatchObject({ status: 404 })
  })
})
