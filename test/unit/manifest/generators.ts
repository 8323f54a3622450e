/**
 * Generators of Microservice manifests in many formattings (indents, CRLF, key orders, flow
 * and block specs, comments, other documents): shared by the bump property tests and the
 * gate's property that every PR `open` makes passes `gate`.
 */
import fc from 'fast-check'
import { isPlainString } from '../../../src/kube-yaml/go-scalars.js'
import { renderScalar, type ScalarStyle } from '../../../src/manifest/index.js'

export const API_GROUP = 'platform.example.io'
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/)
/** A key Kubernetes reads as the word it spells (YAML 1.1 reads `y` and `on` as booleans). */
const keyWord = word.filter(isPlainString)
export const image = fc
  .record({
    registry: fc.constantFrom('ghcr.io/', 'registry.example:5000/', ''),
    repo: word,
    tag: fc.option(word, { nil: undefined }),
    hex
  })
  .map(({ registry, repo, tag, hex }) => `${registry}acme/${repo}${tag === undefined ? '' : `:${tag}`}@sha256:${hex}`)
const style = fc.constantFrom<ScalarStyle>('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE')
const comment = fc.constantFrom('# note', '#', '# --- not a marker', '# kind: Microservice', '# image: x')

interface Format {
  indent: string
  eol: '\n' | '\r\n'
  finalNewline: boolean
  leadingMarker: boolean
}
const format: fc.Arbitrary<Format> = fc.record({
  indent: fc.constantFrom('  ', '    '),
  eol: fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
  finalNewline: fc.boolean(),
  leadingMarker: fc.boolean()
})

/** A Microservice with its keys in any order, extra keys, comments and blank lines. */
const microservice = (namePrefix: string) =>
  fc.record({
    name: word.map((w) => `${namePrefix}${w}`),
    namespace: word,
    port: fc.integer({ min: 1, max: 65535 }),
    image,
    imageStyle: style,
    valueStyle: style,
    imageComment: fc.option(comment, { nil: undefined }),
    // The blanks between the image and its comment are bytes the edit must keep. (A TAB there
    // the gate refuses, so a bump refuses it too: bump.test.ts.)
    commentGap: fc.constantFrom(' ', '  ', '   ', '        '),
    flowSpec: fc.boolean(),
    extraSpec: fc.uniqueArray(
      fc.tuple(
        word.map((w) => `x${w}`),
        word
      ),
      { maxLength: 3, selector: ([k]) => k }
    ),
    labels: fc.uniqueArray(fc.tuple(keyWord, word), { maxLength: 3, selector: ([k]) => k }),
    order: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    noise: fc.array(fc.constantFrom('', '# c', '#'), { maxLength: 2 })
  })
type Microservice = ReturnType<typeof microservice> extends fc.Arbitrary<infer T> ? T : never

/** Other values in the wanted style, or double-quoted where plain would not read back as a string. */
function quote(value: string, s: ScalarStyle): string {
  try {
    return renderScalar(value, s)
  } catch {
    return renderScalar(value, 'QUOTE_DOUBLE')
  }
}

function renderMicroservice(m: Microservice, f: Format): string[] {
  const i = f.indent
  const imageLine = `image: ${renderScalar(m.image, m.imageStyle)}`
  const blocks: string[][] = [
    [`apiVersion: ${API_GROUP}/v1alpha1`],
    ['kind: Microservice'],
    [
      'metadata:',
      `${i}name: ${quote(m.name, m.valueStyle)}`,
      ...m.noise.map((n) => (n === '' ? '' : `${i}${n}`)),
      `${i}namespace: ${quote(m.namespace, m.valueStyle)}`,
      ...(m.labels.length > 0
        ? [`${i}labels:`, ...m.labels.map(([k, v]) => `${i}${i}${k}: ${quote(v, m.valueStyle)}`)]
        : [])
    ],
    m.flowSpec
      ? [
          `spec: {${[imageLine, `port: ${m.port}`, ...m.extraSpec.map(([k, v]) => `${k}: ${quote(v, m.valueStyle)}`)].join(', ')}}`
        ]
      : [
          'spec:',
          ...m.extraSpec.map(([k, v]) => `${i}${k}: ${quote(v, m.valueStyle)}`),
          `${i}${imageLine}${m.imageComment === undefined ? '' : `${m.commentGap}${m.imageComment}`}`,
          `${i}port: ${m.port}`
        ]
  ]
  return m.order.flatMap((k) => blocks[k]!)
}

const otherDocument = fc.oneof(
  microservice('other-').map((m) => ({ kind: 'ms' as const, m })),
  fc.record({ kind: fc.constant('configmap' as const), name: word, marker: fc.boolean() }),
  fc.constant({ kind: 'empty' as const }),
  fc.constant({ kind: 'comment' as const })
)
type Other = typeof otherDocument extends fc.Arbitrary<infer T> ? T : never

function renderOther(o: Other, f: Format): string[] {
  const i = f.indent
  switch (o.kind) {
    case 'ms':
      return renderMicroservice(o.m, f)
    case 'configmap':
      return [
        'apiVersion: v1',
        'kind: ConfigMap',
        `metadata: {name: ${o.name}}`,
        'data:',
        `${i}script: |`,
        `${i}${i}${o.marker ? '---' : 'echo'}`,
        `${i}${i}kind: Microservice`,
        `${i}${i}image: not-this`
      ]
    case 'empty':
      return []
    case 'comment':
      return ['# only a comment']
  }
}

export type ManifestFile = typeof manifestFile extends fc.Arbitrary<infer T> ? T : never

export const manifestFile = fc
  .record({
    format,
    target: microservice('target-'),
    others: fc.array(otherDocument, { maxLength: 49 }),
    at: fc.nat(),
    separatorComment: fc.boolean(),
    next: image
  })
  .map((g) => {
    const docs = g.others.map((o) => renderOther(o, g.format))
    const at = g.at % (docs.length + 1)
    docs.splice(at, 0, renderMicroservice(g.target, g.format))
    const separator = g.separatorComment ? ['# next document', '--- # separator'] : ['---']
    // Without a leading `---`, a first "document" of only comments would not be one.
    const hasContent = (doc: string[]): boolean => doc.some((l) => l !== '' && !l.startsWith('#'))
    // Kubernetes counts the documents with content; empty and comment-only ones it skips.
    const documentIndex = docs.slice(0, at).filter(hasContent).length
    const lines = docs.flatMap((doc, n) =>
      n === 0 && !g.format.leadingMarker && hasContent(doc) ? doc : [...separator, ...doc]
    )
    const text = lines.join(g.format.eol) + (g.format.finalNewline ? g.format.eol : '')
    return {
      ...g,
      text,
      documentIndex,
      selector: { kind: 'Microservice', apiGroup: API_GROUP, name: g.target.name }
    }
  })

/** Fragments that mean something to YAML, inserted anywhere by {@link perturbedFile}. */
export const YAML_FRAGMENTS: readonly string[] = [
  '---',
  '\n---\n',
  '\n...\n',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '#',
  ' # c',
  '"',
  "'",
  '|',
  '>',
  '&a ',
  '*a',
  '!!str ',
  '{',
  '}',
  '[',
  ']',
  ',',
  ': ',
  '-',
  '\uFEFF',
  '\n%YAML 1.2\n',
  'image',
  'spec',
  '\nkind: Microservice\n',
  '\\',
  'image: x\n'
]

/**
 * Fragments where Kubernetes (apimachinery's splitter, Go's YAML, sigs.k8s.io/yaml) and the
 * `yaml` package read a file differently, or where Argo CD cannot read it: the classes of
 * issue 15 that the gate refuses.
 */
export const KUBE_FRAGMENTS: readonly string[] = [
  '\n---x\n',
  '\n---#: x\n',
  '\n--- # c\n',
  '? ',
  '?',
  ':',
  '<<: ',
  '\nitems: []\n',
  '\nitems:\n- a\n',
  'on: ',
  '010: ',
  'y: ',
  '"\\/"',
  '\u0085',
  '\u2028',
  '\u200b',
  '\u202e',
  '\u00ad',
  '\u0007',
  '\n{}\n',
  '\n\n'
]

/**
 * A generated manifest after one to four fragments were inserted at random places: what the
 * edit and the gate must agree on, whether the file stays valid or not.
 */
export function perturbedFile(
  fragments: readonly string[] = YAML_FRAGMENTS
): fc.Arbitrary<{ g: ManifestFile; text: string; edits: [number, string][] }> {
  return fc
    .record({
      g: manifestFile,
      edits: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...fragments)), { minLength: 1, maxLength: 4 })
    })
    .map(({ g, edits }) => {
      let text = g.text
      for (const [at, piece] of edits) {
        const p = at % (text.length + 1)
        text = text.slice(0, p) + piece + text.slice(p)
      }
      return { g, text, edits }
    })
}
