/**
 * Images set from outside a kustomization, gated with the render proof required and then
 * rendered independently with the real kustomize: the kustomization is written as
 * kustomize-controller (Flux) or `kustomize edit set image` (Argo CD) leaves it, by hand here,
 * and built at the base and the head. What the gate accepts renders as the release's digest and
 * nothing else; what it refuses as rendering nowhere moves no container for real.
 */
import { describe, expect, it } from 'vitest'
import { judgeChanges } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS } from '../../../src/gate/policy.js'
import { D0, D1 } from '../../helpers/kustomize-scenarios.js'
import { NO_KUSTOMIZE, renderer } from '../../helpers/kustomize.js'
import { memorySource, type Tree } from '../../helpers/memory-repo.js'
import { APP, FLUX, WEB, application, fluxKustomization, repo } from '../../helpers/outside-images.js'
import { onlyDigests, renderDiff } from '../../helpers/render-diff.js'

const OVERLAY = 'apps/web/prod/kustomization.yaml'

async function gate(base: Tree, file: string, text: string): Promise<string[]> {
  const verdict = await judgeChanges(
    memorySource({ ...base, [file]: text }, { [file]: text.replaceAll(D0, D1) }),
    { paths: DEFAULT_PATHS, selector: {}, allowTagChange: false, allowDowngrade: false },
    undefined,
    {
      render: 'required',
      renderer: renderer(),
      repository: { serverUrl: 'https://github.com', fullName: 'acme/config' }
    }
  )
  if (verdict.reasons.length === 0) expect(verdict.kustomize?.proof).toMatchObject({ rendered: true })
  return [...new Set(verdict.reasons.map((r) => r.code))]
}

/** The overlay as the controller builds it, with its entries as `entries(digest)` at each side. */
async function rendered(tree: Tree, entries: (digest: string) => string): ReturnType<typeof renderDiff> {
  const at = (digest: string): Tree => ({ ...tree, [OVERLAY]: `resources:\n  - ../base\nimages:\n${entries(digest)}` })
  return renderDiff(at(D0), at(D1), 'apps/web/prod')
}

describe.skipIf(NO_KUSTOMIZE)('images set from outside a kustomization, rendered for real', () => {
  it("Flux: a whole entry merged by name into the overlay's renders as the release", async () => {
    const pin = `    - name: ${WEB}\n      newTag: 1.4.2\n      digest: ${D0}\n`
    expect(await gate(repo(), FLUX, fluxKustomization(pin))).toEqual([])
    const diff = await rendered(repo(), (d) => `  - name: ${WEB}\n    newTag: 1.4.2\n    digest: ${d}\n`)
    expect(onlyDigests(diff, [`${WEB}@${D1}`]), JSON.stringify(diff)).toBe(true)
    expect(diff.ok && diff.moves.length).toBe(1)
  })

  it('Flux: an entry appended after one that renames the image away moves nothing', async () => {
    const rename = `  - name: ghcr.io/acme/we.\n    newName: evil.example/web\n`
    const pin = `    - name: ${WEB}\n      digest: ${D0}\n`
    expect(await gate(repo(rename), FLUX, fluxKustomization(pin))).toEqual(['rendered-effect'])
    const diff = await rendered(repo(rename), (d) => `${rename}  - name: ${WEB}\n    digest: ${d}\n`)
    expect(diff).toMatchObject({ ok: true, moves: [] })
  })

  it('Argo CD: an override set into the overlay, which replaces the entry of its name, renders as the release', async () => {
    const overlay = `  - name: ${WEB}\n    newName: ghcr.io/acme/web-mirror\n    newTag: 1.4.1\n`
    expect(await gate(repo(overlay), APP, application(`        - ${WEB}:1.4.2@${D0}\n`))).toEqual([])
    // `kustomize edit set image ghcr.io/acme/web:1.4.2@…` drops the entry's newName.
    const diff = await rendered(repo(overlay), (d) => `  - name: ${WEB}\n    newTag: 1.4.2\n    digest: ${d}\n`)
    expect(onlyDigests(diff, [`${WEB}@${D1}`]), JSON.stringify(diff)).toBe(true)
    expect(diff.ok && diff.moves.length).toBe(1)
  })
})
