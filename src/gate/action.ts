import { randomUUID } from 'node:crypto'
import * as core from '@actions/core'
import { writeJobSummary } from '../action/summary.js'
import { createGitHubClient, statusOf, type GitHubClient } from '../github/client.js'
import { upsertStickyComment } from '../github/sticky-comment.js'
import { logValue } from '../markdown/escape.js'
import type { RepoRef } from '../action/github-settings.js'
import { githubCompareSource } from './github-source.js'
import { asciiOnly } from './reasons.js'
import { postCheckRun, refusal } from './report/check-run.js'
import { renderVerdictMarkdown } from './report/markdown.js'
import type { GateOutcome } from './report/outcome.js'
import { runGate, type GatePorts } from './run.js'
import { readGateTarget, type GateTarget } from './event.js'
import { readGateSettings } from './settings.js'
import { renderVerdictText } from './text-report.js'
import { verdictJson } from './verdict.js'

export interface GateActionDeps {
  /** Base of the 5xx back-off; tests shorten it. */
  readonly retryBaseMs?: number
}

/** The key of the one sticky comment the gate keeps per PR. */
export const STICKY_KEY = 'gate'

/** `command: gate` as the runner calls it: inputs → settings → verdict → reports → outputs. */
export async function runAction(deps: GateActionDeps = {}): Promise<GateOutcome> {
  const settings = readGateSettings(process.env)
  core.debug(`gate settings: ${logValue(JSON.stringify({ ...settings, token: '***' }))}`)
  const octokit = createGitHubClient({
    token: settings.token,
    baseUrl: settings.apiUrl,
    ...(deps.retryBaseMs === undefined ? {} : { retryBaseMs: deps.retryBaseMs }),
    onRetry: (message) => core.info(message)
  })
  const target = 'baseSha' in settings.target ? settings.target : await readPullTarget(octokit, settings.configRepo, settings.target.pullNumber)
  const what = target.pullNumber === undefined ? target.event : `PR #${target.pullNumber}`
  const outcome = await core.group(`Gate ${what}: ${target.baseSha.slice(0, 12)}...${target.headSha.slice(0, 12)}`, () =>
    runGate({ ...settings, target }, githubPorts(octokit, settings.configRepo), { info: core.info, warning: core.warning })
  )
  report(outcome)
  if (settings.showSummary) {
    const notes = [outcome.checkRun, outcome.comment].flatMap((d) => (d.status === 'refused' ? [d.why] : []))
    await writeJobSummary(core.summary.addRaw(renderVerdictMarkdown({ ...outcome, headSha: target.headSha, notes }), true))
  }
  if (outcome.verdict === 'reject') core.setFailed(`gate: reject (${[...new Set(outcome.reasons.map((r) => r.code))].join(', ')})`)
  return outcome
}

/** The PR named by the `pr` input, judged at the SHAs the API reports now. */
async function readPullTarget(octokit: GitHubClient, repo: RepoRef, pullNumber: number): Promise<GateTarget> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber })
  return readGateTarget('pull_request', { pull_request: data })
}

export function githubPorts(octokit: GitHubClient, repo: RepoRef): GatePorts {
  return {
    changes: (base, head) => githubCompareSource(octokit, repo, base, head),
    async pullRequest(number) {
      const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number })
      return { headRef: data.head.ref, author: data.user?.login }
    },
    postCheckRun: (r) => postCheckRun(octokit, repo, r),
    async upsertComment(number, body) {
      try {
        const comment = await upsertStickyComment(octokit, repo, number, STICKY_KEY, body)
        return { status: 'posted', url: comment.url }
      } catch (error) {
        if (statusOf(error) === undefined) throw error
        return { status: 'refused', why: refusal('comment on the PR', error, 'pull-requests: write') }
      }
    }
  }
}

/** Log lines, workflow-command annotations (they work with read-only tokens too) and outputs. */
function report(outcome: GateOutcome): void {
  // Paths and images from the PR are printed with workflow commands off, so none can be one.
  const resume = randomUUID()
  core.info(`::stop-commands::${resume}`)
  if (outcome.gate) core.info(renderVerdictText(outcome.gate).trimEnd())
  if (outcome.outOfScope !== undefined) core.info(`Not a release PR: ${asciiOnly(outcome.outOfScope)}.`)
  core.info(`::${resume}::`)
  for (const reason of outcome.reasons) {
    const linkable = reason.file !== undefined && /^[\x20-\x7e]+$/.test(reason.file)
    core.error(reason.message, { title: `gate: ${reason.code}`, ...(linkable ? { file: reason.file, startLine: reason.line ?? 1 } : {}) })
  }
  for (const delivery of [outcome.checkRun, outcome.comment]) {
    if (delivery.status === 'posted') core.info(`Reported: ${delivery.url}`)
  }
  const json = outcome.gate ? (verdictJson(outcome.gate) as { changes: unknown[] }) : { changes: [] }
  core.setOutput('verdict', outcome.verdict)
  core.setOutput('changes', JSON.stringify(json.changes))
  core.setOutput('reasons', JSON.stringify(outcome.reasons))
  core.setOutput('check-run-url', outcome.checkRun.status === 'posted' ? outcome.checkRun.url : '')
  core.setOutput('comment-url', outcome.comment.status === 'posted' ? outcome.comment.url : '')
}
