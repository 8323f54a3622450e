/**
 * One Sigstore bundle checked against the trusted root with sigstore-js: certificate chain to a
 * trusted Fulcio CA, transparency log entry or RFC 3161 timestamp, and the DSSE signature over
 * the statement. Returns what the certificate and statement say; policy is matched elsewhere.
 */
import { BUNDLE_V01_MEDIA_TYPE, bundleFromJSON, type Bundle } from '@sigstore/bundle'
import { Verifier, toSignedEntity, type TrustMaterial } from '@sigstore/verify'
import { certificateIdentity, type CertificateIdentity } from './identity.js'
import type { ProvenanceFailureCode } from './types.js'

export interface VerifiedAttestation {
  readonly identity: CertificateIdentity
  /** The signed in-toto statement, parsed. */
  readonly statement: unknown
}

export class AttestationRejected extends Error {
  override name = 'AttestationRejected'
  constructor(
    readonly code: ProvenanceFailureCode,
    message: string
  ) {
    super(message)
  }
}

const IN_TOTO_PAYLOAD = 'application/vnd.in-toto+json'

export function verifyAttestation(json: unknown, trust: TrustMaterial): VerifiedAttestation {
  let bundle: Bundle
  try {
    bundle = bundleFromJSON(json)
  } catch (error) {
    throw new AttestationRejected('bad-signature', `not a valid Sigstore bundle (${messageOf(error)})`)
  }
  // v0.1 bundles carry no inclusion proof; gh attestation verify refuses them too.
  if (bundle.mediaType === BUNDLE_V01_MEDIA_TYPE)
    throw new AttestationRejected('bad-signature', 'a v0.1 Sigstore bundle; v0.2 or later is required')
  // Public-good bundles prove their time with a Rekor entry and an SCT; GitHub's own trust
  // domain (private repositories) has neither, and an RFC 3161 timestamp instead.
  const logged = bundle.verificationMaterial.tlogEntries.length > 0
  const verifier = new Verifier(
    trust,
    logged ? { tlogThreshold: 1, ctlogThreshold: 1 } : { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 1 }
  )
  let signer
  try {
    signer = verifier.verify(toSignedEntity(bundle))
  } catch (error) {
    const detail = verificationDetail(error)
    // The log entry records the hash of the payload that was signed: a mismatch means the
    // statement (its subject, usually) was edited after signing.
    const tampered = /payload hash mismatch/i.test(detail)
    throw new AttestationRejected(
      tampered ? 'tampered-statement' : 'bad-signature',
      tampered
        ? `the signed statement was altered after signing (${detail})`
        : `the signature does not verify against the trusted root (${detail})`
    )
  }
  const envelope = bundle.content.$case === 'dsseEnvelope' ? bundle.content.dsseEnvelope : undefined
  if (!envelope || envelope.payloadType !== IN_TOTO_PAYLOAD)
    throw new AttestationRejected('subject-mismatch', 'the bundle signs something other than an in-toto statement')
  let statement: unknown
  try {
    statement = JSON.parse(Buffer.from(envelope.payload).toString('utf8'))
  } catch {
    throw new AttestationRejected('subject-mismatch', 'the signed payload is not JSON')
  }
  const oids = signer.identity?.oids ?? []
  return {
    identity: certificateIdentity(oids.map((o) => ({ oid: { id: o.oid?.id ?? [] }, value: o.value }))),
    statement
  }
}

function verificationDetail(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return `${typeof code === 'string' ? `${code}: ` : ''}${messageOf(error)}`
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
