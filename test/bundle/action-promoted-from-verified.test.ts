/**
 * The gate's `promoted-from` asking for verified evidence (issue 34), through dist/index.js as a
 * runner runs it, on the evidence `wait` itself left: three releases followed in dev by the bundled
 * action against the Argo CD stand-in, one without verification (recorded healthy), one whose smoke
 * step failed (verification-failed) and one verified by the Todo API stand-in's smoke sequence
 * through a soak. The release policy says how dev verifies and what prod asks of a digest from
 * there (`environments.dev.promotion`); each PR bumps prod to one of the three digests. A refusal
 * names what falls short: the check and its value, or how long ago the digest was verified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBundledAction } from '../../standins/action-process.js'
import { digest, IMAGE } from '../../standins/fixtures.js'
import { WRITE_TOKEN } from '../../standins/github/index.js'
import { client } from '../../standins/github/testkit.js'
import { startTodoApi, type TodoApiStandIn } from '../../standins/todo-api/index.js'
import { runnerView } from '../helpers/runner.js'
import { CONFIG_REPO, microservice, OLD_IMAGE, ReleaseFixture } from '../integration/wait/setup.js'

const PROD = 'apps/todo-api/prod/microservice.yaml'
const POLICY = '.github/gitops-release.yaml'
/** The identity wait runs as in dev, which the policy names in recorded-by. */
const WAIT_TOKEN = 'ghs_standin_wait_app'
const HEALTHY = `${IMAGE}:1.5.0@${digest('a0a0a001')}`
const FAILED = `${IMAGE}:1.5.1@${digest('a0a0a002')}`
const VERIFIED = `${IMAGE}:1.5.2@${digest('a0a0a003')}`
const digestOf = (image: string): string => image.slice(image.indexOf('@') + 1)

let api: TodoApiStandIn
let world: ReleaseFixture
/** The commit each release's wait followed in dev, and the log of that wait. */
const waits = new Map<string, { revision: string; log: string }>()

/** The policy: prod takes digests from dev, recorded by wait's identity; dev's verify and `promotion`. */
function policy(promotion: string): string {
  return [
    'releases:',
    '  - paths: ["apps/*/prod/**"]',
    `    images: ["${IMAGE}"]`,
    '    promoted-from: dev',
    '    recorded-by: ["acme-release[bot]"]',
    'environments:',
    '  dev:',
    '    verify:',
    '      soak: 2s',
    '      interval: 1s',
    '      smoke:',
    `        base-url: ${api.url}`,
    '        retry-for: 1s',
    '        steps:',
    '          - name: add a todo',
    '            method: POST',
    '            url: /api/todos',
    '            json: { title: "smoke {{ tag }}" }',
    '            expect: { status: 201 }',
    '            capture: { id: id }',
    '          - name: delete it',
    '            method: DELETE',
    '            url: /api/todos/{{ id }}',
    '            expect: { status: 204 }',
    `    promotion: ${promotion}`,
    ''
  ].join('\n')
}

/** `image` pushed to dev and followed there by the bundled action as acme-release[bot]. */
async function releaseInDev(image: string, inputs: Record<string, string>): Promise<void> {
  api.deploy(image)
  const revision = await world.push(image)
  const run = await runBundledAction(
    world.inputs({ token: WAIT_TOKEN, revision, environment: 'dev', timeout: '60s', ...inputs }),
    { env: { GITHUB_REPOSITORY: CONFIG_REPO } }
  )
  waits.set(image, { revision, log: runnerView(run.stdout).log })
}

/** The outcome wait recorded in dev for `image`'s revision. */
function record(image: string): { state: string; description: string; createdAt: string } {
  const wait = waits.get(image)
  const status = world.github
    .commitStatuses(CONFIG_REPO, wait?.revision)
    .find((s) => wait !== undefined && s.context === 'gitops-release/dev')
  if (status === undefined) throw new Error(`wait recorded nothing in dev for ${image}:\n${wait?.log}`)
  return { state: status.state, description: status.description ?? '', createdAt: status.createdAt }
}

beforeAll(async () => {
  api = await startTodoApi({ version: OLD_IMAGE })
  world = await ReleaseFixture.start()
  world.github.addToken(WAIT_TOKEN, { permission: 'write', login: 'acme-release[bot]' })
  await world.github.pushFiles(CONFIG_REPO, 'main', {
    [PROD]: microservice(OLD_IMAGE),
    [POLICY]: policy('{ require: verified }')
  })
  // Followed without the policy: nothing to verify, Healthy is what is recorded.
  await releaseInDev(HEALTHY, {})
  // Its first smoke step answers 500 however often it is tried.
  api.behave(FAILED, { failRatio: 1 })
  await releaseInDev(FAILED, { policy: POLICY })
  await releaseInDev(VERIFIED, { policy: POLICY })
}, 180_000)
afterAll(async () => {
  await world?.close()
  await api?.close()
})

/** A PR bumping prod to `image`, on a main whose policy asks `promotion` of dev, gated as a runner does. */
async function gate(image: string, promotion: string) {
  const gh = world.github
  await gh.pushFiles(CONFIG_REPO, 'main', { [POLICY]: policy(promotion) }, { message: `dev promotion: ${promotion}` })
  const branch = `gitops-release/promote-${digestOf(image).slice(7, 15)}-${gh.requests.length}`
  await gh.pushFiles(CONFIG_REPO, branch, { [PROD]: microservice(image) }, { message: `Promote ${image}` })
  const api = client(gh)
  const opened = await api('POST', `/repos/${CONFIG_REPO}/pulls`, {
    title: 'Promote todo-api',
    head: branch,
    base: 'main'
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(201)
  const number = (opened.body as { number: number }).number
  const pull = (await api('GET', `/repos/${CONFIG_REPO}/pulls/${number}`)).body as Record<string, unknown>
  const run = await runBundledAction(
    // A promotion moves prod to a newer version: the tag changes with the digest.
    {
      command: 'gate',
      token: WRITE_TOKEN,
      'config-repo': CONFIG_REPO,
      'github-api-url': gh.url,
      'allow-tag-change': 'true'
    },
    {
      event: { name: 'pull_request_target', payload: { action: 'synchronize', number, pull_request: pull } },
      env: { GITHUB_REPOSITORY: CONFIG_REPO }
    }
  )
  const reasons = JSON.parse(run.outputs['reasons'] ?? '[]') as { code: string; message: string }[]
  const head = (pull['head'] as { sha: string }).sha
  return { run, log: runnerView(run.stdout).log, reasons, check: gh.checkRuns(CONFIG_REPO, head)[0] }
}

describe('the evidence wait left in dev', () => {
  it('says healthy, verification-failed with the smoke step, and verified with its soak', () => {
    expect(record(HEALTHY)).toMatchObject({ state: 'success' })
    expect(record(HEALTHY).description, waits.get(HEALTHY)!.log).toMatch(
      new RegExp(`^healthy ${digestOf(HEALTHY)}: .* is Healthy`)
    )
    expect(record(FAILED)).toMatchObject({ state: 'failure' })
    expect(record(FAILED).description, waits.get(FAILED)!.log).toMatch(
      new RegExp(`^verification-failed ${digestOf(FAILED)}: smoke step "add a todo": .*500`)
    )
    expect(record(VERIFIED)).toMatchObject({ state: 'success' })
    expect(record(VERIFIED).description, waits.get(VERIFIED)!.log).toMatch(
      new RegExp(`^verified ${digestOf(VERIFIED)}: 2s soak to \\S+Z: smoke$`)
    )
  })
})

describe('dist/index.js command=gate with promoted-from and require: verified', () => {
  it('refuses a digest dev recorded only healthy, saying when and that it was not verified', async () => {
    const { run, reasons, check } = await gate(HEALTHY, '{ require: verified }')
    expect(run.exitCode).toBe(1)
    expect(reasons.map((r) => r.code)).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toContain(
      `which falls short of what "dev" requires: not verified: wait recorded it healthy at ${record(HEALTHY).createdAt}, without verification`
    )
    expect(check).toMatchObject({ conclusion: 'failure' })
  }, 60_000)

  it('refuses a digest whose verification failed, quoting the smoke step and what it answered', async () => {
    const { run, reasons } = await gate(FAILED, '{ require: verified }')
    expect(run.exitCode).toBe(1)
    expect(reasons.map((r) => r.code)).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toMatch(
      new RegExp(
        `promoted-from "dev": the newest outcome of ${digestOf(FAILED)} recorded in "dev" is failure \\(verification-failed\\) .*, saying "smoke step \\\\"add a todo\\\\": answered 500`
      )
    )
  }, 60_000)

  it('accepts the digest dev verified', async () => {
    const { run, reasons, check, log } = await gate(VERIFIED, '{ require: verified }')
    expect(reasons).toEqual([])
    expect(run.exitCode, log).toBe(0)
    expect(check).toMatchObject({ conclusion: 'success' })
    expect(log).toContain(`promoted-from "dev" verified: Deployment`)
    expect(log).not.toContain('without checking its author')
    // The check run says the record was a verification, not a Healthy alone.
    expect(check!.output.summary).toContain(`<br>verified at ${record(VERIFIED).createdAt}`)
  }, 60_000)
})

describe('dist/index.js command=gate with promoted-from and verified-for', () => {
  it('refuses a digest verified more recently than verified-for asks, saying how long ago and when', async () => {
    const { run, reasons } = await gate(VERIFIED, '{ verified-for: 1h }')
    expect(run.exitCode).toBe(1)
    expect(reasons.map((r) => r.code)).toEqual(['not-promoted'])
    expect(reasons[0]!.message).toMatch(
      new RegExp(`requires: verified-for 60m: verified \\S+ ago, at ${record(VERIFIED).createdAt}\\.$`)
    )
  }, 60_000)

  it('accepts it once it has stayed verified for as long as verified-for asks', async () => {
    // Counted from when GitHub stored the record (whole seconds) to now: a few seconds here.
    const since = Date.parse(record(VERIFIED).createdAt)
    while (Date.now() - since < 3000) await new Promise((resolve) => setTimeout(resolve, 100))
    const { run, reasons, check, log } = await gate(VERIFIED, '{ require: verified, verified-for: 3s }')
    expect(reasons).toEqual([])
    expect(run.exitCode, log).toBe(0)
    expect(check).toMatchObject({ conclusion: 'success' })
  }, 60_000)
})
