import { describeError } from '../errors.js'
import type { PullRequest } from '../github/pulls.js'
import { fullNameOf } from '../github/repo-ref.js'
import type { Log } from '../log.js'
import type { GateTarget } from './event.js'
import { judgeChanges, type ChangeSource } from './judge.js'
import type { ReleaseJudgement } from './release/apply.js'
import type { ReleaseApply } from './release/load.js'
import { prReason, type Reason } from './reasons.js'
import type { Renderer } from './render/renderer.js'
import type { CheckRunReport } from './report/check-run.js'
import { FORGEABLE } from './report/forgeable.js'
import { renderVerdictMarkdown } from './report/markdown.js'
import { conclusionOf, type Delivery, type GateOutcome } from './report/outcome.js'
import { outOfScope } from './scope.js'
import type { GateSettings } from './settings.js'
import { resolveTarget, scopeKnown } from './target.js'
import type { GateVerdict } from './verdict.js'
import { plural } from '../text/plural.js'

/** Everything `runGate` does to the outside world, so tests and the CLI can pass their own. */
export interface GatePorts {
  readonly log: Log
  /** The changes from the merge base of `base` and `head` to `head`. */
  changes(base: string, head: string): ChangeSource
  /** One PR (for the `pr` input and merge queue entries, whose payload lacks what we need). */
  pullRequest(number: number): Promise<PullRequest>
  postCheckRun(report: CheckRunReport): Promise<Delivery>
  upsertComment(pullNumber: number, body: string): Promise<Delivery>
  /** The kustomize binary the render proof runs, when one is on PATH. */
  readonly renderer?: Renderer | undefined
  /**
   * The release policy step for a base commit, the head of `baseRef`: called before the PR is
   * read, so the policy file is fetched alongside it, then applied to the rule's verdict. Absent:
   * no policy step.
   */
  release?(baseSha: string, baseRef: string): ReleaseApply
}

/** The verdict before it is reported. */
interface Judged {
  readonly verdict: GateOutcome['verdict']
  readonly gate: GateVerdict | undefined
  readonly outOfScope: string | undefined
  readonly reasons: Reason[]
  readonly release?: ReleaseJudgement | undefined
}

/**
 * `command: gate`: resolve the target, decide whether the PR is in scope, judge it at the exact
 * SHAs, and report on the head SHA. Reporting never changes the verdict: a refused check run or
 * comment is logged and returned, and the caller fails the job on reject.
 */
export async function runGate(settings: GateSettings, ports: GatePorts): Promise<GateOutcome> {
  const target = await resolveTarget(settings.target, ports)
  const judged = await judge(settings, target, ports)
  const { verdict, gate, reasons } = judged
  const checkName = `${settings.checkName} (${target.baseRef || 'unknown base'})`
  const context = {
    ...judged,
    headSha: target.headSha,
    provenance: judged.release?.provenance,
    promotion: judged.release?.promotion,
    policyFile: judged.release?.policyFile
  }
  const checkRun = await ports.postCheckRun({
    name: checkName,
    headSha: target.headSha,
    conclusion: conclusionOf(verdict),
    title: titleOf(judged),
    // Only what the check run needs to be read right (evidence whose author was not checked).
    summary: renderVerdictMarkdown({ ...context, notes: judged.release?.warnings ?? [] }),
    reasons
  })
  for (const warning of judged.release?.warnings ?? []) ports.log.warning(warning)
  if (checkRun.status !== 'posted') ports.log.warning(checkRun.why)
  else if (checkRun.forgeable) ports.log.warning(FORGEABLE)
  const notes = [...(judged.release?.notes ?? []), ...(checkRun.status === 'refused' ? [checkRun.why] : [])]
  const comment = await postComment(
    settings,
    target,
    judged.outOfScope,
    ports,
    renderVerdictMarkdown({ ...context, notes })
  )
  if (comment.status === 'refused') ports.log.warning(comment.why)
  return {
    verdict,
    conclusion: conclusionOf(verdict),
    target,
    outOfScope: judged.outOfScope,
    gate,
    reasons,
    checkName,
    checkRun,
    comment,
    release: judged.release
  }
}

/** Out of scope: neutral or failing by `other-prs`, unjudged. In scope: the rule's verdict. */
async function judge(settings: GateSettings, target: GateTarget, ports: GatePorts): Promise<Judged> {
  const scopeMiss = scopeKnown(target) ? outOfScope(settings.scope, target.headRef, target.author) : undefined
  if (scopeMiss !== undefined) {
    const fail = settings.otherPrs === 'failure'
    const reasons = fail ? [prReason('out-of-scope', `Not a release PR: ${scopeMiss}; 'other-prs' is failure.`)] : []
    return { verdict: fail ? 'reject' : 'neutral', gate: undefined, outOfScope: scopeMiss, reasons }
  }
  // The policy comes from the base commit: a PR cannot loosen the rules it is judged by.
  const applyPolicy = ports.release?.(target.baseSha, target.baseRef)
  // A policy entry's `format` says how files whose names do not tell keep their images.
  const formatOf = await applyPolicy?.formats?.()
  const policy = formatOf === undefined ? settings.policy : { ...settings.policy, formatOf }
  const judged = await judgeOrRefuse(
    ports.changes(target.baseSha, target.headSha),
    { ...settings, policy },
    target,
    ports.renderer
  )
  const release = applyPolicy ? await applyPolicy(judged) : undefined
  const gate = release?.verdict ?? judged
  return { verdict: gate.verdict, gate, outOfScope: undefined, reasons: gate.reasons, release }
}

/** Anything that stops the PR being read is a reject with the reason, never a pass. */
async function judgeOrRefuse(
  source: ChangeSource,
  settings: GateSettings,
  target: GateTarget,
  renderer: Renderer | undefined
): Promise<GateVerdict> {
  try {
    return await judgeChanges(source, settings.policy, settings.limits, {
      render: settings.render,
      renderer,
      repository: { serverUrl: settings.serverUrl, fullName: fullNameOf(settings.configRepo) }
    })
  } catch (error) {
    const { message, cause } = describeError(error)
    const reason = prReason(
      'unreadable',
      `Could not read the changes from ${target.baseSha} to ${target.headSha}: ${message}${cause ? ` (${cause})` : ''}`
    )
    return { verdict: 'reject', base: target.baseSha, head: target.headSha, files: [], changes: [], reasons: [reason] }
  }
}

async function postComment(
  settings: GateSettings,
  target: GateTarget,
  scopeMiss: string | undefined,
  ports: GatePorts,
  body: string
): Promise<Delivery> {
  if (!settings.comment) return { status: 'skipped', why: "Input 'comment' is false." }
  // Every PR in the repo runs the gate; only release PRs get a comment, others just the check.
  if (scopeMiss !== undefined) return { status: 'skipped', why: 'Not a release PR.' }
  if (target.event === 'merge_group' || target.pullNumber === undefined)
    return { status: 'skipped', why: 'A merge queue run has no PR to comment on.' }
  return ports.upsertComment(target.pullNumber, body)
}

function titleOf({ verdict, gate, outOfScope: scopeMiss }: Judged): string {
  if (scopeMiss !== undefined)
    return verdict === 'neutral' ? 'Not a release PR: needs normal review' : 'Not a release PR'
  if (!gate) return verdict
  return gate.verdict === 'accept'
    ? `Only image changes: ${plural(gate.changes.length, 'image change')}`
    : `Refused: ${[...new Set(gate.reasons.map((r) => r.code))].join(', ')}`
}
