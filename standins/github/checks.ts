// Check runs: what `gate` reports with, and what deployments and `wait` read back.
import { integration } from './apps.js'
import { mergeArmedPulls } from './auto-merge.js'
import { SHA_RE } from './git.js'
import { HttpError, created, errorBody, notFound, ok, paginate, type Reply } from './http.js'
import { pullMinimal } from './pullshape.js'
import { route, type RouteContext } from './router.js'
import { ACTIONS_APP_ID, actionsApp, repoApi, repoHtml } from './shapes.js'
import { nodeId, type Annotation, type CheckRunState, type RepoState, type GitHubState } from './state.js'

/** GitHub accepts at most this many annotations per create/update request. */
export const MAX_ANNOTATIONS_PER_REQUEST = 50

interface CheckRunBody {
  name?: string
  head_sha?: string
  details_url?: string
  external_id?: string
  status?: string
  conclusion?: string
  started_at?: string
  completed_at?: string
  output?: { title?: string; summary?: string; text?: string; annotations?: Annotation[] }
}

export function checkRunShape(world: GitHubState, repo: RepoState, run: CheckRunState): Record<string, unknown> {
  const api = `${repoApi(world, repo)}/check-runs/${run.id}`
  const html = `${repoHtml(world, repo)}/runs/${run.id}`
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: nodeId('CR', run.id),
    external_id: run.externalId,
    url: api,
    html_url: html,
    details_url: run.detailsUrl ?? html,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: { ...run.output, annotations_count: run.annotations.length, annotations_url: `${api}/annotations` },
    name: run.name,
    check_suite: { id: run.checkSuiteId },
    app: run.appId === undefined ? actionsApp(world) : integration(world, world.apps.get(run.appId)!),
    pull_requests: repo.pulls
      .filter((p) => p.state === 'open' && p.headSha === run.headSha)
      .map((p) => pullMinimal(world, repo, p))
  }
}

/** Applies the fields of a create or update request; annotations accumulate as on GitHub. */
function apply(run: CheckRunState, b: CheckRunBody, now: string, docs: string): void {
  const annotations = b.output?.annotations ?? []
  if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
    throw new HttpError(
      422,
      errorBody(422, `Only ${MAX_ANNOTATIONS_PER_REQUEST} annotations are allowed per request`, docs)
    )
  }
  if (b.name !== undefined) run.name = b.name
  if (b.details_url !== undefined) run.detailsUrl = b.details_url
  if (b.external_id !== undefined) run.externalId = b.external_id
  if (b.started_at !== undefined) run.startedAt = b.started_at
  if (b.status !== undefined) run.status = b.status
  // Giving a conclusion completes the run, whatever status says.
  if (b.conclusion !== undefined) {
    run.conclusion = b.conclusion
    run.status = 'completed'
  }
  if (run.status === 'completed') {
    if (run.conclusion === null)
      throw new HttpError(422, errorBody(422, 'Invalid request.\n\n"conclusion" wasn\'t supplied.', docs))
    run.completedAt = b.completed_at ?? run.completedAt ?? now
  }
  if (b.output) {
    run.output = { title: b.output.title ?? null, summary: b.output.summary ?? null, text: b.output.text ?? null }
    run.annotations.push(...annotations)
  }
}

async function createRun(ctx: RouteContext): Promise<Reply> {
  const b = ctx.body as CheckRunBody & { name: string; head_sha: string }
  const { repo, world } = ctx
  if (!SHA_RE.test(b.head_sha) || !(await repo.git.commit(b.head_sha))) {
    throw new HttpError(422, errorBody(422, `No commit found for SHA: ${b.head_sha}`, ctx.docs))
  }
  const now = world.now()
  const run: CheckRunState = {
    id: world.nextId(),
    name: b.name,
    headSha: b.head_sha,
    status: 'queued',
    conclusion: null,
    startedAt: now,
    completedAt: null,
    detailsUrl: null,
    externalId: null,
    output: { title: null, summary: null, text: null },
    annotations: [],
    checkSuiteId: world.nextId(),
    ...(ctx.app ? { appId: ctx.app.id } : {})
  }
  apply(run, b, now, ctx.docs)
  // Stored only once valid: a rejected request leaves no half-made run behind.
  repo.checkRuns.push(run)
  // GitHub merges armed PRs after it answered; the answer still lists them open.
  const shape = checkRunShape(world, repo, run)
  if (run.status === 'completed') await mergeArmedPulls(world, repo, run.headSha)
  return created(shape, { location: String(shape['url']) })
}

async function updateRun(ctx: RouteContext): Promise<Reply> {
  const run = ctx.repo.checkRuns.find((r) => String(r.id) === ctx.params['check_run_id'])
  if (!run) throw notFound(ctx.docs)
  const draft: CheckRunState = { ...run, output: { ...run.output }, annotations: [...run.annotations] }
  apply(draft, ctx.body as CheckRunBody, ctx.world.now(), ctx.docs)
  Object.assign(run, draft)
  const shape = checkRunShape(ctx.world, ctx.repo, run)
  if (run.status === 'completed') await mergeArmedPulls(ctx.world, ctx.repo, run.headSha)
  return ok(shape)
}

/** Check runs for a commit, newest first; `filter=latest` (the default) keeps one per name. */
export function runsFor(repo: RepoState, sha: string, filter = 'latest'): CheckRunState[] {
  const runs = repo.checkRuns.filter((r) => r.headSha === sha).sort((a, b) => b.id - a.id)
  if (filter !== 'latest') return runs
  const seen = new Set<string>()
  return runs.filter((r) => !seen.has(r.name) && seen.add(r.name) !== undefined)
}

async function listForRef(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const ref = ctx.params['ref']!
  const sha = await repo.git.resolveCommit(ref)
  if (!sha) throw new HttpError(422, errorBody(422, `No commit found for SHA: ${ref}`, ctx.docs))
  const q = ctx.url.searchParams
  const runs = runsFor(repo, sha, q.get('filter') ?? 'latest').filter(
    (r) =>
      (q.get('check_name') === null || r.name === q.get('check_name')) &&
      (q.get('status') === null || r.status === q.get('status')) &&
      (q.get('app_id') === null || String(r.appId ?? ACTIONS_APP_ID) === q.get('app_id'))
  )
  const page = paginate(ctx.url, runs)
  return ok(
    { total_count: runs.length, check_runs: page.items.map((r) => checkRunShape(ctx.world, repo, r)) },
    page.headers
  )
}

export const checkRoutes = [
  route('POST', '/repos/{owner}/{repo}/check-runs', 'checks/runs#create-a-check-run', createRun),
  route('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', 'checks/runs#update-a-check-run', updateRun),
  route(
    'GET',
    '/repos/{owner}/{repo}/commits/{ref}/check-runs',
    'checks/runs#list-check-runs-for-a-git-reference',
    listForRef
  )
]
