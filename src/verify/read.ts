/**
 * Reading a plain object (from the release policy file or from inputs) with a path, so every
 * problem names the setting (`verify.metrics[1].threshold`), shows the bad value and says the fix.
 */
import { InputError } from '../errors.js'
import { parseDuration } from '../settings/parsers.js'

export type Path = readonly (string | number)[]

/** A setting that cannot be used; `path` is where it is, for a caller that maps it to a file line. */
export class VerifyConfigError extends InputError {
  constructor(
    message: string,
    readonly path: Path
  ) {
    super(message)
  }
}

/** `verify.metrics[1].threshold` for ['metrics', 1, 'threshold'] under the label `verify`. */
export function settingName(label: string, path: Path): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${key}`), label)
}

const shown = (value: unknown): string => {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 119)}…` : text
}

/** The cursor over one setting: its value, its path, and readers that fail with its name. */
export class Setting {
  constructor(
    readonly label: string,
    readonly path: Path,
    readonly value: unknown
  ) {}

  get name(): string {
    return settingName(this.label, this.path)
  }

  get present(): boolean {
    return this.value !== undefined && this.value !== null
  }

  /** Fails with `<name>: <problem>; got <value>. <fix>` (the value left out for secrets). */
  fail(problem: string, fix = '', showValue = true): never {
    const got = showValue && this.present ? `; got ${shown(this.value)}` : ''
    throw new VerifyConfigError(`${this.name}: ${problem}${got}.${fix === '' ? '' : ` ${fix}`}`, this.path)
  }

  at(key: string | number): Setting {
    const value =
      typeof key === 'number'
        ? Array.isArray(this.value)
          ? (this.value[key] as unknown)
          : undefined
        : this.isObject()
          ? (this.value as Record<string, unknown>)[key]
          : undefined
    return new Setting(this.label, [...this.path, key], value)
  }

  isObject(): boolean {
    return typeof this.value === 'object' && this.value !== null && !Array.isArray(this.value)
  }

  /** A mapping with only these keys; each unknown key is named. */
  object(keys: readonly string[], example: string): this {
    if (!this.isObject()) this.fail('must be a mapping', `For example: ${example}`)
    for (const key of Object.keys(this.value as object))
      if (!keys.includes(key)) this.at(key).fail(`is not a setting here`, `Expected one of: ${keys.join(', ')}.`, false)
    return this
  }

  list(): Setting[] {
    if (!Array.isArray(this.value)) this.fail('must be a list')
    return (this.value as unknown[]).map((_, i) => this.at(i))
  }

  string(fix: string): string {
    if (typeof this.value !== 'string' || this.value.trim() === '') this.fail('must be a non-empty string', fix)
    return this.value
  }

  optionalString(fix: string): string | undefined {
    return this.present ? this.string(fix) : undefined
  }

  /** A duration as the inputs take them (`90s`, `15m`, `1h30m`; a number is seconds); milliseconds. */
  duration(fallback?: number): number {
    if (!this.present && fallback !== undefined) return fallback
    if (typeof this.value !== 'string' && typeof this.value !== 'number')
      this.fail('must be a duration', 'Write it like 30s, 10m or 1h30m.')
    try {
      return parseDuration(String(this.value), this.name)
    } catch (error) {
      throw new VerifyConfigError((error as Error).message, this.path)
    }
  }

  /** A whole number from `min` to `max`. */
  count(fallback: number, min: number, max: number): number {
    if (!this.present) return fallback
    if (typeof this.value !== 'number' || !Number.isInteger(this.value) || this.value < min || this.value > max)
      this.fail(`must be a whole number from ${min} to ${max}`)
    return this.value
  }

  oneOf<T extends string>(choices: readonly T[], fallback: T): T {
    if (!this.present) return fallback
    if (typeof this.value !== 'string' || !(choices as readonly string[]).includes(this.value))
      this.fail(`must be one of ${choices.join(', ')}`)
    return this.value as T
  }
}
