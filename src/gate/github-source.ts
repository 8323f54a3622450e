import { createHash } from 'node:crypto'
import type { ConfigRepo } from '../github/config-repo.js'
import type { ComparedFile, TreeEntry } from '../github/git-data.js'
import type { ChangedFile, ChangeStatus } from './rule/file.js'
import type { ChangeListing, ChangeSource } from './judge.js'
import { onceEach, repoTree, type RepoFiles, type RepoTree, type Side } from './kustomize/files.js'
import { fileReason, prReason, type Reason } from './reasons.js'

/** GitHub lists at most this many files in a comparison, all on its first page. */
export const COMPARE_FILE_CAP = 300

/**
 * The most files a PR can change and still be proven complete: a listing of exactly
 * {@link COMPARE_FILE_CAP} may have been cut short, so it is refused.
 */
export const MAX_PROVABLE_FILES = COMPARE_FILE_CAP - 1

const STATUS: Record<string, ChangeStatus> = {
  added: 'added',
  removed: 'removed',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'type-changed'
}

type Tree = Map<string, TreeEntry>

/** A commit's tree as read for the listing: whole, or (GitHub truncated it) only the listed paths. */
interface ReadTree {
  readonly entries: Tree
  readonly whole: boolean
}

interface Blobs {
  readonly base: string
  readonly head: string
}

/** The reads the gate makes of the config repo. */
export type CompareRepo = Pick<ConfigRepo, 'compare' | 'tree' | 'blob'>

/**
 * A PR read through the API at exact commits, never checked out: the compare API for the
 * change list (`base...head`, so the same merge-base diff the PR shows), the recursive trees
 * of the merge base and head for modes and blob SHAs, and blobs by SHA for the bytes, each
 * checked against its SHA. A push during the run cannot change any of it.
 */
export function githubCompareSource(repo: CompareRepo, base: string, head: string): ChangeSource {
  const blobs = new Map<ChangedFile, Blobs>()
  const trees: Partial<Record<Side, ReadTree>> = {}
  const blobOnce = onceEach((sha: string) => readBlob(repo, sha))
  return {
    async list(): Promise<ChangeListing> {
      const comparison = await repo.compare(base, head)
      const mergeBase = comparison.mergeBase
      const listed = comparison.files ?? []
      const reasons: Reason[] = []
      if (comparison.files === undefined && comparison.status !== 'identical') {
        reasons.push(
          prReason(
            'incomplete-listing',
            'GitHub answered the comparison without its list of files; nothing can be checked.'
          )
        )
      }
      if (listed.length >= COMPARE_FILE_CAP) {
        reasons.push(
          prReason(
            'incomplete-listing',
            `GitHub lists at most ${COMPARE_FILE_CAP} files in a comparison and listed ${listed.length}; the rest cannot be checked.`
          )
        )
      }
      const [baseTree, headTree] = await Promise.all([readTree(repo, mergeBase, listed), readTree(repo, head, listed)])
      trees.base = baseTree
      trees.head = headTree
      const files = listed.map((f) => {
        const [b, h] = [baseTree.entries.get(f.previousPath ?? f.path), headTree.entries.get(f.path)]
        const file: ChangedFile = {
          path: f.path,
          previousPath: f.previousPath,
          status: STATUS[f.status] ?? 'unknown',
          baseMode: b?.mode,
          headMode: h?.mode,
          baseSize: b?.size,
          headSize: h?.size,
          hiddenDiff: f.changes > 0 && !f.hasPatch
        }
        if (b && h) blobs.set(file, { base: b.sha, head: h.sha })
        const problem = listingProblem(f, file, h)
        if (problem) reasons.push(problem)
        return file
      })
      return { base: mergeBase, head, files, reasons }
    },
    async read(file) {
      const pair = blobs.get(file)
      if (!pair)
        throw new Error(
          "it is missing from the base or head tree (GitHub's comparison and trees disagree); rerun the gate, or review the PR by hand"
        )
      const [b, h] = await Promise.all([blobOnce(pair.base), blobOnce(pair.head)])
      return { base: b, head: h }
    },
    files: treeFiles(trees, blobOnce)
  }
}

/** The trees `list()` read, whole, and their blobs by SHA (each read once). */
function treeFiles(trees: Partial<Record<Side, ReadTree>>, blob: (sha: string) => Promise<Uint8Array>): RepoFiles {
  const whole = (side: Side): ReadTree => {
    const tree = trees[side]
    if (tree === undefined) throw new Error('the trees are read with the listing, which has not run')
    if (!tree.whole)
      throw new Error(
        `GitHub truncated the ${side === 'base' ? 'merge base' : 'head'} tree, so its other files cannot be found`
      )
    return tree
  }
  // Built once per side, on first use; a truncated tree rejects with why.
  const asRepoTree = onceEach((side: Side): Promise<RepoTree> => Promise.resolve(side).then((s) => filesOf(whole(s))))
  return {
    tree: asRepoTree,
    async read(side, path) {
      const entry = whole(side).entries.get(path)
      if (entry === undefined || entry.type !== 'blob')
        throw new Error(`${JSON.stringify(path)} is not a file at the ${side}`)
      return blob(entry.sha)
    }
  }
}

/** The comparison and the head tree must agree on the blob of an edited file. */
function listingProblem(f: ComparedFile, file: ChangedFile, headEntry: TreeEntry | undefined): Reason | undefined {
  if (file.status !== 'modified' || !headEntry || f.sha === null || f.sha === headEntry.sha) return undefined
  return fileReason(
    'incomplete-listing',
    file.path,
    1,
    `GitHub listed blob ${f.sha} for ${JSON.stringify(file.path)} but the head tree has ${headEntry.sha}.`
  )
}

/**
 * The entries of a commit's tree for the listed paths: one recursive listing, or, when GitHub
 * truncates it (huge repositories), one listing per directory on the way to each path.
 */
async function readTree(repo: CompareRepo, commit: string, files: readonly ComparedFile[]): Promise<ReadTree> {
  const { entries, truncated } = await repo.tree(commit, true)
  if (!truncated) return { entries: toTree(entries, ''), whole: true }
  const wanted = new Set(files.flatMap((f) => [f.path, ...(f.previousPath ? [f.previousPath] : [])]))
  const dirs = new Map<string, Promise<Tree | undefined>>()
  const listDir = (dir: string): Promise<Tree | undefined> => {
    let listing = dirs.get(dir)
    if (!listing) {
      listing = (async () => {
        if (dir === '') return listDirectory(repo, commit, '')
        const entry = (await listDir(parentOf(dir)))?.get(dir)
        return entry?.type === 'tree' ? listDirectory(repo, entry.sha, `${dir}/`) : undefined
      })()
      dirs.set(dir, listing)
    }
    return listing
  }
  const tree: Tree = new Map()
  await Promise.all(
    [...wanted].map(async (path) => {
      const entry = (await listDir(parentOf(path)))?.get(path)
      if (entry) tree.set(path, entry)
    })
  )
  return { entries: tree, whole: false }
}

/** `a/b/c.yaml` → `a/b`; a top-level path's directory is `''`. */
function parentOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
}

async function listDirectory(repo: CompareRepo, treeSha: string, prefix: string): Promise<Tree> {
  const { entries, truncated } = await repo.tree(treeSha, false)
  if (truncated) throw new Error(`GitHub truncated the listing of directory ${JSON.stringify(prefix)}`)
  return toTree(entries, prefix)
}

function toTree(entries: readonly TreeEntry[], prefix: string): Tree {
  return new Map(entries.map((e) => [prefix + e.path, e]))
}

function filesOf(tree: ReadTree): RepoTree {
  const files = new Map<string, string>()
  const dirs: string[] = []
  for (const [path, e] of tree.entries) {
    if (e.type === 'tree') dirs.push(path)
    else files.set(path, e.mode)
  }
  return repoTree(files, dirs)
}

/** A blob's bytes, refused unless they hash to the SHA we asked for. */
async function readBlob(repo: CompareRepo, sha: string): Promise<Uint8Array> {
  const bytes = await repo.blob(sha)
  if (gitBlobSha(bytes, sha.length === 64 ? 'sha256' : 'sha1') !== sha)
    throw new Error(`blob ${sha} does not hash to its SHA`)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)
}

export function gitBlobSha(bytes: Uint8Array, algorithm: 'sha1' | 'sha256' = 'sha1'): string {
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}
