// wait's verification (issue 34) through dist/index.js as a runner runs it: a release of the
// Todo API stand-in followed in the Argo CD stand-in to Healthy, then verified against a real
// Prometheus scraping the stand-in (test/helpers/prometheus.ts) and the stand-in's own routes.
// Only "metrics fine and smoke passing" records verified; every other outcome records why not,
// naming the check and its value, and fails the step. Verification adds no GitHub request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction, type ProcessRun } from '../../standins/action-process.js'
import { digest, IMAGE } from '../../standins/fixtures.js'
import { startTodoApi, startTraffic, type TodoApiStandIn, type Traffic } from '../../standins/todo-api/index.js'
import { NO_PROMETHEUS, startPrometheus, type RunningPrometheus } from '../helpers/prometheus.js'
import { runnerView } from '../helpers/runner.js'
import { CONFIG_REPO, MANIFEST, microservice, OLD_IMAGE, ReleaseFixture } from '../integration/wait/setup.js'
import { WRITE_TOKEN } from '../../standins/github/index.js'

const ERRORS = (window: string): string =>
  `(sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[${window}])) or vector(0)) / sum(rate(http_requests_total{version="{{ image }}"}[${window}]))`
const P95 =
  'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{version="{{ image }}"}[10s])))'

/** The GitHub requests of a release with pr and environment: verification adds none of its own. */
const RELEASE_REQUESTS = [
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/contents/{path}',
  'POST /repos/{owner}/{repo}/deployments',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
  'POST /repos/{owner}/{repo}/statuses/{sha}'
]

/**
 * The GitHub requests a run made, less what only a wait that outlasts the first progress window
 * (10 s, which a busy machine may make it) adds: an in_progress Deployment status and edits of the
 * comment, paced by the clock and never by the checks. At most one of each such write per window.
 */
function releaseRequests(fixture: ReleaseFixture): (string | undefined)[] {
  const routes = fixture.github.requests.map((r) => r.route)
  const deployment = fixture.github.deployments(CONFIG_REPO)[0]
  const inProgress = deployment?.statuses.filter((s) => s.state === 'in_progress').length ?? 0
  const out: (string | undefined)[] = []
  let skip = inProgress
  for (const route of routes) {
    if (route === 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}') continue
    if (route === 'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses' && skip > 0) {
      skip--
      continue
    }
    out.push(route)
  }
  return out
}

let api: TodoApiStandIn
let world: ReleaseFixture | undefined
let traffic: Traffic | undefined
afterEach(async () => {
  await traffic?.stop()
  traffic = undefined
  await world?.close()
  world = undefined
})
beforeAll(async () => {
  api = await startTodoApi({ version: `${IMAGE}:1.4.1@${digest('46aef566', '1')}` })
})
afterAll(async () => {
  await api.close()
})

function verifyInput(lines: readonly string[]): string {
  return ['soak: 4s', 'interval: 2s', ...lines].join('\n')
}

const SMOKE = (base: string, expectStatus = 201): string[] => [
  'smoke:',
  `  base-url: ${base}`,
  '  retry-for: 1s',
  '  steps:',
  '    - name: add a todo',
  '      method: POST',
  '      url: /api/todos',
  '      json: { title: "smoke {{ tag }}" }',
  `      expect: { status: ${expectStatus}, json: { done: false } }`,
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
]

/** A release of `image` (the Todo API serving it) followed and verified by the bundled action. */
async function release(
  image: string,
  verify: string,
  env: Record<string, string> = {}
): Promise<{ run: ProcessRun; log: string; fixture: ReleaseFixture; pr: number; sha: string }> {
  const fixture = (world = await ReleaseFixture.start())
  const { pr, sha } = await fixture.release(image)
  fixture.github.clearRequests()
  const run = await runBundledAction(fixture.inputs({ pr: String(pr), environment: 'dev', verify, timeout: '60s' }), {
    env: { GITHUB_REPOSITORY: CONFIG_REPO, ...env }
  })
  return { run, log: runnerView(run.stdout).log, fixture, pr, sha }
}

const PROD = 'apps/todo-api/prod/microservice.yaml'

/** `promote` from dev to prod as the bundled action, asking the record in dev for `require`. */
async function promote(
  fixture: ReleaseFixture,
  require: Record<string, string>
): Promise<ProcessRun & { log: string }> {
  await fixture.github.pushFiles(CONFIG_REPO, 'main', { [PROD]: microservice(OLD_IMAGE) }, { message: 'prod' })
  const run = await runBundledAction({
    command: 'promote',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': fixture.github.url,
    'from-manifest': MANIFEST,
    manifest: PROD,
    'from-environment': 'dev',
    ...require
  })
  return { ...run, log: runnerView(run.stdout).log }
}

function recorded(fixture: ReleaseFixture, sha: string): { state: string; description: string }[] {
  return fixture.github
    .commitStatuses(CONFIG_REPO, sha)
    .filter((s) => s.context === 'gitops-release/dev')
    .map((s) => ({ state: s.state, description: s.description ?? '' }))
}

describe('dist/index.js wait with verify, without Prometheus', () => {
  it('refuses an unreachable Prometheus before the soak, naming the setting and the address, and records nothing verified', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5e1f0001')}`
    api.deploy(image)
    const closed = 'http://127.0.0.1:9'
    const verify = verifyInput([
      'prometheus:',
      `  url: ${closed}`,
      '  bearer-token: { env: PROM_TOKEN }',
      'metrics:',
      `  - { name: error ratio, query: '${ERRORS('10s')}', comparison: "<", threshold: 1% }`
    ])
    const { run, log, fixture, sha } = await release(image, verify, { PROM_TOKEN: 'prom-secret-token-9876' })
    expect(run.exitCode, log).toBe(1)
    expect(log).toContain(`verify.prometheus.url: cannot reach ${closed}/api/v1/query`)
    expect(run.outputs['verified']).toBe('false')
    expect(JSON.parse(run.outputs['verification']!)).toMatchObject({ outcome: 'refused' })
    // The token is masked before anything could print it, and appears nowhere else.
    expect(run.stdout).toContain('::add-mask::prom-secret-token-9876')
    expect(run.stdout.replaceAll('::add-mask::prom-secret-token-9876', '')).not.toContain('prom-secret-token-9876')
    const [record] = recorded(fixture, sha)
    expect(record!.state).toBe('failure')
    expect(record!.description).toMatch(
      /^verification-failed sha256:5e1f0001\S*: verify\.prometheus\.url: cannot reach/
    )
    expect(releaseRequests(fixture)).toEqual(RELEASE_REQUESTS)
  }, 90_000)

  it('fails on a smoke step the app does not pass, naming it and what it answered', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5e1f0002')}`
    api.deploy(image)
    api.behave(image, { failRatio: 1 })
    const { run, log, fixture, sha, pr } = await release(image, verifyInput(SMOKE(api.url)))
    expect(run.exitCode, log).toBe(1)
    expect(run.outputs['verified']).toBe('false')
    const verification = JSON.parse(run.outputs['verification']!) as { outcome: string; smoke: { outcome: string } }
    expect(verification.outcome).toBe('failed')
    expect(verification.smoke.outcome).toBe('failed')
    const [record] = recorded(fixture, sha)
    expect(record!.state).toBe('failure')
    expect(record!.description).toMatch(/^verification-failed sha256:5e1f0002\S*: smoke step "add a todo": .*500/)
    const [comment] = fixture.github.comments(CONFIG_REPO, pr)
    expect(comment!.body).toContain('todo-full-api: Healthy, but verification failed')
    expect(releaseRequests(fixture)).toEqual(RELEASE_REQUESTS)

    // promote asks dev's record for verified: refused, quoting the check that failed and its answer.
    const refused = await promote(fixture, { require: 'verified' })
    expect(refused.exitCode, refused.log).toBe(1)
    expect(refused.log).toMatch(/^::error::.*verification-failed.*smoke step \\"add a todo\\": .*500/m)
  }, 90_000)

  it('refuses a threshold that does not parse before anything is recorded', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5e1f0003')}`
    const verify = verifyInput([
      'prometheus: { url: http://127.0.0.1:9 }',
      'metrics:',
      `  - { name: error ratio, query: '${ERRORS('10s')}', comparison: "<", threshold: 5m }`
    ])
    const { run, log, fixture, sha } = await release(image, verify)
    expect(run.exitCode, log).toBe(1)
    expect(log).toMatch(/::error::verify\.metrics\[0\]\.threshold: .*"5m"/)
    expect(recorded(fixture, sha)).toEqual([])
    expect(fixture.github.deployments(CONFIG_REPO)).toEqual([])
    expect(fixture.github.requests.map((r) => r.route)).toEqual([])
  }, 90_000)
})

describe.skipIf(NO_PROMETHEUS)('dist/index.js wait with verify, against a real Prometheus', () => {
  let prometheus: RunningPrometheus
  beforeAll(async () => {
    prometheus = await startPrometheus({ targets: [new URL(api.url).host] })
  }, 60_000)
  afterAll(async () => {
    await prometheus?.close()
  })

  const metrics = (): string[] => [
    'prometheus:',
    `  url: ${prometheus.url}`,
    'metrics:',
    `  - { name: error ratio, query: '${ERRORS('10s')}', comparison: "<", threshold: 1% }`,
    `  - { name: p95 latency, query: '${P95}', comparison: "<", threshold: 300ms }`
  ]

  /** Serves `image` with users on it, until Prometheus has scraped its requests. */
  async function serve(image: string, failRatio = 0): Promise<void> {
    api.deploy(image)
    api.behave(image, { failRatio })
    traffic = startTraffic(api.url, { everyMs: 20 })
    const version = `version="${image}"`
    await prometheus.waitFor(`sum(rate(http_requests_total{${version}}[10s])) > 0`, 30_000)
  }

  it('verifies a release whose metrics are fine and whose smoke steps pass, and records it as verified', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5e1f0010')}`
    await serve(image)
    const { run, log, fixture, sha, pr } = await release(image, verifyInput([...metrics(), ...SMOKE(api.url)]))
    expect(run.exitCode, log).toBe(0)
    expect(run.outputs['verified']).toBe('true')
    expect(run.outputs['phase']).toBe('verified')
    const timeline = JSON.parse(run.outputs['timeline']!) as {
      verdict: string
      steps: { step: string; state: string }[]
    }
    expect(timeline.verdict).toBe('verified')
    expect(timeline.steps.at(-1)).toMatchObject({ step: 'verified', state: 'done' })
    const verification = JSON.parse(run.outputs['verification']!) as {
      outcome: string
      metrics: { name: string; outcome: string; samples: unknown[] }[]
    }
    expect(verification.outcome).toBe('verified')
    expect(verification.metrics.map((m) => `${m.name}:${m.outcome}`)).toEqual([
      'error ratio:passed',
      'p95 latency:passed'
    ])
    expect(verification.metrics[0]!.samples.length).toBeGreaterThanOrEqual(3)

    const [record] = recorded(fixture, sha)
    expect(record!.state).toBe('success')
    expect(record!.description).toMatch(
      /^verified sha256:5e1f0010\S*: 4s soak to \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ: 2 metrics, smoke$/
    )
    const [deployment] = fixture.github.deployments(CONFIG_REPO)
    expect(deployment!.statuses.map((s) => s.state)).toEqual(['success'])
    expect(deployment!.statuses[0]!.description).toMatch(
      /^Verified: 4s soak ended \S+Z; error ratio, p95 latency, smoke, the app passed$/
    )

    const [comment] = fixture.github.comments(CONFIG_REPO, pr)
    expect(comment!.body).toContain('### ✅ todo-full-api: Healthy and verified')
    expect(comment!.body).toContain('xychart-beta')
    expect(releaseRequests(fixture)).toEqual(RELEASE_REQUESTS)

    // Verified, but not for an hour yet: promote refuses, saying how long it has been.
    const early = await promote(fixture, { 'verified-for': '1h' })
    expect(early.exitCode, early.log).toBe(1)
    expect(early.log).toMatch(/^::error::.*verified-for 60m: verified \S+ ago, at \S+Z/m)
    // Verified is all it asks: promote opens the PR with that digest.
    const promoted = await promote(fixture, { require: 'verified' })
    expect(promoted.exitCode, promoted.log).toBe(0)
    expect(promoted.outputs['new-image']).toBe(image)
  }, 120_000)

  it('fails a release whose error ratio is bad, naming the metric and its value', async () => {
    const image = `${IMAGE}:1.5.0@${digest('5e1f0011')}`
    await serve(image, 0.5)
    const { run, log, fixture, sha } = await release(image, verifyInput(metrics()))
    expect(run.exitCode, log).toBe(1)
    expect(run.outputs['verified']).toBe('false')
    expect(log).toMatch(
      /^Verification failed after \S+ of a 4s soak: error ratio was \d+(\.\d+)?% at \S+; it must be < 1%\.$/m
    )
    expect(log).toMatch(/^::error::Verification failed after .*error ratio was /m)
    const [record] = recorded(fixture, sha)
    expect(record!.state).toBe('failure')
    expect(record!.description).toMatch(/^verification-failed sha256:5e1f0011\S*: error ratio was \d+(\.\d+)?% at/)
    expect(releaseRequests(fixture)).toEqual(RELEASE_REQUESTS)
  }, 120_000)

  it('leaves a release whose metrics have no data inconclusive, not verified', async () => {
    // Nobody uses this version: its ratio has no denominator, its p95 no observations.
    const image = `${IMAGE}:1.5.0@${digest('5e1f0012')}`
    api.deploy(image)
    const { run, log, fixture, sha } = await release(image, verifyInput(metrics()))
    expect(run.exitCode, log).toBe(1)
    expect(run.outputs['verified']).toBe('false')
    expect(JSON.parse(run.outputs['verification']!)).toMatchObject({ outcome: 'inconclusive' })
    const [record] = recorded(fixture, sha)
    expect(record!.state).toBe('failure')
    expect(record!.description).toMatch(/^inconclusive sha256:5e1f0012\S*: error ratio had no data/)
  }, 120_000)
})
