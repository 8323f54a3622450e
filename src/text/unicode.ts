/**
 * Bytes to text and characters to visible escapes, the same way everywhere a file, a PR value
 * or a log line needs it.
 */

// fatal: malformed bytes are an error, never U+FFFD; ignoreBOM: a BOM stays in the text, so the
// bytes written back are the bytes read and the gate can refuse it.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** The text of strictly valid UTF-8 bytes, or undefined when they are not. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return STRICT_UTF8.decode(bytes)
  } catch {
    return undefined
  }
}

/** A character as a JavaScript/JSON escape: `\u2028`, or `\u{1f600}` beyond the BMP. */
export function unicodeEscape(char: string): string {
  const cp = char.codePointAt(0) ?? 0
  return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`
}

/** `U+202E`, the way Unicode names a code point in prose. */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
}
