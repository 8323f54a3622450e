/**
 * Property tests: for generated manifests in many formattings, a bump is a one-line change with
 * every other byte equal, it reads back, it is idempotent, and the `---` scan agrees with a full
 * parse. A second family perturbs files with YAML-significant fragments: whatever bumpImage
 * accepts must still satisfy the contract, and whatever it refuses must be a ManifestError.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { bumpImage, ManifestError, renderScalar, type ScalarStyle } from '../../../src/manifest/index.js'
import { parseSpan, scanDocuments } from '../../../src/manifest/documents.js'
import { locate } from '../../../src/manifest/locate.js'

const API_GROUP = 'platform.example.io'
/** Raise for a deeper search: MANIFEST_PROPERTY_RUNS=20000 npx vitest run test/unit/manifest */
const RUNS = Number(process.env['MANIFEST_PROPERTY_RUNS'] ?? 300)
const SEED =
  process.env['MANIFEST_PROPERTY_SEED'] === undefined ? {} : { seed: Number(process.env['MANIFEST_PROPERTY_SEED']) }
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/)
const image = fc
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
    flowSpec: fc.boolean(),
    extraSpec: fc.uniqueArray(
      fc.tuple(
        word.map((w) => `x${w}`),
        word
      ),
      { maxLength: 3, selector: ([k]) => k }
    ),
    labels: fc.uniqueArray(fc.tuple(word, word), { maxLength: 3, selector: ([k]) => k }),
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
          `${i}${imageLine}${m.imageComment === undefined ? '' : ` ${m.imageComment}`}`,
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

const manifestFile = fc
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
    const lines = docs.flatMap((doc, n) =>
      n === 0 && !g.format.leadingMarker && hasContent(doc) ? doc : [...separator, ...doc]
    )
    const text = lines.join(g.format.eol) + (g.format.finalNewline ? g.format.eol : '')
    return {
      ...g,
      text,
      documentIndex: at,
      selector: { kind: 'Microservice', apiGroup: API_GROUP, name: g.target.name }
    }
  })

/** Independent of src/manifest: lines with their terminators, and yaml's own reading of the text. */
function checkOneLineBump(before: string, after: string, expectedValue: string, start: number): void {
  const a = before.split(/(?<=\n)/)
  const b = after.split(/(?<=\n)/)
  expect(b.length).toBe(a.length)
  const differing = a.flatMap((line, n) => (line === b[n] ? [] : [n]))
  expect(differing).toHaveLength(1)
  const [n] = differing as [number]
  let p = 0
  while (a[n]![p] === b[n]![p]) p++
  let s = 1
  while (s <= a[n]!.length - p && a[n]!.at(-s) === b[n]!.at(-s)) s++
  // Everything outside the changed value is the same, including the line ending.
  expect(a[n]!.endsWith('\n')).toBe(b[n]!.endsWith('\n'))
  expect(b[n]!.slice(p, b[n]!.length - s + 1)).not.toMatch(/[\r\n]/)

  const docsBefore = parseAllDocuments(before)
  const docsAfter = parseAllDocuments(after)
  expect(Array.isArray(docsAfter) && Array.isArray(docsBefore)).toBe(true)
  if (!Array.isArray(docsAfter) || !Array.isArray(docsBefore)) return
  expect(docsAfter.length).toBe(docsBefore.length)
  // Found by position, not by index: in a broken file `yaml` may count documents differently.
  const documentIndex = docsAfter.findIndex((doc) => doc.range[0] <= start && start < doc.range[2])
  const node = docsAfter[documentIndex]?.getIn(['spec', 'image'], true) as
    { value?: unknown; range?: number[] } | undefined
  expect(node?.value).toBe(expectedValue)
  expect(node?.range?.[0]).toBe(start)
  const contents = (doc: (typeof docsAfter)[number]): unknown => {
    try {
      return doc.toJS()
    } catch (error) {
      return `unreadable: ${String(error)}` // e.g. an alias without anchor in another document
    }
  }
  docsAfter.forEach((doc, k) => {
    if (k === documentIndex || doc.errors.length > 0) return
    expect(contents(doc)).toEqual(contents(docsBefore[k]!))
  })
}

describe('bumpImage properties', () => {
  it('changes exactly one line, reads back, agrees with a full parse and is idempotent', () => {
    fc.assert(
      fc.property(manifestFile, (g) => {
        fc.pre(g.next !== g.target.image)
        const report = locate(g.text, g.selector)
        expect(report).toEqual(locate(g.text, g.selector, { fastPath: false }))
        expect(report.images).toMatchObject([
          { documentIndex: g.documentIndex, value: g.target.image, style: g.target.imageStyle }
        ])

        const result = bumpImage(g.text, g.selector, g.next)
        expect(result).toMatchObject({ changed: true, before: g.target.image, after: g.next })
        const { start, end } = result.located
        expect(result.text).toBe(g.text.slice(0, start) + renderScalar(g.next, g.target.imageStyle) + g.text.slice(end))
        checkOneLineBump(g.text, result.text, g.next, start)
        expect(result.located.documentIndex).toBe(g.documentIndex)

        const again = bumpImage(result.text, g.selector, g.next)
        expect(again).toMatchObject({ changed: false, text: result.text })
      }),
      { numRuns: RUNS, ...SEED }
    )
  })

  it('whatever it accepts after random YAML-significant edits is still a one-line change', () => {
    const fragment = fc.constantFrom(
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
    )
    const perturbed = fc.record({
      g: manifestFile,
      edits: fc.array(fc.tuple(fc.nat(), fragment), { minLength: 1, maxLength: 4 })
    })
    fc.assert(
      fc.property(perturbed, ({ g, edits }) => {
        let text = g.text
        for (const [at, piece] of edits) {
          const p = at % (text.length + 1)
          text = text.slice(0, p) + piece + text.slice(p)
        }
        // In a file that is valid YAML both in place and document by document, the `---` scan
        // and a full parse must agree exactly. In a broken file they may not: in place, `yaml`
        // pins an error at the start of a document on the document before it, may split a broken
        // document in two, and may close a quoted scalar cut by `---` without complaint; the scan
        // judges each document by its own text. Either way, whatever is accepted must pass the
        // one-line contract below, checked against `yaml`'s reading of the whole file.
        const spans = scanDocuments(text)
        const flawed = (doc: { errors: unknown[]; warnings: unknown[] } | undefined): boolean =>
          doc === undefined || doc.errors.length > 0 || doc.warnings.length > 0
        const broken =
          [parseAllDocuments(text)].flat().some(flawed) || (spans ?? []).some((span) => flawed(parseSpan(text, span)))
        if (!broken) {
          const outcome = (fastPath: boolean): unknown => {
            try {
              return locate(text, g.selector, { fastPath })
            } catch (error) {
              expect(error).toBeInstanceOf(ManifestError)
              return `refused: ${(error as ManifestError).code}`
            }
          }
          expect(outcome(true)).toEqual(outcome(false))
        }

        let result
        try {
          result = bumpImage(text, g.selector, g.next)
        } catch (error) {
          expect(error).toBeInstanceOf(ManifestError)
          return
        }
        if (!result.changed) return
        checkOneLineBump(text, result.text, g.next, result.located.start)
      }),
      { numRuns: RUNS * 3, ...SEED }
    )
  })
})
