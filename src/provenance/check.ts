/**
 * One new digest against one policy entry: list the digest's provenance attestations in the
 * source repository, verify each bundle against the trusted root, and accept on the first whose
 * certificate and statement say what the entry asks. Otherwise the most telling refusal.
 */
import type { TrustMaterial } from '@sigstore/verify'
import { statusOf } from '../github/client.js'
import type { ListedBundle } from '../github/attestations.js'
import { messageOf } from '../errors.js'
import { matchAttestation } from './expect.js'
import type { AttestationExpectation, ProvenanceChecker, ProvenanceFailureCode, ProvenanceResult } from './types.js'
import { AttestationRejected, verifyAttestation } from './verify.js'

export interface CheckerDeps {
  /** The provenance attestations of `digest` in `repository` (`owner/repo`). */
  list(repository: string, digest: string): Promise<ListedBundle[]>
  /** The trusted root; asked once, when the first bundle needs it. */
  trust(): Promise<TrustMaterial>
}

/** When several attestations fail, the one that says most about the build is reported. */
const TELLING: readonly ProvenanceFailureCode[] = [
  'subject-mismatch',
  'wrong-repository',
  'wrong-signer',
  'wrong-ref',
  'wrong-issuer',
  'tampered-statement',
  'bad-signature',
  'provenance-unavailable',
  'no-attestation'
]

type Failure = Extract<ProvenanceResult, { ok: false }>

export function createProvenanceChecker(deps: CheckerDeps): ProvenanceChecker {
  let trust: Promise<TrustMaterial> | undefined
  return {
    async check(digest: string, want: AttestationExpectation): Promise<ProvenanceResult> {
      let listed: ListedBundle[]
      try {
        listed = await deps.list(want.repository, digest)
      } catch (error) {
        return listingFailure(error, digest, want.repository)
      }
      if (listed.length === 0)
        return fail('no-attestation', `${want.repository} has no provenance attestation for ${digest}`)
      let material: TrustMaterial
      try {
        material = await (trust ??= deps.trust())
      } catch (error) {
        return fail('provenance-unavailable', `the Sigstore trusted root could not be loaded: ${messageOf(error)}`)
      }
      const failures: Failure[] = []
      for (const entry of listed) {
        if ('unavailable' in entry) {
          failures.push(fail('provenance-unavailable', entry.unavailable))
          continue
        }
        const result = judge(entry.bundle, material, digest, want)
        if (result.ok) return result
        failures.push(result)
      }
      const worst = failures.sort((a, b) => TELLING.indexOf(a.code) - TELLING.indexOf(b.code))[0]!
      const of = listed.length === 1 ? 'its attestation' : `none of its ${listed.length} attestations vouches, e.g.`
      return fail(worst.code, `${digest} from ${want.repository}, ${of}: ${worst.message}`)
    }
  }
}

function judge(bundle: unknown, trust: TrustMaterial, digest: string, want: AttestationExpectation): ProvenanceResult {
  try {
    const { identity, statement } = verifyAttestation(bundle, trust)
    return matchAttestation(identity, statement, digest, want)
  } catch (error) {
    if (error instanceof AttestationRejected) return fail(error.code, error.message)
    return fail('bad-signature', `the bundle could not be verified: ${messageOf(error)}`)
  }
}

function listingFailure(error: unknown, digest: string, repository: string): Failure {
  const status = statusOf(error)
  const hint = `the token needs 'attestations: read' on ${repository} (and read access to it, if it is private)`
  if (status === 404)
    return fail(
      'no-attestation',
      `GitHub found no attestation for ${digest} in ${repository} (404); if there is one, ${hint}`
    )
  if (status === 403 || status === 401)
    return fail(
      'provenance-unavailable',
      `GitHub refused to list the attestations of ${repository} (${status}): ${hint}`
    )
  return fail(
    'provenance-unavailable',
    `the attestations of ${digest} in ${repository} could not be listed: ${messageOf(error)}`
  )
}

function fail(code: ProvenanceFailureCode, message: string): Failure {
  return { ok: false, code, message }
}
