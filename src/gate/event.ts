import { isCommitSha } from '../commit-sha.js'
import { InputError } from '../errors.js'

/** What the gate judges, taken from the workflow's event payload. */
export interface GateTarget {
  readonly event: 'pull_request' | 'pull_request_target' | 'merge_group'
  /** The PR, when the event names one (a merge group's entry names it only in its branch). */
  readonly pullNumber: number | undefined
  readonly baseSha: string
  readonly headSha: string
  /** Branch names without `refs/heads/`. */
  readonly baseRef: string
  readonly headRef: string
  /** The PR author's login, when known. */
  readonly author: string | undefined
  /** `owner/repo` the head branch lives in (differs from the base repo for fork PRs). */
  readonly headRepo: string | undefined
}

/** A PR named by the `pr` input (on an event without one), to be read through the API before judging. */
export interface PullByNumber {
  readonly pullNumber: number
}

/** What the settings name to gate: the event's exact target, or a PR number still to be read. */
export type TargetInput = GateTarget | PullByNumber

/**
 * Reads the exact SHAs to judge from the event payload, never from the PR's current state:
 * a push during the run then cannot change what was checked, and the check run lands on the
 * commit that was judged.
 */
export function readGateTarget(eventName: string | undefined, payload: unknown): GateTarget {
  const p = (payload ?? {}) as Record<string, unknown>
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pr = p['pull_request'] as PullPayload | undefined
    if (!pr)
      throw new InputError(`The ${eventName} event payload has no pull_request; is GITHUB_EVENT_PATH the event file?`)
    return {
      event: eventName,
      pullNumber: pr.number,
      baseSha: sha(pr.base?.sha, 'pull_request.base.sha'),
      headSha: sha(pr.head?.sha, 'pull_request.head.sha'),
      baseRef: String(pr.base?.ref ?? ''),
      headRef: String(pr.head?.ref ?? ''),
      author: pr.user?.login,
      headRepo: pr.head?.repo?.full_name
    }
  }
  if (eventName === 'merge_group') {
    const group = p['merge_group'] as
      { base_sha?: string; head_sha?: string; base_ref?: string; head_ref?: string } | undefined
    if (!group) throw new InputError('The merge_group event payload has no merge_group.')
    const headRef = stripHeads(group.head_ref ?? '')
    return {
      event: 'merge_group',
      pullNumber: pullOfQueueBranch(headRef),
      baseSha: sha(group.base_sha, 'merge_group.base_sha'),
      headSha: sha(group.head_sha, 'merge_group.head_sha'),
      baseRef: stripHeads(group.base_ref ?? ''),
      headRef,
      author: undefined,
      headRepo: undefined
    }
  }
  throw new InputError(
    `command 'gate' runs on pull_request_target, pull_request or merge_group events, not ${JSON.stringify(eventName ?? '')}. ` +
      "Locally, use 'gitops-release gate --base REV --head REV'."
  )
}

interface PullPayload {
  number?: number
  user?: { login?: string }
  base?: { sha?: string; ref?: string }
  head?: { sha?: string; ref?: string; repo?: { full_name?: string } | null }
}

function sha(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isCommitSha(value))
    throw new InputError(`The event payload's ${field} is not a commit SHA: ${JSON.stringify(value)}.`)
  return value
}

function stripHeads(ref: string): string {
  return ref.replace(/^refs\/heads\//, '')
}

/** `gh-readonly-queue/main/pr-123-<sha>` → 123: the merge queue names the PR in its branch. */
export function pullOfQueueBranch(ref: string): number | undefined {
  const match = /^gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{40}$/.exec(ref)
  return match ? Number(match[1]) : undefined
}
