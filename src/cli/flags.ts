import { parseArgs } from 'node:util'
import { InputError, messageOf } from '../errors.js'
import { closest } from '../text/closest.js'
import { cliSettings } from '../settings/help.js'
import { SettingsReader, type SettingSource } from '../settings/reader.js'
import type { CommandSchema } from '../settings/schema.js'
import type { CliIO } from './io.js'

type FlagOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>
type FlagValues = Record<string, string | boolean | (string | boolean)[] | undefined>

/**
 * `util.parseArgs` with errors turned into InputError, so a typo is exit code 2 with a
 * one-line reason rather than a stack trace.
 */
export function parseFlags(
  args: string[],
  options: FlagOptions,
  config: { allowPositionals?: boolean } = {}
): { values: FlagValues; positionals: string[] } {
  let given = args
  for (;;) {
    try {
      const parsed = parseArgs({
        args: given,
        options,
        strict: true,
        allowPositionals: config.allowPositionals ?? false,
        tokens: true
      })
      refuseRepeats(parsed.tokens, options)
      return { values: parsed.values, positionals: parsed.positionals }
    } catch (error) {
      if (error instanceof InputError) throw error
      const message = messageOf(error)
      const retry = negativeValue(message, given, options)
      if (retry === undefined)
        throw new InputError(unknownFlag(message, options) ?? message.replace(/\. To specify.*$/s, ''))
      given = retry
    }
  }
}

/** parseArgs's "Unknown option '--imagee'", with the flag meant where one is two edits away. */
function unknownFlag(message: string, options: FlagOptions): string | undefined {
  const flag = /^Unknown option '--([^']+)'/.exec(message)?.[1]
  if (flag === undefined) return undefined
  const near = closest(flag, Object.keys(options))
  return `Unknown option '--${flag}'${near === undefined ? '; see --help for the options.' : `: did you mean --${near}?`}`
}

/**
 * parseArgs takes a value that starts with '-' (`--timeout -1`) for another flag and calls it
 * "ambiguous". A value that is no flag of ours is the user's value: the arguments with it
 * written `--timeout=-1`, so the setting's own parser refuses it with the form it wants. A flag
 * of ours after it means the value was forgotten, which is said.
 */
function negativeValue(message: string, args: readonly string[], options: FlagOptions): string[] | undefined {
  const flag = /^Option '(--[^'=]+)' argument is ambiguous/.exec(message)?.[1]
  if (flag === undefined) return undefined
  const at = args.findIndex((arg, i) => arg === flag && args[i + 1]?.startsWith('-'))
  const value = args[at + 1]
  if (at < 0 || value === undefined) return undefined
  const name = value.replace(/^--?/, '').split('=')[0]!
  if (value === '-h' || (name in options && value.startsWith('--')))
    throw new InputError(`${flag} needs a value: ${value} after it is another flag.`)
  return [...args.slice(0, at), `${flag}=${value}`, ...args.slice(at + 2)]
}

/**
 * A flag given twice is a mistake parseArgs would settle silently (the last one wins): refused,
 * naming both values, unless the flag takes a value per use (`--paths`).
 */
function refuseRepeats(
  tokens: readonly { kind: string; name?: string; value?: string | undefined }[] | undefined,
  options: FlagOptions
): void {
  const seen = new Map<string, string | undefined>()
  for (const token of tokens ?? []) {
    if (token.kind !== 'option' || token.name === undefined || options[token.name]?.multiple) continue
    if (seen.has(token.name)) {
      const values = [seen.get(token.name), token.value].filter((v) => v !== undefined).map((v) => JSON.stringify(v))
      throw new InputError(
        `--${token.name} is given twice${values.length === 2 ? ` (${values.join(', then ')})` : ''}: give it once.`
      )
    }
    seen.set(token.name, token.value)
  }
}

/**
 * A command's flags, read through its schema: every CLI setting is a flag of the same name, and
 * each older spelling still works, with a one-line note on stderr naming the new one.
 */
export function readFlags(
  schema: CommandSchema,
  args: string[],
  io: CliIO
): { settings: SettingsReader; positionals: string[] } {
  const options: FlagOptions = {}
  for (const [name, setting] of cliSettings(schema)) {
    const option = {
      type: setting.type === 'boolean' ? ('boolean' as const) : ('string' as const),
      ...(setting.repeatable ? { multiple: true } : {})
    }
    for (const spelling of [name, ...(setting.aliases ?? [])]) options[spelling] = option
  }
  const { values, positionals } = parseFlags(args, options, { allowPositionals: schema.positional !== undefined })
  for (const [name, setting] of cliSettings(schema)) {
    for (const alias of setting.aliases ?? []) {
      if (values[alias] === undefined) continue
      if (values[name] !== undefined)
        throw new InputError(`--${alias} is the old spelling of --${name}; give only --${name}.`)
      io.stderr(`gitops-release ${schema.name}: --${alias} is deprecated; use --${name}.\n`)
      values[name] = values[alias]
    }
  }
  for (const [name, setting] of cliSettings(schema)) {
    const given = values[name]
    if (setting.type !== 'list' || given === undefined) continue
    const entries = (Array.isArray(given) ? given : [given]).filter((v): v is string => typeof v === 'string')
    if (
      entries
        .join(',')
        .split(/[\n,]+/)
        .every((entry) => entry.trim() === '')
    )
      io.stderr(
        `gitops-release ${schema.name}: warning: --${name} ${entries.map((e) => JSON.stringify(e)).join(' ')} names nothing, so it counts as not given.\n`
      )
  }
  return { settings: new SettingsReader(schema, flagSource(values, io)), positionals }
}

function flagSource(values: FlagValues, io: CliIO): SettingSource {
  const strings = (name: string): string[] => {
    const value = values[name]
    return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
  }
  return {
    label: (name) => `--${name}`,
    example: (name, value) => `--${name} ${value}`,
    value: (name) => strings(name)[0],
    // Split like the action's list inputs, so `--paths a,b` and `paths: a,b` mean the same.
    values: (name) =>
      strings(name)
        .flatMap((v) => v.split(/[\n,]+/))
        .map((s) => s.trim())
        .filter(Boolean),
    flag: (name) => (typeof values[name] === 'boolean' ? values[name] : undefined),
    secret: () => undefined,
    env: io.env,
    cwd: io.cwd
  }
}
