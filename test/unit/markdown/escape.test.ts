import { describe, expect, it } from 'vitest'
import { logValue, mdCode, mdFence, mdLink, mdText } from '../../../src/markdown/escape.js'

describe('mdText', () => {
  it('neutralises mentions, links, HTML, tables and math', () => {
    const out = mdText('@octocat [x](https://evil) <img src=x> a|b `c` $x$ #12')
    expect(out.replace(/&#\d+;/g, '')).not.toMatch(/[@[\]<>|`$#]/)
    expect(out).toContain('&#64;octocat')
  })

  it('keeps every input on one line', () => {
    // Each run of line breaks is one space, CRLF included: one flattener for logs and markdown.
    expect(mdText('a\nb\r\nc\u2028d\u0085e')).toBe('a b c d e')
  })
})

describe('mdCode', () => {
  it('wraps in <code> so backticks inside cannot end the span', () => {
    expect(mdCode('a`b')).toBe('<code>a&#96;b</code>')
  })
})

describe('mdLink', () => {
  it('escapes the label and refuses non-http URLs', () => {
    expect(mdLink('run', 'https://github.com/a/b/actions/runs/1')).toBe('[run](https://github.com/a/b/actions/runs/1)')
    expect(mdLink('x', 'javascript:alert(1)')).toBe('x')
    expect(mdLink('a)b', 'https://e.x/(y)')).toBe('[a)b](https://e.x/%28y%29)')
  })
})

describe('logValue', () => {
  it('cannot start a new log line, so no ::workflow-command:: injection', () => {
    for (const sep of ['\n', '\r', '\u2028', '\u2029', '\u0085']) {
      const out = logValue(`x${sep}::set-output name=a::b`)
      expect(out).not.toMatch(/[\n\r\u2028\u2029\u0085]/)
    }
  })
})

describe('mdFence', () => {
  it('keeps lines and markup as they are, in a fence no line of the text can close', () => {
    expect(mdFence('-a\n+<b>', 'diff')).toBe('```diff\n-a\n+<b>\n```')
    // A context line of backticks would close a three-backtick fence; this one is longer.
    expect(mdFence(' ```\n+````x', 'diff')).toBe('`````diff\n ```\n+````x\n`````')
  })
})
