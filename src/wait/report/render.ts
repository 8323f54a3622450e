import { mdCode, mdLink, mdText } from '../../markdown/escape.js'
import { imageParts, marked, mdProse, NBSP, NONE, shortDigestOf } from '../../markdown/fit.js'
import { currentStep, succeeded } from '../chain.js'
import { isoTime, timeOfDay } from '../../text/time.js'
import { renderMermaid } from '../timeline.js'
import { verificationBlocks } from '../../verify/render.js'
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
  verified: 'Healthy and verified',
  'verification-failed': 'Healthy, but verification failed',
  inconclusive: 'Healthy, but not verified (inconclusive)',
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
  const mark = succeeded(state.verdict) ? '✅' : state.verdict === 'waiting' ? '⏳' : '❌'
  return `${mark} ${mdText(app)}: ${verdict}${phase}`
}

/**
 * The report of the PR comment and the job summary alike, as markdown blocks: verdict, message,
 * image, diagram, the chain as a table, the verification's checks and charts once it ended,
 * warnings, the full image reference and links. It fits GitHub's PR column: digests in Argo CD's
 * words are cut to 12 digits, times are a time of day (`23:05:53Z`) under a header that gives the
 * date, and no cell is empty.
 */
export function reportBlocks(state: ChainState, context: ReportContext): string[] {
  const blocks = [
    `### ${headline(state, context.app)}`,
    mdProse(state.message),
    `Image ${imageLine(context.image)}${state.revision ? ` at revision ${mdCode(state.revision.slice(0, 12))}` : ''}`,
    renderMermaid(state),
    markdownTable(state),
    ...(state.verification ? verificationBlocks(state.verification) : [])
  ]
  for (const warning of state.warnings) blocks.push(`> [!WARNING]\n> ${mdProse(warning)}`)
  blocks.push(
    ['<details><summary>Full image reference</summary>', '', mdCode(context.image), '', '</details>'].join('\n')
  )
  const links = linkLine(context)
  if (links) blocks.push(links)
  return blocks
}

/** `<code>ghcr.io/acme/todo-api:1.5.0</code> <code>28492db02222</code>`: in prose, so the name is not clipped. */
function imageLine(image: string): string {
  const { name, tag, digest } = imageParts(image)
  const named = mdCode(`${name}${tag === undefined ? '' : `:${tag}`}`)
  return digest === undefined ? named : `${named}${NBSP}${mdCode(shortDigestOf(digest))}`
}

/** Rows of the chain table, every cell escaped and none empty. `sameDay`: times without their date. */
function stepRows(state: ChainState, sameDay = false): string[][] {
  return state.steps.map((s) => [
    s.step,
    marked(MARK[s.state], s.state),
    s.state === 'pending' || s.state === 'unobservable' ? NONE : sameDay ? timeOfDay(s.since) : isoTime(s.since),
    s.detail === '' ? NONE : mdProse(s.detail)
  ])
}

/** The one UTC date all timed steps share, if they share one. */
function sharedDate(state: ChainState): string | undefined {
  const dates = new Set(
    state.steps
      .filter((s) => s.state !== 'pending' && s.state !== 'unobservable')
      .map((s) => isoTime(s.since).slice(0, 10))
  )
  return dates.size === 1 ? [...dates][0] : undefined
}

/** The chain as a table; when every time is of one day, the cells give the time and a note under it the date. */
export function markdownTable(state: ChainState): string {
  const date = sharedDate(state)
  const rows = stepRows(state, date !== undefined).map((r) => `| ${r.join(' | ')} |`)
  const table = ['| Step | State | Since | Detail |', '|---|---|---|---|', ...rows].join('\n')
  return date === undefined ? table : `${table}\n\n<sub>Times are UTC, on ${date}.</sub>`
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
