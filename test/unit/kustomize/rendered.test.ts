/**
 * The rendered effect in the comment, the check run and the summary
 * (src/gate/report/rendered.ts): under each kustomization built, one line per container whose
 * image changes, `web: …:1.4.2@sha256:46aef56646ae… → @sha256:28492db02849…` (what stays is not
 * repeated), the whole references where the render is not the release, and "not rendered:
 * <why>" where the real kustomize did not render it. Everything from the PR is escaped.
 */
import { describe, expect, it } from 'vitest'
import type { KustomizeReport } from '../../../src/gate/kustomize/report.js'
import { renderedChange, renderKustomize } from '../../../src/gate/report/rendered.js'
import type { RenderedChange } from '../../../src/gate/rule/kustomize.js'

const D0 = `sha256:${'46aef566'.repeat(8)}`
const D1 = `sha256:${'28492db0'.repeat(8)}`
const WEB = 'ghcr.io/acme/web'
const PROD = 'apps/web/prod/kustomization.yaml'

describe('renderedChange: one container', () => {
  it('shows the digest that moves, the repository and the tag once', () => {
    expect(renderedChange(`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@${D1}`)).toBe(
      '<code>…:1.4.2&#64;sha256:46aef56646ae…</code> → <code>&#64;sha256:28492db02849…</code>'
    )
  })

  it('shows the tag too where it changes or is dropped for the digest', () => {
    expect(renderedChange(`${WEB}:1.4.2@${D0}`, `${WEB}:1.5.0@${D1}`)).toBe(
      '<code>…:1.4.2&#64;sha256:46aef56646ae…</code> → <code>…:1.5.0&#64;sha256:28492db02849…</code>'
    )
    expect(renderedChange(`${WEB}:1.4.2`, `${WEB}@${D1}`)).toBe(
      '<code>…:1.4.2</code> → <code>…&#64;sha256:28492db02849…</code>'
    )
    expect(renderedChange(WEB, `${WEB}@${D1}`)).toBe('<code>…</code> → <code>&#64;sha256:28492db02849…</code>')
  })

  it('shows both whole references where the repository changes', () => {
    expect(renderedChange(`${WEB}:1.4.2@${D0}`, `evil.example/web:1.4.2@${D1}`)).toBe(
      `<code>ghcr.io/acme/web:1.4.2&#64;sha256:46aef56646ae…</code> → <code>evil.example/web:1.4.2&#64;sha256:28492db02849…</code>`
    )
  })
})

const change = (root: string, after: string, ok = true, container = 'web'): RenderedChange => ({
  root,
  object: 'Deployment web',
  container,
  before: `${WEB}:1.4.2@${D0}`,
  after,
  ok
})

const block = (report: KustomizeReport): string => {
  const [text, ...rest] = renderKustomize(report)
  expect(rest).toEqual([])
  return text ?? ''
}

describe('renderKustomize: the block in the reports', () => {
  it('lists each kustomization built, its changed containers, and the whole reference where it is not the release', () => {
    const text = block({
      roots: [PROD, 'clusters/prod/kustomization.yaml', 'apps/web/dev/kustomization.yaml'],
      changes: [],
      proof: {
        rendered: true,
        renderer: 'kubectl kustomize',
        notes: ['2 more kustomizations build the change; the first 8 were rendered'],
        changes: [
          change(PROD, `${WEB}:1.4.2@${D1}`),
          change('clusters/prod/kustomization.yaml', `evil.example/web:1.4.2@${D1}`, false)
        ]
      }
    })
    expect(text.split('\n')).toEqual([
      '**What kustomize renders** (Rendered with <code>kubectl kustomize</code> at the base and the head):',
      '',
      '- <code>apps/web/prod/</code><br><code>kustomization.yaml</code>',
      '  - web: <code>…:1.4.2&#64;sha256:46aef56646ae…</code> → <code>&#64;sha256:28492db02849…</code>',
      '- <code>clusters/prod/</code><br><code>kustomization.yaml</code>',
      '  - web: ❌ <code>ghcr.io/acme/web:1.4.2&#64;sha256:46aef56646ae…</code> → <code>evil.example/web:1.4.2&#64;sha256:28492db02849…</code>',
      '- <code>apps/web/dev/</code><br><code>kustomization.yaml</code>: no container changes',
      '- 2 more kustomizations build the change; the first 8 were rendered'
    ])
  })

  it('says "not rendered: <why>" and shows the static rule’s containers where kustomize did not render', () => {
    const text = block({
      roots: [PROD],
      changes: [change(PROD, `${WEB}:1.4.2@${D1}`)],
      proof: { rendered: false, why: 'neither kustomize nor kubectl is on PATH' }
    })
    expect(text).toContain(
      "**What kustomize renders** (Worked out with kustomize's rules; not rendered: neither kustomize nor kubectl is on PATH):"
    )
    expect(text).toContain(
      '  - web: <code>…:1.4.2&#64;sha256:46aef56646ae…</code> → <code>&#64;sha256:28492db02849…</code>'
    )
  })

  it('shows nothing when no kustomization builds the change', () => {
    expect(renderKustomize(undefined)).toEqual([])
    expect(renderKustomize({ roots: [], changes: [], proof: { rendered: false, why: 'render is off' } })).toEqual([])
  })

  it('lists 30 containers at most and counts the rest', () => {
    const many = Array.from({ length: 33 }, (_, i) => change(PROD, `${WEB}:1.4.2@${D1}`, true, `c${i}`))
    const text = block({ roots: [PROD], changes: many, proof: { rendered: false, why: 'render is off' } })
    expect(text.split('\n').filter((l) => l.startsWith('  - c'))).toHaveLength(30)
    expect(text).toContain('- 3 more containers not shown')
  })

  it('escapes what comes from the PR or the renderer: paths, container names, why', () => {
    const root = 'apps/<b>|x/kustomization.yaml'
    const text = block({
      roots: [root],
      changes: [change(root, `${WEB}:1.4.2@${D1}`, true, '<img src=x>|`')],
      proof: { rendered: false, why: '<b>kustomize</b> failed: `x` | y' }
    })
    expect(text).not.toMatch(/<b>|<img|\|/)
    expect(text).not.toContain('`')
    expect(text).toContain('&#60;img src=x&#62;&#124;&#96;:')
    expect(text).toContain('not rendered: &#60;b&#62;kustomize&#60;/b&#62; failed: &#96;x&#96; &#124; y')
  })
})
