/**
 * Our reader against the health-harness corpus, whose expectations Go confirms
 * (test/integration/health/go-harness.test.ts): what Argo CD's test sees in each file.
 */
import { describe, expect, it } from 'vitest'
import { OBJECT_CASES, TESTS_CASES } from '../../corpus/health/harness-yaml.js'
import { readHarnessTests, goFloat32 } from '../../../src/health/harness-file.js'
import { groupKindKey } from '../../../src/health/script-lookup.js'
import { parseTestObject } from '../../../src/health/test-suite.js'

function attempt<T>(read: () => T): T | 'error' {
  try {
    return read()
  } catch {
    return 'error'
  }
}

describe('reading health_test.yaml as Argo CD’s harness does', () => {
  it.each(TESTS_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(attempt(() => readHarnessTests(c.text))).toEqual(c.expected)
  })
})

describe('reading a test object as Argo CD’s harness does', () => {
  it.each(OBJECT_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(
      attempt(() => {
        const object = parseTestObject(c.text)
        return { object, key: groupKindKey(object) }
      })
    ).toEqual(c.expected)
  })
})

describe('goFloat32', () => {
  it.each([
    [0.1, '0.1'],
    [1.5, '1.5'],
    [123456789, '1.2345679e+08'],
    [1e7, '1e+07'],
    [100000, '100000'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1e40, '+Inf'],
    [-0, '-0'],
    [16777217, '1.6777216e+07']
  ])('writes %s as strconv.FormatFloat(f, g, -1, 32): %s', (n, text) => {
    expect(goFloat32(n)).toBe(text)
  })
})
