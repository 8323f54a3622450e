// What wait reads when it follows the cluster's reports: commit statuses, check runs and the
// branch's commits, against the GitHub stand-in. Every list is asked conditionally, so an
// unchanged one costs a 304 (and nothing else), and later pages are read only when page 1 changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo, type ConfigRepo } from '../../../src/github/config-repo.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'

const REPO = 'acme/platform-config'

let gh: GitHubStandIn
let repo: ConfigRepo
let head: string
beforeEach(async () => {
  gh = await startGitHubStandIn()
  head = (await gh.createRepo(REPO, { files: { 'a.yaml': 'a: 1\n' } })).sha
  repo = configRepo(createGitHubClient({ token: WRITE_TOKEN, baseUrl: gh.url, retries: 0 }), {
    owner: 'acme',
    repo: 'platform-config'
  })
})
afterEach(() => gh.close())

const post = (sha: string, body: Record<string, unknown>) =>
  client(gh)('POST', `/repos/${REPO}/statuses/${sha}`, { state: 'success', ...body })

describe('reported statuses, check runs and commits', () => {
  it('reads every page once, then costs one 304 while nothing changes', async () => {
    for (let i = 0; i < 120; i++) await post(head, { context: `ci/${i}` })
    const first = await repo.reportedStatuses(head)
    expect(first).toMatchObject({ notModified: false })
    expect(first.value).toHaveLength(120)
    expect(first.value[0]).toMatchObject({ context: 'ci/119', state: 'success', creator: 'github-actions[bot]' })
    const again = await repo.reportedStatuses(head)
    expect(again).toEqual({ value: first.value, notModified: true })
    expect(gh.requests.filter((r) => r.path.endsWith('/statuses') && r.method === 'GET').map((r) => r.status)).toEqual([
      200, 200, 304
    ])
    expect(gh.requests.at(-1)?.query).toMatchObject({ per_page: '100', page: '1' })
    await post(head, { context: 'continuous-delivery/todo-api', state: 'failure', description: 'Degraded' })
    const changed = await repo.reportedStatuses(head)
    expect(changed.notModified).toBe(false)
    expect(changed.value[0]).toMatchObject({ context: 'continuous-delivery/todo-api', description: 'Degraded' })
    expect(repo.pollCounts()).toEqual({ requests: 5, notModified: 1 })
  })

  it('lists every check run of a commit, not only the latest of a name, with its App and output', async () => {
    const call = client(gh)
    await call('POST', `/repos/${REPO}/check-runs`, { name: 'cd/todo', head_sha: head, status: 'in_progress' })
    await call('POST', `/repos/${REPO}/check-runs`, {
      name: 'cd/todo',
      head_sha: head,
      conclusion: 'success',
      output: { title: 'Healthy', summary: 'ok', text: 'images' }
    })
    const runs = await repo.reportedCheckRuns(head)
    expect(runs.value).toHaveLength(2)
    expect(runs.value[0]).toMatchObject({
      name: 'cd/todo',
      status: 'completed',
      conclusion: 'success',
      app: 'github-actions',
      title: 'Healthy',
      summary: 'ok',
      text: 'images'
    })
    expect(gh.requests.at(-1)?.query).toMatchObject({ filter: 'all' })
  })

  it("pages the branch's history only until the revision is on it, and reads a commit's date", async () => {
    // 104 commits on main in one git process (pushing each would take a process apiece).
    const stream = Array.from({ length: 104 }, (_, i) => {
      const content = `a: ${i + 2}\n`
      return [
        'commit refs/heads/main',
        `committer Octo Human <octo.human@example.com> ${1_767_000_000 + i} +0000`,
        'data 7',
        `commit\n`,
        ...(i === 0 ? [`from ${head}`] : []),
        `M 100644 inline a.yaml`,
        `data ${content.length}`,
        content
      ].join('\n')
    }).join('\n')
    await gh.git(REPO, ['fast-import', '--quiet'], { input: `${stream}\n` })
    const tip = (await gh.branchSha(REPO, 'main'))!
    const listed = await repo.branchCommits('main', head)
    expect(listed.value).toHaveLength(105)
    expect(listed.value[0]).toMatchObject({ sha: tip, parents: [expect.any(String)] })
    expect(gh.requests.filter((r) => r.path.endsWith('/commits')).length).toBe(2)
    const recent = (await repo.branchCommits(undefined, tip)).value
    expect(recent).toHaveLength(100)
    expect(await repo.commitDate(head)).toMatch(/^\d{4}-\d\d-\d\dT/)
    // The comparison serves where there is no listing: the commits after the revision, newest first, then it.
    const compared = (await repo.commitsAfter(listed.value[2]!.sha, 'main')).value
    expect(compared.map((c) => c.sha)).toEqual(listed.value.slice(0, 3).map((c) => c.sha))
    expect(compared[0]!.parents).toEqual([listed.value[1]!.sha])
    expect(await repo.commitDate('f'.repeat(40))).toBeUndefined()
  })
})
