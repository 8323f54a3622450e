import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { messageOf } from '../errors.js'
import { parseFirstDocument } from '../health/go-yaml.js'
import { healthReader, HealthChecksRefused, type FluxHealth, type FluxHealthReader } from './evaluate.js'
import { readHealthChecks } from './health-checks-file.js'

/**
 * Flux health suites: each `flux_health_test.yaml` names where its `healthCheckExprs` come from
 * and lists objects (full manifests, as the cluster holds them) with the health Flux must give
 * each, in the spirit of Argo CD's health_test.yaml:
 *
 *   healthCheckExprs: ../kustomization.yaml   # a Kustomization or HelmRelease, or a list of entries
 *   name: apps                                # optional: which object, when the file holds several
 *   tests:
 *     - inputPath: testdata/rolled_back.yaml
 *       healthStatus: {status: Failed, message: ""}
 *
 * status is Current, InProgress, Failed, Terminating or Unknown (an evaluation error: Flux records
 * the object Unknown and waits until its timeout). The message is compared exactly, as Argo CD
 * does (omitted means ""); for Unknown it must be part of the error. Objects no entry matches are
 * judged by kstatus, as in Flux.
 */

export const FLUX_TEST_FILE = 'flux_health_test.yaml'

export const FLUX_STATUSES = ['Current', 'InProgress', 'Failed', 'Terminating', 'Unknown'] as const

export interface FluxCaseResult {
  inputPath: string
  expected: { status: string; message: string }
  actual?: FluxHealth
  passed: boolean
  failure?: string
}

export interface FluxSuiteResult {
  /** The test file, relative to the root, `/`-separated. */
  name: string
  /** Where the expressions came from: `Kustomization/apps (kustomization.yaml)`. */
  from?: string
  cases: FluxCaseResult[]
  /** A problem with the suite as a whole (unreadable file, expressions Flux refuses); it then fails. */
  problem?: string
}

export interface FluxRunOptions {
  now?: () => number
}

/** Every flux_health_test.yaml under `root`, sorted; skips `.git` and `node_modules`. */
export async function findFluxTestFiles(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') await walk(full)
      else if (entry.isFile() && entry.name === FLUX_TEST_FILE) found.push(full)
    }
  }
  await walk(root)
  return found.sort()
}

export async function runFluxSuites(root: string, options: FluxRunOptions = {}): Promise<FluxSuiteResult[]> {
  const results: FluxSuiteResult[] = []
  for (const file of await findFluxTestFiles(root)) results.push(await runFluxSuite(root, file, options))
  return results
}

interface SuiteFile {
  source: string
  name?: string
  tests: { inputPath: string; status: string; message: string }[]
}

export async function runFluxSuite(root: string, file: string, options: FluxRunOptions = {}): Promise<FluxSuiteResult> {
  const name = path.relative(root, file).split(path.sep).join('/')
  const dir = path.dirname(file)
  let suite: SuiteFile
  try {
    suite = readSuiteFile(await readFile(file, 'utf8'))
  } catch (error) {
    return { name, cases: [], problem: `${FLUX_TEST_FILE}: ${messageOf(error)}` }
  }
  let reader: FluxHealthReader
  let from: string
  try {
    const source = readHealthChecks(await readFile(path.resolve(dir, suite.source), 'utf8'), suite.name)
    from = `${source.from} (${suite.source})`
    reader = healthReader(source.entries, { now: options.now ?? Date.now })
  } catch (error) {
    const flux = error instanceof HealthChecksRefused && !error.refused ? 'Flux refuses these expressions: ' : ''
    return { name, cases: [], problem: `${flux}healthCheckExprs from ${suite.source}: ${messageOf(error)}` }
  }
  const cases: FluxCaseResult[] = []
  for (const test of suite.tests) {
    const expected = { status: test.status, message: test.message }
    let input: Record<string, unknown>
    try {
      input = readObject(await readFile(path.resolve(dir, test.inputPath), 'utf8'))
    } catch (error) {
      cases.push({
        inputPath: test.inputPath,
        expected,
        passed: false,
        failure: `cannot read ${test.inputPath}: ${messageOf(error)}`
      })
      continue
    }
    const actual = reader.evaluate(input)
    const failure = compare(expected, actual)
    cases.push({
      inputPath: test.inputPath,
      expected,
      actual,
      passed: failure === undefined,
      ...(failure ? { failure } : {})
    })
  }
  return { name, from, cases }
}

/** Why `actual` is not what the test expects; undefined when it is. */
export function compare(expected: { status: string; message: string }, actual: FluxHealth): string | undefined {
  if (actual.refused) return `health-test cannot tell what Flux would decide: ${actual.error ?? actual.message}`
  const got = `${actual.status} ${JSON.stringify(actual.message)}`
  if (expected.status !== actual.status)
    return `expected ${expected.status} ${JSON.stringify(expected.message)}, got ${got}`
  const same =
    actual.status === 'Unknown' ? actual.message.includes(expected.message) : actual.message === expected.message
  if (!same) return `expected ${expected.status} ${JSON.stringify(expected.message)}, got ${got}`
  return undefined
}

function readSuiteFile(text: string): SuiteFile {
  const doc = parseFirstDocument(text)
  if (!isRecord(doc)) throw new Error('must be a mapping with healthCheckExprs and tests')
  const source = doc['healthCheckExprs']
  if (typeof source !== 'string' || source === '')
    throw new Error(
      'healthCheckExprs must name the file holding them (a Kustomization, a HelmRelease or a list of entries)'
    )
  const name = doc['name']
  if (name !== undefined && typeof name !== 'string') throw new Error('name must be a string')
  const tests = doc['tests']
  if (!Array.isArray(tests) || tests.length === 0) throw new Error('tests must list at least one test')
  return {
    source,
    ...(name !== undefined ? { name } : {}),
    tests: tests.map((test: unknown, i) => {
      const at = `tests[${i}]`
      if (!isRecord(test) || typeof test['inputPath'] !== 'string' || test['inputPath'] === '')
        throw new Error(`${at}.inputPath must be a file path`)
      const health = test['healthStatus']
      if (!isRecord(health)) throw new Error(`${at}.healthStatus must be a mapping with status and message`)
      const status = health['status']
      if (typeof status !== 'string' || !(FLUX_STATUSES as readonly string[]).includes(status))
        throw new Error(
          `${at}.healthStatus.status must be one of ${FLUX_STATUSES.join(', ')}, not ${JSON.stringify(status)}`
        )
      const message = health['message'] ?? ''
      if (typeof message !== 'string') throw new Error(`${at}.healthStatus.message must be a string`)
      return { inputPath: test['inputPath'], status, message }
    })
  }
}

/** An object as the cluster holds it, read the way sigs.k8s.io/yaml reads a manifest (ints stay ints). */
export function readObject(text: string): Record<string, unknown> {
  const value = parseFirstDocument(text, { intAsBigInt: true })
  if (!isRecord(value)) throw new Error('the document is not a mapping')
  return value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
