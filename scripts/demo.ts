/**
 * `npm run demo`: the whole release story on loopback, no accounts, no network.
 *
 * Starts the GitHub stand-in (real git underneath) and the Argo CD stand-in (a simulated
 * controller and operator running our shipped Lua health check), seeds the seeds' Todo API
 * config repo, then runs the shipped bundle `dist/index.js` exactly as a runner would for each
 * step: open → gate → auto-merge → wait in Dev; promote → gate → merge to Prod of what Dev verified;
 * then a broken release that Dev catches, whose promotion is refused; last, a release followed
 * from a runner that cannot reach the cluster, through what the Argo CD stand-in reports to
 * GitHub as Argo CD Notifications would (status-context); then two releases verified after
 * Healthy (docs/verify.md) against the Todo API stand-in: its add/complete/delete sequence and
 * its error ratio and p95 over a short soak, one verified and one refused by its error ratio. The
 * metrics come from the stand-in's own counters through its Prometheus query API stand-in
 * (standins/todo-api/query-api.ts), so no Prometheus is needed; the tests use a real one.
 * Every step acts as a GitHub App (a key
 * pair made at start, registered with the stand-in), as the README recommends. What the action
 * wrote is left in `demo-output/` (or the folder `--out DIR` names): PR bodies, gate and wait
 * comments as `*.md`, and job summaries as `*-summary.md`, since GitHub reads
 * `$GITHUB_STEP_SUMMARY` as markdown.
 */
import { generateKeyPairSync } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBundledAction, type ProcessRun } from '../standins/action-process.js'
import { WRITE_TOKEN } from '../standins/github/index.js'
import { digest, DIGEST_B } from '../standins/fixtures.js'
import { APP, CONFIG_REPO, IMAGE, MANIFEST, RUNNING, startWorld, type SeededStandIns } from '../standins/world.js'
import { handWritten } from '../standins/fixtures.js'
import { startTodoApi, startTraffic, type TodoApiStandIn } from '../standins/todo-api/index.js'

const OUT = outDir(process.argv.slice(2))
const GOOD = `${IMAGE}:1.5.0@${DIGEST_B}`
const BROKEN = `${IMAGE}:1.5.1@${digest('dead0000')}`
const DEMO_APP = { id: 424242, slug: 'acme-release' }
/** The App Argo CD Notifications posts to GitHub as (examples/cluster/argocd-notifications-cm.yaml). */
const NOTIFICATIONS_APP = { id: 424243, slug: 'argocd-notifications' }
const REPORTED = `${IMAGE}:1.5.2@${digest('c0ffee00')}`
const PROD = 'apps/todo-api/prod/microservice.yaml'
/**
 * The seeds' custom resource, said outright as a config repo of that layout would: open finds it
 * alone (the manifest holds one resource with an image), but the gate lets `spec.image` change
 * only of this kind, and every step reads the same inputs.
 */
const SEEDS_KIND = { kind: 'Microservice', 'api-group': 'platform.example.io' }
const VERIFIED = `${IMAGE}:1.6.0@${digest('5afe0000')}`
const FAILING = `${IMAGE}:1.6.1@${digest('bad00000')}`
/** The config repo's release policy: Prod takes only digests a Dev Deployment proved. */
const POLICY = `releases:
  - paths: ["apps/todo-api/prod/**"]
    images: ["${IMAGE}"]
    promoted-from: dev
  - paths: ["apps/todo-api/dev/**"]
    images: ["${IMAGE}"]
`

/** `--out DIR`, else `demo-output`. */
function outDir(args: readonly string[]): string {
  const at = args.indexOf('--out')
  if (at === -1) return 'demo-output'
  const dir = args[at + 1]
  if (!dir) throw new Error('--out needs a folder: npm run demo -- --out DIR')
  return dir
}

const bold = (s: string): string => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)
const say = (text = ''): void => void process.stdout.write(`${text}\n`)

async function save(name: string, text: string): Promise<string> {
  const path = join(OUT, name)
  await writeFile(path, text)
  return path
}

function expectExit(run: ProcessRun, code: number, what: string): void {
  if (run.exitCode !== code) {
    say(run.stdout)
    say(run.stderr)
    throw new Error(`${what} exited ${run.exitCode}, expected ${code}`)
  }
}

/** The step's `::error::` message as the runner would show it, one line per line. */
function errorLines(run: ProcessRun): string[] {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'))
  if (line === undefined) return []
  const text = line.slice('::error::'.length).replace(/%0D/g, '').replace(/%0A/g, '\n').replace(/%25/g, '%')
  return text.split('\n').filter((l) => l.trim() !== '')
}

/** Inputs that make every step act as the demo's GitHub App; the action mints its own tokens. */
type Demo = SeededStandIns & { readonly appInputs: Record<string, string> }

/** How `wait` follows the rollout: Argo CD's API, or what the cluster reports to GitHub. */
type Follow = 'argocd' | 'reports'

/**
 * wait's `verify` input for the Todo API stand-in: the seeds' checks (docs/verify.md) over a
 * 6 s soak, metrics from the stand-in's Prometheus query API.
 */
function verifySettings(todo: TodoApiStandIn): string {
  const version = 'version="{{ image }}"'
  return `soak: 6s
interval: 2s
prometheus:
  url: ${todo.prometheusUrl}
metrics:
  - name: error ratio
    query: (sum(rate(http_requests_total{${version},code=~"5.."}[1m])) or vector(0)) / sum(rate(http_requests_total{${version}}[1m]))
    comparison: "<"
    threshold: 1%
  - name: p95 latency
    query: histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{${version}}[1m])))
    comparison: "<"
    threshold: 300ms
smoke:
  base-url: ${todo.url}
  steps:
    - name: add a todo
      method: POST
      url: /api/todos
      json: { title: "smoke test {{ tag }}" }
      expect: { status: 201, json: { done: false } }
      capture: { id: id }
    - name: complete it
      method: PATCH
      url: /api/todos/{{ id }}
      json: { done: true }
      expect: { json: { id: "{{ id }}", done: true } }
    - name: delete it
      method: DELETE
      url: /api/todos/{{ id }}
      expect: { status: 204 }
`
}

async function release(
  demo: Demo,
  n: number,
  image: string,
  expect: 'Healthy' | 'Degraded' | 'Verified' | 'Not verified',
  follow: Follow = 'argocd',
  verify?: string
): Promise<void> {
  const { github, argocd } = demo
  const tag = `release${n}`
  say(
    bold(
      `\n[${n}] CI pushed ${image}${follow === 'reports' ? '; the runner cannot reach Argo CD, which reports to GitHub instead' : ''}`
    )
  )

  const env = { GITHUB_REPOSITORY: 'acme/todo-api', GITHUB_SHA: `${n}`.repeat(40), GITHUB_RUN_ID: `${4240 + n}` }
  const open = await runBundledAction(
    { ...demo.appInputs, ...SEEDS_KIND, command: 'open', manifest: MANIFEST, image, 'auto-merge': 'squash' },
    { env }
  )
  expectExit(open, 0, 'open')
  const number = Number(open.outputs['pr-number'])
  say(
    `  open   result=${open.outputs['result']}: PR #${number} from ${open.outputs['branch']}, auto-merge=${open.outputs['auto-merge']}`
  )
  const diff = await github.git(CONFIG_REPO, ['diff', '--unified=0', 'main', open.outputs['commit-sha']!])
  for (const line of diff.split('\n').filter((l) => /^[-+] /.test(l))) say(`           ${line}`)
  await save(`${tag}-pr-body.md`, github.pull(CONFIG_REPO, number)!.body ?? '')
  await save(`${tag}-open-summary.md`, open.summary)

  await gate(demo, number, tag, 0)
  const merged = github.pull(CONFIG_REPO, number)
  if (!merged?.mergeCommitSha) throw new Error(`PR #${number} did not merge itself once the gate passed`)
  say(
    `  merge  GitHub auto-merged PR #${number} once the required gate check passed → main at ${merged.mergeCommitSha.slice(0, 12)}`
  )

  const asked = argocd.requests.length
  const follows: Record<string, string> =
    follow === 'argocd'
      ? { 'argocd-server': argocd.url, 'argocd-token': argocd.token }
      : { 'status-context': `continuous-delivery/${APP}`, 'status-creator': `${NOTIFICATIONS_APP.slug}[bot]` }
  const wait = await runBundledAction({
    ...demo.appInputs,
    ...SEEDS_KIND,
    command: 'wait',
    pr: String(number),
    manifest: MANIFEST,
    ...follows,
    'argocd-app': APP,
    environment: 'dev',
    timeout: '60s',
    ...(verify === undefined ? {} : { verify })
  })
  const succeeds = expect === 'Healthy' || expect === 'Verified'
  expectExit(wait, succeeds ? 0 : 1, 'wait')
  say(
    `  wait   health=${wait.outputs['health']}${verify === undefined ? '' : ` verified=${wait.outputs['verified']}`} (ended in step "${wait.outputs['phase']}"), exit ${wait.exitCode}${succeeds ? '' : ' as expected'}`
  )
  if (follow === 'reports') {
    say(
      `           status-context continuous-delivery/${APP}, by ${NOTIFICATIONS_APP.slug}[bot]; revision ${wait.outputs['revision']?.slice(0, 12)}`
    )
    for (const line of wait.stdout.split('\n').filter((l) => /^Read GitHub \d+ times/.test(l)))
      say(`           ${line}`)
    say(`           Argo CD's API was asked ${argocd.requests.length - asked} times by this wait`)
  }
  const timeline = JSON.parse(wait.outputs['timeline'] ?? '{}') as {
    steps?: { step: string; state: string; at?: string; detail?: string }[]
  }
  for (const s of timeline.steps ?? [])
    say(`           ${s.step.padEnd(9)} ${String(s.state).padEnd(8)} ${s.detail ?? ''}`.trimEnd())
  if (verify !== undefined) sayVerification(wait)
  if (!succeeds) for (const line of errorLines(wait)) say(`           ${line}`)
  await save(`${tag}-wait-summary.md`, wait.summary)
  await save(`${tag}-wait-comment.md`, github.comments(CONFIG_REPO, number).at(-1)?.body ?? '')
  const deployment = github.deployments(CONFIG_REPO).at(-1)
  say(
    `  record Deployment ${deployment?.id} in dev: ${deployment?.statuses.at(-1)?.state}, payload.digest ${shortDigest(image)}`
  )
  // The same outcome where nobody else can take it back: what promote and the gate decide on.
  const recorded = github
    .commitStatuses(CONFIG_REPO, deployment?.sha)
    .filter((s) => s.context === 'gitops-release/dev')
    .at(-1)
  say(
    `  record status gitops-release/dev on ${deployment?.sha.slice(0, 7)}: ${recorded?.state} (${recorded?.description?.split(' ')[0]}), by ${recorded?.creator}`
  )
  if (verify !== undefined) say(`           "${recorded?.description?.replace(/ sha256:\S+/, '')}"`)
}

/** Each check of the `verification` output, with its outcome and why. */
function sayVerification(wait: ProcessRun): void {
  const v = JSON.parse(wait.outputs['verification'] || '{}') as {
    metrics?: { name: string; outcome: string; reason: string; samples: unknown[] }[]
    smoke?: { outcome: string; runs: { steps: { name: string; outcome: string; status: number | null }[] }[] } | null
    requests?: { prometheus: number; smoke: number }
  }
  for (const m of v.metrics ?? []) say(`           verify   ${m.name}: ${m.outcome}, ${m.reason}`)
  for (const step of v.smoke?.runs[0]?.steps ?? [])
    say(`           verify   smoke "${step.name}": ${step.outcome} (${step.status ?? 'no answer'})`)
  if (v.requests)
    say(
      `           verify   sent ${v.requests.prometheus} queries and ${v.requests.smoke} smoke requests, none to GitHub`
    )
}

/** Runs the gate on PR `number` as the config repo's pull_request_target workflow would. */
async function gate(demo: Demo, number: number, tag: string, exit: 0 | 1): Promise<void> {
  const { github } = demo
  const pull = await fetch(`${github.url}/repos/${CONFIG_REPO}/pulls/${number}`, {
    headers: { authorization: `Bearer ${WRITE_TOKEN}` }
  })
  const payload = { action: 'opened', number, pull_request: await pull.json(), repository: { full_name: CONFIG_REPO } }
  const run = await runBundledAction(
    { ...demo.appInputs, ...SEEDS_KIND, command: 'gate', 'allow-tag-change': 'true' },
    { env: { GITHUB_REPOSITORY: CONFIG_REPO }, event: { name: 'pull_request_target', payload } }
  )
  expectExit(run, exit, 'gate')
  const checks = github.checkRuns(CONFIG_REPO)
  const poster = checks.at(-1)?.appId === DEMO_APP.id ? `the App ${DEMO_APP.slug}` : 'GitHub Actions (forgeable)'
  say(
    `  gate   verdict=${run.outputs['verdict']}: check run "${checks.at(-1)?.name}" ${checks.at(-1)?.conclusion}, from ${poster}`
  )
  const comment = github.comments(CONFIG_REPO, number).at(-1)?.body ?? ''
  // The promotion evidence the gate found, or why it rejected: one plain line each.
  const evidence = /^\| ✅&nbsp;verified.* \| (Deployment .*?) \|$/m.exec(comment)?.[1]
  if (evidence) say(`           promoted-from dev: ${plain(evidence)}`)
  const reasons = JSON.parse(run.outputs['reasons'] || '[]') as { code: string; message: string }[]
  for (const r of reasons) say(`           ${r.code}: ${r.message}`)
  await save(`${tag}-gate-comment.md`, comment)
}

async function merge(demo: Demo, number: number): Promise<void> {
  const merged = await demo.github.mergePull(CONFIG_REPO, number, { merge_method: 'squash' })
  say(`  merge  a maintainer squash-merged PR #${number} → main at ${String(merged.sha).slice(0, 12)}`)
}

/** Markdown as a terminal shows it: no tags, line breaks as spaces, entities decoded. */
const plain = (md: string): string =>
  md
    .replace(/<\/?code>/g, '')
    .replace(/<br>|&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))

const shortDigest = (image: string): string => image.slice(image.indexOf('@') + 1, image.indexOf('@') + 20)

/** Dev's verified digest to Prod: `promote` checks the Dev Deployment, the gate checks it again. */
async function promote(demo: Demo, n: number, expect: 'promoted' | 'refused'): Promise<void> {
  say(bold(`\n[${n}] promote Dev's digest to Prod (from-environment: dev)`))
  const run = await runBundledAction({
    ...demo.appInputs,
    ...SEEDS_KIND,
    command: 'promote',
    'from-manifest': MANIFEST,
    manifest: PROD,
    'from-environment': 'dev'
  })
  const tag = `promote${n}`
  if (expect === 'refused') {
    expectExit(run, 1, 'promote')
    say(`  promote refused, exit 1 as expected; nothing was written:`)
    for (const line of errorLines(run)) say(`           ${line}`)
    return
  }
  expectExit(run, 0, 'promote')
  const number = Number(run.outputs['pr-number'])
  say(`  promote result=${run.outputs['result']}: PR #${number} from ${run.outputs['branch']}`)
  const body = demo.github.pull(CONFIG_REPO, number)?.body ?? ''
  for (const line of body.split('\n').filter((l) => /Promoted from|Verified in/.test(l))) say(`           ${line}`)
  await save(`${tag}-pr-body.md`, body)
  await gate(demo, number, tag, 0)
  await merge(demo, number)
}

/** Someone skips Dev: a release PR straight to Prod with a digest no Dev Deployment proved. */
async function skipDev(demo: Demo, n: number, image: string): Promise<void> {
  say(bold(`\n[${n}] a release straight to Prod, skipping Dev`))
  const run = await runBundledAction({ ...demo.appInputs, ...SEEDS_KIND, command: 'open', manifest: PROD, image })
  expectExit(run, 0, 'open')
  const number = Number(run.outputs['pr-number'])
  say(`  open   result=${run.outputs['result']}: PR #${number} pins ${image}`)
  await gate(demo, number, `skip${n}`, 1)
}

async function main(): Promise<void> {
  const started = Date.now()
  await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const world = await startWorld({
    files: { [PROD]: handWritten(RUNNING), '.github/gitops-release.yaml': POLICY }
  })
  // Dev releases merge themselves once the gate's check (from the App) passes; Prod waits for a person.
  world.github.setBehaviour(CONFIG_REPO, {
    allowAutoMerge: true,
    requiredChecks: [{ context: 'gitops-release gate (main)', appId: DEMO_APP.id }]
  })
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  world.github.registerApp({ ...DEMO_APP, publicKey: keys.publicKey })
  const demo: Demo = {
    ...world,
    appInputs: {
      'app-id': String(DEMO_APP.id),
      'app-private-key': keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      'config-repo': world.githubInputs['config-repo']!,
      'github-api-url': world.githubInputs['github-api-url']!
    }
  }
  process.once('SIGINT', () => void world.close().then(() => process.exit(130)))
  try {
    say(bold('gitops-release demo: local GitHub and Argo CD stand-ins, the shipped dist/index.js'))
    say(`  ${CONFIG_REPO}:${MANIFEST} pins ${RUNNING}`)
    say(`  Argo CD app ${APP} is Synced and Healthy on it (health check: health/platform.example.io/Microservice)`)
    say(`  every step acts as the GitHub App ${DEMO_APP.slug} (app-id, app-private-key), minting its own tokens`)
    say(`  ${PROD} pins it too; the release policy lets Prod take only digests verified in dev`)
    await release(demo, 1, GOOD, 'Healthy')
    await promote(demo, 2, 'promoted')
    world.argocd.setScenario(APP, { operator: { scenario: 'image-pull-failure', delayMs: 150 } })
    await release(demo, 3, BROKEN, 'Degraded')
    await promote(demo, 4, 'refused')
    await skipDev(demo, 5, BROKEN)
    // Argo CD Notifications reports each rollout to the config repo as the App (a commit status
    // and a check run); the next wait reads those instead of Argo CD's API.
    const notifier = generateKeyPairSync('rsa', { modulusLength: 2048 })
    world.github.registerApp({ ...NOTIFICATIONS_APP, publicKey: notifier.publicKey })
    world.argocd.setScenario(APP, { operator: { scenario: 'healthy', delayMs: 150 } })
    const notifications = world.argocd.notifyGitHub({
      apiUrl: world.github.url,
      repo: CONFIG_REPO,
      app: { id: NOTIFICATIONS_APP.id, privateKey: notifier.privateKey },
      subscriptions: { [APP]: {} }
    })
    await release(demo, 6, REPORTED, 'Healthy', 'reports')
    await notifications.idle()
    // The Todo API itself, with simulated users: wait verifies what it serves after Healthy.
    const todo = await startTodoApi({ version: REPORTED })
    const users = startTraffic(todo.url, { everyMs: 25 })
    try {
      say(
        bold(
          `\n  The Todo API stand-in on ${todo.url}, with users; its metrics through its Prometheus query API stand-in`
        )
      )
      todo.deploy(VERIFIED)
      await release(demo, 7, VERIFIED, 'Verified', 'argocd', verifySettings(todo))
      todo.deploy(FAILING)
      todo.behave(FAILING, { failRatio: 0.2 })
      await release(demo, 8, FAILING, 'Not verified', 'argocd', verifySettings(todo))
    } finally {
      await users.stop()
      await todo.close()
    }
    say(
      `\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s. PR bodies, gate comments and job summaries are in ${OUT}/.`
    )
  } finally {
    await world.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`demo failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
