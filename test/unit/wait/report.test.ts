import * as core from '@actions/core'
import { describe, expect, it } from 'vitest'
import { renderComment } from '../../../src/wait/report/comment.js'
import { renderWaitSummary } from '../../../src/wait/report/summary.js'
import { renderMermaid, TIMELINE_STYLE } from '../../../src/wait/timeline.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { app, IMAGE, live, play, snap, tree } from './snapshots.js'

/** WCAG 2 contrast of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const pulling = {
  status: 'Degraded',
  message: `Back-off pulling image "ghcr.io/acme/todo-api:1.4.2@${DIGEST_B}"`
}

const context = {
  app: 'todo-full-api',
  image: IMAGE,
  links: {
    pr: { number: 7, url: 'https://github.com/acme/config/pull/7' },
    argocdApp: 'https://argocd.acme.dev/applications/todo-full-api'
  }
}

describe('reports', () => {
  it('draws the chain as a compact mermaid flowchart: state, UTC time and the gap in each box', () => {
    const state = play([snap(12, app(), tree(), live())]).at(-1)!
    const diagram = renderMermaid(state)
    expect(diagram.split('\n').slice(0, 5)).toEqual([
      '```mermaid',
      '%%{init: {"look": "classic", "flowchart": {"rankSpacing": 28, "nodeSpacing": 20, "padding": 6, "minNodeWidth": 0}}}%%',
      'flowchart LR',
      '  merged["merged<br/>done<br/>10:00:00Z"]:::done',
      '  synced["synced<br/>done +12s<br/>10:00:12Z"]:::done'
    ])
    // The boxes carry the gaps; arrows have no labels, whose colours the viewer's theme picks.
    expect(diagram).toContain('  merged --> synced')
    expect(diagram).not.toMatch(/-->\|/)
    // A skipped step says so, without a time.
    expect(diagram).toContain('  running["running<br/>skipped"]:::skipped')
    expect(diagram).toContain('classDef failed')
    expect(diagram.endsWith('```')).toBe(true)
  })

  it('writes no gap under a second', () => {
    const state = play([snap(0.4, app(), tree(), live())]).at(-1)!
    const diagram = renderMermaid(state)
    expect(diagram).toContain('  synced["synced<br/>done<br/>10:00:00Z"]:::done')
    expect(diagram).not.toContain('+0s')
  })

  it('gives every box style text at 4.5:1 or more against its fill', () => {
    for (const [name, style] of Object.entries(TIMELINE_STYLE)) {
      const fill = /fill:(#[0-9a-f]{6})/.exec(style)![1]!
      const color = /color:(#[0-9a-f]{6})/.exec(style)![1]!
      expect(contrast(color, fill), name).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('fits the column: digests cut to 12 digits, times of day under one date, no empty cell', () => {
    const state = play([snap(12, app({ health: pulling }), tree({ health: pulling }), live())]).at(-1)!
    const body = renderComment(state, context)
    expect(body).toContain('Back-off pulling image &#34;ghcr.io/acme/todo-api:1.4.2&#64;sha256:28492db02222…&#34;')
    expect(body).toContain(`Image <code>ghcr.io/acme/todo-api:1.4.2</code>&nbsp;<code>28492db02222</code> at revision`)
    expect(body).toContain('| merged | ✅&nbsp;done | 10:00:00Z | PR &#35;7 merged |')
    expect(body).toContain('| running | ⚪&nbsp;pending | — | — |')
    expect(body).toContain('<sub>Times are UTC, on 2026-01-05.</sub>')
    // The full reference once, folded away; the digest nowhere else in full.
    expect(body).toContain(
      `<details><summary>Full image reference</summary>\n\n<code>${IMAGE.replace('@', '&#64;')}</code>`
    )
    expect(body.split(DIGEST_B.slice(7)).length).toBe(2)
  })

  it('writes the job summary as the comment: the same blocks in the same order, as markdown', () => {
    const state = play([snap(12, app({ health: pulling }), tree({ health: pulling }), live())]).at(-1)!
    core.summary.emptyBuffer()
    const summary = renderWaitSummary(core.summary, state, context).stringify()
    core.summary.emptyBuffer()
    expect(summary).toBe(`${renderComment(state, context)}\n`)
    expect(summary).not.toContain('<td>')
  })

  it('escapes what Argo CD says before it reaches the comment', () => {
    const health = { status: 'Degraded', message: '<img src=x onerror=alert(1)> @admins see #12 `x`' }
    const state = play([snap(1, app({ health }), tree({ health }), live())]).at(-1)!
    const body = renderComment(state, context)
    expect(body).not.toContain('<img')
    expect(body).not.toContain('@admins')
    expect(body).toContain('&#64;admins')
    expect(body).toContain('[PR &#35;7](https://github.com/acme/config/pull/7)')
    expect(body).toMatch(/^### ❌ todo-full-api: Degraded/)
  })

  it('shows warnings as GitHub alerts', () => {
    const health = { status: 'Suspended', message: 'paused' }
    const state = play([snap(1, app({ health }), tree({ health }), live())]).at(-1)!
    expect(renderComment(state, context)).toContain(
      '> [!WARNING]\n> platform.example.io/Microservice todo/todo-api is Suspended: paused: counted as success'
    )
  })
})
