import { Environment } from '@marcbachmann/cel-js'
import * as go from './go-strings.js'
import { CelFunctionError } from './go-strings.js'
import { re2ToRegExp } from './re2.js'
import { celEquals, goFloat64, MAX_INT64, MIN_INT64 } from './values.js'

/**
 * The CEL environment fluxcd/pkg `runtime/cel` builds (expression.go, cel-go v0.26.1), on the
 * @marcbachmann/cel-js library: the standard library with `OptionalTypes()`, `ext.Strings()`,
 * `ext.Sets()` and `ext.Encoders()`. Flux only parses an expression (no type check), so
 * `HomogeneousAggregateLiterals` (an AST validator) and `CrossTypeNumericComparisons` (a checker
 * option) change nothing for it; cel-go's run time already compares numbers across types.
 *
 * The library computes several functions the JavaScript way, and lacks some of cel-go's; it
 * cannot replace a function it registered. So expression.ts rewrites each call to those into a
 * call to one of the `flux_*` functions registered here (see REWRITTEN), which compute it as
 * cel-go does, or refuse it by name (REFUSED).
 */

/** Receiver functions whose library version differs from cel-go's, or which it lacks. */
export const REWRITTEN_METHODS = new Set([
  'lowerAscii',
  'upperAscii',
  'trim',
  'charAt',
  'indexOf',
  'lastIndexOf',
  'substring',
  'split',
  'replace',
  'reverse',
  'matches',
  'first',
  'last',
  'unwrapOpt',
  'getDayOfYear'
])

/** Global functions the same way (`matches(s, re)` and the conversions read strings with strconv). */
export const REWRITTEN_FUNCTIONS = new Set([
  'matches',
  'int',
  'uint',
  'double',
  'bool',
  'string',
  'timestamp',
  'duration'
])

/** `namespace.function(...)` calls cel-go resolves by their qualified name. */
export const NAMESPACED = new Set([
  'sets.contains',
  'sets.equivalent',
  'sets.intersects',
  'base64.encode',
  'base64.decode',
  'optional.ofNonZeroValue',
  'optional.unwrap'
])

/**
 * What health-test will not evaluate, with the reason: cel-go functions we do not reproduce, and
 * functions the library has that Flux's environment does not (cel-go reports no such overload).
 */
export const REFUSED: Readonly<Record<string, string>> = {
  format: "cel-go's string.format() is not reproduced by health-test",
  'strings.quote': "cel-go's strings.quote() is not reproduced by health-test",
  optMap: "the optMap() macro of cel-go's optional library is not reproduced by health-test",
  optFlatMap: "the optFlatMap() macro of cel-go's optional library is not reproduced by health-test",
  'cel.bind': "cel.bind() is not in Flux's CEL environment (it has no ext.Bindings)",
  hex: "bytes.hex() is not in Flux's CEL environment",
  json: "bytes.json() is not in Flux's CEL environment",
  at: "bytes.at() is not in Flux's CEL environment",
  base64: "bytes.base64() is not in Flux's CEL environment (use base64.encode())"
}

export type OptionalValue = { hasValue(): boolean; value(): unknown }
interface OptionalClass {
  of(value: unknown): OptionalValue
  none(): OptionalValue
}
type UintClass = new (value: bigint) => { valueOf(): bigint }
type DurationClass = new (seconds: bigint, nanos: number) => object

let built: Environment | undefined

/** The environment, built once (registering is the expensive part). */
export function fluxEnvironment(): Environment {
  built ??= build()
  return built
}

function build(): Environment {
  const env = new Environment({
    unlistedVariablesAreDyn: true,
    enableOptionalTypes: true,
    // cel-go's run time accepts mixed lists and maps; only its type checker, which Flux skips, would not.
    homogeneousAggregateLiterals: false
  })
  // The library exports none of these classes; its own values are instances of them.
  const Optional = (env.evaluate('optional.none()') as object).constructor as unknown as OptionalClass
  const Uint = (env.evaluate('1u') as object).constructor as UintClass
  const Duration = (env.evaluate("duration('1s')") as object).constructor as DurationClass
  const fn = (signature: string, handler: (...args: never[]) => unknown): void => {
    env.registerFunction(signature, handler as (...args: unknown[]) => unknown)
  }

  fn('flux_lowerAscii(string): string', go.lowerAscii)
  fn('flux_upperAscii(string): string', go.upperAscii)
  fn('flux_trim(string): string', go.trim)
  fn('flux_reverse(string): string', go.reverse)
  fn('flux_charAt(string, int): string', go.charAt)
  fn('flux_indexOf(string, string): int', (s: string, sub: string) => go.indexOf(s, sub))
  fn('flux_indexOf(string, string, int): int', go.indexOf)
  fn('flux_lastIndexOf(string, string): int', (s: string, sub: string) => go.lastIndexOf(s, sub))
  fn('flux_lastIndexOf(string, string, int): int', go.lastIndexOf)
  fn('flux_substring(string, int): string', (s: string, start: bigint) => go.substring(s, start))
  fn('flux_substring(string, int, int): string', go.substring)
  fn('flux_split(string, string): list<string>', (s: string, sep: string) => go.split(s, sep))
  fn('flux_split(string, string, int): list<string>', go.split)
  fn('flux_replace(string, string, string): string', (s: string, a: string, b: string) => go.replace(s, a, b))
  fn('flux_replace(string, string, string, int): string', go.replace)
  fn('flux_matches(string, string): bool', (s: string, pattern: string) => re2ToRegExp(pattern).test(s))

  fn('flux_first(list): optional<dyn>', (l: unknown[]) => (l.length > 0 ? Optional.of(l[0]) : Optional.none()))
  fn('flux_last(list): optional<dyn>', (l: unknown[]) => (l.length > 0 ? Optional.of(l.at(-1)) : Optional.none()))
  fn('flux_unwrapOpt(list): list', unwrap)
  fn('flux_optional_unwrap(list): list', unwrap)
  fn('flux_optional_ofNonZeroValue(dyn): optional<dyn>', (v: unknown) => (isZero(v) ? Optional.none() : Optional.of(v)))

  fn('flux_sets_contains(list, list): bool', (a: unknown[], b: unknown[]) => contains(a, b))
  fn('flux_sets_equivalent(list, list): bool', (a: unknown[], b: unknown[]) => contains(a, b) && contains(b, a))
  fn('flux_sets_intersects(list, list): bool', (a: unknown[], b: unknown[]) =>
    a.some((x) => b.some((y) => celEquals(x, y)))
  )
  fn('flux_base64_encode(bytes): string', go.base64Encode)
  fn('flux_base64_decode(string): bytes', go.base64Decode)

  fn('flux_int(dyn): int', toInt)
  fn('flux_uint(dyn): uint', (v: unknown) => new Uint(toUint(v)))
  fn('flux_double(dyn): double', toDouble)
  fn('flux_bool(dyn): bool', (v: unknown) => (typeof v === 'string' ? go.parseBool(v) : expect(v, 'boolean', 'bool')))
  fn('flux_string(dyn): string', toStringValue)
  fn('flux_timestamp(dyn): google.protobuf.Timestamp', toTimestamp)
  fn('flux_duration(dyn): google.protobuf.Duration', (v: unknown) => {
    const nanos = parseGoDuration(expect(v, 'string', 'duration'))
    return new Duration(nanos / 1_000_000_000n, Number(nanos % 1_000_000_000n))
  })
  fn('flux_getDayOfYear(google.protobuf.Timestamp): int', (d: Date) => {
    const start = Date.UTC(d.getUTCFullYear(), 0, 1)
    return BigInt(Math.floor((d.getTime() - start) / 86_400_000))
  })
  return env
}

function unwrap(list: unknown[]): unknown[] {
  return list.filter((o) => (o as OptionalValue).hasValue()).map((o) => (o as OptionalValue).value())
}

/** sets.contains: every element of `sub` equals (as CEL compares) some element of `list`. */
function contains(list: unknown[], sub: unknown[]): boolean {
  return sub.every((x) => list.some((y) => celEquals(x, y)))
}

/** cel-go's zero values for optional.ofNonZeroValue. */
function isZero(v: unknown): boolean {
  if (v === null || v === false || v === '' || v === 0 || v === 0n) return true
  if (Array.isArray(v) || v instanceof Uint8Array) return v.length === 0
  if (v instanceof Map) return v.size === 0
  if (typeof v === 'object' && v.constructor === Object) return Object.keys(v).length === 0
  if (typeof v === 'object' && v.constructor.name === 'UnsignedInt')
    return (v as { valueOf(): bigint }).valueOf() === 0n
  return false
}

function expect<T>(v: unknown, type: string, fn: string): T {
  if (typeof v !== type)
    throw new CelFunctionError(`found no matching overload for '${fn}' applied to '(${celType(v)})'`)
  return v as T
}

function celType(v: unknown): string {
  if (v === null) return 'null_type'
  if (typeof v === 'bigint') return 'int'
  if (typeof v === 'number') return 'double'
  if (typeof v === 'string' || typeof v === 'boolean') return typeof v === 'string' ? 'string' : 'bool'
  if (Array.isArray(v)) return 'list'
  if (v instanceof Uint8Array) return 'bytes'
  if (v instanceof Date) return 'google.protobuf.Timestamp'
  const name = (v as object).constructor.name
  if (name === 'UnsignedInt') return 'uint'
  if (name === 'Duration') return 'google.protobuf.Duration'
  return 'map'
}

function uintValue(v: unknown): bigint | undefined {
  return celType(v) === 'uint' ? (v as { valueOf(): bigint }).valueOf() : undefined
}

function toInt(v: unknown): bigint {
  if (typeof v === 'bigint') return v
  if (typeof v === 'string') return go.parseInt64(v)
  const u = uintValue(v)
  if (u !== undefined) {
    if (u > MAX_INT64) throw new CelFunctionError('range error converting uint to int')
    return u
  }
  if (typeof v === 'number') {
    // cel-go: a double must lie strictly inside int64's range.
    if (!(v > -(2 ** 63) && v < 2 ** 63)) throw new CelFunctionError('range error converting double to int')
    return BigInt(Math.trunc(v))
  }
  if (v instanceof Date) return BigInt(Math.floor(v.getTime() / 1000))
  throw new CelFunctionError(`found no matching overload for 'int' applied to '(${celType(v)})'`)
}

function toUint(v: unknown): bigint {
  if (typeof v === 'string') return go.parseUint64(v)
  const u = uintValue(v)
  if (u !== undefined) return u
  if (typeof v === 'bigint') {
    if (v < 0n) throw new CelFunctionError('range error converting int to uint')
    return v
  }
  if (typeof v === 'number') {
    if (!(v >= 0 && v < 2 ** 64)) throw new CelFunctionError('range error converting double to uint')
    return BigInt(Math.trunc(v))
  }
  throw new CelFunctionError(`found no matching overload for 'uint' applied to '(${celType(v)})'`)
}

function toDouble(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'bigint') return Number(v)
  if (typeof v === 'string') return go.parseFloat64(v)
  const u = uintValue(v)
  if (u !== undefined) return Number(u)
  throw new CelFunctionError(`found no matching overload for 'double' applied to '(${celType(v)})'`)
}

function toStringValue(v: unknown): string {
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
  if (v instanceof Date || celType(v) === 'google.protobuf.Duration')
    throw new CelFunctionError(`health-test does not reproduce cel-go's string() of a ${celType(v)}`)
  throw new CelFunctionError(`found no matching overload for 'string' applied to '(${celType(v)})'`)
}

/** time.Parse(time.RFC3339, s), within CEL's year 1 to 9999. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

function toTimestamp(v: unknown): Date {
  if (v instanceof Date) return v
  if (typeof v === 'bigint') {
    if (v < -62135596800n || v > 253402300799n) throw new CelFunctionError('timestamp overflow')
    return new Date(Number(v) * 1000)
  }
  const s = expect<string>(v, 'string', 'timestamp')
  const date = RFC3339.test(s) ? new Date(s) : undefined
  if (!date || Number.isNaN(date.getTime()))
    throw new CelFunctionError(`type conversion error from 'string' to 'google.protobuf.Timestamp'`)
  // JavaScript dates keep milliseconds; a finer timestamp would compare differently.
  if (/\.\d{3}\d*[1-9]/.test(s))
    throw new CelFunctionError(
      `health-test keeps timestamps to the millisecond and cannot read ${JSON.stringify(s)} exactly`
    )
  return date
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
