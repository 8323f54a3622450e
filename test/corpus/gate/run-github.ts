/** Runs one corpus case through the GitHub path: the compare/trees/blobs reader against the stand-in. */
import { createGitHubClient, type GitHubClient } from '../../../src/github/client.js'
import { githubCompareSource } from '../../../src/gate/github-source.js'
import { configRepo } from '../../../src/github/config-repo.js'
import { DEFAULT_LIMITS, judgeChanges } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../src/gate/policy.js'
import type { GateVerdict } from '../../../src/gate/verdict.js'
import { codesOf } from './run-local.js'

export const DEFAULT_POLICY: GatePolicy = {
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange: false,
  allowDowngrade: false
}

export function standInClient(url: string, token: string): GitHubClient {
  return createGitHubClient({ token, baseUrl: url, retries: 0 })
}

export async function runGitHub(
  octokit: GitHubClient,
  fullName: string,
  base: string,
  head: string,
  policy: Partial<GatePolicy> = {}
): Promise<{ verdict: GateVerdict; codes: string[] }> {
  const [owner, repo] = fullName.split('/') as [string, string]
  const verdict = await judgeChanges(
    githubCompareSource(configRepo(octokit, { owner, repo }), base, head),
    { ...DEFAULT_POLICY, ...policy },
    DEFAULT_LIMITS
  )
  return { verdict, codes: codesOf(verdict.reasons) }
}
