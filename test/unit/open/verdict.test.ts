import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { parseImageReference } from '../../../src/image/reference.js'
import { bumpImage } from '../../../src/manifest/index.js'
import { makeTarget } from '../../../src/open/targets.js'
import type { TargetEdit } from '../../../src/open/types.js'
import { judgeAgainstBase } from '../../../src/open/verdict.js'
import { DIGEST_A, DIGEST_B, IMAGE, microservice } from '../../../standins/fixtures.js'

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
const SELECTOR = { kind: 'Microservice', apiGroup: 'platform.example.io' }

/** The release of `image` (at `version`) against a base whose manifest pins `onBase`. */
function judge(onBase: string, image: string, version?: string, allowDowngrade = false): string | undefined {
  const target = makeTarget(
    { manifest: MANIFEST, selector: SELECTOR, edit: {}, image, imageRef: parseImageReference(image) },
    version
  )
  const text = microservice(onBase)
  const edit: TargetEdit = { target, text, bump: bumpImage(text, SELECTOR, image) }
  return judgeAgainstBase({ targets: [target], allowDowngrade, manifest: MANIFEST, image }, 'main', [edit])
}

describe('judgeAgainstBase', () => {
  it('refuses an older version than the base runs, naming the base (issue 37, M16)', () => {
    const attempt = (): unknown => judge(`${IMAGE}:2.0.0@${DIGEST_A}`, `${IMAGE}@${DIGEST_B}`, '1.9.0')
    expect(attempt).toThrow(InputError)
    expect(attempt).toThrow('Refusing to replace version 2.0.0 with older 1.9.0: main already runs 2.0.0.')
  })

  it('lets an older version through with allow-downgrade, and a newer one always', () => {
    expect(judge(`${IMAGE}:2.0.0@${DIGEST_A}`, `${IMAGE}@${DIGEST_B}`, '1.9.0', true)).toBeUndefined()
    expect(judge(`${IMAGE}:2.0.0@${DIGEST_A}`, `${IMAGE}:2.1.0@${DIGEST_B}`)).toBeUndefined()
  })

  it('says there is nothing to release when the base pins the image already, before any version check', () => {
    const image = `${IMAGE}:2.0.0@${DIGEST_A}`
    expect(judge(image, image, '1.0.0')).toBe(`${MANIFEST} at main already pins ${image}; nothing to release.`)
  })
})
