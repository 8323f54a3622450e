/** Shapes shared by the provenance check and the gate that asks for it (types only, no I/O). */

/** What an attestation must say about who built an image, from one entry of the release policy. */
export interface AttestationExpectation {
  /** `owner/repo` the image was built from (the certificate's source repository). */
  readonly repository: string
  /** `owner/repo/.github/workflows/file.yml` that signed; undefined: any workflow. */
  readonly signerWorkflow: string | undefined
  /** Glob the source ref must match (`refs/heads/main`, `refs/tags/v*`); undefined: any. */
  readonly ref: string | undefined
  /** The OIDC issuer the certificate must name. */
  readonly issuer: string
}

/** Why no attestation vouched for a digest; the gate uses these as reason codes. */
export type ProvenanceFailureCode =
  | 'no-attestation'
  | 'bad-signature'
  | 'tampered-statement'
  | 'subject-mismatch'
  | 'wrong-issuer'
  | 'wrong-repository'
  | 'wrong-signer'
  | 'wrong-ref'
  | 'provenance-unavailable'

/** What the verified certificate says about the build, shown for an accepted image. */
export interface BuildEvidence {
  /** Source repository URI, e.g. https://github.com/acme/todo-api. */
  readonly repository: string
  /** The workflow that signed (may be a reusable workflow in another repository), with its ref. */
  readonly signerWorkflow: string
  /** The caller's workflow file and ref, when it differs from the signer. */
  readonly buildConfig: string | undefined
  readonly ref: string
  readonly commit: string
  /** The workflow run that built it. */
  readonly runUrl: string
}

export type ProvenanceResult =
  | { readonly ok: true; readonly evidence: BuildEvidence }
  | { readonly ok: false; readonly code: ProvenanceFailureCode; readonly message: string }

/** Checks one new digest against one expectation. */
export interface ProvenanceChecker {
  check(digest: string, expectation: AttestationExpectation): Promise<ProvenanceResult>
}
