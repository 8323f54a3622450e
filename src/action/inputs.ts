import * as core from '@actions/core'
import { InputError } from '../errors.js'
import type { SettingSource } from '../settings/reader.js'

/**
 * The action's inputs as a settings source: `INPUT_*` read through `@actions/core`, messages
 * naming `Input 'x'`, credentials masked with `core.setSecret`. Every input, `command` and the
 * GitHub ones included, is read through a command's schema with it
 * (`new SettingsReader(SCHEMA, inputSource())`), so a bad value fails before any request.
 */
export function inputSource(env: NodeJS.ProcessEnv = process.env): SettingSource {
  return {
    label: (name) => `Input '${name}'`,
    example: (name, value) => `${name}: ${value}`,
    value: (name) => core.getInput(name) || undefined,
    // Comma- or newline-separated, trimmed, empties dropped.
    values: (name) =>
      core
        .getInput(name)
        .split(/[\n,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    flag: (name) => (core.getInput(name) === '' ? undefined : boolean(name)),
    secret: (value) => core.setSecret(value),
    env,
    cwd: process.cwd()
  }
}

/** `core.getBooleanInput`, its error named as ours are. */
function boolean(name: string): boolean {
  try {
    return core.getBooleanInput(name)
  } catch {
    throw new InputError(`Input '${name}' must be true or false, got ${JSON.stringify(core.getInput(name))}.`)
  }
}
