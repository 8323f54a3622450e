import { lineOf } from '../text/lines.js'
import { codePointLabel, utf8Text } from '../text/unicode.js'
import { fileReason, type Reason } from './reasons.js'

/**
 * The text-level part of the rule: bytes must be UTF-8 and free of every character on which
 * YAML parsers, git and GitHub's diff view disagree about where a line ends or what is
 * visible. Go's YAML (Kubernetes, Argo CD) ends a comment at a lone CR, NEL, LS or PS while
 * the `yaml` package and git's diff do not, so `# note<NEL>command: [...]` reads as one
 * comment line to a reviewer and as an extra field to the cluster.
 */
export type DecodedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: Reason }

/** The file's text, or the reason it is refused: where its bytes stop being UTF-8. */
export function decodeUtf8(bytes: Uint8Array, file: string): DecodedText {
  const text = utf8Text(bytes)
  if (text !== undefined) return { ok: true, text }
  const offset = firstInvalidUtf8(bytes)
  const line = 1 + bytes.subarray(0, offset).filter((b) => b === 0x0a).length
  const hint = looksLikeUtf16(bytes) ? ' It looks like UTF-16; save it as UTF-8.' : ''
  return {
    ok: false,
    reason: fileReason(
      'invalid-utf8',
      file,
      line,
      `${JSON.stringify(file)} is not valid UTF-8 at byte ${offset}.${hint}`
    )
  }
}

/**
 * Characters refused anywhere in the file, each because readers disagree on it: C0 and C1
 * controls (go-yaml refuses them, `yaml` reads them as text) with NEL, LS and PS (line breaks
 * to go-yaml, ending a comment there, and not to `yaml`, git or GitHub's diff), a BOM after the
 * start and U+FFFE/U+FFFF (go-yaml refuses them). TAB, CR and LF are handled on their own.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufffe\uffff]|(?<!^)\ufeff/u

/**
 * Characters a reviewer cannot see in GitHub's diff: zero-width characters and the bidi marks,
 * embeddings, overrides and isolates that reorder what is shown. They are refused where they
 * can change what the cluster reads (outside comments, in the documents the PR changes), as is
 * TAB, whose meaning as indentation or separation YAML readers disagree on.
 */
const HIDDEN = /[\t\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/u

const NAMES: Record<number, string> = {
  0x09: 'TAB',
  0x0d: 'CARRIAGE RETURN',
  0x85: 'NEXT LINE (NEL)',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0xfeff: 'BYTE ORDER MARK',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2060: 'WORD JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE'
}

export function describeCodePoint(cp: number): string {
  const hex = codePointLabel(cp)
  const name =
    NAMES[cp] ??
    (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ? 'a control character' : 'an invisible or direction-changing character')
  return `${hex} ${name}`
}

/**
 * The first forbidden character, as a reason at its line; undefined when there is none. CRLF
 * and LF are line breaks to every reader, so either (or both) may end lines; a CR not followed
 * by LF is a line break to go-yaml only.
 */
export function findForbiddenChar(text: string, file: string): Reason | undefined {
  const match = FORBIDDEN.exec(text)
  const loneCr = loneCarriageReturn(text)
  const at = Math.min(match?.index ?? Infinity, loneCr ?? Infinity)
  if (at === Infinity) return undefined
  const line = lineOf(text, at)
  if (at === loneCr) {
    return fileReason(
      'forbidden-char',
      file,
      line,
      `${JSON.stringify(file)} has a CARRIAGE RETURN not followed by a line feed at line ${line} (end lines with LF or CRLF).`
    )
  }
  const cp = match![0].codePointAt(0)!
  return fileReason(
    'forbidden-char',
    file,
    line,
    `${JSON.stringify(file)} contains ${describeCodePoint(cp)} at line ${line}.`
  )
}

function loneCarriageReturn(text: string): number | undefined {
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) if (text[i + 1] !== '\n') return i
  return undefined
}

/** The first hidden character or TAB in a piece of text that is not a comment. */
export function findHiddenChar(text: string): { index: number; what: string } | undefined {
  const match = HIDDEN.exec(text)
  if (!match) return undefined
  const cp = match[0].codePointAt(0)!
  return { index: match.index, what: `${describeCodePoint(cp)}${cp === 0x09 ? ' (indent with spaces)' : ''}` }
}

/**
 * Well-formed UTF-8 sequences by lead byte (Unicode's table 3-7): how long the sequence is and
 * the range of its second byte, which is narrower for some leads because it rules out overlong
 * forms, surrogates and code points past U+10FFFF. Later bytes are always 0x80..0xBF.
 */
const LEADS: readonly { from: number; to: number; length: number; second: readonly [number, number] }[] = [
  { from: 0x00, to: 0x7f, length: 1, second: [0, 0] },
  { from: 0xc2, to: 0xdf, length: 2, second: [0x80, 0xbf] },
  { from: 0xe0, to: 0xe0, length: 3, second: [0xa0, 0xbf] },
  { from: 0xe1, to: 0xec, length: 3, second: [0x80, 0xbf] },
  { from: 0xed, to: 0xed, length: 3, second: [0x80, 0x9f] },
  { from: 0xee, to: 0xef, length: 3, second: [0x80, 0xbf] },
  { from: 0xf0, to: 0xf0, length: 4, second: [0x90, 0xbf] },
  { from: 0xf1, to: 0xf3, length: 4, second: [0x80, 0xbf] },
  { from: 0xf4, to: 0xf4, length: 4, second: [0x80, 0x8f] }
]

/** Offset of the first byte that breaks UTF-8 (only called once decoding has failed). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const lead = LEADS.find((l) => bytes[i]! >= l.from && bytes[i]! <= l.to)
    if (!lead) return i
    for (let k = 1; k < lead.length; k++) {
      const [lo, hi] = k === 1 ? lead.second : [0x80, 0xbf]
      const c = bytes[i + k]
      if (c === undefined || c < lo || c > hi) return i
    }
    i += lead.length
  }
  return bytes.length
}

function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    return true
  const sample = bytes.subarray(0, 64)
  return sample.length > 4 && sample.filter((b) => b === 0).length >= sample.length / 4
}
