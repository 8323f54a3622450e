/**
 * Lua strings are bytes, and a script can build one that is not UTF-8 (a byte escape, half of a
 * multi-byte character). Argo CD passes the returned table through Go's encoding/json, which
 * replaces each byte that does not start a valid UTF-8 sequence with U+FFFD; printed lines reach
 * the log as bytes. fengari's own conversion throws on such bytes ("Lua VM failure") and the
 * standard TextDecoder replaces a broken sequence as a whole, so this decodes the way Go's
 * utf8.DecodeRune steps through a string: a bad sequence costs one byte and one U+FFFD.
 */
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

export function goString(bytes: Uint8Array | null | undefined): string {
  if (!bytes || bytes.length === 0) return ''
  try {
    return strict.decode(bytes)
  } catch {
    return decodeByRune(bytes)
  }
}

function decodeByRune(bytes: Uint8Array): string {
  let text = ''
  let i = 0
  while (i < bytes.length) {
    const width = runeWidth(bytes, i)
    text += width === 0 ? '\ufffd' : strict.decode(bytes.subarray(i, i + width))
    i += width || 1
  }
  return text
}

/** The length of the valid UTF-8 sequence at `i`, or 0 (Go's utf8.DecodeRune rules: no overlongs or surrogates). */
function runeWidth(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0
  if (b0 < 0x80) return 1
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const b = bytes[i + k]
    return b !== undefined && b >= lo && b <= hi
  }
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const [lo, hi] = b0 === 0xe0 ? [0xa0, 0xbf] : b0 === 0xed ? [0x80, 0x9f] : [0x80, 0xbf]
    return cont(1, lo, hi) && cont(2) ? 3 : 0
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const [lo, hi] = b0 === 0xf0 ? [0x90, 0xbf] : b0 === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf]
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0
  }
  return 0
}
