import { describe, expect, it } from 'vitest'
import { digestOf, digestProblem, parseImageReference, sameImage, shortDigest } from '../../../src/image/reference.js'

const HEX = '28492db0'.padEnd(64, 'a')
const DIGEST = `sha256:${HEX}`

describe('parseImageReference', () => {
  it('splits registry, repository, tag and digest', () => {
    expect(parseImageReference(`ghcr.io/acme/todo-api:1.4.2@${DIGEST}`)).toEqual({
      name: 'ghcr.io/acme/todo-api',
      registry: 'ghcr.io',
      repository: 'acme/todo-api',
      tag: '1.4.2',
      digest: DIGEST
    })
  })

  it('accepts a registry with a port and no tag', () => {
    const ref = parseImageReference(`localhost:5000/todo-api@${DIGEST}`)
    expect(ref).toMatchObject({ registry: 'localhost:5000', repository: 'todo-api', tag: undefined })
  })

  it('treats a first component without dot, port or localhost as part of the path', () => {
    expect(parseImageReference(`acme/todo-api@${DIGEST}`)).toMatchObject({
      registry: undefined,
      repository: 'acme/todo-api'
    })
  })

  it('loses nothing: name, tag and digest spell the input again', () => {
    for (const input of [`ghcr.io/acme/todo-api@${DIGEST}`, `r.example:443/a/b/c:v1@${DIGEST}`, 'nginx:1.27']) {
      const ref = parseImageReference(input, { requireDigest: false })
      expect(
        `${ref.name}${ref.tag === undefined ? '' : `:${ref.tag}`}${ref.digest === undefined ? '' : `@${ref.digest}`}`
      ).toBe(input)
    }
  })

  it.each([
    ['', /empty/],
    [`ghcr.io/acme/todo-api:1.0`, /not pinned/],
    [`ghcr.io/acme/todo-api@sha256:${HEX.toUpperCase()}`, /lower-case/],
    [`ghcr.io/acme/todo-api@sha512:${HEX}${HEX}`, /algorithm "sha512" is not allowed/],
    [`ghcr.io/acme/todo-api@sha256:${HEX.slice(1)}`, /63 hex digits; sha256 has 64/],
    [`ghcr.io/acme/todo-api@sha256:${HEX}0`, /65 hex digits/],
    [`ghcr.io/acme/todo-api@sha256:${HEX.slice(1)}g`, /other than hex digits/],
    [`ghcr.io/acme/todo-api@${HEX}`, /no algorithm prefix/],
    [`ghcr.io/acme/todo-api @${DIGEST}`, /whitespace \(U\+0020\) at offset 21/],
    [`ghcr.io/acme/todo-api\t@${DIGEST}`, /whitespace \(U\+0009\)/],
    [`ghcr.io/acme/todo-api\u0000@${DIGEST}`, /control character \(U\+0000\)/],
    [`ghcr.io/acme/tödo-api@${DIGEST}`, /non-ASCII character \(U\+00F6\)/],
    [`gһcr.io/acme/todo-api@${DIGEST}`, /non-ASCII character \(U\+04BB\)/],
    [`ghcr.io/Acme/todo-api@${DIGEST}`, /invalid path component "Acme"/],
    [`ghcr.io/acme//todo-api@${DIGEST}`, /invalid path component ""/],
    [`ghcr.io/acme/todo-api:-bad@${DIGEST}`, /invalid tag "-bad"/],
    [`ghcr.io/acme/todo-api:${'x'.repeat(129)}@${DIGEST}`, /invalid tag/],
    [`-bad.io/acme/todo-api@${DIGEST}`, /invalid registry "-bad.io"/],
    [`@${DIGEST}`, /no repository name/],
    [`ghcr.io/${'a'.repeat(260)}@${DIGEST}`, /longer than 255/]
  ])('rejects %j', (input, why) => {
    expect(() => parseImageReference(input)).toThrow(why)
  })
})

describe('shortDigest', () => {
  it('keeps the first hex digits without the algorithm', () => {
    expect(shortDigest(DIGEST, 8)).toBe('28492db0')
  })
})

describe('digestProblem', () => {
  it.each([
    [DIGEST, undefined],
    [HEX, { kind: 'algorithm', algorithm: undefined }],
    [`sha512:${HEX}`, { kind: 'algorithm', algorithm: 'sha512' }],
    [`sha256:${HEX.slice(1)}g`, { kind: 'non-hex' }],
    [`sha256:${HEX.toUpperCase()}`, { kind: 'uppercase' }],
    [`sha256:${HEX.slice(2)}`, { kind: 'length', digits: 62 }]
  ])('%s', (digest, problem) => {
    expect(digestProblem(digest)).toEqual(problem)
  })
})

describe('digestOf and sameImage', () => {
  it('reads the digest after @ and nothing from a tag-only reference', () => {
    expect(digestOf(`ghcr.io/acme/todo-api:1.4.2@${DIGEST}`)).toBe(DIGEST)
    expect(digestOf('ghcr.io/acme/todo-api:1.4.2')).toBeUndefined()
  })

  it('matches a pinned image by repository and digest, whatever the tag or Docker Hub spelling', () => {
    expect(sameImage(`ghcr.io/acme/todo-api@${DIGEST}`, `ghcr.io/acme/todo-api:1.4.2@${DIGEST}`)).toBe(true)
    expect(sameImage(`docker.io/library/nginx@${DIGEST}`, `nginx:1.27@${DIGEST}`)).toBe(true)
    expect(sameImage(`ghcr.io/acme/other@${DIGEST}`, `ghcr.io/acme/todo-api@${DIGEST}`)).toBe(false)
    expect(sameImage('nginx:1.27', 'nginx:1.28')).toBe(false)
  })

  it('takes a repository that differs only in case for another image, as the gate does', () => {
    expect(sameImage(`GHCR.IO/acme/todo-api@${DIGEST}`, `ghcr.io/acme/todo-api:1.4.2@${DIGEST}`)).toBe(false)
    expect(sameImage(`ghcr.io/acme/todo-api@${DIGEST}`, `ghcr.io/Acme/todo-api@${DIGEST}`)).toBe(false)
  })
})
