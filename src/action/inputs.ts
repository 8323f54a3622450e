import * as core from '@actions/core'
import { InputError } from '../errors.js'
import { closest } from '../text/closest.js'
import { ACTION_COMMANDS, COMMAND } from '../settings/commands.js'
import type { SettingSource } from '../settings/reader.js'
import { onAction, type CommandSchema, type Setting } from '../settings/schema.js'

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

/**
 * A warning for each input given that does nothing for `command`: a name action.yml does not
 * declare (a typo under `with:`), or one another command reads (`argocd-server` on open). The
 * runner sets every declared input that has a default to that default, so a value equal to it
 * is the runner's, not the user's, and is passed over; so is an empty one (an absent input).
 */
export function unusedInputs(command: CommandSchema, env: NodeJS.ProcessEnv = process.env): string[] {
  const declared = declaredInputs()
  const warnings: string[] = []
  for (const [variable, value] of Object.entries(env)) {
    if (!variable.startsWith('INPUT_') || value === undefined || value.trim() === '') continue
    const name = variable.slice('INPUT_'.length).toLowerCase()
    const input = declared.get(name)
    if (input === undefined) {
      const near = closest(name, [...declared.keys()])
      warnings.push(
        `Input '${name}' is not an input of this action, so it does nothing${near ? `: did you mean '${near}'?` : '; check its spelling under with:.'}`
      )
      continue
    }
    const setting = command.settings[name]
    if (name === 'command' || (setting !== undefined && onAction(setting))) continue
    const fallback = input.setting.actionDefault ?? input.setting.default
    if (fallback !== undefined && value.trim() === fallback) continue
    warnings.push(
      `Input '${name}' is read by ${input.commands.map((c) => `'${c}'`).join(', ')}, not by command '${command.name}', so it does nothing here: remove it from this step.`
    )
  }
  return warnings.sort()
}

/** Every input action.yml declares, with the commands that read it. */
function declaredInputs(): Map<string, { setting: Setting; commands: string[] }> {
  const inputs = new Map<string, { setting: Setting; commands: string[] }>([
    ['command', { setting: COMMAND, commands: ACTION_COMMANDS.map((c) => c.name) }]
  ])
  for (const schema of ACTION_COMMANDS)
    for (const [name, setting] of Object.entries(schema.settings)) {
      if (!onAction(setting)) continue
      const seen = inputs.get(name)
      if (seen === undefined) inputs.set(name, { setting, commands: [schema.name] })
      else seen.commands.push(schema.name)
    }
  return inputs
}
