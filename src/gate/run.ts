import { describeError } from '../errors.js'
import type { GateTarget } from './event.js'
import { judgeChanges, type ChangeSource } from './judge.js'
import { prReason, type Reason } from './reasons.js'
import type { CheckRunReport } from './report/check-run.js'
import { renderVerdictMarkdown } from './report/markdown.js'
import { conclusionOf, type Delivery, type GateOutcome } from './report/outcome.js'
import { outOfScope } from './scope.js'
import type { GateSettings } from './settings.js'
import type { GateVerdict } from './verdict.js'

/** Everything `runGate` does to the outside world, so tests and the CLI can pass their own. */
export interface GatePorts {
  /** The changes from the merge base of `base` and `head` to `head`. */
  changes(base: string, head: string): ChangeSource
  /** Head branch and author of a PR (for merge queue entries, whose payload lacks them). */
  pullRequest(number: number): Promise<{ headRef: string; author: string | undefined }>
  postCheckRun(report: CheckRunReport): Promise<Delivery>
  upsertComment(pullNumber: number, body: string): Promise<Delivery>
}

export interface GateLog {
  info(message: string): void
  warning(message: string): void
}

/**
 * `command: gate`: decide whether the PR is in scope, judge it at the exact SHAs of the
 * event, and report on the head SHA. Reporting never changes the verdict: a refused check
 * run or comment is logged and returned, and the caller fails the job on reject.
 */
export async function runGate(settings: GateSettings, ports: GatePorts, log: GateLog): Promise<GateOutcome> {
  const target = await completeTarget(settings.target, ports, log)
  const scopeMiss = target.scopeKnown ? outOfScope(settings.scope, target.headRef, target.author) : undefined
  let gate: GateVerdict | undefined
  let reasons: Reason[]
  let verdict: GateOutcome['verdict']
  if (scopeMiss !== undefined) {
    reasons = settings.otherPrs === 'failure' ? [prReason('out-of-scope', `Not a release PR: ${scopeMiss}; 'other-prs' is failure.`)] : []
    verdict = settings.otherPrs === 'failure' ? 'reject' : 'neutral'
  } else {
    gate = await judgeOrRefuse(ports.changes(target.baseSha, target.headSha), settings, target)
    reasons = gate.reasons
    verdict = gate.verdict
  }
  const checkName = `${settings.checkName} (${target.baseRef || 'unknown base'})`
  const context = { verdict, gate, outOfScope: scopeMiss, reasons, headSha: target.headSha }
  const checkRun = await ports.postCheckRun({
    name: checkName,
    headSha: target.headSha,
    conclusion: conclusionOf(verdict),
    title: titleOf(verdict, gate, scopeMiss),
    summary: renderVerdictMarkdown(context),
    reasons
  })
  if (checkRun.status !== 'posted') log.warning(checkRun.why)
  const comment = await postComment(settings, target, scopeMiss, ports, renderVerdictMarkdown({ ...context, notes: checkRun.status === 'refused' ? [checkRun.why] : [] }))
  if (comment.status === 'refused') log.warning(comment.why)
  return { verdict, conclusion: conclusionOf(verdict), target, outOfScope: scopeMiss, gate, reasons, checkName, checkRun, comment }
}

type CompleteTarget = GateTarget & { scopeKnown: boolean }

/** A merge queue entry names its PR only in the branch; read the PR for the scope check. */
async function completeTarget(target: GateTarget, ports: GatePorts, log: GateLog): Promise<CompleteTarget> {
  if (target.event !== 'merge_group') return { ...target, scopeKnown: true }
  if (target.pullNumber === undefined) {
    log.info('The merge queue branch names no PR; judging the whole group.')
    return { ...target, scopeKnown: false }
  }
  const pr = await ports.pullRequest(target.pullNumber)
  return { ...target, headRef: pr.headRef, author: pr.author, scopeKnown: true }
}

/** Anything that stops the PR being read is a reject with the reason, never a pass. */
async function judgeOrRefuse(source: ChangeSource, settings: GateSettings, target: GateTarget): Promise<GateVerdict> {
  try {
    return await judgeChanges(source, settings.policy, settings.limits)
  } catch (error) {
    const { message, cause } = describeError(error)
    const reason = prReason('unreadable', `Could not read the changes from ${target.baseSha} to ${target.headSha}: ${message}${cause ? ` (${cause})` : ''}`)
    return { verdict: 'reject', base: target.baseSha, head: target.headSha, files: [], changes: [], reasons: [reason] }
  }
}

async function postComment(settings: GateSettings, target: GateTarget, scopeMiss: string | undefined, ports: GatePorts, body: string): Promise<Delivery> {
  if (!settings.comment) return { status: 'skipped', why: "Input 'comment' is false." }
  // Every PR in the repo runs the gate; only release PRs get a comment, others just the check.
  if (scopeMiss !== undefined) return { status: 'skipped', why: 'Not a release PR.' }
  if (target.event === 'merge_group' || target.pullNumber === undefined) return { status: 'skipped', why: 'A merge queue run has no PR to comment on.' }
  return ports.upsertComment(target.pullNumber, body)
}

function titleOf(verdict: GateOutcome['verdict'], gate: GateVerdict | undefined, scopeMiss: string | undefined): string {
  if (scopeMiss !== undefined) return verdict === 'neutral' ? 'Not a release PR: needs normal review' : 'Not a release PR'
  if (!gate) return verdict
  return gate.verdict === 'accept'
    ? `Only spec.image changes: ${gate.changes.length} image change(s)`
    : `Refused: ${[...new Set(gate.reasons.map((r) => r.code))].join(', ')}`
}
