// Repository-level reads: the repository, branches, file contents and comparisons.
import { requiredChecksOf } from './auto-merge.js'
import { visibleTip } from './behaviour.js'
import { diffFiles } from './diff.js'
import { isSafeRev } from './git.js'
import { HttpError, errorBody, notFound, ok, paginate, type Reply } from './http.js'
import { githubBase64, parseTree, type TreeEntry } from './objects.js'
import { route, type RouteContext } from './router.js'
import { diffEntry, fullRepository, repoApi, repoHtml, restCommit } from './shapes.js'
import type { RepoState, GitHubState } from './state.js'

/** GitHub lists at most this many files in a comparison (and says so only by stopping). */
const COMPARE_FILE_CAP = 300
const COMPARE_COMMIT_CAP = 250

async function getRepo(ctx: RouteContext): Promise<Reply> {
  return ok(fullRepository(ctx.world, ctx.repo))
}

async function getBranch(ctx: RouteContext): Promise<Reply> {
  const name = ctx.params['branch']!
  const sha = isSafeRev(name) ? (await visibleTip(ctx.repo, name)).sha : undefined
  const commit = sha ? await ctx.repo.git.commit(sha) : undefined
  if (!commit) throw new HttpError(404, errorBody(404, 'Branch not found', ctx.docs))
  const api = repoApi(ctx.world, ctx.repo)
  return ok({
    name,
    commit: restCommit(ctx.world, ctx.repo, commit),
    _links: { self: `${api}/branches/${name}`, html: `${repoHtml(ctx.world, ctx.repo)}/tree/${name}` },
    ...protectionSummary(ctx.repo, name),
    protection_url: `${api}/branches/${name}/protection`
  })
}

/** Classic branch protection as `GET /branches/{branch}` summarizes it: only its required checks are modelled. */
function protectionSummary(repo: RepoState, branch: string): Record<string, unknown> {
  const required = repo.behaviour.requiredChecksIn === 'branch-protection' ? requiredChecksOf(repo, branch) : []
  if (required.length === 0) {
    return {
      protected: false,
      protection: { enabled: false, required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] } }
    }
  }
  return {
    protected: true,
    protection: {
      enabled: true,
      required_status_checks: {
        enforcement_level: 'non_admins',
        contexts: required.map((c) => c.context),
        checks: required.map((c) => ({ context: c.context, app_id: c.appId ?? null }))
      }
    }
  }
}

/**
 * `GET /rules/branches/{branch}`: every active ruleset rule on the branch. The stand-in's one
 * ruleset targets every branch with the switches of `rules`; its required status checks target
 * the default branch only, as they would block every release branch write otherwise.
 */
async function getBranchRules(ctx: RouteContext): Promise<Reply> {
  const { repo } = ctx
  const source = { ruleset_source_type: 'Repository', ruleset_source: repo.fullName, ruleset_id: 1 }
  const { rules } = repo.behaviour
  const active: Record<string, unknown>[] = []
  if (rules.creation) active.push({ type: 'creation', ...source })
  if (rules.nonFastForward) active.push({ type: 'non_fast_forward', ...source })
  if (rules.requiredLinearHistory) active.push({ type: 'required_linear_history', ...source })
  const required = repo.behaviour.requiredChecksIn === 'ruleset' ? requiredChecksOf(repo, ctx.params['branch']!) : []
  if (required.length > 0) {
    active.push({
      type: 'required_status_checks',
      parameters: {
        required_status_checks: required.map((c) => ({
          context: c.context,
          ...(c.appId === undefined ? {} : { integration_id: c.appId })
        })),
        strict_required_status_checks_policy: false
      },
      ...source
    })
  }
  const page = paginate(ctx.url, active)
  return ok(page.items, page.headers)
}

async function getContents(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const ref = ctx.url.searchParams.get('ref') || repo.defaultBranch
  const commit = await repo.git.resolveCommit(ref)
  if (!commit) throw new HttpError(404, errorBody(404, `No commit found for the ref ${ref}`, ctx.docs))
  const path = ctx.params['path']!.replace(/\/+$/, '')
  const entry = await lookup(repo, commit, path)
  if (!entry) throw notFound(ctx.docs)
  if (entry.type === 'tree') {
    const entries = (await repo.git.tree(entry.sha)) ?? []
    const items = await Promise.all(entries.map((e) => contentItem(world, repo, ref, `${path}/${e.name}`, e, false)))
    return ok(items)
  }
  const body = await contentItem(world, repo, ref, path, entry, true)
  if (entry.type === 'blob' && /\.raw\b/.test(ctx.accept)) {
    // Accept: application/vnd.github.raw (Octokit mediaType.format "raw") returns the bytes.
    const blob = await repo.git.read(entry.sha)
    return { status: 200, body: blob!.data, headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' } }
  }
  return ok(body)
}

/** Finds the tree entry for `path` in a commit, keeping its mode (file, symlink, submodule). */
async function lookup(repo: RepoState, commit: string, path: string): Promise<TreeEntry | undefined> {
  const parts = path.split('/')
  const name = parts.pop()!
  const dir = parts.length === 0 ? `${commit}^{tree}` : `${commit}:${parts.join('/')}`
  const tree = await repo.git.read(dir)
  if (tree?.type !== 'tree') return undefined
  return parseTree(tree.data).find((e) => e.name === name)
}

async function contentItem(
  world: GitHubState,
  repo: RepoState,
  ref: string,
  path: string,
  e: TreeEntry,
  withContent: boolean
): Promise<Record<string, unknown>> {
  const api = repoApi(world, repo)
  const enc = path.split('/').map(encodeURIComponent).join('/')
  const kind = e.type === 'tree' ? 'dir' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file'
  const self = `${api}/contents/${enc}?ref=${encodeURIComponent(ref)}`
  const gitUrl = kind === 'submodule' ? null : `${api}/git/${e.type}s/${e.sha}`
  const html =
    kind === 'submodule' ? null : `${repoHtml(world, repo)}/${kind === 'dir' ? 'tree' : 'blob'}/${ref}/${enc}`
  const blob = e.type === 'blob' ? await repo.git.read(e.sha) : undefined
  const item: Record<string, unknown> = {
    type: kind,
    size: blob?.data.length ?? 0,
    name: e.name,
    path,
    sha: e.sha,
    url: self,
    git_url: gitUrl,
    html_url: html,
    download_url: kind === 'file' ? `${repoHtml(world, repo)}/raw/${ref}/${enc}` : null,
    _links: { self, git: gitUrl, html }
  }
  if (withContent && kind === 'file') Object.assign(item, { content: githubBase64(blob!.data), encoding: 'base64' })
  if (withContent && kind === 'symlink') item['target'] = blob!.data.toString('utf8')
  if (withContent && kind === 'submodule') item['submodule_git_url'] = `${world.htmlUrl}/unknown/submodule.git`
  return item
}

async function compare(ctx: RouteContext): Promise<Reply> {
  const { repo, world } = ctx
  const basehead = ctx.params['basehead']!
  const [baseRef, headRef] = basehead.split('...').map((s) => stripOwner(repo, s))
  const git = repo.git
  const [base, head] = await Promise.all([git.resolveCommit(baseRef ?? ''), git.resolveCommit(headRef ?? '')])
  if (!base || !head || headRef === undefined) throw notFound(ctx.docs)
  const mergeBase = await git.mergeBase(base, head)
  if (!mergeBase)
    throw new HttpError(404, errorBody(404, `No common ancestor between ${baseRef} and ${headRef}.`, ctx.docs))
  const [counts, shas, files] = await Promise.all([
    git.text(['rev-list', '--left-right', '--count', `${base}...${head}`]),
    git.revList(base, head),
    diffFiles(git, mergeBase, head)
  ])
  const [behind, ahead] = counts.trim().split(/\s+/).map(Number) as [number, number]
  const commits = await Promise.all(shas.slice(0, COMPARE_COMMIT_CAP).map((s) => git.commit(s)))
  const [baseCommit, mbCommit] = await Promise.all([git.commit(base), git.commit(mergeBase)])
  const html = repoHtml(world, repo)
  return ok({
    url: `${repoApi(world, repo)}/compare/${basehead}`,
    html_url: `${html}/compare/${basehead}`,
    permalink_url: `${html}/compare/${repo.owner}:${base}...${repo.owner}:${head}`,
    diff_url: `${html}/compare/${basehead}.diff`,
    patch_url: `${html}/compare/${basehead}.patch`,
    base_commit: restCommit(world, repo, baseCommit!),
    merge_base_commit: restCommit(world, repo, mbCommit!),
    status: ahead > 0 && behind > 0 ? 'diverged' : ahead > 0 ? 'ahead' : behind > 0 ? 'behind' : 'identical',
    ahead_by: ahead,
    behind_by: behind,
    total_commits: ahead,
    commits: commits.map((c) => restCommit(world, repo, c!)),
    files: files.slice(0, COMPARE_FILE_CAP).map((f) => diffEntry(world, repo, head, f))
  })
}

/** "owner:branch" names a branch of `owner`'s fork; forks are not modelled, only our owner. */
function stripOwner(repo: RepoState, s: string): string {
  const i = s.indexOf(':')
  return i >= 0 && s.slice(0, i).toLowerCase() === repo.owner.toLowerCase() ? s.slice(i + 1) : s
}

export const repoRoutes = [
  route('GET', '/repos/{owner}/{repo}', 'repos/repos#get-a-repository', getRepo),
  route('GET', '/repos/{owner}/{repo}/branches/{branch}', 'branches/branches#get-a-branch', getBranch),
  route('GET', '/repos/{owner}/{repo}/rules/branches/{branch}', 'repos/rules#get-rules-for-a-branch', getBranchRules),
  route('GET', '/repos/{owner}/{repo}/contents/{path}', 'repos/contents#get-repository-content', getContents),
  route('GET', '/repos/{owner}/{repo}/compare/{basehead}', 'commits/commits#compare-two-commits', compare)
]
