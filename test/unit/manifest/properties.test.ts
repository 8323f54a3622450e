/**
 * Property tests: for generated manifests in many formattings, a bump is a one-line change with
 * every other byte equal, it reads back (as `yaml` reads the whole file, too) and it is
 * idempotent. A second family perturbs files with YAML-significant fragments: whatever bumpImage
 * accepts must still satisfy the contract, and whatever it refuses must be a ManifestError.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { bumpImage, ManifestError, renderScalar } from '../../../src/manifest/index.js'
import { manifestFile, perturbedFile } from './generators.js'
import { locate } from '../../../src/manifest/locate.js'

/** Raise for a deeper search: MANIFEST_PROPERTY_RUNS=20000 npx vitest run test/unit/manifest */
const RUNS = Number(process.env['MANIFEST_PROPERTY_RUNS'] ?? 300)
const SEED =
  process.env['MANIFEST_PROPERTY_SEED'] === undefined ? {} : { seed: Number(process.env['MANIFEST_PROPERTY_SEED']) }

/** Independent of src/manifest: lines with their terminators, and yaml's own reading of the edited piece. */
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

  // Kubernetes reads each piece between lines starting with `---` on its own; `yaml` reads each.
  const pieces = (text: string): { offset: number; text: string }[] => {
    const out: { offset: number; text: string }[] = []
    let offset = 0
    for (const match of text.matchAll(/^---.*(?:\n|$)/gm)) {
      out.push({ offset, text: text.slice(offset, match.index) })
      offset = match.index + match[0].length
    }
    out.push({ offset, text: text.slice(offset) })
    return out
  }
  const [piecesBefore, piecesAfter] = [pieces(before), pieces(after)]
  expect(piecesAfter.length).toBe(piecesBefore.length)
  const k = piecesAfter.findIndex((p) => p.offset <= start && start < p.offset + p.text.length)
  const doc = parseDocument(piecesAfter[k]!.text)
  const node = doc.getIn(['spec', 'image'], true) as { value?: unknown; range?: number[] } | undefined
  expect(node?.value).toBe(expectedValue)
  expect((node?.range?.[0] ?? -1) + piecesAfter[k]!.offset).toBe(start)
  // Every other piece is the same text, so the same to any reader.
  piecesAfter.forEach((p, i) => i === k || expect(p.text).toBe(piecesBefore[i]!.text))
}

describe('bumpImage properties', () => {
  it('changes exactly one line, reads back, agrees with a full parse of the file and is idempotent', () => {
    fc.assert(
      fc.property(manifestFile, (g) => {
        fc.pre(g.next !== g.target.image)
        const report = locate(g.text, g.selector)
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
    // Counted, so that it cannot pass by refusing everything: about 15% are accepted, 5% must be.
    let accepted = 0
    fc.assert(
      fc.property(perturbedFile(), ({ g, text }) => {
        // Whatever is accepted must pass the one-line contract below, checked against `yaml`'s
        // reading of the whole file.
        let result
        try {
          result = bumpImage(text, g.selector, g.next)
        } catch (error) {
          expect(error).toBeInstanceOf(ManifestError)
          return
        }
        if (!result.changed) return
        checkOneLineBump(text, result.text, g.next, result.located.start)
        accepted++
      }),
      { numRuns: RUNS * 3, ...SEED }
    )
    expect(accepted).toBeGreaterThan((RUNS * 3) / 20)
  })
})
