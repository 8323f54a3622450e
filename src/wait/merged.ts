import { backoff, type Clock, type Sleep } from '../time.js'
import type { PullRef, PullState, WaitRepo } from './github.js'

export type MergeOutcome =
  | { readonly kind: 'merged'; readonly pr: PullRef; readonly sha: string; readonly mergedAt: number }
  | { readonly kind: 'closed'; readonly pr: PullRef }
  | { readonly kind: 'timeout'; readonly pr: PullRef | undefined }

export interface MergeWaitDeps {
  readonly repo: Pick<WaitRepo, 'pullRequest'>
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: (message: string) => void
}

/**
 * Waits for the release PR to merge: its merge commit is the revision Argo CD must sync. Polls
 * gently (5 s growing to 30 s): a merge waits for a human, and GitHub has no cheaper push for it.
 */
export async function waitForMerge(number: number, deadline: number, deps: MergeWaitDeps): Promise<MergeOutcome> {
  let last: PullState | undefined
  for (let attempt = 1; ; attempt++) {
    last = await deps.repo.pullRequest(number)
    const pr = { number: last.number, url: last.url }
    if (last.merged && last.mergeCommitSha) {
      const mergedAt = last.mergedAt ? Date.parse(last.mergedAt) : Number.NaN
      return { kind: 'merged', pr, sha: last.mergeCommitSha, mergedAt: Number.isNaN(mergedAt) ? deps.clock() : mergedAt }
    }
    if (last.state === 'closed') return { kind: 'closed', pr }
    if (attempt === 1) deps.log(`Waiting for PR #${number} to merge.`)
    const left = deadline - deps.clock()
    if (left <= 0) return { kind: 'timeout', pr }
    await deps.sleep(Math.min(left, backoff(attempt, 5000, 30_000)))
  }
}
