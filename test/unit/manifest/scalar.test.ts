import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { renderScalar, type ScalarStyle } from '../../../src/manifest/index.js'
import { NEW } from './fixtures.js'

/** What the rendered scalar reads back as, in block and in flow context. */
function readBack(rendered: string): unknown[] {
  return [parse(`image: ${rendered}\n`).image, parse(`{image: ${rendered}, port: 1}`).image, parse(`[${rendered}]`)[0]]
}

describe('renderScalar', () => {
  it.each<[ScalarStyle, string, string]>([
    ['PLAIN', NEW, NEW],
    ['PLAIN', 'localhost:5000/todo@sha256:00', 'localhost:5000/todo@sha256:00'],
    ['PLAIN', '0.1/x', '0.1/x'],
    // Versions, as overlays and values files write newTag and tag: a string to every YAML reader.
    ['PLAIN', '1.5.0', '1.5.0'],
    ['PLAIN', '1.5.0-rc.1', '1.5.0-rc.1'],
    ['PLAIN', '2024.01.15', '2024.01.15'],
    ['QUOTE_DOUBLE', NEW, `"${NEW}"`],
    ['QUOTE_DOUBLE', 'a"b\\c', '"a\\"b\\\\c"'],
    ['QUOTE_DOUBLE', 'tab\there\nnl', '"tab\\there\\nnl"'],
    ['QUOTE_DOUBLE', 'nel\u0085 ls\u2028 bom\uFEFF del\u007f', '"nel\\u0085 ls\\u2028 bom\\ufeff del\\u007f"'],
    ['QUOTE_DOUBLE', 'ünï 🐳', '"ünï 🐳"'],
    ['QUOTE_SINGLE', NEW, `'${NEW}'`],
    ['QUOTE_SINGLE', "it's", "'it''s'"],
    ['QUOTE_SINGLE', '', "''"],
    ['QUOTE_DOUBLE', '', '""']
  ])('%s %j -> %s, which reads back as the value', (style, value, rendered) => {
    expect(renderScalar(value, style)).toBe(rendered)
    expect(rendered).not.toMatch(/[\n\r\u0085\u2028\u2029]/)
    expect(readBack(rendered)).toEqual([value, value, value])
  })

  it.each<[ScalarStyle, string, RegExp]>([
    ['PLAIN', '', /plain/],
    ['PLAIN', 'a b', /syntax/],
    ['PLAIN', 'a #b', /syntax/],
    ['PLAIN', 'a,b', /syntax/],
    ['PLAIN', '[a]', /syntax/],
    ['PLAIN', '-a', /syntax/],
    ['PLAIN', '*a', /syntax/],
    ['PLAIN', 'a\nb', /syntax/],
    ['PLAIN', 'foo:', /trailing colon/],
    ['PLAIN', 'true', /boolean/],
    ['PLAIN', 'yes', /boolean/],
    ['PLAIN', 'Off', /boolean/],
    ['PLAIN', 'null', /null/],
    ['PLAIN', '123', /number/],
    ['PLAIN', '1:20', /number/],
    ['PLAIN', '.inf', /number/],
    ['PLAIN', '2001-12-14', /date/],
    ['PLAIN', '1.10', /number/],
    ['PLAIN', '1_000', /number/],
    ['PLAIN', '0x1F', /number/],
    ['PLAIN', '1e5', /number/],
    ['PLAIN', '20240115', /number/],
    ['PLAIN', '190:20:30.15', /number/],
    ['PLAIN', '2001-12-14t21:59:43.10-05:00', /date/],
    ['QUOTE_SINGLE', 'a\nb', /U\+000A/],
    ['QUOTE_SINGLE', 'a\u2028b', /U\+2028/],
    ['QUOTE_DOUBLE', 'a\ud800b', /surrogate/]
  ])('refuses %s %j', (style, value, message) => {
    expect(() => renderScalar(value, style)).toThrow(message)
  })
})
