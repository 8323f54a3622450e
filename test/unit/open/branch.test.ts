import { describe, expect, it } from 'vitest'
import { assertValidBranchName, releaseBranchName } from '../../../src/open/branch.js'

describe('releaseBranchName', () => {
  it('is the manifest path without extension under the prefix', () => {
    expect(releaseBranchName('gitops-release/', 'apps/todo-api/dev/microservice.yaml', undefined)).toBe(
      'gitops-release/apps/todo-api/dev/microservice'
    )
  })

  it('adds the resource name when one is selected', () => {
    expect(releaseBranchName('gitops-release/', 'apps/all.yml', 'todo-api')).toBe('gitops-release/apps/all/todo-api')
  })

  it('adds a non-default base after an @, keeping its slashes', () => {
    expect(releaseBranchName('gitops-release/', 'apps/todo-api/microservice.yaml', undefined, 'env/prod')).toBe(
      'gitops-release/apps/todo-api/microservice@env/prod'
    )
  })

  it('never gives two targets the same branch, whatever the paths look like', () => {
    // A manifest path that spells another target's base cannot collide: paths never hold an @.
    const withBase = releaseBranchName('r/', 'apps/x.yaml', undefined, 'release')
    const lookalike = releaseBranchName('r/', 'apps/x@release.yaml', undefined)
    expect(lookalike).toBe('r/apps/x-release')
    expect(withBase).not.toBe(lookalike)
  })

  it('turns characters git refuses into dashes', () => {
    expect(releaseBranchName('r/', 'apps/my app/..x/a.lock.yaml', 'n~1')).toBe('r/apps/my-app/x/a-lock/n-1')
  })
})

describe('assertValidBranchName', () => {
  it.each(['a..b', 'a/.b', 'a b', 'a:b', 'a/', '/a', 'a//b', 'a@{1}', 'x.lock'])('refuses %j', (name) => {
    expect(() => assertValidBranchName(name, 'base')).toThrow(/Input 'base'/)
  })
})
