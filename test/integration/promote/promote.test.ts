// `promote` through the action's entry point against the GitHub stand-in: staging's pinned
// digest carried to prod, with and without the Deployment evidence `wait` records.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIGEST_A, DIGEST_B, DIGEST_C, microservice } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { runAction } from '../../helpers/runner.js'
import { CONFIG_REPO, IMAGE_NAME } from '../open/fixtures.js'

const STAGING = 'apps/todo-api/staging/microservice.yaml'
const PROD = 'apps/todo-api/prod/microservice.yaml'
const BRANCH = 'gitops-release/apps/todo-api/prod/microservice'
const RELEASE = `${IMAGE_NAME}:1.5.0@${DIGEST_B}`

let github: GitHubStandIn
beforeEach(async () => {
  github = await startGitHubStandIn()
  await github.createRepo(CONFIG_REPO, {
    files: {
      [STAGING]: microservice(`"${RELEASE}"`),
      [PROD]: microservice(`"${IMAGE_NAME}:1.4.2@${DIGEST_A}"   # prod`)
    }
  })
})
afterEach(() => github.close())

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  command: 'promote',
  token: WRITE_TOKEN,
  'config-repo': CONFIG_REPO,
  'github-api-url': github.url,
  'from-manifest': STAGING,
  manifest: PROD,
  ...extra
})

const writes = (): string[] => github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.route}`)

/** A Deployment as `wait` records it: the revision as sha, the image's digest in the payload. */
async function deployment(
  environment: string,
  image: string,
  states: string[],
  opts: { revision?: string; token?: string } = {}
): Promise<number> {
  const api = client(github, opts.token ?? WRITE_TOKEN)
  const revision = opts.revision ?? (await github.branchSha(CONFIG_REPO, 'main'))!
  const digest = image.slice(image.indexOf('@') + 1)
  const created = await api('POST', `/repos/${CONFIG_REPO}/deployments`, {
    ref: revision,
    environment,
    required_contexts: [],
    payload: { image, digest, manifest: STAGING, resource: 'platform.example.io:Microservice:todo/todo-api', revision }
  })
  expect(created.status).toBe(201)
  for (const state of states) {
    const status = await api('POST', `/repos/${CONFIG_REPO}/deployments/${created.body.id}/statuses`, {
      state,
      log_url: `https://github.example/acme/platform-config/actions/runs/${created.body.id}`
    })
    expect(status.status).toBe(201)
  }
  return created.body.id as number
}

async function pullRequest(): Promise<{ title: string; body: string }> {
  const pulls = await client(github)('GET', `/repos/${CONFIG_REPO}/pulls?state=open`)
  expect(pulls.body).toHaveLength(1)
  const [pr] = pulls.body as { title: string; body: string }[]
  return pr!
}

describe('promote', () => {
  it('pins prod to the digest staging pins, in one line, and says where it came from', async () => {
    github.requests.length = 0
    const run = await runAction(inputs())
    const sent = github.requests.map((r) => r.route)

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs).toMatchObject({
      result: 'created',
      branch: BRANCH,
      'old-image': `${IMAGE_NAME}:1.4.2@${DIGEST_A}`,
      'new-image': RELEASE
    })
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    const diff = await github.git(CONFIG_REPO, ['diff', '--unified=0', 'main', head])
    expect(diff.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l))).toEqual([
      `-  image: "${IMAGE_NAME}:1.4.2@${DIGEST_A}"   # prod`,
      `+  image: "${RELEASE}"   # prod`
    ])
    const pr = await pullRequest()
    expect(pr.title).toBe('Promote todo-api 1.5.0')
    expect(pr.body).toContain(`**Promoted from:** <code>${STAGING}</code>`)
    expect(pr.body).toContain('not required (no `from-environment`)')
    const message = await github.git(CONFIG_REPO, ['log', '-1', '--format=%B', head])
    expect(message).toContain(`Gitops-Release-Promoted-From: ${STAGING}`)
    expect(message).not.toContain('Gitops-Release-Verified-By')
    // open's 9 requests and the source manifest: the base head read for it is the one the release is built on.
    expect(sent).toEqual([
      'GET /repos/{owner}/{repo}',
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/pulls',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'POST /repos/{owner}/{repo}/git/refs',
      'POST /repos/{owner}/{repo}/pulls',
      'GET /repos/{owner}/{repo}/git/ref/{ref}'
    ])
  })

  it('with from-environment, names the Deployment that proved the digest', async () => {
    const id = await deployment('staging', RELEASE, ['in_progress', 'success'])
    const run = await runAction(inputs({ 'from-environment': 'staging' }))

    expect(run.failed, run.log).toBe(false)
    const pr = await pullRequest()
    expect(pr.body).toMatch(
      new RegExp(`\\*\\*Verified in:\\*\\* <code>staging</code>: \\[Deployment ${id}\\]\\(https://github\\.example/`)
    )
    expect(pr.body).toContain('the latest Deployment in <code>staging</code> succeeded with this digest')
    const head = (await github.branchSha(CONFIG_REPO, BRANCH))!
    const message = await github.git(CONFIG_REPO, ['log', '-1', '--format=%B', head])
    expect(message).toMatch(
      new RegExp(`^Gitops-Release-Verified-By: \\{"environment":"staging","deploymentId":${id},`, 'm')
    )
    expect(run.summary).toContain('Verified in')
    // The newest Deployment and its newest status are all that count: one of each is asked for.
    const reads = github.requests.filter((r) => r.method === 'GET' && r.path.includes('/deployments'))
    expect(reads.map((r) => [r.path.replace(/^.*\/deployments/, '/deployments'), r.query])).toEqual([
      ['/deployments', { environment: 'staging', per_page: '1' }],
      [`/deployments/${id}/statuses`, { per_page: '1' }]
    ])
  })

  it.each([
    [
      'the latest Deployment failed',
      async () => deployment('staging', RELEASE, ['failure']),
      /latest Deployment in "staging" \(id \d+, revision [0-9a-f]{7}, [^)]+\) is failure/
    ],
    [
      'the latest Deployment is still in progress',
      async () => deployment('staging', RELEASE, ['in_progress']),
      /in_progress/
    ],
    [
      'a newer Deployment pins another digest',
      async () => {
        await deployment('staging', RELEASE, ['success'])
        await deployment('staging', `${IMAGE_NAME}@${DIGEST_C}`, ['success'])
      },
      new RegExp(`pins ${DIGEST_C}, not ${DIGEST_B}`)
    ],
    ['no Deployment was recorded there', async () => undefined, /no Deployment in "staging"/],
    [
      'git does not confirm the latest Deployment’s claim',
      async () => {
        // The payload claims the release, but the staging manifest at its commit pins another digest.
        const revision = await github.pushFiles(CONFIG_REPO, 'elsewhere', {
          [STAGING]: microservice(`${IMAGE_NAME}@${DIGEST_C}`)
        })
        await deployment('staging', RELEASE, ['success'], { revision })
      },
      new RegExp(`but git does not confirm its claim: "${STAGING}" pins ${DIGEST_C} at [0-9a-f]{7}, not ${DIGEST_B}`)
    ]
  ])('refuses when %s, and writes nothing', async (_, record, reason) => {
    await record()
    github.requests.length = 0
    const run = await runAction(inputs({ 'from-environment': 'staging' }))

    expect(run.failed).toBe(true)
    expect(run.log).toMatch(reason)
    expect(writes()).toEqual([])
    expect(await github.branchSha(CONFIG_REPO, BRANCH)).toBeUndefined()
  })

  it('warns that the evidence’s author was not checked, without recorded-by and with a token', async () => {
    await deployment('staging', RELEASE, ['success'])
    const run = await runAction(inputs({ 'from-environment': 'staging' }))
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toMatch(/^::warning::Promotion evidence in "staging" was accepted without checking its author/m)
  })

  it('with recorded-by, counts only the Deployments those logins recorded', async () => {
    const tokens = {
      [WRITE_TOKEN]: 'write' as const,
      wait: { permission: 'write' as const, login: 'acme-release[bot]' }
    }
    await github.close()
    github = await startGitHubStandIn({ tokens })
    await github.createRepo(CONFIG_REPO, {
      files: { [STAGING]: microservice(`"${RELEASE}"`), [PROD]: microservice(`"${IMAGE_NAME}:1.4.2@${DIGEST_A}"`) }
    })
    const ours = await deployment('staging', RELEASE, ['success'], { token: 'wait' })
    // A newer Deployment by another login, pinning something else: it does not count.
    await deployment('staging', `${IMAGE_NAME}@${DIGEST_C}`, ['success'])
    const run = await runAction(inputs({ 'from-environment': 'staging', 'recorded-by': 'acme-release[bot]' }))
    expect(run.failed, run.log).toBe(false)
    expect(run.log).toContain(`staging: Deployment ${ours} proved ${DIGEST_B}.`)
    expect(run.log).not.toContain('without checking its author')

    const refused = await runAction(inputs({ 'from-environment': 'staging', 'recorded-by': 'someone-else' }))
    expect(refused.failed).toBe(true)
    expect(refused.log).toMatch(/None of the Deployments in "staging" was recorded by someone-else/)
  })

  it('refuses recorded-by without from-environment, and a recorded-by that is no login, before any request', async () => {
    for (const [extra, said] of [
      [{ 'recorded-by': 'acme-release[bot]' }, "'from-environment', which is not set"],
      [{ 'from-environment': 'staging', 'recorded-by': 'acme release' }, '"acme release" is not a GitHub login']
    ] as const) {
      github.requests.length = 0
      const run = await runAction(inputs(extra))
      expect(run.failed).toBe(true)
      expect(run.log).toContain(said)
      expect(github.requests).toEqual([])
    }
  })

  it('refuses a from-manifest that pins a tag only, naming it, and writes nothing', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', { [STAGING]: microservice(`${IMAGE_NAME}:1.5.0`) })
    github.requests.length = 0
    const run = await runAction(inputs())

    expect(run.failed).toBe(true)
    expect(run.log).toMatch(
      /Input 'from-manifest': apps\/todo-api\/staging\/microservice\.yaml at main \([0-9a-f]{12}\) pins an image promote cannot take: .*not pinned/
    )
    expect(writes()).toEqual([])
  })

  it('refuses an environment name GitHub cannot hold before any request', async () => {
    const run = await runAction(inputs({ 'from-environment': 'x'.repeat(256) }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Input 'from-environment' has 256 characters; GitHub allows 255/)
    expect(github.requests).toEqual([])
  })

  it('refuses the same manifest on both sides before any request', async () => {
    const run = await runAction(inputs({ manifest: STAGING }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(/Inputs 'from-manifest' and 'manifest' both name/)
    expect(github.requests).toEqual([])
  })

  it('refuses to promote an older version over a newer one unless allow-downgrade', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', { [PROD]: microservice(`${IMAGE_NAME}:1.6.0@${DIGEST_C}`) })
    const refused = await runAction(inputs())
    expect(refused.failed).toBe(true)
    expect(refused.log).toMatch(/1\.6\.0/)

    const allowed = await runAction(inputs({ 'allow-downgrade': 'true' }))
    expect(allowed.failed, allowed.log).toBe(false)
    expect(allowed.outputs['result']).toBe('created')
  })

  it('carries one digest to several regions in one PR, one line per file', async () => {
    const EU = 'apps/todo-api/prod-eu/microservice.yaml'
    await github.pushFiles(CONFIG_REPO, 'main', { [EU]: microservice(`${IMAGE_NAME}:1.4.2@${DIGEST_A}`) })
    const run = await runAction(inputs({ manifest: `${PROD}\n${EU}`, 'from-environment': '' }))

    expect(run.failed, run.log).toBe(false)
    const targets = JSON.parse(run.outputs['targets']!) as { manifest: string; 'new-image': string }[]
    expect(targets.map((t) => [t.manifest, t['new-image']])).toEqual([
      [PROD, RELEASE],
      [EU, RELEASE]
    ])
    const head = (await github.branchSha(CONFIG_REPO, run.outputs['branch']!))!
    const files = await github.git(CONFIG_REPO, ['diff', '--name-only', 'main', head])
    expect(files.trim().split('\n').sort()).toEqual([EU, PROD].sort())
    const pr = await pullRequest()
    expect(pr.title).toBe('Promote todo-api 1.5.0')
    expect(pr.body).toContain(`**Promoted from:** <code>${STAGING}</code>`)
    expect(run.summary).toContain(`Promoted from <code>${STAGING}</code>`)
  })

  it('arms auto-merge on the promotion PR when asked, as open does', async () => {
    github.setBehaviour(CONFIG_REPO, {
      allowAutoMerge: true,
      requiredChecks: [{ context: 'gitops-release gate (main)' }]
    })
    const run = await runAction(inputs({ 'auto-merge': 'squash' }))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['auto-merge']).toBe('enabled')
    const pr = await client(github)('GET', `/repos/${CONFIG_REPO}/pulls/${run.outputs['pr-number']}`)
    expect(pr.body.auto_merge).toMatchObject({ merge_method: 'squash' })
  })

  it('goes into main, not the branch its PR was retargeted to that already pins the image', async () => {
    expect((await runAction(inputs())).outputs['pr-number']).toBe('1')
    await github.pushFiles(CONFIG_REPO, 'freeze', { [PROD]: microservice(`"${RELEASE}"`) }, { from: 'main' })
    expect((await client(github)('PATCH', `/repos/${CONFIG_REPO}/pulls/1`, { base: 'freeze' })).status).toBe(200)

    const rerun = await runAction(inputs())
    expect(rerun.failed, rerun.log).toBe(false)
    expect(rerun.outputs).toMatchObject({ result: 'created', 'pr-number': '2', branch: BRANCH })
    expect(rerun.log).toMatch(/::warning::PR #1 .* goes into "freeze", not "main"/)
    expect(github.pull(CONFIG_REPO, 2)!.base).toBe('main')
  })

  it('a rerun with nothing new changes nothing', async () => {
    expect((await runAction(inputs())).failed).toBe(false)
    github.requests.length = 0
    const rerun = await runAction(inputs())
    expect(rerun.failed, rerun.log).toBe(false)
    expect(rerun.outputs['result']).toBe('unchanged')
    expect(writes()).toEqual([])
  })
})
