/**
 * The render proof inside the gate's kustomize stage (src/gate/kustomize/stage.ts with
 * src/gate/render/proof.ts), with a fake renderer in place of kustomize: it reads the
 * kustomization the proof wrote to disk and prints the Deployment with the digest pinned there,
 * so the render proof's bookkeeping is tested without a binary. What the report shows when a
 * kustomization is not rendered (a failed build, one over the limit, a build that would download
 * a file), what `render: required` refuses, and a render that disagrees with the static rule.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeChanges } from '../../../src/gate/judge.js'
import { DEFAULT_LIMITS } from '../../../src/gate/limits.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../src/gate/policy.js'
import { MAX_RENDERED, type RenderMode } from '../../../src/gate/render/proof.js'
import type { Renderer } from '../../../src/gate/render/renderer.js'
import { renderKustomize } from '../../../src/gate/report/rendered.js'
import { memorySource, type Tree } from '../../helpers/memory-repo.js'
import { D0, D1, deployment } from '../../helpers/kustomize-scenarios.js'

const WEB = 'ghcr.io/acme/web'
const POLICY: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}

/** A base Deployment and one overlay per environment, each pinning web to `digest`. */
function repo(environments: readonly string[], digest: string, baseExtra = ''): Tree {
  const tree: Record<string, string> = {
    'apps/web/base/deployment.yaml': deployment('web', ['web:1.4.2']),
    'apps/web/base/kustomization.yaml': `resources:\n  - deployment.yaml\n${baseExtra}`
  }
  for (const env of environments)
    tree[`apps/web/${env}/kustomization.yaml`] =
      `resources:\n  - ../base\nimages:\n  - name: web\n    newName: ${WEB}\n    newTag: "1.4.2"\n    digest: ${digest}\n`
  return tree
}

/** The PR: every overlay's digest bumped from D0 to D1. */
function bump(environments: readonly string[], baseExtra = ''): { base: Tree; changes: Record<string, string> } {
  const base = repo(environments, D0, baseExtra)
  const head = repo(environments, D1, baseExtra)
  return {
    base,
    changes: Object.fromEntries(
      environments.map((e) => [`apps/web/${e}/kustomization.yaml`, head[`apps/web/${e}/kustomization.yaml`]!])
    )
  }
}

/**
 * Renders an overlay as kustomize would print it, from the digest its kustomization pins;
 * `fail` lists the environments whose build fails at both sides, `repository` is what it
 * renders at the head (another one: a render that disagrees with the static rule).
 */
function fakeRenderer(options: { fail?: readonly string[]; repository?: string } = {}): Renderer & { dirs: string[] } {
  const dirs: string[] = []
  return {
    label: 'fake kustomize',
    dirs,
    async build(dir) {
      dirs.push(dir)
      if (options.fail?.includes(path.basename(dir))) return { ok: false, why: 'the build failed' }
      const text = await readFile(path.join(dir, 'kustomization.yaml'), 'utf8')
      const digest = /digest: (sha256:\w+)/.exec(text)![1]!
      const repository = digest === D1 ? (options.repository ?? WEB) : WEB
      const yaml = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n      - image: ${repository}:1.4.2@${digest}\n        name: web\n`
      return { ok: true, yaml }
    }
  }
}

async function gate(
  pr: { base: Tree; changes: Record<string, string> },
  renderer: Renderer,
  render: RenderMode = 'auto'
): ReturnType<typeof judgeChanges> {
  return judgeChanges(memorySource(pr.base, pr.changes), POLICY, DEFAULT_LIMITS, { render, renderer })
}

const overlay = (env: string): string => `apps/web/${env}/kustomization.yaml`

describe('the render proof in the kustomize stage', () => {
  it('shows each rendered container and renders each kustomization at both sides', async () => {
    const renderer = fakeRenderer()
    const verdict = await gate(bump(['staging', 'prod']), renderer)
    expect(verdict.verdict).toBe('accept')
    expect(renderer.dirs).toHaveLength(4)
    const proof = verdict.kustomize!.proof
    expect(proof.rendered && proof.changes.map((c) => [c.root, c.after, c.ok])).toEqual([
      [overlay('prod'), `${WEB}:1.4.2@${D1}`, true],
      [overlay('staging'), `${WEB}:1.4.2@${D1}`, true]
    ])
  })

  it('where no kustomization rendered, says so and shows the static rule’s containers', async () => {
    const verdict = await gate(bump(['staging', 'prod']), fakeRenderer({ fail: ['staging', 'prod'] }))
    // A build failing at the base too is no change of the PR: the static rule decides.
    expect(verdict.verdict).toBe('accept')
    expect(verdict.kustomize!.proof).toEqual({
      rendered: false,
      why: `none of 2 kustomizations rendered; ${overlay('prod')}: at the base too, the build failed`
    })
    const [block] = renderKustomize(verdict.kustomize)
    expect(block).toContain("Worked out with kustomize's rules; not rendered: none of 2 kustomizations rendered")
    expect(block!.match(/^ {2}- web: /gm)).toHaveLength(2)
    expect(block).not.toContain('no container changes')
  })

  it('where one kustomization rendered and another did not, shows both, the second with why', async () => {
    const verdict = await gate(bump(['staging', 'prod']), fakeRenderer({ fail: ['prod'] }))
    expect(verdict.verdict).toBe('accept')
    const proof = verdict.kustomize!.proof
    expect(proof.rendered).toBe(true)
    if (!proof.rendered) return
    expect(proof.changes.map((c) => c.root)).toEqual([overlay('staging'), overlay('prod')])
    expect(proof.notes).toEqual([`${overlay('prod')} not rendered: at the base too, the build failed`])
    const [block] = renderKustomize(verdict.kustomize)
    expect(block).toContain('not rendered: at the base too, the build failed')
    expect(block).not.toContain('no container changes')
  })

  it('with render: required, refuses a kustomization that did not render, at the change', async () => {
    const verdict = await gate(bump(['staging', 'prod']), fakeRenderer({ fail: ['prod'] }), 'required')
    expect(verdict.verdict).toBe('reject')
    expect(verdict.reasons.map((r) => [r.code, r.file])).toEqual([['render-proof', overlay('staging')]])
    expect(verdict.reasons[0]!.message).toContain(`'render' is required, but "${overlay('prod')}" is not rendered`)
  })

  it(`renders ${MAX_RENDERED} kustomizations at most, and shows the others as the static rule works them out`, async () => {
    const environments = Array.from({ length: MAX_RENDERED + 2 }, (_, i) => `env${i}`)
    const renderer = fakeRenderer()
    const verdict = await gate(bump(environments), renderer)
    expect(verdict.verdict).toBe('accept')
    expect(renderer.dirs).toHaveLength(2 * MAX_RENDERED)
    const proof = verdict.kustomize!.proof
    expect(proof.rendered).toBe(true)
    if (!proof.rendered) return
    expect(new Set(proof.changes.map((c) => c.root))).toEqual(new Set(environments.map(overlay)))
    expect(proof.notes).toEqual([`2 more kustomizations build the change; the first ${MAX_RENDERED} were rendered`])
  })

  it('does not render a build that would download a file, and says which', async () => {
    const generator =
      'configMapGenerator:\n  - name: settings\n    files:\n      - app.json=https://example.com/app.json\n'
    const renderer = fakeRenderer()
    const verdict = await gate(bump(['prod'], generator), renderer)
    expect(renderer.dirs).toEqual([])
    // It sets no image, so the static rule decides alone.
    expect(verdict.verdict).toBe('accept')
    expect(verdict.kustomize!.proof).toMatchObject({
      rendered: false,
      why: expect.stringMatching(
        /^at the base too, apps\/web\/base\/kustomization.yaml line 4 names "https:\/\/example.com\/app.json", which kustomize would download/
      ) as unknown
    })
  })

  it('refuses what the static rule accepts where the real render pulls another repository', async () => {
    const verdict = await gate(bump(['prod']), fakeRenderer({ repository: 'evil.example/web' }))
    expect(verdict.verdict).toBe('reject')
    expect([...new Set(verdict.reasons.map((r) => r.code))]).toEqual(['render-proof'])
    const proof = verdict.kustomize!.proof
    expect(proof.rendered && proof.changes.map((c) => [c.after, c.ok])).toEqual([
      [`evil.example/web:1.4.2@${D1}`, false]
    ])
  })
})
