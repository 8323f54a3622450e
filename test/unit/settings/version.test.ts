import fc from 'fast-check'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { validVersion, versionFromTag } from '../../../src/settings/version.js'

// validVersion stands in for semver.valid (strict) while settings are read, so that `semver`
// loads only when a command compares versions: it must answer as semver does, input by input.

const reference = (text: string): string | undefined => semver.valid(text) ?? undefined

/** Strings near the grammar: version-like pieces, joined and damaged at random. */
const pieces = fc.constantFrom(
  '0',
  '1',
  '01',
  '12',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999',
  '.',
  '-',
  '+',
  'v',
  'V',
  '=',
  ' ',
  '\t',
  'alpha',
  'rc',
  'x',
  'a-b',
  '--',
  '0a',
  '00',
  'Z9'
)
const versionish = fc.array(pieces, { maxLength: 14 }).map((parts) => parts.join(''))
const wellFormed = fc
  .tuple(
    fc.nat(),
    fc.nat(),
    fc.nat(),
    fc.option(
      fc.array(fc.oneof(fc.nat().map(String), fc.stringMatching(/^[0-9A-Za-z-]{1,6}$/)), { minLength: 1, maxLength: 3 })
    ),
    fc.option(fc.array(fc.stringMatching(/^[0-9A-Za-z-]{1,6}$/), { minLength: 1, maxLength: 3 })),
    fc.constantFrom('', 'v', ' ', '=')
  )
  .map(
    ([a, b, c, pre, build, lead]) =>
      `${lead}${a}.${b}.${c}${pre ? `-${pre.join('.')}` : ''}${build ? `+${build.join('.')}` : ''}`
  )

describe('validVersion', () => {
  it.each([
    ['1.2.3', '1.2.3'],
    ['v1.2.3', '1.2.3'],
    [' 1.2.3 ', '1.2.3'],
    ['1.2.3-rc.1+build.5', '1.2.3-rc.1'],
    ['1.2', undefined],
    ['01.2.3', undefined],
    ['1.2.3-01', undefined],
    ['=1.2.3', undefined],
    ['latest', undefined]
  ])('%j → %j, as semver.valid', (text, want) => {
    expect(validVersion(text)).toBe(want)
    expect(reference(text)).toBe(want)
  })

  it('answers as semver.valid for version-like strings', () => {
    fc.assert(
      fc.property(fc.oneof(versionish, wellFormed), (text) => validVersion(text) === reference(text)),
      {
        numRuns: 5000
      }
    )
  })

  it('answers as semver.valid for any string, and refuses what semver refuses as too long', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => validVersion(text) === reference(text)))
    const long = `1.2.3-${'a'.repeat(260)}`
    expect(validVersion(long)).toBeUndefined()
    expect(reference(long)).toBeUndefined()
  })

  it('reads a tag, and nothing from no tag', () => {
    expect(versionFromTag('v2.0.0')).toBe('2.0.0')
    expect(versionFromTag(undefined)).toBeUndefined()
  })
})
