/**
 * The real Prometheus for verification's tests: Debian's `prometheus` package (2.42 on this
 * project's machines; `.ci/run` installs it), started on loopback with a temporary storage
 * directory and a one-second scrape of the given targets, ready when its `/-/ready` says so,
 * stopped with SIGTERM as its service unit does. Without the binary the tests that need it are
 * skipped, saying so, except under CI=true, where they fail (as test/helpers/shared-dir.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { unusedPort } from './ports.js'

export const PROMETHEUS = process.env['PROMETHEUS_PATH'] ?? '/usr/bin/prometheus'

export const PROMETHEUS_MISSING = `Prometheus is not at ${PROMETHEUS} (set PROMETHEUS_PATH, or apt-get install prometheus; .ci/run does)`

/** True where the tests that need Prometheus are skipped: no binary, and not in CI. */
export const NO_PROMETHEUS = !existsSync(PROMETHEUS) && process.env['CI'] !== 'true'

if (NO_PROMETHEUS) console.warn(`${PROMETHEUS_MISSING}: the tests that run it are skipped.`)

export interface RunningPrometheus {
  /** The API root, for `verify.prometheus.url`. */
  readonly url: string
  /** An instant query's `data.result`, through the HTTP API. */
  query(expression: string): Promise<unknown[]>
  /** Waits until `expression` returns at least one series (a scrape has landed), and returns them. */
  waitFor(expression: string, timeoutMs?: number): Promise<unknown[]>
  close(): Promise<void>
}

export interface PrometheusOptions {
  /** `host:port` of each target to scrape (job `todo-api`, path `/metrics`). */
  readonly targets: readonly string[]
  /** 1 s unless told otherwise; at most 2 s keeps the tests short. */
  readonly scrapeSeconds?: number
}

export async function startPrometheus(options: PrometheusOptions): Promise<RunningPrometheus> {
  if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS_MISSING}: under CI=true these tests must run.`)
  const dir = await mkdtemp(join(tmpdir(), 'gitops-release-prometheus-'))
  const every = `${options.scrapeSeconds ?? 1}s`
  const config = [
    'global:',
    `  scrape_interval: ${every}`,
    `  scrape_timeout: ${every}`,
    '  evaluation_interval: 15s',
    'scrape_configs:',
    '  - job_name: todo-api',
    '    static_configs:',
    `      - targets: [${options.targets.map((t) => JSON.stringify(t)).join(', ')}]`,
    ''
  ].join('\n')
  await writeFile(join(dir, 'prometheus.yml'), config)
  const port = await unusedPort()
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn'
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr = `${stderr}${d.toString()}`.slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  const stop = async (): Promise<void> => {
    await terminate(child)
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await until(
      async () => (await fetch(`${url}/-/ready`).catch(() => undefined))?.ok === true,
      30_000,
      () => {
        if (child.exitCode !== null) throw new Error(`prometheus exited ${child.exitCode}: ${stderr}`)
      }
    )
  } catch (error) {
    await stop()
    throw error
  }
  const query = async (expression: string): Promise<unknown[]> => {
    const response = await fetch(`${url}/api/v1/query`, {
      method: 'POST',
      body: new URLSearchParams({ query: expression })
    })
    const body = (await response.json()) as { status: string; data?: { result: unknown[] }; error?: string }
    if (body.status !== 'success') throw new Error(`${expression}: ${body.error}`)
    return body.data!.result
  }
  return {
    url,
    query,
    async waitFor(expression, timeoutMs = 20_000) {
      let found: unknown[] = []
      await until(async () => (found = await query(expression)).length > 0, timeoutMs)
      return found
    },
    close: stop
  }
}

async function until(ok: () => Promise<boolean>, timeoutMs: number, check = (): void => undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    check()
    if (await ok()) return
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs / 1000}s`)
    await sleep(100)
  }
}

/** SIGTERM, as systemd stops it; SIGKILL if it has not gone in 10 s. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
