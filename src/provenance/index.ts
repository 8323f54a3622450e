/**
 * The provenance check, loaded by the gate with `import()` only when a release policy entry asks
 * for provenance: the Sigstore libraries stay out of every other command.
 */
import { createGitHubClient } from '../github/client.js'
import { listProvenanceBundles, type BundleFetch } from '../github/attestations.js'
import { parseRepo } from '../github/repo-ref.js'
import { createProvenanceChecker } from './check.js'
import { trustedRootFromFile, trustedRootFromTuf } from './trusted-root.js'
import type { ProvenanceChecker } from './types.js'

export interface ProvenanceOptions {
  /** The GitHub API the attestations are listed from. */
  readonly api: { readonly token: string; readonly baseUrl: string }
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
  const octokit = createGitHubClient(options.api)
  return createProvenanceChecker({
    list: (repository, digest) =>
      listProvenanceBundles(octokit, parseRepo(repository, 'repository'), digest, options.fetchBundle),
    trust: () =>
      options.trustedRoot === undefined
        ? trustedRootFromTuf(options.cacheDir)
        : trustedRootFromFile(options.trustedRoot, options.cwd, options.trustedRootLabel)
  })
}

export type { ProvenanceChecker } from './types.js'
