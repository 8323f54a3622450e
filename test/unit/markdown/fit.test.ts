import { describe, expect, it } from 'vitest'
import {
  clip,
  clipStart,
  imageParts,
  mdImage,
  mdImageChange,
  mdPath,
  mdProse,
  shortenDigests
} from '../../../src/markdown/fit.js'
import { plural } from '../../../src/text/plural.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

describe('values that fit a table cell', () => {
  it('cuts every long digest in prose to 12 digits', () => {
    expect(shortenDigests(`pins ${DIGEST_A}, not ${DIGEST_B}.`)).toBe(
      'pins sha256:46aef5661111…, not sha256:28492db02222….'
    )
    expect(shortenDigests('sha256:abc and sha512:' + 'f'.repeat(128))).toBe('sha256:abc and sha512:ffffffffffff…')
    expect(mdProse(`"x@${DIGEST_A}"`)).toBe('&#34;x&#64;sha256:46aef5661111…&#34;')
  })

  it('shows an image as its last name part and tag, and a 12-digit digest', () => {
    expect(mdImage(`ghcr.io/acme/todo-api:1.5.0@${DIGEST_B}`)).toBe(
      '<code>todo-api:1.5.0</code> <code>28492db02222</code>'
    )
    expect(mdImage(`ghcr.io/acme/todo-api@${DIGEST_B}`, { fullName: true, stacked: true })).toBe(
      '<code>ghcr.io/acme/todo-api</code><br><code>28492db02222</code>'
    )
    expect(mdImage('localhost:5000/todo-api:1.5')).toBe('<code>todo-api:1.5</code> (no digest)')
    // What the gate refuses shows as written, clipped.
    expect(mdImage('x@md5:0123456789abcdef0123456789abcdef')).toBe('<code>x</code> <code>md5:0123456789abcde…</code>')
    expect(imageParts('registry:5000/a/b')).toEqual({ name: 'registry:5000/a/b', tag: undefined, digest: undefined })
  })

  it('names the repository in full when a change moves to another one', () => {
    expect(mdImageChange(`ghcr.io/acme/a:1@${DIGEST_A}`, `ghcr.io/acme/a:2@${DIGEST_B}`)).toBe(
      '<code>a:1</code> <code>46aef5661111</code><br>→&nbsp;<code>a:2</code> <code>28492db02222</code>'
    )
    expect(mdImageChange(`ghcr.io/acme/a:1@${DIGEST_A}`, `evil.io/acme/a:1@${DIGEST_A}`)).toContain(
      '→&nbsp;<code>evil.io/acme/a:1</code>'
    )
  })

  it('puts a long path’s folder over its file name, clipping each at its start', () => {
    expect(mdPath('apps/a.yaml')).toBe('<code>apps/a.yaml</code>')
    expect(mdPath('apps/todo-api/prod/microservice.yaml')).toBe(
      '<code>apps/todo-api/prod/</code><br><code>microservice.yaml</code>'
    )
    expect(mdPath(`${'deep/'.repeat(10)}x.yaml`)).toBe(
      `<code>…${'deep/'.repeat(10).slice(-23)}</code><br><code>x.yaml</code>`
    )
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clipStart('abcdef', 4)).toBe('…def')
  })

  it('counts in words', () => {
    expect([plural(0, 'reason'), plural(1, 'file'), plural(2, 'image change')]).toEqual([
      '0 reasons',
      '1 file',
      '2 image changes'
    ])
  })
})
