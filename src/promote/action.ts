import { debugSettings } from '../action/outputs.js'
import { withHeadStart } from '../action/head-start.js'
import type { GitHubActionDeps } from '../action/github.js'
import { branchRead, repoRead, type FirstRead } from '../github/first-reads.js'
import type { PromoteResult } from './run.js'
import { readPromoteSettings, type PromoteSettings } from './settings.js'

/**
 * `command: promote` as the runner calls it: inputs → settings → its first read of GitHub on
 * the way while the rest of the command loads (job.ts) → evidence → PR, outputs and summary.
 */
export async function runAction(deps: GitHubActionDeps = {}): Promise<PromoteResult> {
  const settings = readPromoteSettings(process.env)
  debugSettings('promote', settings)
  return withHeadStart(settings, promoteFirstReads(settings), async (headStart) => {
    const { promoteRelease } = await import('./job.js')
    return promoteRelease(settings, deps, headStart)
  })
}

/** What runPromote asks GitHub first, to read `from-manifest`: the base branch, or which one is the default. */
export function promoteFirstReads(settings: PromoteSettings): FirstRead[] {
  const { configRepo: ref, base } = settings
  return [base === undefined ? repoRead(ref) : branchRead(ref, base)]
}
