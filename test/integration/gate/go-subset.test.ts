/**
 * The subset against what Kubernetes reads (test/go-yaml: apimachinery's own decoder, vendored,
 * then sigs.k8s.io/yaml from Debian's packages), on a seeded random run that fits in about 30 s:
 * - split: every file of random separators, CRLF and comments is cut where Go cuts it, and Go
 *   gets each document's text with its separator line exactly when the core says it does;
 * - reader: every document the subset reader accepts, Go reads as the same JSON and finds no
 *   key written twice in (test/go-yaml/repeated.go), so the ranges the gate compares are the values the
 *   cluster gets; the documents, YAML and JSON, repeat keys in block and flow mappings (nested,
 *   in sequences) and JSON objects, so a reader that let one through is found here;
 * - pairs: every random base/head pair the gate accepts changes nothing Go reads but the
 *   spec.image values the gate reports, the target written as a block mapping, a flow mapping
 *   and a JSON file, and now and then its image key written twice.
 * GATE_FUZZ_SEED and GATE_FUZZ_COUNT explore further than the run CI makes. Skips locally
 * without Go; in CI a missing toolchain is reported by go-differential.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { DEFAULT_POLICY } from '../../corpus/gate/run-github.js'
import { D, MS_PATH, REPO, microservice } from '../../corpus/gate/manifests.js'
import {
  comparable,
  expectedPieces,
  generated,
  generatedJson,
  mutate,
  pick,
  random,
  SEEDS,
  subsetRefusal,
  subsetView
} from '../../go-yaml/fuzz.js'
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

const JSON_MS = (image: string): string =>
  `{"apiVersion": "platform.example.io/v1alpha1", "kind": "Microservice",\n "metadata": {"name": "todo-api", "namespace": "todo"},\n "spec": {"image": "${image}", "port": 8080}}\n`

/** Where the subset found a key twice: in a JSON object, a flow mapping (`{…, key: …}`) or a block mapping. */
function repeatedIn(doc: string, line: number, what: string): 'json' | 'flow' | 'block' {
  if (/^\s*\{/.test(doc)) return 'json'
  const key = /the key "(.*?)" appears twice/.exec(what)?.[1] ?? ''
  const escaped = key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const text = doc.split('\n')[line - 1] ?? ''
  return new RegExp(`[{,]\\s*["']?${escaped}["']?\\s*:`).test(text) ? 'flow' : 'block'
}

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

  it('reads every document it accepts as Go does, each key once', async () => {
    const documents = [
      ...new Set(
        [
          ...Array.from({ length: COUNT }, (_, i) => {
            const doc = i % 2 === 0 ? generated(next) : pick(next, SEEDS)
            return next() < 0.6 ? mutate(next, doc) : doc
          }),
          ...Array.from({ length: COUNT / 4 }, () => {
            const doc = generatedJson(next)
            return next() < 0.3 ? mutate(next, doc) : doc
          })
        ].filter(comparable)
      )
    ]
    const views = documents.map(subsetView)
    const accepted = documents.flatMap((_, i) => (Array.isArray(views[i]) ? [i] : []))
    // The subset must still take a good share of the mutated documents, or it proves little.
    expect(accepted.length).toBeGreaterThan(documents.length / 10)
    const go = await parseLikeKubernetes(Object.fromEntries(accepted.map((d) => [`d${d}`, documents[d]!])))
    const wrong = accepted.flatMap((d) => {
      const [doc, mine, view] = [documents[d], views[d], go[`d${d}`]!]
      return 'documents' in view && same(mine, view.documents) && view.repeated === undefined
        ? []
        : [{ doc, mine, go: view }]
    })
    expect(wrong.slice(0, 5)).toEqual([])
    // Which proves something only if the run repeats keys in each construct the readers have
    // a code path for (and the subset refuses them).
    const repeats = { block: 0, flow: 0, json: 0 }
    documents.forEach((doc, i) => {
      const refusal = views[i] === undefined ? subsetRefusal(doc) : undefined
      if (refusal?.code === 'duplicate-key') repeats[repeatedIn(doc, refusal.line, refusal.what)]++
    })
    expect(Math.min(repeats.block, repeats.flow, repeats.json), JSON.stringify(repeats)).toBeGreaterThan(100)
  }, 60_000)

  it('accepts only pairs where Go sees nothing change but the spec.image it reports', async () => {
    const NEW = `${REPO}:1.4.2@${D.b}`
    const MINER = `ghcr.io/evil/miner@${D.c}`
    // The release target in each style a reader has its own path for, now and then with its
    // image key written twice (the second a miner's): Kubernetes runs the last, the bump
    // changes the first, and a reader that let the key through would report that one.
    const styles = [
      { target: (image: string) => microservice({ image }), twice: (image: string) => `${image}\n  image: ${MINER}` },
      {
        target: (image: string) =>
          microservice({ image }).replace(
            /^spec:\n {2}image: (.*)\n {2}port: 8080\n/m,
            'spec: {image: $1, port: 8080}\n'
          ),
        twice: (image: string) => `${image}, image: ${MINER}`
      },
      { target: JSON_MS, twice: (image: string) => `${image}", "image": "${MINER}`, json: true }
    ]
    const pairs: { base: string; head: string }[] = []
    for (let i = 0; i < COUNT / 2; i++) {
      const style = styles[i % 4 === 3 ? 2 : i % 4 === 2 ? 1 : 0]!
      const other = next() < 0.7 ? mutate(next, pick(next, SEEDS)) : pick(next, SEEDS)
      const image = next() < 0.1 ? style.twice(`${REPO}:1.4.2@${D.a}`) : `${REPO}:1.4.2@${D.a}`
      const target = next() < 0.5 ? mutate(next, style.target(image)) : style.target(image)
      // A JSON file holds one document.
      const base = style.json ? target : `${other.endsWith('\n') ? other : `${other}\n`}---\n${target}`
      let head = base.replace(D.a, D.b)
      const r = next()
      if (r < 0.3) head = mutate(next, head)
      else if (r < 0.4)
        head = head.replace(NEW, pick(next, [`"${NEW}"`, `&i ${NEW}`, `${NEW} # c`, `${NEW}\n    more`]))
      if (comparable(base) && comparable(head) && base !== head) pairs.push({ base, head })
    }
    const judged = pairs.map((p) => judgeTexts(MS_PATH, p.base, p.head, DEFAULT_POLICY))
    const accepted = pairs.flatMap((p, i) =>
      judged[i]!.reasons.length === 0 && judged[i]!.changes.length > 0 ? [{ ...p, judged: judged[i]! }] : []
    )
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
      const reported = p.judged.changes.map((c) => c.after)
      const images =
        'documents' in h
          ? h.documents.flatMap((d) =>
              (d as { kind?: unknown }).kind === 'Microservice'
                ? [(d as { spec?: { image?: unknown } }).spec?.image]
                : []
            )
          : reported
      const ok = same(withoutImages(b), withoutImages(h)) && reported.every((image) => images.includes(image))
      return ok ? [] : [{ base: b, head: h, reported }]
    })
    expect(wrong.slice(0, 3)).toEqual([])
  }, 60_000)
})
