import { describe, expect, it } from 'vitest'
import { parseAll, parseSpan, scanDocuments } from '../../../src/manifest/documents.js'

/** The scan must find the documents `yaml` finds, each parsing alone as it does in place (or failing alike). */
function agrees(text: string): void {
  const spans = scanDocuments(text)
  expect(spans).toBeDefined()
  const full = parseAll(text)
  expect(spans).toEqual(full.spans)
  for (const span of spans!) {
    const alone = parseSpan(text, span)
    const inPlace = full.documents[span.index]!
    // A broken document is refused either way; its partial contents may differ.
    expect(alone?.errors.map((e) => e.code)).toEqual(inPlace.errors.map((e) => e.code))
    if (inPlace.errors.length === 0) expect(alone?.toJS()).toEqual(inPlace.toJS())
  }
}

describe('scanDocuments', () => {
  it.each([
    ['empty', ''],
    ['comments only', '# a\n\n  # b\n'],
    ['one document', 'a: 1\n'],
    ['leading comments then ---', '# a\n---\na: 1\n'],
    ['leading comments then content', '# a\na: 1\n---\nb: 2\n'],
    ['empty documents', '---\n---\n---'],
    ['marker with content', '--- |\n  text\n--- {a: 1}\n'],
    ['marker with comment, tab, CR', '--- # c\na: 1\n---\tb: 2\n---\r\nc: 3\r\n'],
    ['---- is not a marker', 'a: 1\n----\n'],
    ['indented --- is content', 'a: |\n  ---\n  x\n'],
    ['--- ends a block scalar', 'a: |\n  x\n---\nb: 1\n'],
    ['--- ends a quoted scalar (with an error)', 'a: "x\n---\ny"\n'],
    ['--- ends a flow collection (with an error)', 'a: [1,\n---\n2]\n'],
    ['BOM then ---', '\uFEFF---\na: 1\n'],
    ['BOM then content', '\uFEFFa: 1\n---\nb: 1\n'],
    ['no final newline', 'a: 1\n---\nb: 2'],
    ['trailing ---', 'a: 1\n---'],
    ['CRLF', 'a: 1\r\n---\r\nb: 2\r\n'],
    ['many CRLF comment lines, then content', `${'  # c\r\n\r\n'.repeat(40)}a: 1\r\n---\r\nb: 2\r\n`],
    ['a quote closed in a later document', 'a: "x\n---\nb: "y"\n'],
    ['quotes that are text', 'a: it\'s\n---\nb: say "hi\\"\n']
  ])('agrees with a full parse: %s', (_, text) => agrees(text))

  it.each([
    ['a document end marker', 'a: 1\n...\nb: 2\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['a BOM after the start', 'a: 1\n---\n\uFEFFb: 2\n'],
    ['a lone CR', 'a: 1\r---\rb: 2\n'],
    // `yaml` reads an unclosed quote to the end of input, across `---` lines.
    ['an unclosed double quote', 'a: "x\n---\nb: 1\n'],
    ['an unclosed single quote', "a: 'x\n---\nb: it''s\n"],
    // Found by the property tests: `yaml` starts a document at this `---`, not at column 0.
    ['a tab before a marker after a block scalar', 'a: |\n    x\n  \t  ---\n  b: 1\n']
  ])('leaves %s to the full parse', (_, text) => {
    expect(scanDocuments(text)).toBeUndefined()
  })
})
