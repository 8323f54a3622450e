/**
 * Small statistics for the benchmarks. Runs on a shared 2-core CI box are noisy, so every
 * figure we report is a median (robust to the odd slow run) with p90 beside it to show spread;
 * means would let one GC pause or scheduler hiccup move the headline number.
 */

export interface Summary {
  readonly n: number
  readonly median: number
  readonly p90: number
  readonly min: number
  readonly max: number
}

/** The q-quantile (0..1) by linear interpolation between the closest ranks. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low)
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5)
export const p90 = (samples: readonly number[]): number => quantile(samples, 0.9)

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    median: median(samples),
    p90: p90(samples),
    min: Math.min(...samples),
    max: Math.max(...samples)
  }
}

/** Milliseconds on a monotonic clock shared by everything in this process. */
export const now = (): number => performance.now()

/** Runs `fn` `times` times in sequence and returns each duration in ms. */
export async function timeRuns(times: number, fn: (i: number) => Promise<void> | void): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < times; i++) {
    const start = now()
    await fn(i)
    out.push(now() - start)
  }
  return out
}

// Formatting, kept here so every table cell reads the same way.
export const fmtMs = (ms: number): string =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`
export const fmtKb = (kb: number): string => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.round(kb)} KB`)
export const fmtBytes = (bytes: number): string => fmtKb(bytes / 1024)
export const fmtRatio = (r: number): string => `${r.toFixed(r >= 10 ? 0 : 2)}x`
export const medianWithSpread = (s: Summary, fmt: (x: number) => string = fmtMs): string =>
  `${fmt(s.median)} (p90 ${fmt(s.p90)})`
