/**
 * The YAML subset on real files: 119 from 26 public config repositories (Deployments,
 * kustomizations, Helm values, Argo CD Applications, large multi-document installs). Every
 * document must be inside the subset but the two whose duplicate keys Go and other readers read
 * differently; and every `spec.image` the corpus records is the one the core finds, at its
 * line and column. That each of these documents reads as Go reads it, the Go differential
 * checks (test/integration/gate/go-realworld.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { readDocument } from '../../../src/kube-yaml/document.js'
import { specImage } from '../../../src/kube-yaml/images.js'
import { hasContent, splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { NO_REALWORLD, realworldFiles } from '../../helpers/realworld.js'

if (NO_REALWORLD) console.warn('Skipping the real-world corpus: ../shared/realworld is absent outside CI.')

/** The documents outside the subset, and why: the README lists them. */
const OUTSIDE = [
  { id: '027', code: 'duplicate-key', line: 12 },
  { id: '102', code: 'duplicate-key', line: 94 }
]

describe.skipIf(NO_REALWORLD)('the real-world corpus (../shared/realworld)', () => {
  const files = NO_REALWORLD ? [] : realworldFiles()

  it('has every document inside the subset, but the two with duplicate keys', () => {
    const outside: { id: string; code: string; line: number }[] = []
    let documents = 0
    for (const f of files) {
      const split = splitLikeKubernetes(f.text)
      expect(split.ok, f.id).toBe(true)
      if (!split.ok) continue
      for (const chunk of split.chunks) {
        if (split.mode === 'yaml' && !hasContent(f.text, chunk)) continue
        documents++
        const read = readDocument(f.text, split, chunk)
        if (!read.ok) outside.push({ id: f.id, code: read.refusal.code, line: read.refusal.line })
      }
    }
    expect(outside).toEqual(OUTSIDE)
    expect(documents).toBeGreaterThan(480)
  })

  it('finds each recorded spec.image where the corpus says it is', () => {
    let found = 0
    for (const f of files) {
      const expected = f.images.filter((i) => i.path === 'spec.image' && i.style !== 'BLOCK_FOLDED')
      if (expected.length === 0) continue
      const split = splitLikeKubernetes(f.text)
      if (!split.ok) continue
      const lineStarts = [0, ...[...f.text.matchAll(/\n/g)].map((m) => m.index + 1)]
      const images = split.chunks.flatMap((chunk) => {
        const read = readDocument(f.text, split, chunk)
        if (!read.ok || read.document.root === null) return []
        const image = specImage(f.text, read.document)
        return 'value' in image ? [image] : []
      })
      for (const want of expected) {
        const at = images.find((i) => i.line === want.line)
        expect(at, `${f.id} line ${want.line}`).toMatchObject({ value: want.value, style: want.style })
        expect(at!.start - lineStarts[want.line - 1]! + 1).toBe(want.col)
        found++
      }
    }
    expect(found).toBeGreaterThan(10)
  })
})
