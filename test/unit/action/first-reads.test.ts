/**
 * What each command sends before its code has loaded (its head start): only reads the command
 * is sure to make first, decided from the settings alone. A read the command did not then make
 * would be a wasted request; the bundle tests check the common paths end to end
 * (test/bundle/action-first-request.test.ts), these the rest.
 */
import { describe, expect, it } from 'vitest'
import { gateFirstReads } from '../../../src/gate/action.js'
import type { GateTarget } from '../../../src/gate/event.js'
import { parseScope } from '../../../src/gate/scope.js'
import type { GateSettings } from '../../../src/gate/settings.js'
import { readUrl } from '../../../src/github/head-start.js'
import type { FirstRead } from '../../../src/github/first-reads.js'
import { openFirstReads } from '../../../src/open/action.js'
import { releaseBranchForTargets } from '../../../src/open/branch.js'
import type { OpenSettings } from '../../../src/open/settings.js'
import { promoteFirstReads } from '../../../src/promote/action.js'
import type { PromoteSettings } from '../../../src/promote/settings.js'
import { waitFirstReads } from '../../../src/wait/action.js'
import type { WaitSettings } from '../../../src/wait/settings.js'

const configRepo = { owner: 'acme', repo: 'config' }
const BASE = 'b'.repeat(40)
const HEAD = 'a'.repeat(40)
const urls = (reads: FirstRead[]): string[] => reads.map((r) => readUrl('https://api.github.com', r).href.slice(22))

const pullRequestTarget = (headRef: string, event: GateTarget['event'] = 'pull_request'): GateTarget => ({
  event,
  pullNumber: event === 'merge_group' ? undefined : 7,
  baseSha: BASE,
  headSha: HEAD,
  baseRef: 'main',
  headRef,
  author: 'release-bot',
  headRepo: 'acme/config'
})

function gate(target: GateSettings['target'], scope = parseScope([])): GateSettings {
  return {
    configRepo,
    target,
    scope,
    release: { policyPath: '.github/gitops-release.yaml' }
  } as unknown as GateSettings
}

describe('gateFirstReads', () => {
  it('reads the policy file at the base and the comparison for a PR in scope', () => {
    expect(urls(gateFirstReads(gate(pullRequestTarget('gitops-release/apps/a'))))).toEqual([
      `/repos/acme/config/contents/.github%2Fgitops-release.yaml?ref=${BASE}`,
      `/repos/acme/config/compare/${BASE}...${HEAD}?per_page=1&page=1`
    ])
  })

  it('reads nothing for a PR out of scope: its first request is the check run', () => {
    expect(gateFirstReads(gate(pullRequestTarget('feature/x')))).toEqual([])
    expect(gateFirstReads(gate(pullRequestTarget('gitops-release/a'), parseScope(['author:someone-else'])))).toEqual([])
  })

  it('reads the PR first when the settings name only its number, or a merge queue entry names one', () => {
    expect(urls(gateFirstReads(gate({ pullNumber: 12 })))).toEqual(['/repos/acme/config/pulls/12'])
    const queued = { ...pullRequestTarget('gh-readonly-queue/main/pr-9-x', 'merge_group'), pullNumber: 9 }
    expect(urls(gateFirstReads(gate(queued)))).toEqual(['/repos/acme/config/pulls/9'])
  })

  it('reads the policy and the comparison for a merge group that names no PR (its scope is unknown, so it is judged)', () => {
    expect(gateFirstReads(gate(pullRequestTarget('gh-readonly-queue/main/x', 'merge_group')))).toHaveLength(2)
  })
})

describe('waitFirstReads', () => {
  const wait = (fields: Partial<WaitSettings>): WaitSettings =>
    ({ configRepo, pr: undefined, revision: undefined, source: {}, ...fields }) as unknown as WaitSettings

  it('reads the PR it waits to merge, or the PR of the commit it follows', () => {
    expect(urls(waitFirstReads(wait({ pr: 5 })))).toEqual(['/repos/acme/config/pulls/5'])
    expect(urls(waitFirstReads(wait({ revision: HEAD })))).toEqual([
      `/repos/acme/config/commits/${HEAD}/pulls?per_page=10`
    ])
    const pushed = wait({ source: { sha: BASE } as WaitSettings['source'] })
    expect(urls(waitFirstReads(pushed))).toEqual([`/repos/acme/config/commits/${BASE}/pulls?per_page=10`])
  })

  it('reads nothing without a commit: the run stops at its settings', () => {
    expect(waitFirstReads(wait({}))).toEqual([])
  })
})

describe('openFirstReads and promoteFirstReads', () => {
  const targets = [{ manifest: 'apps/todo-api/dev/microservice.yaml', selector: { name: undefined } }]

  it('open: the release branch’s open PR, or first whether `base` is the default branch', () => {
    const open = (base: string | undefined) =>
      ({ configRepo, base, branchPrefix: 'gitops-release/', targets }) as unknown as OpenSettings
    const branch = releaseBranchForTargets('gitops-release/', targets)
    expect(urls(openFirstReads(open(undefined)))).toEqual([
      `/repos/acme/config/pulls?state=open&head=${encodeURIComponent(`acme:${branch}`)}&per_page=10`
    ])
    expect(urls(openFirstReads(open('prod')))).toEqual(['/repos/acme/config'])
  })

  it('promote: the base branch it reads `from-manifest` on, or the repository for its default branch', () => {
    const promote = (base: string | undefined) => ({ configRepo, base }) as unknown as PromoteSettings
    expect(urls(promoteFirstReads(promote('release/prod')))).toEqual(['/repos/acme/config/branches/release%2Fprod'])
    expect(urls(promoteFirstReads(promote(undefined)))).toEqual(['/repos/acme/config'])
  })
})
