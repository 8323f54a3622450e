import * as core from '@actions/core'
import { connectConfigRepo, type GitHubActionDeps } from '../action/github.js'
import { actionLog, debugSettings, setOutputs } from '../action/outputs.js'
import { writeJobSummary } from '../action/summary.js'
import type { TargetInput } from './event.js'
import { githubPorts } from './ports.js'
import { releaseStep } from './release/load.js'
import { readPolicyFromTree, sharingTrees } from './release/policy-read.js'
import { findRenderer } from './render/renderer.js'
import { FORGEABLE } from './report/forgeable.js'
import { renderVerdictMarkdown } from './report/markdown.js'
import type { GateOutcome } from './report/outcome.js'
import { logOutcome } from './report/runner-log.js'
import { runGate } from './run.js'
import { readGateSettings } from './settings.js'
import { verdictJson } from './verdict.js'

/**
 * `command: gate` as the runner calls it: inputs → settings → verdict → log, outputs and
 * summary; a reject then fails the step through the action's one error handler.
 */
export async function runAction(deps: GitHubActionDeps = {}): Promise<GateOutcome> {
  const settings = readGateSettings(process.env)
  debugSettings('gate', settings)
  if (settings.release.trustedRootProblem !== undefined) core.warning(settings.release.trustedRootProblem)
  // The base commit's tree is read once, for the policy and the comparison alike.
  const repo = sharingTrees(connectConfigRepo(settings, deps))
  const release = releaseStep({
    settings: settings.release,
    readPolicy: (path, commit) => readPolicyFromTree(repo, path, commit),
    policyOrigin: (commit) => `GitHub (${settings.apiUrl}), ${repo.fullName} at ${commit.slice(0, 7)}`,
    policyLabel: "Input 'policy'",
    api: settings.githubApp
      ? { app: settings.githubApp, onToken: (token) => core.setSecret(token), baseUrl: settings.apiUrl }
      : { token: settings.token ?? '', baseUrl: settings.apiUrl },
    evidence: repo,
    evidenceRecorder: () => repo.appIdentity(),
    trustedRootLabel: "Input 'trusted-root'",
    cwd: process.cwd(),
    cacheDir: process.env['RUNNER_TEMP']
  })
  const ports = { ...githubPorts(repo, actionLog), release, renderer: findRenderer() }
  const outcome = await core.group(groupTitle(settings.target), () => runGate(settings, ports))
  logOutcome(outcome)
  setOutputs({
    verdict: outcome.verdict,
    changes: JSON.stringify(outcome.gate ? verdictJson(outcome.gate).changes : []),
    reasons: JSON.stringify(outcome.reasons),
    'check-run-url': outcome.checkRun.status === 'posted' ? outcome.checkRun.url : '',
    'comment-url': outcome.comment.status === 'posted' ? outcome.comment.url : ''
  })
  if (settings.showSummary) {
    const notes = [outcome.checkRun, outcome.comment].flatMap((d) => (d.status === 'refused' ? [d.why] : []))
    if (outcome.checkRun.status === 'posted' && outcome.checkRun.forgeable) notes.push(FORGEABLE)
    await writeJobSummary(
      core.summary.addRaw(
        renderVerdictMarkdown({
          ...outcome,
          headSha: outcome.target.headSha,
          notes: [...(outcome.release?.notes ?? []), ...notes],
          policyFile: outcome.release?.policyFile,
          provenance: outcome.release?.provenance,
          promotion: outcome.release?.promotion
        }),
        true
      )
    )
  }
  if (outcome.verdict === 'reject')
    throw new Error(`gate: reject (${[...new Set(outcome.reasons.map((r) => r.code))].join(', ')})`)
  return outcome
}

/** `Gate PR #12: <base>...<head>`; a PR named by the `pr` input is read inside the group, so its SHAs are not known yet. */
function groupTitle(target: TargetInput): string {
  if (!('baseSha' in target)) return `Gate PR #${target.pullNumber}`
  const what = target.pullNumber === undefined ? target.event : `PR #${target.pullNumber}`
  return `Gate ${what}: ${target.baseSha.slice(0, 12)}...${target.headSha.slice(0, 12)}`
}
