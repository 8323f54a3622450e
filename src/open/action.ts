import * as core from '../action/runner.js'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings, setOutputs } from '../action/outputs.js'
import { writeJobSummary } from '../action/summary.js'
import { mdText } from '../markdown/escape.js'
import { realSleep } from '../time.js'
import { enableAutoMerge, type AutoMergeResult } from './auto-merge.js'
import { runOpen, type OpenResult } from './run.js'
import { readOpenSettings, type OpenSettings } from './settings.js'
import { renderOpenSummary } from './summary.js'

/** `command: open` as the runner calls it: inputs → settings → PR → outputs and summary. */
export async function runAction(deps: GitHubActionDeps = {}): Promise<OpenResult> {
  const settings = readOpenSettings(process.env)
  debugSettings('open', settings)
  const repo = connectConfigRepo(settings, deps)
  const result = await core.group(`Release ${settings.image} into ${repo.fullName}`, () =>
    runOpen(settings, { repo, log: actionLog, sleep: realSleep })
  )
  report(settings, result)
  // After the PR is written, so nothing here can undo or block the release PR itself.
  const merge = await enableAutoMerge(
    { method: settings.autoMerge, dryRun: settings.dryRun, workflowToken: settings.workflowToken },
    result,
    { repo, log: actionLog }
  )
  setOutputs({ 'auto-merge': merge.outcome })
  if (settings.showSummary) {
    const summary = renderOpenSummary(await core.jobSummary(), settings, result)
    await writeJobSummary(settings.autoMerge === undefined ? summary : withAutoMerge(summary, merge))
  }
  return result
}

type Summary = Awaited<ReturnType<typeof core.jobSummary>>

function withAutoMerge(summary: Summary, merge: AutoMergeResult): Summary {
  return summary.addRaw(`Auto-merge: ${merge.outcome}. ${mdText(merge.reason)}`, true)
}

function report(settings: OpenSettings, result: OpenResult): void {
  core.info(result.reason)
  if (result.diff) core.info(result.diff)
  if (result.pr) core.info(`PR: ${result.pr.url}`)
  if (settings.dryRun)
    core.notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`)
  setOutputs({
    result: result.result,
    'pr-number': result.pr ? String(result.pr.number) : '',
    'pr-url': result.pr?.url ?? '',
    branch: result.branch,
    'commit-sha': result.commitSha ?? '',
    'old-image': result.oldImage ?? '',
    'new-image': settings.image
  })
}
