/**
 * The gate's reading of documents a PR leaves alone, against what Kubernetes reads
 * (sigs.k8s.io/yaml, built from Debian's packages). Thousands of documents are made by
 * mutating ordinary manifests with the characters and tokens YAML readers disagree on; then:
 * every document the line scan (plain-manifest.ts) vouches for, Go reads as one object with a
 * string kind and apiVersion; and every file with such a document beside a digest bump that
 * the gate accepts, Go reads whole. Skips locally without Go; in CI a missing toolchain is
 * reported by go-differential.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { isPlainManifest } from '../../../src/gate/plain-manifest.js'
import { judgeTexts } from '../../../src/gate/rule.js'
import { DEFAULT_POLICY } from '../../corpus/gate/run-github.js'
import { D, MS_PATH, REPO, SERVICE, microservice } from '../../corpus/gate/manifests.js'
import { goUnavailable, parseLikeKubernetes, removeK8sYaml, type GoView } from '../../go-yaml/k8s-yaml.js'

const missing = await goUnavailable()

/** mulberry32: the same documents on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SEEDS = [
  SERVICE,
  [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: c',
    '  labels: {app: c, tier: "web"}',
    '  annotations:',
    "    note: 'it''s fine' # why",
    'data:',
    '  policy.yaml: |',
    '    rule: allow if x in [a, b]',
    '',
    '    # not a comment to YAML',
    '  script: >-',
    '    echo "hi"',
    '  list: ["a", b, -1]',
    ''
  ].join('\n'),
  [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: worker',
    'spec:',
    '  template:',
    '    spec:',
    '      containers:',
    '      - name: worker',
    '        args:',
    '        - --port',
    '        - "8080"',
    '        env:',
    '        - {name: LOG_LEVEL, value: info}',
    '        - name: URL',
    '          value: https://example.com/a?b=c',
    '      - - nested',
    '        - {}',
    ''
  ].join('\n'),
  // Anchors, aliases and a merge in the forms the line scan takes.
  [
    'apiVersion: v1',
    'kind: ConfigMap',
    'base: &base',
    '  a: 1',
    'list: &l [1, 2]',
    's: &s text',
    'x:',
    '  <<: *base',
    '  c: *s',
    '  d: *l',
    '  e:',
    '  - &n',
    '    k: v',
    '  - *n',
    ''
  ].join('\n'),
  // What only the parser reads: anchors, merges, multi-line scalars and flow collections.
  [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata: &meta',
    '  name: c',
    'defaults: &d {level: info,',
    '  format: json}',
    'data:',
    '  <<: *d',
    '  long: this value',
    '    goes on',
    '  quoted: "one',
    '    two \\x41"',
    '  copy: *meta',
    '...',
    ''
  ].join('\n')
]

const TOKENS = [
  ':',
  ': ',
  ' #',
  '#',
  '-',
  '- ',
  '?',
  '? ',
  '[',
  ']',
  '{',
  '}',
  ',',
  ', ',
  '"',
  "'",
  '\\',
  '\\/',
  '\\u',
  '\\ud800',
  '&a ',
  '*a',
  '!',
  '!!int ',
  '|',
  '>',
  '|-',
  '|2',
  '.inf',
  '-.Inf',
  '.NaN',
  'null',
  '~',
  'y',
  'on',
  '\t',
  ' ',
  '  ',
  '    ',
  '...',
  '%',
  '@',
  '`',
  '<<',
  'kind',
  'apiVersion',
  '9223372036854775808',
  '0x1F',
  '1e3',
  '\n',
  '\n  ',
  '\n- ',
  '\n#',
  '\r\n',
  'a',
  'x: y',
  '\uFEFF',
  '+.nan',
  "\\'",
  '&b ',
  '*b',
  '*d',
  '<<: *d'
]

/** One to three mutations of a seed: tokens inserted, characters deleted, lines moved or re-indented. */
function mutate(next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const lines = pick(SEEDS).split('\n')
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const i = Math.floor(next() * lines.length)
    const line = lines[i]!
    const at = Math.floor(next() * (line.length + 1))
    const op = Math.floor(next() * 6)
    if (op <= 1) lines[i] = line.slice(0, at) + pick(TOKENS) + line.slice(at)
    else if (op === 2) lines[i] = line.slice(0, at) + line.slice(at + 1)
    else if (op === 3) lines[i] = next() < 0.5 ? ` ${line}` : line.replace(/^ {1,2}/, '')
    else if (op === 4) lines.splice(i, 0, line)
    else lines[i] = line.replace(/: .*$/, `: ${pick(TOKENS)}${pick(TOKENS)}`)
  }
  return lines.join('\n')
}

/**
 * A document Kubernetes would not split further, and whose text level the gate would not
 * already refuse. Runs of 16 digits are left out: the helper's exact-number rewrite of Go's
 * JSON output cannot tell them from text inside a string (the corpus has keys past int64).
 */
const oneChunk = (doc: string): boolean =>
  !/(^|\n)(---|%)/.test(doc) &&
  !/\r(?!\n)/.test(doc) &&
  !/(?<!^)\uFEFF/.test(doc) &&
  !/^\s*\{/.test(doc) &&
  !/\d{16}/.test(doc)

const isResource = (view: GoView | undefined): boolean => {
  if (!view || !('documents' in view) || view.documents.length !== 1) return false
  const doc = view.documents[0] as Record<string, unknown> | null
  return (
    typeof doc === 'object' &&
    doc !== null &&
    !Array.isArray(doc) &&
    typeof doc['kind'] === 'string' &&
    doc['kind'] !== '' &&
    typeof doc['apiVersion'] === 'string' &&
    doc['apiVersion'] !== ''
  )
}

describe.skipIf(missing !== undefined)('documents a PR leaves alone, against Kubernetes YAML (Go)', () => {
  afterAll(removeK8sYaml)
  // GATE_FUZZ_SEED and GATE_FUZZ_COUNT explore further than the run CI makes.
  const next = random(Number(process.env['GATE_FUZZ_SEED'] ?? 15))
  const count = Number(process.env['GATE_FUZZ_COUNT'] ?? 4000)
  const documents = [...new Set(Array.from({ length: count }, () => mutate(next)))].filter(oneChunk)

  it('every document the line scan vouches for is an object with string kind and apiVersion to Go', async () => {
    const vouched = documents.filter(isPlainManifest)
    // The scan must still vouch for a good share, or the gate would parse nearly everything.
    expect(vouched.length).toBeGreaterThan(documents.length / 20)
    const views = await parseLikeKubernetes(Object.fromEntries(vouched.map((d, i) => [`d${i}`, d])))
    const wrong = vouched.filter((_, i) => !isResource(views[`d${i}`]))
    expect(wrong.map((d) => [d, views[`d${vouched.indexOf(d)}`]])).toEqual([])
  }, 120_000)

  it('every file the gate accepts beside an unchanged document, Go reads whole', async () => {
    const file = (doc: string, digest: string): string =>
      `${doc.endsWith('\n') ? doc : `${doc}\n`}---\n${microservice({ image: `${REPO}:1.4.2@${digest}` })}`
    const accepted = documents.filter(
      (doc) => judgeTexts(MS_PATH, file(doc, D.a), file(doc, D.b), DEFAULT_POLICY).reasons.length === 0
    )
    expect(accepted.length).toBeGreaterThan(documents.length / 20)
    const views = await parseLikeKubernetes(Object.fromEntries(accepted.map((d, i) => [`d${i}`, file(d, D.b)])))
    const wrong = accepted.filter((_, i) => {
      const view = views[`d${i}`]
      return !view || !('documents' in view) || !isResource({ documents: view.documents.slice(0, 1) })
    })
    expect(wrong.map((d) => [d, views[`d${accepted.indexOf(d)}`]])).toEqual([])
  }, 120_000)
})
