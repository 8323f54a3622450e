// The opt-in behaviours (setBehaviour) as raw answers: rules, settings, comment ownership,
// lagging reads, and the GraphQL ref update that checks the old value.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WRITE_TOKEN, startGitHubStandIn, type GitHubStandIn } from './index.js'
import { client, commitViaApi, type Client } from './testkit.js'

const REPO = 'acme/platform-config'
let standin: GitHubStandIn
let call: Client
let main: string

beforeEach(async () => {
  standin = await startGitHubStandIn({
    tokens: { [WRITE_TOKEN]: 'write', ghs_app: { permission: 'write', login: 'release-app[bot]' } }
  })
  call = client(standin)
  main = (await standin.createRepo(REPO, { files: { 'a.txt': 'a\n' } })).sha
})
afterEach(() => standin.close())

const repoNodeId = async (): Promise<string> => (await call('GET', `/repos/${REPO}`)).body.node_id as string
const updateRefs = (input: Record<string, unknown>) =>
  call('POST', '/graphql', {
    query: 'mutation($input: UpdateRefsInput!) { updateRefs(input: $input) { clientMutationId } }',
    variables: { input }
  })

describe('repository rules', () => {
  it('refuses a merge commit under linear history, in one 422 naming the rule', async () => {
    standin.setBehaviour(REPO, { rules: { requiredLinearHistory: true } })
    const side = await commitViaApi(call, REPO, main, { 'b.txt': 'b\n' })
    const tree = (await call('GET', `/repos/${REPO}/git/commits/${side.commit}`)).body.tree.sha as string
    const merge = await call('POST', `/repos/${REPO}/git/commits`, { message: 'm', tree, parents: [main, side.commit] })
    const refused = await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: merge.body.sha })

    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(
      'Repository rule violations found\n\nThis branch must not contain merge commits.\n\n'
    )
    expect(await standin.branchSha(REPO, 'main')).toBe(main)
    // A single-parent commit is fine.
    expect((await call('PATCH', `/repos/${REPO}/git/refs/heads/main`, { sha: side.commit })).status).toBe(200)
  })

  it('refuses creating a branch where creations are restricted', async () => {
    standin.setBehaviour(REPO, { rules: { creation: true } })
    const res = await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/x', sha: main })
    expect(res.status).toBe(422)
    expect(res.body.message).toContain('Cannot create ref due to creations being restricted.')
    expect(await standin.branchSha(REPO, 'x')).toBeUndefined()
  })
})

describe('settings', () => {
  beforeEach(() => standin.pushFiles(REPO, 'topic', { 'b.txt': 'b\n' }))

  it('answers 403 to GitHub Actions opening a PR when the setting is off, and not to an App', async () => {
    standin.setBehaviour(REPO, { actionsCanCreatePullRequests: false })
    const pr = { title: 't', head: 'topic', base: 'main' }
    const refused = await call('POST', `/repos/${REPO}/pulls`, pr)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('GitHub Actions is not permitted to create or approve pull requests.')
    expect((await client(standin, 'ghs_app')('POST', `/repos/${REPO}/pulls`, pr)).status).toBe(201)
  })

  it('refuses drafts where the repository has none', async () => {
    standin.setBehaviour(REPO, { draftPullRequests: false })
    const res = await call('POST', `/repos/${REPO}/pulls`, { title: 't', head: 'topic', base: 'main', draft: true })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Draft pull requests are not supported in this repository.')
  })

  it("answers 403 to editing or deleting another identity's comment", async () => {
    standin.setBehaviour(REPO, { commentsEditableByAuthorOnly: true })
    const number = (await call('POST', `/repos/${REPO}/pulls`, { title: 't', head: 'topic', base: 'main' })).body.number
    const c = await call('POST', `/repos/${REPO}/issues/${number}/comments`, { body: 'mine' })
    const app = client(standin, 'ghs_app')
    expect((await app('PATCH', `/repos/${REPO}/issues/comments/${c.body.id}`, { body: 'x' })).status).toBe(403)
    expect((await app('DELETE', `/repos/${REPO}/issues/comments/${c.body.id}`)).status).toBe(403)
    expect((await call('PATCH', `/repos/${REPO}/issues/comments/${c.body.id}`, { body: 'edited' })).status).toBe(200)
  })
})

describe('lagging reads', () => {
  it('shows the old state for N reads after a ref write, except through git/ref', async () => {
    standin.setBehaviour(REPO, { staleReads: 2 })
    await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/new', sha: main })

    expect((await call('GET', `/repos/${REPO}/git/ref/heads/new`)).status).toBe(200)
    expect((await call('GET', `/repos/${REPO}/branches/new`)).status).toBe(404)
    const early = await call('POST', `/repos/${REPO}/pulls`, { title: 't', head: 'new', base: 'main' })
    expect(early.status).toBe(422)
    expect(JSON.stringify(early.body)).toContain('No commits between main and new')
    expect((await call('GET', `/repos/${REPO}/branches/new`)).status).toBe(200)
  })
})

describe('GraphQL updateRefs', () => {
  it('moves a branch to a non-descendant only while it holds beforeOid', async () => {
    const one = await commitViaApi(call, REPO, main, { 'b.txt': '1\n' })
    const two = await commitViaApi(call, REPO, main, { 'b.txt': '2\n' })
    await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/release', sha: one.commit })
    const repositoryId = await repoNodeId()
    const update = (beforeOid: string) => ({
      repositoryId,
      refUpdates: [{ name: 'refs/heads/release', beforeOid, afterOid: two.commit, force: true }]
    })

    const stale = await updateRefs(update(main))
    expect(stale.status).toBe(200)
    expect(stale.body.data.updateRefs).toBeNull()
    expect(stale.body.errors).toHaveLength(1)
    expect(await standin.branchSha(REPO, 'release')).toBe(one.commit)

    const swapped = await updateRefs(update(one.commit))
    expect(swapped.body).toEqual({ data: { updateRefs: { clientMutationId: null } } })
    expect(await standin.branchSha(REPO, 'release')).toBe(two.commit)
  })

  it('answers a document it does not serve with a GraphQL error', async () => {
    const res = await call('POST', '/graphql', { query: '{ viewer { login } }' })
    expect(res.status).toBe(200)
    expect(res.body.errors[0].message).toMatch(/only the updateRefs and enablePullRequestAutoMerge mutations/)
  })
})
