/**
 * The provenance check, loaded by the gate with `import()` only when a release policy entry asks
 * for provenance: the Sigstore libraries stay out of every other command.
 */
import type { GitHubClient } from '../github/client.js'
import { listProvenanceBundles, type BundleFetch } from '../github/attestations.js'
import { parseRepo } from '../github/repo-ref.js'
import { createProvenanceChecker } from './check.js'
import { trustedRootFromFile, trustedRootFromTuf } from './trusted-root.js'
import type { ProvenanceChecker } from './types.js'

export interface ProvenanceOptions {
  readonly octokit: GitHubClient
  /** The `trusted-root` file; undefined: the public-good root from Sigstore's TUF repository. */
  readonly trustedRoot: string | undefined
  /** How the input or flag is named in messages. */
  readonly trustedRootLabel: string
  readonly cwd: string
  /** Where the TUF client may cache metadata. */
  readonly cacheDir?: string | undefined
  readonly fetchBundle?: BundleFetch | undefined
}

export function githubProvenanceChecker(options: ProvenanceOptions): ProvenanceChecker {
  return createProvenanceChecker({
    list: (repository, digest) =>
      listProvenanceBundles(options.octokit, parseRepo(repository, 'repository'), digest, options.fetchBundle),
    trust: () =>
      options.trustedRoot === undefined
        ? trustedRootFromTuf(options.cacheDir)
        : trustedRootFromFile(options.trustedRoot, options.cwd, options.trustedRootLabel)
  })
}

export type { ProvenanceChecker } from './types.js'
