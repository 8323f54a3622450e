// Auto-merge as GitHub runs it: `enablePullRequestAutoMerge` arms a PR that is still waiting
// for the base branch's required checks, and the PR merges (as the person who armed it) the
// moment the last of them completes successfully on its head. A PR with nothing left to wait
// for is refused ("clean status"), as are repositories without "Allow auto-merge".
import type { RequiredCheck } from './behaviour.js'
import type { Reply } from './http.js'
import { mergePull } from './merge.js'
import { refresh } from './pullshape.js'
import { nodeId, type Account, type GitHubState, type PullState, type RepoState } from './state.js'

const METHODS = { MERGE: 'merge', SQUASH: 'squash', REBASE: 'rebase' } as const

/** Conclusions GitHub counts as a passing required check. */
const PASSING = new Set(['success', 'neutral', 'skipped'])

/** The checks required of PRs into `branch`: only the default branch has any. */
export function requiredChecksOf(repo: RepoState, branch: string): RequiredCheck[] {
  return branch === repo.defaultBranch ? repo.behaviour.requiredChecks : []
}

/** Whether every required check of the PR's base has a passing latest run on its head. */
export function requiredChecksPassed(repo: RepoState, pr: PullState): boolean {
  // Newest first: the latest run of that name from the required source decides.
  const runs = repo.checkRuns.filter((r) => r.headSha === pr.headSha).sort((a, b) => b.id - a.id)
  return requiredChecksOf(repo, pr.base).every((check) => {
    const run = runs.find((r) => r.name === check.context && (check.appId === undefined || r.appId === check.appId))
    return run?.status === 'completed' && PASSING.has(run.conclusion ?? '')
  })
}

/** GitHub's GraphQL errors: 200, `data` null for the field, and the reasons in `errors`. */
const failed = (message: string, type = 'UNPROCESSABLE'): Reply => ({
  status: 200,
  body: {
    data: { enablePullRequestAutoMerge: null },
    errors: [{ type, path: ['enablePullRequestAutoMerge'], message }]
  }
})

export async function enablePullRequestAutoMerge(
  world: GitHubState,
  input: { pullRequestId?: unknown; mergeMethod?: unknown } | undefined,
  actor: Account
): Promise<Reply> {
  const found = findPullByNodeId(world, input?.pullRequestId)
  if (!found)
    return failed(`Could not resolve to a node with the global id of '${String(input?.pullRequestId)}'`, 'NOT_FOUND')
  const { repo, pr } = found
  const method = METHODS[String(input?.mergeMethod ?? 'MERGE') as keyof typeof METHODS]
  if (method === undefined) return failed(`Unknown merge method ${JSON.stringify(input?.mergeMethod)}`)
  // GitHub prefixes the PR's own validation messages with "Pull request".
  if (!repo.behaviour.allowAutoMerge) return failed('Auto merge is not allowed for this repository')
  if (pr.state !== 'open') return failed(`Pull request Pull request is ${pr.mergedAt ? 'merged' : 'closed'}`)
  if (pr.draft) return failed('Pull request Pull request is in draft state')
  if (method === 'rebase') return failed('Pull request Merge method rebase merging is not allowed on this repository')
  if (requiredChecksOf(repo, pr.base).length === 0)
    return failed('Pull request Protected branch rules not configured for this branch')
  await refresh(repo, pr)
  if (repo.behaviour.bypassRequiredChecks || requiredChecksPassed(repo, pr))
    return failed('Pull request Pull request is in clean status')
  pr.autoMerge = { method, enabledBy: actor.login }
  pr.updatedAt = world.now()
  return {
    status: 200,
    body: {
      data: { enablePullRequestAutoMerge: { pullRequest: { autoMergeRequest: { mergeMethod: method.toUpperCase() } } } }
    }
  }
}

/**
 * After a check run completes on `sha`: merges each armed PR whose head it is and whose required
 * checks have now all passed. A refused merge (conflict, head moved) leaves the PR open and
 * armed, as GitHub leaves it until the next event.
 */
export async function mergeArmedPulls(world: GitHubState, repo: RepoState, sha: string): Promise<void> {
  for (const pr of repo.pulls) {
    if (pr.state !== 'open' || pr.autoMerge === null) continue
    await refresh(repo, pr)
    if (pr.headSha !== sha || !requiredChecksPassed(repo, pr)) continue
    const { method, enabledBy } = pr.autoMerge
    try {
      await mergePull(world, repo, pr, { merge_method: method, sha }, world.account(enabledBy))
    } catch {
      continue
    }
  }
}

function findPullByNodeId(world: GitHubState, id: unknown): { repo: RepoState; pr: PullState } | undefined {
  for (const repo of world.repos.values()) {
    const pr = repo.pulls.find((p) => nodeId('PR', p.id) === id)
    if (pr) return { repo, pr }
  }
  return undefined
}
