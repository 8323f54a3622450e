/**
 * `wait`: how soon it knows, and what it costs Argo CD meanwhile, beside the loop wrapper
 * actions run today (GET /api/v1/applications/{name} every 5 s).
 *
 * Time to know: a commit pinning a new image is pushed to the config repo's main branch (the
 * push-to-main flow of examples/config-repo/wait.yml), the bundled action starts with
 * `revision` set to it, and the Argo CD stand-in's simulated operator turns the resource
 * Progressing, then Healthy (or Degraded: image pull failure) a few seconds later, while the
 * action is already watching. The instant the stand-in commits that health is taken from the
 * stand-in itself (waitFor fires on the commit), the instant the action noticed from the time
 * its `health: done|failed` log line reached us, and then its exit. The baseline loop runs
 * beside it from a random phase and is timed to the first answer showing the same health.
 *
 * Polling: the same with the stand-in's stream endpoints answering 502 like a proxy that does
 * not pass streaming, on a second Argo CD stand-in following the same repository. The action
 * retries the stream three times (back-off 2 s, 4 s) before it polls, so the operator there is
 * slower (5 s a step) to put the health change after the switch to polling.
 *
 * Requests per minute: both modes and the baseline loop at once, for one action timeout, on a
 * rollout that never becomes ready (the operator observes the generation and stays Ready=False).
 */
import type { ArgoCdStandIn, RequestLogEntry } from '../standins/argocd/index.js'
import { WRITE_TOKEN, type GitHubStandIn } from '../standins/github/index.js'
import { APP, CONFIG_REPO, followConfigRepo, healthOf, MANIFEST, startWorld } from '../standins/world.js'
import { pinned, smallManifest } from './fixtures.js'
import { startAction, type ActionRun } from './proc.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, now, summarize, type Summary } from './stats.js'

const BASELINE_INTERVAL_MS = 5000
const NOTICE_TARGET_MS = 500
const RATE_TARGET = 10

type Mode = 'stream' | 'poll'
type Target = 'Healthy' | 'Degraded'

/**
 * Operator step length per mode (the health change comes two steps after the sync): late enough
 * that the action is watching, and for polling that it has given up on the stream (~6 s). The
 * jitter spreads the change over the 2 s poll interval, so the median is not one lucky phase.
 */
const OPERATOR_DELAY_MS: Record<Mode, { base: number; jitter: number }> = {
  stream: { base: 1000, jitter: 0 },
  poll: { base: 4500, jitter: 1000 }
}
/** Requests per minute are counted from this long after the start, when the first reads and the rollout's own changes are over. */
const SETTLE_MS = 15_000

/** The seeds' world with a second Argo CD stand-in following the same config repo, its streams broken. */
interface BenchStandIns {
  github: GitHubStandIn
  argocd: Record<Mode, ArgoCdStandIn>
  /** When each entry of each stand-in's request log arrived (same index). */
  arrivals: Record<Mode, number[]>
}

/** Records when each request reaches the stand-in: its log has no timestamps, so wrap the log's push. */
function timestampLog(argocd: ArgoCdStandIn): number[] {
  const arrivals: number[] = []
  const log = argocd.requests
  const push = log.push.bind(log)
  log.push = (...items: RequestLogEntry[]): number => {
    for (let i = 0; i < items.length; i++) arrivals.push(now())
    return push(...items)
  }
  return arrivals
}

async function startStandIns(): Promise<BenchStandIns> {
  const world = await startWorld({
    manifest: smallManifest(pinned(1)),
    files: { 'README.md': '# platform-config\n' },
    operatorDelayMs: 50
  })
  let poll: ArgoCdStandIn
  try {
    poll = await followConfigRepo(world.github, { operatorDelayMs: 50 })
  } catch (error) {
    await world.close()
    throw error
  }
  poll.faults.streamUnavailable('bad-gateway')
  return {
    github: world.github,
    argocd: { stream: world.argocd, poll },
    arrivals: { stream: timestampLog(world.argocd), poll: timestampLog(poll) }
  }
}

const revisionOf = (app: Record<string, unknown>): string | undefined =>
  (app as { status?: { sync?: { revision?: string } } }).status?.sync?.revision

function waitInputs(world: BenchStandIns, mode: Mode, revision: string, timeout: string): Record<string, string> {
  return {
    command: 'wait',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': world.github.url,
    'argocd-server': world.argocd[mode].url,
    'argocd-token': world.argocd[mode].token,
    'argocd-app': APP,
    manifest: MANIFEST,
    revision,
    timeout
  }
}

/**
 * What wrapper actions do: GET the app every `intervalMs` from a given phase until `done` says
 * stop (or `signal` aborts). Returns when it first saw `until` hold, and how many requests it sent.
 */
async function baselineLoop(
  argocd: ArgoCdStandIn,
  options: {
    phaseMs: number
    until?: (app: Record<string, unknown>) => boolean
    signal: AbortSignal
    onRequest?: () => void
  }
): Promise<{ sawAt: number | undefined; requests: number }> {
  let requests = 0
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        options.signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      options.signal.addEventListener('abort', done, { once: true })
    })
  await sleep(options.phaseMs)
  for (let next = now(); !options.signal.aborted; next += BASELINE_INTERVAL_MS) {
    requests++
    options.onRequest?.()
    const response = await fetch(`${argocd.url}/api/v1/applications/${APP}`, {
      headers: { authorization: `Bearer ${argocd.token}` }
    })
    const app = (await response.json()) as Record<string, unknown>
    if (options.until?.(app)) return { sawAt: now(), requests }
    await sleep(Math.max(0, next + BASELINE_INTERVAL_MS - now()))
  }
  return { sawAt: undefined, requests }
}

interface NoticeSample {
  /** From the stand-in's health change to: the action's health log line, its exit, the baseline loop's first look that saw it. */
  noticedMs: number
  exitedMs: number
  baselineMs: number | undefined
}

let imageCounter = 100

/** One rollout, watched by the action in `mode` and by the baseline loop. */
async function noticeOnce(world: BenchStandIns, mode: Mode, target: Target): Promise<NoticeSample> {
  const argocd = world.argocd[mode]
  const scenario = target === 'Healthy' ? 'healthy' : 'image-pull-failure'
  const { base, jitter } = OPERATOR_DELAY_MS[mode]
  argocd.setScenario(APP, { operator: { scenario, delayMs: base + Math.round(Math.random() * jitter) } })
  const sha = await world.github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: smallManifest(pinned(imageCounter++)) })
  // Progressing on the new revision first, so the previous rollout's health cannot count.
  const turned = argocd
    .waitFor(APP, (app) => revisionOf(app) === sha && healthOf(app) === 'Progressing', 30_000)
    .then(() => argocd.waitFor(APP, (app) => revisionOf(app) === sha && healthOf(app) === target, 60_000))
    .then(() => now())
  const stop = new AbortController()
  const baseline = baselineLoop(argocd, {
    phaseMs: Math.random() * BASELINE_INTERVAL_MS,
    until: (app) => revisionOf(app) === sha && healthOf(app) === target,
    signal: stop.signal
  })
  const run: ActionRun = await startAction(waitInputs(world, mode, sha, '60s'), {
    env: { GITHUB_REPOSITORY: CONFIG_REPO }
  }).done
  const turnedAt = await turned
  // The loop gets one more interval after the action is done, then we stop waiting for it.
  const timer = setTimeout(() => stop.abort(), BASELINE_INTERVAL_MS + 1000)
  const seen = await baseline
  clearTimeout(timer)
  stop.abort()
  const expectedExit = target === 'Healthy' ? 0 : 1
  if (run.exitCode !== expectedExit || run.outputs['health'] !== target) {
    throw new Error(
      `wait (${mode}, ${target}) exited ${run.exitCode} with health=${run.outputs['health']}\n${run.stdout.slice(-3000)}`
    )
  }
  if (process.env['BENCH_DEBUG']) {
    process.stderr.write(`--- ${mode} ${target}: turned at +${(turnedAt - run.startedAt).toFixed(0)} ms after spawn\n`)
    for (const l of run.lines) process.stderr.write(`  +${(l.at - run.startedAt).toFixed(0)} ${l.text.slice(0, 160)}\n`)
    world.argocd[mode].requests.forEach((r, i) => {
      const at = world.arrivals[mode][i] ?? 0
      if (at >= run.startedAt)
        process.stderr.write(`  req +${(at - run.startedAt).toFixed(0)} ${r.path} ${JSON.stringify(r.query)}\n`)
    })
  }
  const line = run.lines.find((l) => /^health: (done|failed)/.test(l.text))
  if (!line) throw new Error(`wait (${mode}, ${target}) logged no health verdict\n${run.stdout.slice(-3000)}`)
  return {
    noticedMs: line.at - turnedAt,
    exitedMs: run.exitedAt - turnedAt,
    baselineMs: seen.sawAt === undefined ? undefined : seen.sawAt - turnedAt
  }
}

interface RateResult {
  mode: Mode | 'baseline (GET every 5 s)'
  /** The whole run: requests, minutes, per minute. */
  requests: number
  minutes: number
  perMinute: number
  /**
   * From SETTLE_MS after the start until the timeout: what each further minute of a long wait
   * costs (the first reads, the rollout's own changes and the one last look at the deadline left out).
   */
  steadyRequests: number
  steadyMinutes: number
  steadyPerMinute: number
  byEndpoint: Record<string, number>
  steadyByEndpoint: Record<string, number>
}

/** Both modes and the baseline loop at once, on a rollout that never becomes ready, for one action timeout. */
async function requestRate(world: BenchStandIns, timeoutSeconds: number): Promise<RateResult[]> {
  for (const mode of ['stream', 'poll'] as const)
    world.argocd[mode].setScenario(APP, { operator: { scenario: 'never-ready', delayMs: 500 } })
  const sha = await world.github.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: smallManifest(pinned(imageCounter++)) })
  for (const mode of ['stream', 'poll'] as const) {
    world.argocd[mode].requests.length = 0
    world.arrivals[mode].length = 0
  }
  const stop = new AbortController()
  const started = now()
  const loopTimes: number[] = []
  const baseline = baselineLoop(world.argocd.stream, {
    phaseMs: 0,
    signal: stop.signal,
    onRequest: () => loopTimes.push(now())
  })
  const runs = await Promise.all(
    (['stream', 'poll'] as const).map(
      (mode) =>
        startAction(waitInputs(world, mode, sha, `${timeoutSeconds}s`), { env: { GITHUB_REPOSITORY: CONFIG_REPO } })
          .done
    )
  )
  stop.abort()
  await baseline
  const ended = now()
  const steadyFrom = started + SETTLE_MS
  const steadyTo = started + timeoutSeconds * 1000
  const rate = (mode: RateResult['mode'], requests: { at: number; kind: string }[], end: number): RateResult => {
    const tally = (list: { kind: string }[]): Record<string, number> => {
      const out: Record<string, number> = {}
      for (const r of list) out[r.kind] = (out[r.kind] ?? 0) + 1
      return out
    }
    const minutes = (end - started) / 60_000
    const steadyMinutes = (steadyTo - steadyFrom) / 60_000
    const steady = requests.filter((r) => r.at >= steadyFrom && r.at < steadyTo)
    return {
      mode,
      requests: requests.length,
      minutes,
      perMinute: requests.length / minutes,
      steadyRequests: steady.length,
      steadyMinutes,
      steadyPerMinute: steady.length / steadyMinutes,
      byEndpoint: tally(requests),
      steadyByEndpoint: tally(steady)
    }
  }
  const results = (['stream', 'poll'] as const).map((mode, i) => {
    const run = runs[i]!
    if (run.exitCode !== 1 || !/timed out/i.test(run.outputs['message'] ?? ''))
      throw new Error(`wait (${mode}, never-ready) should time out\n${run.stdout.slice(-3000)}`)
    const log = world.argocd[mode].requests
    const arrivals = world.arrivals[mode]
    const requests: { at: number; kind: string }[] = []
    // The baseline loop ran against the stream stand-in: drop its GETs (matched by arrival right after each loop request).
    const loopLeft = mode === 'stream' ? [...loopTimes] : []
    log.forEach((entry, j) => {
      const at = arrivals[j] ?? Number.NaN
      const kind = endpoint(entry.path)
      if (kind === 'GET app' && loopLeft.length > 0 && loopLeft[0]! <= at) return void loopLeft.shift()
      requests.push({ at, kind })
    })
    if (process.env['BENCH_DEBUG']) {
      process.stderr.write(`--- rate ${mode}\n`)
      for (const r of requests) process.stderr.write(`  +${((r.at - started) / 1000).toFixed(1)} s ${r.kind}\n`)
      for (const l of run.lines)
        process.stderr.write(`  +${((l.at - started) / 1000).toFixed(1)} s ${l.text.slice(0, 160)}\n`)
    }
    return rate(mode, requests, run.exitedAt)
  })
  results.push(
    rate(
      'baseline (GET every 5 s)',
      loopTimes.map((at) => ({ at, kind: 'GET app' })),
      ended
    )
  )
  return results
}

function endpoint(path: string): string {
  if (path.startsWith('/api/v1/stream/') && path.endsWith('/resource-tree')) return 'tree watch stream'
  if (path.startsWith('/api/v1/stream/')) return 'app watch stream'
  if (path.endsWith('/resource-tree')) return 'GET resource-tree'
  if (path.endsWith('/resource')) return 'GET resource'
  if (path.endsWith('/managed-resources')) return 'GET managed-resources'
  return 'GET app'
}

export async function benchWait(options: Options): Promise<Area> {
  const reps = options.quick ? 1 : 3
  const world = await startStandIns()
  const notice = new Map<string, NoticeSample[]>()
  let rates: RateResult[]
  try {
    for (const mode of ['stream', 'poll'] as const) {
      for (const target of ['Healthy', 'Degraded'] as const) {
        const samples: NoticeSample[] = []
        for (let rep = 0; rep < reps; rep++) samples.push(await noticeOnce(world, mode, target))
        notice.set(`${mode} ${target}`, samples)
      }
    }
    rates = await requestRate(world, options.quick ? 30 : 60)
  } finally {
    await Promise.allSettled([world.argocd.stream.close(), world.argocd.poll.close()])
    await world.github.close()
  }
  return report(notice, rates, reps, options.quick ? 30 : 60)
}

const counts = (tally: Record<string, number>): string =>
  Object.entries(tally)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} × ${kind}`)
    .join(', ') || 'nothing'

/** Why a mode misses the rate target, from what it sent once settled. */
function rateNote(r: RateResult, loop: RateResult, ratio: number, name: string): string {
  const windowS = r.steadyMinutes * 60
  const allowed = loop.steadyPerMinute / RATE_TARGET
  const looks = r.steadyByEndpoint['GET app'] ?? 0
  const perLook = looks > 0 ? r.steadyRequests / looks : 0
  return (
    `**wait, ${name}: ${r.steadyPerMinute.toFixed(1)} Argo CD requests per minute once settled, ${ratio.toFixed(1)}x fewer than the 5 s loop's ` +
    `${loop.steadyPerMinute.toFixed(1)} (target >= ${RATE_TARGET}x, so at most ${allowed.toFixed(1)} a minute).** From ${SETTLE_MS / 1000} s to the ` +
    `${(r.minutes * 60) | 0} s timeout of a rollout that never gets ready, nothing changed, yet it sent ${counts(r.steadyByEndpoint)} ` +
    `(the whole run: ${counts(r.byEndpoint)}). ` +
    (looks > 0
      ? `That is a look every ~${(windowS / looks).toFixed(0)} s of ~${perLook.toFixed(1)} requests each` +
        (r.mode === 'stream'
          ? ": the watcher's periodic re-check (`recheckMs` in src/wait/watcher.ts), which re-reads what the streams do not bring. " +
            `To meet the target, looks of that cost may come at most every ${((perLook * 60) / allowed).toFixed(0)} s; following the resource ` +
            'tree by its own watch stream (`/api/v1/stream/applications/{name}/resource-tree`) instead of re-reading it leaves only rare safety re-checks.'
          : ': polls, backing off while nothing changes. With streams broken, every look is a poll, and to meet the target looks of that cost ' +
            `may come at most every ${((perLook * 60) / allowed).toFixed(0)} s, which is also how late a change could be noticed: ` +
            'in polling mode the rate target and timely notice pull against each other, and only a longer poll ceiling trades one for the other.')
      : 'The steady requests are not app reads; see results.json for their timeline.')
  )
}

function report(notice: Map<string, NoticeSample[]>, rates: RateResult[], reps: number, timeoutSeconds: number): Area {
  const rows: Row[] = []
  const notes: string[] = []
  const summaries: Record<string, { noticed: Summary; exited: Summary; baseline: Summary | undefined }> = {}
  for (const [key, samples] of notice) {
    const [mode, target] = key.split(' ') as [Mode, Target]
    const noticed = summarize(samples.map((s) => s.noticedMs))
    const exited = summarize(samples.map((s) => s.exitedMs))
    const seen = samples.map((s) => s.baselineMs).filter((x): x is number => x !== undefined)
    const baseline = seen.length ? summarize(seen) : undefined
    summaries[key] = { noticed, exited, baseline }
    rows.push({
      area: 'wait',
      what: `${target} → action exits, ${mode === 'stream' ? 'watch stream' : 'polling (stream 502)'}`,
      value: `${fmtMs(exited.median)} (max ${fmtMs(exited.max)}); noticed ${fmtMs(noticed.median)}`,
      baseline: baseline ? `5 s loop sees it after ${fmtMs(baseline.median)}` : '',
      ...(mode === 'stream' ? { target: `<= ${NOTICE_TARGET_MS} ms`, met: exited.median <= NOTICE_TARGET_MS } : {})
    })
  }
  const loop = rates.find((r) => r.mode.startsWith('baseline'))!
  for (const r of rates.filter((r) => r !== loop)) {
    // The target is about a wait of any length, so it is held to the steady state; the whole run is shown beside it.
    const ratio = loop.steadyPerMinute / r.steadyPerMinute
    const name = r.mode === 'stream' ? 'watch stream' : 'polling'
    rows.push({
      area: 'wait',
      what: `Argo CD requests per minute of waiting, ${name}`,
      value: `${r.steadyPerMinute.toFixed(1)}/min from ${SETTLE_MS / 1000} s to the timeout; ${r.perMinute.toFixed(1)}/min over the whole ${(r.minutes * 60).toFixed(0)} s (${r.requests} requests)`,
      baseline: `5 s loop: ${loop.steadyPerMinute.toFixed(1)}/min`,
      ratio: Number.isFinite(ratio) ? `${ratio.toFixed(1)}x fewer` : 'none once settled',
      target: `>= ${RATE_TARGET}x fewer`,
      met: ratio >= RATE_TARGET,
      note: `whole run: ${counts(r.byEndpoint)}; once settled: ${counts(r.steadyByEndpoint)}`
    })
    if (ratio < RATE_TARGET) notes.push(rateNote(r, loop, ratio, name))
  }
  const stream = summaries['stream Healthy']
  if (stream && stream.exited.median > NOTICE_TARGET_MS) {
    notes.push(
      `**wait, watch stream: exits ${fmtMs(stream.exited.median)} after the health change (target <= ${NOTICE_TARGET_MS} ms).** It logged the verdict ` +
        `after ${fmtMs(stream.noticed.median)}; the rest is reporting (outputs, job summary) and process exit.`
    )
  }
  const poll = summaries['poll Healthy']
  if (poll) {
    notes.push(
      `Polling (no target) is the fallback when a proxy breaks streaming. It noticed the change after ${fmtMs(poll.noticed.median)} ` +
        `(max ${fmtMs(poll.noticed.max)}) here, a few seconds after the rollout's previous change, so while polls are still frequent; a change is seen at ` +
        'the next poll, so after a quiet spell, when the poll interval has backed off, it takes longer (src/argocd/feed.ts sets the intervals). Before ' +
        'polling, the action spends a few seconds retrying the stream; run with BENCH_DEBUG=1 to see the timeline.'
    )
  }
  return {
    name: 'wait',
    rows,
    notes,
    data: {
      method:
        `${reps} rollout(s) per row. GitHub stand-in without latency; two Argo CD stand-ins following the same config repo, one with its stream ` +
        `endpoints answering 502. The action runs with \`revision\` (the pushed commit), \`manifest\` and \`timeout: 60s\`. The health change time is the ` +
        `stand-in's own commit of it (waitFor), "noticed" the arrival of the action's \`health: done|failed\` log line, "exits" the child's exit. ` +
        `The 5 s loop starts at a random phase beside each rollout (so it sees a change after 2.5 s on average, 5 s at worst; with ${reps} ` +
        `rollout(s) its median is only indicative). Requests per minute: scenario never-ready, both actions with \`timeout: ${timeoutSeconds}s\` ` +
        "and the loop running at the same time; each stand-in's request log (timestamped as requests arrive) counts the action's requests (a watch " +
        `stream counts as one), minus the loop's own GETs. The target is held to the steady state, from ${SETTLE_MS / 1000} s after the start to the ` +
        "timeout (first reads, the rollout's own changes and the final look at the deadline left out); the whole-run rate is shown beside it.",
      operatorDelayMs: OPERATOR_DELAY_MS,
      notice: Object.fromEntries(notice),
      summaries,
      rates
    }
  }
}
