/**
 * Writing a new value in the quoting style the file already uses, on one line. Anything that
 * could read back differently (in YAML 1.2, or in the YAML 1.1 that Kubernetes' parser speaks)
 * or spill onto another line is refused rather than rewritten in another style: the edit must
 * look like the old line with only the value changed.
 */
import { isPlainString } from '../kube-yaml/go-scalars.js'
import { codePointLabel } from '../text/unicode.js'
import { ManifestError, type ScalarStyle } from './types.js'

export function renderScalar(value: string, style: ScalarStyle): string {
  switch (style) {
    case 'PLAIN':
      return renderPlain(value)
    case 'QUOTE_DOUBLE':
      return renderDouble(value)
    case 'QUOTE_SINGLE':
      return renderSingle(value)
  }
}

/**
 * Characters an image reference uses, none of them a YAML indicator in block or flow context
 * (no `,[]{}#&*!|>'"%` and no spaces, so no `: ` or ` #` either). `=` is there for Argo CD's
 * `name=repo:tag@…` image overrides: no indicator, and never the first character.
 */
const PLAIN_SAFE = /^[A-Za-z0-9_./][A-Za-z0-9_./@:+=-]*$/

function renderPlain(value: string): string {
  const refuse = (why: string): ManifestError =>
    new ManifestError(`cannot write ${JSON.stringify(value)} as a plain (unquoted) scalar: ${why}`, 'unrenderable')
  if (!PLAIN_SAFE.test(value))
    throw refuse('it has characters that YAML would read as syntax; quote spec.image in the file first')
  if (value.endsWith(':')) throw refuse('a trailing colon would start a mapping')
  // Kubernetes reads plain scalars as YAML 1.1: `on` is a boolean, `1.10` a number.
  if (!isPlainString(value)) throw refuse('Kubernetes would read it as a number, a boolean or null')
  if (NOT_A_STRING_ELSEWHERE.some((re) => re.test(value))) throw refuse('YAML could read it as a number or a date')
  return value
}

/**
 * Plain scalars other readers take for something else than a string: YAML 1.2's core numbers
 * (kustomize's kyaml, js-yaml) and YAML 1.1's as its parsers implement them (PyYAML, ruamel,
 * SnakeYAML: ints in any base, sexagesimals, floats with one dot, dates). A version such as
 * `1.5.0` is none of these and is a string to every one of them, which is why real overlays and
 * values files write `newTag: 1.4.0` unquoted: refusing it would refuse the most common release.
 * (YAML 1.1's spec regex would call `1.5.0` a float; no parser of it does.)
 */
const NOT_A_STRING_ELSEWHERE = [
  /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*)$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
  /^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/
]

function renderDouble(value: string): string {
  let out = '"'
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (char === '"' || char === '\\') out += `\\${char}`
    else if (code === 0x0a) out += '\\n'
    else if (code === 0x09) out += '\\t'
    else if (isPrintableOnOneLine(code)) out += char
    else if (code >= 0xd800 && code <= 0xdfff) throw unpaired(value)
    // C0/C1 controls, DEL, NEL, line and paragraph separators, BOM: escaped, so the line stays one line.
    else out += `\\u${code.toString(16).padStart(4, '0')}`
  }
  return `${out}"`
}

function renderSingle(value: string): string {
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) throw unpaired(value)
    if (!isPrintableOnOneLine(code) && code !== 0x09) {
      throw new ManifestError(
        `cannot write ${JSON.stringify(value)} as a single-quoted scalar: ${codePointLabel(code)} has no escape there`,
        'unrenderable'
      )
    }
  }
  return `'${value.replaceAll("'", "''")}'`
}

/** YAML's printable set minus every character some YAML version treats as a line break (and the BOM). */
function isPrintableOnOneLine(code: number): boolean {
  if (code >= 0x20 && code <= 0x7e) return true
  if (code >= 0xa0 && code <= 0xd7ff) return code !== 0x2028 && code !== 0x2029
  if (code >= 0xe000 && code <= 0xfffd) return code !== 0xfeff
  return code >= 0x10000 && code <= 0x10ffff
}

function unpaired(value: string): ManifestError {
  return new ManifestError(`cannot write ${JSON.stringify(value)}: it has an unpaired UTF-16 surrogate`, 'unrenderable')
}
