import type { CliIO } from '../../src/cli/io.js'

/** A CLI's stdout and stderr captured as strings, with the environment the test gives. */
export function captureIO(env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): CliIO & { out: string; err: string } {
  const captured = { out: '', err: '' }
  return Object.assign(captured, {
    stdout: (t: string) => void (captured.out += t),
    stderr: (t: string) => void (captured.err += t),
    env,
    cwd
  })
}
