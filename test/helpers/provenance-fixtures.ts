/**
 * The real Sigstore bundles and trusted roots in ../shared/provenance (see its MANIFEST.md),
 * read in place: they are test data from cli/cli and sigstore-go and are not copied here.
 * Outside CI a checkout without shared/ skips the tests that need them, saying so.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sharedRequired } from './shared-dir.js'

export const PROVENANCE_DIR = fileURLToPath(new URL('../../../shared/provenance/', import.meta.url))

/** True when the fixtures are missing and the tests that read them should be skipped. */
export const NO_FIXTURES = !existsSync(`${PROVENANCE_DIR}MANIFEST.md`) && !sharedRequired()
export const SKIP_REASON = '(skipped: ../shared/provenance is absent outside CI)'

/** A bundle as JSON; `.jsonl` files hold one bundle per line and the first is taken. */
export function bundle(name: string): Record<string, unknown> {
  const text = readFileSync(`${PROVENANCE_DIR}${name}`, 'utf8')
  return JSON.parse(name.endsWith('.jsonl') ? text.split('\n')[0]! : text) as Record<string, unknown>
}

export const ROOT_FILE = `${PROVENANCE_DIR}cli-cli__trusted_root.json`

export const FIXTURE = {
  reusable: 'cli-cli__reusable-workflow-attestation.sigstore.json',
  tampered: 'derived__reusable-workflow-attestation.tampered-subject.json',
  invalidSignature: 'cli-cli__sigstoreBundle-invalid-signature.json',
  customIssuer: 'cli-cli__custom-issuer.sigstore.json',
  privateRepo: 'cli-cli__github_provenance_demo-0.0.12-py3-none-any-bundle.jsonl',
  missingCert: 'cli-cli__github_provenance_demo-0.0.12-py3-none-any-bundle-missing-cert.jsonl',
  npmSha512: 'cli-cli__sigstore-js-2.1.0-bundle.json',
  v01: 'sigstore-go__sigstore.js@2.0.0-provenance.sigstore.json'
} as const

/** The subject digest of the reusable-workflow attestation, and what its certificate says. */
export const REUSABLE = {
  digest: 'sha256:49a3aa6075e0f49f82843e74b5baa614ad2a588e6675612bf108a0a008c5ac25',
  repository: 'malancas/attest-demo',
  signerWorkflow: 'github/artifact-attestations-workflows/.github/workflows/attest.yml',
  ref: 'refs/heads/main',
  commit: '95baf27389e83e6a5c48f42e190d48d7abcea19e',
  run: 'https://github.com/malancas/attest-demo/actions/runs/9228858953/attempts/1'
} as const

/** The digest the tampered copy names instead. */
export const TAMPERED_DIGEST = `sha256:${'a'.repeat(64)}`
