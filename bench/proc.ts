/**
 * Starting the shipped bundle as its own process, as a runner (or a user's shell) does, with
 * what the benchmarks need on top of standins/action-process.ts: the spawn and exit times
 * on this process's clock, the time each log line arrived (so `wait` can tell "noticed" from
 * "exited"), the child's pid while it runs (to read /proc), and its peak RSS via bench/probe.mjs.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { inputVariables, parseOutputFile } from '../standins/runner-protocol.js'
import { now } from './stats.js'

export const ROOT = resolve(import.meta.dirname, '..')
export const PROBE = join(ROOT, 'bench/probe.mjs')
/** The bundle measured: dist/, or another build's (BENCH_DIST=../old/dist) to compare two builds. */
export const DIST = process.env['BENCH_DIST'] ? resolve(process.env['BENCH_DIST']) : join(ROOT, 'dist')
export const ACTION = join(DIST, 'index.js')
export const CLI = join(DIST, 'cli.js')

/** One temp directory for the whole bench run; removed by cleanup(). */
const TMP = mkdtempSync(join(tmpdir(), 'gitops-release-bench-'))
let counter = 0
export const tempPath = (name: string): string => join(TMP, `${++counter}-${name}`)
export const cleanup = (): void => rmSync(TMP, { recursive: true, force: true })

export interface NodeRun {
  readonly exitCode: number
  /** performance.now() right before spawn() and at the child's exit event. */
  readonly startedAt: number
  readonly exitedAt: number
  readonly wallMs: number
  /** Peak resident set size over the whole process life, KB, and CPU time used (from the probe). */
  readonly maxRssKb: number | undefined
  readonly cpuMs: number | undefined
  readonly stdout: string
  readonly stderr: string
  /** Every stdout line with the time it reached us. */
  readonly lines: readonly { at: number; text: string }[]
}

export interface Started<T> {
  readonly pid: number
  readonly startedAt: number
  readonly done: Promise<T>
}

export interface NodeOptions {
  readonly env?: Record<string, string>
  readonly cwd?: string
  /** Record every module URL the process loads into this file. */
  readonly traceFile?: string
}

/** `node --import bench/probe.mjs <args>` with a minimal environment (no inherited INPUT_*). */
export function startNode(args: readonly string[], options: NodeOptions = {}): Started<NodeRun> {
  const rssFile = tempPath('rss')
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? TMP,
    BENCH_RSS_FILE: rssFile,
    ...(options.traceFile ? { MODULE_TRACE_FILE: options.traceFile } : {}),
    ...options.env
  }
  const startedAt = now()
  const child = spawn(process.execPath, ['--import', PROBE, ...args], {
    env,
    cwd: options.cwd ?? ROOT,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  let partial = ''
  const lines: { at: number; text: string }[] = []
  child.stdout.on('data', (chunk: Buffer) => {
    const at = now()
    stdout += chunk.toString()
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop() ?? ''
    for (const text of parts) lines.push({ at, text })
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  let exitedAt = 0
  child.on('exit', () => (exitedAt = now()))
  const done = new Promise<NodeRun>((resolvePromise, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (partial !== '') lines.push({ at: exitedAt, text: partial })
      let usage: { maxRssKb?: number; cpuMs?: number } = {}
      try {
        usage = JSON.parse(readFileSync(rssFile, 'utf8')) as typeof usage
      } catch {
        // killed before its exit handler ran
      }
      const { maxRssKb, cpuMs } = usage
      resolvePromise({
        exitCode: code ?? -1,
        startedAt,
        exitedAt,
        wallMs: exitedAt - startedAt,
        maxRssKb,
        cpuMs,
        stdout,
        stderr,
        lines
      })
    })
  })
  return { pid: child.pid ?? -1, startedAt, done }
}

export async function runNode(args: readonly string[], options: NodeOptions = {}): Promise<NodeRun> {
  return startNode(args, options).done
}

export interface ActionRun extends NodeRun {
  readonly outputs: Record<string, string>
}

export interface ActionOptions extends NodeOptions {
  readonly event?: { name: string; payload: unknown }
}

/**
 * `dist/index.js` exactly as a runner runs it: `INPUT_*` variables, output and summary files,
 * an event payload file. (Same contract as runBundledAction in standins/action-process.ts; the protocol halves come
 * from standins/runner-protocol.ts.)
 */
export function startAction(inputs: Record<string, string>, options: ActionOptions = {}): Started<ActionRun> {
  const files = { output: tempPath('output'), summary: tempPath('summary'), event: tempPath('event.json') }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  writeFileSync(files.event, JSON.stringify(options.event?.payload ?? {}))
  const env: Record<string, string> = {
    RUNNER_TEMP: TMP,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
    ...options.env,
    ...inputVariables(inputs)
  }
  const started = startNode([ACTION], { ...options, env })
  const done = started.done.then((run) => ({ ...run, outputs: parseOutputFile(readFileSync(files.output, 'utf8')) }))
  return { ...started, done }
}

export const runAction = (inputs: Record<string, string>, options: ActionOptions = {}): Promise<ActionRun> =>
  startAction(inputs, options).done

/** Peak RSS so far of a running process (VmHWM), KB; undefined off Linux or once it has exited. */
export function peakRssNow(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

/** Throws with the process's log when it did not end as expected: a benchmark of a failure is no benchmark. */
export function expectExit(run: NodeRun, code: number, what: string): void {
  if (run.exitCode !== code) {
    throw new Error(
      `${what} exited ${run.exitCode}, expected ${code}\n--- stdout\n${run.stdout.slice(-3000)}\n--- stderr\n${run.stderr.slice(-3000)}`
    )
  }
}
