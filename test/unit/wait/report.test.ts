import { describe, expect, it } from 'vitest'
import { renderComment } from '../../../src/wait/report/comment.js'
import { renderMermaid } from '../../../src/wait/timeline.js'
import { app, IMAGE, live, play, snap, tree } from './snapshots.js'

const context = {
  app: 'todo-full-api',
  image: IMAGE,
  links: {
    pr: { number: 7, url: 'https://github.com/acme/config/pull/7' },
    argocdApp: 'https://argocd.acme.dev/applications/todo-full-api'
  }
}

describe('reports', () => {
  it('draws the chain as a mermaid flowchart with states, times and gaps', () => {
    const state = play([snap(12, app(), tree(), live())]).at(-1)!
    const diagram = renderMermaid(state)
    expect(diagram.split('\n').slice(0, 4)).toEqual([
      '```mermaid',
      'flowchart LR',
      '  merged["merged<br/>done 10:00:00"]:::done',
      '  synced["synced<br/>done 10:00:12"]:::done'
    ])
    expect(diagram).toContain('  merged -->|+12s| synced')
    expect(diagram).toContain('classDef failed')
    expect(diagram.endsWith('```')).toBe(true)
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
