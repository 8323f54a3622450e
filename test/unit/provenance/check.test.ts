import { beforeAll, describe, expect, it } from 'vitest'
import snappy from 'snappyjs'
import type { TrustMaterial } from '@sigstore/verify'
import { decodeBundle, type ListedBundle } from '../../../src/github/attestations.js'
import { createProvenanceChecker } from '../../../src/provenance/check.js'
import { trustedRootFromFile } from '../../../src/provenance/trusted-root.js'
import { GITHUB_ACTIONS_ISSUER } from '../../../src/gate/release/policy-file.js'
import type { AttestationExpectation } from '../../../src/provenance/types.js'
import {
  bundle,
  FIXTURE,
  NO_FIXTURES,
  REUSABLE,
  ROOT_FILE,
  SKIP_REASON,
  TAMPERED_DIGEST
} from '../../helpers/provenance-fixtures.js'

const WANT: AttestationExpectation = {
  repository: REUSABLE.repository,
  signerWorkflow: REUSABLE.signerWorkflow,
  ref: 'refs/heads/*',
  issuer: GITHUB_ACTIONS_ISSUER
}

let trust: TrustMaterial
beforeAll(async () => {
  if (!NO_FIXTURES) trust = await trustedRootFromFile(ROOT_FILE, '/', '--trusted-root')
})

/** A checker over a fixed listing; `listing` may throw like the API. */
function checker(listing: ListedBundle[] | (() => never)) {
  return createProvenanceChecker({
    list: () => Promise.resolve(typeof listing === 'function' ? listing() : listing),
    trust: () => Promise.resolve(trust)
  })
}

describe.skipIf(NO_FIXTURES)(`provenance of real GitHub attestations ${NO_FIXTURES ? SKIP_REASON : ''}`, () => {
  it('accepts the reusable-workflow attestation and reports who built the digest', async () => {
    const result = await checker([{ bundle: bundle(FIXTURE.reusable) }]).check(REUSABLE.digest, WANT)
    expect(result).toEqual({
      ok: true,
      evidence: {
        repository: `https://github.com/${REUSABLE.repository}`,
        signerWorkflow: expect.stringMatching(
          /^https:\/\/github\.com\/github\/artifact-attestations-workflows\/.+@09b495c3/
        ),
        buildConfig: 'https://github.com/malancas/attest-demo/.github/workflows/shared.yml@refs/heads/main',
        ref: REUSABLE.ref,
        commit: REUSABLE.commit,
        runUrl: REUSABLE.run
      }
    })
  })

  it.each([
    ['wrong-repository', { repository: 'acme/todo-api' }],
    ['wrong-signer', { signerWorkflow: 'malancas/attest-demo/.github/workflows/shared.yml' }],
    ['wrong-ref', { ref: 'refs/tags/v*' }],
    ['wrong-issuer', { issuer: `${GITHUB_ACTIONS_ISSUER}/acme` }]
  ] as const)('refuses a valid attestation whose certificate says otherwise: %s', async (code, change) => {
    const result = await checker([{ bundle: bundle(FIXTURE.reusable) }]).check(REUSABLE.digest, { ...WANT, ...change })
    expect(result).toMatchObject({ ok: false, code })
  })

  it('refuses a valid attestation of another digest (subject-mismatch)', async () => {
    const other = `sha256:${'b'.repeat(64)}`
    const result = await checker([{ bundle: bundle(FIXTURE.reusable) }]).check(other, WANT)
    expect(result).toMatchObject({ ok: false, code: 'subject-mismatch' })
    if (!result.ok) expect(result.message).toContain('49a3aa6075e0')
  })

  it('refuses the copy whose subject was edited after signing (tampered-statement)', async () => {
    const result = await checker([{ bundle: bundle(FIXTURE.tampered) }]).check(TAMPERED_DIGEST, WANT)
    expect(result).toMatchObject({ ok: false, code: 'tampered-statement' })
    if (!result.ok) expect(result.message).toContain('payload hash mismatch')
  })

  it('refuses a corrupted signature (bad-signature)', async () => {
    const result = await checker([{ bundle: bundle(FIXTURE.invalidSignature) }]).check(REUSABLE.digest, WANT)
    expect(result).toMatchObject({ ok: false, code: 'bad-signature' })
    if (!result.ok) expect(result.message).toContain('signature mismatch')
  })

  it('accepts a custom enterprise issuer only when the policy names it', async () => {
    const digest = 'sha256:afa27b44d43b02a9fea41d13cedc2e4016cfcf87c5dbf990e593669aa8ce286d'
    const want = {
      repository: 'too-legit/attest',
      signerWorkflow: undefined,
      ref: undefined,
      issuer: GITHUB_ACTIONS_ISSUER
    }
    const listing = [{ bundle: bundle(FIXTURE.customIssuer) }]
    expect(await checker(listing).check(digest, want)).toMatchObject({ ok: false, code: 'wrong-issuer' })
    expect(
      await checker(listing).check(digest, { ...want, issuer: `${GITHUB_ACTIONS_ISSUER}/hammer-time` })
    ).toMatchObject({
      ok: true
    })
  })

  it.each([
    [
      'a private-repo bundle without GitHub’s root',
      FIXTURE.privateRepo,
      'sha256:ae57936def59bc4c75edd3a837d89bcefc6d3a5e31d55a6fa7a71624f92c3c3b'
    ],
    [
      'a bundle without its certificate',
      FIXTURE.missingCert,
      'sha256:ae57936def59bc4c75edd3a837d89bcefc6d3a5e31d55a6fa7a71624f92c3c3b'
    ],
    ['a v0.1 bundle', FIXTURE.v01, REUSABLE.digest]
  ])('refuses %s (bad-signature)', async (_what, file, digest) => {
    expect(await checker([{ bundle: bundle(file) }]).check(digest, WANT)).toMatchObject({
      ok: false,
      code: 'bad-signature'
    })
  })

  it('refuses an npm provenance bundle whose subject is sha512 only (subject-mismatch)', async () => {
    const result = await checker([{ bundle: bundle(FIXTURE.npmSha512) }]).check(REUSABLE.digest, {
      ...WANT,
      repository: 'sigstore/sigstore-js',
      signerWorkflow: undefined
    })
    expect(result).toMatchObject({ ok: false, code: 'subject-mismatch' })
  })

  it('accepts when one of several attestations vouches, and reports the most telling refusal otherwise', async () => {
    const good = { bundle: bundle(FIXTURE.reusable) }
    const broken = { bundle: bundle(FIXTURE.invalidSignature) }
    expect(await checker([broken, good]).check(REUSABLE.digest, WANT)).toMatchObject({ ok: true })
    const result = await checker([broken, good]).check(REUSABLE.digest, { ...WANT, ref: 'refs/tags/*' })
    expect(result).toMatchObject({ ok: false, code: 'wrong-ref' })
  })

  it('reads a bundle served snappy-compressed from bundle_url', async () => {
    const raw = Buffer.from(JSON.stringify(bundle(FIXTURE.reusable)))
    const listing = [{ bundle: decodeBundle(snappy.compress(raw)) }]
    expect(await checker(listing).check(REUSABLE.digest, WANT)).toMatchObject({ ok: true })
  })
})

describe('provenance without a usable listing', () => {
  const http = (status: number) => () => {
    throw Object.assign(new Error(`HTTP ${status}`), { status })
  }

  it('says no-attestation when the digest has none', async () => {
    expect(await checker([]).check(REUSABLE.digest, WANT)).toMatchObject({ ok: false, code: 'no-attestation' })
  })

  it("names the 'attestations: read' permission on a 403 or 404", async () => {
    for (const [status, code] of [
      [403, 'provenance-unavailable'],
      [404, 'no-attestation']
    ] as const) {
      const result = await checker(http(status)).check(REUSABLE.digest, WANT)
      expect(result).toMatchObject({ ok: false, code })
      if (!result.ok) expect(result.message).toContain(`'attestations: read' on ${REUSABLE.repository}`)
    }
  })

  it('refuses a bundle_url that could not be read, saying why', async () => {
    const result = await checker([{ unavailable: 'bundle_url could not be read: HTTP 500' }]).check(
      REUSABLE.digest,
      WANT
    )
    expect(result).toMatchObject({
      ok: false,
      code: 'provenance-unavailable',
      message: expect.stringContaining('HTTP 500')
    })
  })

  it('refuses a snappy body that claims to be larger than the cap', () => {
    expect(() => decodeBundle(Uint8Array.from([0xff, 0xff, 0xff, 0x7f]))).toThrow(/too big/)
  })
})
