/**
 * The gate on the real files of ../shared/realworld (issue 25): every image target the core
 * finds (placeholders, templates, empty values and sites with a problem aside) bumped by a splice
 * written here, independently of the editor, is accepted; hostile variants of each bump (a field
 * added in the same document, another repository, a tag change without allow-tag-change, a
 * kustomize digest line at another indentation or with more than a comment after it, a digest into a site with a
 * problem) are refused.
 */
import { describe, expect, it } from 'vitest'
import { judgeContents } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { siteValueFor, type ImageFormat } from '../../../src/kube-yaml/image-sites.js'
import { NO_REALWORLD, realworldFiles } from '../../helpers/realworld.js'
import { bumpSite, DIGEST_A, DIGEST_B, notATarget, releaseRef, sitesOf, spliceSite } from '../../helpers/site-bump.js'

const POLICY: GatePolicy = {
  paths: ['**'],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s)
const formatOf = (f: { format: string }): ImageFormat =>
  f.format === 'kustomization' || f.format === 'helm-values' ? f.format : 'manifest'

describe.skipIf(NO_REALWORLD)('the gate on the real-world corpus (../shared/realworld)', () => {
  const files = NO_REALWORLD ? [] : realworldFiles()
  // The release policy's `format` stands in for the file names the corpus renamed.
  const policyFor = (f: { format: string }): GatePolicy => ({ ...POLICY, formatOf: () => formatOf(f) })
  const targets = files.flatMap((f) =>
    sitesOf(f.text, formatOf(f)).map(({ site, from, to }) => ({ f, site, from, to, skip: notATarget(site) }))
  )
  const judge = (f: (typeof files)[number], head: string, policy = policyFor(f)) =>
    judgeContents(f.path, bytes(f.text), bytes(head), policy)

  it('accepts a bump of every image target, and reports it by field', () => {
    let accepted = 0
    const refused: string[] = []
    for (const { f, site } of targets) {
      const digest = site.digest === DIGEST_B ? DIGEST_A : DIGEST_B
      const head = bumpSite(f.text, site, digest)
      if (head === undefined) continue
      const judged = judge(f, head)
      if (judged.reasons.length > 0 || judged.changes.length !== 1) {
        refused.push(`${f.id} ${site.path}: ${judged.reasons.map((r) => r.message).join('; ')}`)
        continue
      }
      expect(judged.changes[0]).toMatchObject({ path: site.path, format: formatOf(f) })
      expect(judged.changes[0]!.after).toContain(digest)
      accepted++
    }
    expect(refused).toEqual([])
    // 259 when written (519 occurrences in the index count repositories and tags beside a digest key too).
    expect(accepted).toBeGreaterThanOrEqual(259)
  })

  it('refuses the same bump with a field added to the document', () => {
    for (const { f, site, to } of targets) {
      const head = bumpSite(f.text, site, DIGEST_B)
      if (head === undefined || f.text[0] === '{') continue
      // A new top-level key at the document's end: a mapping entry no image field covers.
      const end = to + (head.length - f.text.length)
      const nl = head[end - 1] === '\n' ? '' : '\n'
      const added = `${head.slice(0, end)}${nl}addedByThePr: true\n${head.slice(end)}`
      expect(judge(f, added).reasons.length, `${f.id} ${site.path}`).toBeGreaterThan(0)
    }
  })

  it('refuses a move to another repository', () => {
    let checked = 0
    for (const { f, site, skip } of targets) {
      if (skip !== undefined) continue
      const ref = releaseRef(site, DIGEST_B)
      if (ref === undefined) continue
      if (site.role === 'reference') {
        const moved = spliceSite(f.text, site, siteValueFor(site, { ...ref, name: `${ref.name}-evil` }))
        expect(
          judge(f, moved).reasons.map((r) => r.code),
          `${f.id} ${site.path}`
        ).toEqual(['other-repository'])
        checked++
        continue
      }
      // A digest or tag field: its sibling repository (`repository`, `newName`, or `name`) moved.
      const head = bumpSite(f.text, site, DIGEST_B)!
      const last = site.repository!.slice(site.repository!.lastIndexOf('/') + 1)
      const at = head.lastIndexOf(last, site.span.start)
      if (at === -1) continue
      const moved = `${head.slice(0, at)}evil-${head.slice(at)}`
      expect(judge(f, moved).reasons.length, `${f.id} ${site.path}`).toBeGreaterThan(0)
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(200)
  })

  it('refuses a tag change without allow-tag-change', () => {
    let checked = 0
    for (const { f, site, skip } of targets) {
      if (skip !== undefined || site.tag === undefined || site.insert !== undefined) continue
      // A digest field keeps its tag beside it; a kustomize newTag without a digest is unpinned first.
      if (site.role === 'digest' || (site.role === 'tag' && site.pinnedBeside && site.digest === undefined)) continue
      const ref = releaseRef(site, DIGEST_B, `${site.tag}-next`)
      if (ref === undefined) continue
      const head = spliceSite(f.text, site, siteValueFor(site, ref))
      expect(
        judge(f, head).reasons.map((r) => r.code),
        `${f.id} ${site.path}`
      ).toEqual(['tag-change'])
      checked++
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('refuses a kustomize digest line at another indentation, with more than a comment after it, or invalid', () => {
    let checked = 0
    for (const { f, site, skip } of targets) {
      if (skip !== undefined || site.insert === undefined) continue
      const variants = [
        (indent: string, eol: string) => `${indent}  digest: ${DIGEST_B}${eol}`,
        (indent: string, eol: string) => `${indent.slice(2)}digest: ${DIGEST_B}${eol}`,
        (indent: string, eol: string) => `${indent}digest: ${DIGEST_B} pinned${eol}`,
        (indent: string, eol: string) => `${indent}digest: sha256:${'B2'.repeat(32)}${eol}`
      ]
      for (const line of variants) {
        const head = spliceSite(f.text, site, DIGEST_B, line)
        expect(judge(f, head).reasons.length, `${f.id} ${site.path} ${JSON.stringify(line('', ''))}`).toBeGreaterThan(0)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('refuses a digest put into a site whose problem is set', () => {
    let checked = 0
    for (const { f, site } of targets) {
      if (site.problem === undefined || site.repository === undefined || site.insert !== undefined) continue
      const ref = releaseRef(site, DIGEST_B)
      if (ref === undefined) continue
      const head = `${f.text.slice(0, site.span.start)}${siteValueFor(site, ref)}${f.text.slice(site.span.end)}`
      if (head === f.text) continue
      expect(judge(f, head).reasons.length, `${f.id} ${site.path}`).toBeGreaterThan(0)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('refuses the documents with duplicate keys (027, 102), whatever changes', () => {
    for (const id of ['027', '102']) {
      const f = files.find((x) => x.id === id)!
      const head = f.text.replace(/(image:\s*["']?[^\s"'@]+)(["']?\s*\n)/, `$1@${DIGEST_B}$2`)
      expect(head).not.toBe(f.text)
      expect(judge(f, head).reasons.map((r) => r.code)).toContain('duplicate-key')
    }
  })
})
