// `promote` through the action's entry point against the GitHub stand-in: staging's pinned
// digest carried to prod, with and without the Deployment evidence `wait` records.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIGEST_A, DIGEST_B, DIGEST_C, microservice } from '../../../standins/fixtures.js'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../../../standins/github/index.js'
import { client } from '../../../standins/github/testkit.js'
import { runAction } from '../../helpers/runner.js'
import { recordStatus } from '../../../src/environments/record.js'
import { CONFIG_REPO, IMAGE_NAME } from '../open/fixtures.js'

const STAGING = 'apps/todo-api/staging/microservice.yaml'
const PROD = 'apps/todo-api/prod/microservice.yaml'
const BRANCH = 'gitops-release/apps/todo-api/prod/microservice'
const RELEASE = `${IMAGE_NAME}:1.5.0@${DIGEST_B}`
/** A collaborator who may write Deployments (and statuses), but is not wait. */
const MALLORY = 'ghp_standin_mallory'

let github: GitHubStandIn
const TOKENS = {
  [WRITE_TOKEN]: 'write' as const,
  [MALLORY]: { permission: 'write' as const, login: 'mallory' },
  wait: { permission: 'write' as const, login: 'acme-release[bot]' }
}
beforeEach(async () => {
  github = await startGitHubStandIn({ tokens: TOKENS })
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

/**
 * A Deployment as `wait` records it: the revision as sha, the image's digest in the payload, and
 * its final status recorded as a commit status on the revision too (unless `record: false`, as an
 * older gitops-release did).
 */
async function deployment(
  environment: string,
  image: string,
  states: string[],
  opts: {
    revision?: string
    token?: string
    record?: boolean
    manifest?: string
    /** The outcome recorded, when not what the last state says (healthy or degraded). */
    outcome?: readonly [word: string, detail?: string]
  } = {}
): Promise<number> {
  const api = client(github, opts.token ?? WRITE_TOKEN)
  const revision = opts.revision ?? (await github.branchSha(CONFIG_REPO, 'main'))!
  const digest = image.slice(image.indexOf('@') + 1)
  const created = await api('POST', `/repos/${CONFIG_REPO}/deployments`, {
    ref: revision,
    environment,
    required_contexts: [],
    payload: {
      image,
      digest,
      manifest: opts.manifest ?? STAGING,
      resource: 'platform.example.io:Microservice:todo/todo-api',
      revision
    }
  })
  expect(created.status).toBe(201)
  const run = `https://github.example/acme/platform-config/actions/runs/${created.body.id}`
  for (const state of states) {
    const status = await api('POST', `/repos/${CONFIG_REPO}/deployments/${created.body.id}/statuses`, {
      state,
      log_url: run
    })
    expect(status.status).toBe(201)
  }
  const last = states.at(-1)
  if (opts.record !== false && last !== undefined && last !== 'in_progress')
    await recordOutcome(
      environment,
      revision,
      opts.outcome?.[0] ?? (last === 'success' ? 'healthy' : 'degraded'),
      digest,
      opts.token,
      run,
      opts.outcome?.[1]
    )
  return created.body.id as number
}

/** The outcome wait records beside its Deployment: a commit status on the revision. */
async function recordOutcome(
  environment: string,
  revision: string,
  outcome: string,
  digest: string,
  token = WRITE_TOKEN,
  run = 'https://github.example/acme/platform-config/actions/runs/1',
  detail?: string
): Promise<void> {
  const status = recordStatus(environment, outcome, digest, detail)
  const posted = await client(github, token)('POST', `/repos/${CONFIG_REPO}/statuses/${revision}`, {
    state: status.state,
    context: status.context,
    description: status.description,
    target_url: run
  })
  expect(posted.status).toBe(201)
}

/** What anyone who may write Deployments can do to one: mark it inactive, then delete it. */
async function erase(id: number, token = MALLORY): Promise<void> {
  const api = client(github, token)
  expect((await api('POST', `/repos/${CONFIG_REPO}/deployments/${id}/statuses`, { state: 'inactive' })).status).toBe(
    201
  )
  expect((await api('DELETE', `/repos/${CONFIG_REPO}/deployments/${id}`)).status).toBe(204)
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
    // The newest Deployment and its newest status, then the record on the base head it was read
    // at (main's newest commits, and the head's statuses: the Deployment's revision is the head).
    const main = (await github.branchSha(CONFIG_REPO, 'main'))!
    const reads = github.requests.filter((r) => r.method === 'GET' && /\/(deployments|commits)/.test(r.path))
    expect(reads.map((r) => [r.path.replace(/^.*\/(deployments|commits)/, '/$1'), r.query])).toEqual([
      ['/deployments', { environment: 'staging', per_page: '1' }],
      [`/deployments/${id}/statuses`, { per_page: '1' }],
      ['/commits', { sha: main, per_page: '20' }],
      [`/commits/${main}/statuses`, { per_page: '100', page: '1' }]
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
        // The payload claims the release in a manifest that pins another digest at its commit.
        const QA = 'apps/todo-api/qa/microservice.yaml'
        await github.pushFiles(CONFIG_REPO, 'main', { [QA]: microservice(`${IMAGE_NAME}@${DIGEST_C}`) })
        await deployment('staging', RELEASE, ['success'], { manifest: QA })
      },
      new RegExp(
        `but git does not confirm its claim: "apps/todo-api/qa/microservice.yaml" pins ${DIGEST_C} at [0-9a-f]{7}, not ${DIGEST_B}`
      )
    ],
    [
      'the latest Deployment is of a commit main does not have',
      async () => {
        const revision = await github.pushFiles(CONFIG_REPO, 'elsewhere', { [STAGING]: microservice(`"${RELEASE}"`) })
        await deployment('staging', RELEASE, ['success'], { revision })
      },
      /Revision [0-9a-f]{7} of the latest Deployment in "staging" \(id \d+, [^)]+\) is not in the history of "main"/
    ],
    [
      'the latest Deployment has no recorded outcome (recorded by an older gitops-release)',
      async () => deployment('staging', RELEASE, ['success'], { record: false }),
      /has no outcome recorded beside it: .* re-run wait in "staging" to record one/
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

  describe('what wait recorded cannot be erased by someone who may write Deployments', () => {
    const BY_WAIT = { 'from-environment': 'staging', 'recorded-by': 'acme-release[bot]' }

    it('a later run on a later commit ended Degraded, and its Deployment was deleted: refused, naming that outcome', async () => {
      const verified = await deployment('staging', RELEASE, ['success'], { token: 'wait' })
      // main moves on (still pinning the release); wait follows the new commit and ends Degraded.
      const later = await github.pushFiles(CONFIG_REPO, 'main', { 'README.md': 'docs\n' })
      const failed = await deployment('staging', RELEASE, ['failure'], { token: 'wait', revision: later })
      await erase(failed)
      expect(github.deployments(CONFIG_REPO).map((d) => d.id)).toEqual([verified])

      github.requests.length = 0
      const run = await runAction(inputs(BY_WAIT))
      expect(run.failed).toBe(true)
      expect(run.log).toContain(
        `The newest outcome recorded in "staging" is failure (degraded) with ${DIGEST_B} on revision ${later.slice(0, 7)}`
      )
      expect(run.log).toMatch(
        /whose own Deployment is not listed \(deleted, or never created\): sha256:\w+ is not verified there\./
      )
      expect(writes()).toEqual([])
    })

    it('a rerun on the same commit ended Degraded, and its Deployment was deleted: refused', async () => {
      await deployment('staging', RELEASE, ['success'], { token: 'wait' })
      const rerun = await deployment('staging', RELEASE, ['failure'], { token: 'wait' })
      await erase(rerun)
      github.requests.length = 0
      const run = await runAction(inputs(BY_WAIT))
      expect(run.failed).toBe(true)
      expect(run.log).toMatch(
        /The newest outcome recorded in "staging" is failure \(degraded\) with sha256:\w+ on revision [0-9a-f]{7} at [^,]+, by acme-release\[bot\]: sha256:\w+ is not verified there\./
      )
      expect(writes()).toEqual([])
    })

    it('someone else’s inactive mark and success change nothing', async () => {
      const ours = await deployment('staging', RELEASE, ['failure'], { token: 'wait' })
      const api = client(github, MALLORY)
      await api('POST', `/repos/${CONFIG_REPO}/deployments/${ours}/statuses`, { state: 'inactive' })
      await api('POST', `/repos/${CONFIG_REPO}/deployments/${ours}/statuses`, { state: 'success' })
      await recordOutcome('staging', (await github.branchSha(CONFIG_REPO, 'main'))!, 'healthy', DIGEST_B, MALLORY)
      github.requests.length = 0
      const run = await runAction(inputs(BY_WAIT))
      expect(run.failed).toBe(true)
      expect(run.log).toMatch(/The latest Deployment by acme-release\[bot\] in "staging" \([^)]+\) is failure: /)
      expect(writes()).toEqual([])
    })
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

describe('promote with require: verified', () => {
  const NEWER = `${IMAGE_NAME}:1.6.0@${DIGEST_C}`
  const FAILED = 'error ratio was 3.4% at 2m; it must be < 1%'

  /** Staging verified RELEASE on main's head, then a commit moved it to NEWER, whose verification failed. */
  async function verifiedThenFailed(): Promise<{ verified: string; failed: string }> {
    const verified = (await github.branchSha(CONFIG_REPO, 'main'))!
    await deployment('staging', RELEASE, ['success'], { outcome: ['verified', '10m soak ended …'] })
    const failed = await github.pushFiles(CONFIG_REPO, 'main', { [STAGING]: microservice(`"${NEWER}"`) })
    await deployment('staging', NEWER, ['failure'], { outcome: ['verification-failed', FAILED] })
    return { verified, failed }
  }

  it('promotes the newest verified digest, not the newest, and names the one it passed over with its check', async () => {
    const { verified, failed } = await verifiedThenFailed()
    github.requests.length = 0
    const run = await runAction(inputs({ 'from-environment': 'staging', require: 'verified' }))

    expect(run.failed, run.log).toBe(false)
    expect(run.outputs['new-image']).toBe(RELEASE)
    expect(run.log).toContain(
      `staging: passed over ${DIGEST_C} (revision ${failed.slice(0, 7)}): not verified: its newest outcome there is failure (verification-failed)`
    )
    expect(run.log).toContain(`saying "${FAILED}"`)
    const pr = await pullRequest()
    expect(pr.title).toBe('Promote todo-api 1.5.0')
    expect(pr.body).toContain('was verified (checks and soak passed after Healthy)')
    expect(pr.body).toMatch(/\*\*Passed over:\*\* a newer digest of <code>staging<\/code>/)
    expect(pr.body).toContain('error ratio was 3.4% at 2m; it must be &#60; 1%')
    // The evidence reads: main's commits, a read of statuses per commit down to the verified one,
    // the Deployments once, and the manifest at that revision once (its claim and from-manifest alike).
    const reads = github.requests
      .filter((r) => r.method === 'GET' && /\/(deployments|commits|contents)/.test(r.path))
      .map((r) => `${r.route}${r.query['ref'] ? ` @${String(r.query['ref']).slice(0, 7)}` : ''}`)
    expect(reads.slice(0, 6)).toEqual([
      'GET /repos/{owner}/{repo}/contents/{path} @' + failed.slice(0, 7),
      'GET /repos/{owner}/{repo}/commits',
      'GET /repos/{owner}/{repo}/commits/{ref}/statuses',
      'GET /repos/{owner}/{repo}/commits/{ref}/statuses',
      'GET /repos/{owner}/{repo}/deployments',
      'GET /repos/{owner}/{repo}/contents/{path} @' + verified.slice(0, 7)
    ])
  })

  it('refuses a digest verified too recently for verified-for, saying how long ago, and writes nothing', async () => {
    await deployment('staging', RELEASE, ['success'], { outcome: ['verified'] })
    github.requests.length = 0
    const run = await runAction(inputs({ 'from-environment': 'staging', 'verified-for': '30m' }))
    expect(run.failed).toBe(true)
    expect(run.log).toMatch(
      new RegExp(
        `No digest recorded in "staging" on the newest 1 commit of "main" is verified for 30m: ${DIGEST_B} \\(revision [0-9a-f]{7}\\): verified-for 30m: verified \\d+s ago, at `
      )
    )
    expect(writes()).toEqual([])
  })

  it('reads the requirement from the policy’s environments when given policy, and refuses a Healthy-only record', async () => {
    await github.pushFiles(CONFIG_REPO, 'main', {
      '.github/gitops-release.yaml': `releases:\n  - paths: ["apps/**"]\n    images: ["${IMAGE_NAME}"]\nenvironments:\n  staging:\n    promotion: { require: verified }\n`
    })
    await deployment('staging', RELEASE, ['success'])
    const run = await runAction(inputs({ 'from-environment': 'staging', policy: '.github/gitops-release.yaml' }))
    expect(run.failed).toBe(true)
    expect(run.log).toContain(`is verified: ${DIGEST_B} (revision`)
    expect(run.log).toContain('not verified: wait recorded it healthy at')
    // Without the policy, Healthy is enough, as before.
    const plain = await runAction(inputs({ 'from-environment': 'staging' }))
    expect(plain.failed, plain.log).toBe(false)
    const missing = await runAction(inputs({ 'from-environment': 'staging', policy: '.github/nope.yaml' }))
    expect(missing.log).toContain(`Input 'policy' names ".github/nope.yaml", which does not exist at main`)
  })
})
