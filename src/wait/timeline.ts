import { currentStep } from './chain.js'
import { formatDuration, isoTime as iso, timeOfDay } from './format.js'
import type { ChainState, StepState } from './types.js'

/** The `timeline` output and the CLI's `--json`: every step with the time it reached its state. */
export interface Timeline {
  readonly verdict: ChainState['verdict']
  /** The step the wait ended in (or is at). */
  readonly phase: string
  readonly message: string
  readonly health: string
  readonly revision: string | null
  readonly startedAt: string
  readonly endedAt: string
  readonly steps: readonly { step: string; state: StepState; since: string; detail: string }[]
  readonly warnings: readonly string[]
}

export function toTimeline(state: ChainState): Timeline {
  return {
    verdict: state.verdict,
    phase: currentStep(state).step,
    message: state.message,
    health: state.health,
    revision: state.revision ?? null,
    startedAt: iso(state.startedAt),
    endedAt: iso(state.updatedAt),
    steps: state.steps.map((s) => ({ step: s.step, state: s.state, since: iso(s.since), detail: s.detail })),
    warnings: state.warnings
  }
}

const STYLE: Record<StepState, string> = {
  done: 'fill:#d3f9d8,stroke:#2b8a3e,color:#1b4d2b',
  waiting: 'fill:#fff3bf,stroke:#e67700,color:#5c3c00',
  failed: 'fill:#ffe3e3,stroke:#c92a2a,color:#5c1111',
  pending: 'fill:#f1f3f5,stroke:#adb5bd,color:#868e96',
  skipped: 'fill:#f1f3f5,stroke:#adb5bd,color:#868e96,stroke-dasharray:4 3',
  unobservable: 'fill:#ffffff,stroke:#868e96,color:#495057,stroke-dasharray:2 2'
}

/**
 * The chain as a mermaid flowchart (GitHub renders it in comments and summaries): one box per
 * step with its state and time, edges labelled with the time between steps. Labels hold only
 * our own words and timestamps, never text from Argo CD or a PR, so nothing needs escaping.
 */
export function renderMermaid(state: ChainState): string {
  const lines = ['```mermaid', 'flowchart LR']
  let previous: { step: string; since: number } | undefined
  for (const step of state.steps) {
    const when =
      step.state === 'pending'
        ? ''
        : `<br/>${step.state}${step.state === 'unobservable' ? '' : ` ${timeOfDay(step.since)}`}`
    lines.push(`  ${step.step}["${step.step}${when}"]:::${step.state}`)
    if (previous) {
      const gap = step.state === 'done' ? `|+${formatDuration(Math.max(0, step.since - previous.since))}|` : ''
      lines.push(`  ${previous.step} -->${gap} ${step.step}`)
    }
    previous = {
      step: step.step,
      since: step.state === 'done' || step.state === 'skipped' ? step.since : (previous?.since ?? step.since)
    }
  }
  for (const [name, style] of Object.entries(STYLE)) lines.push(`  classDef ${name} ${style}`)
  lines.push('```')
  return lines.join('\n')
}
