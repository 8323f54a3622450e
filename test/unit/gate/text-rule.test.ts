import { describe, expect, it } from 'vitest'
import { decodeUtf8, describeCodePoint, findForbiddenChar, firstInvalidUtf8 } from '../../../src/gate/text-rule.js'

/** Characters readers disagree on: refused anywhere, comments included. */
const FORBIDDEN: [string, number][] = [
  ['NUL', 0x00],
  ['ESC', 0x1b],
  ['DEL', 0x7f],
  ['NEL', 0x85],
  ['C1 0x90', 0x90],
  ['LS', 0x2028],
  ['PS', 0x2029],
  ['BOM after the start', 0xfeff],
  ['U+FFFE', 0xfffe]
]

/** Characters every reader reads alike; the hidden ones are judged per document (strict-yaml). */
const ALLOWED: [string, number][] = [
  ['TAB', 0x09],
  ['ZWSP', 0x200b],
  ['RLO', 0x202e],
  ['soft hyphen', 0x00ad],
  ['variation selector', 0xfe0f],
  ['tag character', 0xe0041]
]

describe('findForbiddenChar', () => {
  it.each(FORBIDDEN)('refuses %s', (_name, cp) => {
    const text = `a: 1\nb: x${String.fromCodePoint(cp)}y\n`
    const reason = findForbiddenChar(text, 'f.yaml')
    expect(reason).toMatchObject({ code: 'forbidden-char', file: 'f.yaml', line: 2 })
    expect(reason!.message).toContain(`U+${cp.toString(16).toUpperCase().padStart(4, '0')}`)
  })

  it.each(ALLOWED)('leaves %s to the document rule', (_name, cp) => {
    expect(findForbiddenChar(`a: 1\n# x${String.fromCodePoint(cp)}y\n`, 'f.yaml')).toBeUndefined()
  })

  it('allows CRLF line ends, mixed with LF or not, and a BOM at the start', () => {
    expect(findForbiddenChar('\ufeffa: 1\r\nb: 2\r\n', 'f.yaml')).toBeUndefined()
    expect(findForbiddenChar('a: 1\r\nb: 2\nc: 3', 'f.yaml')).toBeUndefined()
  })

  it('refuses a lone CR, at its line', () => {
    const reason = findForbiddenChar('a: 1\nb: 2\r# c: 3\r\n', 'f.yaml')
    expect(reason).toMatchObject({ code: 'forbidden-char', line: 2 })
    expect(reason!.message).toContain('CARRIAGE RETURN not followed')
  })

  it('allows LF, spaces and ordinary non-ASCII text', () => {
    expect(findForbiddenChar('# Grüße, 任务, émoji 🚀\nname: café\n', 'f.yaml')).toBeUndefined()
  })

  it('counts lines by LF only, as git does', () => {
    expect(findForbiddenChar('a\nb\nc\u2028d', 'f')!.line).toBe(3)
  })

  it('names the characters people need to recognise', () => {
    expect(describeCodePoint(0x85)).toBe('U+0085 NEXT LINE (NEL)')
    expect(describeCodePoint(0x202e)).toBe('U+202E RIGHT-TO-LEFT OVERRIDE')
  })
})

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
