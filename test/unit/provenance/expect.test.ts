/**
 * The policy half of the provenance check, on synthetic certificate claims: no Sigstore bundle,
 * no trusted root and no ../shared, so these run wherever the unit tier runs (the public CI
 * included, where the real-bundle tests in check.test.ts are skipped).
 */
import { describe, expect, it } from 'vitest'
import { GITHUB_ACTIONS_ISSUER } from '../../../src/gate/release/policy-file.js'
import { matchAttestation, SLSA_PROVENANCE_V1 } from '../../../src/provenance/expect.js'
import type { CertificateIdentity } from '../../../src/provenance/identity.js'
import type { AttestationExpectation, ProvenanceResult } from '../../../src/provenance/types.js'

const HEX = '28492db0'.repeat(8)
const DIGEST = `sha256:${HEX}`
const COMMIT = 'f'.repeat(40)
const SIGNER = 'https://github.com/acme/todo-api/.github/workflows/release.yml@refs/heads/main'
const RUN = 'https://github.com/acme/todo-api/actions/runs/7/attempts/1'

/** What Fulcio writes for a workflow in acme/todo-api that built on main. */
const IDENTITY: CertificateIdentity = {
  issuer: GITHUB_ACTIONS_ISSUER,
  signerUri: SIGNER,
  sourceRepositoryUri: 'https://github.com/acme/todo-api',
  sourceRepositoryDigest: COMMIT,
  sourceRepositoryRef: 'refs/heads/main',
  buildConfigUri: SIGNER,
  runInvocationUri: RUN
}

const WANT: AttestationExpectation = {
  repository: 'acme/todo-api',
  signerWorkflow: 'acme/todo-api/.github/workflows/release.yml',
  ref: 'refs/heads/main',
  issuer: GITHUB_ACTIONS_ISSUER
}

const statement = (...hexes: string[]): unknown => ({
  _type: 'https://in-toto.io/Statement/v1',
  predicateType: SLSA_PROVENANCE_V1,
  subject: hexes.map((sha256, i) => ({ name: `ghcr.io/acme/todo-api-${i}`, digest: { sha256 } }))
})

function match(
  identity: Partial<CertificateIdentity> = {},
  want: Partial<AttestationExpectation> = {},
  signed: unknown = statement(HEX)
): ProvenanceResult {
  return matchAttestation({ ...IDENTITY, ...identity }, signed, DIGEST, { ...WANT, ...want })
}

/** 'ok', or the failure's code. */
const verdict = (result: ProvenanceResult): string => (result.ok ? 'ok' : result.code)

describe('matchAttestation', () => {
  it('accepts the claims the policy names and reports them as the evidence', () => {
    expect(match()).toEqual({
      ok: true,
      evidence: {
        repository: 'https://github.com/acme/todo-api',
        signerWorkflow: SIGNER,
        buildConfig: undefined,
        ref: 'refs/heads/main',
        commit: COMMIT,
        runUrl: RUN
      }
    })
  })

  describe('the source repository is the one named, not one that contains its name', () => {
    it.each([
      ['a longer name', 'https://github.com/acme/todo-api-x'],
      ['a longer owner', 'https://github.com/evil-acme/todo-api'],
      ['a shorter name', 'https://github.com/acme/todo'],
      ['a trailing path', 'https://github.com/acme/todo-api/tree/main'],
      ['a path below the name', 'https://github.com/acme/todo-api/x'],
      ['the owner alone', 'https://github.com/acme'],
      ['a suffix on the owner', 'https://github.com/acme-mirror/todo-api'],
      ['not a URL', 'acme/todo-api'],
      ['no claim', undefined]
    ])('refuses %s: %s', (_what, uri) => {
      const result = match({ sourceRepositoryUri: uri })
      expect(result).toEqual({
        ok: false,
        code: 'wrong-repository',
        message: `built from ${uri === undefined ? '(none)' : JSON.stringify(uri)}, not "acme/todo-api"`
      })
    })

    it('refuses a policy that names a part of the repository the certificate names', () => {
      expect(verdict(match({}, { repository: 'acme/todo' }))).toBe('wrong-repository')
      expect(verdict(match({}, { repository: 'cme/todo-api' }))).toBe('wrong-repository')
    })

    it('compares without case, as GitHub names repositories', () => {
      expect(verdict(match({ sourceRepositoryUri: 'https://github.com/ACME/Todo-API' }))).toBe('ok')
      expect(verdict(match({}, { repository: 'Acme/TODO-api' }))).toBe('ok')
    })
  })

  describe('the signer is the workflow file named, in the repository named', () => {
    it.each([
      ['another workflow', 'https://github.com/acme/todo-api/.github/workflows/ci.yml@refs/heads/main'],
      ['a longer file name', 'https://github.com/acme/todo-api/.github/workflows/release.yml.x@refs/heads/main'],
      ['a longer owner', 'https://github.com/evil-acme/todo-api/.github/workflows/release.yml@refs/heads/main'],
      ['a longer repository', 'https://github.com/acme/todo-api-x/.github/workflows/release.yml@refs/heads/main'],
      ['a trailing path', 'https://github.com/acme/todo-api/.github/workflows/release.yml/x@refs/heads/main'],
      ['no claim', undefined]
    ])('refuses %s', (_what, uri) => {
      const result = match({ signerUri: uri, buildConfigUri: uri })
      expect(result).toEqual({
        ok: false,
        code: 'wrong-signer',
        message: `signed by ${uri === undefined ? '(none)' : JSON.stringify(uri)}, not "acme/todo-api/.github/workflows/release.yml"`
      })
    })

    it('ignores the ref after @ and case, and accepts any signer when the policy names none', () => {
      expect(verdict(match({ signerUri: SIGNER.replace('@refs/heads/main', '@refs/tags/v1.0.0') }))).toBe('ok')
      expect(verdict(match({}, { signerWorkflow: 'ACME/todo-api/.github/workflows/Release.yml' }))).toBe('ok')
      const other = 'https://github.com/acme/todo-api/.github/workflows/ci.yml@refs/heads/main'
      expect(verdict(match({ signerUri: other }, { signerWorkflow: undefined }))).toBe('ok')
    })

    it('accepts a reusable workflow in another repository when the policy names that one, and shows the caller', () => {
      const reusable = 'https://github.com/acme/shared-workflows/.github/workflows/build.yml@refs/tags/v2'
      const result = match(
        { signerUri: reusable },
        { signerWorkflow: 'acme/shared-workflows/.github/workflows/build.yml' }
      )
      expect(result).toMatchObject({ ok: true, evidence: { signerWorkflow: reusable, buildConfig: SIGNER } })
      expect(verdict(match({ signerUri: reusable }))).toBe('wrong-signer')
    })
  })

  describe('the ref matches the policy glob', () => {
    it.each([
      ['refs/heads/main', 'refs/heads/main', 'ok'],
      ['refs/heads/main-x', 'refs/heads/main', 'wrong-ref'],
      ['refs/heads/mai', 'refs/heads/main', 'wrong-ref'],
      ['refs/heads/main', 'refs/heads/*', 'ok'],
      ['refs/heads/feature/x', 'refs/heads/*', 'wrong-ref'],
      ['refs/heads/feature/x', 'refs/heads/**', 'ok'],
      ['refs/heads/.hidden', 'refs/heads/*', 'ok'],
      ['refs/tags/v1.2.3', 'refs/tags/v*', 'ok'],
      ['refs/heads/v1.2.3', 'refs/tags/v*', 'wrong-ref'],
      ['refs/pull/7/merge', 'refs/heads/*', 'wrong-ref']
    ])('%s against %s: %s', (ref, glob, expected) => {
      expect(verdict(match({ sourceRepositoryRef: ref }, { ref: glob }))).toBe(expected)
    })

    it('refuses a certificate without a ref when the policy names one, and says so', () => {
      expect(match({ sourceRepositoryRef: undefined })).toEqual({
        ok: false,
        code: 'wrong-ref',
        message: 'built from ref (none), which does not match "refs/heads/main"'
      })
    })

    it('accepts any ref when the policy names none', () => {
      expect(verdict(match({ sourceRepositoryRef: 'refs/heads/anything' }, { ref: undefined }))).toBe('ok')
    })
  })

  describe('the issuer is the one named, exactly', () => {
    it.each([
      [`${GITHUB_ACTIONS_ISSUER}/acme`],
      [`${GITHUB_ACTIONS_ISSUER}/`],
      ['https://token.actions.githubusercontent.com.evil.example'],
      ['HTTPS://TOKEN.ACTIONS.GITHUBUSERCONTENT.COM'],
      [undefined]
    ])('refuses %s', (issuer) => {
      expect(match({ issuer })).toEqual({
        ok: false,
        code: 'wrong-issuer',
        message: `the certificate was issued for ${issuer === undefined ? '(none)' : JSON.stringify(issuer)}, not "${GITHUB_ACTIONS_ISSUER}"`
      })
    })

    it('accepts an enterprise issuer only when the policy names it', () => {
      const issuer = `${GITHUB_ACTIONS_ISSUER}/acme`
      expect(verdict(match({ issuer }, { issuer }))).toBe('ok')
    })
  })

  describe('a claim a GitHub Actions build always has is missing', () => {
    // The policy names no signer and no ref here, so only the completeness check can refuse.
    const lax = { signerWorkflow: undefined, ref: undefined }
    it.each([['signerUri'], ['sourceRepositoryRef'], ['sourceRepositoryDigest']] as const)(
      'refuses without %s',
      (claim) => {
        expect(match({ [claim]: undefined }, lax)).toEqual({
          ok: false,
          code: 'wrong-signer',
          message: 'the certificate lacks the GitHub Actions build claims (signer, ref, commit)'
        })
        expect(match({ [claim]: '' }, lax)).toMatchObject({ ok: false, code: 'wrong-signer' })
      }
    )

    it('does not need a run URL or a build config', () => {
      expect(match({ runInvocationUri: undefined, buildConfigUri: undefined }, lax)).toMatchObject({
        ok: true,
        evidence: { runUrl: '', buildConfig: undefined }
      })
    })
  })

  describe('the signed statement vouches for the digest', () => {
    it('accepts the digest among several subjects', () => {
      expect(verdict(match({}, {}, statement('a'.repeat(64), HEX)))).toBe('ok')
    })

    it.each([
      ['another digest', statement('b'.repeat(64)), /^the signed subject is sha256:bbbbbbbbbbbb…, not sha256:28492db0/],
      ['a prefix of the digest', statement(HEX.slice(0, 12)), /^the signed subject is sha256:28492db02849…, not /],
      ['no subjects', statement(), /^the signed subject is not a sha256 digest, not /],
      [
        'not in-toto',
        { ...(statement(HEX) as object), _type: 'https://in-toto.io/Statement/v0.1' },
        /not an in-toto v1/
      ],
      ['no statement', null, /not an in-toto v1/],
      [
        'another predicate',
        { ...(statement(HEX) as object), predicateType: 'https://spdx.dev/Document' },
        /predicate is "https:\/\/spdx\.dev\/Document", not SLSA provenance v1/
      ]
    ])('refuses %s', (_what, signed, message) => {
      const result = match({}, {}, signed)
      expect(result).toMatchObject({ ok: false, code: 'subject-mismatch' })
      if (!result.ok) expect(result.message).toMatch(message)
    })

    it('judges the subject before the certificate', () => {
      expect(verdict(match({ issuer: 'https://elsewhere' }, {}, statement('b'.repeat(64))))).toBe('subject-mismatch')
    })
  })
})
