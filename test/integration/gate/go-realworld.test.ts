/**
 * The real-world corpus (../shared/realworld) against Kubernetes' reading (test/go-yaml:
 * apimachinery's own decoder, vendored, and sigs.k8s.io/yaml): every file whose documents are
 * all inside the subset, Go reads as exactly the JSON the subset reads, each key once; the two
 * that are not, Go finds a key written twice in. Also runs the oracle's
 * Go tests, apimachinery's cases for the decoder and what the core relies on
 * (test/go-yaml/split_test.go). Skips locally without Go; in CI a missing toolchain is
 * reported by go-differential.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { goUnavailable, parseLikeKubernetes, removeK8sYaml, testK8sYaml } from '../../go-yaml/k8s-yaml.js'
import { subsetView } from '../../go-yaml/fuzz.js'
import { NO_REALWORLD, realworldFiles } from '../../helpers/realworld.js'

const missing = await goUnavailable()

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])])
    )
  return value
}

describe.skipIf(missing !== undefined)('Kubernetes (Go) reading the real world as the subset does', () => {
  afterAll(removeK8sYaml)

  it("passes apimachinery's own decoder cases through the oracle's split", async () => {
    await expect(testK8sYaml()).resolves.toMatch(/^ok/m)
  }, 120_000)

  it.skipIf(NO_REALWORLD)(
    'reads every file inside the subset as the subset does, and finds the repeated key in the two outside',
    async () => {
      const files = realworldFiles()
      const mine = new Map(files.map((f) => [f.id, subsetView(f.text)]))
      const inside = files.filter((f) => Array.isArray(mine.get(f.id)))
      expect(inside.length).toBe(files.length - 2)
      const go = await parseLikeKubernetes(Object.fromEntries(files.map((f) => [f.id, f.text])))
      const wrong = inside.filter((f) => {
        const view = go[f.id]!
        return (
          !('documents' in view) ||
          view.repeated !== undefined ||
          JSON.stringify(sorted(view.documents)) !== JSON.stringify(sorted(mine.get(f.id)))
        )
      })
      expect(wrong.map((f) => f.id)).toEqual([])
      // The two outside it repeat a key, which Go reads without a word: it finds them too.
      const repeats = (id: string): boolean => {
        const view = go[id]!
        return 'documents' in view && view.repeated !== undefined
      }
      const outside = files.filter((f) => !inside.includes(f)).map((f) => f.id)
      expect(outside.filter(repeats)).toEqual(outside)
    },
    120_000
  )
})
