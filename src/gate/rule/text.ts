import { utf8Text } from '../../text/unicode.js'
import { fileReason, type Reason } from '../reasons.js'

/**
 * The text-level part of the rule: both versions must be UTF-8, so that equal text means equal
 * bytes and the split and the comparison can work on characters. Which characters a document
 * the PR changes may hold is part of the subset (src/kube-yaml/charset.ts).
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
