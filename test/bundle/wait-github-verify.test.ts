// wait's verification (issue 34) with status-context, through dist/index.js as a runner runs it
// where it cannot reach the cluster: Healthy is what the cluster reports to GitHub, then the smoke
// sequence against the Todo API stand-in and its metrics in a real Prometheus
// (test/helpers/prometheus.ts) through a soak, while the reports are read again at each sample.
// Only a soak that stays Healthy with every check passing records verified. During the soak the
// wait looks at GitHub once per sample: the branch's newest commits (a later commit that pins
// another release), and the commit statuses and check runs of the revision and of any later
// commit: bounded by soak / interval, never by the number of checks.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { digest, IMAGE, MANIFEST, microservice } from '../../standins/fixtures.js'
import type { GitHubStandIn } from '../../standins/github/index.js'
import { startTodoApi, startTraffic, type TodoApiStandIn, type Traffic } from '../../standins/todo-api/index.js'
import { CONFIG_REPO } from '../../standins/world.js'
import { NO_PROMETHEUS, startPrometheus, type RunningPrometheus } from '../helpers/prometheus.js'
import { ARGOCD_CONTEXT, FLUX, OLD, postStatus, release, startConfigRepo, waitRun } from './wait-reports-world.js'

const ERRORS =
  '(sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[10s])) or vector(0)) / sum(rate(http_requests_total{version="{{ image }}"}[10s]))'
// Per API route: the smoke sequence's GET /version is all the traffic that route gets, too little
// for a quantile (a NaN between two of its requests, inconclusive).
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{ image }}",route!="/version"}[10s])))'

/** The soak of these tests: samples at 0, 2, 4 and 6 s. */
const SOAK_S = 6
const INTERVAL_S = 2
const SAMPLES = SOAK_S / INTERVAL_S + 1

/** Reads of one commit's reports: what the wait polls before Healthy and through the soak. */
const REPORT_READS = [
  'GET /repos/{owner}/{repo}/commits/{ref}/statuses',
  'GET /repos/{owner}/{repo}/commits/{ref}/check-runs'
]
const LISTING = 'GET /repos/{owner}/{repo}/commits'

describe.skipIf(NO_PROMETHEUS)('dist/index.js wait with status-context and verify, against a real Prometheus', () => {
  let api: TodoApiStandIn
  let prometheus: RunningPrometheus
  let traffic: Traffic
  let github: GitHubStandIn | undefined
  beforeAll(async () => {
    api = await startTodoApi({ version: OLD })
    prometheus = await startPrometheus({ targets: [new URL(api.url).host] })
    traffic = startTraffic(api.url, { everyMs: 20 })
  }, 60_000)
  afterAll(async () => {
    await traffic?.stop()
    await prometheus?.close()
    await api?.close()
  })
  afterEach(async () => {
    await github?.close()
    github = undefined
  })

  /** Serves `image` to the users, until Prometheus has scraped its requests. */
  async function serve(image: string): Promise<void> {
    api.deploy(image)
    await prometheus.waitFor(`sum(rate(http_requests_total{version="${image}"}[10s])) > 0`, 30_000)
  }

  /**
   * Two metrics and a smoke sequence of four steps at every sample (the release must say it is
   * itself, then add, complete and delete a todo): many checks per sample, one look at GitHub.
   */
  const verify = (): string =>
    [
      `soak: ${SOAK_S}s`,
      `interval: ${INTERVAL_S}s`,
      'prometheus:',
      `  url: ${prometheus.url}`,
      'metrics:',
      `  - { name: error ratio, query: '${ERRORS}', comparison: "<", threshold: 1% }`,
      `  - { name: p95 latency, query: '${P95}', comparison: "<", threshold: 300ms }`,
      'smoke:',
      `  base-url: ${api.url}`,
      '  retry-for: 2s',
      '  repeat: every-interval',
      '  steps:',
      '    - name: the release answers',
      '      url: /version',
      '      expect: { json: { version: "{{ image }}" } }',
      '    - name: add a todo',
      '      method: POST',
      '      url: /api/todos',
      '      json: { title: "smoke {{ tag }}" }',
      '      expect: { status: 201, json: { done: false } }',
      '      capture: { id: id }',
      '    - name: complete it',
      '      method: PATCH',
      '      url: /api/todos/{{ id }}',
      '      json: { done: true }',
      '      expect: { json: { id: "{{ id }}", done: true } }',
      '    - name: delete it',
      '      method: DELETE',
      '      url: /api/todos/{{ id }}',
      '      expect: { status: 204 }'
    ].join('\n')

  /** The release merged through a PR and reported Healthy by Argo CD Notifications before the wait starts. */
  async function healthyRelease(image: string): Promise<{ gh: GitHubStandIn; pr: number; sha: string }> {
    const gh = (github = await startConfigRepo())
    const { pr, sha } = await release(gh, image)
    await postStatus(gh, sha, { state: 'success', context: ARGOCD_CONTEXT, description: 'todo-api-dev is Healthy' })
    gh.clearRequests()
    return { gh, pr, sha }
  }

  const follow = (gh: GitHubStandIn, pr: number) =>
    waitRun(gh, {
      pr: String(pr),
      'status-context': ARGOCD_CONTEXT,
      'status-creator': FLUX,
      environment: 'dev',
      verify: verify(),
      timeout: '90s'
    })

  function recorded(gh: GitHubStandIn, sha: string): { state: string; description: string }[] {
    return gh
      .commitStatuses(CONFIG_REPO, sha)
      .filter((s) => s.context === 'gitops-release/dev')
      .map((s) => ({ state: s.state, description: s.description ?? '' }))
  }

  /**
   * The action's GitHub requests with the polls of the reports taken out (their number depends
   * on the clock), and how many reads of the revision's statuses, check runs and the branch there
   * were, and of how many nothing had changed.
   */
  function requests(gh: GitHubStandIn, sha: string) {
    // The action's own (WRITE_TOKEN's): not the reports the test posts as Flux's machine user.
    const made = gh.requests.filter((r) => r.actor === 'github-actions[bot]')
    const polls = (route: string) =>
      made.filter((r) => r.route === route && (route === LISTING || r.path.includes(`/commits/${sha}/`)))
    const polled = (route: string) => polls(route).length
    return {
      // Conditional reads answered 304: nothing had changed since the look before.
      unchanged: [...REPORT_READS, LISTING].map((route) => polls(route).filter((r) => r.status === 304).length),
      others: made.map((r) => r.route).filter((r) => !REPORT_READS.includes(r!) && r !== LISTING),
      statuses: polled(REPORT_READS[0]!),
      checkRuns: polled(REPORT_READS[1]!),
      listings: polled(LISTING),
      // Every poll was of the revision itself: no later commit was there to read.
      elsewhere: made.filter((r) => REPORT_READS.includes(r.route!) && !r.path.includes(`/commits/${sha}/`)),
      all: gh.requests.length,
      byAction: made.length
    }
  }

  const CONTENTS = 'GET /repos/{owner}/{repo}/contents/{path}'
  const DEPLOYMENT_STATUS = 'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'
  const FIND_COMMENT = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments'
  const POST_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'

  /**
   * The release's own requests, as without verification: the PR, the manifest at the revision,
   * the Deployment, the comment found and written once, the outcome twice. A wait that outlasts
   * the first progress window (10 s, which a busy machine may make it) writes the comment and an
   * in_progress status then, and edits the comment at the end: paced by the clock, not by checks.
   */
  function releaseRequests(gh: GitHubStandIn): string[] {
    const start = ['GET /repos/{owner}/{repo}/pulls/{pull_number}', CONTENTS, 'POST /repos/{owner}/{repo}/deployments']
    const end = [DEPLOYMENT_STATUS, 'POST /repos/{owner}/{repo}/statuses/{sha}']
    const progressed = gh.deployments(CONFIG_REPO)[0]!.statuses.length > 1
    return progressed
      ? [
          ...start,
          DEPLOYMENT_STATUS,
          FIND_COMMENT,
          POST_COMMENT,
          'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
          ...end
        ]
      : [...start, FIND_COMMENT, POST_COMMENT, ...end]
  }

  it('verifies a release the reports say is Healthy, with smoke and metrics through the soak, and records it verified', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5c0a0001')}`
    await serve(image)
    const { gh, pr, sha } = await healthyRelease(image)
    const run = await follow(gh, pr)

    expect(run.exitCode, run.log).toBe(0)
    expect(run.outputs).toMatchObject({ verified: 'true', phase: 'verified', health: 'Healthy', revision: sha })
    expect(run.timeline.verdict).toBe('verified')
    // What GitHub cannot show stays unobservable; the verification is this action's own.
    expect(run.timeline.steps.map((s: { step: string; state: string }) => `${s.step}:${s.state}`)).toEqual([
      'merged:done',
      'synced:unobservable',
      'observed:unobservable',
      'health:done',
      'running:unobservable',
      'verified:done'
    ])
    const verification = JSON.parse(run.outputs['verification']!) as {
      outcome: string
      metrics: { name: string; outcome: string; samples: unknown[] }[]
      smoke: { outcome: string; runs: { steps: { name: string; outcome: string }[] }[] }
      app: { outcome: string; detail: string }
      requests: { prometheus: number; smoke: number }
    }
    expect(verification.outcome).toBe('verified')
    expect(verification.metrics.map((m) => `${m.name}:${m.outcome}`)).toEqual([
      'error ratio:passed',
      'p95 latency:passed'
    ])
    expect(verification.smoke.outcome).toBe('passed')
    expect(verification.smoke.runs[0]!.steps.map((s) => `${s.name}:${s.outcome}`)).toEqual([
      'the release answers:passed',
      'add a todo:passed',
      'complete it:passed',
      'delete it:passed'
    ])
    expect(verification.app).toMatchObject({ outcome: 'passed', detail: 'stayed Healthy and synced to this release' })

    const [record] = recorded(gh, sha)
    expect(record).toMatchObject({ state: 'success' })
    expect(record!.description).toMatch(
      new RegExp(`^verified sha256:5c0a0001\\S*: ${SOAK_S}s soak to \\S+Z: 2 metrics, smoke$`)
    )
    const [deployment] = gh.deployments(CONFIG_REPO)
    expect(deployment!.statuses.map((s) => s.state).filter((s) => s !== 'in_progress')).toEqual(['success'])
    expect(deployment!.statuses.at(-1)!.description).toMatch(
      new RegExp(`^Verified: ${SOAK_S}s soak ended \\S+Z; error ratio, p95 latency, smoke, the app passed$`)
    )
    const [comment] = gh.comments(CONFIG_REPO, pr)
    expect(comment!.body).toContain('Healthy and verified')
    expect(comment!.body).toContain('xychart-beta')

    // The release's own requests, as without verification; the rest are the polls of the reports.
    const seen = requests(gh, sha)
    expect(seen.byAction).toBe(seen.all)
    expect(seen.others).toEqual(releaseRequests(gh))
    expect(seen.elsewhere).toEqual([])
    // One look found it Healthy; then one look per sample of the soak (a sample that overran its
    // interval is skipped, never doubled): the branch, the statuses and the check runs each time.
    const samples = verification.metrics[0]!.samples.length
    expect(samples).toBeGreaterThanOrEqual(2)
    expect(samples).toBeLessThanOrEqual(SAMPLES)
    expect(seen.statuses).toBe(1 + samples)
    expect(seen.checkRuns).toBe(seen.statuses)
    expect(seen.listings).toBe(seen.statuses)
    // Every look after the first found nothing new, answered 304 off GitHub's rate limit.
    expect(seen.unchanged).toEqual([samples, samples, samples])
    // Not per check: the checks sent six requests a sample (two queries, four smoke steps).
    expect(verification.requests.prometheus).toBeGreaterThanOrEqual(2 * samples)
    expect(verification.requests.smoke).toBeGreaterThanOrEqual(4 * samples)
    expect(run.log).toMatch(/Read GitHub \d+ times for the reports/)
  }, 120_000)

  it('fails verification when a Degraded report arrives during the soak, naming it, and records nothing verified', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5c0a0002')}`
    await serve(image)
    const { gh, pr, sha } = await healthyRelease(image)
    const from = api.metrics.served.length
    const running = follow(gh, pr)
    // The smoke sequence's first step runs at the soak's first sample: the soak is under way.
    await until(() => api.metrics.served.slice(from).some((r) => r.route === '/version' && r.version === image))
    await postStatus(gh, sha, {
      state: 'failure',
      context: ARGOCD_CONTEXT,
      description: 'todo-api-dev is Degraded: Back-off restarting failed container'
    })
    const run = await running

    expect(run.exitCode, run.log).toBe(1)
    expect(run.outputs['verified']).toBe('false')
    expect(run.timeline).toMatchObject({ verdict: 'verification-failed' })
    expect(run.timeline.steps.at(-1)).toMatchObject({ step: 'verified', state: 'failed' })
    const verification = JSON.parse(run.outputs['verification']!) as {
      outcome: string
      app: { outcome: string; detail: string }
      metrics: { outcome: string }[]
    }
    expect(verification.outcome).toBe('failed')
    expect(verification.app.outcome).toBe('failed')
    expect(verification.app.detail).toContain(
      `${ARGOCD_CONTEXT} reported failure on ${sha.slice(0, 7)}: todo-api-dev is Degraded: Back-off restarting failed container`
    )
    // The checks themselves did not fail: the app did.
    expect(verification.metrics.map((m) => m.outcome)).not.toContain('failed')
    expect(run.log).toMatch(/^::error::.*todo-api-dev is Degraded: Back-off restarting failed container/m)

    const records = recorded(gh, sha)
    expect(records).toHaveLength(1)
    expect(records[0]!.state).toBe('failure')
    // What happened first: the record keeps some 45 characters after the digest.
    expect(records[0]!.description).toMatch(
      /^verification-failed sha256:5c0a0002\S*: the app turned Degraded: continuous-delivery\/\S*…$/
    )
    const [deployment] = gh.deployments(CONFIG_REPO)
    expect(deployment!.statuses.map((s) => s.state).filter((s) => s !== 'in_progress')).toEqual(['failure'])
    expect(deployment!.statuses.at(-1)!.description).toMatch(/^Verification failed: the app turned Degraded: /)

    const seen = requests(gh, sha)
    expect(seen.others).toEqual(releaseRequests(gh))
    expect(seen.statuses).toBeLessThanOrEqual(1 + SAMPLES)
  }, 120_000)

  it('fails verification when a later commit that pins another release is reported during the soak', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5c0a0003')}`
    const next = `${IMAGE}:1.5.1@${digest('5c0a0004')}`
    await serve(image)
    const { gh, pr, sha } = await healthyRelease(image)
    const from = api.metrics.served.length
    const running = follow(gh, pr)
    await until(() => api.metrics.served.slice(from).some((r) => r.route === '/version' && r.version === image))
    // The next release is merged and synced while this one soaks; the cluster reports it.
    const later = await gh.pushFiles(
      CONFIG_REPO,
      'main',
      { [MANIFEST]: microservice(`"${next}"`) },
      { message: 'Next' }
    )
    await postStatus(gh, later, { state: 'success', context: ARGOCD_CONTEXT, description: 'todo-api-dev is Healthy' })
    const run = await running

    expect(run.exitCode, run.log).toBe(1)
    expect(run.outputs['verified']).toBe('false')
    expect(run.timeline).toMatchObject({ verdict: 'verification-failed' })
    const verification = JSON.parse(run.outputs['verification']!) as {
      outcome: string
      app: { outcome: string; detail: string }
    }
    expect(verification).toMatchObject({ outcome: 'failed', app: { outcome: 'failed' } })
    expect(verification.app.detail).toBe(
      `${sha.slice(0, 7)} was superseded: ${later.slice(0, 7)}, a later commit of main, pins ${next}, and ${ARGOCD_CONTEXT} reported on it.`
    )
    const records = recorded(gh, sha)
    expect(records.map((r) => r.state)).toEqual(['failure'])
    expect(records[0]!.description).toMatch(/^verification-failed sha256:5c0a0003\S*: \w{7} was superseded: \w{7}, a/)

    // Besides the release's own requests, the manifest read once at the later commit (it pins
    // another image), whose reports were read from the look that found it on.
    const seen = requests(gh, sha)
    expect(seen.others.filter((r, i) => i > 1 && r === CONTENTS)).toHaveLength(1)
    expect(seen.others.filter((r, i) => i <= 1 || r !== CONTENTS)).toEqual(releaseRequests(gh))
    expect(new Set(seen.elsewhere.map((r) => r.path.split('/')[5]))).toEqual(new Set([later]))
    expect(seen.elsewhere.length).toBeLessThanOrEqual(2 * SAMPLES)
    expect(seen.statuses).toBeLessThanOrEqual(1 + SAMPLES)
  }, 120_000)
})

/** Resolves once `ok` holds, checking every 20 ms, for up to 60 s. */
async function until(ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('not so within 60s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
