import type { CliIO } from '../../src/cli/io.js'

/** What a CLI command wrote, as a {@link CliIO} to hand it. */
export interface CapturedIO extends CliIO {
  /** Everything written to stdout, joined. */
  readonly out: string
  /** Everything written to stderr, joined. */
  readonly err: string
  /** Each write to stdout in order, for tests that care how a message was split. */
  readonly outWrites: string[]
  /** Each write to stderr in order. */
  readonly errWrites: string[]
}

/** A CLI's stdout and stderr captured, with the environment and working directory the test gives. */
export function captureIO(env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): CapturedIO {
  const outWrites: string[] = []
  const errWrites: string[] = []
  return {
    stdout: (t: string) => void outWrites.push(t),
    stderr: (t: string) => void errWrites.push(t),
    env,
    cwd,
    outWrites,
    errWrites,
    get out() {
      return outWrites.join('')
    },
    get err() {
      return errWrites.join('')
    }
  }
}
