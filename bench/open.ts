/**
 * `open`: how many REST requests (each one rate limit and one round trip) a release costs, and
 * how long it takes, against the GitHub stand-in with 50 ms added to every request, which is
 * about what a runner in a nearby region sees from api.github.com. Each scenario runs the
 * bundled action as its own process, so start-up is included as a runner pays it.
 *
 * The floor is the fewest requests GitHub's REST API allows for the same result, without a
 * clone (see FLOORS). The distance to it is what our design choices cost (the hidden release
 * record, compare-and-swap branch updates, labels).
 */
import { startGitHubStandIn, WRITE_TOKEN } from '../standins/github/index.js'
import { pinned, smallManifest } from './fixtures.js'
import { expectExit, runAction } from './proc.js'
import type { Area, Options, Row } from './run.js'
import { fmtMs, summarize, type Summary } from './stats.js'

const MANIFEST = 'apps/todo-api/dev/microservice.yaml'
const LATENCY_MS = 50

type Scenario = 'new PR, base given' | 'new PR, default branch' | 'update (new image, PR open)' | 'rerun (same image)'

/** The least the REST API needs for each outcome, and why. */
const FLOORS: Record<Scenario, { requests: number; why: string }> = {
  'new PR, base given': {
    requests: 7,
    why:
      'GET /repos/{owner}/{repo} to learn whether base is the default branch (a release into any other branch has its own release branch), ' +
      'read the base head and its tree (GET branches/{base}), read the manifest (GET contents or a blob), create a tree, create a commit, ' +
      'create the branch ref, create the PR'
  },
  'new PR, default branch': {
    requests: 7,
    why: 'the same seven: GET /repos/{owner}/{repo} names the default branch, the base'
  },
  'update (new image, PR open)': {
    requests: 7,
    why:
      'find the open PR (the list answer names the default branch, the base, so no repository read), read the base head and the manifest, create a tree and a commit, ' +
      'move the branch, update the PR title and body'
  },
  'rerun (same image)': {
    requests: 2,
    why: 'find the open PR (its body records this image at its head, but anyone may edit a body), read that head commit: open made it and its trailers say the same'
  }
}
const TARGET_SLACK = 2
const RERUN_TARGET = 3

interface ScenarioResult {
  scenario: Scenario
  requests: number[]
  wall: Summary
  /** The request sequence of the first repetition, as route templates. */
  routes: string[]
}

export async function benchOpen(options: Options): Promise<Area> {
  const reps = options.quick ? 2 : 5
  const github = await startGitHubStandIn({ latencyMs: LATENCY_MS })
  const samples = new Map<Scenario, { requests: number[]; wall: number[]; routes: string[] }>()
  const record = (scenario: Scenario, requests: string[], wallMs: number): void => {
    const entry = samples.get(scenario) ?? { requests: [], wall: [], routes: requests }
    entry.requests.push(requests.length)
    entry.wall.push(wallMs)
    samples.set(scenario, entry)
  }
  try {
    const run = async (scenario: Scenario, repo: string, image: string, base?: string): Promise<void> => {
      github.clearRequests()
      const inputs: Record<string, string> = {
        command: 'open',
        token: WRITE_TOKEN,
        'config-repo': repo,
        'github-api-url': github.url,
        manifest: MANIFEST,
        image,
        ...(base ? { base } : {})
      }
      const result = await runAction(inputs, {
        env: { GITHUB_REPOSITORY: 'acme/todo-api', GITHUB_SHA: 'a'.repeat(40), GITHUB_RUN_ID: '4242' }
      })
      expectExit(result, 0, `open (${scenario})`)
      const expected = scenario.startsWith('new') ? 'created' : scenario.startsWith('update') ? 'updated' : 'unchanged'
      if (result.outputs['result'] !== expected)
        throw new Error(`open (${scenario}) answered result=${result.outputs['result']}, expected ${expected}`)
      record(
        scenario,
        github.requests.map((r) => r.route ?? `${r.method} ${r.path}`),
        result.wallMs
      )
    }
    for (let rep = 0; rep < reps; rep++) {
      const repo = `acme/open-${rep}`
      await github.createRepo(repo, {
        files: { [MANIFEST]: smallManifest(pinned(1)), 'README.md': '# platform-config\n' }
      })
      await run('new PR, default branch', repo, pinned(2, '1.5.0'))
      await run('update (new image, PR open)', repo, pinned(3, '1.5.1'))
      await run('rerun (same image)', repo, pinned(3, '1.5.1'))
      const based = `acme/open-base-${rep}`
      await github.createRepo(based, { files: { [MANIFEST]: smallManifest(pinned(1)) } })
      await run('new PR, base given', based, pinned(2, '1.5.0'), 'main')
    }
  } finally {
    await github.close()
  }
  const results: ScenarioResult[] = [...samples].map(([scenario, s]) => ({
    scenario,
    requests: s.requests,
    wall: summarize(s.wall),
    routes: s.routes
  }))
  return report(results, reps)
}

function report(results: ScenarioResult[], reps: number): Area {
  const order = Object.keys(FLOORS) as Scenario[]
  results.sort((a, b) => order.indexOf(a.scenario) - order.indexOf(b.scenario))
  const rows: Row[] = []
  const notes: string[] = []
  for (const r of results) {
    const floor = FLOORS[r.scenario].requests
    const count = Math.max(...r.requests)
    const same = r.requests.every((n) => n === count)
    const rerun = r.scenario.startsWith('rerun')
    const limit = rerun ? RERUN_TARGET : floor + TARGET_SLACK
    rows.push({
      area: 'open',
      what: `${r.scenario}: requests, wall time`,
      value: `${count}${same ? '' : ` (varied: ${r.requests.join(', ')})`} requests, ${fmtMs(r.wall.median)}`,
      baseline: `floor ${floor} requests (${fmtMs(floor * LATENCY_MS)} of latency)`,
      ratio: `+${count - floor}`,
      target: rerun ? `<= ${RERUN_TARGET} requests` : `<= floor + ${TARGET_SLACK}`,
      met: count <= limit,
      note: r.routes.join(' → ')
    })
    if (count > limit) {
      notes.push(
        `**open, ${r.scenario}: ${count} requests (target ${rerun ? `<= ${RERUN_TARGET}` : `floor ${floor} + ${TARGET_SLACK}`}).** ` +
          `The requests, in order: ${r.routes.join(' → ')}. The floor: ${FLOORS[r.scenario].why}.`
      )
    }
  }
  return {
    name: 'open',
    rows,
    notes,
    data: {
      method:
        `GitHub stand-in with ${LATENCY_MS} ms added to every request. Per repetition (${reps}), a new config repo: \`open\` creates the PR (no \`base\`), ` +
        'then a second image updates it, then the same image again (rerun); in a second repo, `open` with `base: main`. Each is `node dist/index.js` ' +
        "as a runner starts it; requests are the stand-in's log for that run, wall time is spawn to exit. Floors: " +
        Object.entries(FLOORS)
          .map(([s, f]) => `${s} = ${f.requests} (${f.why})`)
          .join('; ') +
        '. These are Git Data API floors. For a new PR the Contents API is one request cheaper (create the branch ref, then PUT /contents/{path} ' +
        'makes tree and commit in one request: 5 with `base`), but it cannot write the two-parent commit `open` uses to move an existing ' +
        'branch without force, so updates have no cheaper path.',
      latencyMs: LATENCY_MS,
      results
    }
  }
}
