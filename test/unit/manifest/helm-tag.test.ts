import { describe, expect, it } from 'vitest'
import { bumpImage, ManifestError } from '../../../src/manifest/index.js'

const DIGEST = `sha256:${'d'.repeat(64)}`
const SELECTOR = { kind: 'Microservice', apiGroup: 'platform.example.io' }
const values = (tag: string): string => `image:\n  repository: ghcr.io/acme/api\n  tag: ${tag}\n`

describe('pinning a Helm mapping through its tag (field)', () => {
  it('writes <tag>@sha256:… in the tag, and warns about charts that label with the tag', () => {
    const result = bumpImage(values('"1.4.0"'), SELECTOR, `ghcr.io/acme/api@${DIGEST}`, {
      format: 'helm-values',
      field: 'image.tag'
    })
    expect(result.text).toBe(values(`"1.4.0@${DIGEST}"`))
    expect(result.warnings.join(' ')).toMatch(/label/)
  })

  it('refuses an empty tag, which leaves the tag to the chart, and names the fix', () => {
    expect(() =>
      bumpImage(values('""'), SELECTOR, `ghcr.io/acme/api@${DIGEST}`, { format: 'helm-values', field: 'image.tag' })
    ).toThrow(ManifestError)
    expect(() =>
      bumpImage(values('""'), SELECTOR, `ghcr.io/acme/api@${DIGEST}`, { format: 'helm-values', field: 'image.tag' })
    ).toThrow(/is empty, so the chart picks the tag.*Write the tag there/)
    // With a tag in the image, the tag is written and pinned.
    const result = bumpImage(values('""'), SELECTOR, `ghcr.io/acme/api:1.5.0@${DIGEST}`, {
      format: 'helm-values',
      field: 'image.tag'
    })
    expect(result.text).toBe(values(`"1.5.0@${DIGEST}"`))
  })
})
