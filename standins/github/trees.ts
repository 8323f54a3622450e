import { SHA_RE, type GitRepo } from './git.js'
import type { TreeEntry } from './objects.js'

/** One element of the `tree` array of POST /git/trees. */
export interface TreeInput {
  path: string
  mode: string
  type: TreeEntry['type']
  /** null deletes the path; a sha places an existing object. */
  sha?: string | null
  /** Text for a new blob (instead of `sha`). */
  content?: string
}

/** A request GitHub would reject with 422; `message` is GitHub's wording where known. */
export class TreeInputError extends Error {}

interface Dir {
  entries: Map<string, TreeEntry>
  /** Subdirectories that changed and must be rewritten, by name. */
  changed: Map<string, Dir>
}

const MODE_TYPE: Record<string, TreeEntry['type']> = {
  '100644': 'blob',
  '100755': 'blob',
  '120000': 'blob',
  '040000': 'tree',
  '160000': 'commit'
}

/**
 * GitHub's tree creation: start from `baseTree` (or nothing), apply each entry in order and
 * write every directory on a changed path with `git mktree`. Untouched directories are shared
 * with the base tree, as GitHub does; directories emptied by deletions disappear.
 */
export async function buildTree(
  repo: GitRepo,
  baseTree: string | undefined,
  inputs: readonly TreeInput[]
): Promise<string> {
  const root = await loadDir(repo, baseTree)
  for (const input of inputs) {
    const parts = checkPath(input.path)
    const name = parts.pop()!
    const deleting = input.sha === null
    const dir = await walk(repo, root, parts, !deleting)
    if (deleting) {
      dir?.entries.delete(name)
      dir?.changed.delete(name)
      continue
    }
    const entry = await resolveEntry(repo, input, name)
    dir!.changed.delete(name)
    dir!.entries.set(name, entry)
  }
  return writeDir(repo, root)
}

function checkPath(path: string): string[] {
  const parts = path.split('/')
  if (path === '' || parts.some((p) => p === '' || p === '.' || p === '..' || p === '.git')) {
    throw new TreeInputError(`tree.path contains a malformed path component: ${JSON.stringify(path)}`)
  }
  return parts
}

async function resolveEntry(repo: GitRepo, input: TreeInput, name: string): Promise<TreeEntry> {
  const expected = MODE_TYPE[input.mode]
  if (!expected || expected !== input.type) {
    throw new TreeInputError(`tree.mode ${input.mode} does not match tree.type ${input.type}`)
  }
  if (input.content !== undefined && input.sha !== undefined) {
    throw new TreeInputError('Only one of tree.sha or tree.content may be given')
  }
  if (input.content !== undefined) {
    if (input.type !== 'blob') throw new TreeInputError('tree.content is only allowed for blobs')
    return { mode: input.mode, type: 'blob', sha: await repo.writeBlob(input.content), name }
  }
  const sha = input.sha ?? ''
  if (!SHA_RE.test(sha)) throw new TreeInputError('Must supply either tree.sha or tree.content')
  // Submodule entries point at commits of another repository, which need not exist here.
  if (input.type !== 'commit') {
    const obj = await repo.read(sha)
    if (obj?.type !== input.type) throw new TreeInputError(`tree.sha ${sha} is not a valid ${input.type}`)
  }
  return { mode: input.mode, type: input.type, sha, name }
}

async function loadDir(repo: GitRepo, sha: string | undefined): Promise<Dir> {
  const entries = sha ? await repo.tree(sha) : []
  if (!entries) throw new TreeInputError(`base_tree ${sha} is not a valid tree`)
  return { entries: new Map(entries.map((e) => [e.name, e])), changed: new Map() }
}

/** Descends to the directory holding a path, loading (and, if asked, creating) each level. */
async function walk(repo: GitRepo, root: Dir, parts: readonly string[], create: boolean): Promise<Dir | undefined> {
  let dir = root
  for (const part of parts) {
    let next = dir.changed.get(part)
    if (!next) {
      const existing = dir.entries.get(part)
      if (existing?.type === 'tree') next = await loadDir(repo, existing.sha)
      else if (create) next = { entries: new Map(), changed: new Map() }
      else return undefined
      dir.changed.set(part, next)
    }
    dir = next
  }
  return dir
}

async function writeDir(repo: GitRepo, dir: Dir): Promise<string> {
  const written = await Promise.all(
    [...dir.changed].map(async ([name, child]) => [name, await writeDir(repo, child), child.entries.size] as const)
  )
  for (const [name, sha, size] of written) {
    if (size === 0) dir.entries.delete(name)
    else dir.entries.set(name, { mode: '040000', type: 'tree', sha, name })
  }
  return repo.mktree([...dir.entries.values()])
}
