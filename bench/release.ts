/**
 * GitHub requests per release, end to end: `open` opens the release PR, `gate` judges it on
 * `pull_request_target`, a person merges it, and `wait` follows Argo CD with `pr`, `environment`
 * and the sticky comment, each the bundled action as a runner starts it, against the stand-ins.
 * One App installation's 5,000 requests an hour divided by this is how many releases it carries.
 */
import { generateKeyPairSync } from 'node:crypto'
import { DIGEST_B } from '../standins/fixtures.js'
import type { LoggedRequest } from '../standins/github/server.js'
import { APP, CONFIG_REPO, IMAGE, MANIFEST, startWorld } from '../standins/world.js'
import { expectExit, runAction } from './proc.js'
import type { Area, Options, Row } from './run.js'

/** The goal: at most this many GitHub requests per release, so one installation carries 200 an hour. */
export const RELEASE_TARGET = 24

interface Phase {
  readonly name: 'open' | 'gate' | 'wait'
  /** Requests on the token or installation token: what the installation's rate limit counts. */
  readonly requests: readonly string[]
  /** Requests with the App's JWT (the installation lookup and token mint): the App's own limit. */
  readonly jwt: readonly string[]
}

/**
 * `apps`: as the docs set it up, open and wait as the release App, gate as the gate App (its
 * check run then belongs to that App). `tokens`: every command with one token, for comparison.
 */
export type Setup = 'apps' | 'tokens'

const RELEASE_APP = { id: 5101, slug: 'acme-release' }
const GATE_APP = { id: 5102, slug: 'acme-gate' }

export async function measureRelease(setup: Setup): Promise<Phase[]> {
  const world = await startWorld()
  try {
    const { github } = world
    const phase = async (name: Phase['name'], run: () => Promise<void>): Promise<Phase> => {
      github.clearRequests()
      await run()
      return {
        name,
        requests: github.requests.filter((r) => r.credential !== 'jwt').map(routeOf),
        jwt: github.requests.filter((r) => r.credential === 'jwt').map(routeOf)
      }
    }
    const { token: _token, ...repo } = world.githubInputs
    const as = (app: typeof RELEASE_APP): Record<string, string> => {
      if (setup === 'tokens') return world.githubInputs
      const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
      github.registerApp({ ...app, publicKey: keys.publicKey })
      return {
        ...repo,
        'app-id': String(app.id),
        'app-private-key': keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
      }
    }
    const release = as(RELEASE_APP)
    const gating = as(GATE_APP)
    let pr = 0
    const open = await phase('open', async () => {
      const run = await runAction({
        ...release,
        command: 'open',
        manifest: MANIFEST,
        image: `${IMAGE}:1.5.0@${DIGEST_B}`
      })
      expectExit(run, 0, 'open')
      pr = Number(run.outputs['pr-number'])
    })
    const payload = (await fetchJson(github.url, `/repos/${CONFIG_REPO}/pulls/${pr}`)) as Record<string, unknown>
    const gate = await phase('gate', async () => {
      const run = await runAction(
        { ...gating, command: 'gate', 'allow-tag-change': 'true' },
        {
          event: { name: 'pull_request_target', payload: { action: 'opened', number: pr, pull_request: payload } },
          env: { GITHUB_REPOSITORY: CONFIG_REPO }
        }
      )
      expectExit(run, 0, 'gate')
    })
    await github.mergePull(CONFIG_REPO, pr)
    const wait = await phase('wait', async () => {
      const run = await runAction(
        {
          ...release,
          command: 'wait',
          pr: String(pr),
          environment: 'dev',
          manifest: MANIFEST,
          'argocd-server': world.argocd.url,
          'argocd-token': world.argocd.token,
          'argocd-app': APP,
          timeout: '120s'
        },
        { env: { GITHUB_REPOSITORY: CONFIG_REPO } }
      )
      expectExit(run, 0, 'wait')
    })
    return [open, gate, wait]
  } finally {
    await world.close()
  }
}

/**
 * What the same release cost before wait remembered its comment and paced its reports
 * (commit 210983a, this bench with BENCH_DIST pointing at that build): open 9, gate 11, wait 12
 * with tokens. The issue that asked for this counted 36 (wait 17) on a rollout with more steps:
 * wait then listed the comments and edited once per step, two requests a step.
 */
const BEFORE: Record<Setup, Record<Phase['name'], number>> = {
  apps: { open: 9, gate: 10, wait: 12 },
  tokens: { open: 9, gate: 11, wait: 12 }
}

export async function benchRelease(options: Options): Promise<Area> {
  const rows: Row[] = []
  const notes: string[] = []
  const runs: Record<Setup, Phase[][]> = { apps: [], tokens: [] }
  for (const setup of ['apps', 'tokens'] as const) {
    for (let i = 0; i < (options.quick ? 1 : 3); i++) runs[setup].push(await measureRelease(setup))
    // Requests are counted, not timed: every run must cost the same, and the table shows the last.
    const last = runs[setup].at(-1)!
    const count = (name: Phase['name']): number => last.find((p) => p.name === name)!.requests.length
    const total = count('open') + count('gate') + count('wait')
    const jwt = last.reduce((n, p) => n + p.jwt.length, 0)
    const steady = runs[setup].every((r) => r.reduce((n, p) => n + p.requests.length, 0) === total)
    const before = BEFORE[setup]
    const met = total <= RELEASE_TARGET && count('open') <= before.open && count('gate') <= before.gate
    rows.push({
      area: 'release',
      what:
        setup === 'apps'
          ? 'GitHub requests per release, end to end (open → gate → merge → wait with pr, environment and the comment), with the Apps the docs set up'
          : 'GitHub requests per release, end to end, every command with a token',
      value:
        `${total} (open ${count('open')}, gate ${count('gate')}, wait ${count('wait')})` +
        (jwt > 0 ? ` on installation tokens, and ${jwt} with the Apps' JWTs` : '') +
        (steady ? '' : ', not the same every run'),
      baseline: `${before.open + before.gate + before.wait} before (open ${before.open}, gate ${before.gate}, wait ${before.wait})`,
      ratio: `${Math.floor(5000 / total)} releases an hour per installation`,
      ...(setup === 'apps' ? { target: `<= ${RELEASE_TARGET}, open and gate not more than before`, met } : {}),
      note:
        last
          .map((p) => `${p.name}: ${tally(p.requests)}${p.jwt.length > 0 ? ` (JWT: ${tally(p.jwt)})` : ''}`)
          .join('; ') +
        (setup === 'tokens'
          ? "; the gate's check run then belongs to GitHub Actions, and one more request says it can be forged"
          : '')
    })
    if (setup === 'apps' && !met)
      notes.push(
        `**Requests per release: ${total} (target <= ${RELEASE_TARGET}).** ${last.map((p) => `${p.name} ${p.requests.length}`).join(', ')}; see the row's note for each request.`
      )
  }
  return {
    name: 'release',
    rows,
    notes,
    data: {
      method:
        "startWorld() (GitHub and Argo CD stand-ins, the app Healthy); the bundled action as a runner starts it: `open` (new image 1.5.0), `gate` on pull_request_target for that PR, the stand-in merges the PR as a person, then `wait` with `pr`, `environment: dev`, `manifest` and the default `comment: true`. Once with two GitHub Apps (open and wait as the release App, gate as the gate App), once with one token for all. Each phase counts the GitHub stand-in's request log: requests on a token or installation token (what an installation's 5,000 an hour counts), and apart from them those made with an App's JWT (the installation lookup and the token mint, counted against the App's own limit). Argo CD requests are not counted here (see the wait rows). Three runs of each, which must agree.",
      runs
    }
  }
}

function routeOf(r: LoggedRequest): string {
  return r.route ?? `${r.method} ${r.path}`
}

/** `2 × GET /repos/{owner}/{repo}/pulls/{pull_number}, 1 × POST …` in first-seen order. */
function tally(requests: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const r of requests) counts.set(r, (counts.get(r) ?? 0) + 1)
  return [...counts].map(([route, n]) => `${n} × ${route}`).join(', ')
}

async function fetchJson(root: string, path: string): Promise<unknown> {
  const { WRITE_TOKEN } = await import('../standins/github/index.js')
  const res = await fetch(`${root}${path}`, { headers: { authorization: `Bearer ${WRITE_TOKEN}` } })
  return res.json()
}
