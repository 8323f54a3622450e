/**
 * The adversarial corpus, each case a real commit pair, judged twice: by local mode (the
 * CLI on the git repository) and by the GitHub path (compare, trees and blobs from the
 * git-backed stand-in). Both must give the expected verdict, the same reason codes, and the
 * same files and lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORPUS } from '../../corpus/gate/cases.js'
import { createCorpusRepo, type CorpusRepo } from '../../corpus/gate/git-repo.js'
import { DEFAULT_POLICY, runGitHub, standInClient } from '../../corpus/gate/run-github.js'
import { runLocal } from '../../corpus/gate/run-local.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import type { GitHubClient } from '../../../src/github/client.js'

let repo: CorpusRepo
let standin: GitHubStandIn
let octokit: GitHubClient
const commits: { base: string; head: string }[] = []

beforeAll(async () => {
  repo = await createCorpusRepo()
  for (const [i, c] of CORPUS.entries()) {
    const base = await repo.commit(c.base, `case/${i}/base`)
    commits.push({ base, head: await repo.commit(c.head, `case/${i}/head`, base) })
  }
  standin = await startGitHubStandIn()
  await standin.createRepo('acme/config')
  // The stand-in serves real git repositories: fetch the exact commits into it.
  await standin.git('acme/config', ['fetch', '--quiet', repo.dir, '+refs/heads/case/*:refs/heads/case/*'])
  octokit = standInClient(standin.url, WRITE_TOKEN)
}, 300_000) // over 130 commit pairs, one git process at a time, on a shared machine

afterAll(async () => {
  await standin?.close()
  await repo?.remove()
})

const where = (reasons: readonly { code: string; file?: string; line?: number }[]): string[] =>
  reasons.map((r) => `${r.code} ${r.file ?? '(PR)'}:${r.line ?? '-'}`).sort()

describe.concurrent('gate corpus: local mode and GitHub path agree with the expected verdict', () => {
  it.each(CORPUS.map((c, i) => [i, c.name, c] as const))('#%i %s', async (i, _name, c) => {
    const { base, head } = commits[i]!
    const [local, github] = await Promise.all([
      // Both paths judge with the corpus's policy: the seeds' kind unless a case says otherwise.
      runLocal(repo.dir, base, head, { selector: DEFAULT_POLICY.selector, ...c.policy }),
      runGitHub(octokit, 'acme/config', base, head, c.policy)
    ])

    const expected = c.expect === 'accept' ? [] : [...c.expect].sort()
    expect(local.verdict).toBe(c.expect === 'accept' ? 'accept' : 'reject')
    expect(local.exitCode).toBe(c.expect === 'accept' ? 0 : 1)
    expect(local.codes).toEqual(expected)
    expect(github.verdict.verdict).toBe(local.verdict)
    expect(github.codes).toEqual(expected)
    expect(where(github.verdict.reasons)).toEqual(where(local.json.reasons))
    // Every reason about a file points at a real line of it.
    for (const r of local.json.reasons) if (r.file !== undefined) expect(r.line).toBeGreaterThanOrEqual(1)
  })
})
