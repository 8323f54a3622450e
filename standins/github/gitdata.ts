// The git data API: refs, trees, commits and blobs, each a real object in the bare repo.
import { brokenRules, noteRefWrite, ruleViolation } from './behaviour.js'
import { isSafeRev, SHA_RE, ZERO_SHA, type GitIdentity, type GitRepo } from './git.js'
import { created, notFound, ok, unprocessable, type Reply } from './http.js'
import { githubBase64, isoSeconds } from './objects.js'
import { route, type RouteContext } from './router.js'
import { gitCommit, repoApi } from './shapes.js'
import { nodeId, type Account, type RepoState, type GitHubState } from './state.js'
import { buildTree, TreeInputError, type TreeInput } from './trees.js'

/** GitHub truncates recursive tree listings beyond this many entries. */
const TREE_LIMIT = 100_000

export function gitRef(
  world: GitHubState,
  repo: RepoState,
  ref: string,
  sha: string,
  type: string
): Record<string, unknown> {
  const api = repoApi(world, repo)
  return {
    ref,
    node_id: nodeId('REF', repo.id),
    url: `${api}/git/${ref}`,
    object: { sha, type, url: `${api}/git/${type}s/${sha}` }
  }
}

async function getRef(ctx: RouteContext): Promise<Reply> {
  const full = `refs/${stripRefs(ctx.params['ref']!)}`
  const obj = await ctx.repo.git.refTarget(full)
  if (!obj) throw notFound(ctx.docs)
  return ok(gitRef(ctx.world, ctx.repo, full, obj.sha, obj.type))
}

async function createRef(ctx: RouteContext): Promise<Reply> {
  const { ref, sha } = ctx.body as { ref: string; sha: string }
  if (!/^refs\/[^/]+\/.+/.test(ref) || !isSafeRev(ref)) {
    throw unprocessable("Reference name must start with 'refs/' and have at least two slashes.", ctx.docs)
  }
  const obj = SHA_RE.test(sha) ? await ctx.repo.git.read(sha) : undefined
  if (!obj) throw unprocessable('Object does not exist', ctx.docs)
  if (await ctx.repo.git.refTarget(ref)) throw unprocessable('Reference already exists', ctx.docs)
  const broken = ref.startsWith('refs/heads/') ? await brokenRules(ctx.repo, undefined, sha) : []
  if (broken.length > 0) throw ruleViolation(broken, ctx.docs)
  // Old value 0000...: git refuses atomically if the ref already exists. A ref that still does
  // not exist was refused because another is in its way as file or folder (`a/b` beside `a/b/c`),
  // which GitHub answers with no more than these words.
  if (!(await ctx.repo.git.updateRef(ref, sha, ZERO_SHA))) {
    if (await ctx.repo.git.refTarget(ref)) throw unprocessable('Reference already exists', ctx.docs)
    throw unprocessable('Reference update failed', ctx.docs)
  }
  noteRefWrite(ctx.repo, ref, undefined)
  const body = gitRef(ctx.world, ctx.repo, ref, sha, obj.type)
  return created(body, { location: String(body['url']) })
}

async function updateRef(ctx: RouteContext): Promise<Reply> {
  const full = `refs/${stripRefs(ctx.params['ref']!)}`
  const { sha, force = false } = ctx.body as { sha: string; force?: boolean }
  const git = ctx.repo.git
  const target = await git.commit(sha)
  if (!target) throw unprocessable('Object does not exist', ctx.docs)
  // Check, then swap against exactly the value checked; if someone moved the ref in between,
  // check again against the new value rather than overwrite their update.
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await git.refTarget(full)
    if (!current) throw unprocessable('Reference does not exist', ctx.docs)
    if (!force && current.sha !== sha && !(await git.isAncestor(current.sha, sha))) {
      throw unprocessable('Update is not a fast forward', ctx.docs)
    }
    const broken = full.startsWith('refs/heads/') ? await brokenRules(ctx.repo, current.sha, sha) : []
    if (broken.length > 0) throw ruleViolation(broken, ctx.docs)
    if (await git.updateRef(full, sha, current.sha)) {
      noteRefWrite(ctx.repo, full, current.sha)
      return ok(gitRef(ctx.world, ctx.repo, full, sha, 'commit'))
    }
  }
  throw unprocessable('Reference cannot be updated', ctx.docs)
}

async function getCommit(ctx: RouteContext): Promise<Reply> {
  const c = await ctx.repo.git.commit(ctx.params['commit_sha']!)
  if (!c) throw notFound(ctx.docs)
  return ok(gitCommit(ctx.world, ctx.repo, c))
}

/** The identity GitHub records for API commits made by `actor` when none is given. */
export function actorIdentity(actor: Account): GitIdentity {
  return { name: actor.login, email: `${actor.id}+${actor.login}@users.noreply.github.com` }
}

async function createCommit(ctx: RouteContext): Promise<Reply> {
  const b = ctx.body as {
    message: string
    tree: string
    parents?: string[]
    author?: GitIdentity
    committer?: GitIdentity
  }
  const git = ctx.repo.git
  if (!(await git.tree(b.tree))) throw unprocessable('Tree SHA does not exist', ctx.docs)
  for (const p of b.parents ?? []) {
    if (!(await git.commit(p))) throw unprocessable('Parent SHA does not exist or is not a commit object', ctx.docs)
  }
  const now = isoSeconds(new Date())
  const author = { ...(b.author ?? actorIdentity(ctx.actor)), date: b.author?.date ?? now }
  const committer = { ...(b.committer ?? author), date: b.committer?.date ?? author.date }
  const sha = await git.commitTree(b.tree, b.parents ?? [], b.message, author, committer)
  // GitHub signs the API commits of bots it authors itself (its docs: "signature verification
  // for bots"); one that names its own author or committer is left unsigned.
  if (ctx.actor.type === 'Bot' && !b.author && !b.committer) ctx.repo.signedCommits.set(sha, now)
  const body = gitCommit(ctx.world, ctx.repo, (await git.commit(sha))!)
  return created(body, { location: String(body['url']) })
}

async function getTree(ctx: RouteContext): Promise<Reply> {
  const sha = await treeOf(ctx.repo.git, ctx.params['tree_sha']!)
  if (!sha) throw notFound(ctx.docs)
  const recursive = ['1', 'true'].includes(ctx.url.searchParams.get('recursive') ?? '')
  return ok(await treeListing(ctx.world, ctx.repo, sha, recursive))
}

/** A tree sha, a commit sha or a branch/tag name, as GitHub's tree endpoint takes. */
async function treeOf(git: GitRepo, rev: string): Promise<string | undefined> {
  if (!isSafeRev(rev)) return undefined
  const o = await git.read(`${rev}^{tree}`)
  return o?.sha
}

async function treeListing(
  world: GitHubState,
  repo: RepoState,
  sha: string,
  recursive: boolean
): Promise<Record<string, unknown>> {
  const api = repoApi(world, repo)
  const args = ['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha]
  const lines = (await repo.git.text(args)).split('\0').filter(Boolean)
  const tree = lines.slice(0, TREE_LIMIT).map((line) => {
    // "<mode> <type> <sha> <padded size>\t<path>"
    const tab = line.indexOf('\t')
    const [mode, type, objSha, size] = line.slice(0, tab).split(/ +/) as [string, string, string, string]
    const entry: Record<string, unknown> = { path: line.slice(tab + 1), mode, type, sha: objSha }
    if (type === 'blob') entry['size'] = Number(size)
    if (type !== 'commit') entry['url'] = `${api}/git/${type}s/${objSha}`
    return entry
  })
  return { sha, url: `${api}/git/trees/${sha}`, tree, truncated: lines.length > TREE_LIMIT }
}

async function createTree(ctx: RouteContext): Promise<Reply> {
  const b = ctx.body as { tree: TreeInput[]; base_tree?: string }
  if (b.base_tree !== undefined && !(await ctx.repo.git.tree(b.base_tree))) throw notFound(ctx.docs)
  try {
    const sha = await buildTree(ctx.repo.git, b.base_tree, b.tree)
    const body = await treeListing(ctx.world, ctx.repo, sha, false)
    return created(body, { location: String(body['url']) })
  } catch (err) {
    if (err instanceof TreeInputError) throw unprocessable(err.message, ctx.docs)
    throw err
  }
}

async function getBlob(ctx: RouteContext): Promise<Reply> {
  const sha = ctx.params['file_sha']!
  const o = SHA_RE.test(sha) ? await ctx.repo.git.read(sha) : undefined
  if (o?.type !== 'blob') throw notFound(ctx.docs)
  return ok({
    sha,
    node_id: nodeId('B', ctx.repo.id),
    size: o.data.length,
    url: `${repoApi(ctx.world, ctx.repo)}/git/blobs/${sha}`,
    content: githubBase64(o.data),
    encoding: 'base64'
  })
}

/** GitHub takes "heads/main" and, leniently, "refs/heads/main". */
function stripRefs(ref: string): string {
  return ref.replace(/^refs\//, '')
}

export const gitDataRoutes = [
  route('GET', '/repos/{owner}/{repo}/git/ref/{ref}', 'git/refs#get-a-reference', getRef),
  route('POST', '/repos/{owner}/{repo}/git/refs', 'git/refs#create-a-reference', createRef),
  route('PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', 'git/refs#update-a-reference', updateRef),
  route('GET', '/repos/{owner}/{repo}/git/commits/{commit_sha}', 'git/commits#get-a-commit-object', getCommit),
  route('POST', '/repos/{owner}/{repo}/git/commits', 'git/commits#create-a-commit', createCommit),
  route('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}', 'git/trees#get-a-tree', getTree),
  route('POST', '/repos/{owner}/{repo}/git/trees', 'git/trees#create-a-tree', createTree),
  route('GET', '/repos/{owner}/{repo}/git/blobs/{file_sha}', 'git/blobs#get-a-blob', getBlob)
]
