// `gitops-release wait --verify` (issue 34) through dist/cli.js as a user's shell runs it, against
// the Argo CD stand-in: the release followed to Healthy, then verified with the Todo API stand-in's
// smoke sequence and its metrics in a real Prometheus (test/helpers/prometheus.ts). Exit 0 only
// for verified; 1 for a check that failed, naming it and its value; 2 for a setting to fix,
// before anything is asked of Argo CD, Prometheus or the app. The CLI has no GitHub token and
// asks GitHub nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runBundledCli } from '../../standins/action-process.js'
import { digest, IMAGE } from '../../standins/fixtures.js'
import { startTodoApi, startTraffic, type TodoApiStandIn, type Traffic } from '../../standins/todo-api/index.js'
import { NO_PROMETHEUS, startPrometheus, type RunningPrometheus } from '../helpers/prometheus.js'
import { OLD_IMAGE, ReleaseFixture } from '../integration/wait/setup.js'

const ERRORS =
  '(sum(rate(http_requests_total{version="{{ image }}",code=~"5.."}[10s])) or vector(0)) / sum(rate(http_requests_total{version="{{ image }}"}[10s]))'

let api: TodoApiStandIn
let world: ReleaseFixture | undefined
beforeAll(async () => {
  api = await startTodoApi({ version: OLD_IMAGE })
})
afterAll(async () => {
  await api?.close()
})
afterEach(async () => {
  await world?.close()
  world = undefined
})

const SMOKE = (): string[] => [
  'smoke:',
  `  base-url: ${api.url}`,
  '  retry-for: 2s',
  '  steps:',
  '    - name: add a todo',
  '      method: POST',
  '      url: /api/todos',
  '      json: { title: "smoke {{ tag }}" }',
  '      expect: { status: 201, json: { done: false } }',
  '      capture: { id: id }',
  '    - name: delete it',
  '      method: DELETE',
  '      url: /api/todos/{{ id }}',
  '      expect: { status: 204 }'
]

/** `image` pushed to main, and the flags that follow it there and verify it as `verify` says. */
async function released(image: string, verify: readonly string[], flags: string[] = []): Promise<string[]> {
  const fixture = (world = await ReleaseFixture.start())
  const revision = await fixture.push(image)
  fixture.github.clearRequests()
  return [
    'wait',
    ...fixture.cliArgs([
      '--image',
      image,
      '--revision',
      revision,
      '--timeout',
      '90',
      '--verify',
      verify.join('\n'),
      ...flags
    ])
  ]
}

describe('dist/cli.js wait --verify, a setting to fix', () => {
  it('exits 2 on a threshold that does not parse, naming the setting and the fix, before anything is sent', async () => {
    const image = `${IMAGE}:1.5.0@${digest('c11e0001')}`
    const args = await released(image, [
      'soak: 4s',
      'interval: 2s',
      'prometheus: { url: http://127.0.0.1:9 }',
      'metrics:',
      `  - { name: error ratio, query: '${ERRORS}', comparison: "<", threshold: 5m }`,
      ...SMOKE()
    ])
    const served = api.metrics.served.length
    const run = await runBundledCli(args)
    expect(run.exitCode, run.stderr).toBe(2)
    expect(run.stderr).toContain(
      'gitops-release wait: verify.metrics[0].threshold: is not a threshold; got "5m". Write a number with at most one unit: 0.01, 1%, 300ms or 0.3s.'
    )
    expect(run.stdout).toBe('')
    // Nothing ran: Argo CD was not asked, the app got no smoke request, GitHub heard nothing.
    expect(world!.argocd.requests).toEqual([])
    expect(api.metrics.served.length).toBe(served)
    expect(world!.github.requests).toEqual([])
  }, 60_000)

  it('exits 2 on a soak shorter than its interval, saying what to change', async () => {
    const args = await released(`${IMAGE}:1.5.0@${digest('c11e0002')}`, ['soak: 2s', 'interval: 5s', ...SMOKE()])
    const run = await runBundledCli(args)
    expect(run.exitCode, run.stderr).toBe(2)
    expect(run.stderr).toContain(
      'gitops-release wait: verify.soak: is shorter than verify.interval (5s); got "2s". A soak lasts at least one interval: lengthen the soak or shorten the interval.'
    )
    expect(world!.argocd.requests).toEqual([])
  }, 60_000)
})

describe.skipIf(NO_PROMETHEUS)('dist/cli.js wait --verify, against a real Prometheus', () => {
  let prometheus: RunningPrometheus
  let traffic: Traffic
  beforeAll(async () => {
    prometheus = await startPrometheus({ targets: [new URL(api.url).host] })
    traffic = startTraffic(api.url, { everyMs: 20 })
  }, 60_000)
  afterAll(async () => {
    await traffic?.stop()
    await prometheus?.close()
  })

  /** Serves `image` (failing `failRatio` of its requests) until Prometheus has scraped it. */
  async function serve(image: string, failRatio = 0): Promise<void> {
    api.deploy(image)
    api.behave(image, { failRatio })
    await prometheus.waitFor(`sum(rate(http_requests_total{version="${image}"}[10s])) > 0`, 30_000)
  }

  const metrics = (): string[] => [
    'soak: 4s',
    'interval: 2s',
    'prometheus:',
    `  url: ${prometheus.url}`,
    'metrics:',
    `  - { name: error ratio, query: '${ERRORS}', comparison: "<", threshold: 1% }`
  ]

  it('exits 0 for a release verified after Healthy, and --json says so with each check', async () => {
    const image = `${IMAGE}:1.5.0@${digest('c11e0010')}`
    await serve(image)
    const run = await runBundledCli(await released(image, [...metrics(), ...SMOKE()], ['--json']))
    expect(run.exitCode, run.stderr).toBe(0)
    const out = JSON.parse(run.stdout) as {
      verdict: string
      health: string
      image: string
      steps: { step: string; state: string }[]
      verification: {
        outcome: string
        metrics: { name: string; outcome: string; samples: unknown[] }[]
        smoke: { outcome: string }
        app: { outcome: string }
      }
    }
    expect(out).toMatchObject({ verdict: 'verified', health: 'Healthy', image })
    expect(out.steps.map((s) => `${s.step}:${s.state}`)).toEqual([
      'merged:skipped',
      'synced:done',
      'observed:done',
      'health:done',
      'running:done',
      'verified:done'
    ])
    expect(out.verification.outcome).toBe('verified')
    expect(out.verification.metrics.map((m) => `${m.name}:${m.outcome}`)).toEqual(['error ratio:passed'])
    expect(out.verification.metrics[0]!.samples.length).toBeGreaterThanOrEqual(2)
    expect(out.verification.smoke.outcome).toBe('passed')
    // Argo CD's feed was the guard through the soak.
    expect(out.verification.app.outcome).toBe('passed')
    expect(run.stderr).toMatch(/^verify \[0s\] error ratio: 0% \(must be < 1%\): pass$/m)
    expect(world!.github.requests).toEqual([])
  }, 120_000)

  it('exits 1 for a release whose error ratio fails, naming the metric and its value', async () => {
    const image = `${IMAGE}:1.5.0@${digest('c11e0011')}`
    await serve(image, 0.5)
    const run = await runBundledCli(await released(image, metrics()))
    expect(run.exitCode, run.stderr).toBe(1)
    const [message, ...steps] = run.stdout.trimEnd().split('\n')
    expect(message).toMatch(
      /^Verification failed after \S+ of a 4s soak: error ratio was \d+(\.\d+)?% at \S+; it must be < 1%\.$/
    )
    expect(steps.at(-1)).toMatch(/verified.*failed/)
    expect(world!.github.requests).toEqual([])
  }, 120_000)
})
