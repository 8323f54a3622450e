/**
 * kustomize-controller's merge of a Flux Kustomization's spec.images into the kustomization at
 * spec.path (fluxcd/pkg kustomize/kustomize_generator.go): by exact name, whole-entry replacement
 * up to kustomize v1.38 and field merge since v1.39. The gate reads an entry only where both agree.
 */
import { describe, expect, it } from 'vitest'
import { mergeFluxImages } from '../../../src/kube-yaml/flux-images.js'
import type { KustomizationEntry } from '../../../src/kube-yaml/kustomization.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const entry = (name: string, fields: Partial<KustomizationEntry> = {}, index = 0): KustomizationEntry => ({
  name,
  newName: '',
  newTag: '',
  digest: '',
  tagSuffix: '',
  line: 10 + index,
  index,
  ...fields
})
const flux = (name: string, fields: Partial<KustomizationEntry> = {}, index = 0): KustomizationEntry =>
  entry(name, { file: 'clusters/apps.yaml', line: 30 + index, ...fields }, index)

describe('mergeFluxImages', () => {
  it('appends an entry of a name the kustomization has not, without tagSuffix', () => {
    const merged = mergeFluxImages([entry('web', { newTag: '1.0' })], [flux('api', { digest: DIGEST_A })])
    expect(merged).toEqual({
      ok: true,
      entries: [entry('web', { newTag: '1.0' }), flux('api', { digest: DIGEST_A, index: 1 })]
    })
  })

  it('merges by exact name, into the first entry of that name, the same in every Flux release', () => {
    const base = [entry('ghcr.io/acme/web', { newTag: '1.0', tagSuffix: '-x' }), entry('ghcr.io/acme/web', {}, 1)]
    const merged = mergeFluxImages(base, [flux('ghcr.io/acme/web', { newTag: '1.0', digest: DIGEST_B })])
    expect(merged.ok && merged.entries.map((e) => [e.name, e.newTag, e.digest, e.index, e.file])).toEqual([
      ['ghcr.io/acme/web', '1.0', DIGEST_B, 0, 'clusters/apps.yaml'],
      ['ghcr.io/acme/web', '', '', 1, undefined]
    ])
    // A digest alone replaces the tag in both: newTag and digest go together since v1.39.
    const alone = mergeFluxImages([entry('web', { newTag: '1.0' })], [flux('web', { digest: DIGEST_B })])
    expect(alone.ok && alone.entries[0]).toMatchObject({ newTag: '', digest: DIGEST_B })
    // A pattern-like name that is no exact match is appended, not merged.
    expect(mergeFluxImages([entry('ghcr.io/acme/web')], [flux('ghcr.io/acme/we.')])).toMatchObject({
      ok: true,
      entries: [{ name: 'ghcr.io/acme/web' }, { name: 'ghcr.io/acme/we.', index: 1 }]
    })
  })

  it.each([
    [
      'a digest over an entry that renames',
      entry('web', { newName: 'ghcr.io/acme/web' }),
      flux('web', { digest: DIGEST_B })
    ],
    [
      'a newName alone over an entry with a tag',
      entry('web', { newTag: '1.0' }),
      flux('web', { newName: 'ghcr.io/evil/web' })
    ],
    [
      'a newName alone over a tagSuffix',
      entry('web', { tagSuffix: '-debug' }),
      flux('web', { newName: 'ghcr.io/acme/web' })
    ]
  ])('refuses %s: the releases render it differently', (_, mine, theirs) => {
    const merged = mergeFluxImages([mine], [theirs])
    expect(merged.ok).toBe(false)
    if (!merged.ok) {
      expect(merged.entry).toBe(theirs)
      expect(merged.what).toMatch(/at line 10 of the kustomization, and Flux releases merge differently/)
    }
  })

  it("refuses the chain in kustomize-controller's own docs example (four entries of one name)", () => {
    const merged = mergeFluxImages(
      [],
      [
        flux('podinfo', { newName: 'my-registry/podinfo', newTag: 'v1' }, 0),
        flux('podinfo', { newTag: '1.8.0' }, 1),
        flux('podinfo', { newName: 'my-podinfo' }, 2),
        flux('podinfo', { digest: DIGEST_A }, 3)
      ]
    )
    expect(merged).toMatchObject({ ok: false, entry: { line: 31 } })
  })
})
