// Pull request endpoints. PR numbers double as issue numbers (issues.ts), as on GitHub.
import { visibleTip } from './behaviour.js'
import { diffFiles } from './diff.js'
import { isSafeRev } from './git.js'
import { created, notFound, ok, paginate, validationFailed, HttpError, errorBody, type Reply } from './http.js'
import { mergePull } from './merge.js'
import { pullFull, pullSimple, refresh } from './pullshape.js'
import { route, type RouteContext } from './router.js'
import { diffEntry, repoApi } from './shapes.js'
import type { PullState, RepoState } from './state.js'

/** GitHub stops listing a pull request's files after this many. */
const PULL_FILES_CAP = 3000

export function findPull(repo: RepoState, param: string | undefined, docs: string): PullState {
  const pr = repo.pulls.find((p) => String(p.number) === param)
  if (!pr) throw notFound(docs)
  return pr
}

async function listPulls(ctx: RouteContext): Promise<Reply> {
  const q = ctx.url.searchParams
  const state = q.get('state') ?? 'open'
  const head = q.get('head')
  const base = q.get('base')
  // GitHub applies `head` only in its user:branch form; a bare branch name filters nothing.
  const [headOwner, headBranch] = head?.includes(':')
    ? [head.slice(0, head.indexOf(':')), head.slice(head.indexOf(':') + 1)]
    : []
  let pulls = ctx.repo.pulls.filter(
    (p) =>
      (state === 'all' || p.state === state) &&
      (headOwner === undefined ||
        (headOwner.toLowerCase() === ctx.repo.owner.toLowerCase() && p.head === headBranch)) &&
      (base === null || p.base === base)
  )
  const sort = q.get('sort') ?? 'created'
  const key = (p: PullState): string =>
    (sort === 'updated' ? p.updatedAt : p.createdAt) + String(p.number).padStart(9, '0')
  const direction = q.get('direction') ?? (sort === 'created' ? 'desc' : 'asc')
  pulls = [...pulls].sort((a, b) => key(a).localeCompare(key(b)) * (direction === 'desc' ? -1 : 1))
  const page = paginate(ctx.url, pulls)
  await Promise.all(page.items.map((p) => refresh(ctx.repo, p)))
  return ok(
    page.items.map((p) => pullSimple(ctx.world, ctx.repo, p)),
    page.headers
  )
}

async function getPull(ctx: RouteContext): Promise<Reply> {
  const pr = await refresh(ctx.repo, findPull(ctx.repo, ctx.params['pull_number'], ctx.docs))
  return ok(await pullFull(ctx.world, ctx.repo, pr))
}

interface CreateBody {
  title?: string
  head: string
  base: string
  body?: string
  draft?: boolean
  maintainer_can_modify?: boolean
}

async function createPull(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const b = ctx.body as CreateBody
  const headBranch = b.head.includes(':') ? b.head.slice(b.head.indexOf(':') + 1) : b.head
  const headOwner = b.head.includes(':') ? b.head.slice(0, b.head.indexOf(':')) : repo.owner
  const invalid = (field: string): HttpError =>
    validationFailed([{ resource: 'PullRequest', field, code: 'invalid' }], ctx.docs)
  if (!b.title) throw validationFailed([{ resource: 'PullRequest', field: 'title', code: 'missing_field' }], ctx.docs)
  if (!repo.behaviour.actionsCanCreatePullRequests && ctx.actor.login === 'github-actions[bot]') {
    throw new HttpError(
      403,
      errorBody(403, 'GitHub Actions is not permitted to create or approve pull requests.', ctx.docs)
    )
  }
  if (b.draft === true && !repo.behaviour.draftPullRequests) {
    throw new HttpError(422, errorBody(422, 'Draft pull requests are not supported in this repository.', ctx.docs))
  }
  const custom = (message: string): HttpError =>
    validationFailed([{ resource: 'PullRequest', code: 'custom', message }], ctx.docs)
  const [seen, base] = await Promise.all([
    isSafeRev(headBranch) ? visibleTip(repo, headBranch) : { sha: undefined, stale: false },
    branchTip(repo, b.base)
  ])
  // A branch created a moment ago that GitHub's PR side does not see yet.
  if (seen.stale && seen.sha === undefined) throw custom(`No commits between ${b.base} and ${headBranch}`)
  const head = seen.sha
  if (headOwner.toLowerCase() !== repo.owner.toLowerCase() || !head) throw invalid('head')
  if (!base) throw invalid('base')
  const ahead = await repo.git.revList(base, head)
  if (ahead.length === 0) throw custom(`No commits between ${b.base} and ${headBranch}`)
  // Checked after the last await, so two racing creates cannot both pass.
  if (repo.pulls.some((p) => p.state === 'open' && p.head === headBranch && p.base === b.base)) {
    throw custom(`A pull request already exists for ${repo.owner}:${headBranch}.`)
  }
  const now = world.now()
  const pr: PullState = {
    number: nextIssueNumber(repo),
    id: world.nextId(),
    title: b.title,
    body: b.body ?? null,
    state: 'open',
    draft: b.draft ?? false,
    head: headBranch,
    base: b.base,
    headSha: head,
    baseSha: base,
    user: ctx.actor.login,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    mergedAt: null,
    mergeCommitSha: null,
    mergedBy: null,
    labels: [],
    requestedReviewers: [],
    requestedTeams: [],
    maintainerCanModify: b.maintainer_can_modify ?? true,
    autoMerge: null
  }
  repo.pulls.push(pr)
  return created(await pullFull(world, repo, pr), { location: `${repoApi(world, repo)}/pulls/${pr.number}` })
}

export function nextIssueNumber(repo: RepoState): number {
  return repo.pulls.reduce((n, p) => Math.max(n, p.number), 0) + 1
}

async function branchTip(repo: RepoState, branch: string): Promise<string | undefined> {
  return isSafeRev(branch) ? (await repo.git.refTarget(`refs/heads/${branch}`))?.sha : undefined
}

async function updatePull(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const pr = await refresh(repo, findPull(repo, ctx.params['pull_number'], ctx.docs))
  const b = ctx.body as {
    title?: string
    body?: string
    state?: 'open' | 'closed'
    base?: string
    maintainer_can_modify?: boolean
  }
  if (b.base !== undefined && !(await branchTip(repo, b.base))) {
    throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }], ctx.docs)
  }
  if (b.state === 'open' && pr.state === 'closed') {
    const duplicate = repo.pulls.some(
      (p) => p !== pr && p.state === 'open' && p.head === pr.head && p.base === (b.base ?? pr.base)
    )
    if (pr.mergedAt !== null || duplicate) {
      throw new HttpError(
        422,
        errorBody(422, 'state cannot be changed. The pull request cannot be reopened.', ctx.docs)
      )
    }
  }
  const now = ctx.world.now()
  if (b.title !== undefined) pr.title = b.title
  if (b.body !== undefined) pr.body = b.body
  if (b.base !== undefined) pr.base = b.base
  if (b.maintainer_can_modify !== undefined) pr.maintainerCanModify = b.maintainer_can_modify
  if (b.state !== undefined && b.state !== pr.state) {
    pr.state = b.state
    pr.closedAt = b.state === 'closed' ? now : null
  }
  pr.updatedAt = now
  return ok(await pullFull(ctx.world, repo, await refresh(repo, pr)))
}

async function listFiles(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const pr = await refresh(repo, findPull(repo, ctx.params['pull_number'], ctx.docs))
  const mergeBase = (await repo.git.mergeBase(pr.baseSha, pr.headSha)) ?? pr.baseSha
  const files = await diffFiles(repo.git, mergeBase, pr.headSha)
  const page = paginate(ctx.url, files, { cap: PULL_FILES_CAP })
  return ok(
    page.items.map((f) => diffEntry(ctx.world, repo, pr.headSha, f)),
    page.headers
  )
}

async function merge(ctx: RouteContext): Promise<Reply> {
  const pr = findPull(ctx.repo, ctx.params['pull_number'], ctx.docs)
  return ok(await mergePull(ctx.world, ctx.repo, pr, ctx.body ?? {}, ctx.actor))
}

/** PRs that merged as, or carry, the commit: how a push to main finds its PR. */
async function pullsForCommit(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const rev = ctx.params['commit_sha']!
  const sha = await repo.git.resolveCommit(rev)
  if (!sha) throw new HttpError(422, errorBody(422, `No commit found for SHA: ${rev}`, ctx.docs))
  const matches: PullState[] = []
  for (const pr of repo.pulls) {
    await refresh(repo, pr)
    const carries =
      pr.mergeCommitSha === sha ||
      pr.headSha === sha ||
      ((await repo.git.isAncestor(sha, pr.headSha)) && !(await repo.git.isAncestor(sha, pr.baseSha)))
    if (carries) matches.push(pr)
  }
  const page = paginate(ctx.url, matches)
  return ok(
    page.items.map((p) => pullSimple(ctx.world, repo, p)),
    page.headers
  )
}

export const pullRoutes = [
  route('GET', '/repos/{owner}/{repo}/pulls', 'pulls/pulls#list-pull-requests', listPulls),
  route('POST', '/repos/{owner}/{repo}/pulls', 'pulls/pulls#create-a-pull-request', createPull),
  route('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', 'pulls/pulls#get-a-pull-request', getPull),
  route('PATCH', '/repos/{owner}/{repo}/pulls/{pull_number}', 'pulls/pulls#update-a-pull-request', updatePull),
  route('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', 'pulls/pulls#list-pull-requests-files', listFiles),
  route('PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge', 'pulls/pulls#merge-a-pull-request', merge),
  route(
    'GET',
    '/repos/{owner}/{repo}/commits/{commit_sha}/pulls',
    'commits/commits#list-pull-requests-associated-with-a-commit',
    pullsForCommit
  )
]
