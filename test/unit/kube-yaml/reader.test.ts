import { describe, expect, it } from 'vitest'
import { readJson } from '../../../src/kube-yaml/json.js'
import { readDocument } from '../../../src/kube-yaml/document.js'
import { goValue } from '../../../src/kube-yaml/nodes.js'
import { readYaml } from '../../../src/kube-yaml/reader.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'

/** The document's JSON as the subset reads it (what Go reads, the differential checks). */
function read(text: string): unknown {
  const result = readYaml(text, 0, text.length, 1)
  if (!result.ok) throw new Error(`refused at line ${result.refusal.line}: ${result.refusal.what}`)
  return result.root === null ? null : goValue(result.root)
}

function refusal(text: string): { code: string; line: number; what: string } {
  const result = readYaml(text, 0, text.length, 1)
  if (result.ok) throw new Error(`accepted:\n${text}`)
  return result.refusal
}

describe('readYaml: what the subset takes, read as Go reads it', () => {
  it.each<[string, string, unknown]>([
    [
      'block mappings and sequences, compact and indented',
      'a:\n- 1\n- x: y\n  z: [1, "2"]\nb:\n  - - n\n',
      { a: [1n, { x: true, z: [1n, '2'] }], b: [[false]] }
    ],
    [
      'YAML 1.1 values',
      'a: [yes, No, ~, 010, 0x1F, 1_000, 08, 1e3, 2001-12-14]\n',
      { a: [true, false, null, 8n, 31n, 1000n, 8, 1000, '2001-12-14'] }
    ],
    [
      'quoted keys and plain values with indicators inside',
      '"helm.sh/hook": post\n.dot: a:b #c\n-x: -1\nurl: http://x/y?z=[1]\nport: :9411\n',
      { 'helm.sh/hook': 'post', '.dot': 'a:b', '-x': -1n, url: 'http://x/y?z=[1]', port: ':9411' }
    ],
    ['a multi-line plain scalar', 'a: one\n  two\n\n  three\nb: x\n', { a: 'one two\nthree', b: 'x' }],
    [
      'quoted scalars over lines, with escapes',
      "a: \"x\n  y \\u0041\\\n  z\\ttab\"\nb: 'it''s\n\n  c'\n",
      { a: 'x y Az\ttab', b: "it's\nc" }
    ],
    [
      'block scalars with every chomping',
      'a: |\n  x\n\n  y\n\nb: >-\n  one\n  two\n\n    more\nc: |+\n  k\n\n',
      { a: 'x\n\ny\n', b: 'one two\n\n  more', c: 'k\n\n' }
    ],
    ['a TAB inside block scalar content', 'a: |\n  all:\n  \techo\n', { a: 'all:\n\techo\n' }],
    [
      'flow collections over lines, with comments and a trailing comma',
      'args: [\n  "--a", b,\n  # c\n  ghcr.io/x:1@sha256:abc,\n]\nm: {k: v, "q": 1}\n',
      { args: ['--a', 'b', 'ghcr.io/x:1@sha256:abc'], m: { k: 'v', q: 1n } }
    ],
    ['a value on the line after its key', 'a:\n  {}\nb:\n  text\n  more\n', { a: {}, b: 'text more' }],
    [
      'anchors, aliases and a merge first in its mapping',
      'd: &d\n  a: 1\n  b: 2\ns: &s x\ne:\n  <<: *d\n  b: 3\n  c: *s\nf:\n  !!merge <<: *d\n',
      { d: { a: 1n, b: 2n }, s: 'x', e: { a: 1n, b: 3n, c: 'x' }, f: { a: 1n, b: 2n } }
    ],
    ['a document end marker, then comments and blank lines', 'a: 1\n...\n# end\n\n', { a: 1n }],
    ['CRLF line ends', 'a: |\r\n  x\r\nb: "c\r\n  d"\r\n', { a: 'x\n', b: 'c d' }],
    ['empty values and comments everywhere', '# top\na: # c\nb:\n  # c\n  c: 1 # c\n', { a: null, b: { c: 1n } }],
    ['a document of comments only', '# nothing\n\n', null]
  ])('%s', (_name, text, json) => {
    expect(read(text)).toEqual(json)
  })

  it('reads a last line without a line break as apimachinery hands it to Go: with one', () => {
    expect(read('a: |\n  x')).toEqual({ a: 'x\n' })
    expect(read('a: |+\n  x\n  ')).toEqual({ a: 'x\n\n' })
  })

  it('keeps the exact source range of every scalar', () => {
    const text = 'spec:\n  image: "ghcr.io/a@sha256:x" # c\n'
    const result = readYaml(text, 0, text.length, 1)
    if (!result.ok || !result.root) throw new Error('refused')
    const spec = result.root.entries[0]!.value
    const image = spec.kind === 'map' ? spec.entries[0]!.value : undefined
    expect(image).toMatchObject({ kind: 'scalar', style: 'QUOTE_DOUBLE', value: 'ghcr.io/a@sha256:x', line: 2 })
    expect(text.slice(image!.start, image!.end)).toBe('"ghcr.io/a@sha256:x"')
  })
})

describe('readYaml: what it refuses, at the line', () => {
  it.each<[string, string, string, number, RegExp]>([
    ['a duplicate key', 'a: 1\nb: 2\na: 3\n', 'duplicate-key', 3, /"a" appears twice/],
    ['a key YAML 1.1 reads as a boolean', 'on: 1\n', 'outside-subset', 1, /boolean/],
    ['a numeric key', 'spec:\n  1: x\n', 'outside-subset', 2, /number/],
    ['a key with a space', 'my key: 1\n', 'outside-subset', 1, /not a mapping entry/],
    ['an explicit key', 'a: 1\n? b\n: 2\n', 'explicit-key', 2, /explicit key/],
    ['a tag', 'a: !!str 1\n', 'tag', 1, /tag/],
    ['a directive', 'a: 1\n%YAML 1.1\n', 'directive', 2, /directive/],
    ['text after "..."', 'a: 1\n...\nb: 2\n', 'document-end', 3, /goes on after/],
    ['"..." with no document before it', '# c\n...\n', 'document-end', 2, /no document before it/],
    ['an alias before its anchor', 'a: *x\nb: &x 1\n', 'alias', 1, /no anchor before it/],
    ['an alias inside the node it names', 'a: &x\n  b: *x\n', 'alias', 2, /inside the node/],
    ['an alias inside an anchored node', 's: &s 1\na: &x\n  b: *s\n', 'alias', 3, /anchored node/],
    ['an anchor on a key', 'a:\n- &a k: v\n', 'anchor', 2, /anchor on a key/],
    ['an anchor defined twice', 'a: &x 1\nb: &x 2\n', 'anchor', 2, /defined twice/],
    ['a merge after other keys', 'd: &d {a: 1}\ne:\n  a: 2\n  <<: *d\n', 'merge-key', 4, /after other keys/],
    ['a merge of a scalar', 's: &s 1\ne:\n  <<: *s\n', 'merge-key', 3, /not a mapping/],
    ['a merge of an inline mapping', 'e:\n  <<: {a: 1}\n', 'merge-key', 2, /no alias/],
    ['a ": " in a plain scalar', 'a: b: c\n', 'outside-subset', 1, /": "/],
    ['a plain scalar continued by a mapping entry', 'a: b\n  c: d\n', 'outside-subset', 2, /": "/],
    ['a line indented to nothing', 'a:\n    b: 1\n  c: 2\n', 'outside-subset', 3, /indented to no open/],
    ['a non-JSON float', 'a: .inf\n', 'outside-subset', 1, /JSON cannot hold/],
    ['a YAML 1.2 escape', 'a: "\\/"\n', 'outside-subset', 1, /escape/],
    ['an escaped surrogate', 'a: "\\ud800"\n', 'outside-subset', 1, /names no character/],
    ["a quoted scalar continued at its key's column", 'a: "x\ny"\n', 'outside-subset', 2, /not indented past its key/],
    ['a block scalar indentation indicator', 'a: |2\n   x\n', 'outside-subset', 1, /indentation indicator/],
    ['a blank line wider than the first line of a block scalar', 'a: |\n      \n    x\n', 'outside-subset', 3, /wider/],
    ['a flow collection inside a flow collection', 'a: [{b: c}]\n', 'outside-subset', 1, /inside a flow collection/],
    ['a flow scalar with "?"', 'a: [b?c]\n', 'outside-subset', 1, /character the subset does not read/],
    [
      'a flow mapping key YAML 1.1 reads as a boolean',
      'a: {x: 1, on: 2}\n',
      'outside-subset',
      1,
      /"on" is not the string/
    ],
    ['a numeric flow mapping key', 'a: {1: x}\n', 'outside-subset', 1, /"1" is not the string/],
    ['a multi-line key in a flow mapping', 'a: {cpu\n  max: 1}\n', 'outside-subset', 1, /followed by ": "/],
    ['a TAB in indentation', 'a:\n\tb: 1\n', 'forbidden-char', 2, /TAB/],
    ['a zero-width space in a key', 'po\u200Brt: 1\n', 'forbidden-char', 1, /ZERO WIDTH SPACE/],
    ['NEL in a comment', 'a: 1 # x\u0085b: 2\n', 'forbidden-char', 1, /NEL/],
    ['a list as the document', '- a\n', 'argocd-unreadable', 1, /list/],
    ['a scalar as the document', 'just text\n', 'argocd-unreadable', 1, /scalar/],
    ['a flow mapping as the document', '{a: 1}\n', 'outside-subset', 1, /flow collection as the document/]
  ])('refuses %s', (_name, text, code, line, what) => {
    const r = refusal(text)
    expect(r).toMatchObject({ code, line })
    expect(r.what).toMatch(what)
  })

  it('allows at most 100 aliases in a document, under go-yaml own limit', () => {
    const aliases = (n: number): string => `s: &s x\nl:\n${'- *s\n'.repeat(n)}`
    expect(() => read(aliases(100))).not.toThrow()
    expect(refusal(aliases(101))).toMatchObject({ code: 'alias', line: 103 })
  })

  it('numbers lines in the file when the document starts later in it', () => {
    const text = 'x: 1\n---\na: 1\na: 2\n'
    const result = readYaml(text, 9, text.length, 3)
    expect(result).toMatchObject({ ok: false, refusal: { code: 'duplicate-key', line: 4 } })
  })
})

describe('readDocument: a key written twice in one mapping, in every construct a reader takes', () => {
  const A = `sha256:${'a'.repeat(64)}`
  const C = `sha256:${'c'.repeat(64)}`
  // Kubernetes keeps the last of two keys, JavaScript readers and the gate's own lookups the first.
  it.each<[string, string, number]>([
    ['a block mapping', 'a: 1\nb: 2\na: 3\n', 3],
    ['a nested block mapping', 'spec:\n  x: 1\n  x: 2\n', 3],
    ['the same key quoted and plain', 'spec:\n  "x": 1\n  x: 2\n', 3],
    ['a mapping item of a block sequence', 'l:\n- a: 1\n  a: 2\n', 3],
    ['a mapping in a nested sequence', 'l:\n  - - a: 1\n      a: 2\n', 3],
    ['a flow mapping', 'm: {a: 1, b: 2, a: 3}\n', 1],
    ['a flow mapping, quoted and plain', "m: {a: 1, 'a': 2}\n", 1],
    ['a flow mapping over lines', 'm: {\n  a: 1,\n  b: 2,\n  a: 3\n}\n', 4],
    ['a flow mapping on the line after its key', 'm:\n  {a: 1, a: 2}\n', 2],
    [
      'a container as a flow mapping item',
      `containers:\n  - {name: web, image: "ghcr.io/acme/web@${A}", image: "ghcr.io/evil/miner@${C}"}\n`,
      2
    ],
    ['a JSON object', '{"a": 1, "a": 2}', 1],
    ['a nested JSON object', '{"a": {"b": 1,\n "b": 2}}', 2],
    ['a JSON object in an array', '{\n "l": [\n  1,\n  {"b": 1,\n   "b": 2}\n ]\n}\n', 5],
    ['a JSON name spelled with an escape', '{"a": 1, "\\u0061": 2}', 1]
  ])('refuses %s: duplicate-key at the line of the second', (_name, text, line) => {
    const file = splitLikeKubernetes(text)
    if (!file.ok) throw new Error('the file does not split')
    expect(file.mode).toBe(text.startsWith('{') ? 'json' : 'yaml')
    const read = readDocument(text, file, file.chunks[0])
    expect(read).toMatchObject({ ok: false, refusal: { code: 'duplicate-key', line } })
  })

  it('takes keys that differ, and a merged key written again (the subset reads merges under the entries)', () => {
    for (const text of [
      'm: {a: 1, b: 2}\nl:\n- a: 1\n  b: 2\n',
      'd: &d {a: 1}\ne:\n  <<: *d\n  a: 2\n',
      '{"a": {"a": 1}}'
    ]) {
      const file = splitLikeKubernetes(text)
      expect(file.ok && readDocument(text, file, file.chunks[0]).ok, text).toBe(true)
    }
  })
})

describe('readJson', () => {
  const json = (text: string): unknown => {
    const result = readJson(text)
    if (!result.ok) throw new Error(result.refusal.what)
    return goValue(result.root!)
  }

  it('reads one object, strings as double-quoted scalars with their exact range', () => {
    const text =
      '{"kind": "A", "spec": {"image": "x@sha256:1", "n": [1, 2.5e3, true, null]}, "e": "\\u00e9\\ud83d\\ude00"}\n'
    expect(json(text)).toEqual({ kind: 'A', spec: { image: 'x@sha256:1', n: [1n, 2500, true, null] }, e: 'é😀' })
  })

  it.each<[string, string, string]>([
    ['a second value', '{"a": 1}\n{"b": 2}\n', 'outside-subset'],
    ['YAML after the object', '{"a": 1}\n---\nb: 2\n', 'outside-subset'],
    ['a duplicate name', '{"a": 1, "a": 2}', 'duplicate-key'],
    ['a lone surrogate escape', '{"a": "\\udc00"}', 'outside-subset'],
    ['YAML flow syntax', '{a: 1}', 'outside-subset'],
    ['a zero-width space', '{"a": "x\u200by"}', 'forbidden-char'],
    ['an unclosed object', '{"a": 1', 'outside-subset']
  ])('refuses %s', (_name, text, code) => {
    const result = readJson(text)
    expect(result.ok ? undefined : result.refusal.code).toBe(code)
  })
})
