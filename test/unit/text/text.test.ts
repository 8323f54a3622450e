import { describe, expect, it } from 'vitest'
import { lineCounter, lineOf } from '../../../src/text/lines.js'
import { codePointLabel, unicodeEscape, utf8Text } from '../../../src/text/unicode.js'

describe('lineCounter', () => {
  it('counts lines at \\n only, as git and yaml do, in any order of questions', () => {
    const text = 'a\r\nb\n\nc\u2028d'
    const lineAt = lineCounter(text)
    expect([9, 0, 2, 3, 4, 5, 6, 8].map(lineAt)).toEqual([4, 1, 1, 2, 2, 3, 4, 4])
    expect(lineOf(text, text.length)).toBe(4)
  })
})

describe('utf8Text', () => {
  it('keeps a BOM and refuses malformed bytes instead of replacing them', () => {
    expect(utf8Text(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\ufeffa')
    expect(utf8Text(new Uint8Array([0x61, 0xc3]))).toBeUndefined()
  })
})

describe('unicodeEscape and codePointLabel', () => {
  it('spell characters the way JSON and Unicode do', () => {
    expect(unicodeEscape('\u2028')).toBe('\\u2028')
    expect(unicodeEscape('\u{1f600}')).toBe('\\u{1f600}')
    expect(codePointLabel(0x202e)).toBe('U+202E')
  })
})
