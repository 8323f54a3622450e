import type { AutoMergeRefusal, CheckRunState, MergeMethod, RequiredCheck } from '../github/auto-merge.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { Log } from '../log.js'
import { logValue } from '../markdown/escape.js'
import type { OpenResult } from './types.js'

/** What the auto-merge step did, as the `auto-merge` output says it. */
export type AutoMergeOutcome = 'off' | 'enabled' | 'merged' | 'refused'

export interface AutoMergeResult {
  readonly outcome: AutoMergeOutcome
  /** One human sentence: why this outcome. */
  readonly reason: string
}

export type AutoMergeRepo = Pick<
  ConfigRepo,
  'fullName' | 'mergeState' | 'enableAutoMerge' | 'requiredChecks' | 'checkRuns' | 'mergePullRequest'
>

export interface AutoMergeInput {
  /** The `auto-merge` input; undefined is off. */
  readonly method: MergeMethod | undefined
  readonly dryRun: boolean
  /** The token is the workflow's GITHUB_TOKEN. */
  readonly workflowToken: boolean
}

/**
 * Said whenever auto-merge runs with GITHUB_TOKEN: GitHub starts no workflow for events that
 * token causes, and a merge by auto-merge counts as the enabler's, so the config repo's push
 * workflow (the one that runs wait) never starts.
 */
export const WORKFLOW_TOKEN_AUTO_MERGE =
  "auto-merge runs with the workflow's GITHUB_TOKEN: GitHub starts no workflow for a merge that token makes, so the config repo's push workflow (and its wait step) will not run when the PR merges. " +
  'Give the step the app-id and app-private-key inputs of a GitHub App (contents: write, pull-requests: write) instead; see README, "GitHub App credentials".'

/** Conclusions GitHub counts as passing for a required check. */
const PASSING = new Set(['success', 'neutral', 'skipped'])

/**
 * The step after `runOpen`: asks GitHub to merge the PR once the base branch's required checks
 * pass. Everything that keeps it from doing so is a warning and the `refused` outcome, never a
 * failure: the release PR itself is open and correct, and a person can still merge it.
 */
export async function enableAutoMerge(
  input: AutoMergeInput,
  result: OpenResult,
  ports: { readonly repo: AutoMergeRepo; readonly log: Log }
): Promise<AutoMergeResult> {
  const { method } = input
  if (method === undefined) return { outcome: 'off', reason: 'auto-merge is off.' }
  if (input.dryRun) return { outcome: 'off', reason: 'Dry run: auto-merge was not enabled.' }
  if (!result.pr) return { outcome: 'off', reason: 'There is no PR to merge.' }
  const { repo, log } = ports
  const number = result.pr.number
  const state = await repo.mergeState(number)
  if (state.merged) return { outcome: 'merged', reason: `PR #${number} is already merged.` }
  const refuse = (reason: string): AutoMergeResult => {
    log.warning(reason)
    return { outcome: 'refused', reason }
  }
  if (!state.open) return refuse(`auto-merge: PR #${number} is closed; nothing was enabled.`)
  if (state.draft)
    return refuse(
      `auto-merge: PR #${number} is a draft, and GitHub keeps auto-merge off on drafts. Mark it ready for review and run again, or drop the draft input.`
    )
  if (input.workflowToken) log.warning(WORKFLOW_TOKEN_AUTO_MERGE)
  // Read after open's push: GitHub keeps auto-merge on across pushes by writers and turns it off
  // otherwise, so what the PR says now is the truth.
  if (state.autoMerge === method) {
    return { outcome: 'enabled', reason: `auto-merge (${method}) was already on for PR #${number}.` }
  }
  const refusal = await repo.enableAutoMerge(state.nodeId, method)
  if (refusal === undefined) {
    const reason = `auto-merge (${method}) is on: PR #${number} merges once the required checks of ${state.baseRef} pass.`
    log.info(reason)
    return { outcome: 'enabled', reason }
  }
  if (refusal.kind === 'mergeable-now') {
    // The commit open wrote; when open changed nothing, the head GitHub reports.
    const head = result.commitSha ?? state.headSha
    return mergeNow({ repo, log, refuse }, { number, head, base: state.baseRef, method })
  }
  return refuse(refusalReason(repo.fullName, number, state.baseRef, refusal))
}

function refusalReason(fullName: string, number: number, base: string, refusal: AutoMergeRefusal): string {
  const words = `GitHub said ${logValue(refusal.message)}`
  switch (refusal.kind) {
    case 'not-allowed':
      return `auto-merge is not allowed in ${fullName} (${words}): turn on Settings > General > Pull Requests > "Allow auto-merge" (the repository's allow_auto_merge). PR #${number} stays open for a person to merge.`
    case 'nothing-required':
      return `auto-merge has nothing to wait for: ${base} requires no status check (${words}). Require the gate's check on ${base} (a ruleset's "Require status checks to pass", or branch protection); PR #${number} stays open.`
    case 'forbidden':
      return `auto-merge: the token may not enable auto-merge on PR #${number} (${words}). It needs contents: write and pull-requests: write on ${fullName}.`
    default:
      return `auto-merge could not be enabled on PR #${number}: ${words}.`
  }
}

/**
 * GitHub will not arm auto-merge on a PR that can merge now. Merge it directly, but only when
 * every check the base branch requires passed on the commit open wrote: "can merge now" may
 * also mean the token can bypass the requirements (an admin, a ruleset's bypass list), and a
 * release must not skip the gate that way.
 */
async function mergeNow(
  ports: { repo: AutoMergeRepo; log: Log; refuse: (reason: string) => AutoMergeResult },
  pr: { number: number; head: string; base: string; method: MergeMethod }
): Promise<AutoMergeResult> {
  const { repo, log, refuse } = ports
  const [required, runs] = await Promise.all([repo.requiredChecks(pr.base), repo.checkRuns(pr.head)])
  const intro = `auto-merge: GitHub says PR #${pr.number} can merge now, so there is nothing to arm; it was not merged because`
  if (!required.known) return refuse(`${intro} ${required.why}.`)
  if (required.checks.length === 0)
    return refuse(
      `${intro} ${pr.base} requires no status check, so nothing proves the gate passed. Require the gate's check on ${pr.base}.`
    )
  const missing = required.checks.filter((c) => !passed(c, runs)).map((c) => describe(c, runs))
  if (missing.length > 0)
    return refuse(`${intro} not every required check passed on ${pr.head.slice(0, 12)}: ${missing.join('; ')}.`)
  const merge = await repo.mergePullRequest(pr.number, { sha: pr.head, method: pr.method })
  if (!merge.merged)
    return refuse(`auto-merge: the direct merge of PR #${pr.number} was refused: ${logValue(merge.message)}.`)
  const reason = `PR #${pr.number} merged (${pr.method}) as ${merge.sha.slice(0, 12)}: its required checks had passed on ${pr.head.slice(0, 12)}.`
  log.info(reason)
  return { outcome: 'merged', reason }
}

function runFor(check: RequiredCheck, runs: readonly CheckRunState[]): CheckRunState | undefined {
  return runs.find((r) => r.name === check.context && (check.appId === undefined || r.appId === check.appId))
}

function passed(check: RequiredCheck, runs: readonly CheckRunState[]): boolean {
  const run = runFor(check, runs)
  return run?.status === 'completed' && PASSING.has(run.conclusion ?? '')
}

function describe(check: RequiredCheck, runs: readonly CheckRunState[]): string {
  const run = runFor(check, runs)
  const from = check.appId === undefined ? '' : ` from App ${check.appId}`
  if (!run) return `${logValue(check.context)}${from} has no check run`
  return `${logValue(check.context)} is ${run.status === 'completed' ? (run.conclusion ?? 'completed') : run.status}`
}
