import { describe, expect, it } from 'vitest'
import { describeCodePoint, findForbidden, findHidden } from '../../../src/kube-yaml/charset.js'

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

/** Characters every reader reads alike; the hidden ones are refused outside comments (findHidden). */
const ALLOWED: [string, number][] = [
  ['TAB', 0x09],
  ['ZWSP', 0x200b],
  ['RLO', 0x202e],
  ['soft hyphen', 0x00ad],
  ['variation selector', 0xfe0f],
  ['tag character', 0xe0041]
]

describe('findForbidden', () => {
  it.each(FORBIDDEN)('refuses %s', (_name, cp) => {
    const text = `a: 1\nb: x${String.fromCodePoint(cp)}y\n`
    const bad = findForbidden(text)
    expect(bad).toMatchObject({ index: 9 })
    expect(bad!.what).toContain(`U+${cp.toString(16).toUpperCase().padStart(4, '0')}`)
  })

  it.each(ALLOWED)('leaves %s to findHidden', (_name, cp) => {
    expect(findForbidden(`a: 1\n# x${String.fromCodePoint(cp)}y\n`)).toBeUndefined()
  })

  it('allows CRLF line ends, mixed with LF or not, and a BOM at the start of the file only', () => {
    expect(findForbidden('\ufeffa: 1\r\nb: 2\r\n')).toBeUndefined()
    expect(findForbidden('a: 1\r\nb: 2\nc: 3')).toBeUndefined()
    expect(findForbidden('\ufeffa: 1\n---\n\ufeffb: 2\n', 6)).toMatchObject({ index: 10 })
  })

  it('refuses a lone CR', () => {
    expect(findForbidden('a: 1\nb: 2\r# c: 3\r\n')).toMatchObject({
      index: 9,
      what: expect.stringContaining('CARRIAGE RETURN not followed') as unknown
    })
  })

  it('allows LF, spaces and ordinary non-ASCII text', () => {
    expect(findForbidden('# Grüße, 任务, émoji 🚀\nname: café\n')).toBeUndefined()
  })

  it('looks only between its bounds', () => {
    const text = 'a: 1\n\u0085\nb: 2\n'
    expect(findForbidden(text, 0, 5)).toBeUndefined()
    expect(findForbidden(text, 5)).toMatchObject({ index: 5 })
  })
})

describe('findHidden', () => {
  it('refuses a zero-width or bidi character, or a TAB, outside the ranges that allow it', () => {
    const text = 'a: x\u200by\n# \u202e c\nb: |\n  \tx\n'
    expect(findHidden(text, 0, text.length, [])).toMatchObject({ index: 4 })
    const [comment, block] = [
      [7, 12, 0],
      [20, 22, 1]
    ]
    expect(findHidden(text, 5, text.length, [...comment, ...block])).toBeUndefined()
    expect(findHidden(text, 5, text.length, comment)).toMatchObject({
      index: 20,
      what: expect.stringContaining('TAB') as unknown
    })
    // Block scalar content takes a TAB, not a hidden character.
    expect(findHidden('x\u200b', 0, 2, [0, 2, 1])).toMatchObject({ index: 1 })
  })

  it('names the characters people need to recognise', () => {
    expect(describeCodePoint(0x85)).toBe('U+0085 NEXT LINE (NEL)')
    expect(describeCodePoint(0x202e)).toBe('U+202E RIGHT-TO-LEFT OVERRIDE')
  })
})
