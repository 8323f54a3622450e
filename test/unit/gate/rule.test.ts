import { describe, expect, it } from 'vitest'
import { judgeContents, judgeTexts } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { BASE, BUMPED, D, MS_PATH, REPO, SERVICE, microservice } from '../../corpus/gate/manifests.js'

const POLICY: GatePolicy = {
  paths: ['**/*.yaml'],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s)
const codes = (r: { reasons: { code: string }[] }): string[] => r.reasons.map((x) => x.code)

describe('judgeTexts: the byte comparison', () => {
  it('accepts a digest bump and reports the change with its resource and line', () => {
    const result = judgeTexts(MS_PATH, BASE, BUMPED, POLICY)
    expect(result.reasons).toEqual([])
    expect(result.changes).toEqual([
      {
        file: MS_PATH,
        resource: {
          kind: 'Microservice',
          apiGroup: 'platform.example.io',
          apiVersion: 'platform.example.io/v1alpha1',
          name: 'todo-api',
          namespace: 'todo'
        },
        format: 'manifest',
        path: 'spec.image',
        field: 'spec.image',
        documentIndex: 0,
        line: 8,
        before: `${REPO}:1.4.2@${D.a}`,
        after: `${REPO}:1.4.2@${D.b}`,
        reasons: []
      }
    ])
  })

  it('points outside-image at the first changed line of head', () => {
    const head = microservice({ image: `${REPO}:1.4.2@${D.b}`, specExtra: '  replicas: 2\n  command: ["sh"]' })
    const result = judgeTexts(MS_PATH, BASE, head, POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'outside-image', file: MS_PATH, line: 10 })])
  })

  it('finds a one-character change just after the image scalar', () => {
    const head = BUMPED.replace(`${D.b}\n`, `${D.b} \n`)
    expect(codes(judgeTexts(MS_PATH, BASE, head, POLICY))).toEqual(['outside-image'])
  })

  it('finds a change at the very end of the file', () => {
    expect(codes(judgeTexts(MS_PATH, BASE, `${BUMPED}\n`, POLICY))).toEqual(['outside-image'])
  })

  it('refuses an image change in a document of another kind even with a matching spec.image', () => {
    const other = (d: string) => `${SERVICE}---\n${microservice({ kind: 'Other', image: `${REPO}@${d}` })}`
    expect(codes(judgeTexts(MS_PATH, other(D.a), other(D.b), POLICY))).toEqual(['outside-image'])
  })

  it('matches documents by identity: a renamed resource is a mismatch at its line', () => {
    const result = judgeTexts(
      MS_PATH,
      `${SERVICE}---\n${BASE}`,
      `${SERVICE}---\n${microservice({ name: 'todo-api-2', image: `${REPO}:1.4.2@${D.b}` })}`,
      POLICY
    )
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'document-mismatch', line: 12 })])
  })

  it('refuses an image emptied in place', () => {
    // The empty field is refused by name (it was image-form before the fields of issue 25 too).
    expect(codes(judgeTexts(MS_PATH, BASE, microservice({ image: '' }), POLICY))).toEqual(['image-form'])
  })

  it('accepts a tag change only when allowed, and a downgrade only when that is allowed too', () => {
    const up = microservice({ image: `${REPO}:1.5.0@${D.b}` })
    const down = microservice({ image: `${REPO}:1.3.0@${D.b}` })
    expect(codes(judgeTexts(MS_PATH, BASE, up, POLICY))).toEqual(['tag-change'])
    expect(codes(judgeTexts(MS_PATH, BASE, up, { ...POLICY, allowTagChange: true }))).toEqual([])
    expect(codes(judgeTexts(MS_PATH, BASE, down, { ...POLICY, allowTagChange: true }))).toEqual(['downgrade'])
    expect(codes(judgeTexts(MS_PATH, BASE, down, { ...POLICY, allowTagChange: true, allowDowngrade: true }))).toEqual(
      []
    )
  })

  it('treats non-semver tag changes as allowed when tag changes are', () => {
    const head = microservice({ image: `${REPO}:main-abc123@${D.b}` })
    expect(codes(judgeTexts(MS_PATH, BASE, head, { ...POLICY, allowTagChange: true }))).toEqual([])
  })

  it('refuses an old image that is not a valid reference', () => {
    const base = microservice({ image: 'Not An Image' })
    expect(codes(judgeTexts(MS_PATH, base, BUMPED, POLICY))).toEqual(['invalid-image'])
  })
})

describe('judgeContents: bytes before YAML, characters in the changed document', () => {
  it('reports a base-only problem in the changed document too, so a broken base is never blessed', () => {
    const result = judgeContents(MS_PATH, bytes(BASE.replace('port', 'po\tt')), bytes(BUMPED), POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'forbidden-char', line: 9 })])
  })

  it('refuses bytes that are not UTF-8 in either version', () => {
    expect(codes(judgeContents(MS_PATH, bytes(BASE), new Uint8Array([...bytes(BUMPED), 0xff]), POLICY))).toEqual([
      'invalid-utf8'
    ])
  })

  it('reports a problem present on both sides once', () => {
    const result = judgeContents(MS_PATH, bytes(`${BASE}x: "\u200B"\n`), bytes(`${BUMPED}x: "\u200B"\n`), POLICY)
    expect(codes(result)).toEqual(['forbidden-char'])
  })

  it('refuses a lone CR in the changed document before reading its YAML', () => {
    const result = judgeContents(MS_PATH, bytes(BASE), bytes(`${BUMPED}\rkey: [unclosed\n`), POLICY)
    expect(codes(result)).toEqual(['forbidden-char'])
  })
})

describe('judgeTexts: documents as Kubernetes splits them', () => {
  const file = (other: string, ms: string): string => `${other}---\n${ms}`

  it('does not read documents the PR leaves alone, whatever they hold', () => {
    const other = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: &x 1, b: *x}\n...\n'
    const head = file(other, BUMPED)
    const result = judgeTexts(MS_PATH, file(other, BASE), head, POLICY)
    expect(codes(result)).toEqual([])
    const line = head.split('\n').findIndex((l) => l.includes(D.b)) + 1
    expect(result.changes).toMatchObject([{ documentIndex: 1, line }])
  })

  const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n'
  it.each([
    ['the YAML 1.2 escape \\/', `${CM}  url: "https:\\/\\/a"\n`],
    ['a bare scalar', 'just text\n'],
    ['a list', '- apiVersion: v1\n  kind: ConfigMap\n'],
    ['no kind', 'apiVersion: v1\nmetadata: {name: c}\n'],
    ['a null key', `${CM}  a: "1"\n: x\n`],
    ['.inf as a value', `${CM}  x: .inf\n`],
    ['duplicate keys (Go keeps the last)', `${CM}  a: "1"\n  a: "2"\n`],
    ['a tag', `${CM}  a: !!str 1\n`],
    ['hidden characters, a lone CR and NEL', `${CM}  a: "x\u200by"\r  b: c\u0085d\n`],
    ['a line YAML cannot parse', `${CM}  a: [1, 2\n`],
    ['a directive', '%YAML 1.1\n']
  ])('accepts a bump beside an unchanged document with %s (it means the same before and after)', (_name, other) => {
    expect(codes(judgeTexts(MS_PATH, file(other, BASE), file(other, BUMPED), POLICY))).toEqual([])
  })

  it.each([
    ['a tag', `  config: !!binary aGVsbG8=`, 'tag', 10],
    ['an explicit key', '  ? replicas\n  : 3', 'explicit-key', 10],
    ['a duplicate key', '  port: 9090', 'duplicate-key', 10],
    ['a key YAML 1.1 reads as a boolean', '  on: "1"', 'outside-subset', 10],
    ['a TAB in a value', '  note: "a\tb"', 'forbidden-char', 10],
    ['a zero-width space in a key', '  po\u200Brt2: 1', 'forbidden-char', 10],
    ['an alias before its anchor', '  a: *x\n  b: &x 1', 'alias', 10],
    ['a merge after other keys', '  d: &d {a: 1}\n  m:\n    a: 2\n    <<: *d', 'merge-key', 13],
    ['text after "..."', '...\nmore: 1', 'document-end', 11],
    ['a flow collection inside a flow collection', '  env: [{a: b}]', 'outside-subset', 10]
  ])('refuses a changed document with %s, at its line', (_name, extra, code, line) => {
    const head = microservice({ image: `${REPO}:1.4.2@${D.b}`, specExtra: extra })
    const result = judgeTexts(MS_PATH, microservice({ specExtra: extra }), head, POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code, line })])
  })

  it('accepts a changed document closed by "..." before comments and blank lines', () => {
    const end = '...\n# end\n\n'
    expect(
      codes(judgeTexts(MS_PATH, file(`${BASE}${end}`, SERVICE), file(`${BUMPED}${end}`, SERVICE), POLICY))
    ).toEqual([])
  })

  it('accepts a JSON manifest holding one object, and refuses a second value after it', () => {
    const json = (image: string, tail = ''): string =>
      `{"apiVersion": "platform.example.io/v1alpha1", "kind": "Microservice", "metadata": {"name": "todo-api"}, "spec": {"image": "${image}"}}\n${tail}`
    const [before, after] = [`${REPO}:1.4.2@${D.a}`, `${REPO}:1.4.2@${D.b}`]
    expect(judgeTexts(MS_PATH, json(before), json(after), POLICY)).toMatchObject({
      reasons: [],
      changes: [{ after, line: 1 }]
    })
    expect(codes(judgeTexts(MS_PATH, json(before), json(after, '{"kind": "Secret"}\n'), POLICY))).toEqual([
      'outside-subset'
    ])
    expect(codes(judgeTexts(MS_PATH, BASE, json(after), POLICY))).toEqual(['outside-image'])
  })

  it('refuses a changed document behind a separator no YAML reader starts a document at', () => {
    const [b, h] = [`${SERVICE}---#x\n${BASE}`, `${SERVICE}---#x\n${BUMPED}`]
    expect(judgeTexts(MS_PATH, b, h, POLICY).reasons).toEqual([
      expect.objectContaining({ code: 'outside-subset', line: 10 })
    ])
  })

  it('numbers lines and documents in the whole file for a change in a later document', () => {
    const head = file(SERVICE, BUMPED.replace('port: 8080', 'port: 8081'))
    const result = judgeTexts(MS_PATH, file(SERVICE, BASE), head, POLICY)
    const line = head.split('\n').findIndex((l) => l.includes('8081')) + 1
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'outside-image', line })])
  })

  it('refuses a changed document count as Kubernetes counts them', () => {
    expect(codes(judgeTexts(MS_PATH, BASE, file(SERVICE, BUMPED), POLICY))).toEqual(['document-mismatch'])
  })

  describe('a document added to a changed file, wherever it stands', () => {
    // 1-based, the line above the first `kind` line: the added document's `apiVersion`.
    const lineOf = (text: string, kind: string): number => text.split('\n').indexOf(kind)
    const counted = (base: number, head: number): string =>
      `has ${base} document${base === 1 ? '' : 's'} in base and ${head} in head`

    it.each([
      ['appended after the bumped one', BASE, file(BUMPED, SERVICE), 'kind: Service', 1, 2],
      ['appended after the last', file(BASE, SERVICE), `${file(BUMPED, SERVICE)}---\n${CM}`, 'kind: ConfigMap', 2, 3],
      ['inserted in the middle', file(BASE, SERVICE), file(BUMPED, `${CM}---\n${SERVICE}`), 'kind: ConfigMap', 2, 3],
      ['the next one repeated', file(BASE, SERVICE), file(BUMPED, `${SERVICE}---\n${SERVICE}`), 'kind: Service', 2, 3]
    ])('refuses one %s, at the first line of the added document', (_name, base, head, marker, b, h) => {
      const result = judgeTexts(MS_PATH, base, head, POLICY)
      expect(result.changes).toEqual([])
      expect(result.reasons).toEqual([
        expect.objectContaining({
          code: 'document-mismatch',
          line: lineOf(head, marker),
          message: expect.stringContaining(counted(b, h))
        })
      ])
    })
  })

  it('refuses a document removed from a changed file, at the document after the gap', () => {
    const head = file(BUMPED, SERVICE)
    const result = judgeTexts(MS_PATH, file(BASE, `${CM}---\n${SERVICE}`), head, POLICY)
    const line = head.split('\n').indexOf('kind: Service')
    expect(result.reasons).toEqual([
      expect.objectContaining({
        code: 'document-mismatch',
        line,
        message: expect.stringContaining('3 documents in base and 2 in head')
      })
    ])
  })

  it('refuses a file Kubernetes cannot split, at the separator', () => {
    const result = judgeTexts(MS_PATH, `${BASE}---x\n`, `${BUMPED}---x\n`, POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'argocd-unreadable', line: 10 })])
  })
})
