/**
 * A verification as markdown, for the sticky comment and the job summary alike (wait puts these
 * blocks after its chain): the outcome, the soak window, one table row per check with its
 * outcome and values, each metric's series as a chart with its threshold, and the queries as
 * sent. It fits GitHub's 806 px column as wait's report does (src/markdown/fit.ts): clipped code
 * in cells, prose that wraps, times of day under a note that gives the date.
 */
import { mdCode, mdFence, mdText } from '../markdown/escape.js'
import { clip, marked, mdProse, NBSP, NONE } from '../markdown/fit.js'
import { metricChart } from './chart.js'
import { formatDuration, isoTime, timeOfDay } from '../text/time.js'
import type { MetricResult, SmokeStepResult, Verification, VerificationOutcome } from './outcome.js'
import { formatValue } from './threshold.js'

const HEADLINE: Record<VerificationOutcome, string> = {
  verified: '✅ Verified',
  failed: '❌ Verification failed',
  inconclusive: '❔ Not verified: inconclusive'
}

const MARK: Record<string, string> = {
  passed: '✅',
  failed: '❌',
  inconclusive: '❔',
  skipped: '➖',
  unwatched: '⚪'
}

/** The verification as markdown blocks, to join with blank lines or to place after other blocks. */
export function verificationBlocks(v: Verification): string[] {
  const blocks = [
    `#### ${HEADLINE[v.outcome]} (${formatDuration(v.soakMs)} soak)`,
    mdProse(v.message),
    windowLine(v),
    checkTable(v)
  ]
  for (const metric of v.metrics) {
    const chart = metricChart(metric, v.startedAt)
    if (chart) blocks.push(`**${mdText(metric.name)}**`, chart, chartNote(metric, v.startedAt))
  }
  if (v.metrics.length > 0) blocks.push(queries(v))
  return blocks
}

/** The verification as one markdown document. */
export function renderVerification(v: Verification): string {
  return verificationBlocks(v).join('\n\n')
}

function windowLine(v: Verification): string {
  const day = isoTime(v.startedAt).slice(0, 10)
  const sameDay = isoTime(v.endedAt).slice(0, 10) === day
  const end = sameDay ? timeOfDay(v.endedAt) : isoTime(v.endedAt)
  const early = v.endedAt - v.startedAt < v.soakMs ? `, ended after ${formatDuration(v.endedAt - v.startedAt)}` : ''
  const source = v.prometheus === undefined ? '' : ` · metrics from ${mdCode(clip(v.prometheus, 60))}`
  return `Soak from ${timeOfDay(v.startedAt)} to ${end}${early}, a sample every ${formatDuration(v.intervalMs)}${source}. <sub>Times are UTC, on ${day}.</sub>`
}

function checkTable(v: Verification): string {
  const rows: string[][] = v.metrics.map((m) => [
    `${mdText(clip(m.name))}<br><sub>metric</sub>`,
    marked(MARK[m.outcome]!, m.outcome),
    metricValue(m),
    breakable(mdProse(m.reason))
  ])
  const run = v.smoke?.runs.find((r) => r.outcome === 'failed') ?? v.smoke?.runs.at(-1)
  for (const step of run?.steps ?? [])
    rows.push([
      `${mdText(clip(step.name))}<br><sub>smoke</sub>`,
      marked(MARK[step.outcome]!, step.outcome),
      stepValue(step),
      stepDetail(step)
    ])
  if (v.smoke && v.smoke.runs.length > 1) {
    const failedRuns = v.smoke.runs.filter((r) => r.outcome === 'failed').length
    rows.push([
      'smoke runs',
      marked(MARK[v.smoke.outcome]!, v.smoke.outcome),
      `${v.smoke.runs.length - failedRuns}/${v.smoke.runs.length}`,
      failedRuns === 0 ? 'every run passed; the table shows the last' : 'the table shows the run that failed'
    ])
  }
  rows.push([
    'the app',
    marked(MARK[v.app.outcome]!, v.app.outcome),
    v.app.outcome === 'failed' && v.app.at !== undefined ? `at ${formatDuration(v.app.at - v.startedAt)}` : NONE,
    breakable(mdProse(v.app.detail))
  ])
  return ['| Check | Outcome | Value | Detail |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n'
  )
}

/** The value that decided: the failing one, else the worst passing one, else what there was instead. */
function metricValue(m: MetricResult): string {
  const decided =
    m.samples.find((s) => s.state === 'fail') ??
    m.samples
      .filter((s) => s.state === 'pass')
      .reduce<(typeof m.samples)[number] | undefined>((a, b) => {
        if (a === undefined) return b
        const worse = m.comparison === '<' || m.comparison === '<=' ? b.value! > a.value! : b.value! < a.value!
        return worse ? b : a
      }, undefined)
  if (decided === undefined)
    return m.samples.some((s) => s.state === 'nan')
      ? 'NaN'
      : m.samples.some((s) => s.state === 'no-data')
        ? 'no data'
        : 'error'
  return mdCode(formatValue(decided.value!, m.threshold.unit))
}

function stepValue(step: SmokeStepResult): string {
  if (step.status === undefined) return NONE
  return step.ms === undefined ? String(step.status) : `${step.status} in ${Math.round(step.ms)}${NBSP}ms`
}

function stepDetail(step: SmokeStepResult): string {
  const request = `${mdText(step.method)} ${mdCode(clip(pathOf(step.url)))}`
  return step.detail === '' ? request : `${request}: ${breakable(mdProse(step.detail))}`
}

/**
 * Escaped prose with a break opportunity (`<wbr>`, which GitHub keeps) after each `/`, `,` and
 * `=` of a long run without spaces, such as a route label or a JSON answer: a table is as wide as
 * the widest run its cells cannot break.
 */
function breakable(html: string): string {
  return html.replace(/\S{24,}/g, (run) => run.replace(/([/,=])(?=\S)/g, '$1<wbr>'))
}

/** The URL without its scheme and host when it has them: the host is the same for every step. */
function pathOf(url: string): string {
  const m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(url)
  return m ? (m[1] ?? '/') : url
}

function chartNote(m: MetricResult, startedAt: number): string {
  const missing = m.samples.filter((s) => !Number.isFinite(s.value))
  const gaps =
    missing.length === 0
      ? ''
      : ` Not drawn: ${missing
          .slice(0, 6)
          .map((s) => `${gapName(s)} at ${formatDuration(s.at - startedAt)}`)
          .join(', ')}${missing.length > 6 ? ', …' : ''}.`
  const many = m.samples.some((s) => s.series > 1) ? 'the worst of its series' : 'its value'
  return `<sub>Blue line: ${many} at each sample; red flat line: the threshold, ${mdText(`${m.comparison} ${m.threshold.text}`)}.${mdText(gaps)}</sub>`
}

function gapName(s: MetricResult['samples'][number]): string {
  if (s.state === 'no-data') return 'no data'
  if (s.state === 'error') return 'query error'
  return s.value === undefined ? s.state : formatValue(s.value, '')
}

function queries(v: Verification): string {
  const items = v.metrics.map(
    (m) => `${mdText(m.name)}, ${mdText(`${m.comparison} ${m.threshold.text}`)}:\n\n${mdFence(m.query)}`
  )
  return ['<details><summary>Queries as sent</summary>', '', ...items.flatMap((i) => [i, '']), '</details>'].join('\n')
}
