// Artifact attestations by subject digest, as GitHub lists them for a repository. Tests
// register real Sigstore bundles (GitHubStandIn.addAttestation); the stand-in never signs.
import { randomUUID } from 'node:crypto'
import snappy from 'snappyjs'
import { ok, type Reply } from './http.js'
import { route } from './router.js'
import type { GitHubState, RepoState } from './state.js'

/** The predicate type GitHub's `predicate_type=provenance` filter stands for. */
export const SLSA_PROVENANCE_V1 = 'https://slsa.dev/provenance/v1'

export interface StoredAttestation {
  /** `sha256:<hex>`, the digest it is listed under. */
  readonly digest: string
  readonly bundle: Record<string, unknown>
  readonly predicateType: string
  /**
   * Where the listing points for the bundle instead of inlining it, as GitHub's newer API
   * versions do: a path on the stand-in that serves it snappy-compressed, without a token.
   */
  readonly downloadPath?: string | undefined
}

/** Bundle downloads by path, per stand-in: GitHub serves them from storage, not the REST API. */
const downloads = new WeakMap<GitHubState, Map<string, Buffer>>()

/** Keeps a bundle for download and returns its path. */
export function storeDownload(world: GitHubState, bundle: Record<string, unknown>): string {
  const path = `/_attestation-bundles/${randomUUID()}`
  const files = downloads.get(world) ?? new Map<string, Buffer>()
  files.set(path, Buffer.from(snappy.compress(Buffer.from(JSON.stringify(bundle)))))
  downloads.set(world, files)
  return path
}

/** A bundle download, answered before authentication (the URL itself is the credential). */
export function downloadReply(world: GitHubState, path: string): Reply | undefined {
  const body = downloads.get(world)?.get(path)
  return body === undefined ? undefined : { status: 200, body, headers: { 'content-type': 'application/octet-stream' } }
}

const stores = new WeakMap<RepoState, StoredAttestation[]>()

export function storeAttestation(repo: RepoState, attestation: StoredAttestation): void {
  stores.set(repo, [...(stores.get(repo) ?? []), attestation])
}

/** The predicate type inside a bundle's DSSE statement, or undefined when it has none readable. */
export function predicateTypeOf(bundle: Record<string, unknown>): string | undefined {
  const payload = (bundle['dsseEnvelope'] as { payload?: unknown } | undefined)?.payload
  if (typeof payload !== 'string') return undefined
  try {
    const type = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { predicateType?: unknown })
      .predicateType
    return typeof type === 'string' ? type : undefined
  } catch {
    return undefined
  }
}

/** GitHub's filter words for predicate types; anything else is compared as written. */
const PREDICATE_ALIASES: Record<string, string> = {
  provenance: SLSA_PROVENANCE_V1,
  sbom: 'https://spdx.dev/Document/v2.3'
}

export const attestationRoutes = [
  route(
    'GET',
    '/repos/{owner}/{repo}/attestations/{subject_digest}',
    'repos/attestations#list-attestations',
    async ({ world, repo, params, url }) => {
      const filter = url.searchParams.get('predicate_type')
      const wanted = filter === null ? undefined : (PREDICATE_ALIASES[filter] ?? filter)
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
      const matches = (stores.get(repo) ?? []).filter(
        (a) => a.digest === params['subject_digest'] && (wanted === undefined || a.predicateType === wanted)
      )
      return ok({
        attestations: matches
          .slice(0, perPage)
          .map((a) =>
            a.downloadPath === undefined
              ? { bundle: a.bundle, repository_id: repo.id }
              : { bundle_url: `${world.apiUrl}${a.downloadPath}`, repository_id: repo.id }
          )
      })
    }
  )
]
