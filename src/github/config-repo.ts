import type { RepoRef } from '../action/github-settings.js'
import { githubMessage, statusOf, type GitHubClient } from './client.js'

/** The slice of a pull request the commands read. */
export interface PullRequest {
  readonly number: number
  readonly url: string
  readonly title: string
  readonly body: string
  readonly headRef: string
  readonly headSha: string
  readonly baseRef: string
  readonly labels: readonly string[]
  readonly draft: boolean
}

export interface BranchHead {
  readonly sha: string
  readonly treeSha: string
}

export interface CommitInfo {
  readonly sha: string
  readonly message: string
  readonly parents: readonly string[]
}

/** Thrown when a compare-and-swap on a ref lost a race; the caller re-reads and retries. */
export class RefConflictError extends Error {
  override name = 'RefConflictError'
}

/**
 * The config repo as `open` sees it: a handful of REST calls with GitHub's answers reduced to
 * what we use. Keeping this small lets the command logic read like the protocol it follows.
 */
export class ConfigRepo {
  constructor(
    private readonly octokit: GitHubClient,
    readonly ref: RepoRef
  ) {}

  get fullName(): string {
    return `${this.ref.owner}/${this.ref.repo}`
  }

  /** Open PRs from `branch` (in this repo), optionally into `base`. */
  async findOpenPullRequest(branch: string, base: string | undefined): Promise<PullRequest | undefined> {
    const { data } = await this.octokit.rest.pulls.list({
      ...this.ref,
      state: 'open',
      head: `${this.ref.owner}:${branch}`,
      ...(base === undefined ? {} : { base }),
      per_page: 10
    })
    const pr = data[0]
    return pr && toPullRequest(pr)
  }

  async defaultBranch(): Promise<string> {
    const { data } = await this.octokit.rest.repos.get({ ...this.ref })
    return data.default_branch
  }

  /** Head commit and tree of a branch, or undefined when the branch does not exist. */
  async branchHead(branch: string): Promise<BranchHead | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getBranch({ ...this.ref, branch })
      return { sha: data.commit.sha, treeSha: data.commit.commit.tree.sha }
    } catch (error) {
      if (statusOf(error) === 404) return undefined
      throw error
    }
  }

  /** A file's text at a commit, or undefined when it does not exist there. */
  async readFile(path: string, ref: string): Promise<string | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getContent({ ...this.ref, path, ref })
      if (Array.isArray(data) || data.type !== 'file') {
        throw new Error(`${path} at ${ref} is not a file but a ${Array.isArray(data) ? 'directory' : data.type}`)
      }
      // Files over 1 MB come without content ("encoding": "none"); the blob API has no such limit.
      const base64 =
        'encoding' in data && data.encoding === 'base64'
          ? data.content
          : (await this.octokit.rest.git.getBlob({ ...this.ref, file_sha: data.sha })).data.content
      return decodeUtf8(Buffer.from(base64, 'base64'), `${path} at ${ref}`)
    } catch (error) {
      if (statusOf(error) === 404) return undefined
      throw error
    }
  }

  async commit(sha: string): Promise<CommitInfo> {
    const { data } = await this.octokit.rest.git.getCommit({ ...this.ref, commit_sha: sha })
    return { sha: data.sha, message: data.message, parents: data.parents.map((p) => p.sha) }
  }

  /** One commit that replaces a single file on top of `baseTree`, via the Git Data API (no clone). */
  async commitFile(input: { baseTree: string; path: string; content: string; message: string; parents: string[] }): Promise<string> {
    const tree = await this.octokit.rest.git.createTree({
      ...this.ref,
      base_tree: input.baseTree,
      tree: [{ path: input.path, mode: '100644', type: 'blob', content: input.content }]
    })
    const commit = await this.octokit.rest.git.createCommit({
      ...this.ref,
      message: input.message,
      tree: tree.data.sha,
      parents: input.parents
    })
    return commit.data.sha
  }

  /** Creates `refs/heads/<branch>`; a branch that appeared meanwhile is a {@link RefConflictError}. */
  async createBranch(branch: string, sha: string): Promise<void> {
    try {
      await this.octokit.rest.git.createRef({ ...this.ref, ref: `refs/heads/${branch}`, sha })
    } catch (error) {
      if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) {
        throw new RefConflictError(`branch ${branch} was created by someone else meanwhile`)
      }
      throw error
    }
  }

  /**
   * Moves a branch to `sha` without force. `sha` has the head we read as a parent, so GitHub
   * accepts it only while the branch is still at (or behind) that head: a compare-and-swap.
   */
  async fastForwardBranch(branch: string, sha: string): Promise<void> {
    try {
      await this.octokit.rest.git.updateRef({ ...this.ref, ref: `heads/${branch}`, sha, force: false })
    } catch (error) {
      if (statusOf(error) === 422 && /fast.forward/i.test(githubMessage(error))) {
        throw new RefConflictError(`branch ${branch} moved while we were updating it`)
      }
      throw error
    }
  }

  /** Creates the PR; returns undefined when one already exists for the branch (a concurrent run). */
  async createPullRequest(input: { branch: string; base: string; title: string; body: string; draft: boolean }): Promise<PullRequest | undefined> {
    try {
      const { data } = await this.octokit.rest.pulls.create({
        ...this.ref,
        head: input.branch,
        base: input.base,
        title: input.title,
        body: input.body,
        draft: input.draft
      })
      return toPullRequest(data)
    } catch (error) {
      if (statusOf(error) === 422 && /already exists/i.test(githubMessage(error))) return undefined
      throw error
    }
  }

  async updatePullRequest(number: number, input: { title: string; body: string }): Promise<PullRequest> {
    const { data } = await this.octokit.rest.pulls.update({ ...this.ref, pull_number: number, ...input })
    return toPullRequest(data)
  }

  async addLabels(number: number, labels: readonly string[]): Promise<void> {
    await this.octokit.rest.issues.addLabels({ ...this.ref, issue_number: number, labels: [...labels] })
  }

  async requestReviewers(number: number, reviewers: readonly string[], teamReviewers: readonly string[]): Promise<void> {
    await this.octokit.rest.pulls.requestReviewers({
      ...this.ref,
      pull_number: number,
      reviewers: [...reviewers],
      team_reviewers: [...teamReviewers]
    })
  }
}

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new Error(`${what} is not valid UTF-8`)
  }
}

interface PullLike {
  number: number
  html_url: string
  title: string
  body: string | null
  draft?: boolean
  labels: readonly { name?: string }[]
  head: { ref: string; sha: string }
  base: { ref: string }
}

function toPullRequest(pr: PullLike): PullRequest {
  return {
    number: pr.number,
    url: pr.html_url,
    title: pr.title,
    body: pr.body ?? '',
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    baseRef: pr.base.ref,
    labels: pr.labels.map((l) => l.name ?? '').filter(Boolean),
    draft: pr.draft ?? false
  }
}
