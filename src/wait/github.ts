import type { RepoRef } from '../action/github-settings.js'
import { statusOf, type GitHubClient } from '../github/client.js'
import { ConfigRepo } from '../github/config-repo.js'
import { upsertStickyComment } from '../github/sticky-comment.js'

export interface PullRef {
  readonly number: number
  readonly url: string
}

export interface PullState extends PullRef {
  readonly state: 'open' | 'closed'
  readonly merged: boolean
  readonly mergeCommitSha: string | undefined
  readonly mergedAt: string | undefined
}

/** How `head` relates to `base` in GitHub's compare API. */
export type CompareStatus = 'identical' | 'ahead' | 'behind' | 'diverged' | 'unknown'

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error'

/**
 * The config repo as `wait` uses it: PRs, commits and compares to pin down the revision, the
 * manifest at that revision, and the three ways it reports (comment, deployment, statuses).
 */
export class WaitRepo {
  private readonly files: ConfigRepo
  /** The last full answer for each PR, with its ETag, for conditional asks. */
  private readonly pulls = new Map<number, { etag: string; state: PullState }>()

  constructor(
    private readonly octokit: GitHubClient,
    readonly ref: RepoRef
  ) {
    this.files = new ConfigRepo(octokit, ref)
  }

  get fullName(): string {
    return `${this.ref.owner}/${this.ref.repo}`
  }

  /**
   * The PR's merge state. Waiting for a merge asks again and again, so each ask is conditional
   * on the last answer's ETag: an unchanged PR costs a 304, which GitHub does not count against
   * the rate limit.
   */
  async pullRequest(number: number): Promise<PullState> {
    const last = this.pulls.get(number)
    let response
    try {
      response = await this.octokit.rest.pulls.get({
        ...this.ref,
        pull_number: number,
        ...(last ? { headers: { 'if-none-match': last.etag } } : {})
      })
    } catch (error) {
      if (last && statusOf(error) === 304) return last.state
      throw error
    }
    const { data } = response
    const state: PullState = {
      number: data.number,
      url: data.html_url,
      state: data.state === 'closed' ? 'closed' : 'open',
      merged: data.merged === true || data.merged_at !== null,
      mergeCommitSha: data.merge_commit_sha ?? undefined,
      mergedAt: data.merged_at ?? undefined
    }
    const etag = response.headers.etag
    if (etag) this.pulls.set(number, { etag, state })
    return state
  }

  /** The PR a merge commit came from (`commits/{sha}/pulls`): the one merged as that commit, else the first. */
  async pullRequestForCommit(sha: string): Promise<PullRef | undefined> {
    const { data } = await this.octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...this.ref, commit_sha: sha, per_page: 10 })
    const pr = data.find((p) => p.merge_commit_sha === sha) ?? data[0]
    return pr && { number: pr.number, url: pr.html_url }
  }

  /** `base...head`; an unknown commit (404) is `unknown`, not an error. */
  async compare(base: string, head: string): Promise<CompareStatus> {
    try {
      const { data } = await this.octokit.rest.repos.compareCommitsWithBasehead({ ...this.ref, basehead: `${base}...${head}`, per_page: 1 })
      return data.status
    } catch (error) {
      if (statusOf(error) === 404) return 'unknown'
      throw error
    }
  }

  readFile(path: string, ref: string): Promise<string | undefined> {
    return this.files.readFile(path, ref)
  }

  upsertComment(issue: number, key: string, body: string): Promise<{ url: string }> {
    return upsertStickyComment(this.octokit, this.ref, issue, key, body)
  }

  async createDeployment(input: { sha: string; environment: string; description: string }): Promise<number> {
    const { data } = await this.octokit.rest.repos.createDeployment({
      ...this.ref,
      ref: input.sha,
      environment: input.environment,
      description: input.description.slice(0, 140),
      auto_merge: false,
      // Checks ran on the PR already; GitHub must not refuse the record because of them.
      required_contexts: []
    })
    if (!('id' in data)) throw new Error(`GitHub did not create the deployment: ${data.message ?? 'no reason given'}`)
    return data.id
  }

  async deploymentStatus(id: number, state: DeploymentState, input: { description: string; logUrl?: string; environmentUrl?: string }): Promise<void> {
    await this.octokit.rest.repos.createDeploymentStatus({
      ...this.ref,
      deployment_id: id,
      state,
      description: input.description.slice(0, 140),
      ...(input.logUrl ? { log_url: input.logUrl } : {}),
      ...(input.environmentUrl ? { environment_url: input.environmentUrl } : {}),
      auto_inactive: true
    })
  }
}
