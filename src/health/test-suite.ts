import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseFirstDocument } from './go-yaml.js'
import { readHarnessTests } from './harness-file.js'
import { argoResourceHealth, runHealthScript, type LuaHealthOutcome, type LuaRunOptions } from './lua-runtime.js'
import { groupKindKey, scriptDirFor, scriptIndex, type ScriptIndex } from './script-lookup.js'
import { messageOf } from '../errors.js'

/**
 * Runs health checks laid out like Argo CD's `resource_customizations/`: any directory holding a
 * `health.lua` must hold a `health_test.yaml` listing inputs (`testdata/*.yaml`, full manifests)
 * and the exact `{status, message}` each must produce. This is the format of Argo CD's own
 * `util/lua/health_test.go`, read as it reads it (harness-file.ts, go-yaml.ts); an omitted message
 * means "". As there, each input runs the script its own group/kind selects (script-lookup.ts),
 * which is usually, but not always, the one beside the test file. Where no script under the root
 * matches an input's group/kind (a check kept in a plain folder such as `my-check/`, not in a
 * `<group>/<Kind>` tree), the input runs the health.lua beside its health_test.yaml, and the
 * case says so: Argo CD's harness would run no script there, and no test of Argo CD's own
 * `resource_customizations` is such a case.
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
  /**
   * When Argo CD replaced an invalid status with Unknown: what the script really returned; when
   * no health.lua matches the input's group/kind: that the one beside the test file ran.
   */
  note?: string
  /** The directory whose health.lua ran, when it is not the test file's own (chosen by the input's group/kind). */
  script?: string
  /** True when no health.lua matches the input's group/kind and the one beside health_test.yaml ran. */
  besideTest?: boolean
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

/** Parses a health_test.yaml as Argo CD's harness does; throws with a readable reason where its test would fail. */
export function parseHealthTestFile(text: string): HealthTestCase[] {
  return readHarnessTests(text).map((test, index) => {
    if (test.inputPath === '') throw new Error(`tests[${index}].inputPath must be a file path`)
    return { inputPath: test.inputPath, expected: { status: test.status, message: test.message } }
  })
}

/** YAML the way Argo CD's harness reads it (sigs.k8s.io/yaml on go-yaml v2; see go-yaml.ts). */
export function parseYaml(text: string): unknown {
  return parseFirstDocument(text)
}

/**
 * A test input as the harness reads it into a map: a mapping or nothing; a NaN or infinite number
 * fails there too (encoding/json cannot write one on the way from YAML to JSON).
 */
export function parseTestObject(text: string): Record<string, unknown> {
  const value = parseYaml(text)
  if (value === null || value === undefined) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('the document is not a mapping')
  const bad = nonFiniteNumber(value)
  if (bad) throw new Error(`${bad} is not a number JSON can hold`)
  return value as Record<string, unknown>
}

function nonFiniteNumber(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : String(value)
  if (typeof value !== 'object' || value === null) return undefined
  for (const item of Object.values(value)) {
    const bad = nonFiniteNumber(item)
    if (bad) return bad
  }
  return undefined
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
  const dirs = await findHealthCheckDirs(root)
  const names = dirs.map((dir) => path.relative(root, dir).split(path.sep).join('/') || '.')
  const scripts = new ScriptFiles(root, scriptIndex(names))
  const checks: CheckResult[] = []
  for (const name of names) checks.push(await runCheckDir(root, name, scripts, options))
  const cases = checks.flatMap((c) => c.cases)
  const passed = cases.filter((c) => c.passed).length
  return { checks, passed, failed: cases.length - passed + checks.filter((c) => c.problem).length }
}

/** Each health.lua read once, looked up by an input's group/kind. */
class ScriptFiles {
  private readonly texts = new Map<string, Promise<string>>()
  constructor(
    private readonly root: string,
    readonly index: ScriptIndex
  ) {}

  /** The script the object's group/kind selects, or undefined when none under the root does. */
  forObject(obj: unknown): Script | undefined {
    const dir = scriptDirFor(this.index, groupKindKey(obj))
    return dir === undefined ? undefined : { dir, text: this.read(dir), matched: true }
  }

  /** The check's own script, for an input no script matches by group/kind. */
  beside(dir: string): Script {
    return { dir, text: this.read(dir), matched: false }
  }

  private read(dir: string): Promise<string> {
    let text = this.texts.get(dir)
    if (!text) {
      text = readFile(path.join(this.root, dir, 'health.lua'), 'utf8')
      this.texts.set(dir, text)
    }
    return text
  }
}

interface Script {
  readonly dir: string
  readonly text: Promise<string>
  /** False for the test file's own script, run because none matches the input's group/kind. */
  readonly matched: boolean
}

async function runCheckDir(
  root: string,
  name: string,
  scripts: ScriptFiles,
  options: LuaRunOptions
): Promise<CheckResult> {
  const dir = path.join(root, name)
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
    let input: Record<string, unknown>
    try {
      input = parseTestObject(await readFile(path.resolve(dir, testCase.inputPath), 'utf8'))
    } catch (error) {
      const reason = `cannot read ${testCase.inputPath}: ${messageOf(error)}`
      cases.push({ ...testCase, passed: false, failure: reason, output: [] })
      continue
    }
    const script = scripts.forObject(input) ?? scripts.beside(name)
    const result = runHealthCase(await script.text, input, testCase, options)
    if (script.dir !== name) cases.push({ ...result, script: script.dir })
    else if (!script.matched)
      cases.push({ ...result, besideTest: true, note: besideNote(groupKindKey(input), result.note) })
    else cases.push(result)
  }
  return { name, cases }
}

/** What a case run by the script beside its test file says about it (after any note of its own). */
function besideNote(key: string, own: string | undefined): string {
  const what =
    `no health.lua under the folder matches the input's group/kind ${JSON.stringify(key)}, so the health.lua beside health_test.yaml ran ` +
    `(Argo CD picks a script by group/kind: install this one under the key resource.customizations.health.${configMapKey(key)})`
  return own === undefined ? what : `${own}; ${what}`
}

/** `example.com/Widget` → `example.com_Widget`, `Pod` → `Pod`: the argocd-cm key suffix. */
function configMapKey(key: string): string {
  return key === '' ? '<group>_<Kind>' : key.replace('/', '_')
}
