import { describe, expect, it } from 'vitest'
import { checkImageChange, type ImageScalar } from '../../../src/gate/rule/image.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { D, REPO } from '../../corpus/gate/manifests.js'

const POLICY: GatePolicy = {
  paths: [],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const plain = (value: string): ImageScalar => ({ value, style: 'PLAIN', source: value, line: 8 })
const OLD = plain(`${REPO}:1.4.2@${D.a}`)
const code = (after: ImageScalar, before = OLD, policy = POLICY): string[] =>
  checkImageChange('f.yaml', before, after, policy).map((r) => r.code)

describe('checkImageChange', () => {
  it('accepts a new sha256 digest of the same repository', () => {
    expect(code(plain(`${REPO}:1.4.2@${D.b}`))).toEqual([])
  })

  it.each([
    ['no digest', `${REPO}:1.4.3`, 'unpinned'],
    ['sha512', `${REPO}:1.4.2@sha512:${'a'.repeat(128)}`, 'digest-algorithm'],
    ['no algorithm', `${REPO}:1.4.2@${'a'.repeat(64)}`, 'digest-algorithm'],
    ['upper-case hex', `${REPO}:1.4.2@sha256:${'A'.repeat(64)}`, 'digest-uppercase'],
    ['63 digits', `${REPO}:1.4.2@sha256:${'a'.repeat(63)}`, 'digest-length'],
    ['65 digits', `${REPO}:1.4.2@sha256:${'a'.repeat(65)}`, 'digest-length'],
    ['128 digits', `${REPO}:1.4.2@sha256:${'a'.repeat(128)}`, 'digest-length'],
    ['a letter after 64 digits', `${REPO}:1.4.2@${D.b}x`, 'invalid-image'],
    ['a dot after 64 digits', `${REPO}:1.4.2@${D.b}.`, 'invalid-image'],
    ['non-hex digit', `${REPO}:1.4.2@sha256:${'g'.repeat(64)}`, 'invalid-image'],
    ['other registry', `docker.io/acme/todo-api:1.4.2@${D.b}`, 'other-repository'],
    ['registry dropped', `acme/todo-api:1.4.2@${D.b}`, 'other-repository'],
    ['Cyrillic a', `ghcr.io/\u0430cme/todo-api:1.4.2@${D.b}`, 'invalid-image'],
    ['upper-case path', `ghcr.io/Acme/todo-api:1.4.2@${D.b}`, 'invalid-image'],
    ['tag changed', `${REPO}:1.4.3@${D.b}`, 'tag-change'],
    ['tag removed', `${REPO}@${D.b}`, 'tag-change']
  ])('refuses %s', (_name, value, expected) => {
    expect(code(plain(value))).toEqual([expected])
  })

  it('refuses a registry that differs only in case: the name is compared exactly, as policies and caches compare it', () => {
    const upper = REPO.replace(/^ghcr\.io\//, 'GHCR.IO/')
    expect(upper).not.toBe(REPO)
    const reasons = checkImageChange('f.yaml', OLD, plain(`${upper}:1.4.2@${D.b}`), POLICY)
    expect(reasons.map((r) => r.code)).toEqual(['other-repository'])
    expect(reasons[0]!.message).toContain(`repository "${upper}", not "${REPO}"`)
  })

  it('requires the same quoting style', () => {
    expect(
      code({ value: `${REPO}:1.4.2@${D.b}`, style: 'QUOTE_DOUBLE', source: `"${REPO}:1.4.2@${D.b}"`, line: 8 })
    ).toEqual(['quoting-change'])
  })

  it('requires the literal spelling inside quotes', () => {
    const before: ImageScalar = { ...OLD, style: 'QUOTE_DOUBLE', source: `"${OLD.value}"` }
    const value = `${REPO}:1.4.2@${D.b}`
    expect(code({ value, style: 'QUOTE_DOUBLE', source: `"${value}"`, line: 8 }, before)).toEqual([])
    expect(code({ value, style: 'QUOTE_DOUBLE', source: `"${value.replace('g', '\\x67')}"`, line: 8 }, before)).toEqual(
      ['image-form']
    )
    const single: ImageScalar = { ...OLD, style: 'QUOTE_SINGLE', source: `'${OLD.value}'` }
    expect(code({ value, style: 'QUOTE_SINGLE', source: `'${value}'`, line: 8 }, single)).toEqual([])
  })

  it('compares semver tags only when tag changes are allowed', () => {
    const tags = { ...POLICY, allowTagChange: true }
    expect(code(plain(`${REPO}:1.5.0@${D.b}`), OLD, tags)).toEqual([])
    expect(code(plain(`${REPO}:v1.4.1@${D.b}`), OLD, tags)).toEqual(['downgrade'])
    expect(code(plain(`${REPO}:1.4.2-rc.1@${D.b}`), OLD, tags)).toEqual(['downgrade'])
    expect(code(plain(`${REPO}:1.4.1@${D.b}`), OLD, { ...tags, allowDowngrade: true })).toEqual([])
  })

  it('puts the reason on the new scalar line and quotes the values', () => {
    const [reason] = checkImageChange('f.yaml', OLD, { ...plain(`${REPO}:x`), line: 42 }, POLICY)
    expect(reason).toMatchObject({ file: 'f.yaml', line: 42 })
    expect(reason!.message).toContain(`"${REPO}:x"`)
  })
})
