import type { Reason } from '../reasons.js'
import type { GateTarget } from '../event.js'
import type { ReleaseJudgement } from '../release/apply.js'
import type { GateVerdict } from '../verdict.js'

/** How a report reached GitHub, or why it did not. */
export type Delivery =
  | {
      readonly status: 'posted'
      readonly url: string
      /** A check run any workflow with `checks: write` could imitate (it belongs to GitHub Actions). */
      readonly forgeable?: boolean
    }
  | { readonly status: 'skipped'; readonly why: string }
  | { readonly status: 'refused'; readonly why: string }

/** The result of one `command: gate` run: the verdict plus where it was reported. */
export interface GateOutcome {
  readonly verdict: 'accept' | 'reject' | 'neutral'
  readonly conclusion: 'success' | 'failure' | 'neutral'
  readonly target: GateTarget
  /** Undefined when the PR is in scope; otherwise why it is not. */
  readonly outOfScope: string | undefined
  /** The rule's answer; undefined for PRs that were not judged. */
  readonly gate: GateVerdict | undefined
  readonly reasons: Reason[]
  readonly checkName: string
  readonly checkRun: Delivery
  readonly comment: Delivery
  /** The release policy's judgement, when the base commit has a policy file. */
  readonly release?: ReleaseJudgement | undefined
}

export function conclusionOf(verdict: GateOutcome['verdict']): GateOutcome['conclusion'] {
  return verdict === 'accept' ? 'success' : verdict === 'reject' ? 'failure' : 'neutral'
}
