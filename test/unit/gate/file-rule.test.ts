import { describe, expect, it } from 'vitest'
import { checkChangedFile, type ChangedFile } from '../../../src/gate/rule/file.js'
import { pathMatcher } from '../../../src/gate/path-matcher.js'
import { DEFAULT_PATHS, validatePaths } from '../../../src/gate/policy.js'
import { InputError } from '../../../src/errors.js'

const allowed = pathMatcher(DEFAULT_PATHS)
const file = (over: Partial<ChangedFile>): ChangedFile => ({
  path: 'apps/a.yaml',
  status: 'modified',
  baseMode: '100644',
  headMode: '100644',
  ...over
})
const codes = (f: ChangedFile, match = allowed): string[] => checkChangedFile(f, match).map((r) => r.code)

describe('checkChangedFile', () => {
  it('passes an in-place edit of a regular YAML file', () => {
    expect(codes(file({}))).toEqual([])
    expect(codes(file({ path: 'deep/er/x.yml' }))).toEqual([])
  })

  it.each(['added', 'removed', 'renamed', 'copied', 'type-changed', 'unknown'] as const)(
    'refuses status %s',
    (status) => {
      const modes = status === 'added' ? { baseMode: undefined } : status === 'removed' ? { headMode: undefined } : {}
      expect(codes(file({ status, ...modes }))).toEqual(['not-modified'])
    }
  )

  it('refuses a "modified" entry whose previous path differs', () => {
    expect(codes(file({ previousPath: 'apps/b.yaml' }))).toEqual(['not-modified'])
  })

  it.each([
    ['executable', '100644', '100755'],
    ['symlink', '120000', '120000'],
    ['submodule', '160000', '160000'],
    ['file to symlink', '100644', '120000']
  ])('refuses %s modes', (_name, baseMode, headMode) => {
    const reasons = checkChangedFile(file({ baseMode, headMode }), allowed)
    expect(reasons.map((r) => r.code)).toEqual(['mode-change'])
    expect(reasons[0]!.message).toContain(headMode === '100644' ? baseMode : headMode)
  })

  it('refuses a modified file with a missing side', () => {
    expect(codes(file({ headMode: undefined }))).toEqual(['mode-change'])
  })

  it('matches globs without dot files, and checks both paths of a rename', () => {
    // The defaults name what bump edits: Kustomization and Argo CD's override files (issue 36).
    expect(codes(file({ path: 'apps/.argocd-source.yaml' }))).toEqual([])
    expect(codes(file({ path: 'apps/.argocd-source-web.yml' }))).toEqual([])
    expect(codes(file({ path: 'apps/web/Kustomization' }))).toEqual([])
    expect(codes(file({ path: 'apps/web/kustomization.yml' }))).toEqual([])
    // An app at the repository's root has its files there.
    expect(codes(file({ path: 'Kustomization' }))).toEqual([])
    expect(codes(file({ path: '.argocd-source-web.yaml' }))).toEqual([])
    expect(codes(file({ path: '.github/.argocd-source.yaml' }))).toEqual(['path-not-allowed'])
    expect(codes(file({ path: '.github/gitops-release.yaml' }))).toEqual(['path-not-allowed'])
    expect(codes(file({ path: 'apps/.hidden.yaml' }))).toEqual(['path-not-allowed'])
    expect(codes(file({ path: '.gitattributes' }))).toEqual(['path-not-allowed'])
    expect(codes(file({ path: 'apps/a.json' }))).toEqual(['path-not-allowed'])
    expect(codes(file({ path: 'a.yaml', previousPath: 'a.json', status: 'renamed' }))).toEqual([
      'not-modified',
      'path-not-allowed'
    ])
    const devOnly = pathMatcher(['apps/*/dev/**'])
    expect(codes(file({ path: 'apps/x/dev/m.yaml' }), devOnly)).toEqual([])
    expect(codes(file({ path: 'apps/x/prod/m.yaml' }), devOnly)).toEqual(['path-not-allowed'])
  })
})

describe('validatePaths', () => {
  it('defaults to YAML files and refuses absolute or backslashed globs', () => {
    expect(validatePaths([], '--paths')).toEqual(DEFAULT_PATHS)
    expect(() => validatePaths(['/etc/*.yaml'], '--paths')).toThrow(InputError)
    expect(() => validatePaths(['apps\\*.yaml'], '--paths')).toThrow(/relative to the repository root/)
  })
})
