import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { APP, CONFIG_REPO, ReleaseFixture } from '../integration/wait/setup.js'

// What the shipped action loads, read back through the module trace hook: Node's own fetch
// carries GitHub and Argo CD requests alike, and the undici package is loaded only for a
// connection that needs its dispatcher (a CA, `insecure`, a proxy). The job summary is off here:
// writing it loads @actions/core (src/action/runner.ts), and with it undici, once the run is over.

const ROOT = resolve(import.meta.dirname, '../..')
const TRACE = `--import=${join(ROOT, 'standins/module-trace.mjs')}`
/** esbuild keeps a `// <path>/node_modules/<package>/...` line above each bundled module. */
const UNDICI = /^\/\/ \S*node_modules\/undici\//m
const HTTP_CLIENT = /^\/\/ \S*node_modules\/@actions\/http-client\//m
const AUTH_APP = /^\/\/ \S*node_modules\/@octokit\/auth-app\//m

let dir: string
let world: ReleaseFixture | undefined
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gitops-release-modules-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))
afterEach(async () => {
  await world?.close()
  world = undefined
})

async function traced(
  name: string,
  inputs: Record<string, string>
): Promise<{ run: Awaited<ReturnType<typeof runBundledAction>>; sources: string }> {
  const trace = join(dir, `${name}.txt`)
  const run = await runBundledAction(inputs, {
    env: { GITHUB_REPOSITORY: CONFIG_REPO, MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE }
  })
  const urls = (await readFile(trace, 'utf8')).split('\n').filter((u) => u.includes('/dist/'))
  expect(urls.some((u) => u.endsWith('/dist/index.js'))).toBe(true)
  const sources = (await Promise.all(urls.map((u) => readFile(new URL(u), 'utf8')))).join('\n')
  return { run, sources }
}

describe('dist/index.js command=wait, module by module', () => {
  it('follows a release to Healthy, watch streams included, without loading undici or App auth', async () => {
    world = await ReleaseFixture.start()
    const sha = await world.push()
    const { run, sources } = await traced('wait-plain', world.inputs({ revision: sha, 'show-summary': 'false' }))
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(world.argocd.requests.some((r) => r.path.startsWith('/api/v1/stream/'))).toBe(true)
    expect(sources).not.toMatch(UNDICI)
    expect(sources).not.toMatch(HTTP_CLIENT)
    // A token run: auth-app is loaded by the first request of a run with App credentials only.
    expect(sources).not.toMatch(AUTH_APP)
  }, 90_000)

  it('loads undici for a connection that needs its dispatcher (insecure)', async () => {
    world = await ReleaseFixture.start()
    const sha = await world.push()
    const { run, sources } = await traced(
      'wait-insecure',
      world.inputs({ revision: sha, insecure: 'true', 'show-summary': 'false' })
    )
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs['health']).toBe('Healthy')
    expect(sources).toMatch(UNDICI)
    expect(world.argocd.requests.some((r) => r.path === `/api/v1/applications/${APP}`)).toBe(true)
  }, 90_000)
})
