import { describe, expect, it } from 'vitest'
import type { AutoMergeRefusal, CheckRunState, MergeState, RequiredChecks } from '../../../src/github/auto-merge.js'
import { enableAutoMerge, WORKFLOW_TOKEN_AUTO_MERGE, type AutoMergeRepo } from '../../../src/open/auto-merge.js'
import type { OpenResult } from '../../../src/open/types.js'

const HEAD = 'a'.repeat(40)
const RESULT: OpenResult = {
  result: 'created',
  reason: 'opened',
  branch: 'gitops-release/x',
  pr: { number: 7, url: 'https://github.com/acme/config/pull/7' },
  commitSha: HEAD,
  oldImage: undefined,
  resource: undefined,
  diff: undefined,
  targets: [],
  warnings: []
}
const STATE: MergeState = {
  nodeId: 'PR_7',
  open: true,
  merged: false,
  draft: false,
  headSha: HEAD,
  baseRef: 'main',
  autoMerge: undefined
}

interface World {
  state?: Partial<MergeState>
  refusal?: AutoMergeRefusal
  required?: RequiredChecks
  runs?: CheckRunState[]
}

/** A fake config repo that records every call, and a log that records warnings. */
function fake(world: World = {}) {
  const calls: string[] = []
  const warnings: string[] = []
  const repo: AutoMergeRepo = {
    fullName: 'acme/config',
    mergeState: async (n) => (calls.push(`mergeState ${n}`), { ...STATE, ...world.state }),
    enableAutoMerge: async (id, method) => (calls.push(`enable ${id} ${method}`), world.refusal),
    requiredChecks: async (branch) => (
      calls.push(`requiredChecks ${branch}`),
      world.required ?? { known: true, checks: [] }
    ),
    checkRuns: async (sha) => (calls.push(`checkRuns ${sha}`), world.runs ?? []),
    mergePullRequest: async (n, input) => (
      calls.push(`merge ${n} ${input.sha} ${input.method}`),
      { merged: true, sha: 'b'.repeat(40) }
    )
  }
  const log = { info: () => undefined, debug: () => undefined, warning: (m: string) => void warnings.push(m) }
  return { calls, warnings, ports: { repo, log } }
}

const on = { method: 'squash', dryRun: false, workflowToken: false } as const
const clean: AutoMergeRefusal = { kind: 'mergeable-now', message: 'Pull request Pull request is in clean status' }
const gate = { known: true, checks: [{ context: 'gitops-release/gate', appId: 42 }] } as const
const run = (conclusion: string | null, appId = 42, status = 'completed'): CheckRunState => ({
  name: 'gitops-release/gate',
  appId,
  status,
  conclusion
})

describe('enableAutoMerge', () => {
  it('does nothing when off, in a dry run, or without a PR', async () => {
    const f = fake()
    expect((await enableAutoMerge({ ...on, method: undefined }, RESULT, f.ports)).outcome).toBe('off')
    expect((await enableAutoMerge({ ...on, dryRun: true }, RESULT, f.ports)).outcome).toBe('off')
    expect((await enableAutoMerge(on, { ...RESULT, pr: undefined }, f.ports)).outcome).toBe('off')
    expect(f.calls).toEqual([])
  })

  it("arms the PR by its node id, and warns when the token is the workflow's", async () => {
    const f = fake()
    expect(await enableAutoMerge(on, RESULT, f.ports)).toMatchObject({ outcome: 'enabled' })
    expect(f.calls).toEqual(['mergeState 7', 'enable PR_7 squash'])
    expect(f.warnings).toEqual([])

    const g = fake()
    await enableAutoMerge({ ...on, workflowToken: true }, RESULT, g.ports)
    expect(g.warnings).toEqual([WORKFLOW_TOKEN_AUTO_MERGE])
    expect(WORKFLOW_TOKEN_AUTO_MERGE).toMatch(/GITHUB_TOKEN.*wait.*app-id/s)
  })

  it('asks nothing more of a PR already armed with that method, and re-arms one with another', async () => {
    const f = fake({ state: { autoMerge: 'squash' } })
    expect((await enableAutoMerge(on, { ...RESULT, result: 'updated' }, f.ports)).outcome).toBe('enabled')
    expect(f.calls).toEqual(['mergeState 7'])
    const g = fake({ state: { autoMerge: 'merge' } })
    await enableAutoMerge(on, { ...RESULT, result: 'unchanged' }, g.ports)
    expect(g.calls).toEqual(['mergeState 7', 'enable PR_7 squash'])
  })

  it('refuses a draft without asking GitHub', async () => {
    const f = fake({ state: { draft: true } })
    expect((await enableAutoMerge(on, RESULT, f.ports)).outcome).toBe('refused')
    expect(f.calls).toEqual(['mergeState 7'])
    expect(f.warnings[0]).toMatch(/draft/)
  })

  it.each([
    ['not-allowed', /"Allow auto-merge" \(the repository's allow_auto_merge\)/],
    ['nothing-required', /main requires no status check/],
    ['forbidden', /contents: write and pull-requests: write/],
    ['other', /could not be enabled.*GitHub said "line one\\nline two"/]
  ] as const)('warns on %s, quoting GitHub on one line, and merges nothing', async (kind, words) => {
    const f = fake({ refusal: { kind, message: 'line one\nline two' } })
    const result = await enableAutoMerge(on, RESULT, f.ports)
    expect(result.outcome).toBe('refused')
    expect(f.warnings).toHaveLength(1)
    expect(f.warnings[0]).toMatch(words)
    expect(f.warnings[0]).not.toContain('\n')
    expect(f.calls).toEqual(['mergeState 7', 'enable PR_7 squash'])
  })

  it('merges a PR that can merge now when every required check passed on the head open wrote', async () => {
    const f = fake({ refusal: clean, required: gate, runs: [run('success')], state: { headSha: 'c'.repeat(40) } })
    expect(await enableAutoMerge(on, RESULT, f.ports)).toMatchObject({ outcome: 'merged' })
    expect(f.calls).toEqual([
      'mergeState 7',
      'enable PR_7 squash',
      'requiredChecks main',
      `checkRuns ${HEAD}`,
      `merge 7 ${HEAD} squash`
    ])
  })

  it.each([
    ['failed', [run('failure')], /"gitops-release\/gate" is failure/],
    ['pending', [run(null, 42, 'in_progress')], /"gitops-release\/gate" is in_progress/],
    ['posted by another App', [run('success', 1)], /"gitops-release\/gate" from App 42 has no check run/],
    ['missing', [], /has no check run/]
  ])('does not merge when the required check %s', async (_what, runs, words) => {
    const f = fake({ refusal: clean, required: gate, runs })
    expect((await enableAutoMerge(on, RESULT, f.ports)).outcome).toBe('refused')
    expect(f.warnings[0]).toMatch(words)
    expect(f.calls.filter((c) => c.startsWith('merge '))).toEqual([])
  })

  it('does not merge when nothing is required, or when the requirements cannot be read', async () => {
    const none = fake({ refusal: clean })
    expect((await enableAutoMerge(on, RESULT, none.ports)).outcome).toBe('refused')
    expect(none.warnings[0]).toMatch(/requires no status check, so nothing proves the gate passed/)
    const unknown = fake({ refusal: clean, required: { known: false, why: 'GitHub answered 403' } })
    expect((await enableAutoMerge(on, RESULT, unknown.ports)).outcome).toBe('refused')
    expect(unknown.warnings[0]).toMatch(/GitHub answered 403/)
    expect([...none.calls, ...unknown.calls].filter((c) => c.startsWith('merge '))).toEqual([])
  })
})
