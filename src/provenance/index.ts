/**
 * The provenance check, loaded by the gate with `import()` only when a release policy entry asks
 * for provenance: the Sigstore libraries stay out of every other command.
 */
import type { AppCredentials } from '../github/app-auth.js'
import { createGitHubClient, type GitHubClient } from '../github/client.js'
import { listProvenanceBundles, type BundleFetch } from '../github/attestations.js'
import { parseRepo } from '../github/repo-ref.js'
import { createProvenanceChecker } from './check.js'
import { trustedRootFromFile, trustedRootFromTuf } from './trusted-root.js'
import type { ProvenanceChecker } from './types.js'

/**
 * How attestations are listed: with the gate's token, or as the gate's GitHub App. An App's
 * installation tokens are minted for one repository each, so the App lists an app repo's
 * attestations with a token of its own for that repo (it must be installed there).
 */
export type ProvenanceApi = (
  | { readonly token: string }
  | {
      readonly app: AppCredentials
      /** Called with every token minted, before it is used: the action masks it. */
      readonly onToken?: ((token: string) => void) | undefined
    }
) & {
  readonly baseUrl: string
  /** Where `baseUrl` came from, for messages: `GITHUB_API_URL` locally; the input by default. */
  readonly baseUrlSource?: string | undefined
}

export interface ProvenanceOptions {
  /** The GitHub API the attestations are listed from. */
  readonly api: ProvenanceApi
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
  const { api } = options
  const clients = new Map<string, GitHubClient>()
  const clientFor = (repository: string): GitHubClient => {
    const key = 'token' in api ? '' : repository.toLowerCase()
    let client = clients.get(key)
    if (client === undefined) {
      client =
        'token' in api
          ? createGitHubClient({ token: api.token, baseUrl: api.baseUrl, baseUrlSource: api.baseUrlSource })
          : createGitHubClient({
              app: { credentials: api.app, repo: parseRepo(repository, 'repository'), onToken: api.onToken },
              baseUrl: api.baseUrl,
              baseUrlSource: api.baseUrlSource
            })
      clients.set(key, client)
    }
    return client
  }
  return createProvenanceChecker({
    list: (repository, digest) =>
      listProvenanceBundles(clientFor(repository), parseRepo(repository, 'repository'), digest, options.fetchBundle),
    trust: () =>
      options.trustedRoot === undefined
        ? trustedRootFromTuf(options.cacheDir)
        : trustedRootFromFile(options.trustedRoot, options.cwd, options.trustedRootLabel)
  })
}

export type { ProvenanceChecker } from './types.js'
