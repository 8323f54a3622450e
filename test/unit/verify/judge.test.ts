import { describe, expect, it } from 'vitest'
import { judgeMetric, judgeSample } from '../../../src/verify/judge.js'
import type { MetricSample } from '../../../src/verify/outcome.js'
import { parseThreshold } from '../../../src/verify/threshold.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')
const ok = (...values: number[]) => ({
  ok: true as const,
  series: values.map((value, i) => ({ labels: { route: `/r${i}` }, value }))
})
const at = (s: number) => T0 + s * 1000

describe('judging a sample', () => {
  it('keeps the worst series, and its labels when there are several', () => {
    expect(judgeSample(ok(0.1, 0.25, 0.2), '<', 0.3, T0)).toEqual({
      at: T0,
      state: 'pass',
      value: 0.25,
      series: 3,
      labels: { route: '/r1' }
    })
    expect(judgeSample(ok(0.5), '>=', 0.3, T0)).toEqual({ at: T0, state: 'pass', value: 0.5, series: 1 })
  })

  it('fails on any failing series, keeping the worst failing one', () => {
    expect(judgeSample(ok(0.1, 0.4, 0.9, NaN), '<', 0.3, T0)).toMatchObject({
      state: 'fail',
      value: 0.9,
      labels: { route: '/r2' }
    })
    expect(judgeSample(ok(Infinity), '<', 0.3, T0)).toMatchObject({ state: 'fail', value: Infinity })
  })

  it('never passes without a value: no series, NaN, an error', () => {
    expect(judgeSample(ok(), '<', 0.3, T0)).toEqual({ at: T0, state: 'no-data', series: 0 })
    expect(judgeSample(ok(0.1, NaN), '<', 0.3, T0)).toMatchObject({ state: 'nan', labels: { route: '/r1' } })
    expect(judgeSample({ ok: false, problem: 'failed', message: 'timeout: x' }, '<', 0.3, T0)).toEqual({
      at: T0,
      state: 'error',
      series: 0,
      error: 'timeout: x'
    })
  })
})

describe('judging a check', () => {
  const p95 = { comparison: '<' as const, threshold: parseThreshold('300ms')!, inconclusiveLimit: 0 }
  const s = (seconds: number, state: MetricSample['state'], value?: number): MetricSample => ({
    at: at(seconds),
    state,
    series: 1,
    ...(value === undefined ? {} : { value })
  })

  it('passes when every sample passed, naming the worst value', () => {
    expect(judgeMetric(p95, [s(0, 'pass', 0.1), s(30, 'pass', 0.21), s(60, 'pass', 0.2)], T0)).toEqual({
      outcome: 'passed',
      reason: 'stayed < 300ms at all 3 samples (worst 210ms)'
    })
  })

  it('fails on the first failing sample, naming its value and time', () => {
    expect(judgeMetric(p95, [s(0, 'pass', 0.1), s(90, 'fail', 0.45), s(120, 'fail', 0.9)], T0)).toEqual({
      outcome: 'failed',
      reason: 'was 450ms at 90s; it must be < 300ms'
    })
  })

  it('is inconclusive with no data, NaN or errors, however many samples passed', () => {
    const samples = [s(0, 'no-data'), s(30, 'pass', 0.1), s(60, 'nan', NaN), s(90, 'no-data')]
    expect(judgeMetric(p95, samples, T0)).toEqual({
      outcome: 'inconclusive',
      reason: 'no data at 2 and NaN at 1 of 4 samples'
    })
    expect(judgeMetric(p95, [s(0, 'no-data'), s(30, 'no-data')], T0)).toEqual({
      outcome: 'inconclusive',
      reason: 'no data at 2 of 2 samples, none with a value to judge'
    })
    const error: MetricSample = { at: at(30), state: 'error', series: 0, error: 'execution: boom' }
    expect(judgeMetric(p95, [s(0, 'pass', 0.1), error], T0).reason).toContain('(execution: boom)')
  })

  it('passes with inconclusive samples within inconclusive-limit, but never with none that passed', () => {
    const limit = { ...p95, inconclusiveLimit: 1 }
    expect(judgeMetric(limit, [s(0, 'no-data'), s(30, 'pass', 0.1)], T0)).toEqual({
      outcome: 'passed',
      reason: 'stayed < 300ms at 1 of 2 samples (worst 100ms); no data at 1, within inconclusive-limit 1'
    })
    expect(judgeMetric({ ...p95, inconclusiveLimit: 5 }, [s(0, 'no-data')], T0).outcome).toBe('inconclusive')
  })
})
