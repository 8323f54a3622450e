import * as core from '@actions/core'
import { InputError } from '../errors.js'

/**
 * The few ways an input is read. Every command builds its typed settings object from these,
 * in one place, so that a bad value fails before anything touches GitHub or Argo CD.
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

/** Durations as `90`, `90s`, `15m`, `1h30m`; returns milliseconds. */
export function parseDuration(name: string, value: string): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim())
  if (value.trim() === '' || !match) {
    throw new InputError(`Input '${name}' must be a duration such as 90s, 15m or 1h30m, got ${JSON.stringify(value)}.`)
  }
  const [, h = '0', m = '0', s = '0'] = match
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000
}

export function getDuration(name: string, fallback: string): number {
  return parseDuration(name, core.getInput(name) || fallback)
}
