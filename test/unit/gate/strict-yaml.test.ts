import { describe, expect, it } from 'vitest'
import { parseStrict } from '../../../src/gate/strict-yaml.js'

/** Every case is a document Argo CD could apply but for the construct under test. */
const HEAD = 'apiVersion: v1\nkind: ConfigMap\n'
const codes = (text: string, head = HEAD): string[] => {
  const r = parseStrict(head + text, 'f.yaml')
  return r.ok ? [] : r.reasons.map((x) => x.code)
}

describe('parseStrict, unchanged profile: only what Kubernetes cannot read', () => {
  const unchanged = (text: string): string[] => {
    const r = parseStrict(HEAD + text, 'f.yaml', 0, 'unchanged')
    return r.ok ? [] : r.reasons.map((x) => x.code)
  }

  it('lets through what go-yaml reads: anchors, aliases, merges, duplicates, ..., hidden characters', () => {
    expect(unchanged('a: &x {b: 1}\nc: *x\nd:\n  <<: [*x, {e: 2}]\nf: 1\nf: 2\ng: "\u200b"\n...\nh: [\n')).toEqual([])
  })

  it.each([
    ['an alias without an anchor before it', 'a: *x\nb: &x 1\n'],
    ['an anchor name go-yaml cuts short', 'a: &x.y 1\n'],
    ['an alias inside the node its anchor names', 'a: &x {b: *x}\n'],
    ['a merge of a sequence of scalars', 'a: &x 1\nb:\n  <<: [*x]\n'],
    ['a TAB in the indentation of a comment line', 'a:\n  b: 1\n  \t# c\n'],
    ['a TAB before the first line of a block scalar', 'a: |\n  \tx\n'],
    ['a document that does not parse', 'a: [1\n']
  ])('refuses %s', (_name, text) => {
    expect([...new Set(unchanged(text))]).toEqual(['argocd-unreadable'])
  })
})

describe('parseStrict', () => {
  it.each([
    ['anchor', 'a: &x 1\n', ['anchor']],
    ['alias', 'a: 1\nb: *x\n', ['alias']],
    ['anchor and alias', 'a: &x 1\nb: *x\n', ['anchor', 'alias']],
    ['tag !!str', 'a: !!str 1\n', ['tag']],
    ['local tag', 'a: !thing 1\n', ['tag', 'yaml-warning']],
    ['%YAML directive', '%YAML 1.1\n', ['directive', 'yaml-error']],
    ['document end', 'a: 1\n...\n', ['document-end']],
    ['duplicate key', 'a: 1\na: 2\n', ['duplicate-key']],
    ['duplicate nested key', 'a:\n  b: 1\n  b: 2\n', ['duplicate-key']],
    ['quoted and plain spelling of one key', 'a: 1\n"a": 2\n', ['duplicate-key']],
    ['YAML 1.1 booleans on/yes', 'on: 1\nyes: 2\n', ['duplicate-key']],
    ['YAML 1.1 octal and decimal', '010: a\n8: b\n', ['duplicate-key']],
    ['hex and decimal', '0x10: a\n16: b\n', ['duplicate-key']],
    ['null spellings', '~: a\nnull: b\n', ['duplicate-key']],
    ['merge key', 'a: 1\n<<: {b: 2}\n', ['merge-key']],
    ['quoted merge key', '"<<": {b: 2}\n', ['merge-key']],
    ['complex key', '? [a, b]\n: 1\n', ['explicit-key', 'yaml-error']],
    ['explicit key', '? a\n: 1\n', ['explicit-key']],
    ['explicit null key', '? # c\n: 1\n', ['explicit-key', 'argocd-unreadable']],
    ['a line starting with ": x" (null key)', ': x\n', ['argocd-unreadable']],
    ['"?kind" in a flow mapping', 'x: {a: 1, ?kind: Other}\n', ['explicit-key']],
    ['":x" in a flow sequence', 'x: [a, :x]\n', ['explicit-key']],
    ['1 and 1.00000001 (float32 to Go)', 'x: {1: a, 1.00000001: b}\n', ['duplicate-key']],
    ['0o10 and 8', 'x:\n  0o10: a\n  8: b\n', ['duplicate-key']],
    ['a key past int64', '9223372036854775808: a\n', ['argocd-unreadable']],
    ['a multi-line key in a flow mapping', 'x: {a\n  b: 1}\n', ['argocd-unreadable']],
    ['the escape \\/ (YAML 1.2 only)', 'x: "a\\/b"\n', ['argocd-unreadable']],
    ['a top-level items list', 'items: []\n', ['list-items']],
    ['TAB outside a comment', 'x: a\tb\n', ['forbidden-char']],
    ['ZERO WIDTH SPACE in a value', 'x: a\u200bb\n', ['forbidden-char']],
    ['RIGHT-TO-LEFT OVERRIDE in a key', 'a\u202e: b\n', ['forbidden-char']],
    ['unclosed flow', 'a: [1, 2\n', ['yaml-error']],
    ['"?" inside a plain scalar in a flow collection', 'x: {a: b?c}\n', ['explicit-key']],
    ['a value of .inf (no JSON for it)', 'x: .inf\n', ['argocd-unreadable']],
    ['a value of -.Inf in a flow sequence', 'x: [1, -.Inf]\n', ['argocd-unreadable']],
    ['an escaped surrogate', 'x: "\\ud800"\n', ['argocd-unreadable']],
    ['a key and its ":" on different lines', 'spec\n  :\n  a: 1\n', ['argocd-unreadable']],
    ['a flow key on the line after its anchor', 'x: {a: 1,&b\n  c: 2}\n', ['anchor', 'argocd-unreadable']],
    ['an escape past U+10FFFF', 'x: "\\U00110000"\n', ['yaml-error']]
  ])('refuses %s', (_name, text, expected) => {
    expect([...new Set(codes(text))].sort()).toEqual([...expected].sort())
  })

  it.each([
    ['a scalar', 'just text\n', 'not an object'],
    ['a list', '- a\n- b\n', 'not an object'],
    ['no kind', 'apiVersion: v1\nmetadata: {}\n', 'no kind'],
    ['no apiVersion', 'kind: ConfigMap\n', 'no apiVersion']
  ])('says Argo CD cannot apply %s', (_name, text, what) => {
    const r = parseStrict(text, 'f.yaml')
    expect(r.ok ? [] : r.reasons).toEqual([
      expect.objectContaining({ code: 'argocd-unreadable', message: expect.stringContaining(what) as unknown })
    ])
  })

  it('takes .inf as a key (Go turns it into a string) and an escaped backslash before u as text', () => {
    expect(codes('.inf: 1\nx: "\\\\ud800"\ny: ".inf"\n')).toEqual([])
  })

  it('says a kind YAML 1.1 reads as a boolean is no string to Go', () => {
    const r = parseStrict('apiVersion: v1\nkind: on\n', 'f.yaml')
    expect(r.ok ? [] : r.reasons).toEqual([
      expect.objectContaining({
        code: 'argocd-unreadable',
        line: 2,
        message: expect.stringContaining('kind is not a string') as unknown
      })
    ])
  })

  it('allows TAB, hidden characters and an escaped backslash before / where they change nothing', () => {
    expect(codes('# a\tb \u200b \u202e\nx: "a\\\\/b"\nv: "\u2764\ufe0f"\n')).toEqual([])
  })

  it('does not mistake & * ! % inside values for syntax', () => {
    expect(codes('a: b&c\nd: e*f\ng: h!i\nj: "%k"\nl: "&m"\n')).toEqual([])
  })

  it('allows distinct keys that only look alike in YAML 1.2', () => {
    expect(codes('"on": 1\n"true": 2\n')).toEqual([])
  })

  it('gives each reason the line it is on', () => {
    const r = parseStrict(`${HEAD}a: 1\nb:\n  c: &x 2\n`, 'f.yaml', 10)
    expect(r.ok ? [] : r.reasons).toEqual([expect.objectContaining({ code: 'anchor', file: 'f.yaml', line: 15 })])
  })

  it('reads the document identity, with the core group for v1', () => {
    const service = parseStrict('apiVersion: v1\nkind: Service\nmetadata: {name: s, namespace: n}\n', 'f')
    expect(service.ok && service.documents.map((d) => [d.identity, d.line])).toEqual([
      [{ kind: 'Service', apiVersion: 'v1', apiGroup: '', name: 's', namespace: 'n' }, 1]
    ])
    const r = parseStrict('\napiVersion: platform.example.io/v1\nkind: Microservice\nmetadata:\n  name: 0x10\n', 'f', 3)
    expect(r.ok && r.documents.map((d) => [d.identity, d.line])).toEqual([
      [
        {
          kind: 'Microservice',
          apiVersion: 'platform.example.io/v1',
          apiGroup: 'platform.example.io',
          name: '0x10',
          namespace: undefined
        },
        5
      ]
    ])
  })

  it('accepts an empty file and a comment-only file', () => {
    expect(parseStrict('', 'f')).toEqual({ ok: true, documents: [] })
    expect(parseStrict('# nothing\n', 'f')).toEqual({ ok: true, documents: [] })
  })
})
