import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { valuesImages } from '../../../src/kube-yaml/values-images.js'
import { pinnedImage, type ManifestSource } from '../../../src/wait/expected.js'
import { evaluateObserved } from '../../../src/wait/steps/observed.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const PODINFO = 'ghcr.io/stefanprodan/podinfo'

/** A HelmRepository beside its HelmRelease, as flux create writes them into one file. */
const release = (values: string, extra = ''): string => `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: podinfo
  namespace: flux-system
spec:
  url: https://stefanprodan.github.io/podinfo
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: podinfo
  namespace: apps
spec:
  interval: 10m
  chart:
    spec:
      chart: podinfo
      sourceRef:
        kind: HelmRepository
        name: podinfo
        namespace: flux-system
  values:
${values}${extra}`

const fromFile = (selector: { kind?: string; apiGroup?: string } = {}): ManifestSource => ({
  from: 'manifest',
  manifest: 'apps/podinfo/release.yaml',
  format: 'manifest',
  selector
})

const HELM_RELEASE = { apiGroup: 'helm.toolkit.fluxcd.io', kind: 'HelmRelease', namespace: 'apps', name: 'podinfo' }

describe("wait's expected image from a Flux HelmRelease", () => {
  it('is the image its values pin, the HelmRelease found from the file with no kind or api-group', () => {
    const text = release(
      `    image:\n      repository: ${PODINFO}\n      tag: 6.5.0 # {"$imagepolicy": "flux-system:podinfo:tag"}\n      digest: ${DIGEST_B}\n`
    )
    expect(pinnedImage(text, fromFile(), 'f')).toEqual({
      resource: HELM_RELEASE,
      image: `${PODINFO}:6.5.0@${DIGEST_B}`
    })
    expect(pinnedImage(text, fromFile({ kind: 'HelmRelease' }), 'f').image).toBe(`${PODINFO}:6.5.0@${DIGEST_B}`)
    expect(
      pinnedImage(text, fromFile({ kind: 'HelmRelease', apiGroup: 'helm.toolkit.fluxcd.io' }), 'f').resource
    ).toEqual(HELM_RELEASE)
  })

  it("reads Renovate's tag pinned through the tag, and a whole reference, as open writes them", () => {
    const viaTag = release(`    image:\n      repository: ${PODINFO}\n      tag: 6.5.0@${DIGEST_A}\n`)
    expect(pinnedImage(viaTag, fromFile(), 'f').image).toBe(`${PODINFO}:6.5.0@${DIGEST_A}`)
    const whole = release(`    java:\n      image: "${PODINFO}:prod-1@${DIGEST_B}"\n`)
    expect(pinnedImage(whole, fromFile(), 'f').image).toBe(`${PODINFO}:prod-1@${DIGEST_B}`)
  })

  it('leaves unpinned side images aside, and refuses two pinned images naming the inputs that pick one', () => {
    const sidecar = `    redis:\n      image: docker.io/library/redis:7\n`
    const one = release(`    image:\n      repository: ${PODINFO}\n      digest: ${DIGEST_B}\n${sidecar}`)
    expect(pinnedImage(one, fromFile(), 'f').image).toBe(`${PODINFO}@${DIGEST_B}`)
    const two = release(
      `    image:\n      repository: ${PODINFO}\n      digest: ${DIGEST_B}\n    logs:\n      image: ghcr.io/acme/logs:2@${DIGEST_A}\n`
    )
    expect(() => pinnedImage(two, fromFile(), 'f')).toThrow(
      /pins 2 different images .*set 'format: helm-values' with 'resource' .* and 'image'/
    )
  })

  it('refuses values that pin nothing by digest, naming the fields and the fix', () => {
    const text = release(`    image:\n      repository: ${PODINFO}\n      tag: 6.5.0\n`)
    let error: unknown
    try {
      pinnedImage(text, fromFile(), 'apps/podinfo/release.yaml at abc')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(
      /apps\/podinfo\/release\.yaml at abc: the HelmRelease .* pins no image by digest in its values or Helm parameters \(spec\.values\.image\.tag at line \d+ carries no digest\); release it with open first/
    )
  })
})

describe("the live HelmRelease's values, as the observed step reads them", () => {
  const live = (values: unknown, generation = 3, observed = 3): Parameters<typeof evaluateObserved>[0] => ({
    metadata: { name: 'podinfo', generation },
    spec: { chart: { spec: { chart: 'podinfo' } }, values },
    status: { observedGeneration: observed }
  })

  it('reads mappings at their digest and whole references, by the edit rules', () => {
    expect(
      valuesImages({ image: { repository: PODINFO, tag: '6.5.0', digest: DIGEST_B }, side: `docker.io/x/y:1` })
    ).toEqual([
      { path: 'image.digest', image: `${PODINFO}:6.5.0@${DIGEST_B}` },
      { path: 'side', image: 'docker.io/x/y:1' }
    ])
    expect(valuesImages(['not', 'values'])).toEqual([])
    expect(valuesImages(undefined)).toEqual([])
  })

  it('is observed once the values hold the image and helm-controller caught up with the generation', () => {
    const values = { image: { repository: PODINFO, tag: '6.5.0', digest: DIGEST_B } }
    const image = `${PODINFO}:6.5.0@${DIGEST_B}`
    expect(evaluateObserved(live(values), image, 'HelmRelease apps/podinfo').state).toBe('done')
    expect(evaluateObserved(live(values, 4, 3), image, 'HelmRelease apps/podinfo')).toMatchObject({
      state: 'waiting',
      detail: expect.stringMatching(/observed generation 3 of 4/) as unknown
    })
    const old = { image: { repository: PODINFO, tag: '6.5.0', digest: DIGEST_A } }
    expect(evaluateObserved(live(old), image, 'HelmRelease apps/podinfo')).toMatchObject({
      state: 'waiting',
      detail: expect.stringContaining(`${PODINFO}:6.5.0@${DIGEST_A}, not ${image}`) as unknown
    })
  })

  it('reads values only where a chart makes the object a HelmRelease', () => {
    const other = { metadata: { name: 'x' }, spec: { values: { image: { repository: PODINFO, digest: DIGEST_B } } } }
    expect(evaluateObserved(other, `${PODINFO}@${DIGEST_B}`, 'X').state).toBe('waiting')
  })
})
