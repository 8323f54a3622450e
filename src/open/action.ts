import { debugSettings } from '../action/outputs.js'
import { withHeadStart } from '../action/head-start.js'
import type { GitHubActionDeps } from '../action/github.js'
import { openPullsRead, repoRead, type FirstRead } from '../github/first-reads.js'
import { releaseBranchForTargets } from './branch.js'
import type { OpenResult } from './run.js'
import { readOpenSettings, type OpenSettings } from './settings.js'

/**
 * `command: open` as the runner calls it: inputs → settings → its first read of GitHub on the
 * way while the rest of the command loads (job.ts) → PR, outputs and summary.
 */
export async function runAction(deps: GitHubActionDeps = {}): Promise<OpenResult> {
  const settings = readOpenSettings(process.env)
  debugSettings('open', settings)
  return withHeadStart(settings, openFirstReads(settings), async (headStart) => {
    const { openRelease } = await import('./job.js')
    return openRelease(settings, deps, headStart)
  })
}

/**
 * What runOpen asks GitHub first: with a `base`, whether it is the default branch (the branch
 * name depends on it); without one, the open PR of the release branch.
 */
export function openFirstReads(settings: OpenSettings): FirstRead[] {
  const { configRepo: ref, base } = settings
  if (base !== undefined) return [repoRead(ref)]
  return [openPullsRead(ref, releaseBranchForTargets(settings.branchPrefix, settings.targets), undefined)]
}
