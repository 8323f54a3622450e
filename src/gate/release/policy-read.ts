/**
 * Reading the release policy at the base commit through GitHub's API. The base commit's
 * recursive tree names the policy's blob and every file beside it, so one tree read answers
 * both "is it there" and "is something that looks like it there instead"; the comparison reads
 * the same tree for its own files (its merge base is usually the base commit), so the tree is
 * read once per run and a repository without a policy pays no request for it.
 */
import { InputError } from '../../errors.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import { utf8Text } from '../../text/unicode.js'
import { nearMisses } from './policy-path.js'

/** The policy file at a commit, as the release step needs it. */
export interface PolicyRead {
  /** The file's text; undefined when the commit has nothing at its path. */
  readonly text: string | undefined
  /** What is at the path instead of a readable file (`is a directory`), as the end of a sentence. */
  readonly problem?: string | undefined
  /** Files at the commit whose paths look like the policy's, which the gate does not read. */
  readonly nearMisses: readonly string[]
}

type TreeRepo = Pick<ConfigRepo, 'tree' | 'blob' | 'readFile'>

/**
 * The repository with each recursive tree read at most once: the policy step and the comparison
 * both ask for the base commit's. A commit's tree never changes, so the answer can be kept.
 */
export function sharingTrees<R extends Pick<ConfigRepo, 'tree'>>(repo: R): R {
  const trees = new Map<string, ReturnType<ConfigRepo['tree']>>()
  return {
    ...repo,
    tree(sha: string, recursive: boolean) {
      const key = `${sha}:${recursive}`
      let tree = trees.get(key)
      if (!tree) {
        tree = repo.tree(sha, recursive)
        trees.set(key, tree)
        // A failed read is not kept: the next caller asks again.
        tree.catch(() => trees.delete(key))
      }
      return tree
    }
  }
}

/**
 * The policy at `commit` from its recursive tree and the blob it names. A tree GitHub cut short
 * (a huge repository) may not list the path: then the file is read by path, and near misses are
 * not looked for.
 */
export async function readPolicyFromTree(repo: TreeRepo, path: string, commit: string): Promise<PolicyRead> {
  const { entries, truncated } = await repo.tree(commit, true)
  if (truncated) {
    try {
      return { text: await repo.readFile(path, commit), nearMisses: [] }
    } catch (error) {
      // A directory, or bytes that are not UTF-8.
      if (error instanceof InputError) return { text: undefined, problem: 'is not a UTF-8 file', nearMisses: [] }
      throw error
    }
  }
  const near = nearMisses(
    path,
    entries.filter((e) => e.type === 'blob').map((e) => e.path)
  )
  const entry = entries.find((e) => e.path === path)
  if (entry === undefined) return { text: undefined, nearMisses: near }
  const problem = notAFile(entry)
  if (problem !== undefined) return { text: undefined, problem, nearMisses: near }
  const text = utf8Text(await repo.blob(entry.sha))
  if (text === undefined) return { text: undefined, problem: 'is not valid UTF-8; save it as UTF-8', nearMisses: near }
  return { text, nearMisses: near }
}

/** Why a tree entry is not a policy file, or undefined for a regular file. */
export function notAFile(entry: { readonly type: string; readonly mode: string }): string | undefined {
  if (entry.type === 'tree') return 'is a directory; name the YAML file itself'
  if (entry.type === 'commit') return 'is a submodule; name a YAML file of the config repo itself'
  if (entry.mode === '120000') return 'is a symbolic link; name the file it points to'
  return undefined
}
