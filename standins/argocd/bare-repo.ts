import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { git, resolveBranch } from './git.js'

/** A bare git repository for tests to point an Application at, written with git plumbing. */
export interface BareRepo {
  /** The bare repository (pass it as `repoDir`). */
  readonly dir: string
  readonly branch: string
  /** Commits `files` (path → content; null deletes) onto the branch; returns the new commit sha. */
  commit(files: Record<string, string | null>, message?: string): Promise<string>
  head(): Promise<string>
  /** Deletes the repository. */
  remove(): Promise<void>
}

export async function createBareRepo(options: { branch?: string } = {}): Promise<BareRepo> {
  const branch = options.branch ?? 'main'
  const root = await mkdtemp(path.join(tmpdir(), 'argocd-standin-repo-'))
  const dir = path.join(root, 'config.git')
  await git(root, ['init', '--quiet', '--bare', `--initial-branch=${branch}`, dir])
  return {
    dir,
    branch,
    commit: (files, message = 'Update manifests') => commitFiles(dir, branch, files, message),
    head: () => resolveBranch(dir, branch),
    remove: () => rm(root, { recursive: true, force: true })
  }
}

/**
 * A commit without a work tree: a private index seeded from the branch head, updated with the
 * new blobs, written as a tree and committed; the ref moves only if it still points at the parent.
 */
export async function commitFiles(
  dir: string,
  branch: string,
  files: Record<string, string | null>,
  message: string
): Promise<string> {
  const parent = await resolveBranch(dir, branch).catch(() => undefined)
  const env = { GIT_INDEX_FILE: path.join(dir, `index.standin-${process.pid}-${Date.now()}`) }
  try {
    await git(dir, parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env })
    for (const [file, content] of Object.entries(files)) {
      if (content === null) {
        // Mode 0 in --index-info removes the entry; --force-remove would want a work tree.
        await git(dir, ['update-index', '--index-info'], { env, input: `0 ${'0'.repeat(40)}\t${file}\n` })
      } else {
        const blob = (await git(dir, ['hash-object', '-w', '--stdin'], { input: content })).trim()
        await git(dir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env })
      }
    }
    const tree = (await git(dir, ['write-tree'], { env })).trim()
    const commit = (await git(dir, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message])).trim()
    await git(dir, ['update-ref', `refs/heads/${branch}`, commit, ...(parent ? [parent] : [])])
    return commit
  } finally {
    await rm(env.GIT_INDEX_FILE, { force: true })
  }
}
