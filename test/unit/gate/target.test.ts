import { describe, expect, it } from 'vitest'
import type { GateTarget } from '../../../src/gate/event.js'
import { DEFAULT_LIMITS } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS } from '../../../src/gate/policy.js'
import type { CheckRunReport } from '../../../src/gate/report/check-run.js'
import { runGate, type GatePorts } from '../../../src/gate/run.js'
import type { GateSettings } from '../../../src/gate/settings.js'
import { resolveTarget, scopeKnown, type TargetPorts } from '../../../src/gate/target.js'
import type { PullRequest } from '../../../src/github/pulls.js'

const BASE = 'b'.repeat(40)
const HEAD = 'c'.repeat(40)

const PR: PullRequest = {
  number: 7,
  url: 'https://github.example/acme/config/pull/7',
  title: 'Release todo-api 1.5.0',
  body: '',
  state: 'open',
  merged: false,
  mergeCommitSha: undefined,
  mergedAt: undefined,
  headRef: 'gitops-release/apps/todo-api',
  headSha: HEAD,
  headRepo: 'acme/config',
  baseRef: 'main',
  baseSha: BASE,
  author: 'release-bot[bot]',
  authorIsBot: true,
  labels: [],
  draft: false
}

/** In-memory ports: one PR, every read and log line recorded. */
function fakePorts(pr: PullRequest = PR) {
  const reads: number[] = []
  const info: string[] = []
  const ports: TargetPorts = {
    log: { info: (m) => info.push(m), warning: () => undefined, debug: () => undefined },
    pullRequest: async (number) => {
      reads.push(number)
      return pr
    }
  }
  return { ports, reads, info }
}

const queueEntry = (pullNumber: number | undefined): GateTarget => ({
  event: 'merge_group',
  pullNumber,
  baseSha: 'a'.repeat(40),
  headSha: 'd'.repeat(40),
  baseRef: 'main',
  headRef: `gh-readonly-queue/main/pr-${pullNumber ?? 'x'}-${'d'.repeat(40)}`,
  author: undefined,
  headRepo: undefined
})

describe('resolveTarget', () => {
  it('reads the PR the pr input names once, and judges it at the SHAs GitHub reports', async () => {
    const { ports, reads } = fakePorts()
    const target = await resolveTarget({ pullNumber: 7 }, ports)
    expect(reads).toEqual([7])
    expect(target).toEqual({
      event: 'pull_request',
      pullNumber: 7,
      baseSha: BASE,
      headSha: HEAD,
      baseRef: 'main',
      headRef: 'gitops-release/apps/todo-api',
      author: 'release-bot[bot]',
      headRepo: 'acme/config'
    })
    expect(scopeKnown(target)).toBe(true)
  })

  it('refuses a PR answer whose SHA is not a commit SHA', async () => {
    const { ports } = fakePorts({ ...PR, headSha: 'main' })
    await expect(resolveTarget({ pullNumber: 7 }, ports)).rejects.toThrow(/head\.sha that is not a commit SHA/)
  })

  it('reads the PR a merge queue entry names once, for its branch and author, keeping the group SHAs', async () => {
    const { ports, reads } = fakePorts()
    const entry = queueEntry(7)
    const target = await resolveTarget(entry, ports)
    expect(reads).toEqual([7])
    expect(target).toEqual({ ...entry, headRef: PR.headRef, author: PR.author })
    expect(scopeKnown(target)).toBe(true)
  })

  it('judges a merge queue entry that names no PR as a whole group, without reading anything', async () => {
    const { ports, reads, info } = fakePorts()
    const entry = queueEntry(undefined)
    const target = await resolveTarget(entry, ports)
    expect(reads).toEqual([])
    expect(target).toBe(entry)
    expect(info).toEqual(['The merge queue branch names no PR; judging the whole group.'])
    expect(scopeKnown(target)).toBe(false)
  })

  it('takes a pull_request event as it is: the payload names everything', async () => {
    const { ports, reads } = fakePorts()
    const event: GateTarget = {
      event: 'pull_request_target',
      pullNumber: 3,
      baseSha: BASE,
      headSha: HEAD,
      baseRef: 'main',
      headRef: 'x',
      author: 'a',
      headRepo: 'acme/config'
    }
    expect(await resolveTarget(event, ports)).toBe(event)
    expect(reads).toEqual([])
  })
})

describe('runGate', () => {
  const settings = (target: GateSettings['target']): GateSettings => ({
    token: 't',
    apiUrl: 'https://api.github.com',
    serverUrl: 'https://github.com',
    configRepo: { owner: 'acme', repo: 'config' },
    showSummary: false,
    workflowToken: false,
    policy: {
      paths: DEFAULT_PATHS,
      selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
      allowTagChange: false,
      allowDowngrade: false
    },
    limits: DEFAULT_LIMITS,
    render: 'off',
    scope: { branchPrefixes: ['gitops-release/'], authors: [] },
    otherPrs: 'neutral',
    checkName: 'gitops-release gate',
    comment: true,
    target,
    release: { policyPath: '.github/gitops-release.yaml', policyGiven: false, trustedRoot: undefined }
  })

  it('resolves the pr input once, judges at its SHAs and reports on its head', async () => {
    const { ports: targetPorts, reads } = fakePorts()
    const judged: string[] = []
    const checks: CheckRunReport[] = []
    const comments: number[] = []
    const ports: GatePorts = {
      ...targetPorts,
      changes: (base, head) => {
        judged.push(`${base}...${head}`)
        return {
          list: async () => ({ base, head, files: [], reasons: [] }),
          read: async () => ({ base: new Uint8Array(), head: new Uint8Array() })
        }
      },
      postCheckRun: async (report) => {
        checks.push(report)
        return { status: 'posted', url: 'https://github.example/check/1' }
      },
      upsertComment: async (number) => {
        comments.push(number)
        return { status: 'posted', url: 'https://github.example/comment/1' }
      }
    }
    const outcome = await runGate(settings({ pullNumber: 7 }), ports)
    expect(reads).toEqual([7])
    expect(judged).toEqual([`${BASE}...${HEAD}`])
    expect(checks.map((c) => [c.name, c.headSha])).toEqual([['gitops-release gate (main)', HEAD]])
    expect(comments).toEqual([7])
    // Nothing changed an image, so there is nothing this gate can pass.
    expect(outcome.verdict).toBe('reject')
    expect(outcome.target.headSha).toBe(HEAD)
  })
})
