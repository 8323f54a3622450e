/**
 * Images set from outside a kustomization (src/gate/kustomize/outside.ts): a Flux
 * Kustomization's spec.images and an Argo CD Application's kustomize.images, followed into the
 * kustomization they apply to where it is in this repository, and judged there as kustomize
 * builds it; judged on their own, with a note, where it is not.
 */
import { describe, expect, it } from 'vitest'
import { judgeChanges } from '../../../src/gate/judge.js'
import { sameRepository } from '../../../src/gate/kustomize/outside.js'
import type { KustomizeOptions } from '../../../src/gate/kustomize/stage.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../src/gate/policy.js'
import type { GateVerdict } from '../../../src/gate/verdict.js'
import { D0, D1 } from '../../helpers/kustomize-scenarios.js'
import { APP, FLUX, WEB, application, fluxKustomization, repo } from '../../helpers/outside-images.js'
import { memorySource, type Tree } from '../../helpers/memory-repo.js'

const policy: GatePolicy = { paths: DEFAULT_PATHS, selector: {}, allowTagChange: false, allowDowngrade: false }
const options: KustomizeOptions = {
  render: 'off',
  renderer: undefined,
  repository: { serverUrl: 'https://github.com', fullName: 'acme/config' }
}

async function gate(base: Tree, file: string, text: string, o = options): Promise<GateVerdict> {
  return judgeChanges(
    memorySource({ ...base, [file]: text }, { [file]: text.replaceAll(D0, D1) }),
    policy,
    undefined,
    o
  )
}

const codes = (v: GateVerdict): string[] => [...new Set(v.reasons.map((r) => r.code))]
const fluxPin = `    - name: ${WEB}\n      newTag: 1.4.2\n      digest: ${D0}\n`

describe("a Flux Kustomization's spec.images, followed into spec.path", () => {
  it('accepts a digest pin, with what the container renders to', async () => {
    const v = await gate(repo(), FLUX, fluxKustomization(fluxPin))
    expect(v.reasons).toEqual([])
    expect(v.kustomize?.roots).toEqual(['apps/web/prod/kustomization.yaml'])
    expect(v.kustomize?.changes.map((c) => [c.before, c.after])).toEqual([[`${WEB}:1.4.2@${D0}`, `${WEB}:1.4.2@${D1}`]])
  })

  it('refuses a pin an earlier entry of the kustomization renames away (it renders nowhere)', async () => {
    const v = await gate(
      repo(`  - name: ghcr.io/acme/we.\n    newName: evil.example/web\n`),
      FLUX,
      fluxKustomization(fluxPin)
    )
    expect(codes(v)).toEqual(['rendered-effect'])
    expect(v.reasons[0]!.message).toMatch(/renders nowhere/)
  })

  it('refuses a pin that chains with an entry of the kustomization keyed on a tag', async () => {
    const v = await gate(repo(`  - name: ${WEB}:1.4.2\n    newTag: 1.4.2\n`), FLUX, fluxKustomization(fluxPin))
    expect(codes(v)).toEqual(['kustomize-undecidable'])
    expect(v.reasons[0]!.message).toMatch(/both apply, each to what the one before rendered \(a chain\)/)
    expect(v.reasons[0]!.message).toMatch(/line 14 of "clusters\/prod\/apps.yaml"/)
  })

  it('refuses a partial entry that Flux releases merge into a renaming entry differently', async () => {
    const partial = `    - name: ${WEB}\n      digest: ${D0}\n`
    const v = await gate(
      repo(`  - name: ${WEB}\n    newName: ghcr.io/acme/web-mirror\n`),
      FLUX,
      fluxKustomization(partial)
    )
    expect(codes(v)).toEqual(['kustomize-undecidable'])
    expect(v.reasons[0]!.message).toMatch(/Flux releases merge differently .* write the whole entry/)
  })

  it('refuses what Flux adds to the build and the gate does not follow', async () => {
    const extra = '  components:\n    - ../components/debug\n'
    const v = await gate(repo(), FLUX, fluxKustomization(fluxPin, { extra }))
    expect(codes(v)).toEqual(['kustomize-undecidable'])
    expect(v.reasons[0]!.message).toMatch(/Flux adds these components/)
  })

  it.each([
    ['an OCIRepository source', { source: 'OCIRepository' }, /its source is a OCIRepository, not this repository/],
    [
      'a path without a kustomization',
      { path: './apps/web/base/..' + '/other' },
      /has no kustomization here \(Flux would generate one\)/
    ]
  ])('judges the entries on their own from %s, and says so', async (_, o, note) => {
    const v = await gate(repo(), FLUX, fluxKustomization(fluxPin, o))
    expect(v.reasons).toEqual([])
    expect(v.kustomize?.roots ?? []).toEqual([])
    expect(v.kustomize?.notFollowed).toEqual([expect.stringMatching(note)])
  })
})

describe("an Argo CD Application's kustomize.images, followed into its path in this repository", () => {
  const override = `        - ${WEB}:1.4.2@${D0}\n`

  it('accepts a digest pin, applied as kustomize edit set image', async () => {
    const v = await gate(repo(), APP, application(override))
    expect(v.reasons).toEqual([])
    expect(v.kustomize?.changes.map((c) => c.after)).toEqual([`${WEB}:1.4.2@${D1}`])
  })

  it('refuses a pin that an entry sorting first renames away', async () => {
    const v = await gate(
      repo(`  - name: ghcr.io/acme/we.\n    newName: evil.example/web\n`),
      APP,
      application(override)
    )
    expect(codes(v)).toEqual(['rendered-effect'])
  })

  it('judges another repository, or an unknown one, on its own', async () => {
    const other = await gate(repo(), APP, application(override, 'https://github.com/acme/other.git'))
    expect(other.reasons).toEqual([])
    expect(other.kustomize?.notFollowed).toEqual([expect.stringMatching(/is not acme\/config; judged on its own/)])
    const unknown = await gate(repo(), APP, application(override), { render: 'off', renderer: undefined })
    expect(unknown.kustomize?.notFollowed).toEqual([expect.stringMatching(/is not known here/)])
  })
})

describe('sameRepository', () => {
  const self = { serverUrl: 'https://github.com', fullName: 'acme/config' }
  it.each([
    'https://github.com/acme/config',
    'https://github.com/Acme/Config.git',
    'https://github.com/acme/config/',
    'ssh://git@github.com/acme/config.git',
    'git@github.com:ACME/config.git',
    'https://token@github.com/acme/config.git'
  ])('takes %s', (url) => expect(sameRepository(url, self)).toBe(true))
  it.each([
    'https://github.com/acme/config-other',
    'https://gitlab.com/acme/config',
    'https://github.com/acme/config/sub',
    'https://github.com.evil.example/acme/config',
    'acme/config',
    ''
  ])('refuses %s', (url) => expect(sameRepository(url, self)).toBe(false))
  it('takes a GitHub Enterprise Server by its host', () =>
    expect(
      sameRepository('https://ghes.example.com/acme/config.git', { ...self, serverUrl: 'https://ghes.example.com' })
    ).toBe(true))
})

describe('a PR that changes the images and the kustomization they apply to', () => {
  it('is refused: the kustomization builds with them as the app and without them as a base', async () => {
    const flux = fluxKustomization(`    - name: ${WEB}\n      newTag: 1.4.2\n      digest: ${D0}\n`)
    const base: Tree = { ...repo(`  - name: ${WEB}\n    newTag: 1.4.2\n    digest: ${D0}\n`), [FLUX]: flux }
    const overlay = 'apps/web/prod/kustomization.yaml'
    const v = await judgeChanges(
      memorySource(base, { [FLUX]: flux.replace(D0, D1), [overlay]: base[overlay]!.replace(D0, D1) }),
      policy,
      undefined,
      options
    )
    expect(codes(v)).toEqual(['kustomize-undecidable'])
    expect(v.reasons[0]!.message).toMatch(/changes both these images and the kustomization they apply to/)
  })
})
