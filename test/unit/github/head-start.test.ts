/**
 * src/github/head-start.ts sends a command's first reads before its client has loaded and hands
 * each answer to the request that asks for it. The contract with the REST layer is tested here
 * too: for every first read, the call the command makes sends exactly that request, so it is
 * answered from the head start and GitHub sees it once.
 */
import { describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo } from '../../../src/github/config-repo.js'
import {
  branchRead,
  commitPullsRead,
  compareRead,
  fileRead,
  openPullsRead,
  pullRead,
  repoRead,
  type FirstRead
} from '../../../src/github/first-reads.js'
import { readUrl, startFirstReads } from '../../../src/github/head-start.js'

const BASE = 'https://ghes.example/api/v3'
const REF = { owner: 'acme', repo: 'config' }
const CONNECTION = { baseUrl: BASE, token: 't0ken', userAgent: 'gitops-release/test' }
const SHA = 'a'.repeat(40)

interface Sent {
  readonly url: string
  readonly init: RequestInit | undefined
}

/** A fetch that records what it is sent and answers each request with `answer(url)`. */
function recordingFetch(answer: (url: URL) => unknown = () => ({})) {
  const sent: Sent[] = []
  const send = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    sent.push({ url, init })
    return new Response(JSON.stringify(answer(new URL(url))), {
      status: 200,
      headers: { 'content-type': 'application/json' }
    })
  }) as typeof fetch
  return { sent, send }
}

describe('startFirstReads', () => {
  it('sends each read at once, with the token, the media type and the user agent', () => {
    const { sent, send } = recordingFetch()
    startFirstReads([commitPullsRead(REF, SHA), repoRead(REF)], CONNECTION, {}, send)
    expect(sent.map((s) => s.url)).toEqual([
      `${BASE}/repos/acme/config/commits/${SHA}/pulls?per_page=10`,
      `${BASE}/repos/acme/config`
    ])
    expect(sent[0]!.init?.headers).toEqual({
      accept: 'application/vnd.github.v3+json',
      authorization: 'token t0ken',
      'user-agent': 'gitops-release/test'
    })
  })

  it.each([
    ['no reads', [], CONNECTION, {}],
    ['no token (an App mints its own)', [repoRead(REF)], { ...CONNECTION, token: undefined }, {}],
    ['a proxy variable', [repoRead(REF)], CONNECTION, { HTTPS_PROXY: 'http://proxy:3128' }],
    ['a lowercase proxy variable', [repoRead(REF)], CONNECTION, { http_proxy: 'http://proxy:3128' }],
    ['an API root no URL can be built on', [repoRead(REF)], { ...CONNECTION, baseUrl: 'https://[bad' }, {}]
  ])('starts nothing with %s', (_, reads, connection, env) => {
    const { sent, send } = recordingFetch()
    expect(startFirstReads(reads, connection, env, send)).toBeUndefined()
    expect(sent).toEqual([])
  })

  it('answers the matching request from the read, once, whatever the order of its query or the encoding of its path', async () => {
    const { sent, send } = recordingFetch((url) => ({ path: url.pathname }))
    const head = startFirstReads([fileRead(REF, 'apps/a b.yaml', SHA)], CONNECTION, {}, send)!
    const asOctokit = `${BASE}/repos/acme/config/contents/apps%2Fa%20b.yaml?ref=${SHA}`
    const first = await head.fetch(asOctokit, { method: 'GET', headers: { authorization: 'token t0ken' } })
    expect(await first.json()).toEqual({ path: '/api/v3/repos/acme/config/contents/apps%2Fa%20b.yaml' })
    expect(sent).toHaveLength(1)
    // The same request again is a new request.
    await head.fetch(asOctokit, { method: 'GET', headers: { authorization: 'token t0ken' } })
    expect(sent).toHaveLength(2)
    expect(sent[1]!.url).toBe(asOctokit)
  })

  it.each([
    [
      'another method',
      { method: 'POST', headers: { authorization: 'token t0ken' }, body: '{}' },
      'per_page=10&state=open'
    ],
    ['other credentials', { method: 'GET', headers: { authorization: 'token other' } }, 'per_page=10&state=open'],
    [
      'another media type',
      { method: 'GET', headers: { authorization: 'token t0ken', accept: 'application/vnd.github.raw' } },
      'per_page=10&state=open'
    ],
    ['another query', { method: 'GET', headers: { authorization: 'token t0ken' } }, 'per_page=10&state=closed']
  ])('sends a request with %s on its own way', async (_, init, query) => {
    const { sent, send } = recordingFetch()
    const read: FirstRead = { path: '/repos/acme/config/pulls', query: { state: 'open', per_page: 10 } }
    const head = startFirstReads([read], CONNECTION, {}, send)!
    await head.fetch(`${BASE}/repos/acme/config/pulls?${query}`, init)
    expect(sent).toHaveLength(2)
  })

  it('aborts the reads nobody took when the command ends, and leaves a taken one alone', async () => {
    const signals = new Map<string, AbortSignal>()
    const send = ((input: string | URL | Request, init?: RequestInit) => {
      signals.set(String(input), init!.signal!)
      return new Promise<Response>(() => undefined)
    }) as typeof fetch
    const head = startFirstReads([repoRead(REF), pullRead(REF, 7)], CONNECTION, {}, send)!
    void head.fetch(`${BASE}/repos/acme/config/pulls/7`, { headers: { authorization: 'token t0ken' } })
    head.abandon()
    expect(signals.get(`${BASE}/repos/acme/config`)?.aborted).toBe(true)
    expect(signals.get(`${BASE}/repos/acme/config/pulls/7`)?.aborted).toBe(false)
  })

  it('abandons the read when the request that took it times out', async () => {
    let signal: AbortSignal | undefined
    const send = ((_: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>((_resolve, reject) =>
        signal!.addEventListener('abort', () => reject(signal!.reason as Error))
      )
    }) as typeof fetch
    const head = startFirstReads([repoRead(REF)], CONNECTION, {}, send)!
    const timeout = new AbortController()
    const answer = head.fetch(`${BASE}/repos/acme/config`, {
      headers: { authorization: 'token t0ken' },
      signal: timeout.signal
    })
    timeout.abort(new Error('timed out'))
    await expect(answer).rejects.toThrow('timed out')
    expect(signal?.aborted).toBe(true)
  })
})

describe('first reads are what the REST layer sends', () => {
  /** GitHub's answers, just enough for each call to succeed. */
  const answers = (url: URL): unknown => {
    const path = url.pathname.replace('/api/v3/repos/acme/config', '')
    if (path === '') return { default_branch: 'main', node_id: 'R_1' }
    if (path.startsWith('/contents/')) return { type: 'file', encoding: 'base64', content: '', sha: 'b'.repeat(40) }
    if (path.startsWith('/branches/')) return { commit: { sha: SHA, commit: { tree: { sha: SHA } } } }
    if (path.startsWith('/compare/')) return { status: 'ahead', merge_base_commit: { sha: SHA }, files: [] }
    if (path.startsWith('/pulls/'))
      return {
        number: 7,
        html_url: 'https://github.example/acme/config/pull/7',
        state: 'open',
        merged: false,
        draft: false,
        title: 't',
        body: null,
        user: { login: 'bot' },
        labels: [],
        head: { sha: SHA, ref: 'gitops-release/a', repo: { full_name: 'acme/config' } },
        base: { sha: SHA, ref: 'main' }
      }
    return []
  }

  it.each<[string, FirstRead, (repo: ReturnType<typeof configRepo>) => Promise<unknown>]>([
    ['pullRequestForCommit', commitPullsRead(REF, SHA), (repo) => repo.pullRequestForCommit(SHA)],
    [
      'findOpenPullRequest',
      openPullsRead(REF, 'gitops-release/apps/a', undefined),
      (repo) => repo.findOpenPullRequest('gitops-release/apps/a', undefined)
    ],
    [
      'findOpenPullRequest into a base',
      openPullsRead(REF, 'gitops-release/a@prod', 'prod'),
      (repo) => repo.findOpenPullRequest('gitops-release/a@prod', 'prod')
    ],
    ['pullRequest', pullRead(REF, 7), (repo) => repo.pullRequest(7)],
    ['defaultBranch', repoRead(REF), (repo) => repo.defaultBranch()],
    ['branchHead', branchRead(REF, 'release/prod'), (repo) => repo.branchHead('release/prod')],
    [
      'readFile',
      fileRead(REF, '.github/gitops-release.yaml', SHA),
      (repo) => repo.readFile('.github/gitops-release.yaml', SHA)
    ],
    ['compare', compareRead(REF, SHA, 'c'.repeat(40)), (repo) => repo.compare(SHA, 'c'.repeat(40))]
  ])('%s asks for its first read, and GitHub sees it once', async (_, read, call) => {
    const { sent, send } = recordingFetch(answers)
    const head = startFirstReads([read], CONNECTION, {}, send)!
    const repo = configRepo(createGitHubClient({ token: 't0ken', baseUrl: BASE, fetch: head.fetch, retries: 0 }), REF)
    await call(repo)
    expect(sent.map((s) => s.url)).toEqual([readUrl(BASE, read).href])
  })
})
