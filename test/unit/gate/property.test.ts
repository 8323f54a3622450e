/**
 * Property-based tests of the rule: any digest bump of one `spec.image` scalar, in any
 * quoting style and any surrounding manifest, is accepted; any other single edit of the
 * bumped file (a byte, a line) is rejected; and every bump `open` writes, in any manifest the
 * bump property tests generate (clean, or with YAML- and Kubernetes-significant fragments
 * inserted anywhere), passes the gate.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { judgeContents, judgeTexts } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { SERVICE } from '../../corpus/gate/manifests.js'
import { parseImageReference } from '../../../src/image/reference.js'
import { bumpImage, ManifestError, renderScalar, type LocatedImage } from '../../../src/manifest/index.js'
import { locate } from '../../../src/manifest/locate.js'
import {
  API_GROUP,
  KUBE_FRAGMENTS,
  manifestFile,
  perturbedFile,
  YAML_FRAGMENTS,
  type ManifestFile
} from '../manifest/generators.js'

const POLICY: GatePolicy = {
  paths: ['**/*.yaml'],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const FILE = 'apps/svc/dev/microservice.yaml'

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/)
const dnsName = fc.stringMatching(/^[a-z][a-z0-9-]{0,14}[a-z0-9]$/)
const key = fc
  .stringMatching(/^[a-z][a-zA-Z0-9]{0,12}$/)
  .filter((k) => !['image', 'on', 'off', 'yes', 'no', 'y', 'n', 'true', 'false', 'null'].includes(k))
const value = fc.oneof(
  fc.integer({ min: 0, max: 65535 }).map(String),
  fc.stringMatching(/^[a-z][a-z0-9 ._-]{0,20}[a-z0-9]$/).map((s) => JSON.stringify(s))
)

const manifest = fc.record({
  name: dnsName,
  namespace: dnsName,
  repository: fc.constantFrom(
    'ghcr.io/acme/todo-api',
    'registry.example.io:5000/team/api',
    'docker.io/library/nginx',
    'localhost/x'
  ),
  tag: fc.option(fc.constantFrom('1.4.2', 'v2.0.0-rc.1', 'main'), { nil: undefined }),
  oldDigest: hex64,
  newDigest: hex64,
  style: fc.constantFrom('plain', 'double', 'single'),
  comment: fc.boolean(),
  fields: fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 5 }),
  before: fc.boolean(),
  after: fc.boolean()
})

type Manifest = typeof manifest extends fc.Arbitrary<infer T> ? T : never

/** The file with `digest` in spec.image, and the offsets of the image scalar in it. */
function render(m: Manifest, digest: string): { text: string; start: number; end: number } {
  const image = `${m.repository}${m.tag ? `:${m.tag}` : ''}@sha256:${digest}`
  const scalar = m.style === 'plain' ? image : m.style === 'double' ? `"${image}"` : `'${image}'`
  const head = [
    'apiVersion: platform.example.io/v1alpha1',
    'kind: Microservice',
    'metadata:',
    `  name: ${m.name}`,
    `  namespace: ${m.namespace}`,
    'spec:',
    '  image: '
  ].join('\n')
  const prefix = `${m.before ? `${SERVICE}---\n` : ''}${head}`
  const rest = `${m.comment ? ' # pinned' : ''}\n${m.fields.map(([k, v]) => `  ${k}: ${v}\n`).join('')}${m.after ? `---\n${SERVICE}` : ''}`
  return { text: prefix + scalar + rest, start: prefix.length, end: prefix.length + scalar.length }
}

describe('gate rule properties', () => {
  it('accepts any digest bump of one spec.image scalar', () => {
    fc.assert(
      fc.property(manifest, (m) => {
        fc.pre(m.oldDigest !== m.newDigest)
        const result = judgeTexts(FILE, render(m, m.oldDigest).text, render(m, m.newDigest).text, POLICY)
        expect(result.reasons).toEqual([])
        expect(result.changes).toHaveLength(1)
        expect(result.changes[0]!.after.endsWith(m.newDigest)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it('rejects any other single-character edit of the bumped file', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('insert', 'delete', 'replace'),
      char: fc.constantFrom(' ', 'a', '0', ':', '-', '#', '\n', '"', "'", '\t', '\u0085', '\u2028', 'é')
    })
    fc.assert(
      fc.property(manifest, edit, (m, e) => {
        const base = render(m, m.oldDigest).text
        const head = render(m, m.newDigest)
        // Any position outside the image scalar; at its end, an insert would extend it.
        const outside = head.text.length - (head.end - head.start)
        let at = e.at % (outside + 1)
        if (at > head.start || (at === head.start && e.kind !== 'insert')) at += head.end - head.start
        if (at >= head.text.length && e.kind !== 'insert') return
        const edited =
          e.kind === 'insert'
            ? head.text.slice(0, at) + e.char + head.text.slice(at)
            : head.text.slice(0, at) + (e.kind === 'replace' ? e.char : '') + head.text.slice(at + 1)
        fc.pre(edited !== head.text)
        const result = judgeTexts(FILE, base, edited, POLICY)
        expect(result.reasons.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 }
    )
  })

  it('rejects any single-line edit: delete, duplicate, swap with the next, or indent', () => {
    const edit = fc.record({ line: fc.nat(), kind: fc.constantFrom('delete', 'duplicate', 'swap', 'indent') })
    fc.assert(
      fc.property(manifest, edit, (m, e) => {
        const base = render(m, m.oldDigest).text
        const head = render(m, m.newDigest).text
        const lines = head.split('\n')
        const i = e.line % lines.length
        const edited = [...lines]
        if (e.kind === 'delete') edited.splice(i, 1)
        if (e.kind === 'duplicate') edited.splice(i, 0, lines[i]!)
        if (e.kind === 'swap' && i + 1 < lines.length) [edited[i], edited[i + 1]] = [lines[i + 1]!, lines[i]!]
        if (e.kind === 'indent') edited[i] = ` ${lines[i]}`
        const text = edited.join('\n')
        fc.pre(text !== head)
        expect(judgeTexts(FILE, base, text, POLICY).reasons.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 }
    )
  })

  it('rejects any single byte inserted outside the image, including bytes that break UTF-8', () => {
    fc.assert(
      fc.property(manifest, fc.nat(), fc.integer({ min: 0, max: 255 }), (m, pos, byte) => {
        const base = new TextEncoder().encode(render(m, m.oldDigest).text)
        const head = render(m, m.newDigest)
        const prefix = new TextEncoder().encode(head.text.slice(0, head.start))
        const suffix = new TextEncoder().encode(head.text.slice(head.end))
        const scalar = new TextEncoder().encode(head.text.slice(head.start, head.end))
        // Before the scalar's first byte or after its last: never inside it.
        const cut = pos % (prefix.length + suffix.length)
        const [left, right] =
          cut < prefix.length
            ? [prefix.slice(0, cut), [...prefix.slice(cut), ...scalar, ...suffix]]
            : [
                [...prefix, ...scalar, ...suffix.slice(0, cut - prefix.length + 1)],
                suffix.slice(cut - prefix.length + 1)
              ]
        const edited = new Uint8Array([...left, byte, ...right])
        expect(judgeContents(FILE, base, edited, POLICY).reasons.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 }
    )
  })
})

/** Raise for a deeper search: GATE_PROPERTY_RUNS=20000 npx vitest run test/unit/gate/property.test.ts */
const RICH_RUNS = Number(process.env['GATE_PROPERTY_RUNS'] ?? 2000)
/** Fixed, so the classes the generator reaches (checked below) are the same on every run. */
const RICH_SEED = Number(process.env['GATE_PROPERTY_SEED'] ?? 15)

/**
 * What `open` proposes for the file as it is: the image it pins now, same repository and tag,
 * at the generator's other digest (any valid image when the file's own cannot be read).
 */
function release(g: ManifestFile, current: string): string {
  const digest = g.next.slice(g.next.indexOf('@'))
  const at = current.lastIndexOf('@')
  const next = `${at === -1 ? current : current.slice(0, at)}${digest}`
  try {
    parseImageReference(next)
    return next
  } catch {
    return g.next
  }
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('every PR open makes passes the gate', () => {
  const policy: GatePolicy = { ...POLICY, selector: { kind: 'Microservice', apiGroup: API_GROUP } }

  it('accepts the bump open writes in any manifest open accepts', () => {
    fc.assert(
      fc.property(manifestFile, (g) => {
        // A release: the same repository and tag at a new digest (the generator's other image
        // lends its digest), which is what `open` proposes.
        const next = g.target.image.replace(/@sha256:.*/, g.next.slice(g.next.indexOf('@')))
        fc.pre(next !== g.target.image)
        const bumped = bumpImage(g.text, g.selector, next)
        const judged = judgeTexts(FILE, g.text, bumped.text, policy)
        expect(judged.reasons).toEqual([])
        expect(judged.changes).toMatchObject([{ before: g.target.image, after: next }])
      }),
      { numRuns: 300 }
    )
  })

  it('after random YAML- and Kubernetes-significant edits: open refuses the file, or the gate accepts its PR', () => {
    // The gate's reason codes on the splice of each file open refused because of the gate: the
    // test checks below that the generator reached the classes issue 15 names.
    const refusedFor = new Set<string>()
    let accepted = 0
    fc.assert(
      fc.property(perturbedFile([...YAML_FRAGMENTS, ...KUBE_FRAGMENTS]), ({ g, text }) => {
        let images: LocatedImage[]
        try {
          images = locate(text, g.selector).images
        } catch (error) {
          // Refused as the gate reads the file: the target lies outside the YAML subset.
          if (error instanceof ManifestError && error.gateCode) refusedFor.add(error.gateCode)
          images = []
        }
        if (images.length !== 1) {
          expect(() => bumpImage(text, g.selector, g.next)).toThrow(ManifestError)
          return
        }
        const [located] = images as [LocatedImage]
        const current = located.value
        const next = release(g, current)
        fc.pre(next !== current)
        let bumped
        try {
          bumped = bumpImage(text, g.selector, next)
        } catch (error) {
          expect(error).toBeInstanceOf(ManifestError)
          if ((error as ManifestError).code !== 'gate-refuses') return
          // Refused for the gate's sake: the gate refuses the same splice, at the same line.
          const spliced = text.slice(0, located.start) + renderScalar(next, located.style) + text.slice(located.end)
          const gate = judgeContents(FILE, encode(text), encode(spliced), policy).reasons
          expect(gate.length).toBeGreaterThan(0)
          expect(gate.map((r) => r.line)).toContain((error as ManifestError).line)
          for (const r of gate) refusedFor.add(r.code)
          return
        }
        // The gate reads bytes, as it reads the PR from GitHub.
        const judged = judgeContents(FILE, encode(text), encode(bumped.text), policy)
        expect(judged.reasons).toEqual([])
        expect(judged.changes).toMatchObject([{ before: current, after: next }])
        accepted++
      }),
      { numRuns: RICH_RUNS, seed: RICH_SEED }
    )
    expect(accepted).toBeGreaterThan(RICH_RUNS / 10)
    // With the default search, the classes found before open refused them (lone CR, BOM, NEL, LS
    // and TAB are forbidden-char; `---x` lines and a missing kind are argocd-unreadable), whether
    // open found them reading the target or checking its edit.
    if (RICH_RUNS >= 2000 && RICH_SEED === 15) {
      expect([...refusedFor].sort()).toEqual(
        expect.arrayContaining([
          'anchor',
          'argocd-unreadable',
          'directive',
          'document-end',
          'explicit-key',
          'forbidden-char',
          'invalid-image',
          'list-items',
          'outside-subset',
          'tag'
        ])
      )
    }
  })
})
