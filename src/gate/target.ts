import { isCommitSha } from '../commit-sha.js'
import type { PullRequest } from '../github/pulls.js'
import type { Log } from '../log.js'
import type { GateTarget, TargetInput } from './event.js'

/** What resolving a target needs: one read of a PR, and a log line. */
export interface TargetPorts {
  readonly log: Log
  pullRequest(number: number): Promise<PullRequest>
}

/**
 * The one place that decides which SHAs are judged and whose PR it is, reading the PR at most
 * once:
 * - a `pull_request` event names everything; nothing is read;
 * - the `pr` input (on an event without a PR) names only the number: the PR is read for its
 *   SHAs, branches and author, at the start of the run;
 * - a merge queue entry names its PR only in the queue branch: the PR is read for the head
 *   branch and author the scope check needs, while the SHAs stay the group's.
 */
export async function resolveTarget(input: TargetInput, ports: TargetPorts): Promise<GateTarget> {
  if (!('baseSha' in input)) return pullTarget(await ports.pullRequest(input.pullNumber))
  if (input.event !== 'merge_group') return input
  if (input.pullNumber === undefined) {
    ports.log.info('The merge queue branch names no PR; judging the whole group.')
    return input
  }
  const pr = await ports.pullRequest(input.pullNumber)
  return { ...input, headRef: pr.headRef, author: pr.author }
}

/** False for a merge group whose branch names no PR: then no head branch or author is known. */
export function scopeKnown(target: GateTarget): boolean {
  return target.event !== 'merge_group' || target.pullNumber !== undefined
}

/** A PR read through the API, judged at the SHAs GitHub reports for it now. */
function pullTarget(pr: PullRequest): GateTarget {
  for (const [sha, field] of [
    [pr.baseSha, 'base.sha'],
    [pr.headSha, 'head.sha']
  ] as const) {
    if (!isCommitSha(sha))
      throw new Error(
        `GitHub answered PR #${pr.number} with a ${field} that is not a commit SHA: ${JSON.stringify(sha)}.`
      )
  }
  return {
    event: 'pull_request',
    pullNumber: pr.number,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    baseRef: pr.baseRef,
    headRef: pr.headRef,
    author: pr.author,
    headRepo: pr.headRepo
  }
}
