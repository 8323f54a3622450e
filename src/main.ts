import * as core from '@actions/core'
import { inputSource, unusedInputs } from './action/inputs.js'
import { describeError } from './errors.js'
import { runAction as gate } from './gate/action.js'
import { runAction as open } from './open/action.js'
import { runAction as promote } from './promote/action.js'
import { ACTION, ACTION_COMMANDS, type ActionCommandName } from './settings/commands.js'
import { SettingsReader } from './settings/reader.js'
import { runAction as wait } from './wait/action.js'

/** What runs each of the action's commands (settings/commands.ts lists them). */
const ACTIONS: Record<ActionCommandName, () => Promise<unknown>> = { open, gate, wait, promote }

/**
 * The action's entry point: read `command`, run it, and turn any failure into exactly one
 * `setFailed` with the cause logged. Nothing runs at import time.
 */
export async function run(): Promise<void> {
  try {
    const command = new SettingsReader(ACTION, inputSource()).choice<ActionCommandName>('command')
    const schema = ACTION_COMMANDS.find((c) => c.name === command)!
    for (const warning of unusedInputs(schema)) core.warning(warning)
    await ACTIONS[command]()
  } catch (error) {
    const { message, cause } = describeError(error)
    if (cause) core.info(`Caused by: ${cause}`)
    core.setFailed(message)
  }
}
