import * as core from '@actions/core'
import type { Log } from '../log.js'
import type { GitHubSettings } from './github-settings.js'
import { logValue } from '../markdown/escape.js'

/** The runner's log as the one {@link Log}: `debug` lines show only with step debugging on. */
export const actionLog: Log = { info: core.info, warning: core.warning, debug: core.debug }

/** The settings a command resolved, for step debugging; no token or key appears. */
export function debugSettings<T extends GitHubSettings>(command: string, settings: T): void {
  const redacted = {
    ...settings,
    token: settings.token === undefined ? undefined : '***',
    githubApp: settings.githubApp && { appId: settings.githubApp.appId, privateKey: '***' }
  }
  core.debug(`${command} settings: ${logValue(JSON.stringify(redacted))}`)
}

/** Sets every step output, then lists them in one debug line. */
export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
  core.debug(`outputs: ${logValue(JSON.stringify(outputs))}`)
}
