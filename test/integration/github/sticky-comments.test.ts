// The sticky comment when several identities write to one PR (GITHUB_TOKEN before, an App
// after), on a repository where only a comment's author may edit it, and when two runs of the
// same identity post at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../../../src/github/client.js'
import { configRepo, type ConfigRepo } from '../../../src/github/config-repo.js'
import { stickyMarker } from '../../../src/github/comments.js'
import { startGitHubStandIn, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { CONFIG_REPO, MANIFEST, microservice } from '../open/fixtures.js'

const ACTIONS_TOKEN = 'ghs_standin_actions'
const APP_TOKEN = 'ghs_standin_app'
const APP = 'gitops-release-app[bot]'

let github: GitHubStandIn
let pr: number

beforeEach(async () => {
  github = await startGitHubStandIn({
    tokens: {
      [ACTIONS_TOKEN]: { permission: 'write', login: 'github-actions[bot]' },
      [APP_TOKEN]: { permission: 'write', login: APP }
    }
  })
  await github.createRepo(CONFIG_REPO, { files: { [MANIFEST]: microservice() } })
  github.setBehaviour(CONFIG_REPO, { commentsEditableByAuthorOnly: true })
  await github.pushFiles(CONFIG_REPO, 'topic', { 'NOTE.md': 'x\n' })
  const opened = await client(github, APP_TOKEN)('POST', `/repos/${CONFIG_REPO}/pulls`, {
    title: 't',
    head: 'topic',
    base: 'main'
  })
  pr = opened.body.number as number
})
afterEach(() => github.close())

function repoAs(token: string): ConfigRepo {
  const [owner, repo] = CONFIG_REPO.split('/') as [string, string]
  return configRepo(createGitHubClient({ token, baseUrl: github.url, retryBaseMs: 5 }), { owner, repo })
}

const marked = (): { user: string; body: string }[] =>
  github.comments(CONFIG_REPO, pr).filter((c) => c.body.startsWith(stickyMarker('gate')))

describe('sticky comment with several identities', () => {
  it("posts its own when the marker comment is another identity's, and edits its own afterwards", async () => {
    await repoAs(ACTIONS_TOKEN).upsertStickyComment(pr, 'gate', 'from GITHUB_TOKEN')
    const first = await repoAs(APP_TOKEN).upsertStickyComment(pr, 'gate', 'from the App')

    expect(first.created).toBe(true)
    expect(marked().map((c) => [c.user, c.body.split('\n')[1]])).toEqual([
      ['github-actions[bot]', 'from GITHUB_TOKEN'],
      [APP, 'from the App']
    ])

    github.clearRequests()
    const later = await repoAs(APP_TOKEN).upsertStickyComment(pr, 'gate', 'again')
    expect(later).toMatchObject({ id: first.id, created: false })
    // Its own comment is the newest bot comment, so no edit is refused on the way.
    expect(github.requests.map((r) => r.status)).not.toContain(403)
    expect(marked().map((c) => c.body.split('\n')[1])).toEqual(['from GITHUB_TOKEN', 'again'])
  })

  it('leaves one comment of ours at the next upsert when two runs that found none post at once', async () => {
    // Hold the first listing until the second arrives, so both runs see no comment and both post.
    let arrived: () => void = () => undefined
    const bothListed = new Promise<void>((resolve) => (arrived = resolve))
    let lists = 0
    github.beforeRequest = async (req) => {
      if (req.method !== 'GET' || !req.path.endsWith('/comments')) return
      lists++
      if (lists === 1) await bothListed
      if (lists === 2) arrived()
    }
    const app = repoAs(APP_TOKEN)
    const [a, b] = await Promise.all([
      app.upsertStickyComment(pr, 'gate', 'run A'),
      app.upsertStickyComment(pr, 'gate', 'run B')
    ])
    github.beforeRequest = undefined
    // Each post costs no second listing: the race is left for the next run to tidy.
    expect(github.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments'))).toHaveLength(2)
    expect(marked()).toHaveLength(2)

    const next = await app.upsertStickyComment(pr, 'gate', 'run C')
    const left = marked()
    expect(left).toHaveLength(1)
    expect(left[0]!.user).toBe(APP)
    expect(left[0]!.body.split('\n')[1]).toBe('run C')
    expect(next.id).toBe(Math.max(a.id, b.id))
    expect(github.comments(CONFIG_REPO, pr).map((c) => c.id)).toEqual([next.id])
  })
})
