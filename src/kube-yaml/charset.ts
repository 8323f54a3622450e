/**
 * The characters the subset allows, and where. A document the PR changes may hold any Unicode
 * scalar value except:
 * - anywhere: C0 controls but TAB and LF (and CR right before LF), DEL, C1 controls (NEL among
 *   them), LS, PS, U+FFFE, U+FFFF, and a byte order mark after the start of the file. go-yaml
 *   refuses the controls and reads NEL, LS, PS and a lone CR as line breaks (ending a comment
 *   there) where JavaScript, git and GitHub's diff do not;
 * - outside comments: zero-width characters and bidi controls, which parsers agree on but a
 *   reviewer cannot see, so two different values look the same in the diff;
 * - outside comments and block scalar content: TAB, whose meaning around indentation YAML
 *   readers disagree on.
 */
import { codePointLabel } from '../text/unicode.js'

// All in the BMP, so the patterns match UTF-16 units without the (slower) `u` flag.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]|\r(?!\n)/g

/** Zero-width characters and bidi marks, embeddings, overrides and isolates. */
const HIDDEN = /[\t\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/g

/** A character refused where it stands: its offset and what it is, for the reason. */
export interface BadChar {
  readonly index: number
  readonly what: string
}

/**
 * The first character refused anywhere in `text[from, to)`; `text` is the whole file, so a byte
 * order mark counts as "at the start" only at offset 0.
 */
export function findForbidden(text: string, from = 0, to = text.length): BadChar | undefined {
  // On the slice: a search from `from` in the whole text would run on to its end.
  const part = text.slice(from, to)
  FORBIDDEN.lastIndex = 0
  let match = FORBIDDEN.exec(part)
  // A byte order mark is allowed at the very start of the file.
  if (from === 0 && match?.index === 0 && match[0] === '\ufeff') match = FORBIDDEN.exec(part)
  if (!match) return undefined
  const index = from + match.index
  if (match[0] === '\r') return { index, what: 'a CARRIAGE RETURN not followed by a line feed' }
  return { index, what: describeCodePoint(match[0].codePointAt(0)!) }
}

/**
 * The first hidden character or TAB in `text[from, to)` outside the ranges that allow it
 * (`allowed` sorted by start, flat: start, end, 1 when the range allows a TAB only).
 */
export function findHidden(text: string, from: number, to: number, allowed: readonly number[]): BadChar | undefined {
  const part = text.slice(from, to)
  HIDDEN.lastIndex = 0
  let range = 0
  for (let match = HIDDEN.exec(part); match; match = HIDDEN.exec(part)) {
    const at = from + match.index
    while (range < allowed.length && allowed[range + 1]! <= at) range += 3
    const isTab = match[0] === '\t'
    if (range < allowed.length && allowed[range]! <= at && (isTab || allowed[range + 2] === 0)) continue
    const cp = match[0].codePointAt(0)!
    return { index: at, what: `${describeCodePoint(cp)}${isTab ? ' (indent with spaces)' : ''}` }
  }
  return undefined
}

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

/** `U+0085 NEXT LINE (NEL)`, or the class of a character without a name here. */
export function describeCodePoint(cp: number): string {
  const name =
    NAMES[cp] ??
    (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ? 'a control character' : 'an invisible or direction-changing character')
  return `${codePointLabel(cp)} ${name}`
}
