import { InputError } from '../errors.js'
import { parseCount, parseDuration } from './parsers.js'
import type { CommandSchema, Setting } from './schema.js'

/**
 * Where raw values come from: the action's inputs (`inputSource`, `src/action/inputs.ts`) or
 * the CLI's flags (`flagSource`, `src/cli/flags.ts`). A source knows how its messages name a
 * setting; everything after the raw string is parsed once, in `SettingsReader`.
 */
export interface SettingSource {
  /** The setting as a sentence starts with it: `Input 'timeout'` or `--timeout`. */
  label(name: string): string
  /** How the user writes a value, for hints: `kind: Microservice` or `--kind Microservice`. */
  example(name: string, value: string): string
  /** The raw value; undefined when not given (the runner cannot tell an empty input from none). */
  value(name: string): string | undefined
  /** Every value of a list: comma- or newline-separated (inputs) or one per flag (CLI). */
  values(name: string): readonly string[]
  /** A boolean, undefined when not given; a bad spelling throws naming the setting. */
  flag(name: string): boolean | undefined
  /** Masks a credential in everything logged from now on (the action); the CLI prints none. */
  secret(value: string): void
  readonly env: NodeJS.ProcessEnv
  /** Relative file settings (`ca-cert`) resolve against this. */
  readonly cwd: string
}

/** Typed reads of one command's schema from one source, the defaults applied from the schema. */
export class SettingsReader {
  constructor(
    readonly schema: CommandSchema,
    readonly source: SettingSource
  ) {}

  get env(): NodeJS.ProcessEnv {
    return this.source.env
  }

  get cwd(): string {
    return this.source.cwd
  }

  /** The setting as messages name it at the start of a sentence. */
  label(name: string): string {
    this.setting(name)
    return this.source.label(name)
  }

  example(name: string, value: string): string {
    return this.source.example(name, value)
  }

  /** The value given, else the environment fallback; no default. A credential is masked as it is read. */
  optional(name: string): string | undefined {
    const setting = this.setting(name)
    const value =
      this.source.value(name) ?? (setting.env === undefined ? undefined : this.source.env[setting.env] || undefined)
    if (value !== undefined && setting.secret) this.source.secret(value)
    return value
  }

  /** The value given, else the environment fallback, else the schema's default, else ''. */
  string(name: string): string {
    return this.optional(name) ?? this.setting(name).default ?? ''
  }

  /** A value that must be given: `what` says what it is and, where it helps, an example. */
  required(name: string, what: string): string {
    const value = this.optional(name)
    if (value === undefined || value.trim() === '') {
      const env = this.setting(name).env
      throw new InputError(`${this.label(name)} is required${env ? ` (or set ${env})` : ''}: ${what}.`)
    }
    return value
  }

  /** A credential: read like `required` (and masked, as every read of a secret setting is). */
  secret(name: string, what: string): string {
    return this.required(name, what)
  }

  boolean(name: string): boolean {
    return this.source.flag(name) ?? this.setting(name).default === 'true'
  }

  list(name: string): readonly string[] {
    const values = this.source.values(name)
    if (values.length > 0) return values
    const fallback = this.setting(name).default
    return fallback === undefined ? [] : [fallback]
  }

  /** Milliseconds, from `90`, `90s`, `15m` or `1h30m`: the same syntax for inputs and flags. */
  duration(name: string): number {
    return parseDuration(this.string(name), this.label(name))
  }

  /** A whole number from 1 to `max`. */
  count(name: string, max: number = Number.MAX_SAFE_INTEGER): number {
    return parseCount(this.string(name), this.label(name), max)
  }

  choice<T extends string>(name: string): T {
    const setting = this.setting(name)
    const choices = setting.choices ?? []
    const value = this.optional(name)?.trim() || setting.default || ''
    if (choices.includes(value)) return value as T
    throw new InputError(
      `${this.label(name)} must be one of ${choices.map((c) => `'${c}'`).join(', ')}, got ${JSON.stringify(value)}.`
    )
  }

  private setting(name: string): Setting {
    const setting = this.schema.settings[name]
    // A programming error, not a user's: every read must be declared in the schema.
    if (setting === undefined) throw new Error(`Setting '${name}' is not in the ${this.schema.name} schema.`)
    return setting
  }
}
