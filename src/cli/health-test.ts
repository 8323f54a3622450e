import { stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError } from '../errors.js'
import { runFluxSuites, type FluxSuiteResult } from '../flux-health/test-suite.js'
import { runHealthTestSuite, type CaseResult, type CheckResult, type SuiteResult } from '../health/test-suite.js'
import { HEALTH_TEST } from '../settings/commands.js'
import { helpText } from '../settings/help.js'
import { readFlags } from './flags.js'
import { fluxAnnotationTargets, fluxCounts, fluxJson, fluxReport } from './health-test-flux.js'
import { EXIT, type CliIO } from './io.js'
import { unicodeEscape } from '../text/unicode.js'

export const HELP = helpText(HEALTH_TEST)

export async function run(args: string[], io: CliIO): Promise<number> {
  const { settings, positionals } = readFlags(HEALTH_TEST, args, io)
  const dir = await directoryArgument(positionals, io.cwd)
  const result = await runHealthTestSuite(dir, { openLibs: settings.boolean('open-libs') })
  // Flux suites are found by their file name, flux_health_test.yaml; a folder without any reports
  // exactly as before.
  const flux = await runFluxSuites(dir)
  if (result.checks.length === 0 && flux.length === 0) {
    io.stderr(
      `gitops-release health-test: no health.lua found under ${positionals[0]}. Point DIR at the folder holding <group>/<Kind>/health.lua or flux_health_test.yaml files.\n`
    )
    return EXIT.usage
  }
  if (settings.boolean('json')) io.stdout(`${JSON.stringify(toJson(result, flux), null, 2)}\n`)
  else io.stdout(report(result, flux, positionals[0] ?? dir))
  if (io.env['GITHUB_ACTIONS'] === 'true')
    io.stdout(annotations(result, flux, dir, io.env['GITHUB_WORKSPACE'] ?? io.cwd))
  return result.failed + fluxCounts(flux).failed > 0 ? EXIT.failed : EXIT.ok
}

async function directoryArgument(positionals: string[], cwd: string): Promise<string> {
  if (positionals.length !== 1) {
    const got = positionals.length === 0 ? 'none' : positionals.map((p) => JSON.stringify(p)).join(', ')
    throw new InputError(
      `health-test needs exactly one DIR argument (got ${got}). Usage: gitops-release health-test DIR [--json]`
    )
  }
  const given = positionals[0] as string
  const dir = path.resolve(cwd, given)
  const info = await stat(dir).catch(() => undefined)
  if (!info?.isDirectory()) {
    throw new InputError(
      `DIR ${JSON.stringify(given)} is not a directory. Pass the folder holding <group>/<Kind>/health.lua, for example "health".`
    )
  }
  return dir
}

function report(result: SuiteResult, flux: FluxSuiteResult[], root: string): string {
  const lines: string[] = []
  for (const check of result.checks) {
    const failures = check.cases.filter((c) => !c.passed)
    if (check.problem) lines.push(`FAIL ${check.name}: ${printable(check.problem)}`)
    else if (failures.length === 0)
      lines.push(`PASS ${check.name} (${check.cases.length} test${check.cases.length === 1 ? '' : 's'})`)
    else lines.push(`FAIL ${check.name}: ${failures.length} of ${check.cases.length} tests failed`)
    const beside = check.cases.filter((c) => c.besideTest).length
    if (beside > 0) lines.push(besideLine(check, beside, root))
    for (const failure of failures) lines.push(...describeFailure(failure))
  }
  lines.push(...fluxReport(flux, printable))
  const { passed, failed } = fluxCounts(flux)
  lines.push('', `${result.passed + passed} passed, ${result.failed + failed} failed`)
  return `${lines.join('\n')}\n`
}

/** A check whose inputs no script matches by group/kind ran its own health.lua: say so, passing or not. */
function besideLine(check: CheckResult, count: number, root: string): string {
  const which = count === check.cases.length ? 'every test' : `${count} of ${check.cases.length} tests`
  const script = path.join(root, check.name, 'health.lua')
  return `  note: ${which} ran ${printable(script)}, the script beside health_test.yaml: no health.lua under ${printable(root)} matches the input's group/kind`
}

function describeFailure(result: CaseResult): string[] {
  const lines = [`  ✗ ${result.inputPath}`]
  lines.push(`      expected: ${result.expected.status || '(no status)'} ${JSON.stringify(result.expected.message)}`)
  if (result.actual)
    lines.push(`      got:      ${result.actual.status || '(no status)'} ${JSON.stringify(result.actual.message)}`)
  else if (result.failure) lines.push(`      error:    ${printable(result.failure)}`)
  if (result.script)
    lines.push(`      script:   ${printable(result.script)}/health.lua (chosen by the input's group/kind)`)
  if (result.note) lines.push(`      note:     ${printable(result.note)}`)
  for (const line of result.output) lines.push(`      printed:  ${printable(line)}`)
  return lines
}

function toJson(result: SuiteResult, flux: FluxSuiteResult[]): unknown {
  const { passed, failed } = fluxCounts(flux)
  return {
    ok: result.failed + failed === 0,
    passed: result.passed + passed,
    failed: result.failed + failed,
    checks: result.checks.map((check: CheckResult) => ({
      name: check.name,
      ...(check.problem ? { problem: check.problem } : {}),
      cases: check.cases
    })),
    ...(flux.length > 0 ? { flux: fluxJson(flux) } : {})
  }
}

/** GitHub workflow-command annotations, one per failing case, pointing at its input file. */
function annotations(result: SuiteResult, flux: FluxSuiteResult[], root: string, workspace: string): string {
  const lines: string[] = []
  for (const check of result.checks) {
    const checkDir = path.join(root, check.name)
    if (check.problem) lines.push(annotation(path.join(checkDir, 'health.lua'), workspace, check.problem))
    for (const failure of check.cases.filter((c) => !c.passed)) {
      lines.push(annotation(path.join(checkDir, failure.inputPath), workspace, failure.failure ?? 'failed'))
    }
  }
  for (const target of fluxAnnotationTargets(flux, root))
    lines.push(annotation(target.file, workspace, target.message, target.level))
  return lines.length ? `${lines.join('\n')}\n` : ''
}

function annotation(file: string, workspace: string, message: string, level: 'error' | 'warning' = 'error'): string {
  const property = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
  return `::${level} file=${property(path.relative(workspace, file))},title=health-test::${escapeData(message)}`
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** Script output and errors come from repository files: keep control characters off the terminal. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this makes visible
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, unicodeEscape).replace(/\n/g, '\n                ')
}
