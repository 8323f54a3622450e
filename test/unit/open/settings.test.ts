import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { readOpenSettings } from '../../../src/open/settings.js'
import { DIGEST_B } from '../../../standins/fixtures.js'
import { withInputs } from '../../helpers/inputs.js'

const IMAGE = `ghcr.io/acme/todo-api:1.5.0@${DIGEST_B}`
const base = {
  token: 'ghs_secret',
  'config-repo': 'acme/config',
  manifest: 'apps/todo-api/dev/microservice.yaml',
  image: IMAGE
}

describe('readOpenSettings', () => {
  it('reads the defaults from the schema, and masks the token', () => {
    const masked: string[] = []
    const settings = withInputs(base, () => readOpenSettings({}), masked)
    expect(settings).toMatchObject({
      configRepo: { owner: 'acme', repo: 'config' },
      manifest: 'apps/todo-api/dev/microservice.yaml',
      image: IMAGE,
      base: undefined,
      branchPrefix: 'gitops-release/',
      version: '1.5.0',
      allowDowngrade: false,
      labels: [],
      draft: false,
      title: undefined,
      dryRun: false,
      autoMerge: undefined,
      showSummary: true
    })
    // Kind, group and name are left to the file (src/manifest/locate.ts).
    expect(settings.selector).toEqual({})
    expect(masked).toEqual(['ghs_secret'])
  })

  it('reads every open input', () => {
    const settings = withInputs(
      {
        ...base,
        manifest: './apps/x.yaml',
        kind: 'DecisionModel',
        'api-group': 'decisionmodel.io',
        'resource-name': 'todo-api',
        base: 'release',
        'branch-prefix': 'rel/',
        version: 'v2.0.0',
        'allow-downgrade': 'true',
        labels: 'release, dev',
        reviewers: 'alice\nbob',
        'team-reviewers': 'platform',
        draft: 'TRUE',
        title: 'Ship it',
        'dry-run': 'true',
        'show-summary': 'false',
        'auto-merge': 'squash'
      },
      () => readOpenSettings({})
    )
    expect(settings).toMatchObject({
      manifest: 'apps/x.yaml',
      selector: { kind: 'DecisionModel', apiGroup: 'decisionmodel.io', name: 'todo-api' },
      base: 'release',
      branchPrefix: 'rel/',
      version: '2.0.0',
      allowDowngrade: true,
      labels: ['release', 'dev'],
      reviewers: ['alice', 'bob'],
      teamReviewers: ['platform'],
      draft: true,
      title: 'Ship it',
      dryRun: true,
      autoMerge: 'squash',
      showSummary: false
    })
  })

  it.each([
    [{ manifest: '' }, /Input 'manifest' is required/],
    [{ image: '' }, /Input 'image' is required/],
    [{ manifest: '../etc/passwd' }, /Input 'manifest' must be a file path relative to the config repo root/],
    [{ image: 'ghcr.io/acme/todo-api:1.5.0' }, /Input 'image': image reference .* is not pinned/],
    [{ version: 'latest' }, /Input 'version' must be a semantic version such as 1.4.2, got "latest"/],
    [{ draft: 'yes' }, /Input 'draft' must be true or false/],
    [{ 'branch-prefix': 'a..b/' }, /branch-prefix/],
    [
      { 'auto-merge': 'fast-forward' },
      /Input 'auto-merge' must be one of 'merge', 'squash', 'rebase', got "fast-forward"/
    ]
  ])('refuses %j, naming the input', (inputs, message) => {
    const read = (): unknown => withInputs({ ...base, ...inputs }, () => readOpenSettings({}))
    expect(read).toThrow(InputError)
    expect(read).toThrow(message)
  })
})
