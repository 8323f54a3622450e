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
  // Other readers (YAML 1.2, kustomize's) also read dates and 1.1's sexagesimals: those all start
  // with a digit, sign or dot and never contain `/` or `@`, which an image reference starting so has.
  if (!/^[A-Za-z]/.test(value) && !/[/@]/.test(value)) throw refuse('YAML could read it as a number or a date')
  return value
}

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
