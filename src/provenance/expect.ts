/**
 * Whether a verified attestation says what the release policy asks: the issuer, source
 * repository, signer workflow and ref in the certificate, and the new digest among the signed
 * statement's subjects. Pure: the signature was checked before this runs.
 */
import picomatch from 'picomatch'
import type { CertificateIdentity } from './identity.js'
import type { AttestationExpectation, ProvenanceResult } from './types.js'

/** The predicate type of GitHub's build provenance attestations. */
export const SLSA_PROVENANCE_V1 = 'https://slsa.dev/provenance/v1'
const IN_TOTO_STATEMENT_V1 = 'https://in-toto.io/Statement/v1'

export function matchAttestation(
  identity: CertificateIdentity,
  statement: unknown,
  digest: string,
  want: AttestationExpectation
): ProvenanceResult {
  const fail = (code: Exclude<ProvenanceResult, { ok: true }>['code'], message: string): ProvenanceResult => ({
    ok: false,
    code,
    message
  })
  const subject = subjectProblem(statement, digest)
  if (subject) return fail('subject-mismatch', subject)
  if (identity.issuer !== want.issuer)
    return fail(
      'wrong-issuer',
      `the certificate was issued for ${quote(identity.issuer)}, not ${JSON.stringify(want.issuer)}`
    )
  const repository = repositoryPath(identity.sourceRepositoryUri)
  if (repository?.toLowerCase() !== want.repository.toLowerCase())
    return fail(
      'wrong-repository',
      `built from ${quote(identity.sourceRepositoryUri)}, not ${JSON.stringify(want.repository)}`
    )
  const signer = workflowPath(identity.signerUri)
  if (want.signerWorkflow !== undefined && signer?.toLowerCase() !== want.signerWorkflow.toLowerCase())
    return fail('wrong-signer', `signed by ${quote(identity.signerUri)}, not ${JSON.stringify(want.signerWorkflow)}`)
  const ref = identity.sourceRepositoryRef
  if (want.ref !== undefined && (ref === undefined || !picomatch.isMatch(ref, want.ref, { dot: true })))
    return fail('wrong-ref', `built from ref ${quote(ref)}, which does not match ${JSON.stringify(want.ref)}`)
  if (!identity.signerUri || !ref || !identity.sourceRepositoryUri || !identity.sourceRepositoryDigest)
    return fail('wrong-signer', 'the certificate lacks the GitHub Actions build claims (signer, ref, commit)')
  return {
    ok: true,
    evidence: {
      repository: identity.sourceRepositoryUri,
      signerWorkflow: identity.signerUri,
      buildConfig: identity.buildConfigUri === identity.signerUri ? undefined : identity.buildConfigUri,
      ref,
      commit: identity.sourceRepositoryDigest,
      runUrl: identity.runInvocationUri ?? ''
    }
  }
}

/** Why the statement does not vouch for `digest` (`sha256:<hex>`), or undefined when it does. */
function subjectProblem(statement: unknown, digest: string): string | undefined {
  const s = statement as { _type?: unknown; predicateType?: unknown; subject?: unknown } | null
  if (typeof s !== 'object' || s === null || s._type !== IN_TOTO_STATEMENT_V1)
    return 'the signed payload is not an in-toto v1 statement'
  if (s.predicateType !== SLSA_PROVENANCE_V1)
    return `the statement's predicate is ${quote(typeof s.predicateType === 'string' ? s.predicateType : undefined)}, not SLSA provenance v1`
  const hex = digest.replace(/^sha256:/, '')
  const subjects = Array.isArray(s.subject) ? (s.subject as { digest?: Record<string, unknown> }[]) : []
  if (subjects.some((sub) => sub?.digest?.['sha256'] === hex)) return undefined
  const named = subjects.map((sub) => sub?.digest?.['sha256']).filter((d): d is string => typeof d === 'string')
  return `the signed subject is ${named.length > 0 ? named.map((d) => `sha256:${d.slice(0, 12)}…`).join(', ') : 'not a sha256 digest'}, not ${digest}`
}

/** `https://github.com/acme/todo-api` → `acme/todo-api`. */
function repositoryPath(uri: string | undefined): string | undefined {
  const path = pathOf(uri)
  return path?.split('/').length === 2 ? path : undefined
}

/** `https://github.com/o/r/.github/workflows/x.yml@refs/heads/main` → `o/r/.github/workflows/x.yml`. */
function workflowPath(uri: string | undefined): string | undefined {
  return pathOf(uri?.split('@')[0])
}

function pathOf(uri: string | undefined): string | undefined {
  if (uri === undefined) return undefined
  try {
    return new URL(uri).pathname.replace(/^\/+/, '')
  } catch {
    return undefined
  }
}

function quote(value: string | undefined): string {
  return value === undefined ? '(none)' : JSON.stringify(value)
}
