/**
 * Which commits of the base branch contain the expected revision, from the branch's commit
 * listing alone (each commit names its parents): a report on one of them is about a deployment
 * of the release. A commit listed after the merge that does not reach it through its parents (a
 * side branch merged later, a commit pushed beside it) does not contain it. Pure.
 */
import type { BranchCommit } from '../../github/statuses.js'

export interface BranchHistory {
  /** The expected revision is on the branch (within what was listed). */
  readonly found: boolean
  /** Its committer date (ms), when listed. */
  readonly committedAt: number | undefined
  /** Commits of the branch that contain it, newest first, itself excluded. */
  readonly descendants: readonly string[]
}

export function branchHistory(commits: readonly BranchCommit[], revision: string): BranchHistory {
  const parents = new Map(commits.map((c) => [c.sha, c.parents]))
  const own = commits.find((c) => c.sha === revision)
  if (own === undefined) return { found: false, committedAt: undefined, descendants: [] }
  const contains = new Map<string, boolean>([[revision, true]])
  // Iterative, so a long history cannot overflow the stack: a commit contains the revision if any
  // parent does; parents that were not listed (older than the revision) do not. Git histories
  // have no cycles; a bound on the steps keeps a malformed answer from looping.
  let steps = 0
  const reaches = (start: string): boolean => {
    const stack = [start]
    while (stack.length > 0 && steps++ < 100_000) {
      const sha = stack[stack.length - 1]!
      if (contains.has(sha)) {
        stack.pop()
        continue
      }
      const unknown = (parents.get(sha) ?? []).filter((p) => !contains.has(p))
      if (unknown.length > 0) {
        stack.push(...unknown)
        continue
      }
      contains.set(
        sha,
        (parents.get(sha) ?? []).some((p) => contains.get(p) === true)
      )
      stack.pop()
    }
    return contains.get(start) === true
  }
  const descendants = commits.filter((c) => c.sha !== revision && reaches(c.sha)).map((c) => c.sha)
  const date = own.committedAt === undefined ? Number.NaN : Date.parse(own.committedAt)
  return { found: true, committedAt: Number.isNaN(date) ? undefined : date, descendants }
}
