// Commit statuses, and the commit listing they are read beside: what Argo CD Notifications and
// Flux's notification-controller post from inside a cluster, and what `wait` reads back when the
// runner cannot reach the cluster (status-context).
import { SHA_RE } from './git.js'
import { HttpError, created, errorBody, notFound, ok, paginate, validationFailed, type Reply } from './http.js'
import { route, type RouteContext } from './router.js'
import { repoApi, repository, restCommit, simpleUser } from './shapes.js'
import { nodeId, type CommitStatusState, type GitHubState, type RepoState } from './state.js'

/** GitHub keeps at most this many statuses per commit and context; the next post is a 422. */
export const MAX_STATUSES_PER_CONTEXT = 1000
/** GitHub refuses a longer description (Argo CD Notifications cuts its message to fit). */
const MAX_DESCRIPTION = 140

interface StatusBody {
  state: CommitStatusState['state']
  target_url?: string | null
  description?: string | null
  context?: string
}

function avatarOf(world: GitHubState, login: string): string {
  return `https://avatars.githubusercontent.com/u/${world.account(login).id}?v=4`
}

/** The `status` schema: a status as the list and create endpoints return it. */
export function statusShape(world: GitHubState, repo: RepoState, s: CommitStatusState): Record<string, unknown> {
  return {
    url: `${repoApi(world, repo)}/statuses/${s.sha}`,
    avatar_url: avatarOf(world, s.creator),
    id: s.id,
    node_id: nodeId('SC', s.id),
    state: s.state,
    description: s.description,
    target_url: s.targetUrl,
    context: s.context,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    creator: simpleUser(world, s.creator)
  }
}

/** The `simple-commit-status` schema of the combined view: no creator. */
function simpleStatus(world: GitHubState, repo: RepoState, s: CommitStatusState): Record<string, unknown> {
  const { creator: _creator, ...rest } = statusShape(world, repo, s)
  return rest
}

/** Fields of `repository` that `minimal-repository` (the combined view's) does not have. */
const NOT_MINIMAL = [
  'allow_rebase_merge',
  'allow_squash_merge',
  'allow_merge_commit',
  'allow_auto_merge',
  'master_branch',
  'starred_at',
  'anonymous_access_enabled'
]

function minimalRepository(world: GitHubState, repo: RepoState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(repository(world, repo)).filter(([k]) => !NOT_MINIMAL.includes(k)))
}

/** The statuses of a commit, newest first, as GitHub lists them. */
export function statusesFor(repo: RepoState, sha: string): CommitStatusState[] {
  return repo.commitStatuses.filter((s) => s.sha === sha).sort((a, b) => b.id - a.id)
}

/** The latest status of each context (contexts are case-insensitive), newest first. */
export function latestStatuses(repo: RepoState, sha: string): CommitStatusState[] {
  const seen = new Set<string>()
  return statusesFor(repo, sha).filter((s) => {
    const key = s.context.toLowerCase()
    return !seen.has(key) && seen.add(key) !== undefined
  })
}

async function commitFor(ctx: RouteContext, ref: string): Promise<string> {
  const sha = await ctx.repo.git.resolveCommit(ref)
  if (!sha) throw new HttpError(422, errorBody(422, `No commit found for SHA: ${ref}`, ctx.docs))
  return sha
}

async function createStatus(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const sha = ctx.params['sha']!
  const b = ctx.body as StatusBody
  // GitHub takes only a full commit SHA here, not a branch.
  if (!SHA_RE.test(sha) || !(await repo.git.commit(sha))) {
    throw new HttpError(422, errorBody(422, `No commit found for SHA: ${sha}`, ctx.docs))
  }
  const context = b.context ?? 'default'
  if ((b.description ?? '').length > MAX_DESCRIPTION) {
    throw validationFailed(
      [
        {
          resource: 'Status',
          code: 'custom',
          field: 'description',
          message: 'description is too long (maximum is 140 characters)'
        }
      ],
      ctx.docs
    )
  }
  const same = repo.commitStatuses.filter((s) => s.sha === sha && s.context.toLowerCase() === context.toLowerCase())
  if (same.length >= MAX_STATUSES_PER_CONTEXT) {
    throw validationFailed(
      [
        {
          resource: 'Status',
          code: 'custom',
          message: `This SHA and context has reached the maximum number of statuses.`
        }
      ],
      ctx.docs
    )
  }
  const status: CommitStatusState = {
    id: world.nextId(),
    sha,
    state: b.state,
    description: b.description ?? null,
    targetUrl: b.target_url || null,
    context,
    creator: ctx.actor.login,
    createdAt: world.now()
  }
  repo.commitStatuses.push(status)
  const shape = statusShape(world, repo, status)
  return created(shape, { location: String(shape['url']) })
}

async function listStatuses(ctx: RouteContext): Promise<Reply> {
  const sha = await commitFor(ctx, ctx.params['ref']!)
  const page = paginate(ctx.url, statusesFor(ctx.repo, sha))
  return ok(
    page.items.map((s) => statusShape(ctx.world, ctx.repo, s)),
    page.headers
  )
}

/**
 * The combined view: the latest status per context, and one state for them all (failure if any
 * is error or failure, else pending if there are none or any is pending, else success).
 */
async function combinedStatus(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const sha = await commitFor(ctx, ctx.params['ref']!)
  const latest = latestStatuses(repo, sha)
  const states = new Set(latest.map((s) => s.state))
  const state =
    states.has('error') || states.has('failure')
      ? 'failure'
      : latest.length === 0 || states.has('pending')
        ? 'pending'
        : 'success'
  const page = paginate(ctx.url, latest)
  const api = repoApi(world, repo)
  return ok(
    {
      state,
      statuses: page.items.map((s) => simpleStatus(world, repo, s)),
      sha,
      total_count: latest.length,
      repository: minimalRepository(world, repo),
      commit_url: `${api}/commits/${sha}`,
      url: `${api}/commits/${sha}/status`
    },
    page.headers
  )
}

/**
 * `GET /commits`: the history from `sha` (a branch or commit; the default branch without it),
 * newest first as `git log` orders it, optionally only commits touching `path` or in a time window.
 */
async function listCommits(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const q = ctx.url.searchParams
  const start = q.get('sha') || repo.defaultBranch
  const head = await repo.git.resolveCommit(start)
  if (!head) throw notFound(ctx.docs)
  const args = ['rev-list', head]
  for (const [param, flag] of [
    ['since', '--since'],
    ['until', '--until']
  ] as const) {
    const value = q.get(param)
    if (value === null) continue
    if (Number.isNaN(Date.parse(value)))
      throw new HttpError(400, errorBody(400, `Invalid ${param}: ${value}`, ctx.docs))
    args.push(`${flag}=${value}`)
  }
  const path = q.get('path')
  if (path) args.push('--', path)
  const shas = (await repo.git.text(args)).split('\n').filter(Boolean)
  const page = paginate(ctx.url, shas)
  const commits = await Promise.all(page.items.map((sha) => repo.git.commit(sha)))
  return ok(
    commits.map((c) => restCommit(world, repo, c!)),
    page.headers
  )
}

export const statusRoutes = [
  route('POST', '/repos/{owner}/{repo}/statuses/{sha}', 'commits/statuses#create-a-commit-status', createStatus),
  route(
    'GET',
    '/repos/{owner}/{repo}/commits/{ref}/statuses',
    'commits/statuses#list-commit-statuses-for-a-reference',
    listStatuses
  ),
  route(
    'GET',
    '/repos/{owner}/{repo}/commits/{ref}/status',
    'commits/statuses#get-the-combined-status-for-a-specific-reference',
    combinedStatus
  ),
  route('GET', '/repos/{owner}/{repo}/commits', 'commits/commits#list-commits', listCommits)
]
