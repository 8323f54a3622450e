/**
 * Start-up: what a runner pays before the action does anything useful, and what a user's shell
 * pays for `gitops-release bump`, each beside a bare `node -e ""` started the same way in the
 * same round (interleaved, so a busy moment on the machine hits both sides of the ratio).
 *
 * "To first API request" is measured at the other end: the GitHub stand-in timestamps the
 * first request it receives from `node dist/index.js` (command=open, a real release, so the
 * path is the one a runner takes: read the inputs, send the first read from the front while the
 * command and Octokit load; gate and wait likewise, on their own first reads). At that
 * instant we read the child's VmHWM from /proc: its peak RSS up to the first request. The run
 * then completes; its whole-life peak RSS comes from bench/probe.mjs.
 *
 * Bundle: the bytes of every .js file under dist/, the bytes each command really loads
 * (module URLs traced by a load hook), and which packages those bytes come from (esbuild
 * metafiles of the same builds, made in memory: nothing is written).
 */
import { writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { startGitHubStandIn, WRITE_TOKEN, type GitHubStandIn } from '../standins/github/index.js'
import { pinned, smallManifest } from './fixtures.js'
import { measureBundle, type BundleReport, type ChunkCost } from './bundle.js'
import { coldBumpMs } from './edit.js'
import type { runAction } from './proc.js'
import { ACTION, CLI, expectExit, peakRssNow, runNode, startAction, startNode, tempPath } from './proc.js'
import type { Area, Options, Row } from './run.js'
import { fmtBytes, fmtKb, fmtMs, fmtRatio, now, summarize, type Summary } from './stats.js'

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'

interface FirstRequest {
  at: number
  peakRssKb: number | undefined
}

export async function benchStartup(options: Options): Promise<Area> {
  const rounds = options.quick ? 3 : 10
  const github = await startGitHubStandIn()
  try {
    // Each probe (the action, the fetch reference) resets this and the stand-in fills it in.
    let watching: { pid: number; first: FirstRequest | undefined } | undefined
    github.beforeRequest = () => {
      if (watching && watching.first === undefined) watching.first = { at: now(), peakRssKb: peakRssNow(watching.pid) }
    }
    const untilFirstRequest = async (start: () => { pid: number; startedAt: number; done: Promise<unknown> }) => {
      watching = { pid: -1, first: undefined }
      const started = start()
      watching.pid = started.pid
      await started.done
      const first = watching.first
      watching = undefined
      if (!first) throw new Error('the process exited without sending a request')
      return { ms: first.at - started.startedAt, peakRssKb: first.peakRssKb }
    }

    const samples = {
      bare: [] as number[],
      bareRss: [] as number[],
      fetchFirst: [] as number[],
      fetchFirstRss: [] as number[],
      actionFirst: [] as number[],
      actionFirstRss: [] as number[],
      gateFirst: [] as number[],
      gateFirstRss: [] as number[],
      waitFirst: [] as number[],
      waitFirstRss: [] as number[],
      actionTotal: [] as number[],
      actionTotalRss: [] as number[],
      cli: [] as number[],
      cliRss: [] as number[]
    }
    const bumpFile = tempPath('small.yaml')
    // Round 0 warms the file cache and is not counted.
    for (let round = 0; round <= rounds; round++) {
      const keep = round > 0
      const bare = await runNode(['-e', ''])
      expectExit(bare, 0, 'node -e ""')

      const fetched = await untilFirstRequest(() => startNodeFetch(`${github.url}/repos/acme/nothing`))

      const repo = `acme/startup-${round}`
      await github.createRepo(repo, { files: { [MANIFEST]: smallManifest(pinned(1)) } })
      let actionRun: Awaited<ReturnType<typeof runAction>> | undefined
      const action = await untilFirstRequest(() => {
        const started = startAction(openInputs(github, repo, pinned(2)))
        return { ...started, done: started.done.then((r) => (actionRun = r)) }
      })
      expectExit(actionRun!, 0, 'dist/index.js command=open')
      // gate and wait: only the way to their first request counts, so they run against
      // commits the stand-in does not have and end in a reject or an error afterwards.
      const gate = await untilFirstRequest(() => startAction(...gateStart(github, repo)))
      const wait = await untilFirstRequest(() => startAction(waitInputs(github, repo)))

      writeFileSync(bumpFile, smallManifest(pinned(1)))
      const cli = await runNode([CLI, 'bump', '--file', bumpFile, '--image', pinned(2)])
      expectExit(cli, 0, 'dist/cli.js bump')

      if (!keep) continue
      samples.bare.push(bare.wallMs)
      samples.bareRss.push(bare.maxRssKb ?? Number.NaN)
      samples.fetchFirst.push(fetched.ms)
      samples.fetchFirstRss.push(fetched.peakRssKb ?? Number.NaN)
      samples.actionFirst.push(action.ms)
      samples.actionFirstRss.push(action.peakRssKb ?? Number.NaN)
      samples.gateFirst.push(gate.ms)
      samples.gateFirstRss.push(gate.peakRssKb ?? Number.NaN)
      samples.waitFirst.push(wait.ms)
      samples.waitFirstRss.push(wait.peakRssKb ?? Number.NaN)
      samples.actionTotal.push(actionRun!.wallMs)
      samples.actionTotalRss.push(actionRun!.maxRssKb ?? Number.NaN)
      samples.cli.push(cli.wallMs)
      samples.cliRss.push(cli.maxRssKb ?? Number.NaN)
    }
    const s = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])) as Record<string, Summary>
    // The same ratio round by round: its spread shows how close to a target line a median is.
    const perRound = (xs: number[]): Summary => summarize(xs.map((x, i) => x / samples.bare[i]!))
    s['actionRatioPerRound'] = perRound(samples.actionFirst)
    s['cliRatioPerRound'] = perRound(samples.cli)
    // Each command against the fetch floor of the same round.
    const perFetchRound = (xs: number[], floor: number[]): Summary => summarize(xs.map((x, i) => x / floor[i]!))
    for (const command of ['action', 'gate', 'wait'] as const) {
      s[`${command}FetchRatioPerRound`] = perFetchRound(samples[`${command}First`], samples.fetchFirst)
      s[`${command}FetchRssRatioPerRound`] = perFetchRound(samples[`${command}FirstRss`], samples.fetchFirstRss)
    }
    const bundle = await measureBundle(github, options.quick ? 3 : 7)
    const coldBump = await coldBumpMs('smallManifest(pinned(1))', options.quick ? 3 : 5)
    return report(s, bundle, coldBump, rounds)
  } finally {
    await github.close()
  }
}

function openInputs(github: GitHubStandIn, repo: string, image: string): Record<string, string> {
  return {
    command: 'open',
    token: WRITE_TOKEN,
    'config-repo': repo,
    'github-api-url': github.url,
    manifest: MANIFEST,
    image
  }
}

/** gate on a pull_request_target event for commits the stand-in does not have: it asks for the compare first. */
function gateStart(github: GitHubStandIn, repo: string): Parameters<typeof startAction> {
  const payload = {
    pull_request: {
      number: 7,
      head: { sha: 'a'.repeat(40), ref: 'gitops-release/x' },
      base: { sha: 'b'.repeat(40), ref: 'main' }
    }
  }
  return [
    { command: 'gate', token: WRITE_TOKEN, 'config-repo': repo, 'github-api-url': github.url },
    { env: { GITHUB_REPOSITORY: repo }, event: { name: 'pull_request_target', payload } }
  ]
}

/** wait for a revision: its first request asks GitHub for the revision's PR; Argo CD (here, the stand-in) then refuses it. */
function waitInputs(github: GitHubStandIn, repo: string): Record<string, string> {
  return {
    command: 'wait',
    token: WRITE_TOKEN,
    'config-repo': repo,
    'github-api-url': github.url,
    'argocd-server': github.url,
    'argocd-token': 'not-a-token',
    'argocd-app': 'todo',
    resource: 'platform.example.io:Microservice:dev/todo-api',
    image: pinned(2),
    revision: 'd'.repeat(40),
    timeout: '3s'
  }
}

/** Reference: bare Node sending one request with its built-in fetch (undici, inside Node). */
function startNodeFetch(url: string) {
  return startNodeScript(`await fetch(${JSON.stringify(url)}).then((r) => r.arrayBuffer()).catch(() => undefined)`)
}

function startNodeScript(source: string) {
  return startNode(['--input-type=module', '-e', source])
}

function report(
  s: Record<string, Summary>,
  bundle: BundleReport,
  coldBump: { cold: number; warm: number },
  rounds: number
): Area {
  const bare = s['bare']!
  const ratio = (x: Summary): number => x.median / bare.median
  const rssRatio = (x: Summary): number => x.median / s['bareRss']!.median
  const actionRatio = ratio(s['actionFirst']!)
  const cliRatio = ratio(s['cli']!)
  const BUNDLE_TARGET = 2 * 1024 * 1024
  const top = (list: [string, number][], n: number): string =>
    list
      .slice(0, n)
      .map(([p, b]) => `${p} ${fmtBytes(b)}`)
      .join(', ')
  const rows: Row[] = [
    {
      area: 'start-up',
      what: 'bare `node -e ""` (baseline)',
      value: `${fmtMs(bare.median)}, ${fmtKb(s['bareRss']!.median)} peak RSS`,
      note: `${rounds} interleaved rounds`
    },
    {
      area: 'start-up',
      what: 'floor: bare Node + one `fetch()` to first request',
      value: `${fmtMs(s['fetchFirst']!.median)}, ${fmtKb(s['fetchFirstRss']!.median)} peak RSS`,
      baseline: `${fmtMs(bare.median)} / ${fmtKb(s['bareRss']!.median)}`,
      ratio: `${fmtRatio(ratio(s['fetchFirst']!))} time, ${fmtRatio(rssRatio(s['fetchFirstRss']!))} RSS`,
      note: 'what any client on Node’s fetch (as Octokit is) costs; the start-up targets are against it'
    },
    ...(['action', 'gate', 'wait'] as const).map((key): Row => {
      const command = key === 'action' ? 'open' : key
      const first = s[`${key}First`]!
      const rss = s[`${key}FirstRss`]!
      const time = first.median / s['fetchFirst']!.median
      const memory = rss.median / s['fetchFirstRss']!.median
      const perRound = s[`${key}FetchRatioPerRound`]!
      return {
        area: 'start-up',
        what: `action (\`dist/index.js\`, ${command}) to first API request`,
        value: `${fmtMs(first.median)} (p90 ${fmtMs(first.p90)}), ${fmtKb(rss.median)} peak RSS`,
        baseline: `${fmtMs(s['fetchFirst']!.median)} / ${fmtKb(s['fetchFirstRss']!.median)} (fetch floor)`,
        ratio: `${fmtRatio(time)} time, ${fmtRatio(memory)} RSS`,
        target: '<= 1.25x fetch floor (time), <= 1.1x (RSS)',
        met: time <= 1.25 && memory <= 1.1,
        note: `${fmtRatio(ratio(first))} bare Node; round by round ${fmtRatio(perRound.min)} to ${fmtRatio(perRound.max)} of the fetch floor`
      }
    }),
    {
      area: 'start-up',
      what: 'CLI `bump` on a 10-line file, to exit',
      value: `${fmtMs(s['cli']!.median)} (p90 ${fmtMs(s['cli']!.p90)}), ${fmtKb(s['cliRss']!.median)} peak RSS`,
      baseline: `${fmtMs(bare.median)} / ${fmtKb(s['bareRss']!.median)}`,
      ratio: `${fmtRatio(cliRatio)} time, ${fmtRatio(rssRatio(s['cliRss']!))} RSS`,
      target: '< 2x bare Node (time)',
      met: cliRatio < 2,
      note: `round by round the ratio ran from ${fmtRatio(s['cliRatioPerRound']!.min)} to ${fmtRatio(s['cliRatioPerRound']!.max)} (p90 ${fmtRatio(s['cliRatioPerRound']!.p90)})`
    },
    {
      area: 'start-up',
      what: 'whole `open` run (new PR, no latency), to exit',
      value: `${fmtMs(s['actionTotal']!.median)}, ${fmtKb(s['actionTotalRss']!.median)} peak RSS`
    },
    {
      area: 'bundle',
      what: `dist/**/*.js (${bundle.files} files)`,
      value: fmtBytes(bundle.totalBytes),
      target: '< 2 MB',
      met: bundle.totalBytes < BUNDLE_TARGET,
      note: `largest: ${top(bundle.allPackages, 4)}`
    },
    {
      area: 'bundle',
      what: 'loaded by each command',
      value: Object.entries(bundle.loaded)
        .map(([c, b]) => `${c} ${fmtBytes(b)}`)
        .join('; '),
      note: `open loads: ${top(bundle.openPackages, 4)}`
    }
  ]
  const notes: string[] = []
  const costs = (list: readonly ChunkCost[], n: number): string =>
    list
      .slice(0, n)
      .map((c) => `${c.packages} ${fmtMs(c.importMs)} (${fmtBytes(c.bytes)})`)
      .join(', ')
  const loadMs = (list: readonly ChunkCost[]): number => list.reduce((sum, c) => sum + c.importMs, 0)
  if (actionRatio >= 2 && s['actionFirst']!.median > 1.25 * s['fetchFirst']!.median) {
    notes.push(
      `**Action start-up: ${fmtRatio(actionRatio)} bare Node (target < 2x).** ${fmtMs(s['actionFirst']!.median)} from spawn to the first request, against ` +
        `${fmtMs(bare.median)} for \`node -e ""\` to exit: ${fmtMs(s['actionFirst']!.median - bare.median)} more. \`open\` loads ` +
        `${fmtBytes(bundle.loaded['action open'] ?? 0)} of JavaScript (${top(bundle.openPackages, 5)}). Importing its chunks one by one in a fresh ` +
        `process takes ${fmtMs(loadMs(bundle.openChunkCosts))}, slowest first: ${costs(bundle.openChunkCosts, 4)}. ` +
        `(esbuild wraps CommonJS packages so their code runs when first required: a chunk's time is its own parsing plus the CommonJS code it ` +
        `runs first, so @actions/core's chunk carries the evaluation of undici and of Node's http, https and tls modules it requires at import.) ` +
        `Before any command is chosen, dist/index.js already loads ${fmtBytes(bundle.entryPackages.reduce((sum, [, b]) => sum + b, 0))} ` +
        `(${top(bundle.entryPackages, 3)})${bundle.entryPackages.some(([p]) => p === 'undici') ? ': @actions/core brings its HTTP client, and with it undici' : ''}. For scale, bare Node's built-in \`fetch\` reaches its first request ` +
        `${fmtMs(s['fetchFirst']!.median - bare.median)} after a bare start: any HTTP client costs something, and a 2x target leaves ` +
        `${fmtMs(bare.median)} for module loading, settings and the request together.`
    )
  }
  if (cliRatio >= 2) {
    notes.push(
      `**CLI \`bump\` start-up: ${fmtRatio(cliRatio)} bare Node (target < 2x).** It loads ${fmtBytes(bundle.loaded['cli bump'] ?? 0)} ` +
        `(${top(bundle.bumpPackages, 3)}; no Octokit, no undici). Importing it takes ${fmtMs(loadMs(bundle.bumpChunkCosts))} ` +
        `(${costs(bundle.bumpChunkCosts, 2)}). Much of the rest is the edit run cold: the first bumpImage call in a fresh process takes ` +
        `${fmtMs(coldBump.cold)} on this 10-line file against ${fmtMs(coldBump.warm)} for the next calls, because the reader's code is compiled on first use.`
    )
  }
  if (bundle.totalBytes >= BUNDLE_TARGET) {
    notes.push(
      `**Bundle ${fmtBytes(bundle.totalBytes)} (target < 2 MB).** Largest contributors: ${top(bundle.allPackages, 6)}. ` +
        'Each command loads only its own chunks (see "loaded by each command"), so no run pays for all of it; the Lua VM (fengari) is loaded only by `health-test`.'
    )
  }
  if (!bundle.fresh)
    notes.push(
      'dist/ differs from what the sources build right now: the figures describe dist/ as it is on disk. Run `npm run build` first.'
    )
  return {
    name: 'startup',
    rows,
    notes,
    data: {
      method:
        `${rounds} rounds (after one warm-up round), each starting in turn: \`node -e ""\`, bare Node sending one fetch, \`node dist/index.js\` with command=open ` +
        'against the GitHub stand-in (no latency; a new repo each round), then with command=gate and command=wait (each to its first request only), and `node dist/cli.js bump` on a 10-line file. Every process is started with ' +
        '`--import bench/probe.mjs`, which records peak RSS (`process.resourceUsage().maxRSS`) at exit. "To first API request" is the time from spawn() ' +
        'to the stand-in receiving the first request, and the RSS beside it is the VmHWM the bench reads from /proc at that instant. ' +
        'Loaded bytes come from a module.register load hook listing every file the process loads; package attribution from an esbuild metafile.',
      samples: s,
      bundle,
      coldBumpSmallFileMs: coldBump,
      rounds,
      entry: basename(ACTION)
    }
  }
}
