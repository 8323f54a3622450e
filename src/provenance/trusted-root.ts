/**
 * The Sigstore trusted root bundles are verified against: a file (the `trusted-root` input;
 * `gh attestation trusted-root` writes one root per line, public-good and GitHub's own), or, by
 * default, the public-good root from Sigstore's TUF repository.
 */
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import { toTrustMaterial, type TrustMaterial } from '@sigstore/verify'
import { InputError, messageOf } from '../errors.js'

/** Reads a trusted root file: one JSON document, or JSON lines merged into one root. */
export async function trustedRootFromFile(path: string, cwd: string, label: string): Promise<TrustMaterial> {
  let text: string
  try {
    text = await readFile(resolve(cwd, path), 'utf8')
  } catch (error) {
    throw new InputError(`${label}: cannot read ${JSON.stringify(path)}: ${messageOf(error)}`)
  }
  return toTrustMaterial(parseTrustedRoots(text, path, label))
}

export function parseTrustedRoots(text: string, path: string, label: string): TrustedRoot {
  let documents: unknown[]
  try {
    documents = [JSON.parse(text) as unknown]
  } catch {
    try {
      documents = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown)
    } catch (error) {
      throw new InputError(
        `${label}: ${JSON.stringify(path)} is not a Sigstore trusted root (JSON, or JSON lines as gh attestation trusted-root writes): ${messageOf(error)}`
      )
    }
  }
  const roots = documents.map((d) => TrustedRoot.fromJSON(d))
  if (documents.length === 0 || roots.every((r) => r.certificateAuthorities.length === 0))
    throw new InputError(`${label}: ${JSON.stringify(path)} names no certificate authority; it is not a trusted root.`)
  const [first, ...rest] = roots
  return rest.reduce(
    (all, r) => ({
      ...all,
      tlogs: [...all.tlogs, ...r.tlogs],
      certificateAuthorities: [...all.certificateAuthorities, ...r.certificateAuthorities],
      ctlogs: [...all.ctlogs, ...r.ctlogs],
      timestampAuthorities: [...all.timestampAuthorities, ...r.timestampAuthorities]
    }),
    first!
  )
}

/**
 * The public-good root through TUF (network: Sigstore's CDN, starting from the root embedded in
 * @sigstore/tuf). It does not cover GitHub's private-repository trust domain; that needs a file.
 */
export async function trustedRootFromTuf(cacheDir: string = tmpdir()): Promise<TrustMaterial> {
  const { getTrustedRoot } = await import('@sigstore/tuf')
  try {
    return toTrustMaterial(await getTrustedRoot({ cachePath: join(cacheDir, 'gitops-release-sigstore-tuf') }))
  } catch (error) {
    // The embedded root only starts the update; the trusted root itself must be fetched fresh.
    throw new Error(
      `fetching the public-good root from Sigstore's TUF repository failed (${messageOf(error)}); offline, set trusted-root to a file (gh attestation trusted-root writes one)`,
      { cause: error }
    )
  }
}
