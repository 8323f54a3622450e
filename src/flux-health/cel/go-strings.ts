/**
 * The functions of cel-go's `ext.Strings` and its string conversions, as cel-go (v0.26, the one
 * fluxcd/pkg builds with) computes them: indexes count runes (code points, not UTF-16 units),
 * `lowerAscii` touches ASCII letters only, `trim` is Go's `unicode.IsSpace`, `split` and `replace`
 * are Go's `strings.SplitN` and `strings.Replace`, and the conversions are `strconv`'s. The CEL
 * library we use computes several of these the JavaScript way, so these replace its versions.
 * Each throws a CelFunctionError with cel-go's message where cel-go returns an error.
 */

export class CelFunctionError extends Error {
  override name = 'CelFunctionError'
}

const runes = (s: string): string[] => Array.from(s)

export function charAt(s: string, index: bigint): string {
  const chars = runes(s)
  if (index < 0n || index > BigInt(chars.length)) throw new CelFunctionError(`index out of range: ${index}`)
  return chars[Number(index)] ?? ''
}

export function indexOf(s: string, sub: string, offset = 0n): bigint {
  if (sub === '') return offset
  const chars = runes(s)
  const subChars = runes(sub)
  if (offset < 0n) throw new CelFunctionError(`index out of range: ${offset}`)
  if (offset >= BigInt(chars.length)) return -1n
  for (let i = Number(offset); i < chars.length - (subChars.length - 1); i++) {
    if (subChars.every((c, j) => chars[i + j] === c)) return BigInt(i)
  }
  return -1n
}

export function lastIndexOf(s: string, sub: string, offset?: bigint): bigint {
  const chars = runes(s)
  if (offset === undefined) {
    if (sub === '') return BigInt(chars.length)
    // cel-go compares byte lengths here, before it counts runes.
    if (Buffer.byteLength(s) < Buffer.byteLength(sub)) return -1n
    offset = BigInt(chars.length - 1)
  }
  if (sub === '') return offset
  const subChars = runes(sub)
  if (offset < 0n) throw new CelFunctionError(`index out of range: ${offset}`)
  if (offset >= BigInt(chars.length)) return -1n
  let start = Math.min(Number(offset), chars.length - subChars.length)
  for (; start >= 0; start--) {
    if (subChars.every((c, j) => chars[start + j] === c)) return BigInt(start)
  }
  return -1n
}

export function substring(s: string, start: bigint, end?: bigint): string {
  const chars = runes(s)
  const length = BigInt(chars.length)
  if (end !== undefined && start > end)
    throw new CelFunctionError(`invalid substring range. start: ${start}, end: ${end}`)
  if (start < 0n || start > length) throw new CelFunctionError(`index out of range: ${start}`)
  if (end !== undefined && (end < 0n || end > length)) throw new CelFunctionError(`index out of range: ${end}`)
  return chars.slice(Number(start), end === undefined ? undefined : Number(end)).join('')
}

/** ASCII letters only: `'ÀB'.lowerAscii()` is `'Àb'` in cel-go, where toLowerCase would give `'àb'`. */
export function lowerAscii(s: string): string {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

export function upperAscii(s: string): string {
  return s.replace(/[a-z]/g, (c) => c.toUpperCase())
}

/**
 * Go's unicode.IsSpace: ASCII white space, U+0085, U+00A0 and the Unicode White_Space letters.
 * JavaScript's trim() differs: it also strips U+FEFF and keeps U+0085.
 */
const GO_SPACE = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]'
const LEADING_SPACE = new RegExp(`^${GO_SPACE}+`)
const TRAILING_SPACE = new RegExp(`${GO_SPACE}+$`)

export function trim(s: string): string {
  return s.replace(LEADING_SPACE, '').replace(TRAILING_SPACE, '')
}

export function reverse(s: string): string {
  return runes(s).reverse().join('')
}

/** strings.SplitN (n < 0: all; n == 0: none); an empty separator splits after each rune. */
export function split(s: string, sep: string, n = -1n): string[] {
  if (n === 0n) return []
  const parts = sep === '' ? runes(s) : s.split(sep)
  if (n < 0n || BigInt(parts.length) <= n) return parts
  const keep = Number(n) - 1
  if (sep === '') return [...parts.slice(0, keep), parts.slice(keep).join('')]
  return [...parts.slice(0, keep), parts.slice(keep).join(sep)]
}

/** strings.Replace (n < 0: every match); an empty `old` matches before each rune and at the end. */
export function replace(s: string, old: string, replacement: string, n = -1n): string {
  if (n === 0n || old === replacement) return s
  const pieces = old === '' ? ['', ...runes(s), ''] : s.split(old)
  const limit = n < 0n ? pieces.length - 1 : Math.min(Number(n), pieces.length - 1)
  let out = pieces[0] ?? ''
  for (let i = 1; i < pieces.length; i++) out += (i <= limit ? replacement : old) + (pieces[i] ?? '')
  return out
}

/** strconv.ParseInt(s, 10, 64): an optional sign and decimal digits, nothing else. */
export function parseInt64(s: string): bigint {
  if (/^[+-]?[0-9]+$/.test(s)) {
    const value = BigInt(s)
    if (value >= -(2n ** 63n) && value < 2n ** 63n) return value
  }
  throw new CelFunctionError(`type conversion error from 'string' to 'int'`)
}

/** strconv.ParseUint(s, 10, 64): decimal digits, no sign. */
export function parseUint64(s: string): bigint {
  if (/^[0-9]+$/.test(s)) {
    const value = BigInt(s)
    if (value < 2n ** 64n) return value
  }
  throw new CelFunctionError(`type conversion error from 'string' to 'uint'`)
}

/**
 * strconv.ParseFloat(s, 64) for decimal text and the named infinities and NaN. Go also reads
 * hexadecimal floats (`0x1p-2`); those are refused rather than read differently.
 */
export function parseFloat64(s: string): number {
  if (/^[+-]?(?:inf|infinity)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity
  // Go takes a sign before inf but not before nan.
  if (/^nan$/i.test(s)) return NaN
  if (/^[+-]?0[xX]/.test(s))
    throw new CelFunctionError(`health-test does not read hexadecimal floats in double(): ${JSON.stringify(s)}`)
  // Go takes `_` between digits (`1_000.5`), as in its own literals.
  const digits = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.(?:[0-9]+(?:_[0-9]+)*)?)?(?:[eE][+-]?[0-9]+(?:_[0-9]+)*)?$/
  const fraction = /^[+-]?\.[0-9]+(?:_[0-9]+)*(?:[eE][+-]?[0-9]+(?:_[0-9]+)*)?$/
  if (digits.test(s) || fraction.test(s)) {
    const value = Number(s.replaceAll('_', ''))
    // ParseFloat reports a value out of range as an error (it returns ±Inf with ErrRange).
    if (Number.isFinite(value)) return value
  }
  throw new CelFunctionError(`type conversion error from 'string' to 'double'`)
}

/** strconv.ParseBool. */
export function parseBool(s: string): boolean {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false
  throw new CelFunctionError(`type conversion error from 'string' to 'bool'`)
}

/**
 * base64.StdEncoding, then RawStdEncoding when the first says the input is corrupt, as cel-go's
 * `base64.decode` does. Go skips `\r` and `\n`; anything else outside the alphabet is an error
 * (Buffer.from would skip it silently).
 */
export function base64Decode(s: string): Uint8Array {
  const text = s.replace(/[\r\n]/g, '')
  const padded = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
  const raw = /^[A-Za-z0-9+/]*$/
  if (padded.test(text) || (raw.test(text) && text.length % 4 !== 1)) return new Uint8Array(Buffer.from(text, 'base64'))
  // The error is RawStdEncoding's: at the first byte outside the alphabet (`=` included), else at
  // the last byte, a lone one left over.
  const bad = /[^A-Za-z0-9+/\r\n]/.exec(s)
  const at = bad ? Buffer.byteLength(s.slice(0, bad.index)) : Buffer.byteLength(s) - 1
  throw new CelFunctionError(`illegal base64 data at input byte ${at}`)
}

export function base64Encode(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64')
}
