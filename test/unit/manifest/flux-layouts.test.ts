/**
 * Real files of the layouts issue 35 makes release targets (test/fixtures/flux-layouts, with
 * their sources and licences in its README): each bumped as a user would, read back by the gate
 * as a PR, and read by wait as the image to expect; refused, with nothing written, where the rules say.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { GatePolicy } from '../../../src/gate/policy.js'
import { judgeContents } from '../../../src/gate/rule/contents.js'
import { formatOfPath } from '../../../src/kube-yaml/image-sites.js'
import { bumpImage, ManifestError, type EditOptions } from '../../../src/manifest/index.js'
import { pinnedImage } from '../../../src/wait/expected.js'
import { DIGEST_B } from '../../../standins/fixtures.js'

const read = (name: string): string =>
  readFileSync(new URL(`../../fixtures/flux-layouts/${name}`, import.meta.url), 'utf8')
const encode = (text: string): Uint8Array => new TextEncoder().encode(text)

function gate(file: string, base: string, head: string): ReturnType<typeof judgeContents> {
  const policy: GatePolicy = {
    paths: ['**'],
    selector: {},
    allowTagChange: false,
    allowDowngrade: false,
    formatOf: () => formatOfPath(file)
  }
  return judgeContents(file, encode(base), encode(head), policy)
}

/** The lines that differ, 1-based. */
const changed = (a: string, b: string): number[] => {
  const [x, y] = [a.split('\n'), b.split('\n')]
  return x.flatMap((line, i) => (line === y[i] ? [] : [i + 1]))
}

const expectWait = (text: string, image: string): void =>
  expect(pinnedImage(text, { from: 'manifest', manifest: 'f', format: 'manifest', selector: {} }, 'f').image).toBe(
    image
  )

describe('real files of the Flux and Image Updater layouts', () => {
  it("home-ops: app-template values with Renovate's tag@sha256, refused whole for a nested flow collection", () => {
    // `capabilities: { drop: ["ALL"] }` (line 55) is a flow collection inside a flow collection,
    // outside the YAML subset the gate proves Kubernetes reads as it does: the edit refuses the
    // file, naming the line, rather than write a PR the gate would reject.
    const text = read('home-ops-agregarr-helmrelease.yaml')
    const ref = `ghcr.io/agregarr/agregarr@${DIGEST_B}`
    expect(() => bumpImage(text, {}, ref)).toThrow(
      /document 1 \(line 55\) .* outside the YAML subset .*a flow collection inside a flow collection/
    )
    // The same values with that line in block style: the tag@sha256 is the pin, as Renovate writes it.
    const block = text.replace('capabilities: { drop: ["ALL"] }', 'capabilities:\n                drop: ["ALL"]')
    const result = bumpImage(block, {}, ref)
    expect(changed(block, result.text)).toEqual([21])
    expect(result.text.split('\n')[20]).toBe(`              tag: v2.4.2@${DIGEST_B}`)
    expect(result.warnings).toEqual([])
    expect(gate('kubernetes/apps/default/agregarr/app/helmrelease.yaml', block, result.text).reasons).toEqual([])
    expectWait(result.text, `ghcr.io/agregarr/agregarr:v2.4.2@${DIGEST_B}`)
  })

  it("Flux's own marked HelmRelease: refused by default, the digest alone with the opt-in, markers kept", () => {
    const text = read('image-automation-helmrelease.yaml')
    const ref = `ghcr.io/my-org/my-app@${DIGEST_B}`
    expect(() => bumpImage(text, {}, ref)).toThrow(
      /line 11: spec\.values\.image\.digest belongs to Flux ImagePolicy flux-system\/my-policy \(its digest/
    )
    const result = bumpImage(text, {}, ref, { markers: 'follow' })
    expect(changed(text, result.text)).toEqual([11])
    expect(result.text.split('\n')[10]).toBe(
      `      digest: ${DIGEST_B} # {"$imagepolicy": "flux-system:my-policy:digest"}`
    )
    expect(gate('apps/my-app/release.yaml', text, result.text).reasons).toEqual([])
    expectWait(result.text, `ghcr.io/my-org/my-app:4.0.6@${DIGEST_B}`)
    // A new tag goes to the :tag field alone; without allow-tag-change the gate says so.
    const moved = bumpImage(text, {}, `ghcr.io/my-org/my-app:4.0.7@${DIGEST_B}`, { markers: 'follow' })
    expect(changed(text, moved.text)).toEqual([10, 11])
    expect(gate('apps/my-app/release.yaml', text, moved.text).reasons.map((r) => r.code)).toEqual(['tag-change'])
  })

  it('an HMCTS-style per-environment patch: the whole reference under its marker, or nothing written', () => {
    const text = read('appreg-api-stg.yaml')
    const repo = 'hmctsprod.azurecr.io/appreg/api'
    const options: EditOptions = { markers: 'follow' }
    let error: unknown
    try {
      bumpImage(text, {}, `${repo}@${DIGEST_B}`)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ManifestError)
    expect((error as ManifestError).line).toBe(11)
    const result = bumpImage(text, {}, `${repo}@${DIGEST_B}`, options)
    expect(result.text).toBe(
      text.replace(':prod-d6ebb58-20260313105109 #', `:prod-d6ebb58-20260313105109@${DIGEST_B} #`)
    )
    expect(gate('apps/appreg/appreg-api/stg.yaml', text, result.text).reasons).toEqual([])
    expectWait(result.text, `${repo}:prod-d6ebb58-20260313105109@${DIGEST_B}`)
  })

  it("Image Updater's parameter override file: the tag@digest parameter is the pin", () => {
    const text = read('.argocd-source-guestbook.yaml')
    const ref = `gcr.io/heptio-images/ks-guestbook-demo@${DIGEST_B}`
    const result = bumpImage(text, {}, ref)
    expect(changed(text, result.text)).toEqual([7])
    expect(result.text.split('\n')[6]).toBe(`    value: 0.1@${DIGEST_B}`)
    expect(gate('envs/dev/.argocd-source-guestbook.yaml', text, result.text).reasons).toEqual([])
  })
})
