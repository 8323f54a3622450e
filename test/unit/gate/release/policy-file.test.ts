import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GITHUB_ACTIONS_ISSUER, parseReleasePolicy, PolicyFileError } from '../../../../src/gate/release/policy-file.js'

const FILE = '.github/gitops-release.yaml'

const GOOD = `# who may release what
releases:
  - paths: ["apps/todo-api/**"]
    images: ["ghcr.io/acme/todo-api"]
    provenance:
      repository: acme/todo-api
      signer-workflow: acme/workflows/.github/workflows/release.yml
      ref: refs/tags/v*
  - paths: ["apps/**"]
    images: ["ghcr.io/acme/other", "registry.example:5000/team/x"]
`

/** The error a text gives, as file, line and message. */
function refusal(text: string): { line: number; message: string } {
  try {
    parseReleasePolicy(text, FILE)
  } catch (error) {
    if (error instanceof PolicyFileError) return { line: error.line, message: error.message }
    throw error
  }
  throw new Error('parsed')
}

describe('the release policy file', () => {
  it('reads entries in order, with their lines and the default issuer', () => {
    const policy = parseReleasePolicy(GOOD, FILE)
    expect(policy.releases).toEqual([
      {
        line: 3,
        paths: ['apps/todo-api/**'],
        images: ['ghcr.io/acme/todo-api'],
        promotedFrom: undefined,
        provenance: {
          repository: 'acme/todo-api',
          signerWorkflow: 'acme/workflows/.github/workflows/release.yml',
          ref: 'refs/tags/v*',
          issuer: GITHUB_ACTIONS_ISSUER
        }
      },
      {
        line: 9,
        paths: ['apps/**'],
        images: ['ghcr.io/acme/other', 'registry.example:5000/team/x'],
        provenance: undefined,
        promotedFrom: undefined,
        recordedBy: undefined
      }
    ])
  })

  it('reads format, for paths whose names do not tell, and refuses an unknown one at its line', () => {
    const text = GOOD.replace('  - paths: ["apps/**"]\n', '  - paths: ["apps/**"]\n    format: kustomization\n')
    expect(parseReleasePolicy(text, FILE).releases.map((r) => r.format)).toEqual([undefined, 'kustomization'])
    expect(refusal(text.replace('format: kustomization', 'format: helm'))).toEqual({
      line: 10,
      message: expect.stringContaining('format "helm" must be one of manifest, kustomization, helm-values') as string
    })
  })

  it('reads promoted-from, an environment name', () => {
    const policy = parseReleasePolicy(
      GOOD.replace('  - paths: ["apps/**"]\n', '  - paths: ["apps/**"]\n    promoted-from: EU staging\n'),
      FILE
    )
    expect(policy.releases.map((r) => r.promotedFrom)).toEqual([undefined, 'EU staging'])
  })

  it('reads the example policy users copy, recorded-by included', () => {
    const file = 'examples/config-repo/gitops-release.yaml'
    const policy = parseReleasePolicy(readFileSync(file, 'utf8'), file)
    expect(policy.releases[0]).toMatchObject({ promotedFrom: 'todo-dev', recordedBy: ['acme-release[bot]'] })
  })

  it('reads recorded-by, the logins whose Deployments count for promoted-from', () => {
    const policy = parseReleasePolicy(
      GOOD.replace(
        '  - paths: ["apps/**"]\n',
        '  - paths: ["apps/**"]\n    promoted-from: staging\n    recorded-by: ["acme-release[bot]", octo-cat]\n'
      ),
      FILE
    )
    expect(policy.releases.map((r) => r.recordedBy)).toEqual([undefined, ['acme-release[bot]', 'octo-cat']])
  })

  it.each([
    [
      'a misspelt key',
      GOOD.replace('images: ["ghcr.io/acme/other"', 'image: ["ghcr.io/acme/other"'),
      10,
      /unknown key "image"/
    ],
    [
      'invalid YAML (an unclosed list ends at the end of the file)',
      'releases:\n  - paths: [apps\n',
      3,
      /not valid YAML/
    ],
    ['a duplicate key', 'releases: []\nreleases: []\n', 2, /not valid YAML/],
    ['no releases', 'releases: []\n', 1, /non-empty list/],
    ['a scalar root', 'hello\n', 1, /must be a mapping/],
    [
      'a tag on an image',
      GOOD.replace('"ghcr.io/acme/todo-api"', '"ghcr.io/acme/todo-api:1.0"'),
      4,
      /without tag or digest/
    ],
    ['a number among paths', GOOD.replace('["apps/**"]', '["apps/**", 3]'), 9, /only non-empty strings/],
    ['an absolute glob', GOOD.replace('["apps/**"]', '["/apps/**"]'), 9, /relative to the repository root/],
    ['provenance without repository', GOOD.replace('      repository: acme/todo-api\n', ''), 6, /needs 'repository/],
    [
      'a signer that is not a workflow file',
      GOOD.replace('acme/workflows/.github/workflows/release.yml', 'acme/workflows'),
      7,
      /signer-workflow/
    ],
    [
      'an issuer outside GitHub Actions',
      GOOD.replace('      ref: refs/tags/v*\n', '      issuer: https://accounts.google.com\n'),
      8,
      /issuer/
    ],
    [
      'recorded-by without promoted-from',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    recorded-by: [wait-bot]\n    images: ["ghcr.io/acme/other"'
      ),
      10,
      /'recorded-by' says whose Deployments count for 'promoted-from'; add 'promoted-from: <environment>'/
    ],
    [
      'a recorded-by string',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    promoted-from: staging\n    recorded-by: acme-release[bot]\n    images: ["ghcr.io/acme/other"'
      ),
      11,
      /'recorded-by' must be a non-empty list of strings/
    ],
    [
      'a recorded-by entry that is no login',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    promoted-from: staging\n    recorded-by: ["acme release"]\n    images: ["ghcr.io/acme/other"'
      ),
      11,
      /recorded-by: "acme release" must be a GitHub login, like acme-release\[bot\]/
    ],
    [
      'a promoted-from list',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    promoted-from: [staging]\n    images: ["ghcr.io/acme/other"'
      ),
      10,
      /'promoted-from' must be a non-empty string/
    ],
    [
      'an empty promoted-from',
      GOOD.replace('    images: ["ghcr.io/acme/other"', '    promoted-from: ""\n    images: ["ghcr.io/acme/other"'),
      10,
      /'promoted-from' must be a non-empty string/
    ],
    [
      'a promoted-from with a control character',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    promoted-from: "stag\\ting"\n    images: ["ghcr.io/acme/other"'
      ),
      10,
      /promoted-from "stag\\ting" has a control character; it must be a GitHub environment name/
    ],
    [
      'a promoted-from with a trailing space',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        '    promoted-from: "staging "\n    images: ["ghcr.io/acme/other"'
      ),
      10,
      /starts or ends with a space/
    ],
    [
      'a promoted-from too long',
      GOOD.replace(
        '    images: ["ghcr.io/acme/other"',
        `    promoted-from: ${'e'.repeat(256)}\n    images: ["ghcr.io/acme/other"`
      ),
      10,
      /has 256 characters; GitHub allows 255/
    ]
  ])('refuses %s, naming the file and line', (_what, text, line, message) => {
    const error = refusal(text)
    expect(error.line).toBe(line)
    expect(error.message).toMatch(message)
    expect(error.message.startsWith(`${FILE} line ${line}: `)).toBe(true)
  })
})
