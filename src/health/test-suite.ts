import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse, type Tags } from 'yaml'
import { argoResourceHealth, runHealthScript, type LuaHealthOutcome, type LuaRunOptions } from './lua-runtime.js'
import { messageOf } from '../errors.js'

/**
 * Runs health checks laid out like Argo CD's `resource_customizations/`: any directory holding a
 * `health.lua` must hold a `health_test.yaml` listing inputs (`testdata/*.yaml`, full manifests)
 * and the exact `{status, message}` each must produce. This is the format of Argo CD's own
 * `util/lua/health_test.go`; an omitted message means "".
 */

export interface ExpectedHealth {
  status: string
  message: string
}

export interface HealthTestCase {
  /** As written in health_test.yaml, relative to the check's directory. */
  inputPath: string
  expected: ExpectedHealth
}

export interface CaseResult {
  inputPath: string
  expected: ExpectedHealth
  /** What Argo CD would record; absent when the script failed in a way Argo CD reports as an error. */
  actual?: ExpectedHealth
  passed: boolean
  /** Why the case failed, in one line. */
  failure?: string
  /** When Argo CD replaced an invalid status with Unknown: what the script really returned. */
  note?: string
  /** Lines the script printed. */
  output: string[]
}

export interface CheckResult {
  /** The check's directory relative to the root, e.g. `platform.example.io/Microservice`. */
  name: string
  cases: CaseResult[]
  /** A problem with the check as a whole (no or unreadable health_test.yaml); it then fails. */
  problem?: string
}

export interface SuiteResult {
  checks: CheckResult[]
  passed: number
  failed: number
}

/** Compares exactly, as Argo CD's test does; returns the reason for a mismatch. */
export function compareHealth(expected: ExpectedHealth, actual: ExpectedHealth): string | undefined {
  if (expected.status === actual.status && expected.message === actual.message) return undefined
  return `expected ${describe(expected)}, got ${describe(actual)}`
}

function describe(health: ExpectedHealth): string {
  return `${health.status || '(no status)'} ${JSON.stringify(health.message)}`
}

/** Runs one case against an already parsed input. Pure apart from the Lua VM. */
export function runHealthCase(
  script: string,
  input: unknown,
  testCase: HealthTestCase,
  options: LuaRunOptions = {}
): CaseResult {
  const outcome = runHealthScript(script, input, options)
  const base = { inputPath: testCase.inputPath, expected: testCase.expected, output: outcome.output }
  const actual = healthAsArgoTestSeesIt(outcome)
  if (!actual) {
    const failed = outcome as Extract<LuaHealthOutcome, { ok: false }>
    const hint = failed.hint ? ` (${failed.hint})` : ''
    return { ...base, passed: false, failure: `${failed.kind} error: ${failed.message}${hint}` }
  }
  // An invalid status reaches Argo CD as Unknown; keep what the script really returned.
  const note = !outcome.ok && outcome.kind === 'invalid-status' ? { note: outcome.message } : {}
  const mismatch = compareHealth(testCase.expected, actual)
  if (!mismatch) return { ...base, ...note, actual, passed: true }
  return { ...base, ...note, actual, passed: false, failure: mismatch }
}

/** Argo CD's test fails on any script error except an invalid status, which it turns into Unknown. */
function healthAsArgoTestSeesIt(outcome: LuaHealthOutcome): ExpectedHealth | undefined {
  if (!outcome.ok && outcome.kind !== 'invalid-status') return undefined
  const { health } = argoResourceHealth(outcome)
  return { status: health.status ?? '', message: health.message ?? '' }
}

/** Parses a health_test.yaml; throws with a readable reason when it does not have the expected shape. */
export function parseHealthTestFile(text: string): HealthTestCase[] {
  const doc: unknown = parseYaml(text)
  const tests = isRecord(doc) ? doc['tests'] : undefined
  if (!Array.isArray(tests)) throw new Error('expected a top-level "tests:" list')
  return tests.map((entry: unknown, index) => {
    const where = `tests[${index}]`
    if (!isRecord(entry)) throw new Error(`${where} is not a mapping`)
    const inputPath = entry['inputPath']
    if (typeof inputPath !== 'string' || inputPath === '') throw new Error(`${where}.inputPath must be a file path`)
    const health = entry['healthStatus'] ?? {}
    if (!isRecord(health)) throw new Error(`${where}.healthStatus must be a mapping with status and message`)
    const status = health['status'] ?? ''
    const message = health['message'] ?? ''
    if (typeof status !== 'string' || typeof message !== 'string') {
      throw new Error(`${where}.healthStatus status and message must be strings`)
    }
    return { inputPath, expected: { status, message } }
  })
}

/**
 * YAML the way Argo CD reads it (sigs.k8s.io/yaml on go-yaml v2): YAML 1.1 scalars (`yes`/`on` are
 * booleans, `0755` is octal), but timestamps stay strings, as they do in Kubernetes objects.
 */
export function parseYaml(text: string): unknown {
  return parse(text, { version: '1.1', customTags: withoutTimestamps })
}

function withoutTimestamps(tags: Tags): Tags {
  return tags.filter((tag) => typeof tag !== 'object' || tag.tag !== 'tag:yaml.org,2002:timestamp')
}

/** Finds every directory under `root` with a `health.lua`, sorted by path; skips `.git` and `node_modules`. */
export async function findHealthCheckDirs(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true })
    if (entries.some((e) => e.isFile() && e.name === 'health.lua')) found.push(dir)
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules')
        await walk(path.join(dir, entry.name))
    }
  }
  await walk(root)
  return found.sort()
}

/** Loads and runs every check under `root`. */
export async function runHealthTestSuite(root: string, options: LuaRunOptions = {}): Promise<SuiteResult> {
  const checks: CheckResult[] = []
  for (const dir of await findHealthCheckDirs(root)) {
    checks.push(await runCheckDir(dir, path.relative(root, dir).split(path.sep).join('/') || '.', options))
  }
  const cases = checks.flatMap((c) => c.cases)
  const passed = cases.filter((c) => c.passed).length
  return { checks, passed, failed: cases.length - passed + checks.filter((c) => c.problem).length }
}

async function runCheckDir(dir: string, name: string, options: LuaRunOptions): Promise<CheckResult> {
  const script = await readFile(path.join(dir, 'health.lua'), 'utf8')
  let testCases: HealthTestCase[]
  try {
    testCases = parseHealthTestFile(await readFile(path.join(dir, 'health_test.yaml'), 'utf8'))
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    const reason = missing ? 'health.lua has no health_test.yaml beside it' : `health_test.yaml: ${messageOf(error)}`
    return { name, cases: [], problem: reason }
  }
  if (testCases.length === 0) return { name, cases: [], problem: 'health_test.yaml lists no tests' }
  const cases: CaseResult[] = []
  for (const testCase of testCases) {
    let input: unknown
    try {
      input = parseYaml(await readFile(path.resolve(dir, testCase.inputPath), 'utf8'))
    } catch (error) {
      const reason = `cannot read ${testCase.inputPath}: ${messageOf(error)}`
      cases.push({ ...testCase, passed: false, failure: reason, output: [] })
      continue
    }
    cases.push(runHealthCase(script, input, testCase, options))
  }
  return { name, cases }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
