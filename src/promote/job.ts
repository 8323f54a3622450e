import * as core from '../action/runner.js'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog } from '../action/outputs.js'
import type { HeadStart } from '../github/head-start.js'
import { requireLatestSuccess } from '../environments/evidence.js'
import { finishRelease } from '../open/job.js'
import { realSleep } from '../time.js'
import { runPromote, type PromoteResult } from './run.js'
import type { PromoteSettings } from './settings.js'

/** `command: promote` once its settings are read (action.ts): evidence → PR → outputs and summary. */
export async function promoteRelease(
  settings: PromoteSettings,
  deps: GitHubActionDeps,
  headStart: HeadStart | undefined
): Promise<PromoteResult> {
  const repo = connectConfigRepo(settings, deps, headStart)
  const result = await core.group(
    `Promote ${settings.fromManifest} to ${settings.targets.map((t) => t.manifest).join(', ')} in ${repo.fullName}`,
    () =>
      runPromote(settings, {
        repo,
        log: actionLog,
        sleep: realSleep,
        requireEvidence: (environment, digest) => requireLatestSuccess(repo, environment, digest)
      })
  )
  await finishRelease(result.open, result, repo)
  return result
}
