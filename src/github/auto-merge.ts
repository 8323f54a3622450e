import { githubMessage, statusOf, type RepoApi } from './client.js'
import { graphqlMessage } from './rule-violations.js'

export type MergeMethod = 'merge' | 'squash' | 'rebase'

/** The slice of a PR the auto-merge step decides on (REST `GET /pulls/{n}`). */
export interface MergeState {
  /** GraphQL id, which `enablePullRequestAutoMerge` takes. */
  readonly nodeId: string
  readonly open: boolean
  readonly merged: boolean
  readonly draft: boolean
  readonly headSha: string
  readonly baseRef: string
  /** The method auto-merge is on with, or undefined when it is off. */
  readonly autoMerge: MergeMethod | undefined
}

/**
 * Why GitHub would not turn auto-merge on, from the words of its GraphQL error (GitHub documents
 * no error codes for the mutation, only these messages):
 * - `mergeable-now`: "Pull request is in clean status" (or unstable, has_hooks): nothing left
 *   to wait for, so there is nothing to arm.
 * - `not-allowed`: "Auto merge is not allowed for this repository" (setting `allow_auto_merge`).
 * - `nothing-required`: "Protected branch rules not configured for this branch".
 * - `draft`, `closed`: the PR's state.
 * - `forbidden`: the token may not (integration without the permission, or no push access).
 */
export type RefusalKind = 'mergeable-now' | 'not-allowed' | 'nothing-required' | 'draft' | 'closed' | 'forbidden'

export interface AutoMergeRefusal {
  readonly kind: RefusalKind | 'other'
  /** GitHub's own words. */
  readonly message: string
}

const REFUSALS: readonly [RefusalKind, RegExp][] = [
  ['mergeable-now', /\bis in (clean|unstable|has_hooks) status\b/i],
  ['not-allowed', /auto[- ]?merge is not allowed/i],
  ['nothing-required', /protected branch rules not configured/i],
  ['draft', /\bdraft\b/i],
  ['closed', /pull request is (closed|merged)/i],
  ['forbidden', /not accessible by integration|not allowed to push|does not have permission|must have (push|write)/i]
]

/** Maps GitHub's answer to the mutation; undefined when the error is not an answer to map (a transport failure). */
export function autoMergeRefusal(error: unknown): AutoMergeRefusal | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors
  // An HTTP-level refusal (401, 403 on the endpoint) has a status and a body message instead.
  const status = statusOf(error)
  if (!Array.isArray(errors) && status !== 403) return undefined
  const message = Array.isArray(errors) ? graphqlMessage(error) : githubMessage(error)
  const kind = REFUSALS.find(([, pattern]) => pattern.test(message))?.[0]
  const type = Array.isArray(errors) ? (errors[0] as { type?: unknown } | null)?.type : undefined
  return { kind: kind ?? (type === 'FORBIDDEN' || status === 403 ? 'forbidden' : 'other'), message }
}

const ENABLE = `mutation($input: EnablePullRequestAutoMergeInput!) {
  enablePullRequestAutoMerge(input: $input) { pullRequest { autoMergeRequest { mergeMethod } } }
}`

/** A check the base branch requires: its name and, when pinned, the App that must post it. */
export interface RequiredCheck {
  readonly context: string
  readonly appId: number | undefined
}

/** Which checks the base branch requires, or why that cannot be known with this token. */
export type RequiredChecks =
  { readonly known: true; readonly checks: readonly RequiredCheck[] } | { readonly known: false; readonly why: string }

/** The latest check run of each name on a commit. */
export interface CheckRunState {
  readonly name: string
  readonly appId: number | undefined
  readonly status: string
  readonly conclusion: string | null
}

/** Auto-merge: turn it on, and what the direct-merge fallback needs to know first. */
export function autoMerge({ octokit, ref }: RepoApi) {
  return {
    async mergeState(number: number): Promise<MergeState> {
      const { data } = await octokit.rest.pulls.get({ ...ref, pull_number: number })
      const method = data.auto_merge?.merge_method
      return {
        nodeId: data.node_id,
        open: data.state === 'open',
        merged: data.merged,
        draft: data.draft ?? false,
        headSha: data.head.sha,
        baseRef: data.base.ref,
        autoMerge: method === 'merge' || method === 'squash' || method === 'rebase' ? method : undefined
      }
    },

    /** `enablePullRequestAutoMerge`; undefined when it is on, else GitHub's refusal. */
    async enableAutoMerge(nodeId: string, method: MergeMethod): Promise<AutoMergeRefusal | undefined> {
      try {
        await octokit.graphql(ENABLE, { input: { pullRequestId: nodeId, mergeMethod: method.toUpperCase() } })
        return undefined
      } catch (error) {
        const refusal = autoMergeRefusal(error)
        if (refusal === undefined) throw error
        return refusal
      }
    },

    /**
     * The checks `branch` requires, from the two places GitHub keeps them, read in parallel:
     * classic branch protection (the `protection` summary of `GET /branches/{branch}`, readable
     * with contents: read) and rulesets (`GET /rules/branches/{branch}`, every active rule on
     * the branch, readable with metadata: read). Neither needs administration access.
     */
    async requiredChecks(branch: string): Promise<RequiredChecks> {
      const [classic, rules] = await Promise.all([
        octokit.rest.repos.getBranch({ ...ref, branch }).then(({ data }) => data.protection.required_status_checks),
        octokit.rest.repos
          .getBranchRules({ ...ref, branch, per_page: 100 })
          .then(({ data }) => data)
          .catch((error: unknown) => {
            const status = statusOf(error)
            if (status === 403 || status === 404) return status
            throw error
          })
      ])
      if (typeof rules === 'number') {
        return {
          known: false,
          why: `GitHub answered ${rules} to reading the rules of branch ${branch} (GET /rules/branches), so the rulesets' required checks are unknown`
        }
      }
      const checks: RequiredCheck[] = []
      for (const c of classic?.checks ?? []) checks.push({ context: c.context, appId: c.app_id ?? undefined })
      for (const context of classic?.contexts ?? []) {
        if (!checks.some((c) => c.context === context)) checks.push({ context, appId: undefined })
      }
      for (const rule of rules) {
        if (rule.type !== 'required_status_checks') continue
        for (const c of rule.parameters?.required_status_checks ?? [])
          checks.push({ context: c.context, appId: c.integration_id })
      }
      return { known: true, checks }
    },

    /** The latest check run of each name on `sha` (one page of 100, more than a config repo runs). */
    async checkRuns(sha: string): Promise<CheckRunState[]> {
      const { data } = await octokit.rest.checks.listForRef({ ...ref, ref: sha, filter: 'latest', per_page: 100 })
      return data.check_runs.map((r) => ({
        name: r.name,
        appId: r.app?.id,
        status: r.status,
        conclusion: r.conclusion
      }))
    },

    /**
     * `PUT /pulls/{n}/merge` with `sha`: GitHub merges only while the head is still that commit
     * (409 otherwise), so a push after our checks is never merged unseen. Returns the merge
     * commit, or GitHub's words when it refuses (405 not mergeable, 409 head moved).
     */
    async mergePullRequest(
      number: number,
      input: { sha: string; method: MergeMethod }
    ): Promise<{ merged: true; sha: string } | { merged: false; message: string }> {
      try {
        const { data } = await octokit.rest.pulls.merge({
          ...ref,
          pull_number: number,
          sha: input.sha,
          merge_method: input.method
        })
        return { merged: true, sha: data.sha }
      } catch (error) {
        const status = statusOf(error)
        if (status === 405 || status === 409 || status === 422 || status === 403)
          return { merged: false, message: githubMessage(error) || `GitHub answered ${status}` }
        throw error
      }
    }
  }
}
