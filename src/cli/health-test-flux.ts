import path from 'node:path'
import type { FluxCaseResult, FluxSuiteResult } from '../flux-health/test-suite.js'

/**
 * health-test's report of the Flux suites (flux_health_test.yaml): a line per suite, expected and
 * got for a failing case, and for every case the rule that decided it when it is kstatus's or
 * carries a warning, since a kstatus Current is exactly what users need to see questioned.
 */

export interface FluxCounts {
  passed: number
  failed: number
}

export function fluxCounts(suites: FluxSuiteResult[]): FluxCounts {
  const cases = suites.flatMap((s) => s.cases)
  const passed = cases.filter((c) => c.passed).length
  return { passed, failed: cases.length - passed + suites.filter((s) => s.problem).length }
}

export function fluxReport(suites: FluxSuiteResult[], printable: (text: string) => string): string[] {
  const lines: string[] = []
  for (const suite of suites) {
    const label = suite.name
    const failures = suite.cases.filter((c) => !c.passed)
    if (suite.problem) lines.push(`FAIL ${label}: ${printable(suite.problem)}`)
    else if (failures.length === 0)
      lines.push(`PASS ${label} (${suite.cases.length} test${suite.cases.length === 1 ? '' : 's'})`)
    else lines.push(`FAIL ${label}: ${failures.length} of ${suite.cases.length} tests failed`)
    if (suite.from) lines.push(`  healthCheckExprs: ${printable(suite.from)}`)
    for (const c of suite.cases) lines.push(...describeCase(c, printable))
  }
  return lines
}

function describeCase(result: FluxCaseResult, printable: (text: string) => string): string[] {
  const warnings = result.actual?.warnings ?? []
  const kstatus = result.actual?.decidedBy.startsWith('kstatus') ?? false
  if (result.passed && warnings.length === 0 && !kstatus) return []
  const lines = [`  ${result.passed ? '✓' : '✗'} ${printable(result.inputPath)}`]
  if (!result.passed) {
    lines.push(`      expected: ${result.expected.status} ${JSON.stringify(result.expected.message)}`)
    if (result.actual) lines.push(`      got:      ${result.actual.status} ${JSON.stringify(result.actual.message)}`)
    else if (result.failure) lines.push(`      error:    ${printable(result.failure)}`)
    if (result.actual?.refused) lines.push(`      refused:  ${printable(result.failure ?? '')}`)
  }
  if (result.actual) lines.push(`      decided:  ${printable(result.actual.decidedBy)}`)
  for (const warning of warnings) lines.push(`      warning:  ${printable(warning)}`)
  return lines
}

export function fluxJson(suites: FluxSuiteResult[]): unknown {
  return suites.map((suite) => ({
    name: suite.name,
    ...(suite.from ? { healthCheckExprs: suite.from } : {}),
    ...(suite.problem ? { problem: suite.problem } : {}),
    cases: suite.cases
  }))
}

/** Where a failing Flux case or suite points: the input file, or the test file. */
export interface AnnotationTarget {
  level: 'error' | 'warning'
  file: string
  message: string
}

export function fluxAnnotationTargets(suites: FluxSuiteResult[], root: string): AnnotationTarget[] {
  const targets: AnnotationTarget[] = []
  for (const suite of suites) {
    const file = path.join(root, suite.name)
    if (suite.problem) targets.push({ level: 'error', file, message: suite.problem })
    for (const c of suite.cases.filter((x) => !x.passed))
      targets.push({ level: 'error', file: path.join(path.dirname(file), c.inputPath), message: c.failure ?? 'failed' })
    for (const c of suite.cases)
      for (const warning of c.actual?.warnings ?? [])
        targets.push({ level: 'warning', file: path.join(path.dirname(file), c.inputPath), message: warning })
  }
  return targets
}
