import { mdLink, mdText } from '../../markdown/escape.js'
import { currentStep } from '../chain.js'
import { isoTime } from '../format.js'
import type { ChainState, StepState, Verdict } from '../types.js'

/** Links a report carries; each may be missing (no PR, no run URL outside Actions). */
export interface ReportLinks {
  readonly pr?: { readonly number: number; readonly url: string } | undefined
  readonly argocdApp?: string | undefined
  readonly run?: string | undefined
}

export interface ReportContext {
  readonly app: string
  readonly image: string
  readonly links: ReportLinks
}

const MARK: Record<StepState, string> = {
  done: '✅',
  waiting: '⏳',
  failed: '❌',
  pending: '⚪',
  skipped: '➖',
  unobservable: '❔'
}

const VERDICT: Record<Verdict, string> = {
  waiting: 'in progress',
  healthy: 'Healthy',
  degraded: 'Degraded',
  'sync-failed': 'sync failed',
  superseded: 'superseded by a later release',
  blocked: 'blocked by a sync window',
  suspended: 'Suspended',
  'not-merged': 'not merged',
  misconfigured: 'needs a fix in Argo CD',
  timeout: 'timed out'
}

/** `todo-full-api: Healthy` or `todo-full-api: in progress (observed)`. */
export function headline(state: ChainState, app: string): string {
  const verdict = VERDICT[state.verdict]
  const phase = state.verdict === 'waiting' || state.verdict === 'timeout' ? ` (${currentStep(state).step})` : ''
  const mark = state.verdict === 'healthy' ? '✅' : state.verdict === 'waiting' ? '⏳' : '❌'
  return `${mark} ${mdText(app)}: ${verdict}${phase}`
}

/** Rows of the chain table, every cell escaped for markdown and HTML. */
export function stepRows(state: ChainState): string[][] {
  return state.steps.map((s) => [
    s.step,
    `${MARK[s.state]} ${s.state}`,
    s.state === 'pending' || s.state === 'unobservable' ? '' : isoTime(s.since),
    mdText(s.detail)
  ])
}

export function markdownTable(state: ChainState): string {
  const rows = stepRows(state).map((r) => `| ${r.join(' | ')} |`)
  return ['| Step | State | Since | Detail |', '|---|---|---|---|', ...rows].join('\n')
}

export function linkLine(context: ReportContext): string {
  const { links } = context
  const parts = [
    links.pr ? mdLink(`PR #${links.pr.number}`, links.pr.url) : undefined,
    links.argocdApp ? mdLink(`Argo CD: ${context.app}`, links.argocdApp) : undefined,
    links.run ? mdLink('workflow run', links.run) : undefined
  ].filter((p): p is string => p !== undefined)
  return parts.join(' · ')
}
