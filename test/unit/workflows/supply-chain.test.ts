import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { checkWorkflow, pinDrift } from './rules.js'

/** Every workflow we run or ship: our own CI and release, and the examples users copy. */
const WORKFLOWS = [
  ...readdirSync('.github/workflows').map((f) => join('.github/workflows', f)),
  ...readdirSync('examples', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yml'))
    .map((f) => join('examples', f))
]

const SHA = 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09'

/** A one-job workflow around the given steps (indented as list items under `steps:`). */
function oneJob(steps: string, permissions = 'permissions:\n  contents: read\n'): string {
  return `on: push\n${permissions}jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`
}

const checkout = `      - uses: actions/checkout@${SHA} # v5.1.0\n        with:\n          persist-credentials: false\n`

function valid(text: string): string[] {
  const result = parseWorkflow({ name: 'fixture.yml', content: text }, new NoOperationTraceWriter())
  return result.context.errors.getErrors().map((e) => e.message)
}

describe('supply-chain rules over every workflow and example', () => {
  it('finds our workflows, the release workflow and the examples', () => {
    expect(WORKFLOWS).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/release.yml',
        'examples/app-repo/release.yml'
      ])
    )
  })

  it.each(WORKFLOWS)('%s pins third-party actions by SHA, sets permissions and keeps no checkout token', (file) => {
    expect(checkWorkflow(readFileSync(file, 'utf8'))).toEqual([])
  })
})

describe('the rules reject', () => {
  // Each fixture is a workflow GitHub accepts (checked below), so what rejects it is the rule.
  const rejected: [string, string, string][] = [
    ['a tag', oneJob(`      - uses: actions/setup-node@v5\n${checkout}`), 'pinned to a tag or branch'],
    ['a branch', oneJob(`      - uses: actions/setup-node@main\n${checkout}`), 'pinned to a tag or branch'],
    ['a short SHA', oneJob(`      - uses: actions/setup-node@a0853c2\n${checkout}`), 'pinned to a short SHA'],
    [
      'a full SHA in capitals',
      oneJob(`      - uses: actions/setup-node@${SHA.toUpperCase()} # v5.0.0\n${checkout}`),
      'pinned to a tag or branch'
    ],
    [
      'a SHA without a version comment',
      oneJob(`      - uses: actions/setup-node@${SHA}\n${checkout}`),
      "no '# vX.Y.Z'"
    ],
    [
      'a SHA whose comment is only the major',
      oneJob(`      - uses: actions/setup-node@${SHA} # v5\n${checkout}`),
      "no '# vX.Y.Z'"
    ],
    [
      'a version comment on the next line, not the uses line',
      oneJob(`      - uses: actions/setup-node@${SHA}\n        # v5.0.0\n${checkout}`),
      "no '# vX.Y.Z'"
    ],
    [
      'an action of a repository whose name only starts like ours',
      oneJob(`      - uses: acme/gitops-release-fork@v1\n${checkout}`),
      'pinned to a tag or branch'
    ],
    [
      'an action in a sub-folder by tag',
      oneJob(`      - uses: github/codeql-action/init@v3\n${checkout}`),
      'pinned to'
    ],
    [
      'a docker image by tag',
      oneJob(`      - uses: docker://alpine:3.20\n${checkout}`),
      'not pinned by its sha256 digest'
    ],
    [
      'a reusable workflow by tag',
      'on: push\npermissions: {}\njobs:\n  call:\n    uses: acme/workflows/.github/workflows/build.yml@v2\n',
      'pinned to a tag or branch'
    ],
    ['no top-level permissions', oneJob(checkout, ''), 'no top-level permissions'],
    ['permissions: write-all', oneJob(checkout, 'permissions: write-all\n'), 'write-all'],
    [
      'a write scope at the top of a two-job workflow',
      'on: push\npermissions:\n  contents: read\n  id-token: write\njobs:\n' +
        '  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n' +
        '  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
      'grant id-token: write to all 2 jobs'
    ],
    [
      'a checkout that keeps its token',
      oneJob(`      - uses: actions/checkout@${SHA} # v5.1.0\n      - run: npm test\n`),
      'persist-credentials: false'
    ],
    [
      'a checkout with persist-credentials: true in a job that does not push',
      oneJob(`      - uses: actions/checkout@${SHA} # v5.1.0\n        with:\n          persist-credentials: true\n`),
      'persist-credentials: false'
    ],
    [
      'a checkout whose job only mentions push in a message',
      oneJob(`      - uses: actions/checkout@${SHA} # v5.1.0\n      - run: echo "push the tag by hand"\n`),
      'persist-credentials: false'
    ]
  ]

  it.each(rejected)('%s', (_, text, expected) => {
    expect(valid(text)).toEqual([])
    const problems = checkWorkflow(text)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(expected)
    expect(problems[0]).toMatch(/^line [1-9]\d*: /)
  })

  it('names the line of the offending uses', () => {
    const text = oneJob(`${checkout}      - uses: actions/setup-node@v5\n`)
    expect(checkWorkflow(text)).toEqual([expect.stringMatching(/^line 11: actions\/setup-node@v5 /)])
  })
})

describe('the rules accept', () => {
  const accepted: [string, string][] = [
    [
      'a full SHA with its release in a comment',
      oneJob(`${checkout}      - uses: actions/setup-node@${SHA} # v5.0.0\n`)
    ],
    ['a local action', oneJob(`${checkout}      - uses: ./\n        with:\n          command: gate\n`)],
    [
      'our own action by its release tag',
      oneJob(`      - uses: acme/gitops-release@v1\n        with:\n          command: gate\n`)
    ],
    ['a docker image by digest', oneJob(`      - uses: docker://alpine@sha256:${'a'.repeat(64)}\n`)],
    ['a local reusable workflow', 'on: push\npermissions: {}\njobs:\n  ci:\n    uses: ./.github/workflows/ci.yml\n'],
    [
      'a checkout that keeps its token in a job that pushes',
      oneJob(
        `      - uses: actions/checkout@${SHA} # v5.1.0\n      - run: |\n          git tag v1\n          git push --force origin v1\n`
      )
    ],
    ['a write scope at the top of a one-job workflow', oneJob(checkout, 'permissions:\n  checks: write\n')],
    [
      'permissions: {} at the top and writes per job',
      'on: push\npermissions: {}\njobs:\n' +
        '  a:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: write\n    steps:\n      - run: "true"\n' +
        '  b:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n'
    ]
  ]

  it.each(accepted)('%s', (_, text) => {
    expect(valid(text)).toEqual([])
    expect(checkWorkflow(text)).toEqual([])
  })
})

describe('pins', () => {
  it('name one commit and one version per action across the workflows and the examples', () => {
    expect(pinDrift(WORKFLOWS.map((f) => readFileSync(f, 'utf8')))).toEqual([])
  })

  it('drift is caught: the same action at two commits, or one commit under two versions', () => {
    const a = `uses: actions/checkout@${SHA} # v5.1.0`
    const b = `uses: actions/checkout@${'0'.repeat(40)} # v5.1.0`
    const c = `uses: actions/checkout@${SHA} # v5.0.0`
    expect(pinDrift([a, b])).toEqual([`actions/checkout: ${SHA} # v5.1.0, ${'0'.repeat(40)} # v5.1.0`])
    expect(pinDrift([a, c])).toHaveLength(1)
    expect(pinDrift([a, a, `uses: actions/setup-node@${SHA} # v5.0.0`])).toEqual([])
  })
})
