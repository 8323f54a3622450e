/**
 * The claims Fulcio writes into a GitHub Actions signing certificate, read from its extensions
 * (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md). Pure.
 */

/** One certificate extension as @sigstore/verify reports it: dotted OID and raw value. */
export interface CertificateExtension {
  readonly oid: { readonly id: readonly number[] }
  readonly value: Uint8Array
}

export interface CertificateIdentity {
  readonly issuer: string | undefined
  /** The signer workflow URI (Build Signer URI, also the SAN). */
  readonly signerUri: string | undefined
  readonly sourceRepositoryUri: string | undefined
  readonly sourceRepositoryDigest: string | undefined
  readonly sourceRepositoryRef: string | undefined
  readonly buildConfigUri: string | undefined
  readonly runInvocationUri: string | undefined
}

const FULCIO = '1.3.6.1.4.1.57264.1.'
// Extensions from .8 on hold a DER UTF8String; the older .1 to .6 hold raw bytes.
const FIELDS = {
  issuer: 8,
  signerUri: 9,
  sourceRepositoryUri: 12,
  sourceRepositoryDigest: 13,
  sourceRepositoryRef: 14,
  buildConfigUri: 18,
  runInvocationUri: 21
} as const

export function certificateIdentity(extensions: readonly CertificateExtension[]): CertificateIdentity {
  const byOid = new Map(extensions.map((e) => [e.oid.id.join('.'), e.value]))
  const read = (n: number): string | undefined => {
    const value = byOid.get(`${FULCIO}${n}`)
    return value === undefined ? undefined : derUtf8String(value)
  }
  const identity = Object.fromEntries(Object.entries(FIELDS).map(([name, n]) => [name, read(n)])) as Record<
    keyof typeof FIELDS,
    string | undefined
  >
  // Certificates issued before the .8 extension existed carry the issuer raw in .1.
  const legacyIssuer = byOid.get(`${FULCIO}1`)
  return {
    ...identity,
    issuer: identity.issuer ?? (legacyIssuer ? Buffer.from(legacyIssuer).toString('utf8') : undefined)
  }
}

/** The text of a DER UTF8String (tag 0x0c), or undefined when the value is not one. */
export function derUtf8String(der: Uint8Array): string | undefined {
  if (der.length < 2 || der[0] !== 0x0c) return undefined
  let length = der[1]!
  let start = 2
  if (length & 0x80) {
    const bytes = length & 0x7f
    if (bytes === 0 || bytes > 3 || der.length < 2 + bytes) return undefined
    length = 0
    for (let i = 0; i < bytes; i++) length = length * 256 + der[2 + i]!
    start = 2 + bytes
  }
  if (start + length !== der.length) return undefined
  return Buffer.from(der.subarray(start, start + length)).toString('utf8')
}
