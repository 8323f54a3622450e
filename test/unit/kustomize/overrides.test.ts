/**
 * Argo CD's `kustomize.images` overrides (src/gate/kustomize/overrides.ts), applied as Argo CD
 * applies them: one `kustomize edit set image` with every override, whose rules
 * (kustomize/commands/edit/set/setimage.go at kustomize/v5.5.0) are: an override replaces the
 * entry of its name whole, `*` keeps that one value of the entry, an override of a new name is
 * added, and every entry is then sorted by name, which is the
 * order the build applies them in.
 */
import { describe, expect, it } from 'vitest'
import { Undecided } from '../../../src/gate/kustomize/load.js'
import { overrideImages, setImages } from '../../../src/gate/kustomize/overrides.js'
import { readDocument } from '../../../src/kube-yaml/document.js'
import type { KustomizationEntry } from '../../../src/kube-yaml/kustomization.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'

const D0 = `sha256:${'0'.repeat(64)}`
const D1 = `sha256:${'1'.repeat(64)}`

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

/** The entries after `overrides` (each on its own line), as [name, newName, newTag, digest, tagSuffix]. */
const set = (entries: KustomizationEntry[], ...overrides: string[]): string[][] =>
  setImages(
    'app/.argocd-source.yaml',
    entries,
    overrides.map((value, i) => ({ value, line: i + 3 }))
  ).map(({ name, newName, newTag, digest, tagSuffix }) => [name, newName, newTag, digest, tagSuffix])

describe("setImages: kustomize edit set image's rules", () => {
  it('replaces the entry of that name whole: a field the override does not give is gone, tagSuffix too', () => {
    const web = entry('web', { newName: 'ghcr.io/acme/web', newTag: '1.4', digest: D0, tagSuffix: '-x' })
    expect(set([web], `web=ghcr.io/acme/web:1.5@${D1}`)).toEqual([['web', 'ghcr.io/acme/web', '1.5', D1, '']])
    // Without `name=`, the override names the entry itself and gives it no newName.
    expect(set([web], `web:1.5@${D1}`)).toEqual([['web', '', '1.5', D1, '']])
    expect(set([web], `web@${D1}`)).toEqual([['web', '', '', D1, '']])
  })

  it('keeps the entry’s value where the override says *, and clears a * with nothing to keep', () => {
    const web = entry('web', { newName: 'ghcr.io/acme/web', newTag: '1.4', digest: D0, tagSuffix: '-x' })
    expect(set([web], `web=*:*@${D1}`)).toEqual([['web', 'ghcr.io/acme/web', '1.4', D1, '']])
    expect(set([web], 'web=*:1.5@*')).toEqual([['web', 'ghcr.io/acme/web', '1.5', D0, '']])
    expect(set([], `web=*:*@${D1}`)).toEqual([['web', '', '', D1, '']])
  })

  it('adds an override of a new name, keeps the other entries as written, and sorts every entry by name', () => {
    const entries = [
      entry('zeta', { newTag: '1', tagSuffix: '-debug' }),
      entry('web', { newName: 'ghcr.io/acme/web' }),
      entry('alpha', { digest: D0 })
    ]
    const after = setImages('o', entries, [{ value: `mid=ghcr.io/acme/mid@${D1}`, line: 4 }])
    expect(after.map((e) => [e.name, e.tagSuffix, e.index, e.line])).toEqual([
      ['alpha', '', 0, 1],
      ['mid', '', 1, 4],
      ['web', '', 2, 1],
      ['zeta', '-debug', 3, 1]
    ])
  })

  it('keeps the last of two overrides of one name, but the first of two entries of one name', () => {
    expect(set([], 'web:1', 'web:2')).toEqual([['web', '', '2', '', '']])
    // RunSetImage files each entry under its name as it goes, so a second entry of that name
    // meets the first as if it were an override, and the first stays.
    expect(set([entry('web', { newTag: '1' }), entry('web', { newTag: '2' })])).toEqual([['web', '', '1', '', '']])
  })

  it('splits a registry port from the tag as kustomize does', () => {
    expect(set([], `web=registry.local:5000/acme/web:1.4@${D1}`)).toEqual([
      ['web', 'registry.local:5000/acme/web', '1.4', D1, '']
    ])
  })

  it('refuses what it cannot apply as Argo CD does: a variable, a bare name, a pattern', () => {
    const refused = (value: string): Undecided => {
      try {
        setImages('o', [], [{ value, line: 7 }])
      } catch (error) {
        if (error instanceof Undecided) return error
        throw error
      }
      throw new Error(`${value} was applied`)
    }
    expect(refused('web:${ARGOCD_APP_REVISION}')).toMatchObject({
      file: 'o',
      line: 7,
      what: /variable Argo CD substitutes/
    })
    expect(refused('web').what).toMatch(/cannot apply the override "web"/)
    expect(refused('web*=ghcr.io/acme/web:1').what).toMatch(/"web\*" is a pattern/)
  })
})

describe('overrideImages: the kustomize.images strings of an override file', () => {
  const read = (text: string): { value: string; line: number }[] => {
    const split = splitLikeKubernetes(text)
    if (!split.ok) throw new Error('no split')
    const doc = readDocument(text, split, split.chunks[0])
    if (!doc.ok) throw new Error(doc.refusal.what)
    return overrideImages('app/.argocd-source.yaml', doc.document)
  }

  it('lists each override with its line', () => {
    expect(read(`kustomize:\n  images:\n    - web=ghcr.io/acme/web@${D1}\n    - "api:1.2"\n`)).toEqual([
      { value: `web=ghcr.io/acme/web@${D1}`, line: 3 },
      { value: 'api:1.2', line: 4 }
    ])
  })

  it('finds none in a file of Helm parameters or an empty list', () => {
    expect(read('helm:\n  parameters:\n    - name: image.tag\n      value: "1.2"\n')).toEqual([])
    expect(read('kustomize:\n  images: []\n')).toEqual([])
  })

  it('refuses an override that is not a string', () => {
    expect(() => read('kustomize:\n  images:\n    - {name: web}\n')).toThrow(/not a string/)
  })
})
