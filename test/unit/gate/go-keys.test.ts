import { describe, expect, it } from 'vitest'
import { formatFloat32, goPlainKey, NO_JSON_NAME } from '../../../src/gate/go-keys.js'

/** Each key's JSON name as sigs.k8s.io/yaml gives it (checked with YAMLToJSON on `KEY: 1`). */
const GO_NAMES: [string, string | typeof NO_JSON_NAME][] = [
  ['1', '1'],
  ['1.00000001', '1'],
  ['1.0', '1'],
  ['010', '8'],
  ['0o10', '8'],
  ['0x1F', '31'],
  ['0b101', '5'],
  ['-0b101', '-5'],
  ['+12', '12'],
  ['1_000', '1000'],
  ['08', '8'],
  ['09.5', '9.5'],
  ['1e6', '1e+06'],
  ['1000000', '1000000'],
  ['0.00001', '1e-05'],
  ['.5', '0.5'],
  ['.5e3', '500'],
  ['-.inf', '-.inf'],
  ['.NaN', '.nan'],
  ['1.5e-7', '1.5e-07'],
  ['3.14159265358979', '3.1415927'],
  ['9223372036854775807', '9223372036854775807'],
  ['9223372036854775808', NO_JSON_NAME],
  ['18446744073709551616', '1.8446744e+19'],
  ['-9223372036854775809', '-9.223372e+18'],
  ['~', NO_JSON_NAME],
  ['null', NO_JSON_NAME],
  ['', NO_JSON_NAME],
  ['yes', 'true'],
  ['On', 'true'],
  ['n', 'false'],
  ['-0', '0'],
  ['-0.0', '-0'],
  ['1.', '1'],
  ['1e', '1e'],
  ['0x', '0x'],
  ['2001-12-14', '2001-12-14'],
  ['1:20:30', '1:20:30'],
  ['16777217', '16777217'],
  ['kind', 'kind'],
  ['FALSE', 'false'],
  // Names JavaScript objects carry: plain strings to Go, and never a prototype's member here.
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['__proto__', '__proto__'],
  ['hasOwnProperty', 'hasOwnProperty']
]

describe('goPlainKey', () => {
  it.each(GO_NAMES)('reads %j as Go does', (source, name) => {
    expect(goPlainKey(source)).toBe(name)
  })
})

describe('formatFloat32', () => {
  it('rounds through float32 and prints the shortest %g form', () => {
    expect(formatFloat32(0.1)).toBe('0.1')
    expect(formatFloat32(16777217.5)).toBe('1.6777218e+07')
    expect(formatFloat32(123456)).toBe('123456')
    expect(formatFloat32(1234567)).toBe('1.234567e+06')
  })
})
