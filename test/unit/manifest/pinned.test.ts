/**
 * A release either pins the digest or says why not: never "unchanged" with no digest written.
 * The tag beside a digest key (a Helm mapping's `sha: ""`, a kustomize entry's `newTag`) named by
 * `field` is refused, pointing at the digest key; and over the real-world corpus, every image
 * field named by `field` with a digest no file holds either changes the file to hold it or is
 * refused.
 */
import { describe, expect, it } from 'vitest'
import { formatOfPath } from '../../../src/kube-yaml/image-sites.js'
import { bumpImage, ManifestError } from '../../../src/manifest/index.js'
import { NO_REALWORLD } from '../../helpers/realworld.js'
import { realworldTargets } from '../../helpers/realworld-targets.js'
import { sitesOf } from '../../helpers/site-bump.js'

const FRESH = `sha256:${'5eed'.repeat(16)}`

describe('the tag beside a digest key, named by field', () => {
  // kube-prometheus-stack's values write the operator's image so.
  const values = `prometheusOperator:\n  image:\n    registry: quay.io\n    repository: prometheus-operator/prometheus-operator\n    tag: v0.34.0\n    sha: ""\n`
  const image = `quay.io/prometheus-operator/prometheus-operator:v0.34.0@${FRESH}`

  it('is refused, naming the digest key to release through, where it used to answer unchanged', () => {
    expect(() =>
      bumpImage(values, {}, image, { format: 'helm-values', field: 'prometheusOperator.image.tag' })
    ).toThrow(
      expect.objectContaining({
        code: 'unsafe',
        line: 5,
        message: expect.stringMatching(
          /prometheusOperator\.image\.tag \(line 5\) is the tag beside prometheusOperator\.image\.sha, so a release through it would pin no digest at all; release without field/
        ) as string
      })
    )
  })

  it('pins that digest key without field', () => {
    const result = bumpImage(values, {}, image, { format: 'helm-values' })
    expect(result.changed).toBe(true)
    expect(result.text).toBe(values.replace('sha: ""', `sha: "${FRESH.slice('sha256:'.length)}"`))
  })

  it('is refused for a kustomize entry’s newTag too, naming the digest line it would get', () => {
    const kustomization = `images:\n  - name: web\n    newName: ghcr.io/acme/web\n    newTag: "1.0"\n`
    expect(() =>
      bumpImage(kustomization, {}, `ghcr.io/acme/web:1.0@${FRESH}`, {
        format: 'kustomization',
        field: 'images[name=web].newTag'
      })
    ).toThrow(/is the tag beside images\[name=web\]\.digest, so a release through it would pin no digest/)
  })
})

describe.skipIf(NO_REALWORLD)('every real image field named by field', () => {
  // One target per file: its selector and format say how `field` reads the file.
  const files = new Map<string, ReturnType<typeof realworldTargets>[number]>()
  for (const t of NO_REALWORLD ? [] : realworldTargets()) if (!files.has(t.id)) files.set(t.id, t)
  const cases = [...files.values()].flatMap((t) => {
    const format = t.options.format ?? formatOfPath(t.file)
    const sites = sitesOf(t.text, format, { kind: t.selector.kind, apiGroup: t.selector.apiGroup })
      .map(({ site }) => site)
      .filter((site) => site.repository !== undefined && site.repository !== '')
    return sites.length === 0 ? [] : [[t.id, t, sites] as const]
  })

  it('covers the corpus', () => {
    expect(cases.length).toBeGreaterThan(50)
  })

  it.each(cases)('file %s: each field pins the new digest or is refused', (id, t, sites) => {
    const outcomes = sites.map((site) => {
      let result
      try {
        result = bumpImage(t.text, t.selector, `${site.repository}@${FRESH}`, { ...t.options, field: site.path })
      } catch (error) {
        expect(error, `${site.path}: ${String(error)}`).toBeInstanceOf(ManifestError)
        return 'refused'
      }
      expect(result.changed, `${id} ${site.path} answered unchanged`).toBe(true)
      expect(result.text.includes(FRESH.slice('sha256:'.length)), `${id} ${site.path}`).toBe(true)
      return 'pinned'
    })
    expect(outcomes).toHaveLength(sites.length)
  })
})
