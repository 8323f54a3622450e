import { describe, expect, it } from 'vitest'
import { judgeContents, judgeTexts } from '../../../src/gate/rule.js'
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

  it('reports an image that cannot be located safely as image-form', () => {
    const result = judgeTexts(MS_PATH, BASE, microservice({ image: '' }).replace('  image: \n', '  image:\n'), POLICY)
    expect(codes(result)).toEqual(['image-form'])
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

describe('judgeContents: bytes before YAML', () => {
  it('reports a base-only problem too, so a broken base is never blessed', () => {
    const result = judgeContents(MS_PATH, bytes(BASE.replace('port', 'po\tt')), bytes(BUMPED), POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'forbidden-char', line: 9 })])
  })

  it('reports a problem present on both sides once', () => {
    const result = judgeContents(MS_PATH, bytes(`${BASE}x: "\u200B"\n`), bytes(`${BUMPED}x: "\u200B"\n`), POLICY)
    expect(codes(result)).toEqual(['forbidden-char'])
  })

  it('does not parse YAML when the text level failed', () => {
    const result = judgeContents(MS_PATH, bytes(BASE), bytes(`${BUMPED}\rkey: [unclosed\n`), POLICY)
    expect(codes(result)).toEqual(['forbidden-char'])
  })
})

describe('judgeTexts: documents as Kubernetes splits them', () => {
  const file = (other: string, ms: string): string => `${other}---\n${ms}`

  it('does not parse documents the PR leaves alone, so their anchors do not block', () => {
    const other = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: &x 1, b: *x}\n...\n'
    const head = file(other, BUMPED)
    const result = judgeTexts(MS_PATH, file(other, BASE), head, POLICY)
    expect(codes(result)).toEqual([])
    const line = head.split('\n').findIndex((l) => l.includes(D.b)) + 1
    expect(result.changes).toMatchObject([{ documentIndex: 1, line }])
  })

  it('still refuses an unchanged document Argo CD cannot apply, found line by line', () => {
    const result = judgeTexts(MS_PATH, file('just: data\n', BASE), file('just: data\n', BUMPED), POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'argocd-unreadable', line: 1 })])
    const flow = '{apiVersion: v1, kind: ConfigMap, metadata: {name: c}}\n'
    expect(codes(judgeTexts(MS_PATH, `# c\n${file(flow, BASE)}`, `# c\n${file(flow, BUMPED)}`, POLICY))).toEqual([])
  })

  const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n'
  // [what, the unchanged document, the 1-based line of the problem in the file (the document starts at 1)]
  it.each([
    ['the YAML 1.2 escape \\/', `${CM}  url: "https:\\/\\/a"\n`, 6],
    ['a bare scalar', 'just text\n', 1],
    ['a list', '- apiVersion: v1\n  kind: ConfigMap\n', 1],
    ['a "...#x" document', '...#x\n', 1],
    ['no kind', 'apiVersion: v1\nmetadata: {name: c}\n', 1],
    ['no apiVersion', 'kind: ConfigMap\nmetadata: {name: c}\n', 1],
    ['kind read as a boolean by YAML 1.1', 'apiVersion: v1\nkind: on\n', 2],
    ['an apiVersion that ends empty (Go keeps the last key)', `${CM}apiVersion:\n`, 1],
    ['a null key', `${CM}  a: "1"\n: x\n`, 7],
    ['a key "null"', `${CM}  null: x\n`, 6],
    ['a multi-line key in a flow mapping', `${CM}  x: {a\n    b: 1}\n`, 6],
    ['.inf as a value', `${CM}  x: .inf\n`, 6],
    ['an escaped surrogate', `${CM}  x: "\\udc00"\n`, 6],
    ['an alias without its anchor', `${CM}  x: *nowhere\n`, 6],
    ['an anchor name go-yaml cuts short', `${CM}  x: &a@b 1\n`, 6],
    ['a merge of a scalar', `${CM}  a: &a 1\n  b:\n    <<: *a\n`, 8],
    ['a TAB line', `${CM}  a: "1"\n\t\n`, 7],
    ['a TAB after "- "', `${CM}  a:\n  - -\tb\n`, 7],
    ["a TAB short of a block scalar's indentation", `${CM}  a: |\n    x\n  \ty\n`, 8],
    ['a key and its ":" on different lines', `${CM}  a: 1\n  b\n  :\n  c: 2\n`, 7],
    ['a flow key on the line after its anchor', `${CM}  x: {a: 1,&b \n    c: 2}\n`, 7],
    ['a line YAML cannot parse', `${CM}  a: [1, 2\n`, 7]
  ])('refuses an unchanged document with %s: Argo CD cannot apply the file', (_name, other, line) => {
    const result = judgeTexts(MS_PATH, file(other, BASE), file(other, BUMPED), POLICY)
    expect(result.reasons).toContainEqual(
      expect.objectContaining({
        code: 'argocd-unreadable',
        line,
        message: expect.stringContaining('so Argo CD cannot apply the file') as unknown
      })
    )
    expect(result.reasons.every((r) => r.code === 'argocd-unreadable')).toBe(true)
  })

  it('refuses "?" inside a flow scalar of an unchanged document as the explicit key Go reads there', () => {
    const other = `${CM}  x: [a?b]\n`
    const result = judgeTexts(MS_PATH, file(other, BASE), file(other, BUMPED), POLICY)
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'explicit-key', line: 6 })])
  })

  it.each([
    ['anchors, aliases and a merge', `${CM}  base: &b {a: 1}\n  more:\n    <<: *b\n    c: *b\n`],
    ['duplicate keys (Go keeps the last)', `${CM}  a: "1"\n  a: "2"\n`],
    ['a document end marker, and text after it Go never reads', `${CM}  a: "1"\n...\nnot: [read\n`],
    ['hidden characters and TAB in values and comments', `${CM}  a: "x\u200by"\n  b: c\td # \u202e\n`],
    ['a TAB inside block scalar content', `${CM}  Makefile: |\n    all:\n    \techo hi\n`],
    ['a plain multi-line value', `${CM}  a: one\n    two\n`]
  ])('accepts an unchanged document with %s', (_name, other) => {
    expect(codes(judgeTexts(MS_PATH, file(other, BASE), file(other, BUMPED), POLICY))).toEqual([])
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
})
