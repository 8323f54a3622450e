/**
 * The one logger every command, client and watcher writes to. The action passes `@actions/core`
 * (so lines reach the runner's log and `debug` obeys step debugging); the CLI passes its
 * stdout/stderr writer; tests pass `silentLog` or a recorder.
 */
export interface Log {
  // Properties, not methods: callers pass `log.info` on as a plain function.
  readonly info: (message: string) => void
  readonly warning: (message: string) => void
  readonly debug: (message: string) => void
}

export const silentLog: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined }
