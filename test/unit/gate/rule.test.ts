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
