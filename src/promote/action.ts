import * as core from '@actions/core'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings } from '../action/outputs.js'
import { requireLatestSuccess, sharingReads } from '../environments/evidence.js'
import { selectNewestMeeting } from '../environments/select.js'
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
  const connected = connectConfigRepo(settings, deps)
  // A file at a commit is read once: the claim of a Deployment names from-manifest, read to confirm it too.
  const evidenceRepo = sharingReads(connected)
  const repo = { ...connected, readFile: evidenceRepo.readFile }
  /** Evidence found with anyone's records counting is said to be so, once it let the promotion through. */
  const checked = async <T>(
    environment: string,
    find: (r: readonly string[] | undefined) => Promise<T>
  ): Promise<T> => {
    const recorders = await evidenceRecorders(settings.recordedBy, repo)
    const found = await find(recorders)
    if (recorders === undefined) core.warning(authorNotChecked([environment]))
    return found
  }
  const result = await core.group(
    `Promote ${settings.fromManifest} to ${settings.targets.map((t) => t.manifest).join(', ')} in ${repo.fullName}`,
    () =>
      runPromote(settings, {
        repo,
        log: actionLog,
        sleep: realSleep,
        requireEvidence: (environment, digest, base) =>
          checked(environment, (recorders) =>
            requireLatestSuccess(evidenceRepo, environment, digest, recorders, {
              name: base.branch,
              head: base.head.sha
            })
          ),
        selectEvidence: (environment, requirement, base, confirm, head) =>
          checked(environment, (recorders) =>
            selectNewestMeeting(
              evidenceRepo,
              { environment, recorders, requirement },
              { name: base.branch, head: base.head.sha },
              Date.now(),
              confirm,
              head
            )
          )
      })
  )
  await finishRelease(result.open, result, repo)
  return result
}
