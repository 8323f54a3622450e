// Deployments and their statuses, including GitHub's commit-status gate on creation.
import { runsFor } from './checks.js'
import { latestStatuses } from './statuses.js'
import { HttpError, created, errorBody, notFound, ok, paginate, type Reply } from './http.js'
import { route, type RouteContext } from './router.js'
import { repoApi, simpleUser } from './shapes.js'
import { nodeId, type DeploymentState, type DeploymentStatusState, type RepoState, type GitHubState } from './state.js'

interface DeploymentBody {
  ref: string
  task?: string
  auto_merge?: boolean
  required_contexts?: string[]
  payload?: Record<string, unknown> | string
  environment?: string
  description?: string | null
  transient_environment?: boolean
  production_environment?: boolean
}

const PASSING = new Set(['success', 'neutral', 'skipped'])

export function deploymentShape(world: GitHubState, repo: RepoState, d: DeploymentState): Record<string, unknown> {
  const api = repoApi(world, repo)
  return {
    url: `${api}/deployments/${d.id}`,
    id: d.id,
    node_id: nodeId('DE', d.id),
    sha: d.sha,
    ref: d.ref,
    task: d.task,
    payload: d.payload,
    original_environment: d.environment,
    environment: d.environment,
    description: d.description,
    creator: simpleUser(world, d.creator),
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    statuses_url: `${api}/deployments/${d.id}/statuses`,
    repository_url: api,
    transient_environment: d.transient,
    production_environment: d.production,
    performed_via_github_app: null
  }
}

function statusShape(
  world: GitHubState,
  repo: RepoState,
  d: DeploymentState,
  s: DeploymentStatusState
): Record<string, unknown> {
  const api = repoApi(world, repo)
  // GitHub sends "" for URLs nobody set, although its description declares format: uri.
  return {
    url: `${api}/deployments/${d.id}/statuses/${s.id}`,
    id: s.id,
    node_id: nodeId('DES', s.id),
    state: s.state,
    creator: simpleUser(world, s.creator),
    description: s.description,
    environment: s.environment,
    target_url: s.targetUrl,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    deployment_url: `${api}/deployments/${d.id}`,
    repository_url: api,
    environment_url: s.environmentUrl,
    log_url: s.logUrl,
    performed_via_github_app: null
  }
}

/**
 * GitHub refuses to deploy a commit whose checks and commit statuses have not passed, unless the
 * request names the contexts to require (`required_contexts: []` skips the gate).
 */
function checkContexts(repo: RepoState, sha: string, ref: string, required: string[] | undefined, docs: string): void {
  const runs = runsFor(repo, sha)
  const statuses = latestStatuses(repo, sha)
  const names = required ?? [...runs.map((r) => r.name), ...statuses.map((s) => s.context)]
  const stateOf = (name: string): string => {
    const run = runs.find((r) => r.name === name)
    if (run)
      return run.status === 'completed' && PASSING.has(run.conclusion ?? '') ? 'success' : (run.conclusion ?? 'pending')
    return statuses.find((s) => s.context.toLowerCase() === name.toLowerCase())?.state ?? 'pending'
  }
  const failing = names.map((name) => ({ name, state: stateOf(name) })).filter(({ state }) => state !== 'success')
  if (failing.length === 0) return
  throw new HttpError(409, {
    message: `Conflict: Commit status checks failed for ${ref}.`,
    errors: [
      {
        contexts: failing.map(({ name, state }) => ({ context: name, state })),
        resource: 'Deployment',
        field: 'required_contexts',
        code: 'invalid'
      }
    ],
    documentation_url: docs,
    status: '409'
  })
}

async function createDeployment(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const b = ctx.body as DeploymentBody
  const sha = await repo.git.resolveCommit(b.ref)
  if (!sha) throw new HttpError(422, errorBody(422, `No ref found for: ${b.ref}`, ctx.docs))
  checkContexts(repo, sha, b.ref, b.required_contexts, ctx.docs)
  const environment = b.environment ?? 'production'
  const now = world.now()
  const d: DeploymentState = {
    id: world.nextId(),
    sha,
    ref: b.ref,
    task: b.task ?? 'deploy',
    payload: b.payload ?? {},
    environment,
    description: b.description ?? '',
    creator: ctx.actor.login,
    createdAt: now,
    updatedAt: now,
    transient: b.transient_environment ?? false,
    production: b.production_environment ?? environment === 'production',
    statuses: []
  }
  repo.deployments.push(d)
  return created(deploymentShape(world, repo, d))
}

function findDeployment(ctx: RouteContext): DeploymentState {
  const d = ctx.repo.deployments.find((x) => String(x.id) === ctx.params['deployment_id'])
  if (!d) throw notFound(ctx.docs)
  return d
}

async function createStatus(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const d = findDeployment(ctx)
  const b = ctx.body as Record<string, string | boolean | undefined>
  const str = (k: string): string | undefined => (typeof b[k] === 'string' ? b[k] : undefined)
  const now = world.now()
  // log_url supersedes target_url; GitHub mirrors whichever was given into both.
  const logUrl = str('log_url') ?? str('target_url') ?? ''
  const s: DeploymentStatusState = {
    id: world.nextId(),
    state: str('state')!,
    creator: ctx.actor.login,
    description: str('description') ?? '',
    environment: str('environment') ?? d.environment,
    targetUrl: logUrl,
    logUrl,
    environmentUrl: str('environment_url') ?? '',
    createdAt: now
  }
  d.environment = s.environment
  d.updatedAt = now
  d.statuses.push(s)
  if (s.state === 'success' && b['auto_inactive'] !== false) markOthersInactive(world, ctx, d, now)
  return created(statusShape(world, repo, d, s))
}

/** On success GitHub marks earlier non-transient, non-production deployments of the environment inactive. */
function markOthersInactive(world: GitHubState, ctx: RouteContext, current: DeploymentState, now: string): void {
  for (const other of ctx.repo.deployments) {
    if (other === current || other.environment !== current.environment || other.transient || other.production) continue
    if (other.statuses.at(-1)?.state === 'inactive') continue
    const last = other.statuses.at(-1)
    other.statuses.push({
      id: world.nextId(),
      state: 'inactive',
      creator: ctx.actor.login,
      description: '',
      environment: other.environment,
      targetUrl: last?.targetUrl ?? '',
      logUrl: last?.logUrl ?? '',
      environmentUrl: last?.environmentUrl ?? '',
      createdAt: now
    })
  }
}

async function listStatuses(ctx: RouteContext): Promise<Reply> {
  const d = findDeployment(ctx)
  const page = paginate(ctx.url, [...d.statuses].reverse())
  return ok(
    page.items.map((s) => statusShape(ctx.world, ctx.repo, d, s)),
    page.headers
  )
}

/**
 * GitHub lists Deployments newest first; `sha`, `ref`, `task` and `environment` each narrow
 * the list to an exact match of what was recorded at creation (`ref` as it was given).
 */
async function listDeployments(ctx: RouteContext): Promise<Reply> {
  const filters = (['sha', 'ref', 'task', 'environment'] as const).flatMap((key) => {
    const value = ctx.url.searchParams.get(key)
    // The description's default for every filter is the literal "none": no filter.
    return value === null || value === 'none' ? [] : [{ key, value }]
  })
  const matching = ctx.repo.deployments.filter((d) => filters.every(({ key, value }) => d[key] === value))
  const page = paginate(ctx.url, [...matching].reverse())
  return ok(
    page.items.map((d) => deploymentShape(ctx.world, ctx.repo, d)),
    page.headers
  )
}

async function getDeployment(ctx: RouteContext): Promise<Reply> {
  return ok(deploymentShape(ctx.world, ctx.repo, findDeployment(ctx)))
}

/**
 * As GitHub documents it: the only Deployment of a repository may be deleted whatever its state;
 * with more than one, only an inactive one (its newest status `inactive`), so that a repository
 * always keeps an active Deployment. Anyone who may write Deployments may delete one, whoever
 * created it: what `wait` recorded can be taken back this way.
 */
async function deleteDeployment(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const d = findDeployment(ctx)
  if (repo.deployments.length > 1 && d.statuses.at(-1)?.state !== 'inactive')
    throw new HttpError(
      422,
      errorBody(
        422,
        'We cannot delete an active deployment unless it is the only deployment in the repository. Mark it inactive first.',
        ctx.docs
      )
    )
  repo.deployments.splice(repo.deployments.indexOf(d), 1)
  return { status: 204 }
}

export const deploymentRoutes = [
  route('GET', '/repos/{owner}/{repo}/deployments', 'deployments/deployments#list-deployments', listDeployments),
  route(
    'GET',
    '/repos/{owner}/{repo}/deployments/{deployment_id}',
    'deployments/deployments#get-a-deployment',
    getDeployment
  ),
  route('POST', '/repos/{owner}/{repo}/deployments', 'deployments/deployments#create-a-deployment', createDeployment),
  route(
    'DELETE',
    '/repos/{owner}/{repo}/deployments/{deployment_id}',
    'deployments/deployments#delete-a-deployment',
    deleteDeployment
  ),
  route(
    'POST',
    '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
    'deployments/statuses#create-a-deployment-status',
    createStatus
  ),
  route(
    'GET',
    '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
    'deployments/statuses#list-deployment-statuses',
    listStatuses
  )
]
