import { InputError } from '../errors.js'
import { githubMessage, statusOf, type RepoApi } from './client.js'
import { brokenRulesIn, graphqlMessage, ruleViolationOf, RuleViolationError } from './rule-violations.js'
import { utf8Text } from '../text/unicode.js'

export interface BranchHead {
  readonly sha: string
  readonly treeSha: string
}

export interface CommitInfo {
  readonly sha: string
  readonly message: string
  readonly parents: readonly string[]
  /** The committer as the commit object names it: text anyone who pushes can write. */
  readonly committer: { readonly name: string; readonly email: string } | undefined
  /**
   * GitHub verified the commit's signature. It signs the API commits of bots (an App, GitHub
   * Actions) itself, so verified with a bot's committer means that bot made it through the API.
   */
  readonly verified: boolean
}

/** How `head` relates to `base` in GitHub's compare API; `unknown` when GitHub knows neither. */
export type CompareStatus = 'identical' | 'ahead' | 'behind' | 'diverged' | 'unknown'

/** One file of a comparison. */
export interface ComparedFile {
  readonly path: string
  readonly previousPath: string | undefined
  /** GitHub's word: added, removed, modified, renamed, copied, changed, unchanged. */
  readonly status: string
  /** The head blob, or null when GitHub gives none. */
  readonly sha: string | null
  /** Lines added plus removed. */
  readonly changes: number
  /** False when GitHub omitted the patch (binary or too large). */
  readonly hasPatch: boolean
}

/** `base...head`: the merge base, the relation, and the changed files (absent when GitHub left them out). */
export interface Comparison {
  readonly status: Exclude<CompareStatus, 'unknown'>
  readonly mergeBase: string
  readonly files: readonly ComparedFile[] | undefined
}

export interface TreeEntry {
  readonly path: string
  readonly mode: string
  readonly type: string
  readonly sha: string
  readonly size: number | undefined
}

/** Thrown when a compare-and-swap on a ref lost a race; the caller re-reads and retries. */
export class RefConflictError extends Error {
  override name = 'RefConflictError'
}

/**
 * GitHub could not create a ref and says only "Reference update failed". It answers so when a
 * branch is in the way as file or folder (git cannot hold `a/b` beside `a/b/c`).
 */
export class RefUpdateFailedError extends Error {
  override name = 'RefUpdateFailedError'
}

const UPDATE_REFS = `mutation($input: UpdateRefsInput!) { updateRefs(input: $input) { clientMutationId } }`

/** Git data: branches and refs, commits, trees, blobs, file reads and comparisons. */
export function gitData({ octokit, ref }: RepoApi) {
  // One read of the repository serves its default branch and its GraphQL id for the whole run.
  let repository: Promise<{ defaultBranch: string; nodeId: string }> | undefined
  const repoInfo = (): Promise<{ defaultBranch: string; nodeId: string }> =>
    (repository ??= octokit.rest.repos.get({ ...ref }).then(({ data }) => ({
      defaultBranch: data.default_branch,
      nodeId: data.node_id
    }))).catch((error: unknown) => {
      repository = undefined
      throw error
    })

  async function blob(sha: string): Promise<Buffer> {
    const { data } = await octokit.rest.git.getBlob({ ...ref, file_sha: sha })
    if (data.encoding !== 'base64')
      throw new Error(`blob ${sha} came in encoding ${JSON.stringify(data.encoding)}, not base64`)
    return Buffer.from(data.content, 'base64')
  }

  /** `base...head` (the merge-base comparison a PR shows), with the files on its one page. */
  async function compare(base: string, head: string): Promise<Comparison> {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...ref,
      basehead: `${base}...${head}`,
      per_page: 1,
      page: 1
    })
    return {
      status: data.status,
      mergeBase: data.merge_base_commit.sha,
      files: data.files?.map((f) => ({
        path: f.filename,
        previousPath: f.previous_filename,
        status: f.status,
        sha: f.sha,
        changes: f.changes,
        hasPatch: f.patch !== undefined
      }))
    }
  }

  /**
   * The branch head from the ref itself (`git/ref`), or undefined when there is no such
   * branch. Right after a ref moves, GitHub's other reads (a PR's `head.sha`, even
   * `branches/{branch}`) may still show the old head for a moment; the ref does not.
   */
  async function refHead(branch: string): Promise<string | undefined> {
    try {
      const { data } = await octokit.rest.git.getRef({ ...ref, ref: `heads/${branch}` })
      return data.object.sha
    } catch (error) {
      if (statusOf(error) === 404) return undefined
      throw error
    }
  }

  return {
    compare,

    /** Only how `head` relates to `base`; an unknown commit (404) is `unknown`, not an error. */
    async compareStatus(base: string, head: string): Promise<CompareStatus> {
      try {
        return (await compare(base, head)).status
      } catch (error) {
        if (statusOf(error) === 404) return 'unknown'
        throw error
      }
    },

    async defaultBranch(): Promise<string> {
      return (await repoInfo()).defaultBranch
    },

    refHead,

    /** Head commit and tree of a branch, or undefined when the branch does not exist. */
    async branchHead(branch: string): Promise<BranchHead | undefined> {
      try {
        const { data } = await octokit.rest.repos.getBranch({ ...ref, branch })
        return { sha: data.commit.sha, treeSha: data.commit.commit.tree.sha }
      } catch (error) {
        if (statusOf(error) === 404) return undefined
        throw error
      }
    },

    /** The `manifest` file's text at a commit, or undefined when it does not exist there. */
    async readFile(path: string, at: string): Promise<string | undefined> {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...ref, path, ref: at })
        if (Array.isArray(data) || data.type !== 'file') {
          const what = Array.isArray(data) ? 'directory' : data.type
          throw new InputError(
            `Input 'manifest': ${path} at ${at} is not a file but a ${what}. Name the YAML file itself.`
          )
        }
        // Files over 1 MB come without content ("encoding": "none"); the blob API has no such limit.
        const bytes =
          'encoding' in data && data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : await blob(data.sha)
        return decodeUtf8(bytes, `${path} at ${at}`)
      } catch (error) {
        if (statusOf(error) === 404) return undefined
        throw error
      }
    },

    async commit(sha: string): Promise<CommitInfo> {
      const { data } = await octokit.rest.git.getCommit({ ...ref, commit_sha: sha })
      return commitInfo(data)
    },

    /**
     * One commit that replaces the given files on top of `baseTree`, in one tree, via the Git
     * Data API (no clone): two requests however many files change.
     */
    async commitFiles(input: {
      baseTree: string
      files: readonly { readonly path: string; readonly content: string }[]
      message: string
      parents: string[]
    }): Promise<CommitInfo> {
      const tree = await octokit.rest.git.createTree({
        ...ref,
        base_tree: input.baseTree,
        tree: input.files.map((f) => ({
          path: f.path,
          mode: '100644' as const,
          type: 'blob' as const,
          content: f.content
        }))
      })
      const commit = await octokit.rest.git.createCommit({
        ...ref,
        message: input.message,
        tree: tree.data.sha,
        parents: input.parents
      })
      return commitInfo(commit.data)
    },

    /**
     * Creates `refs/heads/<branch>`; a branch that appeared meanwhile is a {@link RefConflictError},
     * one git cannot hold beside another (GitHub names neither) a {@link RefUpdateFailedError}.
     */
    async createBranch(branch: string, sha: string): Promise<void> {
      try {
        await octokit.rest.git.createRef({ ...ref, ref: `refs/heads/${branch}`, sha })
      } catch (error) {
        if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) {
          throw new RefConflictError(`branch ${branch} was created by someone else meanwhile`)
        }
        if (statusOf(error) === 422 && /^reference update failed\.?$/i.test(githubMessage(error))) {
          throw new RefUpdateFailedError(`422 ${githubMessage(error)}`, { cause: error })
        }
        throw ruleViolationOf(error, branch) ?? error
      }
    },

    /**
     * Moves a branch to `sha` without force. `sha` has the head we read as a parent, so GitHub
     * accepts it only while the branch is still at (or behind) that head: a compare-and-swap.
     */
    async fastForwardBranch(branch: string, sha: string): Promise<void> {
      try {
        await octokit.rest.git.updateRef({ ...ref, ref: `heads/${branch}`, sha, force: false })
      } catch (error) {
        if (statusOf(error) === 422 && /fast.forward/i.test(githubMessage(error))) {
          throw new RefConflictError(`branch ${branch} moved while we were updating it`)
        }
        // GitHub answers 409 when another write to the same ref is under way: the same lost
        // race as a refused fast-forward, and resolved the same way, by reading again.
        if (statusOf(error) === 409) {
          throw new RefConflictError(`branch ${branch} was being updated by another write (409)`)
        }
        throw ruleViolationOf(error, branch) ?? error
      }
    },

    /**
     * Points a branch at `to`, which need not descend from its head, but only while the branch
     * is still at `from`: GraphQL `updateRefs` with `beforeOid` checks and swaps in one step
     * on GitHub's side. REST offers no such thing (`force: true` has no expected old value, and
     * a read-then-force leaves a window in which another writer's commit would be lost).
     */
    async replaceBranchHead(branch: string, change: { from: string; to: string }): Promise<void> {
      const { nodeId } = await repoInfo()
      try {
        await octokit.graphql(UPDATE_REFS, {
          input: {
            repositoryId: nodeId,
            refUpdates: [{ name: `refs/heads/${branch}`, beforeOid: change.from, afterOid: change.to, force: true }]
          }
        })
      } catch (error) {
        const rules = brokenRulesIn(graphqlMessage(error))
        if (rules) throw new RuleViolationError(branch, rules)
        // GitHub does not document the words of a failed `beforeOid` check, so ask the ref.
        const now = await refHead(branch)
        if (now === change.to) return
        if (now !== change.from) throw new RefConflictError(`branch ${branch} moved while we were replacing its head`)
        throw error
      }
    },

    /** A tree's entries (all of them, recursively, when asked) and whether GitHub cut the list short. */
    async tree(sha: string, recursive: boolean): Promise<{ entries: TreeEntry[]; truncated: boolean }> {
      const { data } = await octokit.rest.git.getTree({
        ...ref,
        tree_sha: sha,
        ...(recursive ? { recursive: '1' } : {})
      })
      const entries: TreeEntry[] = []
      for (const e of data.tree) {
        if (e.path === undefined || e.mode === undefined || e.sha === undefined) continue
        entries.push({ path: e.path, mode: e.mode, type: e.type ?? '', sha: e.sha, size: e.size })
      }
      return { entries, truncated: data.truncated }
    },

    /** A blob's bytes, as GitHub sent them (the caller checks them against the SHA). */
    blob
  }
}

/** The fields of a Git Data commit (get or create) the commands judge a commit by. */
function commitInfo(data: {
  sha: string
  message: string
  parents: readonly { sha: string }[]
  committer: { name?: string; email?: string }
  verification?: { verified: boolean }
}): CommitInfo {
  const { name, email } = data.committer
  return {
    sha: data.sha,
    message: data.message,
    parents: data.parents.map((p) => p.sha),
    committer: name !== undefined && email !== undefined ? { name, email } : undefined,
    verified: data.verification?.verified === true
  }
}

/** Strict UTF-8 that keeps a BOM, as the local bump reads files: the bytes written back are the bytes read. */
function decodeUtf8(bytes: Uint8Array, what: string): string {
  const text = utf8Text(bytes)
  if (text === undefined) throw new InputError(`Input 'manifest': ${what} is not valid UTF-8. Save the file as UTF-8.`)
  return text
}
