import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  compareHealth,
  parseHealthTestFile,
  parseYaml,
  runHealthCase,
  runHealthTestSuite
} from '../../../src/health/test-suite.js'

const roots: string[] = []
afterAll(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
})

/** Writes a tree of files (path → content) into a new temp dir. */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'health-suite-'))
  roots.push(root)
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), content)
  }
  return root
}

const READY_SCRIPT = `local hs = {}
if obj.status ~= nil and obj.status.ready then
  hs.status = "Healthy"
  hs.message = "ready"
  return hs
end
hs.status = "Progressing"
return hs
`
const TESTS = `tests:
- healthStatus:
    status: Healthy
    message: ready
  inputPath: testdata/ready.yaml
- healthStatus:
    status: Progressing
  inputPath: testdata/new.yaml
`
const INPUTS = {
  'example.com/Widget/testdata/ready.yaml': 'apiVersion: example.com/v1\nkind: Widget\nstatus:\n  ready: yes\n',
  'example.com/Widget/testdata/new.yaml': 'apiVersion: example.com/v1\nkind: Widget\n'
}

describe('runHealthTestSuite', () => {
  it('finds checks recursively and passes matching cases (an omitted message means "")', async () => {
    const root = await tree({
      'example.com/Widget/health.lua': READY_SCRIPT,
      'example.com/Widget/health_test.yaml': TESTS,
      ...INPUTS
    })
    const result = await runHealthTestSuite(root)
    expect(result).toMatchObject({ passed: 2, failed: 0, checks: [{ name: 'example.com/Widget' }] })
  })

  it('fails a wrong expectation and says what was expected and what came back', async () => {
    const wrong = TESTS.replace('message: ready', 'message: Ready')
    const root = await tree({
      'example.com/Widget/health.lua': READY_SCRIPT,
      'example.com/Widget/health_test.yaml': wrong,
      ...INPUTS
    })
    const result = await runHealthTestSuite(root)
    expect(result.failed).toBe(1)
    expect(result.checks[0]?.cases[0]).toMatchObject({
      passed: false,
      actual: { status: 'Healthy', message: 'ready' },
      failure: 'expected Healthy "Ready", got Healthy "ready"'
    })
  })

  it('fails every case of a broken script with the Lua error and its line', async () => {
    const broken = READY_SCRIPT.replace('if obj.status', 'if string.len(obj.kind) > 0 and obj.status')
    const root = await tree({
      'example.com/Widget/health.lua': broken,
      'example.com/Widget/health_test.yaml': TESTS,
      ...INPUTS
    })
    const result = await runHealthTestSuite(root)
    expect(result.failed).toBe(2)
    const failure = result.checks[0]?.cases[0]?.failure ?? ''
    expect(failure).toContain("runtime error: <string>:2: attempt to index a nil value (global 'string')")
    expect(failure).toContain("no global 'string'")
  })

  it('passes a broken script that needs a library when openLibs is set', async () => {
    const needsString = READY_SCRIPT.replace('if obj.status', 'if string.len(obj.kind) > 0 and obj.status')
    const root = await tree({
      'example.com/Widget/health.lua': needsString,
      'example.com/Widget/health_test.yaml': TESTS,
      ...INPUTS
    })
    expect((await runHealthTestSuite(root, { openLibs: true })).failed).toBe(0)
  })

  it('reports a health.lua without health_test.yaml, a malformed one and a missing input', async () => {
    const root = await tree({
      'a.io/NoTests/health.lua': READY_SCRIPT,
      'b.io/BadTests/health.lua': READY_SCRIPT,
      'b.io/BadTests/health_test.yaml': 'tests: {}\n',
      'c.io/MissingInput/health.lua': READY_SCRIPT,
      'c.io/MissingInput/health_test.yaml':
        'tests:\n- inputPath: testdata/gone.yaml\n  healthStatus: {status: Healthy}\n'
    })
    const result = await runHealthTestSuite(root)
    expect(result.checks.map((c) => [c.name, c.problem])).toEqual([
      ['a.io/NoTests', 'health.lua has no health_test.yaml beside it'],
      ['b.io/BadTests', 'health_test.yaml: tests must be a list, not a mapping'],
      ['c.io/MissingInput', undefined]
    ])
    expect(result.checks[2]?.cases[0]?.failure).toMatch(/^cannot read testdata\/gone.yaml: ENOENT/)
    expect(result.failed).toBe(3)
  })

  it('finds nothing in a tree without health.lua', async () => {
    const root = await tree({ 'README.md': '# nothing here\n' })
    expect(await runHealthTestSuite(root)).toEqual({ checks: [], passed: 0, failed: 0 })
  })
})

describe('runHealthCase', () => {
  it('sees an invalid status as Argo CD does (Unknown) and notes what the script returned', () => {
    const result = runHealthCase(
      'return { status = "Ready" }',
      {},
      {
        inputPath: 'x.yaml',
        expected: { status: 'Healthy', message: '' }
      }
    )
    expect(result).toMatchObject({
      passed: false,
      actual: { status: 'Unknown', message: 'Lua returned an invalid health status' },
      failure: 'expected Healthy "", got Unknown "Lua returned an invalid health status"'
    })
    expect(result.note).toContain('"Ready"')
  })

  it('fails on a timeout', () => {
    const result = runHealthCase(
      'while true do end',
      {},
      { inputPath: 'x.yaml', expected: { status: 'Healthy', message: '' } },
      { timeoutMs: 20 }
    )
    expect(result.failure).toMatch(/^timeout error: <string>:1: health script ran longer than 20 ms/)
  })
})

describe('parseHealthTestFile', () => {
  it('reads Argo CD’s format', () => {
    expect(parseHealthTestFile(TESTS)).toEqual([
      { inputPath: 'testdata/ready.yaml', expected: { status: 'Healthy', message: 'ready' } },
      { inputPath: 'testdata/new.yaml', expected: { status: 'Progressing', message: '' } }
    ])
  })

  it.each([
    ['tests: 3', 'tests must be a list, not a number'],
    ['tests:\n- 3', 'tests[0] must be a mapping, not a number'],
    ['tests:\n- healthStatus: {status: Healthy}', 'tests[0].inputPath must be a file path'],
    ['tests:\n- inputPath: a.yaml\n  healthStatus: Healthy', 'tests[0].healthStatus must be a mapping, not a string'],
    ['tests:\n- inputPath: [a.yaml]', 'tests[0].inputPath must be a string, not a list'],
    [
      'tests:\n- inputPath: a.yaml\n  healthStatus: {status: Healthy, message: {a: 1}}',
      'tests[0].healthStatus.message must be a string, not a mapping'
    ],
    ['tests: [\n', 'Flow sequence']
  ])('rejects %j', (text, reason) => {
    expect(() => parseHealthTestFile(text)).toThrow(reason)
  })
})

describe('parseYaml', () => {
  it('reads YAML 1.1 scalars like Argo CD but keeps timestamps as strings', () => {
    expect(parseYaml('a: yes\nb: 0755\nc: 2026-11-30T10:00:00Z\n')).toEqual({
      a: true,
      b: 493,
      c: '2026-11-30T10:00:00Z'
    })
  })
})

describe('compareHealth', () => {
  it('compares status and message exactly', () => {
    expect(compareHealth({ status: 'Healthy', message: 'x' }, { status: 'Healthy', message: 'x' })).toBeUndefined()
    expect(compareHealth({ status: 'Healthy', message: 'x' }, { status: 'Healthy', message: 'x ' })).toBe(
      'expected Healthy "x", got Healthy "x "'
    )
    expect(compareHealth({ status: 'Healthy', message: '' }, { status: '', message: '' })).toBe(
      'expected Healthy "", got (no status) ""'
    )
  })
})
