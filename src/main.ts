import * as core from './action/runner.js'
import { getChoice } from './action/inputs.js'
import { describeError } from './errors.js'

/** The commands the action runs; each module is loaded only when chosen. */
const COMMANDS = {
  open: () => import('./open/action.js'),
  gate: () => import('./gate/action.js'),
  wait: () => import('./wait/action.js'),
  promote: () => import('./promote/action.js')
} as const

export type CommandName = keyof typeof COMMANDS

/**
 * The action's entry point: read `command`, run it, and turn any failure into exactly one
 * `setFailed` with the cause logged. Nothing runs at import time.
 */
export async function run(): Promise<void> {
  try {
    const command = getChoice('command', Object.keys(COMMANDS) as CommandName[])
    const module = await COMMANDS[command]()
    await module.runAction()
  } catch (error) {
    const { message, cause } = describeError(error)
    if (cause) core.info(`Caused by: ${cause}`)
    core.setFailed(message)
  }
}
