import { githubMessage, statusOf, type RepoApi } from './client.js'

/** How many PRs `pullRequestForCommit` and `findOpenPullRequest` ask for: one page of 10. */
const PULLS_PAGE = 10

/** GitHub's largest page: every open PR from one branch, however many bases someone opened it into. */
const PULLS_FROM_BRANCH_PAGE = 100

/** A PR as people link it. */
export interface PullRef {
  readonly number: number
  readonly url: string
}

/** The slice of a pull request the commands read, from any of the PR endpoints. */
export interface PullRequest extends PullRef {
  readonly title: string
  readonly body: string
  readonly state: 'open' | 'closed'
  readonly merged: boolean
  readonly mergeCommitSha: string | undefined
  readonly mergedAt: string | undefined
  readonly headRef: string
  readonly headSha: string
  /** `owner/repo` the head branch lives in (differs from this repo for fork PRs). */
  readonly headRepo: string | undefined
  readonly baseRef: string
  readonly baseSha: string
  /** The author's login. */
  readonly author: string | undefined
  /** The author is a bot account (an App, GitHub Actions): what GitHub says, nobody can edit it. */
  readonly authorIsBot: boolean
  readonly labels: readonly string[]
  readonly draft: boolean
}

/**
 * `POST /pulls` did not see the head branch's commits ("No commits between", or the head called
 * invalid). Right after the branch was created or moved that is GitHub catching up, not a fact.
 */
export class BranchNotVisibleError extends Error {
  override name = 'BranchNotVisibleError'
}

/**
 * `POST /pulls` was refused because an open PR for the branch exists already: GitHub said so
 * ("A pull request already exists for owner:branch"), or answered a bare 422 that names no
 * field and says nothing else (`certain` false), which it also sends when another run has just
 * opened that PR. Either way the caller reads the open PR again.
 */
export class PullRequestExistsError extends Error {
  override name = 'PullRequestExistsError'
  constructor(
    message: string,
    /** GitHub said "already exists"; false for a bare 422 that may mean it. */
    readonly certain: boolean,
    options?: ErrorOptions
  ) {
    super(message, options)
  }
}

/** The repository has no draft pull requests (private repositories on some plans). */
export class DraftsUnsupportedError extends Error {
  override name = 'DraftsUnsupportedError'
}

/** Pull requests: find, read (conditionally), open, edit, label and ask for review. */
export function pulls({ octokit, ref }: RepoApi) {
  /** The last full answer for each PR, with its ETag, for conditional asks. */
  const seen = new Map<number, { etag: string; pr: PullRequest }>()
  return {
    /** The open PR from `branch` (in this repo) into `base`: GitHub keeps at most one. */
    async findOpenPullRequest(branch: string, base: string): Promise<PullRequest | undefined> {
      const { data } = await octokit.rest.pulls.list({
        ...ref,
        state: 'open',
        head: `${ref.owner}:${branch}`,
        base,
        per_page: PULLS_PAGE
      })
      const pr = data[0]
      return pr && toPullRequest(pr)
    },

    /**
     * Every open PR from `branch` (in this repo), into any base, newest first, in one request. Each
     * answer carries the repository it belongs to (`base.repo`), and with it the default branch,
     * so a caller that needs both asks once.
     */
    async openPullRequestsFrom(branch: string): Promise<{ pulls: PullRequest[]; defaultBranch: string | undefined }> {
      const { data } = await octokit.rest.pulls.list({
        ...ref,
        state: 'open',
        head: `${ref.owner}:${branch}`,
        per_page: PULLS_FROM_BRANCH_PAGE
      })
      return { pulls: data.map(toPullRequest), defaultBranch: data[0]?.base.repo?.default_branch }
    },

    /**
     * One PR. Waiting for a merge asks again and again, so each ask after the first is
     * conditional on the last answer's ETag: an unchanged PR costs a 304, which GitHub does not
     * count against the rate limit.
     */
    async pullRequest(number: number): Promise<PullRequest> {
      const last = seen.get(number)
      let response
      try {
        response = await octokit.rest.pulls.get({
          ...ref,
          pull_number: number,
          ...(last ? { headers: { 'if-none-match': last.etag } } : {})
        })
      } catch (error) {
        if (last && statusOf(error) === 304) return last.pr
        throw error
      }
      const pr = toPullRequest(response.data)
      const etag = response.headers.etag
      if (etag) seen.set(number, { etag, pr })
      return pr
    },

    /** The PR a merge commit came from (`commits/{sha}/pulls`): the one merged as that commit, else the first. */
    async pullRequestForCommit(sha: string): Promise<PullRef | undefined> {
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...ref,
        commit_sha: sha,
        per_page: PULLS_PAGE
      })
      const pr = data.find((p) => p.merge_commit_sha === sha) ?? data[0]
      return pr && { number: pr.number, url: pr.html_url }
    },

    /**
     * Creates the PR. One that already exists for the branch (a concurrent run opened it, or our
     * own answer was lost) is a {@link PullRequestExistsError}.
     */
    async createPullRequest(input: {
      branch: string
      base: string
      title: string
      body: string
      draft: boolean
    }): Promise<PullRequest> {
      try {
        const { data } = await octokit.rest.pulls.create({
          ...ref,
          head: input.branch,
          base: input.base,
          title: input.title,
          body: input.body,
          draft: input.draft
        })
        return toPullRequest(data)
      } catch (error) {
        const message = statusOf(error) === 422 ? githubMessage(error) : ''
        if (/already exists/i.test(message)) throw new PullRequestExistsError(message, true, { cause: error })
        if (/draft pull requests are not supported/i.test(message)) throw new DraftsUnsupportedError(message)
        if (/no commits between/i.test(message) || invalidField(error, 'head')) {
          throw new BranchNotVisibleError(message || 'GitHub calls the head branch invalid')
        }
        if (bareValidationFailure(error))
          throw new PullRequestExistsError(`422 ${message || 'without a message'}`, false, { cause: error })
        throw error
      }
    },

    async updatePullRequest(number: number, input: { title: string; body: string }): Promise<PullRequest> {
      const { data } = await octokit.rest.pulls.update({ ...ref, pull_number: number, ...input })
      return toPullRequest(data)
    },

    async addLabels(number: number, labels: readonly string[]): Promise<void> {
      await octokit.rest.issues.addLabels({ ...ref, issue_number: number, labels: [...labels] })
    },

    async requestReviewers(
      number: number,
      reviewers: readonly string[],
      teamReviewers: readonly string[]
    ): Promise<void> {
      await octokit.rest.pulls.requestReviewers({
        ...ref,
        pull_number: number,
        reviewers: [...reviewers],
        team_reviewers: [...teamReviewers]
      })
    }
  }
}

/**
 * A 422 that says nothing but "Validation Failed" (or nothing at all): no error entry with a
 * message or a field. GitHub answers `POST /pulls` so for a PR that exists already.
 */
function bareValidationFailure(error: unknown): boolean {
  if (statusOf(error) !== 422) return false
  const data = (error as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data
  const message = typeof data?.message === 'string' ? data.message.trim() : ''
  if (message !== '' && !/^validation failed\.?$/i.test(message)) return false
  const errors = Array.isArray(data?.errors) ? (data.errors as unknown[]) : []
  return errors.every((e) => {
    if (typeof e === 'string') return e.trim() === ''
    const entry = (e ?? {}) as { message?: unknown; field?: unknown }
    return (typeof entry.message !== 'string' || entry.message.trim() === '') && entry.field === undefined
  })
}

/** Whether a 422 "Validation Failed" names `field` as invalid. */
function invalidField(error: unknown, field: string): boolean {
  if (statusOf(error) !== 422) return false
  const errors = (error as { response?: { data?: { errors?: unknown } } }).response?.data?.errors
  return (
    Array.isArray(errors) &&
    errors.some(
      (e) =>
        (e as { field?: unknown; code?: unknown } | null)?.field === field &&
        (e as { code?: unknown }).code === 'invalid'
    )
  )
}

/** The fields every PR answer (list, get, create, update) carries. */
interface PullLike {
  number: number
  html_url: string
  title: string
  body: string | null
  state: string
  merged?: boolean
  merged_at: string | null
  merge_commit_sha: string | null
  draft?: boolean
  user: { login?: string; type?: string } | null
  labels: readonly { name?: string }[]
  head: { ref: string; sha: string; repo: { full_name?: string } | null }
  base: { ref: string; sha: string; repo?: { default_branch?: string } | null }
}

function toPullRequest(pr: PullLike): PullRequest {
  return {
    number: pr.number,
    url: pr.html_url,
    title: pr.title,
    body: pr.body ?? '',
    state: pr.state === 'closed' ? 'closed' : 'open',
    merged: pr.merged === true || typeof pr.merged_at === 'string',
    mergeCommitSha: pr.merge_commit_sha ?? undefined,
    mergedAt: pr.merged_at ?? undefined,
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    headRepo: pr.head.repo?.full_name,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    author: pr.user?.login,
    authorIsBot: pr.user?.type === 'Bot',
    labels: pr.labels.map((l) => l.name ?? '').filter(Boolean),
    draft: pr.draft ?? false
  }
}
