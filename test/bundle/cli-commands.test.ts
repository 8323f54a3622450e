import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledCli } from '../../standins/action-process.js'
import { DIGEST_B, microservice } from '../../standins/fixtures.js'
import { APP, CONFIG_REPO, IMAGE, MANIFEST, RUNNING, startWorld, type SeededStandIns } from '../../standins/world.js'

const ROOT = resolve(import.meta.dirname, '../..')
const TRACE = ['--import', join(ROOT, 'standins/module-trace.mjs')].join('=')

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gitops-release-cli-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A local config repo with a release commit on top of main, made with the git CLI. */
async function localRepo(newManifest: string): Promise<string> {
  const repo = await mkdtemp(join(dir, 'repo-'))
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@e',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@e'
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env })
  git('init', '-q', '-b', 'main')
  await writeFile(join(repo, 'ms.yaml'), microservice(RUNNING))
  git('add', '.')
  git('commit', '-qm', 'base')
  git('checkout', '-qb', 'release')
  await writeFile(join(repo, 'ms.yaml'), newManifest)
  git('commit', '-qam', 'release')
  return repo
}

/** Module URLs from dist/ that a CLI run loaded, read back through the trace hook. */
async function loadedSources(trace: string): Promise<string> {
  const urls = (await readFile(trace, 'utf8')).split('\n').filter((u) => u.includes('/dist/'))
  return (await Promise.all(urls.map((u) => readFile(new URL(u), 'utf8')))).join('\n')
}

describe('dist/cli.js gate, as a user runs it', () => {
  it('accepts a digest bump (exit 0) and prints the verdict as JSON', async () => {
    const repo = await localRepo(microservice(`${IMAGE}:1.4.2@${DIGEST_B}`))
    const run = await runBundledCli(['gate', '--repo', repo, '--base', 'main', '--head', 'release', '--json'])
    expect(run.exitCode, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ verdict: 'accept' })
  })

  it('rejects anything else (exit 1) with the reason and line', async () => {
    const repo = await localRepo(microservice(RUNNING).replace('port: 8080', 'port: 8081'))
    const run = await runBundledCli(['gate', '--repo', repo, '--base', 'main', '--head', 'release', '--json'])
    expect(run.exitCode).toBe(1)
    const verdict = JSON.parse(run.stdout) as { verdict: string; reasons: { code: string; line?: number }[] }
    expect(verdict.verdict).toBe('reject')
    expect(verdict.reasons.map((r) => r.code)).toContain('outside-image')
  })
})

describe('dist/cli.js health-test, as a config repo CI runs it', () => {
  it('passes our shipped checks', async () => {
    const run = await runBundledCli(['health-test', join(ROOT, 'health')])
    expect(run.exitCode, run.stdout + run.stderr).toBe(0)
  })

  it('runs the Flux suites beside them, with the CEL library loaded by health-test alone', async () => {
    const trace = join(dir, 'health-test-modules.txt')
    const run = await runBundledCli(['health-test', join(ROOT, 'health'), '--json'], {
      env: { MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE }
    })
    expect(run.exitCode, run.stderr).toBe(0)
    const result = JSON.parse(run.stdout) as { ok: boolean; flux: { name: string; cases: { passed: boolean }[] }[] }
    expect(result.ok).toBe(true)
    expect(result.flux.map((s) => s.name)).toContain('flux/decisionmodel.io/DecisionModel/flux_health_test.yaml')
    const cases = result.flux.flatMap((s) => s.cases)
    expect(cases.length).toBeGreaterThan(0)
    expect(cases.every((c) => c.passed)).toBe(true)
    expect(await loadedSources(trace)).toMatch(/node_modules\/@marcbachmann\/cel-js/)
  })

  it('runs a check kept in a plain folder with its own health.lua, and says so', async () => {
    // A user's own check, not in a <group>/<Kind> tree: no script matches its inputs' group/kind.
    const checks = await mkdtemp(join(dir, 'checks-'))
    await mkdir(join(checks, 'my-check/testdata'), { recursive: true })
    await writeFile(
      join(checks, 'my-check/health.lua'),
      'if obj.status ~= nil and obj.status.ready then\n  return { status = "Healthy", message = "ready" }\nend\nreturn { status = "Progressing", message = "waiting" }\n'
    )
    await writeFile(
      join(checks, 'my-check/testdata/ready.yaml'),
      'apiVersion: example.com/v1\nkind: Widget\nstatus:\n  ready: true\n'
    )
    await writeFile(join(checks, 'my-check/testdata/new.yaml'), 'apiVersion: example.com/v1\nkind: Widget\n')
    await writeFile(
      join(checks, 'my-check/health_test.yaml'),
      'tests:\n- {inputPath: testdata/ready.yaml, healthStatus: {status: Healthy, message: ready}}\n- {inputPath: testdata/new.yaml, healthStatus: {status: Progressing, message: waiting}}\n'
    )
    const run = await runBundledCli(['health-test', '.'], { cwd: checks })
    expect(run.exitCode, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toContain('PASS my-check (2 tests)')
    expect(run.stdout).toContain(
      "  note: every test ran my-check/health.lua, the script beside health_test.yaml: no health.lua under . matches the input's group/kind"
    )
    expect(run.stdout).toMatch(/2 passed, 0 failed\n$/)
  })
})

describe('dist/cli.js wait, against the Argo CD stand-in', () => {
  let world: SeededStandIns
  beforeAll(async () => {
    world = await startWorld()
  })
  afterAll(() => world.close())

  it('follows a release to Healthy (exit 0) without loading any GitHub client', async () => {
    const image = `${IMAGE}:1.5.0@${DIGEST_B}`
    const revision = await world.github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: microservice(image) })
    const trace = join(dir, 'wait-modules.txt')
    const run = await runBundledCli(
      [
        'wait',
        '--argocd-server',
        world.argocd.url,
        '--app',
        APP,
        '--resource',
        'platform.example.io:Microservice:todo/todo-api',
        '--image',
        image,
        '--revision',
        revision,
        '--timeout',
        '60',
        '--json'
      ],
      { env: { ARGOCD_AUTH_TOKEN: world.argocd.token, MODULE_TRACE_FILE: trace, NODE_OPTIONS: TRACE } }
    )
    expect(run.exitCode, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ health: 'Healthy' })
    expect(await loadedSources(trace)).not.toMatch(
      /node_modules\/@octokit\/|node_modules\/@actions\/(core|github)\/|node_modules\/@sigstore\//
    )
  }, 90_000)

  it('exits 2 naming the problem on a bad token', async () => {
    const run = await runBundledCli(
      [
        'wait',
        '--argocd-server',
        world.argocd.url,
        '--app',
        APP,
        '--resource',
        'platform.example.io:Microservice:todo/todo-api',
        '--image',
        RUNNING,
        '--timeout',
        '10'
      ],
      { env: { ARGOCD_AUTH_TOKEN: 'not-a-token' } }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/token invalid or expired/i)
    expect(run.stderr).not.toContain('not-a-token')
  })
})
