import { createHash } from 'node:crypto'
import type { RepoRef } from '../action/github-settings.js'
import type { GitHubClient } from '../github/client.js'
import type { ChangedFile, ChangeStatus } from './file-rule.js'
import type { ChangeListing, ChangeSource } from './judge.js'
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

interface TreeEntry {
  readonly mode: string
  readonly type: string
  readonly sha: string
  readonly size: number | undefined
}

type Tree = Map<string, TreeEntry>

interface Blobs {
  readonly base: string
  readonly head: string
}

/**
 * A PR read through the API at exact commits, never checked out: the compare API for the
 * change list (`base...head`, so the same merge-base diff the PR shows), the recursive trees
 * of the merge base and head for modes and blob SHAs, and blobs by SHA for the bytes, each
 * checked against its SHA. A push during the run cannot change any of it.
 */
export function githubCompareSource(octokit: GitHubClient, repo: RepoRef, base: string, head: string): ChangeSource {
  const blobs = new Map<ChangedFile, Blobs>()
  return {
    async list(): Promise<ChangeListing> {
      const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${base}...${head}`, per_page: 1, page: 1 })
      const mergeBase = data.merge_base_commit.sha
      const listed = data.files ?? []
      const reasons: Reason[] = []
      if (data.files === undefined && data.status !== 'identical') {
        reasons.push(prReason('incomplete-listing', 'GitHub answered the comparison without its list of files; nothing can be checked.'))
      }
      if (listed.length >= COMPARE_FILE_CAP) {
        reasons.push(prReason('incomplete-listing', `GitHub lists at most ${COMPARE_FILE_CAP} files in a comparison and listed ${listed.length}; the rest cannot be checked.`))
      }
      const [baseTree, headTree] = await Promise.all([readTree(octokit, repo, mergeBase, listed), readTree(octokit, repo, head, listed)])
      const files = listed.map((f) => {
        const previous = f.previous_filename ?? f.filename
        const [b, h] = [baseTree.get(previous), headTree.get(f.filename)]
        const file: ChangedFile = {
          path: f.filename,
          previousPath: f.previous_filename,
          status: STATUS[f.status] ?? 'unknown',
          baseMode: b?.mode,
          headMode: h?.mode,
          baseSize: b?.size,
          headSize: h?.size,
          hiddenDiff: f.changes > 0 && f.patch === undefined
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
      if (!pair) throw new Error('it is missing from the base or head tree')
      const [b, h] = await Promise.all([readBlob(octokit, repo, pair.base), readBlob(octokit, repo, pair.head)])
      return { base: b, head: h }
    }
  }
}

interface CompareFile {
  readonly filename: string
  readonly status: string
  readonly sha: string | null
  readonly changes: number
  readonly patch?: string | undefined
}

/** The comparison and the head tree must agree on the blob of an edited file. */
function listingProblem(f: CompareFile, file: ChangedFile, headEntry: TreeEntry | undefined): Reason | undefined {
  if (file.status !== 'modified' || !headEntry || f.sha === null || f.sha === headEntry.sha) return undefined
  return fileReason('incomplete-listing', file.path, 1, `GitHub listed blob ${f.sha} for ${JSON.stringify(file.path)} but the head tree has ${headEntry.sha}.`)
}

/**
 * The entries of a commit's tree for the listed paths: one recursive listing, or, when GitHub
 * truncates it (huge repositories), one listing per directory on the way to each path.
 */
async function readTree(octokit: GitHubClient, repo: RepoRef, commit: string, files: readonly { filename: string; previous_filename?: string }[]): Promise<Tree> {
  const { data } = await octokit.rest.git.getTree({ ...repo, tree_sha: commit, recursive: '1' })
  if (!data.truncated) return toTree(data.tree, '')
  const wanted = new Set(files.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]))
  const dirs = new Map<string, Promise<Tree | undefined>>()
  const listDir = (dir: string): Promise<Tree | undefined> => {
    let listing = dirs.get(dir)
    if (!listing) {
      listing = (async () => {
        if (dir === '') return listDirectory(octokit, repo, commit, '')
        const parentDir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : ''
        const entry = (await listDir(parentDir))?.get(dir)
        return entry?.type === 'tree' ? listDirectory(octokit, repo, entry.sha, `${dir}/`) : undefined
      })()
      dirs.set(dir, listing)
    }
    return listing
  }
  const tree: Tree = new Map()
  await Promise.all(
    [...wanted].map(async (path) => {
      const entry = (await listDir(path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''))?.get(path)
      if (entry) tree.set(path, entry)
    })
  )
  return tree
}

async function listDirectory(octokit: GitHubClient, repo: RepoRef, treeSha: string, prefix: string): Promise<Tree> {
  const { data } = await octokit.rest.git.getTree({ ...repo, tree_sha: treeSha })
  if (data.truncated) throw new Error(`GitHub truncated the listing of directory ${JSON.stringify(prefix)}`)
  return toTree(data.tree, prefix)
}

function toTree(entries: readonly { path?: string; mode?: string; type?: string; sha?: string; size?: number }[], prefix: string): Tree {
  const tree: Tree = new Map()
  for (const e of entries) {
    if (e.path === undefined || e.mode === undefined || e.sha === undefined) continue
    tree.set(prefix + e.path, { mode: e.mode, type: e.type ?? '', sha: e.sha, size: e.size })
  }
  return tree
}

/** A blob's bytes, refused unless they hash to the SHA we asked for. */
async function readBlob(octokit: GitHubClient, repo: RepoRef, sha: string): Promise<Uint8Array> {
  const { data } = await octokit.rest.git.getBlob({ ...repo, file_sha: sha })
  if (data.encoding !== 'base64') throw new Error(`blob ${sha} came in encoding ${JSON.stringify(data.encoding)}, not base64`)
  const bytes = Buffer.from(data.content, 'base64')
  if (gitBlobSha(bytes, sha.length === 64 ? 'sha256' : 'sha1') !== sha) throw new Error(`blob ${sha} does not hash to its SHA`)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)
}

export function gitBlobSha(bytes: Uint8Array, algorithm: 'sha1' | 'sha256' = 'sha1'): string {
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}
