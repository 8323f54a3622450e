import { rmSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import { inputVariables, parseOutputFile } from '../../standins/runner-protocol.js'

export interface ActionRun {
  readonly outputs: Record<string, string>
  readonly summary: string
  /** The log as the runner shows it: `::add-mask::` lines consumed, masked values as `***`. */
  readonly log: string
  /** Everything written to stdout, byte for byte, minus the `::add-mask::` lines themselves. */
  readonly rawLog: string
  readonly failed: boolean
}

/**
 * What a runner does with `::add-mask::`: it swallows the line and hides the value from then
 * on. `rawLog` keeps values unmasked, so a test can prove a secret never reached stdout at all
 * except to register the mask.
 */
export function runnerView(stdout: string): { log: string; rawLog: string } {
  const secrets: string[] = []
  const rawLines: string[] = []
  for (const line of stdout.split('\n')) {
    const mask = /^::add-mask::(.*)$/.exec(line)
    if (mask) secrets.push(mask[1]!)
    else rawLines.push(line)
  }
  const rawLog = rawLines.join('\n')
  const log = secrets.filter(Boolean).reduce((text, s) => text.split(s).join('***'), rawLog)
  return { log, rawLog }
}

let summaryPath: string | undefined

async function sharedSummaryFile(): Promise<string> {
  if (summaryPath === undefined) {
    const dir = await mkdtemp(join(tmpdir(), 'gitops-release-summary-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    summaryPath = join(dir, 'summary')
  }
  return summaryPath
}

/**
 * Runs the action's real entry point (`run()` in src/main.ts) the way a runner does:
 * `INPUT_*` variables, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files, and stdout as the log.
 * The environment and `process.exitCode` are restored afterwards.
 */
export async function runAction(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'gitops-release-run-'))
  const outputFile = join(dir, 'output')
  // @actions/core remembers the summary path from its first use in a process, so every run in
  // a test file shares one summary file, emptied before each run.
  const summaryFile = await sharedSummaryFile()
  await Promise.all([writeFile(outputFile, ''), writeFile(summaryFile, '')])
  const vars: Record<string, string> = {
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...env,
    ...inputVariables(inputs)
  }
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]))
  Object.assign(process.env, vars)
  const chunks: string[] = []
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    return true
  })
  const exitCodeBefore = process.exitCode
  process.exitCode = undefined
  try {
    const { run } = await import('../../src/main.js')
    await run()
    const failed = process.exitCode === 1
    return {
      outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      summary: await readFile(summaryFile, 'utf8'),
      ...runnerView(chunks.join('')),
      failed
    }
  } finally {
    process.exitCode = exitCodeBefore
    write.mockRestore()
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
    await rm(dir, { recursive: true, force: true })
  }
}
