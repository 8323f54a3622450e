import * as core from '@actions/core'
import { writeJobSummary } from '../action/summary.js'
import { createGitHubClient } from '../github/client.js'
import { ConfigRepo } from '../github/config-repo.js'
import { logValue } from '../markdown/escape.js'
import { openRelease, type OpenResult } from './run.js'
import { readOpenSettings, type OpenSettings } from './settings.js'
import { renderOpenSummary } from './summary.js'

export interface OpenActionDeps {
  /** Base of the 5xx back-off; tests shorten it. */
  readonly retryBaseMs?: number
}

/** `command: open` as the runner calls it: inputs → settings → PR → outputs and summary. */
export async function runAction(deps: OpenActionDeps = {}): Promise<OpenResult> {
  const settings = readOpenSettings(process.env)
  core.debug(`open settings: ${JSON.stringify({ ...settings, token: '***' })}`)
  const octokit = createGitHubClient({
    token: settings.token,
    baseUrl: settings.apiUrl,
    ...(deps.retryBaseMs === undefined ? {} : { retryBaseMs: deps.retryBaseMs }),
    onRetry: (message) => core.info(message)
  })
  const repo = new ConfigRepo(octokit, settings.configRepo)
  const result = await core.group(`Release ${settings.image} into ${repo.fullName}`, () =>
    openRelease(settings, repo, { info: core.info, warning: core.warning })
  )
  report(settings, result)
  if (settings.showSummary) await writeJobSummary(renderOpenSummary(core.summary, settings, result))
  return result
}

function report(settings: OpenSettings, result: OpenResult): void {
  core.info(result.reason)
  if (result.diff) core.info(result.diff)
  if (result.pr) core.info(`PR: ${result.pr.url}`)
  if (settings.dryRun) core.notice(`Dry run: nothing was written to ${settings.configRepo.owner}/${settings.configRepo.repo}.`)
  const outputs: Record<string, string> = {
    result: result.result,
    'pr-number': result.pr ? String(result.pr.number) : '',
    'pr-url': result.pr?.url ?? '',
    branch: result.branch,
    'commit-sha': result.commitSha ?? '',
    'old-image': result.oldImage ?? '',
    'new-image': result.newImage
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
  core.debug(`outputs: ${logValue(JSON.stringify(outputs))}`)
}
