import { describe, expect, it } from 'vitest'
import { parseStrict } from '../../../src/gate/strict-yaml.js'

const codes = (text: string): string[] => {
  const r = parseStrict(text, 'f.yaml')
  return r.ok ? [] : r.reasons.map((x) => x.code)
}

describe('parseStrict', () => {
  it.each([
    ['anchor', 'a: &x 1\n', ['anchor']],
    ['alias', 'a: 1\nb: *x\n', ['alias']],
    ['anchor and alias', 'a: &x 1\nb: *x\n', ['anchor', 'alias']],
    ['tag !!str', 'a: !!str 1\n', ['tag']],
    ['local tag', 'a: !thing 1\n', ['tag', 'yaml-warning']],
    ['%YAML directive', '%YAML 1.1\n---\na: 1\n', ['directive']],
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
    ['complex key', '? [a, b]\n: 1\n', ['yaml-error']],
    ['unclosed flow', 'a: [1, 2\n', ['yaml-error']]
  ])('refuses %s', (_name, text, expected) => {
    expect([...new Set(codes(text))].sort()).toEqual([...expected].sort())
  })

  it('does not mistake & * ! % inside values for syntax', () => {
    expect(codes('a: b&c\nd: e*f\ng: h!i\nj: "%k"\nl: "&m"\n')).toEqual([])
  })

  it('allows distinct keys that only look alike in YAML 1.2', () => {
    expect(codes('"on": 1\n"true": 2\n')).toEqual([])
  })

  it('gives each reason the line it is on', () => {
    const r = parseStrict('a: 1\nb:\n  c: &x 2\n', 'f.yaml')
    expect(r.ok ? [] : r.reasons).toEqual([expect.objectContaining({ code: 'anchor', file: 'f.yaml', line: 3 })])
  })

  it('reads each document identity, with the core group for v1', () => {
    const r = parseStrict(
      'apiVersion: v1\nkind: Service\nmetadata: {name: s, namespace: n}\n---\napiVersion: platform.example.io/v1\nkind: Microservice\nmetadata:\n  name: 0x10\n',
      'f'
    )
    expect(r.ok && r.documents.map((d) => [d.identity, d.line])).toEqual([
      [{ kind: 'Service', apiVersion: 'v1', apiGroup: '', name: 's', namespace: 'n' }, 1],
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
