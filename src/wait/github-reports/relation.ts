/**
 * Whether a later commit of the branch still carries the release, so that what the cluster
 * reports on it counts for this release. Argo CD reports on the commit it synced, which may come
 * after the merge; but anyone with write access can push such a commit, so only its manifest, read
 * there, can show it deploys the release: a commit whose manifest is gone, moved, unreadable or
 * not read proves nothing, and its reports do not count. Pure, but for the read in
 * {@link manifestRelation}.
 */
import { InputError, messageOf } from '../../errors.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import { sameImage } from '../../image/reference.js'
import { logValue } from '../../markdown/escape.js'
import { pinnedImage, type ManifestSource } from '../expected.js'

/** How a watched commit relates to the expected revision. */
export type Relation =
  | { readonly kind: 'expected' }
  /** A later commit of the branch whose manifest still pins the release's image. */
  | { readonly kind: 'descendant' }
  /** A later commit of the branch that pins another image: its reports are about another release. */
  | { readonly kind: 'superseded'; readonly image: string }
  /**
   * A later commit that does not show it carries the release: its reports do not count, and
   * `reason` says why. `retry`: the read failed and may work at the next look; the rest is as
   * final as the commit.
   */
  | { readonly kind: 'unproven'; readonly reason: string; readonly retry: boolean }

/** What reading the manifest at a later commit gave. */
export type ManifestRead =
  | { readonly kind: 'file'; readonly text: string }
  | { readonly kind: 'absent' }
  | { readonly kind: 'failed'; readonly error: unknown }

/**
 * A later commit's relation from its manifest: the release's image (the same repository and
 * digest, whatever the tag) wherever the release is read from, or nothing counts there.
 */
export function laterRelation(source: ManifestSource, release: string, sha: string, read: ManifestRead): Relation {
  const file = logValue(source.manifest)
  if (read.kind === 'absent')
    return {
      kind: 'unproven',
      reason: `${file} does not exist there (deleted, or moved to another path), so nothing shows it still deploys ${release}`,
      retry: false
    }
  if (read.kind === 'failed') {
    // What GitHub refused to serve as a file (a directory, not UTF-8) stays so; a 5xx or a reset may pass.
    if (read.error instanceof InputError)
      return { kind: 'unproven', reason: `${file} cannot be read there: ${clause(read.error)}`, retry: false }
    return {
      kind: 'unproven',
      reason: `reading ${file} there failed (${clause(read.error)}), so nothing shows it still deploys ${release} until a read succeeds`,
      retry: true
    }
  }
  let later
  try {
    later = pinnedImage(read.text, source, `${file} at ${sha.slice(0, 7)}`)
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return { kind: 'unproven', reason: `it does not show which image it deploys: ${clause(error)}`, retry: false }
  }
  return sameImage(later.image, release) ? { kind: 'descendant' } : { kind: 'superseded', image: later.image }
}

/** An error's message as a clause of a longer sentence. */
function clause(error: unknown): string {
  return messageOf(error).replace(/\.$/, '')
}

/** {@link laterRelation} with the manifest read from the config repo at each commit asked about. */
export function manifestRelation(
  repo: Pick<ConfigRepo, 'readFile'>,
  source: ManifestSource,
  release: string
): (sha: string) => Promise<Relation> {
  return async (sha) => laterRelation(source, release, sha, await readManifest(repo, source.manifest, sha))
}

async function readManifest(repo: Pick<ConfigRepo, 'readFile'>, path: string, sha: string): Promise<ManifestRead> {
  try {
    const text = await repo.readFile(path, sha)
    return text === undefined ? { kind: 'absent' } : { kind: 'file', text }
  } catch (error) {
    return { kind: 'failed', error }
  }
}
