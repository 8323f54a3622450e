import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { MANIFEST, microservice } from '../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../standins/github/index.js'

// What each command has loaded when its first request reaches GitHub: the start-up the bench
// measures. The stand-in holds that request while the module trace is read, so the list is
// exactly what ran before it. The rule, its YAML parser and the App auth load later, when needed.

const ROOT = resolve(import.meta.dirname, '../..')
const TRACE = `--import=${join(ROOT, 'standins/module-trace.mjs')}`
/** esbuild keeps a `// <path>/node_modules/<package>/...` line above each bundled module. */
const bundled = (name: string): RegExp => new RegExp(`^// \\S*node_modules/${name}/`, 'm')
const LATER = ['yaml', 'semver', 'picomatch', '@octokit/auth-app'] as const

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

/** Runs the action and returns the dist/ sources it had loaded when GitHub saw its first request. */
async function loadedBeforeFirstRequest(
  name: string,
  inputs: Record<string, string>,
  event?: { name: string; payload: unknown }
): Promise<string> {
  const trace = join(dir, `${name}.txt`)
  let atFirst: Promise<string> | undefined
  github.beforeRequest = async () => {
    atFirst ??= readFile(trace, 'utf8')
    await atFirst
  }
  try {
    await runBundledAction(
      { token: WRITE_TOKEN, 'config-repo': REPO, 'github-api-url': github.url, 'show-summary': 'false', ...inputs },
      { env: { GITHUB_REPOSITORY: REPO, MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE }, ...(event ? { event } : {}) }
    )
  } finally {
    github.beforeRequest = undefined
  }
  expect(atFirst, 'the action sent no request').toBeDefined()
  const urls = (await atFirst!).split('\n').filter((u) => u.includes('/dist/'))
  return (await Promise.all(urls.map((u) => readFile(new URL(u), 'utf8')))).join('\n')
}

/** A command's chunk in dist/ and every chunk it imports statically: what must load before it runs. */
async function staticallyImported(command: string): Promise<string> {
  const index = await readFile(join(ROOT, 'dist/index.js'), 'utf8')
  const entry = new RegExp(`\\b${command}: \\(\\) => import\\("\\./chunks/([^"]+)"\\)`).exec(index)?.[1]
  expect(entry, `dist/index.js imports no chunk for ${command}`).toBeDefined()
  const seen = new Map<string, string>()
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    const text = await readFile(join(ROOT, 'dist/chunks', file), 'utf8')
    seen.set(file, text)
    for (const [, next] of text.matchAll(/^(?:import|\} from|import \{[^}]*\} from)\s*"\.\/([^"]+\.js)"/gm))
      await visit(next!)
  }
  await visit(entry!)
  return [...seen.values()].join('\n')
}

describe('dist/index.js, loaded before the first request', () => {
  it('gate: the client, not the rule, yaml, semver, picomatch or App auth', async () => {
    // The gate starts its first reads and then loads the rule, so the two overlap; what it
    // cannot start without is the command's chunk and what that chunk imports statically.
    const sources = await staticallyImported('gate')
    expect(sources).toMatch(bundled('@octokit/core'))
    for (const name of LATER) expect(sources, name).not.toMatch(bundled(name))
  })

  it('wait: the client, not the manifest reader, yaml, semver, picomatch or App auth', async () => {
    const sources = await loadedBeforeFirstRequest('wait', {
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
    expect(sources).toMatch(bundled('@octokit/core'))
    for (const name of LATER) expect(sources, name).not.toMatch(bundled(name))
  }, 60_000)

  it('open: the client, not the manifest editor, yaml or App auth', async () => {
    // open still checks the `version` input with semver while it reads its settings.
    const sources = await staticallyImported('open')
    expect(sources).toMatch(bundled('@octokit/core'))
    for (const name of ['yaml', '@octokit/auth-app']) expect(sources, name).not.toMatch(bundled(name))
  })
})
