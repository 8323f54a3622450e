import { backoff, type Clock, type Sleep } from '../time.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { PullRef } from '../github/pulls.js'
import type { Log } from '../log.js'

export type MergeOutcome =
  | {
      readonly kind: 'merged'
      readonly pr: PullRef
      readonly sha: string
      readonly mergedAt: number
      /** The branch it merged into. */
      readonly baseRef: string
    }
  | { readonly kind: 'closed'; readonly pr: PullRef }
  | { readonly kind: 'timeout'; readonly pr: PullRef | undefined }

export interface MergeWaitPorts {
  readonly repo: Pick<ConfigRepo, 'pullRequest'>
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
}

/**
 * Waits for the release PR to merge: its merge commit is the revision Argo CD must sync. Polls
 * gently (5 s growing to 30 s): a merge waits for a human, and GitHub has no cheaper push for it.
 */
export async function waitForMerge(number: number, deadline: number, ports: MergeWaitPorts): Promise<MergeOutcome> {
  for (let attempt = 1; ; attempt++) {
    const last = await ports.repo.pullRequest(number)
    const pr = { number: last.number, url: last.url }
    if (last.merged && last.mergeCommitSha) {
      const mergedAt = last.mergedAt ? Date.parse(last.mergedAt) : Number.NaN
      return {
        kind: 'merged',
        pr,
        sha: last.mergeCommitSha,
        mergedAt: Number.isNaN(mergedAt) ? ports.clock() : mergedAt,
        baseRef: last.baseRef
      }
    }
    if (last.state === 'closed') return { kind: 'closed', pr }
    if (attempt === 1) ports.log.info(`Waiting for PR #${number} to merge.`)
    const left = deadline - ports.clock()
    if (left <= 0) return { kind: 'timeout', pr }
    await ports.sleep(Math.min(left, backoff(attempt, 5000, 30_000)))
  }
}
