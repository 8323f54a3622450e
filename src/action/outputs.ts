import * as core from './runner.js'
import type { Log } from '../log.js'
import { logValue } from '../markdown/escape.js'

/** The runner's log as the one {@link Log}: `debug` lines show only with step debugging on. */
export const actionLog: Log = { info: core.info, warning: core.warning, debug: core.debug }

/** The settings a command resolved, for step debugging; the token never appears. */
export function debugSettings<T extends { readonly token: string }>(command: string, settings: T): void {
  core.debug(`${command} settings: ${logValue(JSON.stringify({ ...settings, token: '***' }))}`)
}

/** Sets every step output, then lists them in one debug line. */
export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
  core.debug(`outputs: ${logValue(JSON.stringify(outputs))}`)
}
