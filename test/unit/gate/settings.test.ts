import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InputError } from '../../../src/errors.js'
import { readGateSettings } from '../../../src/gate/settings.js'
import { withInputs } from '../../helpers/inputs.js'

let dir: string
let env: NodeJS.ProcessEnv
const SHA = 'c'.repeat(40)

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gate-settings-'))
  const event = join(dir, 'event.json')
  await writeFile(
    event,
    JSON.stringify({
      pull_request: {
        number: 3,
        user: { login: 'bot' },
        base: { sha: SHA, ref: 'main' },
        head: { sha: SHA, ref: 'gitops-release/a' }
      }
    })
  )
  env = { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'acme/config' }
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const BASE_INPUTS = { token: 't0ken', 'github-api-url': 'https://api.github.com' }

describe('readGateSettings', () => {
  it('reads defaults into one typed object', () => {
    const s = withInputs(BASE_INPUTS, () => readGateSettings(env))
    expect(s).toMatchObject({
      configRepo: { owner: 'acme', repo: 'config' },
      policy: {
        // What bump edits: Kustomization and Argo CD's override files, which no wildcard matches (issue 36).
        paths: [
          '**/*.yaml',
          '**/*.yml',
          '**/Kustomization',
          '**/.argocd-source.yaml',
          '**/.argocd-source.yml',
          '**/.argocd-source-*.yaml',
          '**/.argocd-source-*.yml'
        ],
        selector: {},
        allowTagChange: false,
        allowDowngrade: false
      },
      limits: { maxFiles: 299, maxBytes: 10485760, concurrency: 8 },
      render: 'auto',
      scope: { branchPrefixes: ['gitops-release/'], authors: [] },
      otherPrs: 'neutral',
      checkName: 'gitops-release gate',
      comment: true,
      target: { event: 'pull_request_target', pullNumber: 3, headSha: SHA, baseRef: 'main' }
    })
    // Without kind, spec.image of any resource may change.
    expect(s.policy.selector).toEqual({})
  })

  it('reads every gate input', () => {
    const s = withInputs(
      {
        ...BASE_INPUTS,
        paths: 'apps/**/dev/*.yaml\napps/**/dev/*.yml',
        kind: 'DecisionModel',
        'api-group': 'decisionmodel.io',
        'allow-tag-change': 'true',
        'allow-downgrade': 'true',
        scope: 'author:release-bot[bot]',
        'other-prs': 'failure',
        'max-files': '20',
        'max-bytes': '1000',
        'check-name': 'release gate',
        comment: 'false',
        render: 'required'
      },
      () => readGateSettings(env)
    )
    expect(s.policy).toEqual({
      paths: ['apps/**/dev/*.yaml', 'apps/**/dev/*.yml'],
      selector: { kind: 'DecisionModel', apiGroup: 'decisionmodel.io' },
      allowTagChange: true,
      allowDowngrade: true
    })
    expect(s).toMatchObject({
      limits: { maxFiles: 20, maxBytes: 1000 },
      scope: { branchPrefixes: [], authors: ['release-bot[bot]'] },
      otherPrs: 'failure',
      checkName: 'release gate',
      comment: false,
      render: 'required'
    })
  })

  it('tells a release policy asked for from the default path, which may be absent', () => {
    expect(withInputs(BASE_INPUTS, () => readGateSettings(env)).release).toEqual({
      policyPath: '.github/gitops-release.yaml',
      policyGiven: false,
      trustedRoot: undefined
    })
    // Named explicitly, even at the default path: then it must exist.
    for (const policy of ['.github/gitops-release.yaml', ' policies/release.yml '])
      expect(withInputs({ ...BASE_INPUTS, policy }, () => readGateSettings(env)).release).toMatchObject({
        policyPath: policy.trim(),
        policyGiven: true
      })
    for (const policy of ['/etc/policy.yaml', '../policy.yaml', 'a//b.yaml', '.github/'])
      expect(() => withInputs({ ...BASE_INPUTS, policy }, () => readGateSettings(env))).toThrow(
        `Input 'policy' must be a path inside the config repo, like .github/gitops-release.yaml; got ${JSON.stringify(policy)}.`
      )
  })

  it.each([
    ['other-prs', 'pass', "Input 'other-prs' must be one of 'neutral', 'failure'"],
    ['render', 'yes', "Input 'render' must be one of 'auto', 'off', 'required'"],
    ['max-files', '300', "Input 'max-files' must be a whole number from 1 to 299"],
    ['max-bytes', '-1', "Input 'max-bytes' must be a positive whole number"],
    ['allow-tag-change', 'yes please', "Input 'allow-tag-change' must be true or false"],
    ['scope', 'main', "Input 'scope'"],
    ['paths', '/abs/*.yaml', "Input 'paths': glob"]
  ])('names the input when %s is %s', (name, value, message) => {
    expect(() => withInputs({ ...BASE_INPUTS, [name]: value }, () => readGateSettings(env))).toThrow(message)
  })

  it('says which events it runs on when the event is missing', () => {
    expect(() => withInputs(BASE_INPUTS, () => readGateSettings({ ...env, GITHUB_EVENT_PATH: undefined }))).toThrow(
      InputError
    )
    expect(() => withInputs(BASE_INPUTS, () => readGateSettings({ ...env, GITHUB_EVENT_NAME: 'schedule' }))).toThrow(
      /pull_request_target, pull_request or merge_group/
    )
  })
})
