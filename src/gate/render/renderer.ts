/**
 * The kustomize binary the render proof runs: `kustomize build DIR`, or `kubectl kustomize DIR`
 * (GitHub's hosted runners ship both), found on PATH and run with nothing it could reach beyond
 * the directory: an empty PATH (no git for remote bases, no helm), HOME and plugin directories
 * inside a fresh temporary directory, no kubeconfig, a time limit and an output limit.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

export type RenderOutput = { readonly ok: true; readonly yaml: string } | { readonly ok: false; readonly why: string }

export interface Renderer {
  /** What ran, for reports: `kustomize`, `kubectl kustomize`. */
  readonly label: string
  /** `kustomize build` of `dir`, whose files `home` (an empty directory beside it) keeps company. */
  build(dir: string, home: string): Promise<RenderOutput>
}

/** A render takes this long at most. */
export const RENDER_TIMEOUT_MS = 30_000
/** And prints this much at most. */
export const RENDER_MAX_BYTES = 32 * 1024 * 1024

/** The first of `kustomize` and `kubectl` on `env.PATH`, or undefined when neither is there. */
export function findRenderer(env: NodeJS.ProcessEnv = process.env): Renderer | undefined {
  for (const [binary, args] of [
    ['kustomize', ['build']],
    ['kubectl', ['kustomize']]
  ] as const) {
    const found = onPath(binary, env['PATH'] ?? '')
    if (found !== undefined) return spawnRenderer(found, [...args], binary === 'kubectl' ? 'kubectl kustomize' : binary)
  }
  return undefined
}

function onPath(binary: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir === '' || !path.isAbsolute(dir)) continue
    const candidate = path.join(dir, binary)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return undefined
}

/** A renderer that runs `command args… DIR`, within `limits` (the defaults above; tests pass smaller ones). */
export function spawnRenderer(
  command: string,
  args: readonly string[],
  label: string,
  limits: { readonly timeoutMs: number; readonly maxBytes: number } = {
    timeoutMs: RENDER_TIMEOUT_MS,
    maxBytes: RENDER_MAX_BYTES
  }
): Renderer {
  return {
    label,
    build: (dir, home) =>
      new Promise((resolve) => {
        const child = spawn(command, [...args, dir], {
          cwd: dir,
          env: {
            PATH: '',
            HOME: home,
            TMPDIR: home,
            XDG_CONFIG_HOME: home,
            KUSTOMIZE_PLUGIN_HOME: path.join(home, 'plugins'),
            KUBECONFIG: path.join(home, 'kubeconfig')
          },
          stdio: ['ignore', 'pipe', 'pipe']
        })
        const out: Buffer[] = []
        const err: Buffer[] = []
        let size = 0
        let stopped: string | undefined
        const stop = (why: string): void => {
          stopped ??= why
          child.kill('SIGKILL')
        }
        const timer = setTimeout(() => stop(`${label} took longer than ${limits.timeoutMs / 1000} s`), limits.timeoutMs)
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > limits.maxBytes) stop(`${label} printed more than ${limits.maxBytes} bytes`)
          else out.push(chunk)
        })
        child.stderr.on('data', (chunk: Buffer) => {
          if (err.reduce((n, b) => n + b.length, 0) < 64 * 1024) err.push(chunk)
        })
        child.on('error', (error) => {
          clearTimeout(timer)
          resolve({ ok: false, why: `${label} could not be started: ${error.message}` })
        })
        child.on('close', (code) => {
          clearTimeout(timer)
          if (stopped !== undefined) resolve({ ok: false, why: stopped })
          else if (code === 0) resolve({ ok: true, yaml: Buffer.concat(out).toString('utf8') })
          else resolve({ ok: false, why: `${label} failed: ${lastLine(Buffer.concat(err).toString('utf8'), code)}` })
        })
      })
  }
}

/** kubectl prefixes its error with a klog header; the message is what matters. */
function lastLine(stderr: string, code: number | null): string {
  const lines = stderr.trim().split('\n').filter(Boolean)
  const line = lines.at(-1) ?? `exit code ${code ?? 'none'}`
  const quoted = /err="((?:[^"\\]|\\.)*)"/.exec(line)
  const text = quoted ? (JSON.parse(`"${quoted[1]}"`) as string) : line.replace(/^Error: /, '')
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}
