import { describe, expect, it } from 'vitest'
import { listPaths, nearMisses } from '../../../../src/gate/release/policy-path.js'

const EXPECTED = '.github/gitops-release.yaml'

describe('nearMisses', () => {
  it('finds the policy under another extension, case or separator, where people put it', () => {
    const paths = [
      EXPECTED,
      '.github/gitops-release.yml',
      '.github/GitOps-Release.YAML',
      '.github/gitops_release.yaml',
      '.GitHub/gitops-release.yaml',
      'gitops-release.yaml',
      '.github/gitops-release',
      'apps/todo-api/dev/microservice.yaml'
    ]
    expect(nearMisses(EXPECTED, paths)).toEqual(
      [
        '.GitHub/gitops-release.yaml',
        '.github/GitOps-Release.YAML',
        '.github/gitops-release',
        '.github/gitops-release.yml',
        '.github/gitops_release.yaml',
        'gitops-release.yaml'
      ].sort()
    )
  })

  it('leaves alone what only shares a word, files elsewhere, and workflows named after the action', () => {
    expect(
      nearMisses(EXPECTED, [
        '.github/workflows/gitops-release.yml',
        'apps/gitops-release.yaml',
        '.github/gitops-release.json',
        '.github/gitops-release-old.yaml',
        '.github/release.yaml'
      ])
    ).toEqual([])
  })

  it('looks beside a policy path the user chose, too', () => {
    expect(
      nearMisses('policies/release.yaml', ['policies/release.yml', 'Policies/Release.yaml', 'release.yml'])
    ).toEqual(['Policies/Release.yaml', 'policies/release.yml', 'release.yml'])
  })
})

describe('listPaths', () => {
  it('quotes each path and joins them for a sentence', () => {
    expect(listPaths(['a.yml'])).toBe('"a.yml"')
    expect(listPaths(['a.yml', 'b.yml', 'c.yml'])).toBe('"a.yml", "b.yml" and "c.yml"')
  })
})
