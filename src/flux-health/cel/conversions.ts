import * as go from './go-strings.js'
import { CelFunctionError } from './go-strings.js'
import { goFloat64, MAX_INT64, MIN_INT64 } from './values.js'

/**
 * cel-go's type conversions (`int()`, `uint()`, `double()`, `bool()`, `string()`, `timestamp()`,
 * `duration()`: common/types ConvertToType) and its checked integer arithmetic
 * (common/types/overflow.go), on the library's values. Errors carry cel-go's words:
 * `integer overflow`, `no such overload: int(map)`, `type conversion error from ...`.
 */

/** The library's uint and duration values, which it does not export: environment.ts hands them in. */
export interface LibraryClasses {
  Uint: new (value: bigint) => { valueOf(): bigint }
  Duration: new (seconds: bigint, nanos: number) => { seconds: bigint; nanos: number }
}

/** cel-go's TypeName() of a value, as its `no such overload` errors print it. */
export function celType(v: unknown): string {
  if (v === null) return 'null_type'
  if (typeof v === 'bigint') return 'int'
  if (typeof v === 'number') return 'double'
  if (typeof v === 'string') return 'string'
  if (typeof v === 'boolean') return 'bool'
  if (Array.isArray(v)) return 'list'
  if (v instanceof Uint8Array) return 'bytes'
  if (v instanceof Date) return 'google.protobuf.Timestamp'
  const name = (v as object).constructor.name
  if (name === 'UnsignedInt') return 'uint'
  if (name === 'Duration') return 'google.protobuf.Duration'
  if (name === 'Optional') return 'optional_type'
  return 'map'
}

/** cel-go's runtime dispatch error (common/decls MaybeNoSuchOverload). */
export function noSuchOverload(fn: string, ...args: unknown[]): CelFunctionError {
  return new CelFunctionError(`no such overload: ${fn}(${args.map(celType).join(', ')})`)
}

const INT_OVERFLOW = 'integer overflow'
const UINT_OVERFLOW = 'unsigned integer overflow'

function uintValue(v: unknown): bigint | undefined {
  return celType(v) === 'uint' ? (v as { valueOf(): bigint }).valueOf() : undefined
}

function durationNanos(v: unknown): bigint | undefined {
  if (celType(v) !== 'google.protobuf.Duration') return undefined
  const d = v as { seconds: bigint; nanos: number }
  return d.seconds * 1_000_000_000n + BigInt(d.nanos)
}

export function toInt(v: unknown): bigint {
  if (typeof v === 'bigint') return v
  if (typeof v === 'string') return go.parseInt64(v)
  const u = uintValue(v)
  if (u !== undefined) {
    if (u > MAX_INT64) throw new CelFunctionError(INT_OVERFLOW)
    return u
  }
  if (typeof v === 'number') {
    // doubleToInt64Checked: both ends of int64's range are out, NaN and the infinities too.
    if (!(v > -(2 ** 63) && v < 2 ** 63)) throw new CelFunctionError(INT_OVERFLOW)
    return BigInt(Math.trunc(v))
  }
  if (v instanceof Date) return BigInt(Math.floor(v.getTime() / 1000))
  const nanos = durationNanos(v)
  if (nanos !== undefined) return nanos
  throw noSuchOverload('int', v)
}

export function toUint(v: unknown): bigint {
  if (typeof v === 'string') return go.parseUint64(v)
  const u = uintValue(v)
  if (u !== undefined) return u
  if (typeof v === 'bigint') {
    if (v < 0n) throw new CelFunctionError(UINT_OVERFLOW)
    return v
  }
  if (typeof v === 'number') {
    if (!(v >= 0 && v < 2 ** 64)) throw new CelFunctionError(UINT_OVERFLOW)
    return BigInt(Math.trunc(v))
  }
  throw noSuchOverload('uint', v)
}

export function toDouble(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'bigint') return Number(v)
  if (typeof v === 'string') return go.parseFloat64(v)
  const u = uintValue(v)
  if (u !== undefined) return Number(u)
  throw noSuchOverload('double', v)
}

export function toBool(v: unknown): boolean {
  if (typeof v === 'boolean') return v
  if (typeof v === 'string') return go.parseBool(v)
  throw noSuchOverload('bool', v)
}

export function toStringValue(v: unknown): string {
  if (typeof v === 'string') return v
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v)
  if (typeof v === 'number') return goFloat64(v)
  const u = uintValue(v)
  if (u !== undefined) return String(u)
  if (v instanceof Uint8Array) {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
    try {
      return text.decode(v)
    } catch {
      throw new CelFunctionError('invalid UTF-8 in bytes, cannot convert to string')
    }
  }
  if (v instanceof Date || durationNanos(v) !== undefined)
    throw new CelFunctionError(`health-test does not reproduce cel-go's string() of a ${celType(v)}`)
  throw noSuchOverload('string', v)
}

/** CEL's range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, in Unix seconds. */
const MIN_UNIX = -62135596800n
const MAX_UNIX = 253402300799n

/** time.Parse(time.RFC3339, s): Go accepts a comma before the fraction too. */
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}:\d{2})$/

export function toTimestamp(v: unknown): Date {
  if (v instanceof Date) return v
  if (typeof v === 'bigint') {
    if (v < MIN_UNIX || v > MAX_UNIX) throw new CelFunctionError('timestamp overflow')
    return new Date(Number(v) * 1000)
  }
  if (typeof v !== 'string') throw noSuchOverload('timestamp', v)
  const bad = (): never => {
    throw new CelFunctionError(`type conversion error from 'string' to 'google.protobuf.Timestamp'`)
  }
  const m = RFC3339.exec(v) ?? bad()
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map(Number)
  // Go refuses what JavaScript would roll over: February 30th, hour 24, second 60. (Date.UTC
  // reads years below 100 as 19xx; 2000 years on, the leap years fall the same.)
  const daysInMonth = new Date(Date.UTC(year + 2000, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) bad()
  const fraction = m[7] ?? ''
  // JavaScript dates keep milliseconds; a finer timestamp would compare differently.
  if (/[1-9]/.test(fraction.slice(3)))
    throw new CelFunctionError(
      `health-test keeps timestamps to the millisecond: timestamp(${JSON.stringify(v)}) is finer`
    )
  const zone = m[8] === 'Z' ? 'Z' : (m[8] as string)
  const date = new Date(`${v.slice(0, 19)}.${fraction.padEnd(3, '0').slice(0, 3)}${zone}`)
  if (Number.isNaN(date.getTime())) bad()
  const seconds = BigInt(Math.floor(date.getTime() / 1000))
  if (seconds < MIN_UNIX || seconds > MAX_UNIX) throw new CelFunctionError('timestamp overflow')
  return date
}

export function toDurationNanos(v: unknown): bigint {
  const nanos = durationNanos(v)
  if (nanos !== undefined) return nanos
  if (typeof v === 'bigint')
    throw new CelFunctionError(`type conversion error from 'int' to 'google.protobuf.Duration'`)
  if (typeof v !== 'string') throw noSuchOverload('duration', v)
  return parseGoDuration(v)
}

const UNIT_NANOS: Readonly<Record<string, bigint>> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n,
  μs: 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n
}

/** time.ParseDuration, in nanoseconds. */
export function parseGoDuration(s: string): bigint {
  const bad = (): never => {
    throw new CelFunctionError(`type conversion error from 'string' to 'google.protobuf.Duration'`)
  }
  let rest = s
  let sign = 1n
  if (rest.startsWith('-') || rest.startsWith('+')) {
    if (rest.startsWith('-')) sign = -1n
    rest = rest.slice(1)
  }
  if (rest === '0') return 0n
  if (rest === '') bad()
  let total = 0n
  const part = /^(\d*)(?:\.(\d*))?(ns|us|µs|μs|ms|s|m|h)/
  while (rest !== '') {
    const match = part.exec(rest)
    if (!match || (match[1] === '' && (match[2] ?? '') === '')) return bad()
    const unit = UNIT_NANOS[match[3] ?? ''] ?? 0n
    const fraction = match[2] ?? ''
    total += BigInt(match[1] || '0') * unit + (BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0') * unit) / 10n ** 18n
    rest = rest.slice(match[0].length)
  }
  if (total > MAX_INT64 + (sign < 0n ? 1n : 0n)) bad()
  const nanos = sign * total
  return nanos < MIN_INT64 ? bad() : nanos
}

/**
 * `-x`, `x / y` and `x % y` with cel-go's checks. The library leaves out three of them: it
 * negates int64's minimum and divides it by -1 into a number outside int64, and returns 0 for
 * its remainder by -1, where cel-go reports an integer overflow for all three.
 */
export interface CheckedArithmetic {
  negate: (v: unknown) => unknown
  divide: (a: unknown, b: unknown) => unknown
  modulo: (a: unknown, b: unknown) => unknown
}

export function arithmetic({ Uint }: Pick<LibraryClasses, 'Uint'>): CheckedArithmetic {
  const ints = (a: unknown, b: unknown): [bigint, bigint] | undefined =>
    typeof a === 'bigint' && typeof b === 'bigint' ? [a, b] : undefined
  const uints = (a: unknown, b: unknown): [bigint, bigint] | undefined => {
    const x = uintValue(a)
    const y = uintValue(b)
    return x !== undefined && y !== undefined ? [x, y] : undefined
  }
  return {
    negate: (v) => {
      if (typeof v === 'number') return -v
      if (typeof v !== 'bigint') throw noSuchOverload('-_', v)
      if (v === MIN_INT64) throw new CelFunctionError(INT_OVERFLOW)
      return -v
    },
    divide: (a, b) => {
      if (typeof a === 'number' && typeof b === 'number') return a / b
      const operands = ints(a, b) ?? uints(a, b)
      if (!operands) throw noSuchOverload('_/_', a, b)
      const [x, y] = operands
      if (y === 0n) throw new CelFunctionError('division by zero')
      if (x === MIN_INT64 && y === -1n) throw new CelFunctionError(INT_OVERFLOW)
      return typeof a === 'bigint' ? x / y : new Uint(x / y)
    },
    modulo: (a, b) => {
      const operands = ints(a, b) ?? uints(a, b)
      if (!operands) throw noSuchOverload('_%_', a, b)
      const [x, y] = operands
      if (y === 0n) throw new CelFunctionError('modulus by zero')
      if (x === MIN_INT64 && y === -1n) throw new CelFunctionError(INT_OVERFLOW)
      return typeof a === 'bigint' ? x % y : new Uint(x % y)
    }
  }
}
