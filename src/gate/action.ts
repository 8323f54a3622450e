import { debugSettings } from '../action/outputs.js'
import { withHeadStart } from '../action/head-start.js'
import type { GitHubActionDeps } from '../action/github.js'
import { compareRead, fileRead, pullRead, type FirstRead } from '../github/first-reads.js'
import type { GateOutcome } from './report/outcome.js'
import { outOfScope } from './scope.js'
import { readGateSettings, type GateSettings } from './settings.js'
import { scopeKnown } from './target.js'

/**
 * `command: gate` as the runner calls it: inputs → settings → its first reads of GitHub on the
 * way while the rest of the command loads (job.ts) → verdict, log, outputs and summary.
 */
export async function runAction(deps: GitHubActionDeps = {}): Promise<GateOutcome> {
  const settings = readGateSettings(process.env)
  debugSettings('gate', settings)
  return withHeadStart(settings, gateFirstReads(settings), async (headStart) => {
    const { gateRelease } = await import('./job.js')
    return gateRelease(settings, deps, headStart)
  })
}

/**
 * What runGate asks GitHub first: the PR when the event names only its number; otherwise, for
 * a PR in scope, the policy file at the base and the comparison the rule reads.
 */
export function gateFirstReads(settings: GateSettings): FirstRead[] {
  const { target, configRepo: ref } = settings
  if (!('baseSha' in target)) return [pullRead(ref, target.pullNumber)]
  if (target.event === 'merge_group' && target.pullNumber !== undefined) return [pullRead(ref, target.pullNumber)]
  if (scopeKnown(target) && outOfScope(settings.scope, target.headRef, target.author) !== undefined) return []
  return [fileRead(ref, settings.release.policyPath, target.baseSha), compareRead(ref, target.baseSha, target.headSha)]
}
