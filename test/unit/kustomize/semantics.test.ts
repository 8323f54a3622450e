/**
 * src/kube-yaml's kustomize semantics against the record of what kustomize renders
 * (test/helpers/kustomize-cases.ts, which the integration test checks against the real
 * kustomize): every case read exactly renders as kustomize renders it, and every case kustomize
 * reads in a way the gate does not follow (keys in another case, patterns, failing builds) is
 * refused by the reader, with what to write instead.
 */
import { describe, expect, it } from 'vitest'
import { readDocument } from '../../../src/kube-yaml/document.js'
import {
  applyEntries,
  applyImage,
  imageMatches,
  namesOverlap,
  splitImage
} from '../../../src/kube-yaml/kustomize-images.js'
import { readKustomization, type KustomizationRead } from '../../../src/kube-yaml/kustomization.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { SEMANTICS } from '../../helpers/kustomize-cases.js'

function read(text: string): KustomizationRead | { ok: false; what: string } {
  const file = splitLikeKubernetes(text)
  if (!file.ok) return { ok: false, what: 'split' }
  const [chunk] = file.chunks
  if (chunk === undefined) return { ok: false, what: 'empty' }
  const doc = readDocument(text, file, chunk)
  return doc.ok ? readKustomization(doc.document) : { ok: false, what: doc.refusal.what }
}

describe('the record of kustomize, case by case', () => {
  it.each(SEMANTICS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decoded = read(c.kustomization)
    if (c.refused) {
      expect(decoded.ok, JSON.stringify(decoded)).toBe(false)
      return
    }
    if (!decoded.ok) throw new Error(JSON.stringify(decoded))
    const entries = decoded.kustomization.images
    expect(c.images.map((image) => applyEntries(image, entries, 2).image)).toEqual(c.expected)
    expect(c.images.map((image) => applyEntries(image, entries, 1).image)).toEqual(c.cronJob ?? c.expected)
  })
})

describe('the reader says what to write instead', () => {
  it.each([
    ['images:\n- name: a\n  newname: b\n', /"newname" .* is read by kustomize as "newName".*write it as "newName"/],
    ['Images:\n- name: a\n', /"Images" in a kustomization is read by kustomize as "images"/],
    [
      'images:\n- name: a\n  newTag: 1.20\n',
      /reads newTag "1.20" as no string and fails the build; quote it: newTag: "1.20"/
    ],
    ['images:\n- name: a\n  newDigest: x\n', /fails on the unknown field "newDigest"/],
    ['images:\n- name: "a*"\n', /"a\*" is a pattern .* write the image name itself/],
    ['images:\n- newName: a\n', /images\[0\] has no name/]
  ])('%j', (text, message) => {
    const decoded = read(text)
    expect(decoded.ok).toBe(false)
    expect((decoded as { what: string }).what).toMatch(message)
  })
})

describe('Split and the match, ported from api/internal/image', () => {
  it('splits the tag and digest after the first slash', () => {
    expect(splitImage('localhost:5000/a/b:1@sha256:x')).toEqual({
      name: 'localhost:5000/a/b',
      tag: '1',
      digest: 'sha256:x'
    })
    expect(splitImage('a@sha256:x:y')).toEqual({ name: 'a', tag: '', digest: 'sha256:x:y' })
    expect(splitImage('a:1:2')).toEqual({ name: 'a', tag: '1:2', digest: '' })
    expect(splitImage('a')).toEqual({ name: 'a', tag: '', digest: '' })
  })

  it('reads "." as any character but a line feed, one code point at a time', () => {
    expect(imageMatches('a\u{1F600}b', 'a.b')).toBe(true)
    expect(imageMatches('a\nb', 'a.b')).toBe(false)
    expect(() => imageMatches('a', 'a*')).toThrow(/not a plain image name/)
  })

  it('applies nothing to an image the name does not match', () => {
    expect(applyImage('b:1', { name: 'a', newName: 'x', newTag: '', digest: '', tagSuffix: '' })).toBe('b:1')
  })

  it('calls names overlapping whenever one image can match both', () => {
    expect(namesOverlap('ghcr.io/a', 'ghcr-io/a')).toBe(true)
    expect(namesOverlap('nginx', 'nginx:1.7')).toBe(true)
    expect(namesOverlap('nginx', 'nginx.1.7')).toBe(true)
    expect(namesOverlap('nginx', 'nginxx')).toBe(false)
    expect(namesOverlap('a/b', 'a/c')).toBe(false)
  })
})
