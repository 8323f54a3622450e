import { describe, expect, it } from 'vitest'
import { decodeUtf8, firstInvalidUtf8 } from '../../../src/gate/rule/text.js'

describe('decodeUtf8', () => {
  it('keeps a BOM instead of silently dropping it', () => {
    const decoded = decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'f')
    expect(decoded).toEqual({ ok: true, text: '\uFEFFa' })
  })

  it.each([
    ['lone continuation byte', [0x61, 0x0a, 0x80], 2],
    ['Latin-1 é', [0x63, 0x61, 0x66, 0xe9], 3],
    ['overlong /', [0xc0, 0xaf], 0],
    ['UTF-16 surrogate', [0x61, 0xed, 0xa0, 0x80], 1],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['truncated sequence', [0x61, 0xe2, 0x82], 1]
  ])('refuses %s and finds the offset', (_name, input, offset) => {
    const bytes = new Uint8Array(input)
    expect(firstInvalidUtf8(bytes)).toBe(offset)
    const decoded = decodeUtf8(bytes, 'f')
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.reason.message).toContain(`at byte ${offset}`)
  })

  it('says when a file looks like UTF-16', () => {
    const decoded = decodeUtf8(new Uint8Array([0xff, 0xfe, 0x61, 0x00]), 'f')
    expect(decoded.ok || decoded.reason.message).toContain('looks like UTF-16')
  })

  it('puts the reason on the line of the bad byte', () => {
    const decoded = decodeUtf8(new Uint8Array([0x61, 0x0a, 0x62, 0x0a, 0xff]), 'f')
    expect(decoded.ok || decoded.reason.line).toBe(3)
  })
})
