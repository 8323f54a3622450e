import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { MANIFEST, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn, type LoggedRequest } from '../../standins/github/index.js'

// A command's first reads leave from dist/index.js alone (the head start,
// src/github/head-start.ts): the client and the command's code load while they are on the way,
// and take their answers, so GitHub sees each of them once. Octokit's user agent names
// octokit-core.js; a head-start read's does not. The stand-in holds the first request while the
// module trace is read: what the command's modules had started to load by then is a race, but
// dist/index.js must be there and Octokit must not have been needed to send it.

const ROOT = resolve(import.meta.dirname, '../..')
const TRACE = `--import=${join(ROOT, 'standins/module-trace.mjs')}`
/** esbuild keeps a `// <path>/node_modules/<package>/...` line above each bundled module. */
const OCTOKIT = /^\/\/ \S*node_modules\/@octokit\/core\//m

let dir: string
let github: GitHubStandIn
const REPO = 'acme/first-request'
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gitops-release-first-request-'))
  github = await startGitHubStandIn()
  await github.createRepo(REPO, { files: { [MANIFEST]: microservice() } })
})
afterAll(async () => {
  await github.close()
  await rm(dir, { recursive: true, force: true })
})

interface FirstRequest {
  /** dist/ files loaded when GitHub saw the first request, relative to dist/. */
  readonly loaded: string[]
  readonly sources: string
  readonly first: string
  /** The first request's user agent. */
  readonly firstAgent: string
  /** Every request of the run. */
  readonly requests: LoggedRequest[]
  readonly exitCode: number | null
}

async function firstRequest(
  name: string,
  inputs: Record<string, string>,
  options: { event?: { name: string; payload: unknown }; env?: Record<string, string> } = {}
): Promise<FirstRequest> {
  const trace = join(dir, `${name}.txt`)
  let atFirst: Promise<string> | undefined
  let first = ''
  let firstAgent = ''
  github.requests.length = 0
  github.beforeRequest = async (req) => {
    if (atFirst === undefined) [first, firstAgent] = [`${req.method} ${req.path}`, req.userAgent]
    atFirst ??= readFile(trace, 'utf8')
    await atFirst
  }
  let exitCode: number | null
  try {
    const run = await runBundledAction(
      { token: WRITE_TOKEN, 'config-repo': REPO, 'github-api-url': github.url, 'show-summary': 'false', ...inputs },
      {
        env: { GITHUB_REPOSITORY: REPO, MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE, ...options.env },
        ...(options.event ? { event: options.event } : {})
      }
    )
    exitCode = run.exitCode
  } finally {
    github.beforeRequest = undefined
  }
  expect(atFirst, 'the action sent no request').toBeDefined()
  const urls = (await atFirst!).split('\n').filter((u) => u.includes('/dist/'))
  const sources = (await Promise.all(urls.map((u) => readFile(new URL(u), 'utf8')))).join('\n')
  const loaded = urls.map((u) => relative(join(ROOT, 'dist'), fileURLToPath(u)))
  return { loaded, sources, first, firstAgent, requests: [...github.requests], exitCode }
}

/** Each GET of the run, counted: a head-start read nobody took would show as a second ask. */
function asked(requests: readonly LoggedRequest[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const r of requests.filter((r) => r.method === 'GET')) {
    const key = `${r.path}?${new URLSearchParams(r.query).toString()}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** Sent by the head start from dist/index.js, not by the client. */
function expectHeadStart(run: FirstRequest): void {
  expect(run.loaded[0]).toBe('index.js')
  expect(run.firstAgent).toMatch(/^gitops-release\/\S+$/)
  expect(run.requests.filter((r) => r.userAgent.includes('octokit-core.js/')).length).toBeGreaterThan(0)
}

const pullRequestEvent = (headRef: string) => ({
  name: 'pull_request_target',
  payload: {
    pull_request: {
      number: 7,
      head: { sha: 'a'.repeat(40), ref: headRef },
      base: { sha: 'b'.repeat(40), ref: 'main' }
    }
  }
})

describe('dist/index.js, before the first request', () => {
  it('gate: the policy file and the comparison leave before the client loads, and are asked once', async () => {
    // Commits the stand-in does not have: the gate rejects as unreadable after its reads.
    const run = await firstRequest('gate', { command: 'gate' }, { event: pullRequestEvent('gitops-release/x') })
    expectHeadStart(run)
    const counts = asked(run.requests)
    expect(counts.get(`/repos/${REPO}/contents/.github%2Fgitops-release.yaml?ref=${'b'.repeat(40)}`)).toBe(1)
    expect(counts.get(`/repos/${REPO}/compare/${'b'.repeat(40)}...${'a'.repeat(40)}?per_page=1&page=1`)).toBe(1)
    expect(
      [...counts.values()].every((n) => n === 1),
      JSON.stringify([...counts])
    ).toBe(true)
  }, 60_000)

  it('gate, a PR out of scope: no read is sure, so the first request waits for the client', async () => {
    const run = await firstRequest('gate-out', { command: 'gate' }, { event: pullRequestEvent('feature/x') })
    expect(run.first).toBe(`POST /repos/${REPO}/check-runs`)
    expect(run.firstAgent).toContain('octokit-core.js/')
    expect(run.sources).toMatch(OCTOKIT)
    expect(run.requests.filter((r) => r.method === 'GET')).toEqual([])
  }, 60_000)

  it('wait: the revision’s PR leaves before the client loads', async () => {
    const run = await firstRequest('wait', {
      command: 'wait',
      'argocd-server': github.url,
      'argocd-token': 'not-a-token',
      'argocd-app': 'todo',
      manifest: MANIFEST,
      kind: 'Microservice',
      'api-group': 'platform.example.io',
      revision: 'd'.repeat(40),
      timeout: '3s'
    })
    expectHeadStart(run)
    expect(run.first).toBe(`GET /repos/${REPO}/commits/${'d'.repeat(40)}/pulls`)
    expect(asked(run.requests).get(`/repos/${REPO}/commits/${'d'.repeat(40)}/pulls?per_page=10`)).toBe(1)
  }, 60_000)

  it('open: the release branch’s PR leaves before the client loads; the run still makes 9 requests', async () => {
    const run = await firstRequest('open', {
      command: 'open',
      manifest: MANIFEST,
      image: `ghcr.io/acme/todo-api@sha256:${'e'.repeat(64)}`
    })
    expect(run.exitCode).toBe(0)
    expectHeadStart(run)
    expect(run.first).toBe(`GET /repos/${REPO}/pulls`)
    expect(run.requests).toHaveLength(9)
    expect([...asked(run.requests).values()].every((n) => n === 1)).toBe(true)
  }, 60_000)
})
