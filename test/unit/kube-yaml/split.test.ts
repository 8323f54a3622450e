import { describe, expect, it } from 'vitest'
import { goTrimSpace, readsAsJson, separatorRefusal, splitLikeKubernetes } from '../../../src/kube-yaml/split.js'

const pieces = (text: string): string[] => {
  const split = splitLikeKubernetes(text)
  if (!split.ok) throw new Error(`refused at line ${split.line}`)
  return split.chunks.map((c) => text.slice(c.contentStart, c.end))
}

describe('splitLikeKubernetes', () => {
  it('ends a document at every line starting with ---, comment or not', () => {
    expect(pieces('a: 1\n---\nb: 2\n---#: x\nc: 3\n--- # note\nd: 4\n')).toEqual([
      'a: 1\n',
      'b: 2\n',
      'c: 3\n',
      'd: 4\n'
    ])
  })

  it('keeps every byte in exactly one piece, separators included', () => {
    const text = '# top\n---\r\na: 1\r\n---\n\n'
    const split = splitLikeKubernetes(text)
    expect(split.ok && split.chunks.map((c) => text.slice(c.start, c.end)).join('')).toBe(text)
    expect(split.ok && split.chunks.map((c) => c.linesBefore)).toEqual([0, 2, 4])
  })

  it('does not split at --- inside a line or after indentation', () => {
    expect(pieces('a: "x\n  ---"\nb: |\n  ---\n')).toEqual(['a: "x\n  ---"\nb: |\n  ---\n'])
  })

  it('refuses more than a comment after the dashes, as apimachinery does', () => {
    expect(splitLikeKubernetes('a: 1\n---x: 1\n')).toEqual({ ok: false, line: 2, separator: '---x: 1\n' })
    expect(splitLikeKubernetes('---- \n')).toMatchObject({ ok: false, line: 1 })
  })

  it("trims the separator's rest as Go's strings.TrimSpace does: NEL is blank, a byte order mark is not", () => {
    expect(splitLikeKubernetes('a: 1\n--- \u0085# c\nb: 2\n')).toMatchObject({ ok: true })
    expect(splitLikeKubernetes('a: 1\n---\uFEFF\nb: 2\n')).toMatchObject({ ok: false, line: 2 })
  })

  it('reads a file whose first character is "{" as one JSON piece', () => {
    expect(splitLikeKubernetes('\n  {"a": 1}\n---\nb: 2\n')).toMatchObject({
      ok: true,
      mode: 'json',
      chunks: [{ start: 0, contentStart: 0, end: 21 }]
    })
  })
})

describe('readsAsJson', () => {
  it('is true when the first character past Go white space, within 4096 bytes, is {', () => {
    expect(readsAsJson('\n  {"a": 1}')).toBe(true)
    expect(readsAsJson('\u00a0\u2028{"a": 1}')).toBe(true)
    expect(readsAsJson('# c\n{a: 1}')).toBe(false)
    expect(readsAsJson('a: {b: 1}')).toBe(false)
    expect(readsAsJson('\uFEFF{"a": 1}')).toBe(false)
    expect(readsAsJson(`${' '.repeat(4095)}{}`)).toBe(true)
    expect(readsAsJson(`${' '.repeat(4096)}{}`)).toBe(false)
    // Offsets are UTF-8 bytes: NBSP is two.
    expect(readsAsJson(`${'\u00a0'.repeat(2048)}{}`)).toBe(false)
  })
})

describe('goTrimSpace', () => {
  it.each([
    [' \t# c \r', '# c'],
    ['\u0085x\u3000', 'x'],
    ['\uFEFFx', '\uFEFFx'],
    ['', '']
  ])('%j -> %j', (text, trimmed) => expect(goTrimSpace(text)).toBe(trimmed))
})

describe('separatorRefusal', () => {
  const chunk = (text: string): Parameters<typeof separatorRefusal>[1] => {
    const split = splitLikeKubernetes(text)
    if (!split.ok) throw new Error('no split')
    return split.chunks[split.chunks.length - 1]!
  }
  it.each(['a: 1\n---\nb: 2\n', 'a: 1\n--- # c\nb: 2\n', 'a: 1\n---\r\nb: 2\n', 'b: 2\n'])('takes %j', (text) =>
    expect(separatorRefusal(text, chunk(text))).toBeUndefined()
  )
  it('refuses a separator that starts no YAML document, or holds a character the subset refuses', () => {
    expect(separatorRefusal('a: 1\n---#x\nb: 2\n', chunk('a: 1\n---#x\nb: 2\n'))).toMatchObject({
      code: 'outside-subset',
      line: 2
    })
    const cr = 'a: 1\n--- \r# c\nb: 2\n'
    expect(separatorRefusal(cr, chunk(cr))).toMatchObject({ code: 'forbidden-char', line: 2 })
  })
})
