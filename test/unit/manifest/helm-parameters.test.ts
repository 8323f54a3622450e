/**
 * Argo CD Helm `parameters` image entries, as Argo CD Image Updater writes them into an
 * Application (`spec.source.helm.parameters`, `spec.sources[].helm.parameters`) or a parameter
 * override file: the edit pins them, the gate accepts exactly that pin, wait reads the image there.
 */
import { describe, expect, it } from 'vitest'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { judgeContents } from '../../../src/gate/rule/contents.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { pinnedImage } from '../../../src/wait/expected.js'
import { liveImages } from '../../../src/wait/steps/rollout.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const WEB = 'ghcr.io/acme/web'
const encode = (text: string): Uint8Array => new TextEncoder().encode(text)
const gate = (base: string, head: string, file = 'apps/web/application.yaml') => {
  const policy: GatePolicy = {
    paths: ['**'],
    selector: {},
    allowTagChange: false,
    allowDowngrade: false,
    formatOf: () => 'manifest'
  }
  return judgeContents(file, encode(base), encode(head), policy)
}

const application = (parameters: string, sources = false): string => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web-dev
  namespace: argocd
spec:
  project: default
  ${sources ? 'sources:\n    - repoURL: https://charts.acme.example\n      chart: web\n      targetRevision: 1.2.0\n      helm:\n        parameters:' : 'source:\n    repoURL: https://charts.acme.example\n    chart: web\n    targetRevision: 1.2.0\n    helm:\n      parameters:'}
${parameters}  destination:
    server: https://kubernetes.default.svc
    namespace: web
`

describe('Argo CD helm.parameters image entries', () => {
  const withDigest = (digest: string): string =>
    application(
      `        - name: image.repository\n          value: ${WEB}\n        - name: image.tag\n          value: "1.4.2"\n        - name: image.digest\n          value: ${digest}\n`
    )

  it('pins a digest parameter, and the gate accepts exactly that pin', () => {
    const result = bumpImage(withDigest(DIGEST_A), {}, `${WEB}@${DIGEST_B}`)
    expect(result.text).toBe(withDigest(DIGEST_B))
    expect(result.fields.map((f) => f.path)).toEqual(['spec.source.helm.parameters[name=image.digest].value'])
    expect(gate(withDigest(DIGEST_A), result.text)).toMatchObject({
      reasons: [],
      changes: [{ after: `${WEB}:1.4.2@${DIGEST_B}` }]
    })
  })

  it('refuses a tag without a digest parameter, naming the parameter to add, and pins through the tag with field', () => {
    const tagOnly = (tag: string): string =>
      application(
        `        - name: image.name\n          value: ${WEB}\n          forceString: true\n        - name: image.tag\n          value: ${tag}\n          forceString: true\n`,
        true
      )
    const field = 'spec.sources[0].helm.parameters[name=image.tag].value'
    expect(() => bumpImage(tagOnly('v1.4.2'), {}, `${WEB}@${DIGEST_B}`)).toThrow(
      /has a tag but no digest key.*add the parameter \{name: image\.digest, value: ""\} beside it .*name field: spec\.sources\[0\]\.helm\.parameters\[name=image\.tag\]\.value/
    )
    const result = bumpImage(tagOnly('v1.4.2'), {}, `${WEB}@${DIGEST_B}`, { field })
    expect(result.text).toBe(tagOnly(`v1.4.2@${DIGEST_B}`))
    expect(gate(tagOnly('v1.4.2'), result.text).reasons).toEqual([])
    expect(
      pinnedImage(result.text, { from: 'manifest', manifest: 'a', format: 'manifest', selector: {} }, 'f')
    ).toEqual({
      resource: { apiGroup: 'argoproj.io', kind: 'Application', namespace: 'argocd', name: 'web-dev' },
      image: `${WEB}:v1.4.2@${DIGEST_B}`
    })
  })

  it('refuses in the gate anything but the pin: another parameter changed, the name moved, a tag alone', () => {
    const base = withDigest(DIGEST_A)
    expect(gate(base, base.replace(`value: ${WEB}`, 'value: ghcr.io/evil/web')).reasons.map((r) => r.code)).toEqual([
      'outside-image'
    ])
    expect(gate(base, base.replace('value: "1.4.2"', 'value: "1.4.3"')).reasons.map((r) => r.code)).toEqual([
      'tag-change'
    ])
    expect(gate(base, base.replace(DIGEST_A, 'sha256:abc')).reasons.map((r) => r.code)).toEqual(['digest-length'])
  })

  it('reads the live Application’s parameters as the edit reads its file', () => {
    const spec = {
      source: {
        helm: {
          parameters: [
            { name: 'image.repository', value: WEB },
            { name: 'image.tag', value: '1.4.2' },
            { name: 'image.digest', value: DIGEST_B }
          ]
        }
      },
      destination: { namespace: 'web' }
    }
    expect(liveImages({ spec })).toEqual([
      { path: 'spec.source.helm.parameters[name=image.digest].value', image: `${WEB}:1.4.2@${DIGEST_B}` }
    ])
  })
})
