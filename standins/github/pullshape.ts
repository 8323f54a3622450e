// Pull requests as GitHub renders them: `pull-request-simple` in lists, `pull-request` alone.
import { requiredChecksPassed } from './auto-merge.js'
import { visibleTip } from './behaviour.js'
import { diffFiles } from './diff.js'
import { repoApi, repoHtml, repository, simpleUser } from './shapes.js'
import { nodeId, type LabelState, type PullState, type RepoState, type GitHubState } from './state.js'

/** While a PR is open its head and base follow the branches, as on GitHub. */
export async function refresh(repo: RepoState, pr: PullState): Promise<PullState> {
  if (pr.state !== 'open') return pr
  const [head, base] = await Promise.all([visibleTip(repo, pr.head), repo.git.refTarget(`refs/heads/${pr.base}`)])
  if (head.sha) pr.headSha = head.sha
  if (base) pr.baseSha = base.sha
  return pr
}

export function labelShape(world: GitHubState, repo: RepoState, l: LabelState): Record<string, unknown> {
  return {
    id: l.id,
    node_id: nodeId('LA', l.id),
    url: `${repoApi(world, repo)}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    // GitHub sends null for a label without description, but pull-request-simple declares a
    // plain string; labels made here always carry a string so every schema holds.
    description: l.description,
    color: l.color,
    default: false
  }
}

/** `team` in lists, `team-simple` (no parent) in a single pull request, as the schemas differ. */
function teamShape(world: GitHubState, repo: RepoState, slug: string, withParent: boolean): Record<string, unknown> {
  const id = world.account(`team:${repo.owner}/${slug}`).id
  const url = `${world.apiUrl}/organizations/${repo.id}/team/${id}`
  return {
    id,
    node_id: nodeId('T', id),
    url,
    html_url: `${world.htmlUrl}/orgs/${repo.owner}/teams/${slug}`,
    name: slug,
    slug,
    description: null,
    privacy: 'closed',
    notification_setting: 'notifications_enabled',
    permission: 'pull',
    members_url: `${url}/members{/member}`,
    repositories_url: `${url}/repos`,
    type: 'organization',
    ...(withParent ? { parent: null } : {})
  }
}

export function pullSimple(world: GitHubState, repo: RepoState, pr: PullState, full = false): Record<string, unknown> {
  const api = repoApi(world, repo)
  const html = repoHtml(world, repo)
  const self = `${api}/pulls/${pr.number}`
  const side = (ref: string, sha: string): Record<string, unknown> => ({
    label: `${repo.owner}:${ref}`,
    ref,
    sha,
    user: simpleUser(world, repo.owner),
    repo: repository(world, repo)
  })
  const links = {
    self: { href: self },
    html: { href: `${html}/pull/${pr.number}` },
    issue: { href: `${api}/issues/${pr.number}` },
    comments: { href: `${api}/issues/${pr.number}/comments` },
    review_comments: { href: `${self}/comments` },
    review_comment: { href: `${api}/pulls/comments{/number}` },
    commits: { href: `${self}/commits` },
    statuses: { href: `${api}/statuses/${pr.headSha}` }
  }
  return {
    url: self,
    id: pr.id,
    node_id: nodeId('PR', pr.id),
    html_url: links.html.href,
    diff_url: `${html}/pull/${pr.number}.diff`,
    patch_url: `${html}/pull/${pr.number}.patch`,
    issue_url: links.issue.href,
    commits_url: links.commits.href,
    review_comments_url: links.review_comments.href,
    review_comment_url: links.review_comment.href,
    comments_url: links.comments.href,
    statuses_url: links.statuses.href,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title,
    user: simpleUser(world, pr.user),
    body: pr.body,
    labels: pr.labels.map((n) => labelShape(world, repo, repo.labels.get(n.toLowerCase())!)),
    milestone: null,
    active_lock_reason: null,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeCommitSha,
    assignee: null,
    assignees: [],
    requested_reviewers: pr.requestedReviewers.map((l) => simpleUser(world, l)),
    requested_teams: pr.requestedTeams.map((t) => teamShape(world, repo, t, !full)),
    head: side(pr.head, pr.headSha),
    base: side(pr.base, pr.baseSha),
    _links: links,
    author_association: pr.user.toLowerCase() === repo.owner.toLowerCase() ? 'OWNER' : 'CONTRIBUTOR',
    auto_merge:
      pr.autoMerge === null
        ? null
        : {
            enabled_by: simpleUser(world, pr.autoMerge.enabledBy),
            merge_method: pr.autoMerge.method,
            // GitHub fills these with the defaults the merge will use when none were given.
            commit_title: pr.title,
            commit_message: pr.body ?? ''
          },
    draft: pr.draft
  }
}

/** The full `pull-request`: adds merge state and change counts, computed from git. */
export async function pullFull(world: GitHubState, repo: RepoState, pr: PullState): Promise<Record<string, unknown>> {
  const git = repo.git
  const mergeBase = (await git.mergeBase(pr.baseSha, pr.headSha)) ?? pr.baseSha
  const [shas, files] = await Promise.all([git.revList(mergeBase, pr.headSha), diffFiles(git, mergeBase, pr.headSha)])
  let mergeable: boolean | null = null
  let mergeableState = 'unknown'
  if (pr.state === 'open') {
    mergeable = (await git.mergeTree(pr.baseSha, pr.headSha)) !== undefined
    const waiting = !repo.behaviour.bypassRequiredChecks && !requiredChecksPassed(repo, pr)
    mergeableState = !mergeable ? 'dirty' : pr.draft ? 'draft' : waiting ? 'blocked' : 'clean'
  }
  return {
    ...pullSimple(world, repo, pr, true),
    merged: pr.mergedAt !== null,
    mergeable,
    rebaseable: mergeable,
    mergeable_state: mergeableState,
    merged_by: pr.mergedBy === null ? null : simpleUser(world, pr.mergedBy),
    comments: repo.comments.filter((c) => c.issueNumber === pr.number).length,
    review_comments: 0,
    maintainer_can_modify: pr.maintainerCanModify,
    commits: shas.length,
    additions: files.reduce((n, f) => n + f.additions, 0),
    deletions: files.reduce((n, f) => n + f.deletions, 0),
    changed_files: files.length
  }
}

/** The `pull-request-minimal` that check runs list. */
export function pullMinimal(world: GitHubState, repo: RepoState, pr: PullState): Record<string, unknown> {
  const r = { id: repo.id, url: repoApi(world, repo), name: repo.name }
  return {
    id: pr.id,
    number: pr.number,
    url: `${repoApi(world, repo)}/pulls/${pr.number}`,
    head: { ref: pr.head, sha: pr.headSha, repo: r },
    base: { ref: pr.base, sha: pr.baseSha, repo: r }
  }
}
