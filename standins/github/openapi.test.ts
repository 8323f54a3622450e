// Proves the stand-in answers in GitHub's shapes: a realistic open -> gate -> merge -> deploy
// flow drives every served route, and each response body is validated against the schema
// GitHub's official OpenAPI description gives for that operation and status.
import { generateKeyPairSync } from 'node:crypto'
import { Ajv2019 } from 'ajv/dist/2019.js'
import snappy from 'snappyjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIG_REPO as REPO, digest, IMAGE, MANIFEST, microservice } from '../fixtures.js'
import { READ_TOKEN, ROUTES, startGitHubStandIn, type GitHubStandIn } from './index.js'
import { AJV_OPTIONS, addFixture, loadFixture, pointer, type GitHubSchemaFixture } from './openapi.js'
import { appJwt, client, type ApiResponse, type Client } from './testkit.js'

const DIGEST_A = digest('a')
const DIGEST_B = digest('b')
const yaml = (digest: string): string => microservice(`${IMAGE}@${digest}`)

const fixture = loadFixture()
const opIndex = new Map(fixture.operations.map((o, i) => [`${o.method} ${o.path}`, i]))

/**
 * Success bodies are also checked with `unevaluatedProperties: false` on every object schema:
 * the stand-in must not send a field GitHub's description does not have (a misspelt field
 * would otherwise pass whenever it is optional).
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects)
  if (!node || typeof node !== 'object') return node
  const out = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, closeObjects(s)]))
        : closeObjects(v)
    ])
  )
  if ('properties' in out && !('additionalProperties' in out)) out['unevaluatedProperties'] = false
  return out
}

const ajv = new Ajv2019({ ...AJV_OPTIONS, allErrors: true })
addFixture(ajv, fixture, 'gh')
addFixture(ajv, closedFixture(), 'gh-closed')

/**
 * The fixture with every object closed, except the branch rules: each rule is an `allOf` of the
 * rule and a ruleset-info mixin, and two closed halves would each refuse the other's fields.
 */
function closedFixture(): GitHubSchemaFixture {
  const closed = closeObjects(fixture) as GitHubSchemaFixture
  const schemas = (closed as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas
  const open = (fixture as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas
  for (const name of Object.keys(schemas)) if (name.startsWith('repository-rule')) schemas[name] = open[name]
  return closed
}

const validated = new Map<string, Set<number>>()

/** Validates one response against the schema of its route and status; returns it for chaining. */
function check(route: string | undefined, res: ApiResponse): ApiResponse {
  expect(route, 'the request matched no route').toBeDefined()
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(res.headers.get('x-github-request-id')).toMatch(/^[0-9A-F:]+$/)
  const i = opIndex.get(route!)
  expect(i, `${route} is not in operations.json`).toBeDefined()
  const documented = fixture.operations[i!]!.responses
  const status = String(res.status)
  if (res.status < 300 && status in documented && documented[status] === null) {
    // A documented answer without a body, such as 204 No Content.
    expect(res.body).toBeUndefined()
    if (!validated.has(route!)) validated.set(route!, new Set())
    validated.get(route!)!.add(res.status)
    return res
  }
  let ref: string
  if (documented[status]) {
    ref = pointer(res.status < 300 ? 'gh-closed' : 'gh', i!, 'responses', status)
  } else {
    // Auth failures and the like are not listed per operation, and some listed errors have no
    // schema (e.g. 409 of POST /deployments): GitHub answers those with its error schemas.
    expect(res.status, `${route} answered ${status}, which GitHub does not document`).toBeGreaterThanOrEqual(400)
    ref = `gh#/components/schemas/${res.status === 422 && 'errors' in res.body ? 'validation-error' : 'basic-error'}`
  }
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref })
  const valid = validate(res.body)
  expect(valid, `${route} ${status}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`).toBe(true)
  if (!validated.has(route!)) validated.set(route!, new Set())
  validated.get(route!)!.add(res.status)
  return res
}

let standin: GitHubStandIn
/** Calls the stand-in and validates the answer; the route comes from the stand-in's own log. */
let call: Client

beforeAll(async () => {
  standin = await startGitHubStandIn()
  const raw = client(standin)
  call = async (...args) => {
    const res = await raw(...args)
    return check(standin.requests.at(-1)?.route, res)
  }
})

afterAll(async () => {
  const crashes = standin.requests.filter((r) => r.error !== undefined)
  await standin.close()
  expect(crashes).toEqual([])
})

const decode = (b64: string): string => Buffer.from(b64, 'base64').toString('utf8')

describe('GitHub REST shapes', () => {
  let main: string
  let bump: string
  let prNumber: number

  it('serves the repository, its branches, contents and git objects', async () => {
    main = (await standin.createRepo(REPO, { files: { [MANIFEST]: yaml(DIGEST_A), 'README.md': '# config\n' } })).sha
    expect((await call('GET', `/repos/${REPO}`)).body).toMatchObject({ full_name: REPO, default_branch: 'main' })
    expect((await call('GET', '/repos/acme/missing')).status).toBe(404)
    expect((await call('GET', `/repos/${REPO}/branches/main`)).body.commit.sha).toBe(main)
    expect((await call('GET', `/repos/${REPO}/branches/nope`)).status).toBe(404)

    const file = await call('GET', `/repos/${REPO}/contents/${encodeURIComponent(MANIFEST)}?ref=main`)
    expect(decode(file.body.content)).toBe(yaml(DIGEST_A))
    const dir = await call('GET', `/repos/${REPO}/contents/apps/todo-api`)
    expect(dir.body).toEqual([expect.objectContaining({ type: 'dir', name: 'dev', path: 'apps/todo-api/dev' })])
    expect((await call('GET', `/repos/${REPO}/contents/nope.yaml`)).status).toBe(404)

    const ref = await call('GET', `/repos/${REPO}/git/ref/heads%2Fmain`)
    expect(ref.body).toMatchObject({ ref: 'refs/heads/main', object: { sha: main, type: 'commit' } })
    const missing = await call('GET', `/repos/${REPO}/git/ref/heads/nope`)
    expect(missing.body).toEqual({
      message: 'Not Found',
      documentation_url: expect.stringContaining('docs.github.com'),
      status: '404'
    })

    const commit = await call('GET', `/repos/${REPO}/git/commits/${main}`)
    expect((await call('GET', `/repos/${REPO}/git/commits/${'0'.repeat(40)}`)).status).toBe(404)
    const tree = await call('GET', `/repos/${REPO}/git/trees/${commit.body.tree.sha}?recursive=1`)
    expect(tree.body.truncated).toBe(false)
    const blobEntry = tree.body.tree.find((e: { path: string }) => e.path === MANIFEST)
    expect(blobEntry).toMatchObject({ type: 'blob', mode: '100644', size: yaml(DIGEST_A).length })
    expect(tree.body.tree.find((e: { path: string }) => e.path === 'apps')).toMatchObject({
      type: 'tree',
      mode: '040000'
    })
    expect((await call('GET', `/repos/${REPO}/git/trees/${'1'.repeat(40)}`)).status).toBe(404)
    const blob = await call('GET', `/repos/${REPO}/git/blobs/${blobEntry.sha}`)
    expect(blob.body).toMatchObject({ encoding: 'base64', size: yaml(DIGEST_A).length })
    expect(decode(blob.body.content)).toBe(yaml(DIGEST_A))
    expect((await call('GET', `/repos/${REPO}/git/blobs/${main}`)).status).toBe(404)
  })

  it('writes a digest bump through the git data API', async () => {
    const base = (await call('GET', `/repos/${REPO}/git/commits/${main}`)).body.tree.sha
    const tree = await call('POST', `/repos/${REPO}/git/trees`, {
      base_tree: base,
      tree: [{ path: MANIFEST, mode: '100644', type: 'blob', content: yaml(DIGEST_B) }]
    })
    expect(tree.status).toBe(201)
    expect(
      (
        await call('POST', `/repos/${REPO}/git/trees`, {
          tree: [{ path: '/abs', mode: '100644', type: 'blob', content: '' }]
        })
      ).status
    ).toBe(422)
    expect((await call('POST', `/repos/${REPO}/git/trees`, { base_tree: main })).status).toBe(422)

    const commit = await call('POST', `/repos/${REPO}/git/commits`, {
      message: `Deploy todo-api ${DIGEST_B}`,
      tree: tree.body.sha,
      parents: [main]
    })
    expect(commit.status).toBe(201)
    bump = commit.body.sha
    expect((await call('POST', `/repos/${REPO}/git/commits`, { message: 'x', tree: main, parents: [] })).status).toBe(
      422
    )

    const created = await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/release/todo-api', sha: main })
    expect(created.status).toBe(201)
    expect(
      (await call('POST', `/repos/${REPO}/git/refs`, { ref: 'refs/heads/release/todo-api', sha: main })).body.message
    ).toBe('Reference already exists')
    const moved = await call('PATCH', `/repos/${REPO}/git/refs/heads%2Frelease%2Ftodo-api`, { sha: bump, force: false })
    expect(moved.body.object.sha).toBe(bump)
    expect((await call('PATCH', `/repos/${REPO}/git/refs/heads/release/todo-api`, { sha: main })).body.message).toBe(
      'Update is not a fast forward'
    )
    expect((await call('PATCH', `/repos/${REPO}/git/refs/heads/release/todo-api`, { force: true })).status).toBe(422)

    const cmp = await call('GET', `/repos/${REPO}/compare/main...release/todo-api`)
    expect(cmp.body).toMatchObject({
      status: 'ahead',
      ahead_by: 1,
      files: [{ filename: MANIFEST, additions: 1, deletions: 1 }]
    })
    expect((await call('GET', `/repos/${REPO}/compare/main...nope`)).status).toBe(404)
  })

  it('opens, finds and edits the pull request', async () => {
    const pr = await call('POST', `/repos/${REPO}/pulls`, {
      title: 'Deploy todo-api',
      head: 'acme:release/todo-api',
      base: 'main',
      body: 'digest bump'
    })
    expect(pr.status).toBe(201)
    prNumber = pr.body.number
    expect(pr.body).toMatchObject({
      state: 'open',
      merged: false,
      mergeable: true,
      head: { sha: bump },
      changed_files: 1
    })
    const dup = await call('POST', `/repos/${REPO}/pulls`, { title: 'again', head: 'release/todo-api', base: 'main' })
    expect(dup.body.errors[0].message).toBe('A pull request already exists for acme:release/todo-api.')

    const found = await call('GET', `/repos/${REPO}/pulls?state=open&head=acme:release/todo-api&base=main`)
    expect(found.body.map((p: { number: number }) => p.number)).toEqual([prNumber])
    expect((await call('GET', `/repos/${REPO}/pulls?state=closed`)).body).toEqual([])
    expect((await call('GET', `/repos/${REPO}/pulls/${prNumber}`)).body.number).toBe(prNumber)
    expect((await call('GET', `/repos/${REPO}/pulls/9999`)).status).toBe(404)
    const edited = await call('PATCH', `/repos/${REPO}/pulls/${prNumber}`, {
      title: 'Deploy todo-api b',
      body: 'updated'
    })
    expect(edited.body).toMatchObject({ title: 'Deploy todo-api b', body: 'updated' })
    expect((await call('PATCH', `/repos/${REPO}/pulls/${prNumber}`, { state: 'merged' })).status).toBe(422)

    const files = await call('GET', `/repos/${REPO}/pulls/${prNumber}/files?per_page=100`)
    expect(files.body).toEqual([
      expect.objectContaining({ filename: MANIFEST, status: 'modified', patch: expect.stringContaining(DIGEST_B) })
    ])

    const labels = await call('POST', `/repos/${REPO}/issues/${prNumber}/labels`, { labels: ['deploy', 'todo-api'] })
    expect(labels.body.map((l: { name: string }) => l.name)).toEqual(['deploy', 'todo-api'])
    expect((await call('POST', `/repos/${REPO}/issues/9999/labels`, { labels: ['x'] })).status).toBe(404)
    const reviewers = await call('POST', `/repos/${REPO}/pulls/${prNumber}/requested_reviewers`, {
      reviewers: ['octocat'],
      team_reviewers: ['platform']
    })
    expect(reviewers.status).toBe(201)
    expect(reviewers.body.requested_reviewers[0].login).toBe('octocat')
    expect(
      (
        await call('POST', `/repos/${REPO}/pulls/${prNumber}/requested_reviewers`, {
          reviewers: ['github-actions[bot]']
        })
      ).status
    ).toBe(422)
  })

  it('keeps one sticky comment up to date', async () => {
    const c = await call('POST', `/repos/${REPO}/issues/${prNumber}/comments`, {
      body: '<!-- gitops-release -->\nchecking'
    })
    expect(c.status).toBe(201)
    const list = await call('GET', `/repos/${REPO}/issues/${prNumber}/comments?per_page=100`)
    expect(list.body.map((x: { id: number }) => x.id)).toEqual([c.body.id])
    const edited = await call('PATCH', `/repos/${REPO}/issues/comments/${c.body.id}`, {
      body: '<!-- gitops-release -->\npassed'
    })
    expect(edited.body.body).toContain('passed')
    expect((await call('PATCH', `/repos/${REPO}/issues/comments/1`, { body: 'x' })).status).toBe(404)
    expect((await call('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'x'.repeat(65537) })).status).toBe(
      422
    )
    expect((await call('GET', `/repos/${REPO}/issues/9999/comments`)).status).toBe(404)
    const extra = await call('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'duplicate' })
    expect((await call('DELETE', `/repos/${REPO}/issues/comments/${extra.body.id}`)).status).toBe(204)
    expect((await call('DELETE', `/repos/${REPO}/issues/comments/${extra.body.id}`)).status).toBe(404)
  })

  it('reports a check run with annotations', async () => {
    const run = await call('POST', `/repos/${REPO}/check-runs`, {
      name: 'gitops-release/gate',
      head_sha: bump,
      status: 'in_progress'
    })
    expect(run.body).toMatchObject({ status: 'in_progress', conclusion: null, pull_requests: [{ number: prNumber }] })
    const annotation = {
      path: MANIFEST,
      start_line: 7,
      end_line: 7,
      annotation_level: 'notice',
      message: 'digest only'
    }
    const done = await call('PATCH', `/repos/${REPO}/check-runs/${run.body.id}`, {
      conclusion: 'success',
      output: { title: 'Digest-only change', summary: 'ok', annotations: [annotation, annotation, annotation] }
    })
    expect(done.body).toMatchObject({ status: 'completed', conclusion: 'success', output: { annotations_count: 3 } })
    const tooMany = await call('PATCH', `/repos/${REPO}/check-runs/${run.body.id}`, {
      output: { title: 't', summary: 's', annotations: Array.from({ length: 51 }, () => annotation) }
    })
    expect(tooMany.status).toBe(422)
    expect(standin.checkRuns(REPO)[0]!.annotations).toHaveLength(3)
    expect((await call('POST', `/repos/${REPO}/check-runs`, { name: 'x', head_sha: '0'.repeat(40) })).status).toBe(422)
    expect((await call('PATCH', `/repos/${REPO}/check-runs/1`, { status: 'queued' })).status).toBe(404)
    const listed = await call('GET', `/repos/${REPO}/commits/release%2Ftodo-api/check-runs`)
    expect(listed.body).toMatchObject({ total_count: 1, check_runs: [{ id: run.body.id }] })
  })

  it('deploys only a commit whose checks passed, and records statuses', async () => {
    const dep = await call('POST', `/repos/${REPO}/deployments`, {
      ref: bump,
      environment: 'dev',
      payload: { service: 'todo-api' }
    })
    expect(dep.status).toBe(201)
    await call('POST', `/repos/${REPO}/check-runs`, { name: 'lint', head_sha: bump, conclusion: 'failure' })
    const refused = await call('POST', `/repos/${REPO}/deployments`, { ref: bump, environment: 'dev' })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].contexts).toEqual([{ context: 'lint', state: 'failure' }])
    expect((await call('POST', `/repos/${REPO}/deployments`, { ref: 'no-such-ref' })).status).toBe(422)

    const status = {
      environment: 'dev',
      log_url: 'https://ci.example.com/run/1',
      environment_url: 'https://todo.dev.example.com'
    }
    expect(
      (await call('POST', `/repos/${REPO}/deployments/${dep.body.id}/statuses`, { state: 'in_progress', ...status }))
        .status
    ).toBe(201)
    const ok = await call('POST', `/repos/${REPO}/deployments/${dep.body.id}/statuses`, {
      state: 'success',
      description: 'Healthy',
      ...status
    })
    expect(ok.body).toMatchObject({ state: 'success', target_url: status.log_url })
    expect(
      (await call('POST', `/repos/${REPO}/deployments/${dep.body.id}/statuses`, { state: 'exploded' })).status
    ).toBe(422)
    const statuses = await call('GET', `/repos/${REPO}/deployments/${dep.body.id}/statuses`)
    expect(statuses.body.map((s: { state: string }) => s.state)).toEqual(['success', 'in_progress'])
    expect((await call('GET', `/repos/${REPO}/deployments/1/statuses`)).status).toBe(404)
  })

  it('lists deployments newest first, by environment, sha, ref and task, a page at a time', async () => {
    const staging = await call('POST', `/repos/${REPO}/deployments`, {
      ref: 'main',
      environment: 'staging',
      required_contexts: [],
      payload: JSON.stringify({ digest: DIGEST_B })
    })
    const dev = (await call('GET', `/repos/${REPO}/deployments?environment=dev`)).body as { id: number }[]
    expect(dev.length).toBeGreaterThan(0)
    expect(dev.every((d) => (d as unknown as { environment: string }).environment === 'dev')).toBe(true)
    const all = await call('GET', `/repos/${REPO}/deployments`)
    expect(all.body[0]).toMatchObject({ id: staging.body.id, environment: 'staging', ref: 'main' })
    expect(all.body.map((d: { id: number }) => d.id)).toEqual(
      [...all.body.map((d: { id: number }) => d.id)].sort((a: number, b: number) => b - a)
    )
    expect((await call('GET', `/repos/${REPO}/deployments?ref=main`)).body.map((d: { id: number }) => d.id)).toEqual([
      staging.body.id
    ])
    expect((await call('GET', `/repos/${REPO}/deployments?sha=${bump}&environment=staging`)).body).toEqual([])
    expect((await call('GET', `/repos/${REPO}/deployments?task=deploy:migrations`)).body).toEqual([])
    const first = await call('GET', `/repos/${REPO}/deployments?per_page=1`)
    expect(first.body).toHaveLength(1)
    expect(first.headers.get('link')).toContain('rel="next"')

    const one = await call('GET', `/repos/${REPO}/deployments/${staging.body.id}`)
    expect(one.body).toMatchObject({ id: staging.body.id, payload: JSON.stringify({ digest: DIGEST_B }) })
    expect((await call('GET', `/repos/${REPO}/deployments/1`)).status).toBe(404)
  })

  it('deletes a Deployment only once it is inactive, while the repository has others', async () => {
    const created = await call('POST', `/repos/${REPO}/deployments`, {
      ref: 'main',
      environment: 'dev',
      required_contexts: []
    })
    const id = created.body.id as number
    const log = { log_url: 'https://ci.example.com/run/2', environment_url: 'https://todo.dev.example.com' }
    await call('POST', `/repos/${REPO}/deployments/${id}/statuses`, { state: 'failure', ...log })
    const active = await call('DELETE', `/repos/${REPO}/deployments/${id}`)
    expect(active.status).toBe(422)
    expect(active.body.message).toMatch(/cannot delete an active deployment/)
    expect((await call('GET', `/repos/${REPO}/deployments/${id}`)).status).toBe(200)
    // Anyone who may write Deployments may mark one inactive, then delete it: it is gone.
    await call('POST', `/repos/${REPO}/deployments/${id}/statuses`, { state: 'inactive', ...log })
    expect((await call('DELETE', `/repos/${REPO}/deployments/${id}`)).status).toBe(204)
    expect((await call('GET', `/repos/${REPO}/deployments/${id}`)).status).toBe(404)
    expect(
      (await call('GET', `/repos/${REPO}/deployments?environment=dev`)).body.map((d: { id: number }) => d.id)
    ).not.toContain(id)
    expect((await call('DELETE', `/repos/${REPO}/deployments/${id}`)).status).toBe(404)
  })

  it('merges the pull request and links the merge commit back to it', async () => {
    const merged = await call('PUT', `/repos/${REPO}/pulls/${prNumber}/merge`, { merge_method: 'squash', sha: bump })
    expect(merged.body).toMatchObject({ merged: true, message: 'Pull Request successfully merged' })
    expect((await call('PUT', `/repos/${REPO}/pulls/${prNumber}/merge`, {})).status).toBe(405)
    expect((await call('PUT', `/repos/${REPO}/pulls/9999/merge`, {})).status).toBe(404)
    const pulls = await call('GET', `/repos/${REPO}/commits/${merged.body.sha}/pulls`)
    expect(pulls.body).toEqual([
      expect.objectContaining({ number: prNumber, state: 'closed', merge_commit_sha: merged.body.sha })
    ])
    expect((await call('GET', `/repos/${REPO}/commits/${'0'.repeat(40)}/pulls`)).status).toBe(422)
    expect((await call('GET', `/repos/${REPO}/pulls/${prNumber}`)).body).toMatchObject({
      merged: true,
      merged_by: { login: 'github-actions[bot]' }
    })
  })

  it('takes commit statuses as a cluster posts them, and lists them, combined, and the commits they land on', async () => {
    const head = (await call('GET', `/repos/${REPO}/branches/main`)).body.commit.sha as string
    standin.addToken('ghp_flux_bot', { permission: 'write', login: 'flux-bot' })
    const flux = (method: string, path: string, body?: unknown): Promise<ApiResponse> =>
      client(standin, 'ghp_flux_bot')(method, path, body).then((res) => check(standin.requests.at(-1)?.route, res))
    const context = 'kustomization/todo-api/0c9c2e41'
    const failed = await flux('POST', `/repos/${REPO}/statuses/${head}`, {
      state: 'failure',
      context,
      description: 'health check failed after 30.01s'
    })
    expect(failed.status).toBe(201)
    expect(failed.body).toMatchObject({ state: 'failure', context, target_url: null, creator: { login: 'flux-bot' } })
    const pending = await call('POST', `/repos/${REPO}/statuses/${head}`, { state: 'pending', context: 'ci/build' })
    const passed = await flux('POST', `/repos/${REPO}/statuses/${head}`, {
      state: 'success',
      context,
      description: 'reconciliation succeeded'
    })
    expect((await call('POST', `/repos/${REPO}/statuses/main`, { state: 'success' })).status).toBe(422)
    expect((await call('POST', `/repos/${REPO}/statuses/${head}`, { state: 'done' })).status).toBe(422)
    expect(
      (await call('POST', `/repos/${REPO}/statuses/${head}`, { state: 'success', description: 'x'.repeat(141) })).body
        .errors[0].field
    ).toBe('description')

    const listed = await call('GET', `/repos/${REPO}/commits/${head}/statuses?per_page=100`)
    expect(listed.body.map((s: { id: number }) => s.id)).toEqual([passed.body.id, pending.body.id, failed.body.id])
    expect((await call('GET', `/repos/${REPO}/commits/main/statuses`)).body).toHaveLength(3)
    expect((await call('GET', `/repos/${REPO}/commits/${'0'.repeat(40)}/statuses`)).status).toBe(422)
    const combined = await call('GET', `/repos/${REPO}/commits/${head}/status`)
    expect(combined.body).toMatchObject({ state: 'pending', sha: head, total_count: 2 })
    expect(combined.body.statuses.map((s: { context: string }) => s.context)).toEqual([context, 'ci/build'])
    await call('POST', `/repos/${REPO}/statuses/${head}`, { state: 'success', context: 'CI/build' })
    expect((await call('GET', `/repos/${REPO}/commits/${head}/status`)).body).toMatchObject({
      state: 'success',
      total_count: 2
    })

    const commits = await call('GET', `/repos/${REPO}/commits?sha=main&per_page=1`)
    expect(commits.body).toEqual([
      expect.objectContaining({ sha: head, parents: [expect.objectContaining({ sha: main })] })
    ])
    expect(commits.headers.get('link')).toContain('rel="next"')
    expect((await call('GET', `/repos/${REPO}/commits`)).body[0].sha).toBe(head)
    expect((await call('GET', `/repos/${REPO}/commits?sha=nope`)).status).toBe(404)
    const touching = await call('GET', `/repos/${REPO}/commits?path=README.md`)
    expect(touching.body.map((c: { sha: string }) => c.sha)).toEqual([main])

    const run = await call('POST', `/repos/${REPO}/check-runs`, {
      name: 'continuous-delivery/todo-api',
      head_sha: head
    })
    const all = await call('GET', `/repos/${REPO}/commits/${head}/check-runs?filter=all&per_page=100`)
    expect(all.body.check_runs.map((r: { id: number }) => r.id)).toContain(run.body.id)
    const byApp = await call('GET', `/repos/${REPO}/commits/${head}/check-runs?app_id=1`)
    expect(byApp.body).toMatchObject({ total_count: 0, check_runs: [] })
  })

  it('lists artifact attestations of a digest, filtered by predicate type', async () => {
    const statement = { _type: 'https://in-toto.io/Statement/v1', predicateType: 'https://slsa.dev/provenance/v1' }
    const bundle = {
      mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
      verificationMaterial: { tlogEntries: [] },
      dsseEnvelope: {
        payload: Buffer.from(JSON.stringify(statement)).toString('base64'),
        payloadType: 'application/vnd.in-toto+json',
        signatures: []
      }
    }
    standin.addAttestation(REPO, DIGEST_B, bundle)
    const path = `/repos/${REPO}/attestations/${DIGEST_B}`
    const found = await call('GET', `${path}?predicate_type=provenance`)
    expect(found.body).toEqual({ attestations: [{ bundle, repository_id: expect.any(Number) }] })
    expect((await call('GET', `${path}?predicate_type=sbom`)).body).toEqual({ attestations: [] })
    expect((await call('GET', `/repos/${REPO}/attestations/${DIGEST_A}`)).body).toEqual({ attestations: [] })

    standin.addAttestation(REPO, DIGEST_A, bundle, { viaUrl: true })
    const listed = await call('GET', `/repos/${REPO}/attestations/${DIGEST_A}?predicate_type=provenance`)
    const url = (listed.body as { attestations: { bundle_url: string }[] }).attestations[0]!.bundle_url
    expect(url.startsWith(standin.url)).toBe(true)
    const download = await fetch(url)
    expect(download.status).toBe(200)
    expect(JSON.parse(Buffer.from(snappy.uncompress(new Uint8Array(await download.arrayBuffer()))).toString())).toEqual(
      bundle
    )
  })

  it('lets a GitHub App find its installation, mint a token and act as its bot', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    standin.registerApp({ id: 4242, slug: 'release-bot', publicKey })
    const as = (credential: string): Client => {
      const raw = client(standin, credential)
      return async (...args) => {
        const res = await raw(...args)
        return check(standin.requests.at(-1)?.route, res)
      }
    }
    const app = as(appJwt(privateKey, { iss: 4242 }))
    const installation = await app('GET', `/repos/${REPO}/installation`)
    expect(installation.body).toMatchObject({ app_id: 4242, app_slug: 'release-bot', account: { login: 'acme' } })
    expect((await app('GET', '/repos/acme/missing/installation')).status).toBe(404)
    const minted = await app('POST', `/app/installations/${installation.body.id}/access_tokens`, {
      repositories: [REPO.split('/')[1]]
    })
    expect(minted.status).toBe(201)
    expect(minted.body).toMatchObject({ repository_selection: 'selected', repositories: [{ full_name: REPO }] })
    expect(Date.parse(minted.body.expires_at)).toBeGreaterThan(Date.now() + 3_500_000)
    expect((await app('POST', '/app/installations/1/access_tokens', {})).status).toBe(404)
    const elsewhere = await app('POST', `/app/installations/${installation.body.id}/access_tokens`, {
      repositories: ['not-there']
    })
    expect(elsewhere.status).toBe(422)

    const bot = as(minted.body.token)
    const comment = await bot('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'from the App' })
    expect(comment.body.user).toMatchObject({ login: 'release-bot[bot]', type: 'Bot' })
    const run = await bot('POST', `/repos/${REPO}/check-runs`, { name: 'gate', head_sha: bump, conclusion: 'success' })
    expect(run.body.app).toMatchObject({ id: 4242, slug: 'release-bot' })
    expect(standin.requests.at(-1)).toMatchObject({ credential: 'installation', tokenSerial: 1 })
  })

  it('answers auth failures and unknown routes the way GitHub does', async () => {
    const anonymous = client(standin, null)
    const reader = client(standin, READ_TOKEN)
    const bad = await anonymous('GET', `/repos/${REPO}`)
    check(standin.requests.at(-1)?.route ?? 'GET /repos/{owner}/{repo}', bad)
    expect(bad).toMatchObject({ status: 401, body: { message: 'Bad credentials' } })
    expect((await reader('GET', `/repos/${REPO}/pulls`)).status).toBe(200)
    const forbidden = await reader('POST', `/repos/${REPO}/issues/${prNumber}/comments`, { body: 'x' })
    check(standin.requests.at(-1)?.route, forbidden)
    expect(forbidden.body.message).toBe('Resource not accessible by integration')
    const unknown = await client(standin)('GET', `/repos/${REPO}/hooks`)
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Not Found', documentation_url: expect.any(String) }
    })
  })
})

describe('auto-merge shapes', () => {
  const ARMED = 'acme/auto-merge'
  const ENABLE = `mutation($input: EnablePullRequestAutoMergeInput!) {
    enablePullRequestAutoMerge(input: $input) { pullRequest { autoMergeRequest { mergeMethod } } }
  }`

  it('lists the checks a branch requires, from a ruleset or branch protection', async () => {
    await standin.createRepo(ARMED, { files: { [MANIFEST]: yaml(DIGEST_A) } })
    standin.setBehaviour(ARMED, { requiredChecks: [{ context: 'gate', appId: 4242 }], rules: { nonFastForward: true } })
    const source = { ruleset_source_type: 'Repository', ruleset_source: ARMED, ruleset_id: 1 }
    expect((await call('GET', `/repos/${ARMED}/rules/branches/main`)).body).toEqual([
      { type: 'non_fast_forward', ...source },
      {
        type: 'required_status_checks',
        parameters: {
          required_status_checks: [{ context: 'gate', integration_id: 4242 }],
          strict_required_status_checks_policy: false
        },
        ...source
      }
    ])
    expect((await call('GET', `/repos/${ARMED}/rules/branches/release`)).body).toEqual([
      { type: 'non_fast_forward', ...source }
    ])
    expect((await call('GET', `/repos/${ARMED}/branches/main`)).body).toMatchObject({ protected: false })

    standin.setBehaviour(ARMED, { requiredChecksIn: 'branch-protection', rules: { nonFastForward: false } })
    expect((await call('GET', `/repos/${ARMED}/rules/branches/main`)).body).toEqual([])
    expect((await call('GET', `/repos/${ARMED}/branches/main`)).body).toMatchObject({
      protected: true,
      protection: {
        enabled: true,
        required_status_checks: { contexts: ['gate'], checks: [{ context: 'gate', app_id: 4242 }] }
      }
    })
  })

  it('shows auto_merge on a PR armed through GraphQL', async () => {
    standin.setBehaviour(ARMED, { allowAutoMerge: true })
    await standin.pushFiles(ARMED, 'release', { [MANIFEST]: yaml(DIGEST_B) })
    const pr = await call('POST', `/repos/${ARMED}/pulls`, { title: 'Release', head: 'release', base: 'main' })
    expect(pr.body).toMatchObject({ auto_merge: null, mergeable_state: 'blocked' })
    const armed = await client(standin)('POST', '/graphql', {
      query: ENABLE,
      variables: { input: { pullRequestId: pr.body.node_id, mergeMethod: 'SQUASH' } }
    })
    expect(armed.body).toEqual({
      data: { enablePullRequestAutoMerge: { pullRequest: { autoMergeRequest: { mergeMethod: 'SQUASH' } } } }
    })
    expect((await call('GET', `/repos/${ARMED}`)).body.allow_auto_merge).toBe(true)
    const shown = await call('GET', `/repos/${ARMED}/pulls/${pr.body.number}`)
    expect(shown.body.auto_merge).toMatchObject({
      merge_method: 'squash',
      enabled_by: { login: 'github-actions[bot]' }
    })
    const listed = await call('GET', `/repos/${ARMED}/pulls?state=open`)
    expect(listed.body[0].auto_merge).toMatchObject({ merge_method: 'squash' })
  })
})

describe('coverage of the route table', () => {
  it("serves exactly the operations extracted from GitHub's description", () => {
    const served = ROUTES.map((r) => `${r.method} ${r.path}`).sort()
    expect(served).toEqual([...opIndex.keys()].sort())
  })

  it('validated a success answer of every route', () => {
    const missing = ROUTES.map((r) => `${r.method} ${r.path}`).filter(
      (k) => ![...(validated.get(k) ?? [])].some((s) => s < 300)
    )
    expect(missing).toEqual([])
  })
})
