/**
 * A Flux Kustomization's `spec.images` as a release target (issue 35): the entries' `newTag` and
 * `digest` are image sites for bump, the gate accepts exactly a digest pin there and refuses what
 * may not render as written whatever kustomization the entries merge into, and wait reads the
 * pinned image with `resource` naming the workload. The file is test/fixtures/flux-layouts'.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { judgeTexts } from '../../../src/gate/rule/contents.js'
import { readDocument } from '../../../src/kube-yaml/document.js'
import { imageSites } from '../../../src/kube-yaml/image-sites.js'
import { splitLikeKubernetes } from '../../../src/kube-yaml/split.js'
import { bumpImage, ManifestError } from '../../../src/manifest/index.js'
import { pinnedImage } from '../../../src/wait/expected.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const FILE = 'clusters/production/apps.yaml'
const text = readFileSync(new URL('../../fixtures/flux-layouts/flux-kustomization-apps.yaml', import.meta.url), 'utf8')
const PODINFO = 'ghcr.io/stefanprodan/podinfo'
const REDIS = 'public.ecr.aws/docker/library/redis'
const apps = { apiGroup: 'kustomize.toolkit.fluxcd.io', kind: 'Kustomization', name: 'apps' }

function gate(base: string, head: string, allowTagChange = false): string[] {
  const policy: GatePolicy = { paths: ['**'], selector: {}, allowTagChange, allowDowngrade: false }
  return judgeTexts(FILE, base, head, policy).reasons.map((r) => `${r.code}: ${r.message}`)
}

const changed = (a: string, b: string): number[] => {
  const [x, y] = [a.split('\n'), b.split('\n')]
  return y.flatMap((line, i) => (line === x[i] ? [] : [i + 1]))
}

const bumpError = (source: string, image: string): ManifestError => {
  try {
    bumpImage(source, apps, image)
  } catch (error) {
    if (error instanceof ManifestError) return error
    throw error
  }
  throw new Error('bump did not refuse')
}

describe("a Flux Kustomization's spec.images as image sites", () => {
  it('lists newTag and digest of each entry, and where a digest line goes', () => {
    const file = splitLikeKubernetes(text)
    if (!file.ok) throw new Error('split')
    const second = file.chunks.filter((c) => c.end > c.contentStart)[1]!
    const read = readDocument(text, file, second)
    if (!read.ok) throw new Error(read.refusal.what)
    const sites = imageSites(text, read.document, 'manifest')
    expect(sites.map((s) => [s.path, s.repository, s.insert === undefined ? s.span.value : '(insert)'])).toEqual([
      [`spec.images[name=${PODINFO}].newTag`, PODINFO, '6.7.1'],
      [`spec.images[name=${PODINFO}].digest`, PODINFO, DIGEST_A],
      ['spec.images[name=redis].newTag', REDIS, '7.4'],
      ['spec.images[name=redis].digest', REDIS, '(insert)']
    ])
  })

  it('bumps the digest in place, and the gate and wait read it back', () => {
    const result = bumpImage(text, apps, `${PODINFO}:6.7.1@${DIGEST_B}`)
    expect(changed(text, result.text)).toEqual([37])
    expect(result.text.split('\n')[36]).toBe(`      digest: ${DIGEST_B}`)
    expect(gate(text, result.text)).toEqual([])
    const source = {
      from: 'manifest' as const,
      manifest: FILE,
      format: 'manifest' as const,
      resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'apps', name: 'podinfo' },
      image: PODINFO
    }
    expect(pinnedImage(result.text, source, FILE)).toEqual({
      resource: source.resource,
      image: `${PODINFO}:6.7.1@${DIGEST_B}`
    })
  })

  it('moves the tag with the digest, which the gate leaves to allow-tag-change', () => {
    const result = bumpImage(text, apps, `${PODINFO}:6.7.2@${DIGEST_B}`)
    expect(changed(text, result.text)).toEqual([36, 37])
    expect(result.text.split('\n')[35]).toBe('      newTag: 6.7.2 # pinned by digest below')
    expect(gate(text, result.text).map((r) => r.slice(0, r.indexOf(':')))).toEqual(['tag-change'])
    expect(gate(text, result.text, true)).toEqual([])
  })

  it('adds a digest line to an entry without one, on the repository its newName says', () => {
    const result = bumpImage(text, apps, `${REDIS}:7.4@${DIGEST_B}`)
    expect(result.text).toBe(`${text}      digest: ${DIGEST_B}\n`)
    expect(gate(text, result.text)).toEqual([])
    // The entry's name is no repository the cluster pulls: a release of it pins nothing there.
    expect(bumpError(text, `redis:7.4@${DIGEST_B}`).message).toMatch(/no image field of repository "redis"/)
  })

  it('wait names what to do when the manifest holds no Flux Kustomization images', () => {
    const source = {
      from: 'manifest' as const,
      manifest: 'f',
      format: 'manifest' as const,
      resource: { apiGroup: 'apps', kind: 'Deployment', namespace: 'a', name: 'b' },
      image: undefined
    }
    expect(() => pinnedImage(text.slice(0, text.indexOf('  images:')), source, 'f')).toThrow(
      /holds no Flux Kustomization with spec.images/
    )
  })
})

describe('refused with nothing written, and by the gate', () => {
  const withImages = (images: string): string => text.slice(0, text.indexOf('  images:\n')) + images

  it('a number-like newTag, which the API server refuses', () => {
    const unquoted = text.replace('newTag: "7.4"', 'newTag: 7.4')
    expect(bumpError(unquoted, `${REDIS}:7.4@${DIGEST_B}`).message).toMatch(
      /spec\.images is not read as written: the API server reads newTag "7\.4" as no string and refuses the object; quote it/
    )
  })

  it('an entry an earlier one shadows: its name with a tag matches the same images', () => {
    const base = withImages(
      `  images:\n    - name: ${PODINFO}:6.7.1\n      newName: ghcr.io/evil/podinfo\n    - name: ${PODINFO}\n      newTag: 6.7.1\n      digest: ${DIGEST_A}\n`
    )
    expect(bumpError(base, `${PODINFO}:6.7.1@${DIGEST_B}`).message).toMatch(
      /line 35: images\[name=ghcr\.io\/stefanprodan\/podinfo:6\.7\.1\] \(line 35\) comes first and may match/
    )
    const head = base.replace(DIGEST_A, DIGEST_B)
    expect(gate(base, head)).toEqual([
      expect.stringMatching(/^kustomize-undecidable: .*line 35: .*comes first and may match the images/)
    ])
  })

  it('an entry that chains: a later one matches what the pinned one renders', () => {
    const base = withImages(
      `  images:\n    - name: redis\n      newName: ${REDIS}\n      digest: ${DIGEST_A}\n    - name: ${REDIS}\n      newName: ghcr.io/evil/redis\n`
    )
    expect(bumpError(base, `${REDIS}@${DIGEST_B}`).message).toMatch(
      /comes after and may match what images\[name=redis\] renders/
    )
    expect(gate(base, base.replace(DIGEST_A, DIGEST_B))).toEqual([
      expect.stringMatching(/^kustomize-undecidable: .*comes after and may match what images\[name=redis\] renders/)
    ])
  })

  it('two entries of one name, which Flux merges differently across its releases', () => {
    const base = withImages(
      `  images:\n    - name: ${PODINFO}\n      newName: ghcr.io/evil/podinfo\n    - name: ${PODINFO}\n      digest: ${DIGEST_A}\n`
    )
    expect(gate(base, base.replace(DIGEST_A, DIGEST_B))).toEqual([
      expect.stringMatching(/^kustomize-undecidable: .*2 entries are named .*Flux merges them into one entry/)
    ])
  })

  it('a key in another case or one Flux does not know, and a pattern name', () => {
    const entry = (extra: string, name = PODINFO): string =>
      withImages(`  images:\n    - name: ${name}\n${extra}      digest: ${DIGEST_A}\n`)
    for (const [base, why] of [
      [
        entry('      newname: ghcr.io/evil/podinfo\n'),
        /"newname" .* is no field of a Flux Kustomization .*write it as "newName"/
      ],
      [entry('      tagSuffix: -debug\n'), /does not know the field "tagSuffix"/],
      [entry(`      newName: ${PODINFO}\n`, 'ghcr.io/*'), /the image name "ghcr\.io\/\*" is a pattern/]
    ] as const) {
      expect(gate(base, base.replace(DIGEST_A, DIGEST_B))).toEqual([expect.stringMatching(why)])
    }
  })

  it('a newName change, which moves the image to another repository', () => {
    const head = text.replace(`newName: ${REDIS}`, 'newName: ghcr.io/evil/redis')
    expect(gate(text, head)).toEqual([
      expect.stringMatching(/^outside-image: .*line 39: changed outside the image fields/)
    ])
  })
})
