import { CelFunctionError } from './go-strings.js'

/**
 * CEL values as cel-go holds a Kubernetes object, and cel-go's equality between them.
 *
 * Flux hands CEL the object's `map[string]any` as the API server's JSON decodes it
 * (apimachinery `util/json`): a number that parses as an int64 is an int, any other a double. So
 * is a manifest read from YAML by sigs.k8s.io/yaml, which goes through JSON on the way (a YAML
 * `1.0` is printed as `1` and comes back an int). Ints are bigints here, as the CEL library wants.
 */

export const MIN_INT64 = -(2n ** 63n)
export const MAX_INT64 = 2n ** 63n - 1n

/** A parsed YAML or JSON value turned into what cel-go would see: integers as int64 (bigint), other numbers as double. */
export function toCelValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value >= MIN_INT64 && value <= MAX_INT64 ? value : Number(value)
  if (typeof value === 'number') {
    // encoding/json prints an integral float64 below 1e21 as digits, which json.Number.Int64 reads back.
    if (Number.isInteger(value) && Math.abs(value) < 1e21) {
      const int = BigInt(value)
      if (int >= MIN_INT64 && int <= MAX_INT64) return int
    }
    return value
  }
  if (Array.isArray(value)) return value.map(toCelValue)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = toCelValue(item)
    return out
  }
  return value
}

/**
 * unstructured.NestedInt64 on the converted object: the int64 at `path`; undefined when a field
 * on the way is absent or null; 'not-int' where Go returns an error (a non-map on the way, or a
 * value, null included, that is not an int64).
 */
export function nestedInt64(obj: unknown, ...path: string[]): bigint | undefined | 'not-int' {
  const value = nestedField(obj, path)
  if (value === ACCESSOR_ERROR) return 'not-int'
  if (value === undefined) return undefined
  return typeof value === 'bigint' ? value : 'not-int'
}

/** What nestedField returns where Go reports an accessor error (a non-map on the way). */
export const ACCESSOR_ERROR = Symbol('accessor error')

/** unstructured.NestedFieldNoCopy: undefined when absent, ACCESSOR_ERROR where Go reports an error. */
export function nestedField(obj: unknown, path: readonly string[]): unknown {
  let here: unknown = obj
  for (const key of path) {
    if (here === null || here === undefined) return undefined
    if (typeof here !== 'object' || Array.isArray(here)) return ACCESSOR_ERROR
    if (!Object.hasOwn(here, key)) return undefined
    here = (here as Record<string, unknown>)[key]
  }
  return here
}

/** A CEL number as a JavaScript comparable: ints and uints as bigint, doubles as number. */
function numeric(value: unknown): bigint | number | undefined {
  if (typeof value === 'bigint' || typeof value === 'number') return value
  // The library's uint: an object whose valueOf is the bigint.
  if (value !== null && typeof value === 'object' && value.constructor.name === 'UnsignedInt')
    return (value as { valueOf(): bigint }).valueOf()
  return undefined
}

/**
 * cel-go's runtime equality (`_==_` on ref.Val): numbers compare by value across int, uint and
 * double (NaN equals nothing); lists element by element; maps by keys and values; values of
 * different kinds are simply unequal, never an error.
 */
export function celEquals(a: unknown, b: unknown): boolean {
  if (isOptional(a) || isOptional(b)) return isOptional(a) && isOptional(b) && optionalEquals(a, b)
  const x = numeric(a)
  const y = numeric(b)
  if (x !== undefined || y !== undefined) {
    if (x === undefined || y === undefined) return false
    if (typeof x === 'number' && Number.isNaN(x)) return false
    if (typeof y === 'number' && Number.isNaN(y)) return false
    // bigint == number compares exact values in JavaScript, as cel-go's cross-type comparison does.
    return x == y // eslint-disable-line eqeqeq -- loose equality is exactly the bigint/number comparison wanted
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b
  if (a instanceof Uint8Array || b instanceof Uint8Array)
    return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.compare(a, b) === 0
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => celEquals(item, b[i]))
  }
  const left = entries(a)
  const right = entries(b)
  if (left.length !== right.length) return false
  return left.every(([key, value]) => {
    const match = right.find(([other]) => celEquals(key, other))
    return match !== undefined && celEquals(value, match[1])
  })
}

interface Optional {
  hasValue(): boolean
  value(): unknown
}

function isOptional(value: unknown): value is Optional {
  return value !== null && typeof value === 'object' && value.constructor.name === 'Optional'
}

/** common/types Optional.Equal: both empty, or both holding equal values (`optional.of(1) == optional.of(1.0)`). */
export function optionalEquals(a: Optional, b: Optional): boolean {
  if (!a.hasValue() || !b.hasValue()) return a.hasValue() === b.hasValue()
  return celEquals(a.value(), b.value())
}

/**
 * `has(operand.field)` where the library's macro takes only a path from a variable (`has(a[0].b)`,
 * `has({'k': 1}.k)`): cel-go's presence test on the value (interpreter/attributes.go refQualify),
 * a key of a map; an error on a list; false on anything else, null and strings included.
 */
export function hasField(operand: unknown, field: string): boolean {
  if (Array.isArray(operand)) throw new CelFunctionError(`unsupported index type 'string' in list`)
  if (isOptional(operand)) throw new CelFunctionError('health-test does not reproduce has() on an optional value')
  if (operand instanceof Map) return operand.has(field)
  if (operand === null || typeof operand !== 'object' || operand.constructor !== Object) return false
  return Object.hasOwn(operand, field)
}

function entries(map: object): [unknown, unknown][] {
  return map instanceof Map ? [...(map as Map<unknown, unknown>).entries()] : Object.entries(map)
}

/**
 * fmt's `%g` of a float64, as cel-go's string(double) writes it: the shortest digits that read
 * back, with an exponent (at least two digits) below 1e-4 or from 1e6 up (`1e+06`).
 */
export function goFloat64(f: number): string {
  if (Number.isNaN(f)) return 'NaN'
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf'
  if (f === 0) return Object.is(f, -0) ? '-0' : '0'
  const [mantissa = '', exponentText = '0'] = f.toExponential().split('e')
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 6) {
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  return String(f)
}
