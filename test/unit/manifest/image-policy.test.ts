/**
 * Fields Flux image automation owns (`# {"$imagepolicy": …}`): the edit refuses them by default,
 * naming the ImagePolicy and the opt-in, writes them in the marker's shape with the opt-in, and
 * the gate accepts exactly that shape with the comment kept byte for byte.
 */
import { describe, expect, it } from 'vitest'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { judgeContents } from '../../../src/gate/rule/contents.js'
import { bumpImage, ManifestError, type EditOptions } from '../../../src/manifest/index.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

const gate = (base: string, head: string, file = 'apps/appreg/api/stg.yaml', format = 'manifest' as const) => {
  const policy: GatePolicy = {
    paths: ['**'],
    selector: {},
    allowTagChange: true,
    allowDowngrade: false,
    formatOf: () => format
  }
  return judgeContents(file, encode(base), encode(head), policy)
}

const refusal = (run: () => unknown): ManifestError => {
  try {
    run()
  } catch (error) {
    if (error instanceof ManifestError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

/** A per-environment partial HelmRelease, as hmcts/sds-flux-config writes them: no chart, one marked image. */
const APPREG = 'sdshmctspublic.azurecr.io/appreg/api'
const MARKER = '# {"$imagepolicy": "flux-system:appreg-api"}'
const patch = (image: string, marker = MARKER): string => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: appreg-api
  namespace: appreg
spec:
  values:
    java:
      image: ${image} ${marker}
      environment:
        RUN_DB_MIGRATION_ON_STARTUP: true
`

describe('a whole-reference marker', () => {
  const before = patch(`${APPREG}:prod-4b2c9a1-20250312101010`)
  const ref = `${APPREG}:prod-4b2c9a1-20250312101010@${DIGEST_B}`

  it('is refused by default, naming the line, the field, the ImagePolicy and the opt-in, in either spelling', () => {
    const error = refusal(() => bumpImage(before, {}, ref))
    expect(error.code).toBe('owned')
    expect(error.line).toBe(9)
    expect(error.message).toBe(
      `HelmRelease "appreg-api" in namespace "appreg" (helm.toolkit.fluxcd.io/v2): line 9: spec.values.java.image belongs to Flux ImagePolicy flux-system/appreg-api (the whole reference, by the marker ${MARKER}), which image automation rewrites on every run, undoing this release; release through that ImagePolicy, or set image-policy-markers: follow to write the field in the marker's shape and keep the comment`
    )
    expect(error.messageFor((input, value) => `--${input} ${value}`)).toContain('set --image-policy-markers follow')
  })

  it('takes the full reference with the opt-in, the comment kept byte for byte, and the gate accepts it', () => {
    const result = bumpImage(before, {}, ref, { markers: 'follow' })
    expect(result.text).toBe(patch(ref))
    expect(result.fields.map((f) => [f.path, f.line])).toEqual([['spec.values.java.image', 9]])
    expect(gate(before, result.text)).toMatchObject({ reasons: [], changes: [{ after: ref }] })
  })

  it('is refused by the gate where the release drops the marker or hands the field to another policy', () => {
    for (const marker of [
      '',
      '# {"$imagepolicy": "flux-system:other"}',
      '# {"$imagepolicy": "flux-system:appreg-api:tag"}'
    ]) {
      const { reasons } = gate(before, patch(ref, marker))
      expect(
        reasons.map((r) => [r.code, r.line]),
        marker
      ).toEqual([['image-policy-marker', 9]])
      expect(reasons[0]!.message).toContain(
        `the Flux image automation marker ${MARKER} of spec.values.java.image changed or was dropped`
      )
    }
  })

  it('marks a custom resource’s spec.image too, the edit it always had', () => {
    const cr = (image: string): string =>
      `apiVersion: platform.example.io/v1alpha1\nkind: Microservice\nmetadata:\n  name: web\nspec:\n  image: ${image} # {"$imagepolicy": "apps:web"}\n`
    const text = cr(`ghcr.io/acme/web:1.0@${DIGEST_A}`)
    const selector = { kind: 'Microservice', apiGroup: 'platform.example.io' }
    expect(refusal(() => bumpImage(text, selector, `ghcr.io/acme/web:1.0@${DIGEST_B}`)).message).toMatch(
      /line 6: spec\.image belongs to Flux ImagePolicy apps\/web .*image-policy-markers: follow/
    )
    const followed = bumpImage(text, selector, `ghcr.io/acme/web:1.0@${DIGEST_B}`, { markers: 'follow' })
    expect(followed.text).toBe(cr(`ghcr.io/acme/web:1.0@${DIGEST_B}`))
  })
})

describe('the :tag, :name and :digest forms in a Helm mapping', () => {
  const PODINFO = 'ghcr.io/stefanprodan/podinfo'
  const values = (tag: string, digest: string): string => `image:
  repository: ${PODINFO} # {"$imagepolicy": "flux-system:podinfo:name"}
  tag: "${tag}" # {"$imagepolicy": "flux-system:podinfo:tag"}
  digest: ${digest} # {"$imagepolicy": "flux-system:podinfo:digest"}
`
  const before = values('6.5.0', DIGEST_A)
  const options = (extra: EditOptions = {}): EditOptions => ({ format: 'helm-values', ...extra })

  it('refuses the marked digest by default, and writes the digest alone, the tag alone, with the opt-in', () => {
    expect(refusal(() => bumpImage(before, {}, `${PODINFO}@${DIGEST_B}`, options())).message).toMatch(
      /^the Helm values: line 4: image\.digest belongs to Flux ImagePolicy flux-system\/podinfo \(its digest, /
    )
    const same = bumpImage(before, {}, `${PODINFO}@${DIGEST_B}`, options({ markers: 'follow' }))
    expect(same.text).toBe(values('6.5.0', DIGEST_B))
    const moved = bumpImage(before, {}, `${PODINFO}:6.5.1@${DIGEST_B}`, options({ markers: 'follow' }))
    expect(moved.text).toBe(values('6.5.1', DIGEST_B))
    expect(gate(before, moved.text, 'values.yaml', 'helm-values' as 'manifest').reasons).toEqual([])
  })

  it('refuses a tag pinned through a :tag marker, which image automation would strip of its digest', () => {
    const tagOnly = `image:\n  repository: ${PODINFO}\n  tag: 6.5.0 # {"$imagepolicy": "flux-system:podinfo:tag"}\n`
    const error = refusal(() =>
      bumpImage(tagOnly, {}, `${PODINFO}@${DIGEST_B}`, options({ field: 'image.tag', markers: 'follow' }))
    )
    expect(error.message).toMatch(
      /line 3: image\.tag would hold "6\.5\.0@sha256:.*", but .* writes the tag alone there/
    )
    const pinned = tagOnly.replace('6.5.0 #', `6.5.0@${DIGEST_B} #`)
    expect(gate(tagOnly, pinned, 'values.yaml', 'helm-values' as 'manifest').reasons.map((r) => r.code)).toEqual([
      'image-policy-marker'
    ])
  })

  it('lets a release leave a marked tag alone beside an unmarked digest it pins', () => {
    const mixed = `image:\n  repository: ${PODINFO}\n  tag: "6.5.0" # {"$imagepolicy": "flux-system:podinfo:tag"}\n  digest: ""\n`
    const result = bumpImage(mixed, {}, `${PODINFO}@${DIGEST_B}`, options())
    expect(result.text).toBe(mixed.replace('digest: ""', `digest: "${DIGEST_B}"`))
    expect(() => bumpImage(mixed, {}, `${PODINFO}:6.5.1@${DIGEST_B}`, options())).toThrow(/image\.tag belongs to/)
  })
})
