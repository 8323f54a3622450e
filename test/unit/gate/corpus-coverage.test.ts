import { describe, expect, it } from 'vitest'
import { CORPUS } from '../../corpus/gate/cases.js'
import { REASON_CODES } from '../../../src/gate/reasons.js'

/** Every item of the threat model in issue 3, as the corpus `threat` labels spell them. */
const THREAT_MODEL = [
  'lone CR comment smuggling',
  'NEL comment smuggling',
  'LS comment smuggling',
  'PS comment smuggling',
  'duplicate keys',
  'merge keys',
  'anchors and aliases',
  'tags !!str',
  'tags !!binary',
  '%YAML directives',
  '... document ends',
  'YAML 1.1 scalars 010',
  'YAML 1.1 yes/on keys',
  'YAML 1.1 yes/on',
  'integers beyond 2^53',
  'escapes in double quotes',
  'BOM',
  'tabs',
  'CRLF conversion',
  'UTF-16 re-encoding',
  'invalid UTF-8',
  'zero-width characters',
  'bidi characters',
  'C0/C1 controls',
  'homoglyph registry',
  'rename',
  'delete',
  'add kustomization.yaml',
  'add Chart.yaml',
  'add values*.yaml',
  'add .argocd-source*.yaml',
  'add *.jsonnet',
  'add *.json',
  'mode change',
  'symlink',
  'submodule',
  '.gitattributes',
  '.gitmodules',
  'LFS pointer',
  'other registry',
  'other repository',
  'tag-only (unpinned)',
  'other digest algorithm',
  'upper-case hex',
  'wrong length',
  'tag added',
  'tag removed',
  'tag changed',
  'semver downgrade',
  'no image change',
  'multiple docs'
]

describe('gate corpus', () => {
  it('has at least 60 cases with unique names', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(CORPUS.map((c) => c.name)).size).toBe(CORPUS.length)
  })

  it.each(THREAT_MODEL)('covers %s with a rejected case', (threat) => {
    const cases = CORPUS.filter((c) => c.threat === threat)
    expect(cases.length).toBeGreaterThan(0)
    expect(cases.some((c) => c.expect !== 'accept')).toBe(true)
  })

  it('has benign releases that must pass', () => {
    expect(CORPUS.filter((c) => c.expect === 'accept').length).toBeGreaterThanOrEqual(15)
  })

  it('only expects reason codes the gate has', () => {
    for (const c of CORPUS)
      if (c.expect !== 'accept') for (const code of c.expect) expect(Object.keys(REASON_CODES)).toContain(code)
  })
})
