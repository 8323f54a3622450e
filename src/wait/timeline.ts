import { currentStep, succeeded } from './chain.js'
import { formatDuration, isoTime as iso, timeOfDay } from '../text/time.js'
import type { ChainState, StepState } from './types.js'

/** The `timeline` output and the CLI's `--json`: every step with the time it reached its state. */
export interface Timeline {
  readonly verdict: ChainState['verdict']
  /** The step the wait ended in (or is at). */
  readonly phase: string
  readonly message: string
  /** As the `health` output: see {@link verdictHealth}. */
  readonly health: string
  readonly revision: string | null
  readonly startedAt: string
  readonly endedAt: string
  readonly steps: readonly { step: string; state: StepState; since: string; detail: string }[]
  readonly warnings: readonly string[]
}

/**
 * The health a workflow may read beside the verdict: `Healthy` only when the wait ended healthy
 * (or verified). After any other verdict (superseded by a newer release, Pods still on the old
 * digest, the timeout, a verification that failed) a Healthy that did not count is no health at all, so a step gating on
 * `health == 'Healthy'` can never pass where the wait failed; any other health seen (`Degraded`,
 * `Progressing`, `Suspended`...) stands, as it says why.
 */
export function verdictHealth(state: Pick<ChainState, 'verdict' | 'health'>): string {
  return !succeeded(state.verdict) && state.health === 'Healthy' ? '' : state.health
}

export function toTimeline(state: ChainState): Timeline {
  return {
    verdict: state.verdict,
    phase: currentStep(state).step,
    message: state.message,
    health: verdictHealth(state),
    revision: state.revision ?? null,
    startedAt: iso(state.startedAt),
    endedAt: iso(state.updatedAt),
    steps: state.steps.map((s) => ({ step: s.step, state: s.state, since: iso(s.since), detail: s.detail })),
    warnings: state.warnings
  }
}

/**
 * Each state's box: fills that stay light in GitHub's dark theme too, and text at 4.5:1 or more
 * against its fill (WCAG AA): done 8.5, waiting 9.0, failed 11.2, pending and skipped 7.4, unobservable (on white) 8.2.
 */
export const TIMELINE_STYLE: Readonly<Record<StepState, string>> = {
  done: 'fill:#d3f9d8,stroke:#2b8a3e,color:#1b4d2b',
  waiting: 'fill:#fff3bf,stroke:#e67700,color:#5c3c00',
  failed: 'fill:#ffe3e3,stroke:#c92a2a,color:#5c1111',
  pending: 'fill:#f1f3f5,stroke:#868e96,color:#495057',
  skipped: 'fill:#f1f3f5,stroke:#868e96,color:#495057,stroke-dasharray:4 3',
  unobservable: 'fill:#ffffff,stroke:#868e96,color:#495057,stroke-dasharray:2 2'
}

/**
 * Tight spacing, so the five boxes fit GitHub's PR column at full size instead of being scaled
 * down: mermaid 11 reads the spacing and padding; mermaid 12 also needs the classic look and no
 * minimum box width (its own is 120 px), and mermaid 11 ignores those two.
 */
const LAYOUT =
  '%%{init: {"look": "classic", "flowchart": {"rankSpacing": 28, "nodeSpacing": 20, "padding": 6, "minNodeWidth": 0}}}%%'

/** The shortest gap between steps worth writing down; shorter ones read as `+0s`. */
const MIN_GAP_MS = 1000

/**
 * The chain as a mermaid flowchart (GitHub renders it in comments and summaries): one box per
 * step with its state, the UTC time it got there and, for a done step, the time since the step
 * before when that is a second or more. The boxes carry it rather than the arrows: an arrow's
 * label takes the colours of the viewer's mermaid theme, a box the colours above. Labels hold
 * only our own words and timestamps, never text from Argo CD or a PR, so nothing needs escaping.
 */
export function renderMermaid(state: ChainState): string {
  const lines = ['```mermaid', LAYOUT, 'flowchart LR']
  let previous: { step: string; since: number } | undefined
  for (const step of state.steps) {
    const label: string[] = [step.step]
    if (step.state === 'pending' || step.state === 'skipped' || step.state === 'unobservable') label.push(step.state)
    else {
      const gap = previous && step.state === 'done' ? step.since - previous.since : 0
      label.push(gap >= MIN_GAP_MS ? `${step.state} +${formatDuration(gap)}` : step.state, timeOfDay(step.since))
    }
    lines.push(`  ${step.step}["${label.join('<br/>')}"]:::${step.state}`)
    if (previous) lines.push(`  ${previous.step} --> ${step.step}`)
    previous = {
      step: step.step,
      since: step.state === 'done' || step.state === 'skipped' ? step.since : (previous?.since ?? step.since)
    }
  }
  for (const [name, style] of Object.entries(TIMELINE_STYLE)) lines.push(`  classDef ${name} ${style}`)
  lines.push('```')
  return lines.join('\n')
}
