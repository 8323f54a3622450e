// Labels, review requests and comments on pull requests (GitHub treats PRs as issues here).
import { created, notFound, ok, paginate, validationFailed, HttpError, errorBody, type Reply } from './http.js'
import { labelShape, pullSimple } from './pullshape.js'
import { findPull } from './pulls.js'
import { route, type RouteContext } from './router.js'
import { repoApi, repoHtml, simpleUser } from './shapes.js'
import { nodeId, type CommentState, type RepoState, type GitHubState } from './state.js'

/** GitHub rejects comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65536

async function addLabels(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const pr = findPull(repo, ctx.params['issue_number'], ctx.docs)
  const b = ctx.body as { labels?: Array<string | { name: string }> }
  for (const raw of b.labels ?? []) {
    const name = typeof raw === 'string' ? raw : raw.name
    const key = name.toLowerCase()
    // Adding an unknown label creates it, with GitHub's default grey.
    if (!repo.labels.has(key)) repo.labels.set(key, { id: world.nextId(), name, color: 'ededed', description: '' })
    if (!pr.labels.some((l) => l.toLowerCase() === key)) pr.labels.push(repo.labels.get(key)!.name)
  }
  pr.updatedAt = world.now()
  return ok(pr.labels.map((n) => labelShape(world, repo, repo.labels.get(n.toLowerCase())!)))
}

async function requestReviewers(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const pr = findPull(repo, ctx.params['pull_number'], ctx.docs)
  const b = ctx.body as { reviewers?: string[]; team_reviewers?: string[] }
  if (b.reviewers === undefined && b.team_reviewers === undefined) {
    throw validationFailed([{ resource: 'PullRequest', field: 'reviewers', code: 'missing_field' }], ctx.docs)
  }
  if ((b.reviewers ?? []).some((r) => r.toLowerCase() === pr.user.toLowerCase())) {
    throw new HttpError(422, errorBody(422, 'Review cannot be requested from pull request author.', ctx.docs))
  }
  for (const r of b.reviewers ?? []) if (!pr.requestedReviewers.includes(r)) pr.requestedReviewers.push(r)
  for (const t of b.team_reviewers ?? []) if (!pr.requestedTeams.includes(t)) pr.requestedTeams.push(t)
  pr.updatedAt = world.now()
  return created(pullSimple(world, repo, pr))
}

export function commentShape(world: GitHubState, repo: RepoState, c: CommentState): Record<string, unknown> {
  const api = repoApi(world, repo)
  return {
    id: c.id,
    node_id: nodeId('IC', c.id),
    url: `${api}/issues/comments/${c.id}`,
    html_url: `${repoHtml(world, repo)}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    body: c.body,
    user: simpleUser(world, c.user),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    issue_url: `${api}/issues/${c.issueNumber}`,
    author_association: c.user.toLowerCase() === repo.owner.toLowerCase() ? 'OWNER' : 'NONE',
    performed_via_github_app: null,
    reactions: {
      url: `${api}/issues/comments/${c.id}/reactions`,
      total_count: 0,
      '+1': 0,
      '-1': 0,
      laugh: 0,
      hooray: 0,
      confused: 0,
      heart: 0,
      rocket: 0,
      eyes: 0
    }
  }
}

function checkBody(body: string, docs: string): void {
  if (body.length > MAX_COMMENT_LENGTH) {
    throw validationFailed(
      [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${MAX_COMMENT_LENGTH} characters)`
        }
      ],
      docs
    )
  }
}

async function listComments(ctx: RouteContext): Promise<Reply> {
  const pr = findPull(ctx.repo, ctx.params['issue_number'], ctx.docs)
  const comments = ctx.repo.comments.filter((c) => c.issueNumber === pr.number)
  const page = paginate(ctx.url, comments)
  return ok(
    page.items.map((c) => commentShape(ctx.world, ctx.repo, c)),
    page.headers
  )
}

async function createComment(ctx: RouteContext): Promise<Reply> {
  const pr = findPull(ctx.repo, ctx.params['issue_number'], ctx.docs)
  const { body } = ctx.body as { body: string }
  checkBody(body, ctx.docs)
  const now = ctx.world.now()
  const c: CommentState = {
    id: ctx.world.nextId(),
    issueNumber: pr.number,
    body,
    user: ctx.actor.login,
    createdAt: now,
    updatedAt: now
  }
  ctx.repo.comments.push(c)
  const shape = commentShape(ctx.world, ctx.repo, c)
  return created(shape, { location: String(shape['url']) })
}

/** A comment the caller may change: its own, or any when the repo does not restrict editing to authors. */
function ownComment(ctx: RouteContext): CommentState {
  const c = ctx.repo.comments.find((x) => String(x.id) === ctx.params['comment_id'])
  if (!c) throw notFound(ctx.docs)
  if (ctx.repo.behaviour.commentsEditableByAuthorOnly && c.user.toLowerCase() !== ctx.actor.login.toLowerCase()) {
    throw new HttpError(403, errorBody(403, 'Resource not accessible by integration', ctx.docs))
  }
  return c
}

async function updateComment(ctx: RouteContext): Promise<Reply> {
  const c = ownComment(ctx)
  const { body } = ctx.body as { body: string }
  checkBody(body, ctx.docs)
  c.body = body
  c.updatedAt = ctx.world.now()
  return ok(commentShape(ctx.world, ctx.repo, c))
}

async function deleteComment(ctx: RouteContext): Promise<Reply> {
  const c = ownComment(ctx)
  ctx.repo.comments.splice(ctx.repo.comments.indexOf(c), 1)
  return { status: 204 }
}

export const issueRoutes = [
  route(
    'POST',
    '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    'issues/labels#add-labels-to-an-issue',
    addLabels
  ),
  route(
    'POST',
    '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
    'pulls/review-requests#request-reviewers-for-a-pull-request',
    requestReviewers
  ),
  route(
    'GET',
    '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    'issues/comments#list-issue-comments',
    listComments
  ),
  route(
    'POST',
    '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    'issues/comments#create-an-issue-comment',
    createComment
  ),
  route(
    'PATCH',
    '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    'issues/comments#update-an-issue-comment',
    updateComment
  ),
  route(
    'DELETE',
    '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    'issues/comments#delete-an-issue-comment',
    deleteComment
  )
]
