import { fileReason, lineOf, type Reason } from './reasons.js'

/**
 * The text-level part of the rule: bytes must be UTF-8 and free of every character on which
 * YAML parsers, git and GitHub's diff view disagree about where a line ends or what is
 * visible. Go's YAML (Kubernetes, Argo CD) ends a comment at a lone CR, NEL, LS or PS while
 * the `yaml` package and git's diff do not, so `# note<NEL>command: [...]` reads as one
 * comment line to a reviewer and as an extra field to the cluster.
 */
export type DecodedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: Reason }

// fatal: malformed bytes are an error, never U+FFFD; ignoreBOM: keep a BOM so it is refused.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

export function decodeUtf8(bytes: Uint8Array, file: string): DecodedText {
  try {
    return { ok: true, text: decoder.decode(bytes) }
  } catch {
    const offset = firstInvalidUtf8(bytes)
    const line = 1 + bytes.subarray(0, offset).filter((b) => b === 0x0a).length
    const hint = looksLikeUtf16(bytes) ? ' It looks like UTF-16; save it as UTF-8.' : ''
    return { ok: false, reason: fileReason('invalid-utf8', file, line, `${JSON.stringify(file)} is not valid UTF-8 at byte ${offset}.${hint}`) }
  }
}

/**
 * Everything but LF among the controls (C0, DEL, C1 with NEL), line and paragraph
 * separators, format characters (BOM, zero-width, bidi embeddings and isolates, soft
 * hyphen) and any other default-ignorable code point (variation selectors, tag characters).
 */
const FORBIDDEN = /[^\P{Cc}\n]|\p{Cf}|\p{Zl}|\p{Zp}|\p{Default_Ignorable_Code_Point}/u

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
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
  const name = NAMES[cp] ?? (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ? 'a control character' : 'an invisible or direction-changing character')
  return `${hex} ${name}`
}

/** The first forbidden character, as a reason at its line; undefined when there is none. */
export function findForbiddenChar(text: string, file: string): Reason | undefined {
  const match = FORBIDDEN.exec(text)
  if (!match) return undefined
  const cp = match[0].codePointAt(0)!
  const fix = cp === 0x0d ? ' (CRLF line ends count: use LF only)' : cp === 0x09 ? ' (indent with spaces)' : ''
  return fileReason(
    'forbidden-char',
    file,
    lineOf(text, match.index),
    `${JSON.stringify(file)} contains ${describeCodePoint(cp)} at line ${lineOf(text, match.index)}${fix}.`
  )
}

/** Offset of the first byte that breaks UTF-8 (only called once decoding has failed). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    const [length, min, max] = b < 0x80 ? [1, 0, 0] : b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf] : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf] : b === 0xf0 ? [4, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0]
    if (length === 0) return i
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k]
      // The second byte has a narrower range for some leads (overlongs, surrogates, > U+10FFFF).
      const [lo, hi] = k === 1 ? [min, max] : [0x80, 0xbf]
      if (c === undefined || c < lo || c > hi) return i
    }
    i += length
  }
  return bytes.length
}

function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true
  const sample = bytes.subarray(0, 64)
  return sample.length > 4 && sample.filter((b) => b === 0).length >= sample.length / 4
}
