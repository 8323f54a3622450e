/**
 * `wait --status-context`: following what the cluster reports to GitHub (a runner that cannot
 * reach Argo CD). How soon the action exits after the report is posted, and what a quiet wait
 * costs GitHub.
 *
 * Report → exit: a commit pinning a new image is pushed to main of the GitHub stand-in, the
 * bundled action starts with `revision` set to it, and a commit status `success` is posted on it
 * (as Flux's machine user) a few seconds after the start, while the rollout is fresh, and once
 * more after a quiet spell, when the polls have backed off. The time runs from GitHub's answer
 * to the post to the action's `health: done` log line ("noticed") and to its exit.
 *
 * Requests per minute: the same with nothing ever reported, for one timeout: every request the
 * action made to the stand-in, and how many GitHub answered 304 Not Modified (which cost no
 * rate limit), over the whole run and once settled.
 */
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn, type LoggedRequest } from '../standins/github/index.js'
import { client } from '../standins/github/testkit.js'
import { CONFIG_REPO, MANIFEST } from '../standins/world.js'
import { pinned, smallManifest } from './fixtures.js'
import { startAction } from './proc.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, now, summarize, type Summary } from './stats.js'

const CONTEXT = 'kustomization/todo-api/0c9c2e41'
const FLUX_TOKEN = 'ghp_bench_flux_bot'
/** "A few seconds while the rollout is fresh". */
const NOTICE_TARGET_MS = 5000
const SETTLE_MS = 15_000

let imageCounter = 500

function inputs(gh: GitHubStandIn, revision: string, timeout: string): Record<string, string> {
  return {
    command: 'wait',
    token: WRITE_TOKEN,
    'config-repo': CONFIG_REPO,
    'github-api-url': gh.url,
    manifest: MANIFEST,
    revision,
    'status-context': 'kustomization/todo-api/*',
    'status-creator': 'user:flux-bot',
    timeout
  }
}

const env = { GITHUB_REPOSITORY: CONFIG_REPO, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' }

interface NoticeSample {
  readonly postedAfterMs: number
  readonly noticedMs: number
  readonly exitedMs: number
}

/** One release, reported `delayMs` after the action started. */
async function noticeOnce(gh: GitHubStandIn, delayMs: number): Promise<NoticeSample> {
  const sha = await gh.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: smallManifest(pinned(imageCounter++)) })
  const started = startAction(inputs(gh, sha, `${Math.ceil(delayMs / 1000) + 60}s`), { env })
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  const res = await client(gh, FLUX_TOKEN)('POST', `/repos/${CONFIG_REPO}/statuses/${sha}`, {
    state: 'success',
    context: CONTEXT,
    description: 'reconciliation succeeded'
  })
  const postedAt = now()
  if (res.status !== 201) throw new Error(`posting the status failed: ${res.status}`)
  const run = await started.done
  if (run.exitCode !== 0) throw new Error(`wait exited ${run.exitCode}\n${run.stdout.slice(-3000)}`)
  const line = run.lines.find((l) => /^health: done/.test(l.text))
  if (!line) throw new Error(`wait logged no health verdict\n${run.stdout.slice(-3000)}`)
  return { postedAfterMs: postedAt - run.startedAt, noticedMs: line.at - postedAt, exitedMs: run.exitedAt - postedAt }
}

interface RateResult {
  readonly seconds: number
  readonly requests: number
  readonly notModified: number
  readonly steadyRequests: number
  readonly steadyNotModified: number
  readonly steadyMinutes: number
  readonly byEndpoint: Record<string, number>
}

/** Arrival times of the stand-in's log entries, as the log itself has none. */
function timestampLog(gh: GitHubStandIn): number[] {
  const arrivals: number[] = []
  const log = gh.requests
  const push = log.push.bind(log)
  log.push = (...items: LoggedRequest[]): number => {
    for (let i = 0; i < items.length; i++) arrivals.push(now())
    return push(...items)
  }
  return arrivals
}

async function quietRate(gh: GitHubStandIn, arrivals: number[], seconds: number): Promise<RateResult> {
  const sha = await gh.pushFiles(CONFIG_REPO, 'main', { [MANIFEST]: smallManifest(pinned(imageCounter++)) })
  const from = gh.requests.length
  const run = await startAction(inputs(gh, sha, `${seconds}s`), { env }).done
  if (run.exitCode !== 1 || !/nothing was reported/.test(run.outputs['message'] ?? ''))
    throw new Error(`a quiet wait should time out saying nothing was reported\n${run.stdout.slice(-3000)}`)
  const entries = gh.requests.slice(from).map((r, i) => ({ r, at: arrivals[from + i]! }))
  const steady = entries.filter(({ at }) => at >= run.startedAt + SETTLE_MS && at < run.startedAt + seconds * 1000)
  const byEndpoint: Record<string, number> = {}
  for (const { r } of entries) {
    const kind = `${(r.route ?? r.path).replace('/repos/{owner}/{repo}', '')} ${r.status}`
    byEndpoint[kind] = (byEndpoint[kind] ?? 0) + 1
  }
  return {
    seconds: (run.exitedAt - run.startedAt) / 1000,
    requests: entries.length,
    notModified: entries.filter(({ r }) => r.status === 304).length,
    steadyRequests: steady.length,
    steadyNotModified: steady.filter(({ r }) => r.status === 304).length,
    steadyMinutes: (seconds * 1000 - SETTLE_MS) / 60_000,
    byEndpoint
  }
}

export async function benchWaitReports(options: Options): Promise<Area> {
  const reps = options.quick ? 2 : 5
  const quietMs = options.quick ? 30_000 : 90_000
  const rateSeconds = options.quick ? 45 : 120
  const gh = await startGitHubStandIn()
  const fresh: NoticeSample[] = []
  const late: NoticeSample[] = []
  let rate: RateResult
  try {
    await gh.createRepo(CONFIG_REPO, { files: { [MANIFEST]: smallManifest(pinned(1)) } })
    gh.addToken(FLUX_TOKEN, { permission: 'write', login: 'flux-bot' })
    const arrivals = timestampLog(gh)
    // Spread over a poll interval: the notice depends on where in it the report lands.
    for (let i = 0; i < reps; i++) fresh.push(await noticeOnce(gh, 1000 + (i * 2000) / reps + Math.random() * 500))
    late.push(await noticeOnce(gh, quietMs))
    rate = await quietRate(gh, arrivals, rateSeconds)
  } finally {
    await gh.close()
  }
  return report(fresh, late, rate, { reps, quietMs, rateSeconds })
}

function report(
  fresh: NoticeSample[],
  late: NoticeSample[],
  rate: RateResult,
  setup: { reps: number; quietMs: number; rateSeconds: number }
): Area {
  const rows: Row[] = []
  const notes: string[] = []
  const summaries: Record<string, { noticed: Summary; exited: Summary }> = {}
  for (const [key, samples, what] of [
    ['fresh', fresh, 'report → action exits, while fresh (posted 1–3.5 s after the start)'],
    ['late', late, `report → action exits, after ${setup.quietMs / 1000} s of quiet`]
  ] as const) {
    const noticed = summarize(samples.map((s) => s.noticedMs))
    const exited = summarize(samples.map((s) => s.exitedMs))
    summaries[key] = { noticed, exited }
    rows.push({
      area: 'wait (reports)',
      what,
      value: `${fmtMs(exited.median)} (max ${fmtMs(exited.max)}); noticed ${fmtMs(noticed.median)}`,
      ...(key === 'fresh' ? { target: `<= ${NOTICE_TARGET_MS / 1000} s`, met: exited.median <= NOTICE_TARGET_MS } : {})
    })
  }
  const perMinute = rate.requests / (rate.seconds / 60)
  const steadyPerMinute = rate.steadyRequests / rate.steadyMinutes
  rows.push({
    area: 'wait (reports)',
    what: `GitHub requests per minute of a quiet wait (nothing reported, ${setup.rateSeconds} s)`,
    value:
      `${perMinute.toFixed(1)}/min over the whole run (${rate.requests} requests, ${rate.notModified} answered 304); ` +
      `${steadyPerMinute.toFixed(1)}/min from ${SETTLE_MS / 1000} s (${rate.steadyRequests} requests, ${rate.steadyNotModified} answered 304)`,
    note: Object.entries(rate.byEndpoint)
      .map(([kind, n]) => `${n} × ${kind}`)
      .join(', ')
  })
  const fs = summaries['fresh']!
  if (fs.exited.median > NOTICE_TARGET_MS)
    notes.push(
      `**wait (reports): exits ${fmtMs(fs.exited.median)} after a fresh report (target <= ${NOTICE_TARGET_MS / 1000} s).** It noticed after ${fmtMs(fs.noticed.median)}: polls come every 2 s while anything changed lately.`
    )
  notes.push(
    `wait (reports): a report is seen at the next poll. While fresh the polls are 2 s apart; the interval is the quiet time divided by 10 (2 s up to 20 s of quiet, 6 s after a minute, 30 s after 5 min), so after ${setup.quietMs / 1000} s of quiet the exit came ${fmtMs(summaries['late']!.exited.median)} after the report. ` +
      `Each poll reads the statuses and check runs of each watched commit, and the branch's commits at most every 10 s; while nothing changes, every read after the first of each list is a 304, which GitHub does not count against the rate limit.`
  )
  return {
    name: 'wait (reports)',
    rows,
    notes,
    data: {
      method:
        `GitHub stand-in without latency, no Argo CD. The action runs with \`revision\` (the pushed commit), \`status-context: kustomization/todo-api/*\`, ` +
        `\`status-creator: user:flux-bot\`. Report → exit: ${setup.reps} releases whose success status is posted 1–3.5 s after the action's spawn, and one after ` +
        `${setup.quietMs / 1000} s; timed from the stand-in's answer to the post to the \`health: done\` log line ("noticed") and to the exit. ` +
        `Requests per minute: nothing reported for a ${setup.rateSeconds} s timeout; every request in the stand-in's log during the run, by status, ` +
        `and those from ${SETTLE_MS / 1000} s to the timeout ("settled").`,
      fresh,
      late,
      summaries,
      rate
    }
  }
}
