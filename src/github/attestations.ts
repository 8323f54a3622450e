/**
 * Artifact attestations stored on GitHub for a digest
 * (`GET /repos/{owner}/{repo}/attestations/{subject_digest}`). A listing carries each Sigstore
 * bundle inline or, in newer API versions, only a `bundle_url` to a snappy-compressed copy.
 */
import snappy from 'snappyjs'
import type { GitHubClient } from './client.js'
import type { RepoRef } from './repo-ref.js'

/** A bundle is a few kilobytes; anything far larger is not one and is not read further. */
export const MAX_BUNDLE_BYTES = 1024 * 1024

/** One listed attestation: its bundle as JSON, or why it could not be had. */
export type ListedBundle = { readonly bundle: unknown } | { readonly unavailable: string }

interface ListedAttestation {
  bundle?: unknown
  bundle_url?: string
}

/** Downloads a `bundle_url`; tests and air-gapped runs pass their own. */
export type BundleFetch = (url: string) => Promise<Uint8Array>

/** Lists the provenance attestations of `digest` (`sha256:<hex>`) in `repo`, at most 100. */
export async function listProvenanceBundles(
  octokit: GitHubClient,
  repo: RepoRef,
  digest: string,
  fetchBundle: BundleFetch = fetchCapped
): Promise<ListedBundle[]> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/attestations/{subject_digest}', {
    ...repo,
    subject_digest: digest,
    predicate_type: 'provenance',
    per_page: 100
  })
  const listed = (data as { attestations?: ListedAttestation[] }).attestations ?? []
  return Promise.all(
    listed.map(async (a): Promise<ListedBundle> => {
      if (a.bundle !== undefined && a.bundle !== null) return { bundle: a.bundle }
      if (!a.bundle_url) return { unavailable: 'the listing gave neither a bundle nor a bundle_url' }
      try {
        return { bundle: decodeBundle(await fetchBundle(a.bundle_url)) }
      } catch (error) {
        return {
          unavailable: `bundle_url could not be read: ${error instanceof Error ? error.message : String(error)}`
        }
      }
    })
  )
}

/** A downloaded bundle: snappy block format around the JSON, as GitHub serves it. */
export function decodeBundle(bytes: Uint8Array): unknown {
  const raw = snappy.uncompress(bytes, MAX_BUNDLE_BYTES)
  return JSON.parse(Buffer.from(raw).toString('utf8')) as unknown
}

/** GETs a URL (no token: the URL is pre-signed) and refuses bodies over {@link MAX_BUNDLE_BYTES}. */
async function fetchCapped(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) })
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += (chunk as Uint8Array).length
    if (size > MAX_BUNDLE_BYTES) throw new Error(`larger than ${MAX_BUNDLE_BYTES} bytes`)
    chunks.push(chunk as Uint8Array)
  }
  return Buffer.concat(chunks)
}
