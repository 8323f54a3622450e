import { describe, expect, it } from 'vitest'
import { formatValue, parseThreshold, passes, plainNumber, worseThan } from '../../../src/verify/threshold.js'

describe('thresholds', () => {
  it.each([
    ['0.01', 0.01, ''],
    [0.01, 0.01, ''],
    ['1%', 0.01, '%'],
    ['0.5 %', 0.005, '%'],
    ['300ms', 0.3, 'ms'],
    ['0.3s', 0.3, 's'],
    ['1e-2', 0.01, ''],
    ['-3', -3, ''],
    ['.5', 0.5, '']
  ])('reads %j as %d (%s)', (text, value, unit) => {
    const t = parseThreshold(text)!
    expect(t.value).toBeCloseTo(value, 12)
    expect(t.unit).toBe(unit)
  })

  it.each(['', 'abc', '1,5', '%', 'ms', '5m', '1h', '1%%', '300 msec', 'NaN', 'Infinity', '1e999'])(
    'refuses %j',
    (text) => {
      expect(parseThreshold(text)).toBeUndefined()
    }
  )

  it('compares with each of the four comparisons, Inf included', () => {
    expect([passes(1, '<', 1), passes(1, '<=', 1), passes(1, '>', 1), passes(1, '>=', 1)]).toEqual([
      false,
      true,
      false,
      true
    ])
    expect(passes(Infinity, '<', 0.3)).toBe(false)
    expect(worseThan(2, 1, '<')).toBe(true)
    expect(worseThan(2, 1, '>=')).toBe(false)
  })

  it('shows values in the threshold unit, without exponents', () => {
    expect(formatValue(0.2123, 'ms')).toBe('212ms')
    expect(formatValue(0.004, '%')).toBe('0.4%')
    expect(formatValue(0.0000123, '')).toBe('0.0000123')
    expect(formatValue(NaN, 'ms')).toBe('NaN')
    expect(formatValue(-Infinity, '')).toBe('-Inf')
    expect(plainNumber(123456.7)).toBe('123457')
    expect(plainNumber(1.5e-9)).not.toMatch(/e/)
  })
})
