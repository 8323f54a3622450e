import { describe, expect, it } from 'vitest'
import { isPlainManifest } from '../../../src/gate/plain-manifest.js'
import { SERVICE, microservice } from '../../corpus/gate/manifests.js'
import { largeManifest, pinned } from '../../../bench/fixtures.js'
import { splitLikeKubernetes } from '../../../src/gate/kube-split.js'

const HEAD = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n'

describe('isPlainManifest: what the line scan vouches for', () => {
  it('vouches for every document of the bench manifest (four kinds, as people write them)', () => {
    const text = largeManifest(8, pinned(1))
    const split = splitLikeKubernetes(text)
    const docs = split.ok ? split.chunks.map((c) => text.slice(c.contentStart, c.end)).filter((d) => d !== '') : []
    expect(docs).toHaveLength(8)
    expect(docs.filter((d) => !isPlainManifest(d))).toEqual([])
  })

  it.each([
    ['the corpus Service', SERVICE],
    ['the corpus Microservice', microservice()],
    ['CRLF line ends', microservice({ eol: '\r\n' })],
    ['comments at any indentation and blank lines', `# top\n${HEAD}   # odd comment\n\ndata:\n  a: "1" # why\n`],
    ["a sequence at its key's column", `${HEAD}spec:\n  ports:\n  - port: 80\n    name: http\n  - 443\n  other: x\n`],
    ['nested sequences and empty items', `${HEAD}x:\n  - - a\n    - b\n  -\n    k: v\n  - []\n`],
    [
      'block scalars with blank lines, comments and deeper lines inside',
      `${HEAD}data:\n  a.sh: |\n    #!/bin/sh\n\n      indented\n    # kept\n  b: >-\n    folded\n  c: |+\n\n    late\n`
    ],
    ['quoted keys and values with the common escapes', `${HEAD}"x": "a\\"b\\\\c\\n\\t"\n'y': 'it''s'\n`],
    ['one-line flow collections', `${HEAD}x: {a: 1, b: "two", c: 'three', d: /p}\ny: ["a", b, -1, ~]\nz: {}\n`],
    ['YAML 1.1 words as values', `${HEAD}x: yes\ny: off\nz: 010\n`],
    ['kind and apiVersion quoted', "apiVersion: \"v1\"\n'kind': 'ConfigMap'\n"],
    [
      'anchors, aliases and a merge of an anchored mapping',
      `${HEAD}base: &base\n  a: 1\nlist: &l [1, 2]\nflow: &f {b: 2}\ns: &s text\nx:\n  <<: *base\n  c: *s\n  d: *l\n  e:\n  - *f\n  - &n\n  - *n\n`
    ]
  ])('vouches for %s', (_name, doc) => {
    expect(isPlainManifest(doc)).toBe(true)
  })

  // Each of these goes to the parser: some Go refuses, some it reads, none is plainly readable.
  it.each([
    ['the escape \\/', `${HEAD}x: "https:\\/\\/a"\n`],
    ['a \\u escape', `${HEAD}x: "\\ud800"\n`],
    ['an alias before its anchor', `${HEAD}y: *a\nx: &a 1\n`],
    ['an alias inside the node its anchor names', `${HEAD}x: &a\n  y: *a\n`],
    ['an alias inside an anchored sequence', `${HEAD}x: &a\n- 1\n- *a\n`],
    ['a merge of a scalar', `${HEAD}x: &a 1\ny:\n  <<: *a\n`],
    ['a merge of a list of mappings', `${HEAD}x: &a\n- {b: 1}\ny:\n  <<: *a\n`],
    ['an anchor name go-yaml cuts short', `${HEAD}x: &a.b 1\n`],
    ['an anchored kind', 'apiVersion: v1\nkind: &k ConfigMap\n'],
    ['an aliased apiVersion', 'x: &v v1\napiVersion: *v\nkind: ConfigMap\n'],
    ['an anchor on a key', `${HEAD}x:\n- &a k: v\n`],
    ['an anchor on an alias', `${HEAD}x: &a 1\ny: &b *a\n`],
    ['a tag', `${HEAD}x: !!int 1\n`],
    ['an explicit key', `${HEAD}? x\n: 1\n`],
    ['a line starting with ": x"', `${HEAD}: x\n`],
    ['a null key', `${HEAD}null: x\n`],
    ['a null key in a flow mapping', `${HEAD}x: {null: a}\n`],
    ['a key past int64', `${HEAD}9223372036854775808: x\n`],
    ['a key longer than go-yaml reads', `${HEAD}${'k'.repeat(1100)}: x\n`],
    ['a multi-line flow mapping', `${HEAD}x: {a\n  b: 1}\n`],
    ['"?" in a flow collection', `${HEAD}x: {a: 1, ?kind: b}\ny: [a?b]\n`],
    ['":" in a flow scalar', `${HEAD}x: {url: http://a}\n`],
    ['.inf as a value', `${HEAD}x: .inf\n`],
    ['-.Inf in a flow sequence', `${HEAD}x: [1, -.Inf]\n`],
    ['a document end marker', `${HEAD}...\n`],
    ['a "...#x" line', '...#x\n'],
    ['a list', '- a\n- b\n'],
    ['a bare scalar', 'text\n'],
    ['a mapping not at the first column', '  apiVersion: v1\n  kind: ConfigMap\n'],
    ['no kind', 'apiVersion: v1\nmetadata: {}\n'],
    ['no apiVersion', 'kind: ConfigMap\n'],
    ['kind read as a boolean by YAML 1.1', 'apiVersion: v1\nkind: on\n'],
    ['an apiVersion that ends empty (the last key wins)', `${HEAD}apiVersion:\n`],
    ['kind as a block scalar', 'apiVersion: v1\nkind: |\n  ConfigMap\n'],
    ['a TAB in the indentation', `${HEAD}x:\n\ty: 1\n`],
    ['a TAB line in a block scalar', `${HEAD}x: |\n\t\n  a\n`],
    ["a TAB short of a block scalar's indentation", `${HEAD}x: |\n    a\n  \tb\n`],
    ['a leading blank line wider than the block scalar', `${HEAD}x: |\n      \n    a\n`],
    ['an indentation indicator', `${HEAD}x: |2\n   a\n`],
    ['a multi-line plain scalar', `${HEAD}x: a\n  b\n`],
    ['a value on the next line', `${HEAD}x:\n  a\n`],
    ['": " inside a value', `${HEAD}x: a: b\n`],
    ['a dedent to no open column', `${HEAD}x:\n    a: 1\n  b: 2\n`],
    ['a byte order mark', `\uFEFF${HEAD}`],
    ['a merge key', `${HEAD}<<: {a: 1}\n`]
  ])('does not vouch for %s', (_name, doc) => {
    expect(isPlainManifest(doc)).toBe(false)
  })
})
