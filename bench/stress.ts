/**
 * `open` under stress (`npm run bench -- --only=stress`; not part of the default suite): many
 * releases at once over several services in one config repo, through a GitHub stand-in that
 * fails a seeded share of requests the ways GitHub does (5xx, resets, cut and empty bodies,
 * answers lost after the work was done, requests that never answer, secondary rate limits, 409
 * on ref updates). Runs are in-process (one client and token each, so every request is counted
 * against its run) to keep 50 concurrent runs affordable on 2 cores.
 *
 * Reported: requests per release (mean, p90), how many runs retried anything, and whether every
 * run ended correctly (created, updated, unchanged, or a clear downgrade refusal), no run hung,
 * and every service's branch pins its newest release with a PR whose text describes that head.
 *
 *   STRESS_RUNS=50 STRESS_SERVICES=10 STRESS_SEEDS=1 STRESS_RATE=0.1 npm run bench -- --only=stress
 */
import { createGitHubClient } from '../src/github/client.js'
import { configRepo } from '../src/github/config-repo.js'
import type { Log } from '../src/log.js'
import { parseRecordBlock } from '../src/open/record.js'
import { runOpen } from '../src/open/run.js'
import { readOpenSettings } from '../src/open/settings.js'
import { messageOf } from '../src/errors.js'
import { realSleep } from '../src/time.js'
import { CONFIG_REPO, digest, IMAGE, microservice } from '../standins/fixtures.js'
import { startGitHubStandIn, type Fault } from '../standins/github/index.js'
import { withInputs } from '../test/helpers/inputs.js'
import type { Area, Options, Row } from './run.js'
import { quantile } from './stats.js'

const HUNG_AFTER_MS = 180_000

interface RunRecord {
  service: number
  version: number
  requests: number
  retried: boolean
  outcome: string
  ok: boolean
}

interface SeedResult {
  seed: number
  runs: RunRecord[]
  faults: number
  servicesRight: number
  problems: string[]
}

/** mulberry32: a small seeded generator, so a failing seed can be run again. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FAULTS: readonly Omit<Fault, 'path' | 'method'>[] = [
  { status: 502 },
  { status: 503 },
  { kind: 'reset' },
  { kind: 'cut' },
  { kind: 'empty' },
  { kind: 'lost' },
  { kind: 'hang' },
  { kind: 'secondary-rate-limit', headers: { 'retry-after': '1' } }
]

const manifestOf = (service: number): string => `apps/svc-${service}/dev/microservice.yaml`
const imageOf = (service: number, version: number): string =>
  `${IMAGE}:1.${version}.0@${digest(`a${service.toString(16)}b${version.toString(16)}`, '0')}`

async function oneSeed(seed: number, runs: number, services: number, rate: number): Promise<SeedResult> {
  const random = seeded(seed)
  const tokens = Object.fromEntries(
    Array.from({ length: runs }, (_, i) => [`ghs_stress_${i}`, { permission: 'write' as const, login: `run-${i}` }])
  )
  const github = await startGitHubStandIn({ tokens, latencyMs: 10 })
  let faults = 0
  try {
    const files = Object.fromEntries(Array.from({ length: services }, (_, s) => [manifestOf(s), microservice()]))
    await github.createRepo(CONFIG_REPO, { files })
    // Each request is failed with probability `rate`, a 409 for ref updates and otherwise one
    // of FAULTS, by putting a one-shot fault for exactly its path first in line.
    github.beforeRequest = (req) => {
      if (random() >= rate) return
      faults++
      const refUpdate = req.method === 'PATCH' && req.path.includes('/git/refs/')
      const shape = refUpdate && random() < 0.5 ? { status: 409 } : FAULTS[Math.floor(random() * FAULTS.length)]!
      github.faults.unshift({ ...shape, method: req.method, path: req.path, times: 1 })
    }
    // Releases 1..k of each service, started together in a seeded order.
    const plan = Array.from({ length: runs }, (_, i) => ({
      service: i % services,
      version: 1 + Math.floor(i / services)
    }))
    for (let i = plan.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[plan[i], plan[j]] = [plan[j]!, plan[i]!]
    }
    const records = await Promise.all(plan.map((p, i) => oneRun(github.url, `ghs_stress_${i}`, p.service, p.version)))
    github.beforeRequest = undefined
    for (const [i, r] of records.entries()) {
      r.requests = github.requests.filter((q) => q.actor === `run-${i}`).length
    }
    const problems = records.filter((r) => !r.ok).map((r) => `svc-${r.service} 1.${r.version}.0: ${r.outcome}`)
    let servicesRight = 0
    for (let s = 0; s < services; s++) {
      const newest = Math.max(...plan.filter((p) => p.service === s).map((p) => p.version))
      const branch = `gitops-release/apps/svc-${s}/dev/microservice`
      const head = await github.branchSha(CONFIG_REPO, branch)
      const pinned = await github.readFile(CONFIG_REPO, branch, manifestOf(s))
      const open = github.pulls(CONFIG_REPO).filter((p) => p.head === branch && p.state === 'open')
      const record = parseRecordBlock(open[0]?.body)
      const wrong = [
        pinned === microservice(imageOf(s, newest)) ? '' : 'the branch does not pin the newest release',
        open.length === 1 ? '' : `${open.length} open PRs`,
        record?.commit === head ? '' : 'the PR record names another commit than the branch head',
        record?.image === imageOf(s, newest) ? '' : `the PR record names ${record?.image ?? 'no image'}`,
        open[0]?.title.includes(`1.${newest}.0`) ? '' : `the PR title is "${open[0]?.title}"`
      ].filter(Boolean)
      if (wrong.length === 0) servicesRight++
      else problems.push(`svc-${s}: ${wrong.join('; ')}`)
    }
    return { seed, runs: records, faults, servicesRight, problems }
  } finally {
    await github.close()
  }
}

async function oneRun(url: string, token: string, service: number, version: number): Promise<RunRecord> {
  let retried = false
  const note = (line: string): void => {
    if (/attempt \d|rate limit|again|moved on/.test(line)) retried = true
  }
  const log: Log = { info: note, warning: note, debug: () => undefined }
  const settings = withInputs(
    {
      token,
      'config-repo': CONFIG_REPO,
      'github-api-url': url,
      manifest: manifestOf(service),
      image: imageOf(service, version)
    },
    () => readOpenSettings({})
  )
  const octokit = createGitHubClient({ token, baseUrl: url, retryBaseMs: 50, timeoutMs: 15_000, onRetry: note })
  const record = { service, version, requests: 0 }
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hung for ${HUNG_AFTER_MS / 1000}s`)), HUNG_AFTER_MS)
  })
  try {
    const result = await Promise.race([
      runOpen(settings, { repo: configRepo(octokit, settings.configRepo), log, sleep: realSleep }),
      hung
    ])
    return { ...record, retried, outcome: result.result, ok: true }
  } catch (error) {
    const message = messageOf(error)
    return { ...record, retried, outcome: message, ok: /Refusing to replace version/.test(message) }
  } finally {
    clearTimeout(timer)
  }
}

export async function benchStress(options: Options): Promise<Area> {
  const runs = Number(process.env['STRESS_RUNS'] ?? (options.quick ? 20 : 50))
  const services = Number(process.env['STRESS_SERVICES'] ?? 10)
  const seeds = Number(process.env['STRESS_SEEDS'] ?? 1)
  const rate = Number(process.env['STRESS_RATE'] ?? 0.1)
  const results: SeedResult[] = []
  for (let seed = 1; seed <= seeds; seed++) results.push(await oneSeed(seed, runs, services, rate))

  const all = results.flatMap((r) => r.runs)
  const requests = all.map((r) => r.requests)
  const mean = requests.reduce((a, b) => a + b, 0) / requests.length
  const wrongRuns = all.filter((r) => !r.ok).length
  const servicesRight = results.reduce((a, r) => a + r.servicesRight, 0)
  const outcomes = new Map<string, number>()
  for (const r of all) {
    const key = r.ok && /Refusing/.test(r.outcome) ? 'downgrade refused' : r.ok ? r.outcome : 'wrong'
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
  }
  const what = `${runs} concurrent releases over ${services} services, ${Math.round(rate * 100)}% of requests failed, ${seeds} seed(s)`
  const rows: Row[] = [
    {
      area: 'stress',
      what: `requests per release (${what})`,
      value: `mean ${mean.toFixed(1)}, p90 ${quantile(requests, 0.9).toFixed(0)}`,
      baseline: 'mean 13.8, p90 22 (issue 16, before)'
    },
    {
      area: 'stress',
      what: 'runs that retried something',
      value: `${all.filter((r) => r.retried).length} of ${all.length} (${results.reduce((a, r) => a + r.faults, 0)} faults injected)`
    },
    {
      area: 'stress',
      what: 'runs that ended correctly',
      value: `${all.length - wrongRuns} of ${all.length} (${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')})`,
      target: 'all',
      met: wrongRuns === 0
    },
    {
      area: 'stress',
      what: 'services whose branch and PR text show the newest release',
      value: `${servicesRight} of ${services * seeds}`,
      target: 'all',
      met: servicesRight === services * seeds
    }
  ]
  return {
    name: 'stress',
    rows,
    notes: results.flatMap((r) => r.problems.map((p) => `seed ${r.seed}: ${p}`)),
    data: results
  }
}
