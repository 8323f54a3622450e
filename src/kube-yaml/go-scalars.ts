/**
 * What Kubernetes makes of a plain (unquoted) scalar: go-yaml v2's `resolve` (YAML 1.1, as
 * sigs.k8s.io/yaml reads manifests), ported rule by rule. `on`, `y` and `No` are booleans,
 * `010` is 8, `0x1F` and `1_000` are integers, `08` and `1e3` floats, `~` is null, and a date
 * stays a string (v2 hands timestamps to `interface{}` as their text). The one YAML 1.1
 * resolution of the project: the subset reader, the identity reader and the health-check
 * harness use it.
 */

export type GoScalar =
  | { readonly type: 'null' }
  | { readonly type: 'bool'; readonly value: boolean }
  /** int or uint64, exact. */
  | { readonly type: 'int'; readonly value: bigint }
  | { readonly type: 'float'; readonly value: number }
  /** A string; `timestamp` when it is one v2 recognises (still a string to Kubernetes). */
  | { readonly type: 'str'; readonly value: string; readonly timestamp?: true }

// Maps, not object literals: a scalar named `constructor` must not find Object.prototype's members.
const WORDS = new Map<string, GoScalar>()
for (const [words, value] of [
  ['y Y yes Yes YES true True TRUE on On ON', { type: 'bool', value: true }],
  ['n N no No NO false False FALSE off Off OFF', { type: 'bool', value: false }],
  ['~ null Null NULL', { type: 'null' }],
  ['.nan .NaN .NAN', { type: 'float', value: NaN }],
  ['.inf .Inf .INF +.inf +.Inf +.INF', { type: 'float', value: Infinity }],
  ['-.inf -.Inf -.INF', { type: 'float', value: -Infinity }]
  // `<<` is a string to resolve; a plain `<<` key is a merge because v2 checks the text itself.
] as const) {
  for (const word of words.split(' ')) WORDS.set(word, value)
}

/** First characters that send v2 to its resolve table; any other plain scalar is a string. */
const HINTED = /^[-+0-9yYnNtTfFoO~.]/
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/
const DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/
const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const UINT64_MAX = 2n ** 64n - 1n

/** The value go-yaml v2 gives the plain scalar written as `source` (already trimmed). */
export function resolvePlain(source: string): GoScalar {
  if (source === '') return { type: 'null' }
  if (!HINTED.test(source)) return { type: 'str', value: source }
  const word = WORDS.get(source)
  if (word !== undefined) return word
  const first = source[0]!
  if (first === '.') {
    // strconv.ParseFloat on what starts with a dot: digits and an exponent, no underscores.
    return DOT_FLOAT.test(source) ? { type: 'float', value: Number(source) } : { type: 'str', value: source }
  }
  if (!/[-+0-9]/.test(first)) return { type: 'str', value: source }
  if (isTimestamp(source)) return { type: 'str', value: source, timestamp: true }
  const plain = source.replace(/_/g, '')
  const int = parseGoInt(plain)
  if (int !== undefined) return { type: 'int', value: int }
  if (YAML_FLOAT.test(plain)) {
    const value = Number(plain)
    // ParseFloat fails on overflow, and v2 then keeps the text.
    if (Number.isFinite(value)) return { type: 'float', value }
  }
  return { type: 'str', value: source }
}

/** Whether Kubernetes reads the plain scalar `source` as the string it spells. */
export function isPlainString(source: string): boolean {
  const resolved = resolvePlain(source)
  return resolved.type === 'str'
}

/** v2's `.inf` and `.nan` words: floats that sigs.k8s.io/yaml cannot write as JSON, so it fails. */
export function isNonJsonFloat(source: string): boolean {
  const resolved = WORDS.get(source)
  return resolved?.type === 'float'
}

/**
 * strconv.ParseInt(s, 0, 64), then ParseUint(s, 0, 64) as v2 tries them: a sign, then 0x, 0o,
 * 0b or a leading 0 (octal) or decimal digits. Undefined when both fail.
 */
function parseGoInt(text: string): bigint | undefined {
  const m = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(text)
  if (!m) return undefined
  let digits = m[2]!
  if (/^0[0-7]+$/.test(digits)) digits = `0o${digits.slice(1)}`
  const magnitude = BigInt(digits.replace(/^0([XOB])/, (_all, p: string) => `0${p.toLowerCase()}`))
  const value = m[1] === '-' ? -magnitude : magnitude
  // ParseInt takes int64; ParseUint takes what is left of uint64, but never a sign.
  if (value >= INT64_MIN && value <= INT64_MAX) return value
  if (m[1] === '' && value <= UINT64_MAX) return value
  return undefined
}

/**
 * What may be one of v2's timestamps (four digits and a dash, then a date with an optional
 * time). Whether `time.Parse` takes it does not matter here: either way v2 hands the text on as
 * a string; the flag only keeps such words out of the subset's keys.
 */
function isTimestamp(text: string): boolean {
  return /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ].*)?$/.test(text)
}
