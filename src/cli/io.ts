/** What a CLI command may touch besides its arguments; tests pass their own. */
export interface CliIO {
  // Properties, not methods: commands pass `io.stdout` on as a plain function.
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  readonly env: NodeJS.ProcessEnv
  readonly cwd: string
}

/** How CLI messages write a setting with a value: `--kind Deployment`. */
export const FLAG_SPELLING = (flag: string, value: string): string => `--${flag} ${value}`

/** Exit codes shared by every CLI command. */
export const EXIT = {
  ok: 0,
  /** gate rejected, or wait ended Degraded / sync failed */
  failed: 1,
  /** usage, input, auth or configuration error: nothing was changed */
  usage: 2,
  /** wait ran out of time (the code `timeout(1)` uses) */
  timeout: 124
} as const

export type CliCommand = (args: string[], io: CliIO) => Promise<number>

/** What each CLI command module exports; `--help` is answered from `HELP` before `run`. */
export interface CliModule {
  readonly run: CliCommand
  readonly HELP: string
}
