import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli-main.js'
import { captureIO } from '../../helpers/cli-io.js'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))
const roots: string[] = []
afterAll(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
})

async function cli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const io = captureIO(options.env ?? {}, options.cwd ?? REPO)
  const code = await main(['health-test', ...args], io)
  return { code, stdout: io.out, stderr: io.err }
}

/** A config repo with one check whose second test expects the wrong message. */
async function repoWithFailingTest(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'health-cli-'))
  roots.push(root)
  const dir = path.join(root, 'health/example.com/Widget')
  await mkdir(path.join(dir, 'testdata'), { recursive: true })
  await writeFile(
    path.join(dir, 'health.lua'),
    'print("phase", obj.status.phase)\nreturn { status = "Progressing", message = "phase " .. obj.status.phase }\n'
  )
  await writeFile(path.join(dir, 'testdata/a.yaml'), 'apiVersion: example.com/v1\nkind: Widget\nstatus:\n  phase: A\n')
  await writeFile(path.join(dir, 'testdata/b.yaml'), 'apiVersion: example.com/v1\nkind: Widget\nstatus:\n  phase: B\n')
  await writeFile(path.join(dir, 'testdata/none.yaml'), 'apiVersion: example.com/v1\nkind: Widget\n')
  await writeFile(
    path.join(dir, 'health_test.yaml'),
    [
      'tests:',
      '- {inputPath: testdata/a.yaml, healthStatus: {status: Progressing, message: phase A}}',
      '- {inputPath: testdata/b.yaml, healthStatus: {status: Healthy, message: phase B}}',
      '- {inputPath: testdata/none.yaml, healthStatus: {status: Progressing}}',
      ''
    ].join('\n')
  )
  return root
}

describe('gitops-release health-test', () => {
  it('passes the checks shipped in health/ (exit 0)', async () => {
    const { code, stdout } = await cli(['health'])
    expect(code).toBe(0)
    expect(stdout).toContain('PASS platform.example.io/Microservice (14 tests)')
    expect(stdout).toContain('PASS decisionmodel.io/DecisionModel (18 tests)')
    expect(stdout).toContain('PASS flux/kstatus-default/flux_health_test.yaml (5 tests)')
    expect(stdout).toMatch(/69 passed, 0 failed\n$/)
  })

  it('prints expected and got for a failing case, and the script error for a broken one (exit 1)', async () => {
    const root = await repoWithFailingTest()
    const { code, stdout } = await cli(['health'], { cwd: root })
    expect(code).toBe(1)
    expect(stdout).toContain('FAIL example.com/Widget: 2 of 3 tests failed')
    expect(stdout).toContain(
      [
        '  ✗ testdata/b.yaml',
        '      expected: Healthy "phase B"',
        '      got:      Progressing "phase B"',
        '      printed:  phase\tB'
      ].join('\n')
    )
    expect(stdout).toContain(
      '  ✗ testdata/none.yaml\n      expected: Progressing ""\n      error:    runtime error: <string>:1: attempt to index a nil value'
    )
    expect(stdout).toMatch(/1 passed, 2 failed\n$/)
  })

  it('reports JSON with --json', async () => {
    const root = await repoWithFailingTest()
    const { code, stdout } = await cli(['--json', 'health'], { cwd: root })
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as {
      ok: boolean
      passed: number
      failed: number
      checks: { name: string; cases: unknown[] }[]
    }
    expect(report).toMatchObject({ ok: false, passed: 1, failed: 2, checks: [{ name: 'example.com/Widget' }] })
    expect(report.checks[0]?.cases[1]).toMatchObject({
      inputPath: 'testdata/b.yaml',
      expected: { status: 'Healthy', message: 'phase B' },
      actual: { status: 'Progressing', message: 'phase B' },
      passed: false,
      output: ['phase\tB']
    })
  })

  it('annotates failing inputs when running in GitHub Actions', async () => {
    const root = await repoWithFailingTest()
    const { stdout } = await cli(['health'], { cwd: root, env: { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: root } })
    expect(stdout).toContain(
      '::error file=health/example.com/Widget/testdata/b.yaml,title=health-test::expected Healthy "phase B", got Progressing "phase B"'
    )
  })

  it('exits 2 when no health.lua is found', async () => {
    const { code, stderr } = await cli(['src'])
    expect(code).toBe(2)
    expect(stderr).toContain('no health.lua found under src')
  })

  it.each([
    [[], 'health-test needs exactly one DIR argument (got none)'],
    [['health', 'src'], 'health-test needs exactly one DIR argument (got "health", "src")'],
    [['does-not-exist'], 'DIR "does-not-exist" is not a directory'],
    [['health', '--verbose'], "Unknown option '--verbose'"]
  ])('exits 2 with a reason for %j', async (args, reason) => {
    const { code, stderr } = await cli(args)
    expect(code).toBe(2)
    expect(stderr).toContain(reason)
  })

  it('accepts a directory after -- and shows help', async () => {
    expect((await cli(['--', 'health'])).code).toBe(0)
    const help = await cli(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: gitops-release health-test DIR')
  })

  it('is listed in the command overview', async () => {
    const io = captureIO({}, REPO)
    await main(['--help'], io)
    expect(io.out).toMatch(/health-test +run Argo CD Lua health checks/)
  })
})
