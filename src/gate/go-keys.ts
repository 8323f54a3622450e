/**
 * Mapping keys as Kubernetes ends up with them. go-yaml v2 resolves a plain key with YAML 1.1
 * rules (`on` is true, `010` is 8, `0o10` and `1_0` are numbers), then sigs.k8s.io/yaml turns
 * every key into a JSON string: integers in decimal, floats through float32 in Go's shortest
 * `%g` form (so `1` and `1.00000001` are both "1"), booleans as "true"/"false". Two keys with
 * the same JSON name are one key there, and Go keeps one of them.
 */

/** A key Go cannot turn into a JSON name: null, and integers past int64 (read as uint64), fail the conversion. */
export const NO_JSON_NAME = Symbol('no JSON name')

const TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'])
const FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'])
const NULL = new Set(['', '~', 'null', 'Null', 'NULL'])
// A Map, not an object literal: a key named `constructor` or `toString` must not find
// Object.prototype's members.
const SPECIAL_FLOATS = new Map([
  ['.inf', '.inf'],
  ['.Inf', '.inf'],
  ['.INF', '.inf'],
  ['+.inf', '.inf'],
  ['+.Inf', '.inf'],
  ['+.INF', '.inf'],
  ['-.inf', '-.inf'],
  ['-.Inf', '-.inf'],
  ['-.INF', '-.inf'],
  ['.nan', '.nan'],
  ['.NaN', '.nan'],
  ['.NAN', '.nan']
])
/** The longest word in TRUE, FALSE and NULL: most keys are longer, and skip those lookups. */
const LONGEST_WORD = 5
/** go-yaml v2's yamlStyleFloat. */
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/
const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const UINT64_MAX = 2n ** 64n - 1n

/** The JSON name Kubernetes gives a plain (unquoted) key written as `source`. */
export function goPlainKey(source: string): string | typeof NO_JSON_NAME {
  if (source.length <= LONGEST_WORD) {
    if (NULL.has(source)) return NO_JSON_NAME
    if (TRUE.has(source)) return 'true'
    if (FALSE.has(source)) return 'false'
  }
  const special = SPECIAL_FLOATS.get(source)
  if (special !== undefined) return special
  const first = source[0]!
  if (first === '.') {
    const value = goParseFloat(source)
    return value === undefined ? source : formatFloat32(value)
  }
  if (!/[-+0-9]/.test(first)) return source
  const plain = source.replace(/_/g, '')
  const int = goParseInt(plain)
  if (int !== undefined) return int <= INT64_MAX ? int.toString() : NO_JSON_NAME
  if (YAML_FLOAT.test(plain)) return formatFloat32(Number(plain))
  return source
}

/** strconv.ParseInt/ParseUint with base 0, as a BigInt; undefined when Go would fail. */
function goParseInt(text: string): bigint | undefined {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text)
  if (!m) return undefined
  let digits = m[2]!
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`
  const magnitude = BigInt(digits.toLowerCase().replace(/^0([xob])/, '0$1'))
  const value = m[1] === '-' ? -magnitude : magnitude
  // ParseInt takes int64; ParseUint takes what is left of uint64, but never a sign.
  if (value < INT64_MIN || value > UINT64_MAX || (value > INT64_MAX && m[1] !== '')) return undefined
  return value
}

/** strconv.ParseFloat for the forms go-yaml hands it after a leading dot. */
function goParseFloat(text: string): number | undefined {
  return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(text) ? Number(text) : undefined
}

/** strconv.FormatFloat(v, 'g', -1, 32): the shortest digits that read back as the same float32. */
export function formatFloat32(value: number): string {
  const f = Math.fround(value)
  if (f === Infinity) return '.inf'
  if (f === -Infinity) return '-.inf'
  if (Number.isNaN(f)) return '.nan'
  if (f === 0) return Object.is(f, -0) ? '-0' : '0'
  let digits = ''
  let exponent = 0
  for (let precision = 1; precision <= 9; precision++) {
    const [mantissa, exp] = f.toExponential(precision - 1).split('e') as [string, string]
    if (Math.fround(Number(`${mantissa}e${exp}`)) === f) {
      digits = mantissa.replace('-', '').replace('.', '')
      exponent = Number(exp)
      break
    }
  }
  digits = digits.replace(/0+$/, '') || '0'
  const sign = f < 0 ? '-' : ''
  // Go's %g with shortest precision switches to %e below 1e-4 and from 1e6.
  if (exponent < -4 || exponent >= 6) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    const e = Math.abs(exponent).toString().padStart(2, '0')
    return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${e}`
  }
  if (exponent >= digits.length - 1) return `${sign}${digits}${'0'.repeat(exponent - digits.length + 1)}`
  if (exponent >= 0) return `${sign}${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`
  return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
}
