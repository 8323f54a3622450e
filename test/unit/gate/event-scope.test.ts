import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { pullOfQueueBranch, readGateTarget } from '../../../src/gate/event.js'
import { outOfScope, parseScope } from '../../../src/gate/scope.js'

const SHA_A = 'a'.repeat(40)
const SHA_B = 'b'.repeat(40)
const PR = {
  number: 7,
  user: { login: 'release-bot[bot]' },
  base: { sha: SHA_A, ref: 'main' },
  head: { sha: SHA_B, ref: 'gitops-release/x', repo: { full_name: 'fork/config' } }
}

describe('readGateTarget', () => {
  it.each(['pull_request', 'pull_request_target'])('reads the exact SHAs of a %s event', (name) => {
    expect(readGateTarget(name, { pull_request: PR })).toEqual({
      event: name,
      pullNumber: 7,
      baseSha: SHA_A,
      headSha: SHA_B,
      baseRef: 'main',
      headRef: 'gitops-release/x',
      author: 'release-bot[bot]',
      headRepo: 'fork/config'
    })
  })

  it('reads a merge group and the PR its branch names', () => {
    const target = readGateTarget('merge_group', {
      merge_group: {
        base_sha: SHA_A,
        head_sha: SHA_B,
        base_ref: 'refs/heads/main',
        head_ref: `refs/heads/gh-readonly-queue/main/pr-12-${SHA_A}`
      }
    })
    expect(target).toMatchObject({
      event: 'merge_group',
      pullNumber: 12,
      baseRef: 'main',
      baseSha: SHA_A,
      headSha: SHA_B
    })
    expect(pullOfQueueBranch('feature/x')).toBeUndefined()
  })

  it('refuses other events and payloads without SHAs', () => {
    expect(() => readGateTarget('push', {})).toThrow(InputError)
    expect(() => readGateTarget('pull_request', {})).toThrow(/has no pull_request/)
    expect(() => readGateTarget('pull_request', { pull_request: { ...PR, head: { sha: 'main' } } })).toThrow(
      /pull_request.head.sha is not a commit SHA/
    )
  })
})

describe('scope', () => {
  it('defaults to the branch prefix open uses', () => {
    const scope = parseScope([])
    expect(outOfScope(scope, 'gitops-release/apps/x', 'anyone')).toBeUndefined()
    expect(outOfScope(scope, 'feature/x', 'anyone')).toContain('"gitops-release/"')
  })

  it('widens within a kind and narrows across kinds', () => {
    const scope = parseScope(['branch:release/', 'branch:bump/', 'author:Release-Bot[bot]'])
    expect(outOfScope(scope, 'bump/x', 'release-bot[bot]')).toBeUndefined()
    expect(outOfScope(scope, 'release/x', 'mallory')).toContain('author')
    expect(outOfScope(scope, 'main', 'release-bot[bot]')).toContain('branch')
  })

  it('puts everything in scope with *', () => {
    expect(outOfScope(parseScope(['*']), 'anything', undefined)).toBeUndefined()
  })

  it('names the input and the fix for a bad entry', () => {
    expect(() => parseScope(['gitops-release/'])).toThrow(
      'Input \'scope\': "gitops-release/" is not an entry; use branch:<prefix>, author:<login> or *'
    )
  })
})
