/**
 * Thresholds and the values compared with them. Prometheus keeps base units (seconds, ratios),
 * so a threshold is a number with at most one unit that scales it to them:
 *
 *   0.01, 1e-2, -3     the number itself
 *   1%, 0.5 %          a percentage: 1% is 0.01
 *   300ms              milliseconds: 0.3 (seconds)
 *   0.3s               seconds: 0.3
 *
 * Nothing else parses (no `m` or `h`, no `1,5`, no unit without a number). Values are shown in
 * the threshold's unit, so a p95 of 0.2123 against `300ms` reads `212ms`.
 */
/** How a metric's value must compare with its threshold to pass. */
export type Comparison = '<' | '<=' | '>' | '>='

export const COMPARISONS: readonly Comparison[] = ['<', '<=', '>', '>=']

export type Unit = '' | '%' | 'ms' | 's'

export interface Threshold {
  /** In Prometheus's base unit. */
  readonly value: number
  /** The unit it was written in, which values are shown in. */
  readonly unit: Unit
  /** As written, for reports. */
  readonly text: string
}

const FORM = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(%|ms|s)?$/

const SCALE: Record<Unit, number> = { '': 1, '%': 100, ms: 1000, s: 1 }

/** A threshold from its text (or a YAML number); undefined when it does not parse. */
export function parseThreshold(raw: string | number): Threshold | undefined {
  const text = String(raw).trim()
  const match = FORM.exec(text)
  if (!match) return undefined
  const unit = (match[2] ?? '') as Unit
  const value = Number(match[1]) / SCALE[unit]
  return Number.isFinite(value) ? { value, unit, text } : undefined
}

export function passes(value: number, comparison: Comparison, threshold: number): boolean {
  switch (comparison) {
    case '<':
      return value < threshold
    case '<=':
      return value <= threshold
    case '>':
      return value > threshold
    case '>=':
      return value >= threshold
  }
}

/**
 * Of several values, the one nearest to failing (or furthest past it): the largest for `<` and
 * `<=`, the smallest for `>` and `>=`. What a report shows for a query with many series.
 */
export function worseThan(a: number, b: number, comparison: Comparison): boolean {
  return comparison === '<' || comparison === '<=' ? a > b : a < b
}

/** A value in base units shown in `unit`: `212ms`, `0.4%`, `0.0123`, `NaN`, `+Inf`. */
export function formatValue(value: number, unit: Unit): string {
  if (Number.isNaN(value)) return 'NaN'
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf'
  return `${plainNumber(value * SCALE[unit])}${unit}`
}

/** A value in `unit`'s scale, for a chart axis. */
export function scaled(value: number, unit: Unit): number {
  return value * SCALE[unit]
}

/**
 * Three significant digits (whole numbers above 1000 kept whole), never in exponent form:
 * mermaid's chart grammar reads digits and one decimal point only.
 */
export function plainNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return value === 0 ? '0' : String(value)
  const magnitude = Math.floor(Math.log10(Math.abs(value)))
  const decimals = Math.max(0, 2 - magnitude)
  const text = value.toFixed(Math.min(decimals, 20))
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}
