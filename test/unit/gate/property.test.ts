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
import { bumpImage, ManifestError, type LocatedImage } from '../../../src/manifest/index.js'
import { locate } from '../../../src/manifest/locate.js'
import { renderScalar } from '../../../src/manifest/scalar.js'
import {
  API_GROUP,
  KUBE_FRAGMENTS,
  manifestFile,
  perturbedFile,
  YAML_FRAGMENTS,
  type ManifestFile
} from '../manifest/generators.js'
import { expectOnlyImageChanged, spliceWithYaml, swapDigest } from './independent-bump.js'

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
const RICH_SEED = Number(process.env['GATE_PROPERTY_SEED'] ?? 2)

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
  // bumpImage refuses what the gate's rule refuses (src/manifest/gate-agrees.ts), so "what open
  // writes passes the gate" would hold by construction. These properties write the bump
  // themselves (independent-bump.ts), ask the gate alone about it, check with `yaml` that it
  // changes spec.image and nothing else, and then that open writes exactly that.

  it('accepts the bump open writes in any manifest open accepts', () => {
    fc.assert(
      fc.property(manifestFile, (g) => {
        // A release: the same repository and tag at a new digest (the generator's other image
        // lends its digest), which is what `open` proposes.
        const next = g.target.image.replace(/@sha256:.*/, g.next.slice(g.next.indexOf('@')))
        fc.pre(next !== g.target.image)
        const head = spliceWithYaml(g.text, API_GROUP, g.target.name, next)
        expect(head, 'the generated file reads cleanly with yaml').toBeDefined()
        const judged = judgeTexts(FILE, g.text, head!, policy)
        expect(judged.reasons).toEqual([])
        expect(judged.changes).toMatchObject([{ before: g.target.image, after: next }])
        expect(expectOnlyImageChanged(g.text, head!, g.target.image, next)).toBe(true)
        expect(bumpImage(g.text, g.selector, next).text).toBe(head)
      }),
      { numRuns: 300 }
    )
  })

  // 2000 files of up to 50 documents, each read by open, the gate and `yaml`: seconds of CPU, which
  // a busy machine can stretch past the default 30 s.
  it('after random YAML- and Kubernetes-significant edits: open refuses the file, or the gate accepts its PR', () => {
    // The gate's reason codes on the test's own bump of each file open refused because of the
    // gate: the test checks below that the generator reached the classes issue 15 names.
    const refusedFor = new Set<string>()
    let accepted = 0
    /** Accepted PRs compared with the test's own bump, and with `yaml`'s reading of the files. */
    let written = 0
    let read = 0
    /** Files open refused for the gate's sake, and those of them the test could not bump itself. */
    let refusedByGate = 0
    let unjudged = 0
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
        const current = images[0]!.value
        const next = release(g, current)
        fc.pre(next !== current)
        // The PR as the test writes it: where `yaml` reads the file, at the image it finds;
        // elsewhere by the digest's hex, where it is spelled once. Undefined when neither can.
        const own = spliceWithYaml(text, API_GROUP, g.target.name, next) ?? swapDigest(text, current, next)
        let bumped
        try {
          bumped = bumpImage(text, g.selector, next)
        } catch (error) {
          expect(error).toBeInstanceOf(ManifestError)
          const { code, gateCode } = error as ManifestError
          if (gateCode) refusedFor.add(gateCode)
          if (code !== 'gate-refuses') return
          refusedByGate++
          // Refused for the gate's sake: the gate alone refuses the test's own bump, and the
          // splice where open found the image, each at that line.
          if (own === undefined) unjudged++
          const [located] = images as [LocatedImage]
          const spliced = text.slice(0, located.start) + renderScalar(next, located.style) + text.slice(located.end)
          for (const pr of new Set([own ?? spliced, spliced])) {
            const gate = judgeContents(FILE, encode(text), encode(pr), policy).reasons
            expect(gate.length).toBeGreaterThan(0)
            expect(gate.map((r) => r.line)).toContain((error as ManifestError).line)
            for (const r of gate) refusedFor.add(r.code)
          }
          return
        }
        if (own !== undefined) {
          expect(bumped.text).toBe(own)
          written++
        }
        // The gate alone, on bytes as it reads the PR from GitHub.
        const judged = judgeContents(FILE, encode(text), encode(own ?? bumped.text), policy)
        expect(judged.reasons).toEqual([])
        expect(judged.changes).toMatchObject([{ before: current, after: next }])
        if (expectOnlyImageChanged(text, bumped.text, current, next)) read++
        accepted++
      }),
      { numRuns: RICH_RUNS, seed: RICH_SEED }
    )
    // Nearly every PR open wrote was the test's own bump, and many files read cleanly to `yaml`
    // (at seed 2: 739 accepted, all written as the test did, 352 read; 38 of 118 refusals
    // unjudged). The rest are files whose other documents `yaml` cannot read: the gate leaves a
    // document the PR does not change unread, since it means to the cluster what it meant before.
    expect(written).toBeGreaterThan(accepted * 0.9)
    expect(read).toBeGreaterThan(accepted / 3)
    expect(unjudged).toBeLessThan(refusedByGate / 2)
    expect(accepted).toBeGreaterThan(RICH_RUNS / 10)
    // With the default search, the classes found before open refused them (lone CR, BOM, NEL, LS
    // and TAB are forbidden-char; `---x` lines and a missing kind are argocd-unreadable), whether
    // open found them reading the target or checking its edit.
    if (RICH_RUNS >= 2000 && RICH_SEED === 2) {
      expect([...refusedFor].sort()).toEqual(
        expect.arrayContaining([
          'alias',
          'anchor',
          'argocd-unreadable',
          'directive',
          'document-end',
          'duplicate-key',
          'explicit-key',
          'forbidden-char',
          'invalid-image',
          'list-items',
          'merge-key',
          'outside-subset',
          'tag'
        ])
      )
    }
  }, 120_000)
})
