/**
 * `bump` writes a kustomize pin only where the kustomization shows it renders as the release
 * (issue 33): every refusal leaves the text as it was and says why, and the pins around them
 * that kustomize renders as intended are written.
 */
import { describe, expect, it } from 'vitest'
import { bumpImage, ManifestError } from '../../../src/manifest/index.js'

const D = `sha256:${'2849'.repeat(16)}`
const SELECTOR = { kind: 'Microservice', apiGroup: 'platform.example.io' }
const bump = (text: string, image = `ghcr.io/acme/web@${D}`): string =>
  bumpImage(text, SELECTOR, image, { format: 'kustomization' }).text

describe('bump on a kustomization', () => {
  it.each([
    [
      'a later entry keyed on a tag (dormant)',
      'images:\n  - name: web\n    newName: ghcr.io/acme/web\n  - name: ghcr.io/acme/web:1.5.0\n    newName: evil.example/web\n',
      /images\[name=ghcr.io\/acme\/web:1.5.0\] \(line 4\) comes after and may match what images\[name=web\] renders/
    ],
    [
      'an earlier entry that may match the same images (shadowed)',
      'images:\n  - name: ghcr-io/acme/web\n    newTag: "2"\n  - name: ghcr.io/acme/web\n    newTag: "1"\n',
      /images\[name=ghcr-io\/acme\/web\] \(line 2\) comes first/
    ],
    [
      'two entries of one name',
      'images:\n  - name: ghcr.io/acme/web\n    newTag: "1"\n  - name: ghcr.io/acme/web\n    newTag: "1"\n',
      /2 entries are named "ghcr.io\/acme\/web"/
    ],
    [
      'a key in another case',
      'images:\n  - name: web\n    newName: ghcr.io/acme/web\n    newname: evil.example/web\n',
      /kustomize would not read the kustomization as written: the key "newname"/
    ]
  ])('refuses %s, writing nothing', (_what, text, message) => {
    expect(() => bump(text)).toThrow(ManifestError)
    expect(() => bump(text)).toThrow(message)
  })

  it('refuses a tag kustomize would read as a number, and writes it where it is quoted', () => {
    const plain = 'images:\n  - name: web\n    newName: ghcr.io/acme/web\n    newTag: v1.19\n'
    expect(() => bump(plain, `ghcr.io/acme/web:1.20@${D}`)).toThrow(
      /newTag "1.20" would be read by kustomize as a float/
    )
    const quoted = plain.replace('v1.19', '"v1.19"')
    expect(bump(quoted, `ghcr.io/acme/web:1.20@${D}`)).toBe(
      `images:\n  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.20"\n    digest: ${D}\n`
    )
  })

  it('pins an entry whose neighbours cannot meet its images', () => {
    const text = 'images:\n  - name: ghcr.io/acme/api\n    newTag: "1"\n  - name: web\n    newName: ghcr.io/acme/web\n'
    expect(bump(text)).toBe(`${text}    digest: ${D}\n`)
  })
})
