import { describe, expect, it } from 'vitest'
import { brokenRulesIn } from '../../../src/github/rule-violations.js'

describe('brokenRulesIn', () => {
  it("reads each rule from GitHub's REST answer", () => {
    const message =
      'Repository rule violations found\n\nThis branch must not contain merge commits.\n\nCannot force-push to this branch\n\n'
    expect(brokenRulesIn(message)).toEqual([
      'This branch must not contain merge commits.',
      'Cannot force-push to this branch'
    ])
  })

  it('reads the "- rule" lines of the git push form', () => {
    const message =
      'GH013: Repository rule violations found for refs/heads/x.\n- Cannot create ref due to creations being restricted.\n'
    expect(brokenRulesIn(message)).toEqual(['Cannot create ref due to creations being restricted.'])
  })

  it('is undefined for any other answer', () => {
    expect(brokenRulesIn('Update is not a fast forward')).toBeUndefined()
  })
})
