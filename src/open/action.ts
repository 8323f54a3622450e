import * as core from '@actions/core'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings, setOutputs } from '../action/outputs.js'
import { writeJobSummary } from '../action/summary.js'
import type { ConfigRepo } from '../github/config-repo.js'
import { mdText } from '../markdown/escape.js'
import { realSleep } from '../time.js'
import { enableAutoMerge, type AutoMergeResult } from './auto-merge.js'
import { openOutputs } from './outputs.js'
import { runOpen, type OpenResult } from './run.js'
import { readOpenSettings, type OpenSettings } from './settings.js'
import { renderOpenSummary } from './summary.js'

/** `command: open` as the runner calls it: inputs → settings → release PR → outputs and summary. */
export async function runAction(deps: GitHubActionDeps = {}): Promise<OpenResult> {
  const settings = readOpenSettings(process.env)
  debugSettings('open', settings)
  const repo = connectConfigRepo(settings, deps)
  const what = settings.targets.length === 1 ? settings.image : `${settings.targets.length} targets`
  const result = await core.group(`Release ${what} into ${repo.fullName}`, () =>
    runOpen(settings, { repo, log: actionLog, sleep: realSleep })
  )
  await finishRelease(settings, result, repo)
  return result
}

/**
 * What follows a release PR run, for `open` and `promote` alike: logs and outputs, auto-merge
 * when asked for, the job summary. Auto-merge comes after the PR is written, so nothing in it
 * can undo or block the release PR itself.
 */
export async function finishRelease(settings: OpenSettings, result: OpenResult, repo: ConfigRepo): Promise<void> {
  report(settings, result)
  const merge = await enableAutoMerge(
    { method: settings.autoMerge, dryRun: settings.dryRun, workflowToken: settings.workflowToken },
    result,
    { repo, log: actionLog }
  )
  setOutputs({ 'auto-merge': merge.outcome })
  if (settings.showSummary) {
    const summary = renderOpenSummary(core.summary, settings, result)
    await writeJobSummary(settings.autoMerge === undefined ? summary : withAutoMerge(summary, merge))
  }
}

function withAutoMerge(summary: typeof core.summary, merge: AutoMergeResult): typeof core.summary {
  // The reason is a sentence that names auto-merge and its state already.
  const sentence = merge.reason.charAt(0).toUpperCase() + merge.reason.slice(1)
  return summary.addRaw(mdText(sentence), true)
}

function report(settings: OpenSettings, result: OpenResult): void {
  core.info(result.reason)
  if (result.diff) core.info(result.diff)
  if (result.pr) core.info(`PR: ${result.pr.url}`)
  if (settings.dryRun)
    core.notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`)
  setOutputs(openOutputs(settings, result))
}
