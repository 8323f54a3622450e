import { describe, expect, it } from 'vitest'
import { formatNumberLikeGopherLua } from '../../../src/health/lua-numbers.js'

describe('formatNumberLikeGopherLua', () => {
  it.each([
    [1, '1'],
    [-3, '-3'],
    [2.0, '2'],
    [-0, '0'],
    [1e15, '1000000000000000'],
    [1e21, '1e+21'],
    [0.5, '0.5'],
    [1 / 3, '0.3333333333333333'],
    [123456.5, '123456.5'],
    [1234567.5, '1.2345675e+06'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [-2.5e-7, '-2.5e-07'],
    [Infinity, '+Inf'],
    [-Infinity, '-Inf'],
    [NaN, 'NaN']
  ])('formats %s as Go fmt.Sprint does for a gopher-lua number: %s', (value, text) => {
    expect(formatNumberLikeGopherLua(value)).toBe(text)
  })
})
