import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { READ_TOKEN, startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { BASE, BUMPED, D, MS_PATH, REPO as IMAGE, microservice } from '../../corpus/gate/manifests.js'
import { stickyMarker } from '../../../src/github/comments.js'
import { REPO, openPull, pullEvent, runGate, seedConfigRepo } from './setup.js'

const RELEASE_BRANCH = 'gitops-release/apps/todo-api/dev/microservice'
const READS = [
  'GET /repos/{owner}/{repo}/compare/{basehead}',
  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
  'GET /repos/{owner}/{repo}/git/blobs/{file_sha}'
  // The release policy (absent here) is looked up in the base commit's tree, the comparison's own.
]

let standin: GitHubStandIn
beforeEach(async () => {
  standin = await startGitHubStandIn()
  await seedConfigRepo(standin)
})
afterEach(async () => {
  await standin.close()
})

describe('command: gate on a release PR', () => {
  it('accepts a one-line digest bump with 10 requests: compare, 2 trees (the base one names the policy file too), 2 blobs, check run, comments listed twice, sticky comment (and one to say a GITHUB_TOKEN check can be forged)', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull))

    expect(run.failed).toBe(false)
    expect(run.outputs['verdict']).toBe('accept')
    const changes = JSON.parse(run.outputs['changes']!) as {
      file: string
      line: number
      before: string
      after: string
      verdict: string
    }[]
    expect(changes).toEqual([
      expect.objectContaining({
        file: MS_PATH,
        line: 8,
        before: `${IMAGE}:1.4.2@${D.a}`,
        after: `${IMAGE}:1.4.2@${D.b}`,
        verdict: 'accept'
      })
    ])
    expect(JSON.parse(run.outputs['reasons']!)).toEqual([])
    expect([...run.requests].sort()).toEqual(
      [
        ...READS,
        'POST /repos/{owner}/{repo}/check-runs',
        'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
        'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        // Not listed again after posting: a run that posted at the same moment is tidied by the next.
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'
      ].sort()
    )
    const compare = standin.requests.find((r) => r.route?.endsWith('/compare/{basehead}'))!
    const base = (pull.payload['base'] as { sha: string }).sha
    const head = (pull.payload['head'] as { sha: string }).sha
    expect(compare.path).toBe(`/repos/${REPO}/compare/${base}...${head}`)

    const [check] = standin.checkRuns(REPO, head)
    expect(check).toMatchObject({ name: 'gitops-release gate (main)', conclusion: 'success', status: 'completed' })
    expect(check!.annotations).toEqual([])
    const comments = standin.comments(REPO, pull.number)
    expect(comments).toHaveLength(1)
    expect(comments[0]!.body.startsWith(stickyMarker('gate'))).toBe(true)
    expect(comments[0]!.body).toContain('✅ gitops-release gate: accept')
    expect(comments[0]!.body).toContain('<code>ghcr.io/acme/todo-api:1.4.2&#64;sha256:b2b2')
    expect(run.summary).toContain('gitops-release gate: accept')
    // The stand-in's plain tokens act as GITHUB_TOKEN: the run belongs to GitHub Actions.
    expect(check!.output.text).toContain('any workflow with checks: write')
    expect(run.log).toMatch(/^::warning::This check run belongs to the GitHub Actions app.*app-id and app-private-key/m)
    expect(run.summary).toContain('require the check from that App')
  })

  it('rejects with annotations at file and line, and edits the one sticky comment on the next run', async () => {
    const evil = microservice({ image: `${IMAGE}:1.5.0@${D.b}`, specExtra: '  command: ["sh"]' })
    const pull = await openPull(standin, RELEASE_BRANCH, {
      [MS_PATH]: evil,
      'apps/todo-api/dev/kustomization.yaml': 'resources: []\n'
    })
    const first = await runGate(standin, pullEvent(pull))

    expect(first.failed).toBe(true)
    expect(first.outputs['verdict']).toBe('reject')
    const reasons = JSON.parse(first.outputs['reasons']!) as { code: string; file: string; line: number }[]
    expect(reasons.map((r) => [r.code, r.file, r.line])).toEqual([
      ['not-modified', 'apps/todo-api/dev/kustomization.yaml', 1],
      ['outside-image', MS_PATH, 10]
    ])
    const head = (pull.payload['head'] as { sha: string }).sha
    const [check] = standin.checkRuns(REPO, head)
    expect(check!.conclusion).toBe('failure')
    expect(check!.annotations.map((a) => [a.path, a.start_line, a.annotation_level, a.title])).toEqual([
      ['apps/todo-api/dev/kustomization.yaml', 1, 'failure', 'not-modified'],
      [MS_PATH, 10, 'failure', 'outside-image']
    ])
    expect(first.log).toContain(
      '::error title=gate%3A outside-image,file=apps/todo-api/dev/microservice.yaml,line=10::'
    )
    const [comment] = standin.comments(REPO, pull.number)
    expect(comment!.body).toContain('❌ gitops-release gate: reject')

    // The author fixes the PR; the gate runs again on the new head and edits the same comment.
    await standin.pushFiles(REPO, RELEASE_BRANCH, { [MS_PATH]: BUMPED, 'apps/todo-api/dev/kustomization.yaml': null })
    const refreshed = await openPullPayload(pull.number)
    const second = await runGate(standin, { name: 'pull_request_target', payload: { pull_request: refreshed } })
    expect(second.outputs['verdict']).toBe('accept')
    expect(second.requests).toContain('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}')
    expect(second.requests).not.toContain('POST /repos/{owner}/{repo}/issues/{issue_number}/comments')
    const after = standin.comments(REPO, pull.number)
    expect(after).toHaveLength(1)
    expect(after[0]!.id).toBe(comment!.id)
    expect(after[0]!.body).toContain('✅ gitops-release gate: accept')
  })

  it('sends more than 50 annotations in batches of 50 and the check run keeps them all', async () => {
    const files = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`apps/extra/f${i}.yaml`, 'a: 1\n']))
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED, ...files })
    const run = await runGate(standin, pullEvent(pull))

    expect(run.outputs['verdict']).toBe('reject')
    expect(run.requests.filter((r) => r === 'POST /repos/{owner}/{repo}/check-runs')).toHaveLength(1)
    expect(run.requests.filter((r) => r === 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}')).toHaveLength(1)
    const batches = standin.requests
      .filter((r) => r.route?.includes('check-runs'))
      .map((r) => (r.body as { output: { annotations: unknown[] } }).output.annotations.length)
    expect(batches).toEqual([50, 11])
    const [check] = standin.checkRuns(REPO, (pull.payload['head'] as { sha: string }).sha)
    expect(check!.annotations).toHaveLength(61)
    // Added files are refused from the listing alone: only the one edited file is read.
    expect(run.requests.filter((r) => r.endsWith('/git/blobs/{file_sha}'))).toHaveLength(2)
  })

  it('escapes PR-supplied paths and values in the comment', async () => {
    const path = 'apps/@admin/<img src=x>|`x`.yaml'
    await standin.pushFiles(REPO, 'main', { [path]: BASE })
    const pull = await openPull(standin, RELEASE_BRANCH, {
      [path]: microservice({ image: `${IMAGE}:1.4.2@${D.b}`, specExtra: '  note: "<b>@everyone</b>"' })
    })
    const run = await runGate(standin, pullEvent(pull))
    expect(run.outputs['verdict']).toBe('reject')
    const [comment] = standin.comments(REPO, pull.number)
    // The table shows the folder over the file name; the reason quotes the path whole.
    expect(comment!.body).toContain(
      '<code>apps/&#64;admin/</code><br><code>&#60;img src=x&#62;&#124;&#96;x&#96;.yaml</code>'
    )
    expect(comment!.body).toContain('&#34;apps/&#64;admin/&#60;img src=x&#62;&#124;&#96;x&#96;.yaml&#34;')
    expect(comment!.body).not.toContain('<img')
    expect(comment!.body).not.toContain('@admin')
  })
})

describe('command: gate on other PRs, merge queues and read-only tokens', () => {
  it('gives PRs outside the scope a neutral check and no comment', async () => {
    const pull = await openPull(standin, 'feature/new-port', { [MS_PATH]: BASE.replace('8080', '9090') })
    const run = await runGate(standin, pullEvent(pull))

    expect(run.failed).toBe(false)
    expect(run.outputs['verdict']).toBe('neutral')
    expect(run.requests).toEqual([
      'POST /repos/{owner}/{repo}/check-runs',
      'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}'
    ])
    const [check] = standin.checkRuns(REPO)
    expect(check).toMatchObject({ name: 'gitops-release gate (main)', conclusion: 'neutral' })
    expect(check!.output.title).toBe('Not a release PR: needs normal review')
    expect(standin.comments(REPO)).toEqual([])
  })

  it("fails PRs outside the scope when other-prs is 'failure'", async () => {
    const pull = await openPull(standin, 'feature/new-port', { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull), { 'other-prs': 'failure' })
    expect(run.failed).toBe(true)
    expect(run.outputs['verdict']).toBe('reject')
    expect(JSON.parse(run.outputs['reasons']!)).toEqual([expect.objectContaining({ code: 'out-of-scope' })])
    expect(standin.checkRuns(REPO)[0]!.conclusion).toBe('failure')
  })

  it('scopes by author as well as branch when both are given', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull), { scope: 'branch:gitops-release/\nauthor:release-bot[bot]' })
    expect(run.outputs['verdict']).toBe('neutral')
    const inScope = await runGate(standin, pullEvent(pull), {
      scope: 'branch:gitops-release/, author:github-actions[bot]'
    })
    expect(inScope.outputs['verdict']).toBe('accept')
  })

  it('still reports the verdict with a read-only token, and says why it could not post', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
    const run = await runGate(standin, pullEvent(pull, 'pull_request'), {}, READ_TOKEN)

    expect(run.failed).toBe(false)
    expect(run.outputs['verdict']).toBe('accept')
    expect(run.outputs['check-run-url']).toBe('')
    expect(run.outputs['comment-url']).toBe('')
    expect(run.log).toContain('Could not create the check run: 403 Resource not accessible by integration')
    expect(run.log).toContain('Could not comment on the PR: 403')
    expect(run.summary).toContain('> Could not create the check run: 403 Resource not accessible by integration')
    expect(run.summary).toContain('get a read-only token')
    expect(standin.checkRuns(REPO)).toEqual([])
    expect(standin.comments(REPO)).toEqual([])
  })

  it('fails a rejected PR even when it cannot post anything', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: microservice({ image: `${IMAGE}:1.4.3` }) })
    const run = await runGate(standin, pullEvent(pull, 'pull_request'), {}, READ_TOKEN)
    expect(run.failed).toBe(true)
    expect(run.outputs['verdict']).toBe('reject')
    expect(run.log).toContain('::error title=gate%3A unpinned,file=apps/todo-api/dev/microservice.yaml,line=8::')
  })

  it('judges a merge queue entry at its exact SHAs, scoped through the PR it names', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
    const head = (pull.payload['head'] as { sha: string }).sha
    const base = (pull.payload['base'] as { sha: string }).sha
    const payload = {
      merge_group: {
        head_sha: head,
        base_sha: base,
        base_ref: 'refs/heads/main',
        head_ref: `refs/heads/gh-readonly-queue/main/pr-${pull.number}-${base}`
      }
    }
    const run = await runGate(standin, { name: 'merge_group', payload })
    expect(run.outputs['verdict']).toBe('accept')
    expect(run.requests).toEqual(
      expect.arrayContaining([
        'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        'POST /repos/{owner}/{repo}/check-runs',
        ...READS
      ])
    )
    expect(run.requests.some((r) => r.includes('/comments'))).toBe(false)
    expect(standin.checkRuns(REPO, head)[0]!.name).toBe('gitops-release gate (main)')
  })

  it('rejects, and still reports, when the PR cannot be read at its SHAs', async () => {
    const pull = await openPull(standin, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
    const payload = { ...pull.payload, base: { ...(pull.payload['base'] as object), sha: '0123456789'.repeat(4) } }
    const run = await runGate(standin, { name: 'pull_request_target', payload: { pull_request: payload } })
    expect(run.failed).toBe(true)
    expect(run.outputs['verdict']).toBe('reject')
    // Nor can the policy at that base commit: that is said too, not taken for "no policy".
    expect(JSON.parse(run.outputs['reasons']!)).toEqual([
      expect.objectContaining({
        code: 'policy-unavailable',
        message: expect.stringMatching(
          /could not be read from GitHub \(http:\/\/127\.0\.0\.1:\d+\), acme\/config at 0123456: Not Found/
        ) as string
      }),
      expect.objectContaining({ code: 'unreadable' })
    ])
    expect(standin.checkRuns(REPO)[0]!.conclusion).toBe('failure')
    expect(standin.comments(REPO, pull.number)[0]!.body).toContain('unreadable')
  })

  it('refuses to run on other events, naming the ones it supports', async () => {
    const run = await runGate(standin, { name: 'push', payload: {} })
    expect(run.failed).toBe(true)
    expect(run.log).toContain(
      'command \'gate\' runs on pull_request_target, pull_request or merge_group events, not "push"'
    )
    expect(run.requests).toEqual([])
  })
})

async function openPullPayload(number: number): Promise<Record<string, unknown>> {
  const r = await fetch(`${standin.url}/repos/${REPO}/pulls/${number}`, {
    headers: { authorization: `Bearer ${READ_TOKEN}` }
  })
  return (await r.json()) as Record<string, unknown>
}

describe('command: gate when another identity wrote the sticky comment', () => {
  it('posts its own comment and leaves the other alone, where only authors may edit comments', async () => {
    const app = 'ghs_standin_gate_app'
    const multi = await startGitHubStandIn({
      tokens: { [WRITE_TOKEN]: 'write', [app]: { permission: 'write', login: 'gitops-release-gate[bot]' } }
    })
    try {
      await seedConfigRepo(multi)
      multi.setBehaviour(REPO, { commentsEditableByAuthorOnly: true })
      const pull = await openPull(multi, RELEASE_BRANCH, { [MS_PATH]: BUMPED })
      // The gate ran with GITHUB_TOKEN before the switch to an App.
      const before = await runGate(multi, pullEvent(pull))
      const run = await runGate(multi, pullEvent(pull), {}, app)

      expect(run.failed, run.log).toBe(false)
      expect(run.outputs['comment-url']).not.toBe(before.outputs['comment-url'])
      const comments = multi.comments(REPO, pull.number)
      expect(comments.map((c) => c.user)).toEqual(['github-actions[bot]', 'gitops-release-gate[bot]'])
      expect(run.outputs['comment-url']).toContain(`issuecomment-${comments[1]!.id}`)
    } finally {
      await multi.close()
    }
  })
})
