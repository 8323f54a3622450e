import * as core from '@actions/core'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings } from '../action/outputs.js'
import { requireLatestSuccess } from '../environments/evidence.js'
import { authorNotChecked, evidenceRecorders } from '../environments/recorders.js'
import { finishRelease } from '../open/action.js'
import { realSleep } from '../time.js'
import { runPromote, type PromoteResult } from './run.js'
import { readPromoteSettings } from './settings.js'

/**
 * `command: promote` as the runner calls it: inputs → settings → evidence → release PR →
 * outputs and summary.
 */
export async function runAction(deps: GitHubActionDeps = {}): Promise<PromoteResult> {
  const settings = readPromoteSettings(process.env)
  debugSettings('promote', settings)
  const repo = connectConfigRepo(settings, deps)
  const result = await core.group(
    `Promote ${settings.fromManifest} to ${settings.targets.map((t) => t.manifest).join(', ')} in ${repo.fullName}`,
    () =>
      runPromote(settings, {
        repo,
        log: actionLog,
        sleep: realSleep,
        requireEvidence: async (environment, digest, base) => {
          const recorders = await evidenceRecorders(settings.recordedBy, repo)
          const branch = { name: base.branch, head: base.head.sha }
          const evidence = await requireLatestSuccess(repo, environment, digest, recorders, branch)
          if (recorders === undefined) core.warning(authorNotChecked([environment]))
          return evidence
        }
      })
  )
  await finishRelease(result.open, result, repo)
  return result
}
