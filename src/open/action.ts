import * as core from '../action/runner.js'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings, setOutputs } from '../action/outputs.js'
import { writeJobSummary } from '../action/summary.js'
import { realSleep } from '../time.js'
import { runOpen, type OpenResult } from './run.js'
import { readOpenSettings, type OpenSettings } from './settings.js'
import { openOutputs } from './outputs.js'
import { renderOpenSummary } from './summary.js'

/** `command: open` as the runner calls it: inputs → settings → PR → outputs and summary. */
export async function runAction(deps: GitHubActionDeps = {}): Promise<OpenResult> {
  const settings = readOpenSettings(process.env)
  debugSettings('open', settings)
  const repo = connectConfigRepo(settings, deps)
  const what = settings.targets.length === 1 ? settings.image : `${settings.targets.length} targets`
  const result = await core.group(`Release ${what} into ${repo.fullName}`, () =>
    runOpen(settings, { repo, log: actionLog, sleep: realSleep })
  )
  report(settings, result)
  if (settings.showSummary) await writeJobSummary(renderOpenSummary(await core.jobSummary(), settings, result))
  return result
}

/** Logs and outputs of a release PR run; `promote` reports the same way. */
export function report(settings: OpenSettings, result: OpenResult): void {
  core.info(result.reason)
  if (result.diff) core.info(result.diff)
  if (result.pr) core.info(`PR: ${result.pr.url}`)
  if (settings.dryRun)
    core.notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`)
  setOutputs(openOutputs(settings, result))
}
