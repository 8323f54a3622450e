/**
 * A metric's series across the soak as a mermaid `xychart-beta` (which GitHub renders in comments
 * and job summaries): the worst series' value at each sample as one line, the threshold as a
 * flat second line, in the threshold's unit. Its source holds only numbers and our own words,
 * never a metric's name or labels, so nothing needs escaping. Mermaid's chart grammar has no
 * gaps, no legend before 11.x and no exponents: samples without a value are left out (their
 * times go missing from the axis, and the note under the chart names them), a long soak is cut
 * to {@link MAX_POINTS} buckets keeping each bucket's worst value, so a failure always shows.
 */
import type { Comparison } from './config.js'
import { formatDuration } from '../text/time.js'
import type { MetricResult, MetricSample } from './outcome.js'
import { plainNumber, scaled, worseThan } from './threshold.js'

/** Points a 700 px chart labels legibly (about 55 px per time label). */
export const MAX_POINTS = 12

/** Chart size: inside GitHub's 806 px column with its diagram padding, so never scaled down. */
const WIDTH = 700
const HEIGHT = 220

/**
 * The value line and the threshold line: text-free marks need 3:1 against the chart's background
 * (WCAG 1.4.11), in mermaid's default theme (white) and in its dark theme (#333) alike; this blue
 * is 3.7:1 and 3.3:1, this red 3.8:1 and 3.2:1.
 */
export const PLOT_COLOURS = ['#3b82f6', '#e5534b'] as const

const INIT = JSON.stringify({
  xyChart: { width: WIDTH, height: HEIGHT, xAxis: { labelFontSize: 12 }, yAxis: { labelFontSize: 12 } },
  themeVariables: { xyChart: { plotColorPalette: PLOT_COLOURS.join(', ') } }
})

interface Point {
  readonly offset: number
  readonly value: number
}

/** The chart's mermaid block, or undefined when fewer than two samples have a value to draw. */
export function metricChart(metric: MetricResult, startedAt: number): string | undefined {
  const drawable = metric.samples.filter((s): s is MetricSample & { value: number } => Number.isFinite(s.value))
  if (drawable.length < 2) return undefined
  const points = buckets(
    drawable.map((s) => ({ offset: s.at - startedAt, value: scaled(s.value, metric.threshold.unit) })),
    metric.comparison
  )
  const threshold = scaled(metric.threshold.value, metric.threshold.unit)
  const [low, high] = axisRange([...points.map((p) => p.value), threshold])
  const unit = metric.threshold.unit === '' ? 'value' : metric.threshold.unit
  return [
    '```mermaid',
    `%%{init: ${INIT}}%%`,
    'xychart-beta',
    `  x-axis "time into the soak" [${timeLabels(points).join(', ')}]`,
    `  y-axis "${unit}" ${plainNumber(low)} --> ${plainNumber(high)}`,
    `  line [${points.map((p) => plainNumber(p.value)).join(', ')}]`,
    `  line [${points.map(() => plainNumber(threshold)).join(', ')}]`,
    '```'
  ].join('\n')
}

/** `"0s", "30s", "1m"`: each distinct (a band axis merges equal ones), to the tenth of a second if need be. */
function timeLabels(points: readonly Point[]): string[] {
  const labels = points.map((p) => formatDuration(p.offset))
  const distinct = new Set(labels).size === labels.length
  return (distinct ? labels : points.map((p) => `${(p.offset / 1000).toFixed(1)}s`)).map((l) => `"${l}"`)
}

/**
 * At most {@link MAX_POINTS} points: consecutive samples grouped, each group drawn at its first
 * sample's time (so the axis steps evenly) with its worst value.
 */
function buckets(points: readonly Point[], comparison: Comparison): Point[] {
  if (points.length <= MAX_POINTS) return [...points]
  const size = Math.ceil(points.length / MAX_POINTS)
  const out: Point[] = []
  for (let i = 0; i < points.length; i += size) {
    const group = points.slice(i, i + size)
    const worst = group.reduce((a, b) => (worseThan(b.value, a.value, comparison) ? b : a))
    out.push({ offset: group[0]!.offset, value: worst.value })
  }
  return out
}

/** From 0 (or below, for negative values) to a round number a fifth above the highest. */
function axisRange(values: readonly number[]): [number, number] {
  const low = Math.min(0, ...values)
  const high = Math.max(...values)
  const top = high <= 0 ? 1 : roundUp(high * 1.2)
  return [low < 0 ? -roundUp(-low * 1.2) : 0, top]
}

/** The next number of the form 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. */
function roundUp(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= value) ?? 10
  return step * power
}
