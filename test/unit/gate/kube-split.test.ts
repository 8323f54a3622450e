import { describe, expect, it } from 'vitest'
import { looksLikeJson, splitLikeKubernetes } from '../../../src/gate/kube-split.js'

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
})

describe('looksLikeJson', () => {
  it('is true when the first non-blank character is {', () => {
    expect(looksLikeJson('\n  {"a": 1}')).toBe(true)
    expect(looksLikeJson('# c\n{a: 1}')).toBe(false)
    expect(looksLikeJson('a: {b: 1}')).toBe(false)
  })
})
