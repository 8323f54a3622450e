/**
 * The pure parts around the render proof and the reports: the comparison of two renders (only
 * container `image:` lines may differ, and the changed containers are named), Argo CD's
 * `kustomize edit set image` (replace by name, `*` keeps a value, sorted by name), and the line
 * the comment shows per container.
 */
import { describe, expect, it } from 'vitest'
import { compareRenders } from '../../../src/gate/render/compare.js'
import { setImages } from '../../../src/gate/kustomize/overrides.js'
import { Undecided } from '../../../src/gate/kustomize/load.js'
import { renderedChange, renderKustomize } from '../../../src/gate/report/rendered.js'
import type { KustomizationEntry } from '../../../src/kube-yaml/kustomization.js'

const D0 = `sha256:${'0'.repeat(64)}`
const D1 = `sha256:${'1'.repeat(64)}`

const render = (image: string, replicas = 1): string =>
  [
    'apiVersion: v1',
    'kind: Service',
    'metadata:',
    '  name: web',
    '---',
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    'spec:',
    `  replicas: ${replicas}`,
    '  template:',
    '    spec:',
    '      containers:',
    `      - image: ${image}`,
    '        name: server',
    `      - image: envoy:v1`,
    '        name: proxy',
    ''
  ].join('\n')

describe('compareRenders', () => {
  it('names each container whose image line changed', () => {
    expect(compareRenders(render(`web@${D0}`), render(`web@${D1}`))).toEqual({
      ok: true,
      changes: [{ object: 'Deployment web', container: 'server', before: `web@${D0}`, after: `web@${D1}` }]
    })
    expect(compareRenders(render('web'), render('web'))).toEqual({ ok: true, changes: [] })
  })

  it('refuses any other line that differs, and a render of another length', () => {
    expect(compareRenders(render(`web@${D0}`), render(`web@${D1}`, 2))).toEqual({
      ok: false,
      why: 'line 11 of the render differs beyond an image: "  replicas: 2"'
    })
    expect(compareRenders(render('web'), `${render('web')}---\nkind: X\n`)).toMatchObject({ ok: false })
    const moved = render(`web@${D1}`).replace('      - image', '        image')
    expect(compareRenders(render(`web@${D0}`), moved)).toMatchObject({ ok: false })
  })
})

const entry = (name: string, fields: Partial<KustomizationEntry> = {}): KustomizationEntry => ({
  name,
  newName: '',
  newTag: '',
  digest: '',
  tagSuffix: '',
  line: 1,
  index: 0,
  ...fields
})

describe("Argo CD's kustomize edit set image", () => {
  it('replaces the entry of that name whole, adds the others, and sorts by name', () => {
    const entries = [entry('zeta', { newTag: '1' }), entry('web', { newName: 'ghcr.io/acme/web', tagSuffix: '-x' })]
    const set = setImages('o', entries, [
      { value: `web=ghcr.io/acme/web:1.4@${D1}`, line: 3 },
      { value: 'alpha:2', line: 4 }
    ])
    expect(
      set.map(({ name, newName, newTag, digest, tagSuffix }) => [name, newName, newTag, digest, tagSuffix])
    ).toEqual([
      ['alpha', '', '2', '', ''],
      ['web', 'ghcr.io/acme/web', '1.4', D1, ''],
      ['zeta', '', '1', '', '']
    ])
    expect(set.map((e) => e.index)).toEqual([0, 1, 2])
  })

  it('keeps a value for *, and refuses what Argo CD substitutes or cannot apply', () => {
    const [kept] = setImages('o', [entry('web', { newName: 'n', newTag: '1' })], [{ value: `web=*:*@${D1}`, line: 1 }])
    expect(kept).toMatchObject({ newName: 'n', newTag: '1', digest: D1 })
    expect(() => setImages('o', [], [{ value: 'web:${ARGOCD_APP_REVISION}', line: 2 }])).toThrow(Undecided)
    expect(() => setImages('o', [], [{ value: 'web', line: 2 }])).toThrow(/cannot apply/)
  })
})

describe('the rendered line', () => {
  it('shows what changed, the name once', () => {
    expect(renderedChange(`ghcr.io/acme/web:1.4.2@${D0}`, `ghcr.io/acme/web:1.4.2@${D1}`)).toBe(
      '<code>…:1.4.2&#64;sha256:000000000000…</code> → <code>&#64;sha256:111111111111…</code>'
    )
    expect(renderedChange('ghcr.io/acme/web:1.4.2', `ghcr.io/acme/web@${D1}`)).toBe(
      '<code>…:1.4.2</code> → <code>…&#64;sha256:111111111111…</code>'
    )
    expect(renderedChange(`a/web@${D0}`, `b/web@${D1}`)).toContain('b/web')
  })
})

describe('the rendered effect in the comment', () => {
  const change = (root: string, after: string, ok: boolean) => ({
    root,
    object: 'Deployment web',
    container: 'web',
    before: `ghcr.io/acme/web:1.4.2@${D0}`,
    after,
    ok
  })

  it('lists each kustomization, its changed containers, and the whole reference where it is not the release', () => {
    const [block] = renderKustomize({
      roots: [
        'apps/web/prod/kustomization.yaml',
        'clusters/prod/kustomization.yaml',
        'apps/web/dev/kustomization.yaml'
      ],
      changes: [],
      proof: {
        rendered: true,
        renderer: 'kubectl kustomize',
        notes: ['one more note'],
        changes: [
          change('apps/web/prod/kustomization.yaml', `ghcr.io/acme/web:1.4.2@${D1}`, true),
          change('clusters/prod/kustomization.yaml', `evil.example/web:1.4.2@${D1}`, false)
        ]
      }
    })
    expect(block).toContain('(Rendered with <code>kubectl kustomize</code> at the base and the head)')
    expect(block).toContain(
      '  - web: <code>…:1.4.2&#64;sha256:000000000000…</code> → <code>&#64;sha256:111111111111…</code>'
    )
    expect(block).toContain(
      '  - web: ❌ <code>ghcr.io/acme/web:1.4.2&#64;sha256:000000000000…</code> → <code>evil.example/web:1.4.2&#64;sha256:111111111111…</code>'
    )
    expect(block).toContain('<code>kustomization.yaml</code>: no container changes')
    expect(block).toContain('- one more note')
  })

  it('says why it was not rendered, and shows nothing without a kustomization', () => {
    const [block] = renderKustomize({
      roots: ['k/kustomization.yaml'],
      changes: [change('k/kustomization.yaml', `ghcr.io/acme/web:1.4.2@${D1}`, true)],
      proof: { rendered: false, why: 'neither kustomize nor kubectl is on PATH' }
    })
    expect(block).toContain("Worked out with kustomize's rules; not rendered: neither kustomize nor kubectl is on PATH")
    expect(block).toContain('  - web: <code>…:1.4.2')
    expect(renderKustomize(undefined)).toEqual([])
  })
})
