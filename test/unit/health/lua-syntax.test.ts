import { describe, expect, it } from 'vitest'
import { findLua53Operator } from '../../../src/health/lua-syntax.js'

describe('findLua53Operator', () => {
  it.each([
    ['local x = a // 2', '//'],
    ['local x = a & 1', '&'],
    ['local x = a | 1', '|'],
    ['local x = ~a', '~'],
    ['local x = a ~ b', '~'],
    ['local x = a << 1', '<<'],
    ['local x = a >> 1', '>>']
  ])('finds the 5.3 operator in %j', (source, operator) => {
    expect(findLua53Operator(source)).toEqual({ operator, line: 1 })
  })

  it('ignores 5.1 operators that share characters', () => {
    expect(findLua53Operator('if a ~= b and a <= b and a >= b then return a / b end')).toBeUndefined()
  })

  it('ignores operators inside strings and comments, and counts lines across them', () => {
    const source = [
      '-- a // comment',
      'local s = "a // b | c" .. \'x & y\'',
      '--[[ block',
      'comment << >> ]]',
      'local long = [==[',
      'text ~ here ]==]',
      'local n = 7 // 2'
    ].join('\n')
    expect(findLua53Operator(source)).toEqual({ operator: '//', line: 7 })
  })

  it('skips a shebang line', () => {
    expect(findLua53Operator('#!/usr/bin/lua // x\nreturn {}')).toBeUndefined()
  })
})
