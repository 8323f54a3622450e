/**
 * Legitimate digest pins that kustomize renders as nothing more (issue 33's false rejects), each
 * accepted by the byte rule, and written by `bump` where it writes them; and the same shapes
 * bent out of form, refused.
 */
import { describe, expect, it } from 'vitest'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { bumpImage } from '../../../src/manifest/index.js'

const D = `sha256:${'2849'.repeat(16)}`
const POLICY: GatePolicy = {
  paths: ['**'],
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}
const FILE = 'apps/web/kustomization.yaml'
const SELECTOR = { kind: 'Microservice', apiGroup: 'platform.example.io' }

function judge(base: string, head: string): { codes: string[]; after: string[] } {
  const judged = judgeTexts(FILE, base, head, POLICY)
  return { codes: judged.reasons.map((r) => r.code), after: judged.changes.map((c) => c.after) }
}

const entry = (lines: string): string => `resources:\n  - deployment.yaml\nimages:\n${lines}`

describe('a digest key added to an entry', () => {
  const base = entry('  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n')

  it.each([
    ['after the last line', '  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n    digest: D\n'],
    ['after the name line', '  - name: web\n    digest: D\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n'],
    ['between keys', '  - name: web\n    newName: ghcr.io/acme/web\n    digest: D\n    newTag: "1.4.2"\n'],
    [
      'with a trailing comment',
      '  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n    digest: D # 1.4.2\n'
    ]
  ])('is accepted %s', (_where, lines) => {
    expect(judge(base, entry(lines.replace('D', D)))).toEqual({ codes: [], after: [`ghcr.io/acme/web:1.4.2@${D}`] })
  })

  it.each([
    ['at another indentation', '  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n      digest: D\n'],
    ['before the entry', '  - digest: D\n    name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n'],
    [
      'with another key on its line',
      '  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.4.2"\n    digest: D\n    extra: x\n'
    ]
  ])('is refused %s', (_where, lines) => {
    expect(judge(base, entry(lines.replace('D', D))).codes.length).toBeGreaterThan(0)
  })

  it('is accepted inside a flow entry, and bump writes it there', () => {
    const flow = entry('  - {name: web, newName: ghcr.io/acme/web, newTag: "1.4.2"}\n')
    const head = entry(`  - {name: web, newName: ghcr.io/acme/web, newTag: "1.4.2", digest: ${D}}\n`)
    expect(judge(flow, head)).toEqual({ codes: [], after: [`ghcr.io/acme/web:1.4.2@${D}`] })
    expect(bumpImage(flow, SELECTOR, `ghcr.io/acme/web@${D}`, { format: 'kustomization' }).text).toBe(head)
    expect(judge(flow, head.replace(', digest', ',  digest')).codes).toEqual(['outside-image'])
  })
})

describe('an empty or null digest filled in', () => {
  it.each([
    ['~', `digest: ~`, `digest: ${D}`],
    ['null', 'digest: null', `digest: ${D}`],
    ['empty', 'digest:', `digest: ${D}`],
    ['empty, a comment after it', 'digest: # pinned by CI', `digest: ${D} # pinned by CI`],
    ['""', 'digest: ""', `digest: "${D}"`]
  ])('%s is accepted, and bump fills it in', (_what, before, after) => {
    const base = entry(`  - name: web\n    newName: ghcr.io/acme/web\n    ${before}\n`)
    const head = entry(`  - name: web\n    newName: ghcr.io/acme/web\n    ${after}\n`)
    expect(judge(base, head)).toEqual({ codes: [], after: [`ghcr.io/acme/web@${D}`] })
    expect(bumpImage(base, SELECTOR, `ghcr.io/acme/web@${D}`, { format: 'kustomization' }).text).toBe(head)
  })

  it('is refused without the space kustomize needs after the colon', () => {
    const base = entry('  - name: web\n    newName: ghcr.io/acme/web\n    digest:\n')
    expect(judge(base, base.replace('digest:', `digest:${D}`)).codes.length).toBeGreaterThan(0)
  })
})
