import * as core from './runner.js'
import { InputError } from '../errors.js'
import type { SettingSource } from '../settings/reader.js'

/**
 * The action's inputs. Each command reads its schema (`src/settings/commands.ts`) through
 * `inputSource` into its typed settings object, in one place, so that a bad value fails before
 * anything touches GitHub or Argo CD; the GitHub settings and `command` use the helpers below.
 */

export function getString(name: string, options: { required?: boolean } = {}): string {
  const value = core.getInput(name, { trimWhitespace: true })
  if (options.required && value === '') {
    throw new InputError(`Input '${name}' is required.`)
  }
  return value
}

export function getOptionalString(name: string): string | undefined {
  const value = core.getInput(name, { trimWhitespace: true })
  return value === '' ? undefined : value
}

/** Comma- or newline-separated values, trimmed, empties dropped. */
export function getList(name: string): string[] {
  return core
    .getInput(name)
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

export function getBoolean(name: string, fallback: boolean): boolean {
  if (core.getInput(name) === '') return fallback
  try {
    return core.getBooleanInput(name)
  } catch {
    throw new InputError(`Input '${name}' must be true or false, got ${JSON.stringify(core.getInput(name))}.`)
  }
}

export function getChoice<T extends string>(name: string, choices: readonly T[], fallback?: T): T {
  const value = core.getInput(name, { trimWhitespace: true })
  if (value === '' && fallback !== undefined) return fallback
  if ((choices as readonly string[]).includes(value)) return value as T
  throw new InputError(
    `Input '${name}' must be one of ${choices.map((c) => `'${c}'`).join(', ')}, got ${JSON.stringify(value)}.`
  )
}

/**
 * The action's inputs as a settings source: `INPUT_*` read through `@actions/core`, messages
 * naming `Input 'x'`, credentials masked with `core.setSecret` as soon as they are read. The
 * command settings readers take it with their schema (`new SettingsReader(SCHEMA, inputSource())`).
 */
export function inputSource(env: NodeJS.ProcessEnv = process.env): SettingSource {
  return {
    label: (name) => `Input '${name}'`,
    example: (name, value) => `${name}: ${value}`,
    value: (name) => getOptionalString(name),
    values: (name) => getList(name),
    flag: (name) => (core.getInput(name) === '' ? undefined : getBoolean(name, false)),
    secret: (value) => core.setSecret(value),
    env,
    cwd: process.cwd()
  }
}
