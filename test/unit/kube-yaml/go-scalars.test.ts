import { describe, expect, it } from 'vitest'
import { isNonJsonFloat, isPlainString, resolvePlain, type GoScalar } from '../../../src/kube-yaml/go-scalars.js'

/**
 * Plain scalars as go-yaml v2 resolves them (checked with sigs.k8s.io/yaml's YAMLToJSON on
 * `a: VALUE`; the Go differential runs such values through Go on every CI run).
 */
const GO: [string, GoScalar][] = [
  ['1', { type: 'int', value: 1n }],
  ['010', { type: 'int', value: 8n }],
  ['0o10', { type: 'int', value: 8n }],
  ['0x1F', { type: 'int', value: 31n }],
  ['0b101', { type: 'int', value: 5n }],
  ['-0b101', { type: 'int', value: -5n }],
  ['+12', { type: 'int', value: 12n }],
  ['1_000', { type: 'int', value: 1000n }],
  ['-0', { type: 'int', value: 0n }],
  ['9223372036854775807', { type: 'int', value: 9223372036854775807n }],
  ['9223372036854775808', { type: 'int', value: 9223372036854775808n }],
  ['18446744073709551616', { type: 'float', value: 18446744073709551616 }],
  ['08', { type: 'float', value: 8 }],
  ['09.5', { type: 'float', value: 9.5 }],
  ['1e6', { type: 'float', value: 1e6 }],
  ['1.', { type: 'float', value: 1 }],
  ['.5', { type: 'float', value: 0.5 }],
  ['.5e3', { type: 'float', value: 500 }],
  ['-.inf', { type: 'float', value: -Infinity }],
  ['1e400', { type: 'str', value: '1e400' }],
  ['yes', { type: 'bool', value: true }],
  ['On', { type: 'bool', value: true }],
  ['n', { type: 'bool', value: false }],
  ['FALSE', { type: 'bool', value: false }],
  ['~', { type: 'null' }],
  ['null', { type: 'null' }],
  ['', { type: 'null' }],
  ['<<', { type: 'str', value: '<<' }],
  ['1e', { type: 'str', value: '1e' }],
  ['0x', { type: 'str', value: '0x' }],
  ['.e5', { type: 'str', value: '.e5' }],
  ['1:20:30', { type: 'str', value: '1:20:30' }],
  ['2001-12-14', { type: 'str', value: '2001-12-14', timestamp: true }],
  ['kind', { type: 'str', value: 'kind' }],
  ['oN', { type: 'str', value: 'oN' }],
  // Names JavaScript objects carry: plain strings to Go, and never a prototype's member here.
  ['constructor', { type: 'str', value: 'constructor' }],
  ['__proto__', { type: 'str', value: '__proto__' }]
]

describe('resolvePlain', () => {
  it.each(GO)('reads %j as go-yaml v2 does', (source, value) => {
    expect(resolvePlain(source)).toEqual(value)
  })

  it('calls a plain scalar a string only when Go reads the text it spells', () => {
    expect(['todo-api', 'v1', '2001-12-14', '1:30'].every(isPlainString)).toBe(true)
    expect(['on', '1.10', '~', '0x10'].some(isPlainString)).toBe(false)
  })

  it('knows the floats JSON cannot hold', () => {
    expect(['.inf', '-.Inf', '+.INF', '.NaN'].every(isNonJsonFloat)).toBe(true)
    expect(['1.5', 'inf', '.infinity'].some(isNonJsonFloat)).toBe(false)
  })
})
