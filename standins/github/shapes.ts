// Builders for the objects GitHub nests in many responses (users, repositories, commits),
// field for field as components.schemas in GitHub's OpenAPI description has them.
import type { DiffFile } from './diff.js'
import type { ParsedCommit } from './objects.js'
import { nodeId, type RepoState, type GitHubState } from './state.js'

export function simpleUser(world: GitHubState, login: string): Record<string, unknown> {
  const a = world.account(login)
  const url = `${world.apiUrl}/users/${encodeURIComponent(a.login)}`
  return {
    login: a.login,
    id: a.id,
    node_id: nodeId(a.type === 'Bot' ? 'BOT' : 'U', a.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${a.id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${world.htmlUrl}/${encodeURIComponent(a.login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: a.type,
    user_view_type: 'public',
    site_admin: false
  }
}

export const repoApi = (world: GitHubState, repo: RepoState): string => `${world.apiUrl}/repos/${repo.fullName}`
export const repoHtml = (world: GitHubState, repo: RepoState): string => `${world.htmlUrl}/${repo.fullName}`

/** The `repository` schema (as nested in pull requests). */
export function repository(world: GitHubState, repo: RepoState): Record<string, unknown> {
  const api = repoApi(world, repo)
  const html = repoHtml(world, repo)
  const openIssues = repo.pulls.filter((p) => p.state === 'open').length
  return {
    id: repo.id,
    node_id: nodeId('R', repo.id),
    name: repo.name,
    full_name: repo.fullName,
    owner: simpleUser(world, repo.owner),
    private: repo.private,
    html_url: html,
    description: repo.description,
    fork: false,
    url: api,
    ...repoUrlTemplates(api, html),
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 0,
    default_branch: repo.defaultBranch,
    open_issues_count: openIssues,
    open_issues: openIssues,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? 'private' : 'public',
    pushed_at: repo.createdAt,
    created_at: repo.createdAt,
    updated_at: repo.createdAt,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    allow_rebase_merge: false,
    allow_squash_merge: true,
    allow_merge_commit: true,
    allow_auto_merge: repo.behaviour.allowAutoMerge,
    delete_branch_on_merge: false,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null
  }
}

/** The `full-repository` schema of GET /repos/{owner}/{repo}. */
export function fullRepository(world: GitHubState, repo: RepoState): Record<string, unknown> {
  return {
    ...repository(world, repo),
    temp_clone_token: null,
    allow_update_branch: false,
    use_squash_pr_title_as_default: false,
    squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
    squash_merge_commit_message: 'COMMIT_MESSAGES',
    merge_commit_title: 'MERGE_MESSAGE',
    merge_commit_message: 'PR_TITLE',
    network_count: 0,
    subscribers_count: 0
  }
}

function repoUrlTemplates(api: string, html: string): Record<string, string | null> {
  const host = new URL(html).host
  const path = new URL(html).pathname
  return {
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://${host}${path}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${host}:${path.slice(1)}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html
  }
}

/** Commits pushed with git, and API commits GitHub did not author, are unsigned; GitHub says so explicitly. */
export const UNSIGNED = { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }

/** The verification GitHub reports for a commit: signed by GitHub when it made it for a bot (state.ts). */
export function verificationOf(repo: RepoState, c: ParsedCommit): Record<string, unknown> {
  const at = repo.signedCommits.get(c.sha)
  if (at === undefined) return UNSIGNED
  const identity = (s: ParsedCommit['committer']): string =>
    `${s.name} <${s.email}> ${Math.floor(Date.parse(s.date) / 1000)} +0000`
  const payload = [
    `tree ${c.tree}`,
    ...c.parents.map((p) => `parent ${p}`),
    `author ${identity(c.author)}`,
    `committer ${identity(c.committer)}`,
    '',
    c.message
  ].join('\n')
  return {
    verified: true,
    reason: 'valid',
    signature:
      '-----BEGIN PGP SIGNATURE-----\n\nwsBcBAABCAAQBQJnstandin0000000000000000\n-----END PGP SIGNATURE-----\n',
    payload,
    verified_at: at
  }
}

/** The `git-commit` schema of the git data API. */
export function gitCommit(world: GitHubState, repo: RepoState, c: ParsedCommit): Record<string, unknown> {
  const api = repoApi(world, repo)
  return {
    sha: c.sha,
    node_id: nodeId('C', parseInt(c.sha.slice(0, 12), 16)),
    url: `${api}/git/commits/${c.sha}`,
    html_url: `${repoHtml(world, repo)}/commit/${c.sha}`,
    author: c.author,
    committer: c.committer,
    tree: { sha: c.tree, url: `${api}/git/trees/${c.tree}` },
    message: c.message.replace(/\n$/, ''),
    parents: c.parents.map((p) => ({
      sha: p,
      url: `${api}/git/commits/${p}`,
      html_url: `${repoHtml(world, repo)}/commit/${p}`
    })),
    verification: verificationOf(repo, c)
  }
}

/** The `commit` schema of the REST commits API (branches, compare). */
export function restCommit(world: GitHubState, repo: RepoState, c: ParsedCommit): Record<string, unknown> {
  const api = repoApi(world, repo)
  return {
    sha: c.sha,
    node_id: nodeId('C', parseInt(c.sha.slice(0, 12), 16)),
    url: `${api}/commits/${c.sha}`,
    html_url: `${repoHtml(world, repo)}/commit/${c.sha}`,
    comments_url: `${api}/commits/${c.sha}/comments`,
    commit: {
      url: `${api}/git/commits/${c.sha}`,
      author: c.author,
      committer: c.committer,
      message: c.message.replace(/\n$/, ''),
      comment_count: 0,
      tree: { sha: c.tree, url: `${api}/git/trees/${c.tree}` },
      verification: verificationOf(repo, c)
    },
    // Git identities are not linked to accounts here; GitHub sends null for unknown e-mails.
    author: null,
    committer: null,
    parents: c.parents.map((p) => ({
      sha: p,
      url: `${api}/commits/${p}`,
      html_url: `${repoHtml(world, repo)}/commit/${p}`
    }))
  }
}

/** The `diff-entry` schema; `ref` is the commit the file URLs point into. */
export function diffEntry(world: GitHubState, repo: RepoState, ref: string, f: DiffFile): Record<string, unknown> {
  const path = f.filename.split('/').map(encodeURIComponent).join('/')
  return {
    sha: f.sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `${repoHtml(world, repo)}/blob/${ref}/${path}`,
    raw_url: `${repoHtml(world, repo)}/raw/${ref}/${path}`,
    contents_url: `${repoApi(world, repo)}/contents/${path}?ref=${ref}`,
    ...(f.patch === undefined ? {} : { patch: f.patch }),
    ...(f.previousFilename === undefined ? {} : { previous_filename: f.previousFilename })
  }
}

/** The id of the GitHub Actions App on github.com. */
export const ACTIONS_APP_ID = 15368

/** The GitHub App that GITHUB_TOKEN acts as; GitHub names it in check runs and comments. */
export function actionsApp(world: GitHubState): Record<string, unknown> {
  return {
    id: ACTIONS_APP_ID,
    slug: 'github-actions',
    node_id: nodeId('A', ACTIONS_APP_ID),
    owner: simpleUser(world, 'github'),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${world.htmlUrl}/apps/github-actions`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2024-04-10T20:33:16Z',
    permissions: { checks: 'write', contents: 'write', deployments: 'write', issues: 'write', metadata: 'read' },
    events: ['check_run', 'deployment', 'pull_request', 'push']
  }
}
