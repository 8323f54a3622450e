/**
 * The subset against what Kubernetes reads (test/go-yaml: apimachinery's own decoder, vendored,
 * then sigs.k8s.io/yaml from Debian's packages), on a seeded random run that fits in about 30 s:
 * - split: every file of random separators, CRLF and comments is cut where Go cuts it, and Go
 *   gets each document's text with its separator line exactly when the core says it does;
 * - reader: every document the subset reader accepts, Go reads as the same JSON, so the
 *   ranges the gate compares are the values the cluster gets;
 * - pairs: every random base/head pair the gate accepts changes nothing Go reads but the
 *   spec.image values the gate reports.
 * GATE_FUZZ_SEED and GATE_FUZZ_COUNT explore further than the run CI makes. Skips locally
 * without Go; in CI a missing toolchain is reported by go-differential.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { DEFAULT_POLICY } from '../../corpus/gate/run-github.js'
import { D, MS_PATH, REPO, microservice } from '../../corpus/gate/manifests.js'
import { comparable, expectedPieces, generated, mutate, pick, random, SEEDS, subsetView } from '../../go-yaml/fuzz.js'
import {
  goUnavailable,
  parseLikeKubernetes,
  piecesLikeKubernetes,
  removeK8sYaml,
  type GoView
} from '../../go-yaml/k8s-yaml.js'

const missing = await goUnavailable()
const SEED = Number(process.env['GATE_FUZZ_SEED'] ?? 24)
const COUNT = Number(process.env['GATE_FUZZ_COUNT'] ?? 60000)

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
const same = (a: unknown, b: unknown): boolean => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))

describe.skipIf(missing !== undefined)('the YAML subset against Kubernetes (Go), seeded fuzz', () => {
  afterAll(removeK8sYaml)
  const next = random(SEED)

  it('splits every file where apimachinery does, and hands Go the pieces the core names', async () => {
    const forms = ['---', '--- ', '--- # c', '---#x', '---\t', '----', ' ---', '--- x', '---\r', '...', '']
    const files: string[] = []
    for (let i = 0; i < COUNT / 3; i++) {
      const parts: string[] = []
      for (let n = Math.floor(next() * 5); n >= 0; n--) {
        parts.push(pick(next, forms), pick(next, ['a: 1', '# c', '', 'b: |\n  x', '  - y', 'c: "d\r\n  e"']))
      }
      const eol = next() < 0.3 ? '\r\n' : '\n'
      files.push(parts.join(eol) + (next() < 0.5 ? eol : ''))
    }
    const go = await piecesLikeKubernetes(Object.fromEntries(files.map((f, i) => [`f${i}`, f])))
    const wrong = files.flatMap((text, i): unknown[] => {
      const view = go[`f${i}`]!
      const split = splitLikeKubernetes(text)
      if (!split.ok) return 'error' in view && /separator/.test(view.error) ? [] : [[text, 'core refuses', view]]
      if (split.mode === 'json') return []
      if ('error' in view) return /separator/.test(view.error) ? [[text, 'Go refuses the split', view]] : []
      const expected = expectedPieces(text, split.chunks)
      return JSON.stringify(expected) === JSON.stringify(view.pieces ?? []) ? [] : [[text, expected, view.pieces]]
    })
    expect(wrong).toEqual([])
  }, 60_000)

  it('reads every document it accepts as Go does', async () => {
    const documents = [
      ...new Set(
        Array.from({ length: COUNT }, (_, i) => {
          const doc = i % 2 === 0 ? generated(next) : pick(next, SEEDS)
          return next() < 0.6 ? mutate(next, doc) : doc
        }).filter(comparable)
      )
    ]
    const views = documents.map(subsetView)
    const accepted = documents.filter((_, i) => Array.isArray(views[i]))
    // The subset must still take a good share of the mutated documents, or it proves little.
    expect(accepted.length).toBeGreaterThan(documents.length / 10)
    const go = await parseLikeKubernetes(Object.fromEntries(accepted.map((d, i) => [`d${i}`, d])))
    const wrong = accepted.flatMap((doc, i) => {
      const view = go[`d${i}`]!
      const mine = views[documents.indexOf(doc)]
      return 'documents' in view && same(mine, view.documents) ? [] : [{ doc, mine, go: view }]
    })
    expect(wrong.slice(0, 5)).toEqual([])
  }, 60_000)

  it('accepts only pairs where Go sees nothing change but the spec.image it reports', async () => {
    const ms = (digest: string): string => microservice({ image: `${REPO}:1.4.2@${digest}` })
    const pairs: { base: string; head: string }[] = []
    for (let i = 0; i < COUNT / 2; i++) {
      const other = next() < 0.7 ? mutate(next, pick(next, SEEDS)) : pick(next, SEEDS)
      const target = next() < 0.5 ? mutate(next, ms(D.a)) : ms(D.a)
      const base = `${other.endsWith('\n') ? other : `${other}\n`}---\n${target}`
      let head = base.replace(D.a, D.b)
      const r = next()
      if (r < 0.3) head = mutate(next, head)
      else if (r < 0.4)
        head = head.replace(
          `${REPO}:1.4.2@${D.b}`,
          pick(next, [
            `"${REPO}:1.4.2@${D.b}"`,
            `&i ${REPO}:1.4.2@${D.b}`,
            `${REPO}:1.4.2@${D.b} # c`,
            `${REPO}:1.4.2@${D.b}\n    more`
          ])
        )
      if (comparable(base) && comparable(head) && base !== head) pairs.push({ base, head })
    }
    const judged = pairs.map((p) => judgeTexts(MS_PATH, p.base, p.head, DEFAULT_POLICY))
    const accepted = pairs.filter((_, i) => judged[i]!.reasons.length === 0 && judged[i]!.changes.length > 0)
    expect(accepted.length).toBeGreaterThan(pairs.length / 10)
    const files: Record<string, string> = {}
    accepted.forEach((p, i) => {
      files[`b${i}`] = p.base
      files[`h${i}`] = p.head
    })
    const go = await parseLikeKubernetes(files)
    const withoutImages = (view: GoView): unknown =>
      'documents' in view
        ? view.documents.map((d) => {
            const doc = d as { kind?: unknown; spec?: Record<string, unknown> }
            if (doc?.kind !== 'Microservice' || typeof doc.spec !== 'object' || doc.spec === null) return d
            const { image: _image, ...spec } = doc.spec
            return { ...doc, spec }
          })
        : view
    const wrong = accepted.flatMap((p, i) => {
      const [b, h] = [go[`b${i}`]!, go[`h${i}`]!]
      const reported = judged[pairs.indexOf(p)]!.changes.map((c) => c.after)
      const images =
        'documents' in h
          ? h.documents.flatMap((d) =>
              (d as { kind?: unknown }).kind === 'Microservice'
                ? [(d as { spec?: { image?: unknown } }).spec?.image]
                : []
            )
          : reported
      const ok = same(withoutImages(b), withoutImages(h)) && reported.every((image) => images.includes(image))
      return ok ? [] : [{ ...p, base: b, head: h, reported }]
    })
    expect(wrong.slice(0, 3)).toEqual([])
  }, 60_000)
})
