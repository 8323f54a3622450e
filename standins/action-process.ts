import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { inputVariables, parseOutputFile } from './runner-protocol.js'

export interface ProcessRun {
  readonly exitCode: number
  readonly outputs: Record<string, string>
  readonly summary: string
  readonly stdout: string
  readonly stderr: string
}

const ROOT = resolve(import.meta.dirname, '..')

/**
 * Runs the shipped bundle `dist/index.js` as its own process, exactly as a GitHub runner
 * does: `INPUT_*` variables, `GITHUB_OUTPUT`/`GITHUB_STEP_SUMMARY` files, an event payload
 * file, and the log on stdout. This is what catches a bundle that builds but does not run.
 */
export async function runBundledAction(
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; event?: { name: string; payload: unknown } } = {}
): Promise<ProcessRun> {
  const dir = await mkdtemp(join(tmpdir(), 'gitops-release-runner-'))
  try {
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') }
    await Promise.all([
      writeFile(files.output, ''),
      writeFile(files.summary, ''),
      writeFile(files.event, JSON.stringify(options.event?.payload ?? {}))
    ])
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? dir,
      RUNNER_TEMP: dir,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
      ...options.env,
      ...inputVariables(inputs)
    }
    const { exitCode, stdout, stderr } = await spawnNode([join(ROOT, 'dist/index.js')], env)
    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(files.output, 'utf8')),
      summary: await readFile(files.summary, 'utf8')
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Runs the bundled CLI `dist/cli.js` with arguments, as a user's shell would. */
export async function runBundledCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {}
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return spawnNode(
    [join(ROOT, 'dist/cli.js'), ...args],
    { PATH: process.env['PATH'] ?? '', ...options.env },
    options.cwd
  )
}

function spawnNode(
  args: string[],
  env: Record<string, string>,
  cwd?: string
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { env, cwd: cwd ?? ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolvePromise({ exitCode: code ?? -1, stdout, stderr }))
  })
}
