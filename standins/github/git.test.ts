// The git semantics the action relies on: real objects, compare-and-swap refs, the
// fast-forward rule, PR uniqueness and merges that produce the right tree.
import { existsSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubStandIn, type GitHubStandIn } from './index.js'
import { client, commitViaApi, type Client } from './testkit.js'

const REPO = 'acme/platform-config'
const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
const YAML =
  'apiVersion: platform.example.io/v1alpha1\nkind: Microservice\nspec:\n  image: ghcr.io/acme/todo-api@sha256:aaaa\n  port: 8080\n'

let standin: GitHubStandIn
let call: Client
let main: string

beforeEach(async () => {
  standin = await startGitHubStandIn()
  call = client(standin)
  main = (await standin.createRepo(REPO, { files: { [MANIFEST]: YAML, 'README.md': '# config\n' } })).sha
})

afterEach(async () => {
  // A handler that threw answered 500; that is a stand-in bug whatever the test expected.
  const crashes = standin.requests.filter((r) => r.error !== undefined).map((r) => `${r.method} ${r.path}: ${r.error}`)
  await standin.close()
  expect(crashes).toEqual([])
})

describe('seeding', () => {
  it('makes a real commit that git itself can read', async () => {
    expect(await standin.git(REPO, ['cat-file', '-t', main])).toBe('commit\n')
    expect(await standin.git(REPO, ['show', `${main}:${MANIFEST}`])).toBe(YAML)
    expect(await standin.readFile(REPO, 'main', MANIFEST)).toBe(YAML)
    expect(await standin.readFile(REPO, 'main', 'missing.txt')).toBeUndefined()
    expect(await standin.branches(REPO)).toEqual({ main })
  })

  it('pushes files onto new and existing branches, deleting with null', async () => {
    const a = await standin.pushFiles(REPO, 'feature', { 'x.txt': 'x\n' })
    const b = await standin.pushFiles(REPO, 'feature', { 'x.txt': null, 'y/z.txt': 'z\n' })
    expect(await standin.git(REPO, ['rev-parse', `${b}^`])).toBe(`${a}\n`)
    expect(await standin.git(REPO, ['ls-tree', '-r', '--name-only', b])).toBe(`README.md\n${MANIFEST}\ny/z.txt\n`)
  })
})

describe('lifecycle', () => {
  it('removes its temp directory and stops listening on close', async () => {
    const other = await startGitHubStandIn()
    await other.createRepo('acme/x')
    await other.close()
    expect(existsSync(other.dir)).toBe(false)
    await expect(fetch(`${other.url}/repos/acme/x`)).rejects.toThrow()
  })
})

describe('trees and commits through the API', () => {
  it('creates nested trees on a base tree, deletes paths and drops emptied directories', async () => {
    const base = (await call('GET', `/repos/${REPO}/git/commits/${main}`)).body.tree.sha
    const res = await call('POST', `/repos/${REPO}/git/trees`, {
      base_tree: base,
      tree: [
        { path: 'a/b/c.txt', mode: '100644', type: 'blob', content: 'deep\n' },
        { path: MANIFEST, mode: '100644', type: 'blob', sha: null }
      ]
    })
    expect(res.status).toBe(201)
    const listing = await standin.git(REPO, ['ls-tree', '-r', '--name-only', res.body.sha])
    expect(listing).toBe('README.md\na/b/c.txt\n')
    expect(await standin.git(REPO, ['cat-file', '-t', res.body.sha])).toBe('tree\n')
  })

  it('takes an existing blob by sha and rejects a wrong type or bad path', async () => {
    const blob = (await standin.git(REPO, ['rev-parse', `${main}:README.md`])).trim()
    const ok = await call('POST', `/repos/${REPO}/git/trees`, {
      tree: [{ path: 'copy.md', mode: '100644', type: 'blob', sha: blob }]
    })
    expect(ok.body.tree).toEqual([expect.objectContaining({ path: 'copy.md', sha: blob, type: 'blob', size: 9 })])
    const bad = await call('POST', `/repos/${REPO}/git/trees`, {
      tree: [{ path: 'x', mode: '040000', type: 'tree', sha: blob }]
    })
    expect(bad.status).toBe(422)
    const dots = await call('POST', `/repos/${REPO}/git/trees`, {
      tree: [{ path: '../x', mode: '100644', type: 'blob', content: '' }]
    })
    expect(dots.status).toBe(422)
  })

  it('records the given author and the parents of a commit', async () => {
    const tree = (await call('GET', `/repos/${REPO}/git/commits/${main}`)).body.tree.sha
    const res = await call('POST', `/repos/${REPO}/git/commits`, {
      message: 'bump',
      tree,
      parents: [main],
      author: { name: 'Rel Bot', email: 'rel@example.com', date: '2024-05-01T12:00:00Z' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      message: 'bump',
      parents: [{ sha: main }],
      author: { name: 'Rel Bot', date: '2024-05-01T12:00:00Z' }
    })
    expect(res.body.verification).toEqual({
      verified: false,
      reason: 'unsigned',
      signature: null,
      payload: null,
      verified_at: null
    })
    expect(await standin.git(REPO, ['log', '-1', '--format=%an <%ae> %P', res.body.sha])).toBe(
      `Rel Bot <rel@example.com> ${main}\n`
    )
  })
})

describe('refs', () => {
  it('creates a ref once; the second create is 422 "Reference already exists"', async () => {
    const first = await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/bump', sha: main })
    expect(first.status).toBe(201)
    const again = await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/bump', sha: main })
    expect(again).toMatchObject({ status: 422, body: { message: 'Reference already exists' } })
  })

  it('refuses a ref that another is in the way of as file or folder with 422 "Reference update failed"', async () => {
    expect((await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/r/web', sha: main })).status).toBe(201)
    for (const ref of ['refs/heads/r/web/dep', 'refs/heads/r']) {
      const refused = await call('POST', `/repos/${REPO}/git/refs`, { ref, sha: main })
      expect(refused).toMatchObject({ status: 422, body: { message: 'Reference update failed' } })
    }
  })

  it('only fast-forwards unless forced', async () => {
    const ahead = await commitViaApi(call, REPO, main, { 'a.txt': 'a' })
    const sideways = await commitViaApi(call, REPO, main, { 'b.txt': 'b' })
    expect((await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: ahead.commit })).status).toBe(200)
    const nonFf = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: sideways.commit, force: false })
    expect(nonFf).toMatchObject({ status: 422, body: { message: 'Update is not a fast forward' } })
    expect(await standin.branchSha(REPO, 'main')).toBe(ahead.commit)
    const forced = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: sideways.commit, force: true })
    expect(forced.status).toBe(200)
    expect(await standin.branchSha(REPO, 'main')).toBe(sideways.commit)
  })

  it('lets exactly one of many concurrent non-forced updates win', async () => {
    const siblings = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => commitViaApi(call, REPO, main, { [`f${i}`]: `${i}` }))
    )
    // Latency keeps every request in flight at once, so their checks and swaps interleave.
    standin.latencyMs = 20
    const results = await Promise.all(
      siblings.map((s) => call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: s.commit, force: false }))
    )
    const winners = results.filter((r) => r.status === 200)
    expect(winners).toHaveLength(1)
    expect(
      results.filter((r) => r.status === 422).every((r) => r.body.message === 'Update is not a fast forward')
    ).toBe(true)
    expect(await standin.branchSha(REPO, 'main')).toBe(winners[0]!.body.object.sha)
  })

  it('refuses an update that would drop a push made just before it', async () => {
    const mine = await commitViaApi(call, REPO, main, { 'mine.txt': 'm' })
    let human: string | undefined
    standin.beforeRequest = async (req) => {
      if (req.method === 'PATCH' && human === undefined)
        human = await standin.pushFiles(REPO, 'main', { 'theirs.txt': 't' })
    }
    const res = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: mine.commit })
    expect(res.status).toBe(422)
    expect(await standin.branchSha(REPO, 'main')).toBe(human)
  })
})

describe('pull requests', () => {
  async function branchWithChange(branch: string, files: Record<string, string>): Promise<string> {
    return standin.pushFiles(REPO, branch, files)
  }

  it('refuses a duplicate open PR and one without commits', async () => {
    await branchWithChange('bump', { [MANIFEST]: YAML.replace('aaaa', 'bbbb') })
    const first = await call('POST', `/repos/${REPO}/pulls`, { title: 'Bump', head: 'bump', base: 'main' })
    expect(first.status).toBe(201)
    const dup = await call('POST', `/repos/${REPO}/pulls`, { title: 'Bump again', head: 'acme:bump', base: 'main' })
    expect(dup.status).toBe(422)
    expect(dup.body.errors[0].message).toBe('A pull request already exists for acme:bump.')
    await standin.git(REPO, ['update-ref', 'refs/heads/empty', main])
    const none = await call('POST', `/repos/${REPO}/pulls`, { title: 'Nothing', head: 'empty', base: 'main' })
    expect(none.status).toBe(422)
    expect(none.body.errors[0].message).toBe('No commits between main and empty')
  })

  it('creates only one of two racing identical PRs, and merges a PR only once', async () => {
    await branchWithChange('bump', { 'a.txt': '1' })
    standin.latencyMs = 20
    const body = { title: 'Bump', head: 'bump', base: 'main' }
    const created = await Promise.all([1, 2, 3].map(() => call('POST', `/repos/${REPO}/pulls`, body)))
    expect(created.map((r) => r.status).sort()).toEqual([201, 422, 422])
    const number = created.find((r) => r.status === 201)!.body.number
    const merges = await Promise.all([1, 2, 3].map(() => call('PUT', `/repos/${REPO}/pulls/${number}/merge`, {})))
    expect(merges.map((r) => r.status).sort()).toEqual([200, 405, 405])
    expect(await standin.git(REPO, ['rev-list', '--count', `${main}..main`])).toBe('2\n')
  })

  it('merges with a real merge commit whose tree holds both sides', async () => {
    const head = await branchWithChange('bump', { [MANIFEST]: YAML.replace('aaaa', 'bbbb') })
    const pr = (await call('POST', `/repos/${REPO}/pulls`, { title: 'Bump', head: 'bump', base: 'main' })).body
    const other = await standin.pushFiles(REPO, 'main', { 'README.md': '# config v2\n' })
    const res = await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, { merge_method: 'merge', sha: head })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ merged: true, message: 'Pull Request successfully merged' })
    const sha = res.body.sha as string
    expect(await standin.branchSha(REPO, 'main')).toBe(sha)
    expect(await standin.git(REPO, ['log', '-1', '--format=%P', sha])).toBe(`${other} ${head}\n`)
    expect(await standin.readFile(REPO, sha, MANIFEST)).toContain('sha256:bbbb')
    expect(await standin.readFile(REPO, sha, 'README.md')).toBe('# config v2\n')
    const after = (await call('GET', `/repos/${REPO}/pulls/${pr.number}`)).body
    expect(after).toMatchObject({ state: 'closed', merged: true, merge_commit_sha: sha, changed_files: 1 })
    expect((await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, {})).status).toBe(405)
  })

  it('squashes into a single-parent commit', async () => {
    await branchWithChange('bump', { 'a.txt': '1' })
    await branchWithChange('bump', { 'b.txt': '2' })
    const pr = (await call('POST', `/repos/${REPO}/pulls`, { title: 'Two', head: 'bump', base: 'main' })).body
    const res = await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, { merge_method: 'squash' })
    expect(await standin.git(REPO, ['log', '-1', '--format=%P%n%s', res.body.sha])).toBe(
      `${main}\nTwo (#${pr.number})\n`
    )
    expect(await standin.git(REPO, ['ls-tree', '--name-only', res.body.sha])).toBe('README.md\na.txt\napps\nb.txt\n')
  })

  it('answers 405 for conflicts and 409 when the head moved', async () => {
    const head = await branchWithChange('bump', { [MANIFEST]: 'theirs\n' })
    await standin.pushFiles(REPO, 'main', { [MANIFEST]: 'ours\n' })
    const pr = (await call('POST', `/repos/${REPO}/pulls`, { title: 'Conflict', head: 'bump', base: 'main' })).body
    expect((await call('GET', `/repos/${REPO}/pulls/${pr.number}`)).body).toMatchObject({
      mergeable: false,
      mergeable_state: 'dirty'
    })
    expect((await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, {})).status).toBe(405)
    const stale = await call('PUT', `/repos/${REPO}/pulls/${pr.number}/merge`, { sha: main })
    expect(stale.status).toBe(409)
    expect(head).not.toBe(main)
  })

  it('lists the PR a merge commit came from', async () => {
    await branchWithChange('bump', { 'a.txt': '1' })
    const pr = (await call('POST', `/repos/${REPO}/pulls`, { title: 'A', head: 'bump', base: 'main' })).body
    const merged = await standin.mergePull(REPO, pr.number)
    const res = await call('GET', `/repos/${REPO}/commits/${merged.sha}/pulls`)
    expect(res.body.map((p: { number: number }) => p.number)).toEqual([pr.number])
    expect((await call('GET', `/repos/${REPO}/commits/${main}/pulls`)).body).toEqual([])
  })
})

describe('compare', () => {
  it('omits the patch of binary files but keeps their counts and status', async () => {
    const head = await standin.pushFiles(REPO, 'bin', {
      'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
      [MANIFEST]: YAML.replace('aaaa', 'cccc')
    })
    const res = await call('GET', `/repos/${REPO}/compare/main...bin`)
    expect(res.body).toMatchObject({ status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 })
    const byName = Object.fromEntries(res.body.files.map((f: { filename: string }) => [f.filename, f]))
    expect(byName['logo.png']).toMatchObject({ status: 'added', additions: 0, deletions: 0, changes: 0 })
    expect(byName['logo.png']).not.toHaveProperty('patch')
    expect(byName[MANIFEST]).toMatchObject({ status: 'modified', additions: 1, deletions: 1, changes: 2 })
    expect(byName[MANIFEST].patch).toMatch(/^@@ -1,5 \+1,5 @@\n/)
    expect(byName[MANIFEST].patch).toContain(
      '-  image: ghcr.io/acme/todo-api@sha256:aaaa\n+  image: ghcr.io/acme/todo-api@sha256:cccc'
    )
    expect(res.body.commits[0].sha).toBe(head)
  })

  it('reports renames with the previous filename, and divergence', async () => {
    await standin.pushFiles(REPO, 'mv', { 'README.md': null, 'docs/README.md': '# config\n' })
    await standin.pushFiles(REPO, 'main', { 'other.txt': 'o' })
    const res = await call('GET', `/repos/${REPO}/compare/main...mv`)
    expect(res.body).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 })
    expect(res.body.files).toEqual([
      expect.objectContaining({ filename: 'docs/README.md', status: 'renamed', previous_filename: 'README.md' })
    ])
  })
})
