import { describe, expect, it } from 'vitest'
import type { DeploymentEvidence } from '../../../src/environments/evidence.js'
import { promotionOf, renderPromotionTrailers } from '../../../src/open/promotion.js'
import { parseTrailers, renderTrailers } from '../../../src/open/record.js'

const EVIDENCE: DeploymentEvidence = {
  environment: 'staging',
  deploymentId: 42,
  revision: 'a'.repeat(40),
  digest: `sha256:${'b'.repeat(64)}`,
  image: `ghcr.io/acme/todo-api@sha256:${'b'.repeat(64)}`,
  verifiedAt: '2026-12-01T02:00:00Z',
  url: 'https://github.com/acme/platform-config/actions/runs/7'
}

/** A release commit's message as write-branch.ts builds it: the record's trailers, then promote's. */
function message(promotion: Parameters<typeof renderPromotionTrailers>[0]): string {
  const record = renderTrailers({
    image: EVIDENCE.image!,
    version: undefined,
    manifest: 'apps/todo-api/prod/microservice.yaml',
    base: 'c'.repeat(40),
    sourceRepository: undefined,
    sourceSha: undefined,
    runUrl: undefined
  })
  return ['Promote todo-api', '', 'body', '', record, ...renderPromotionTrailers(promotion)].join('\n')
}

describe('the promotion in a release commit', () => {
  it('reads back what promote wrote, evidence included, through the record’s own trailer reader', () => {
    const promotion = { fromManifest: 'apps/todo-api/staging/microservice.yaml', evidence: EVIDENCE }
    const trailers = parseTrailers(message(promotion))
    expect(promotionOf(trailers)).toEqual(promotion)
    expect(trailers.manifest).toBe('apps/todo-api/prod/microservice.yaml')
  })

  it('reads a promotion without evidence, and none from a commit open wrote', () => {
    const plain = { fromManifest: 'apps/todo-api/staging/microservice.yaml', evidence: undefined }
    expect(promotionOf(parseTrailers(message(plain)))).toEqual(plain)
    expect(promotionOf(parseTrailers(message(undefined)))).toBeUndefined()
  })

  it('drops evidence someone edited into something else, keeping where the image came from', () => {
    const edited = message({ fromManifest: 'a.yaml', evidence: EVIDENCE }).replace(
      /"deploymentId":42/,
      '"deploymentId":"42"'
    )
    expect(promotionOf(parseTrailers(edited))).toEqual({ fromManifest: 'a.yaml', evidence: undefined })
    const broken = message({ fromManifest: 'a.yaml', evidence: EVIDENCE }).replace(/Verified-By: \{/, 'Verified-By: {{')
    expect(promotionOf(parseTrailers(broken))).toEqual({ fromManifest: 'a.yaml', evidence: undefined })
  })
})
