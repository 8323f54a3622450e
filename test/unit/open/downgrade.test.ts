import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { refuseDowngrade, versionOfImage } from '../../../src/open/downgrade.js'
import { DIGEST_B } from '../../../standins/fixtures.js'

const WHERE = 'the open release PR proposes'

/** Whether `open` would replace `existing` with `version`: 'allowed', or the refusal's message. */
function outcome(version: string | undefined, existing: string | undefined, allowDowngrade = false): string {
  try {
    refuseDowngrade({ allowDowngrade, version }, existing, WHERE)
    return 'allowed'
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as Error).message
  }
}

describe('refuseDowngrade', () => {
  // The pairs a string comparison orders the other way: 1.10.0 sorts before 1.9.0 as text, and a
  // release sorts after its own prerelease as a version but before it as text.
  it.each([
    ['1.10.0', '1.9.0', 'allowed'],
    ['1.9.0', '1.10.0', 'refused'],
    ['2.0.0', '10.0.0', 'refused'],
    ['10.0.0', '9.99.99', 'allowed'],
    ['1.10.0-rc.1', '1.10.0', 'refused'],
    ['1.10.0', '1.10.0-rc.1', 'allowed'],
    ['1.10.0-rc.10', '1.10.0-rc.9', 'allowed'],
    ['1.10.0-rc.9', '1.10.0-rc.10', 'refused']
  ])('%s over %s is %s', (version, existing, expected) => {
    const result = outcome(version, existing)
    expect(result === 'allowed' ? 'allowed' : 'refused').toBe(expected)
  })

  it('says which versions, where the newer one is, and how to roll back on purpose', () => {
    expect(outcome('1.9.0', '1.10.0')).toBe(
      `Refusing to replace version 1.10.0 with older 1.9.0: ${WHERE} 1.10.0. Set 'allow-downgrade: true' to roll back on purpose.`
    )
    expect(() =>
      refuseDowngrade(
        { allowDowngrade: false, version: '1.9.0', manifest: 'apps/todo-api/eu/microservice.yaml' },
        '1.10.0',
        WHERE
      )
    ).toThrow(/^Refusing to replace version 1\.10\.0 with older 1\.9\.0 in apps\/todo-api\/eu\/microservice\.yaml: /)
  })

  it('compares an existing tag with a v prefix as the version it spells', () => {
    expect(outcome('1.10.0', 'v1.9.0')).toBe('allowed')
    expect(outcome('1.9.0', 'v1.10.0')).toMatch(/^Refusing to replace version v1\.10\.0 with older 1\.9\.0/)
    expect(outcome('1.9.0', 'v1.9.0')).toBe('allowed')
  })

  it('lets a release replace anything that is not a semantic version', () => {
    for (const existing of ['latest', 'main', '1.10', '2024-01-05', 'sha-28492db0', ''])
      expect(outcome('1.0.0', existing), existing).toBe('allowed')
  })

  it('allows the same version, no version, nothing to compare with, and allow-downgrade', () => {
    expect(outcome('1.10.0', '1.10.0')).toBe('allowed')
    expect(outcome(undefined, '1.10.0')).toBe('allowed')
    expect(outcome('1.9.0', undefined)).toBe('allowed')
    expect(outcome('1.9.0', '1.10.0', true)).toBe('allowed')
  })
})

describe('versionOfImage', () => {
  it.each([
    [`ghcr.io/acme/todo-api:1.10.0@${DIGEST_B}`, '1.10.0'],
    [`ghcr.io/acme/todo-api:v1.10.0-rc.1@${DIGEST_B}`, '1.10.0-rc.1'],
    [`ghcr.io/acme/todo-api:latest@${DIGEST_B}`, undefined],
    [`ghcr.io/acme/todo-api@${DIGEST_B}`, undefined],
    ['ghcr.io/acme/todo-api:1.10.0', '1.10.0'],
    ['not an image:1.10.0', undefined]
  ])('%s -> %s', (image, version) => {
    expect(versionOfImage(image)).toBe(version)
  })
})
