import { statusOf } from '../github/client.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { Log } from '../log.js'
import { githubCompareSource } from './github-source.js'
import { postCheckRun, refusal } from './report/check-run.js'
import type { GatePorts } from './run.js'

/** The key of the one sticky comment the gate keeps per PR. */
export const STICKY_KEY = 'gate'

/** The slice of the config repo the gate uses. */
export type GateRepo = Pick<
  ConfigRepo,
  'compare' | 'tree' | 'blob' | 'pullRequest' | 'createCheckRun' | 'updateCheckRun' | 'upsertStickyComment'
>

/** The gate's ports on the config repo: reads for the verdict, the check run and the sticky comment. */
export function githubPorts(repo: GateRepo, log: Log): GatePorts {
  return {
    log,
    changes: (base, head) => githubCompareSource(repo, base, head),
    pullRequest: (number) => repo.pullRequest(number),
    postCheckRun: (report) => postCheckRun(repo, report),
    async upsertComment(number, body) {
      try {
        const comment = await repo.upsertStickyComment(number, STICKY_KEY, body)
        return { status: 'posted', url: comment.url }
      } catch (error) {
        if (statusOf(error) === undefined) throw error
        return { status: 'refused', why: refusal('comment on the PR', error, 'pull-requests: write') }
      }
    }
  }
}
