import { Environment } from '@marcbachmann/cel-js'
import {
  arithmetic,
  type LibraryClasses,
  toBool,
  toDouble,
  toDurationNanos,
  toInt,
  toStringValue,
  toTimestamp,
  toUint
} from './conversions.js'
import * as go from './go-strings.js'
import { re2ToRegExp } from './re2.js'
import { celEquals, hasField, optionalEquals } from './values.js'

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
 * cel-go does, or refuse it by name (REFUSED); it sends `-`, `/`, `%` and a `has()` the library
 * cannot take (`has(a[0].b)`) to theirs the same way.
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
  const Uint = (env.evaluate('1u') as object).constructor as LibraryClasses['Uint']
  const Duration = (env.evaluate("duration('1s')") as object).constructor as LibraryClasses['Duration']
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
  fn('flux_bool(dyn): bool', toBool)
  fn('flux_string(dyn): string', toStringValue)
  fn('flux_timestamp(dyn): google.protobuf.Timestamp', toTimestamp)
  fn('flux_duration(dyn): google.protobuf.Duration', (v: unknown) => {
    const nanos = toDurationNanos(v)
    return new Duration(nanos / 1_000_000_000n, Number(nanos % 1_000_000_000n))
  })

  const checked = arithmetic({ Uint })
  fn('flux_negate(dyn): dyn', checked.negate)
  fn('flux_divide(dyn, dyn): dyn', checked.divide)
  fn('flux_modulo(dyn, dyn): dyn', checked.modulo)
  fn('flux_has(dyn, string): bool', hasField)
  // The library compares optionals by identity; cel-go by their values (common/types Optional.Equal).
  env.registerOperator('optional<dyn> == optional<dyn>', optionalEquals)
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
