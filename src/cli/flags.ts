import { parseArgs } from 'node:util'
import { InputError, messageOf } from '../errors.js'
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
  try {
    const { values, positionals } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: config.allowPositionals ?? false
    })
    return { values: values, positionals }
  } catch (error) {
    throw new InputError(messageOf(error).replace(/\. To specify.*$/s, ''))
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
