import { statusOf, type RepoApi } from './client.js'

/** One commit status as `wait` reads it (`GET /commits/{ref}/statuses`): each post is its own. */
export interface CommitStatus {
  readonly id: number
  readonly sha: string
  /** GitHub treats contexts case-insensitively. */
  readonly context: string
  /** `pending`, `success`, `failure` or `error`. */
  readonly state: string
  readonly description: string
  readonly targetUrl: string | undefined
  /** Who posted it: a user's login, or an App's bot (`<slug>[bot]`); GitHub sets it, nobody can choose it. */
  readonly creator: string | undefined
  /** When GitHub stored it (ISO 8601): set by GitHub, not by the poster. */
  readonly createdAt: string
}

/** One check run (`GET /commits/{ref}/check-runs?filter=all`). */
export interface CheckRunReport {
  readonly id: number
  readonly sha: string
  readonly name: string
  /** `queued`, `in_progress`, `completed` (and the Actions-only `waiting`, `requested`, `pending`). */
  readonly status: string
  /** Set once completed: `success`, `failure`, `neutral`, `cancelled`, `skipped`, `timed_out`, `action_required`, `stale`. */
  readonly conclusion: string | undefined
  /** The App that posted it (only Apps can); GitHub sets it. */
  readonly app: string | undefined
  /** Given by the poster (GitHub fills in the creation time when it gives none). */
  readonly startedAt: string | undefined
  readonly completedAt: string | undefined
  readonly title: string
  readonly summary: string
  readonly text: string
}

/** A commit of a branch's history as the commit listing gives it. */
export interface BranchCommit {
  readonly sha: string
  readonly parents: readonly string[]
  /** The committer's date: for a commit GitHub made (a merge), when it made it. */
  readonly committedAt: string | undefined
}

/** An answer to a conditional read: the value, and whether GitHub said nothing changed (304). */
export interface Polled<T> {
  readonly value: T
  readonly notModified: boolean
}

/** How many reads the poller made and how many GitHub answered 304 (which cost no rate limit). */
export interface PollCounts {
  requests: number
  notModified: number
}

/** The most a list is read to, a page of 100 at a time. */
const MAX_PAGES = 10
/** How far back the branch listing looks for the expected revision: 500 commits. */
const MAX_COMMIT_PAGES = 5

interface Page<T> {
  readonly items: readonly T[]
  readonly more: boolean
}

/**
 * Commit statuses of the config repo: what a cluster reported about its commits, read for
 * `wait`'s status-context mode, and the outcomes `wait` records itself
 * (src/environments/record.ts), read back by `promote` and the gate. The reports are asked again
 * and again, so a list's first page carries the last answer's ETag (`If-None-Match`): while
 * nothing changed GitHub answers 304, free of rate limit, and the last answer is reused. Later
 * pages are read only when the first one changed.
 */
export function statuses({ octokit, ref }: RepoApi) {
  const seen = new Map<string, { etag: string; items: readonly unknown[] }>()
  const counts: PollCounts = { requests: 0, notModified: 0 }

  /** The whole list behind `key`, page 1 asked conditionally; `enough` stops the paging early. */
  async function conditional<T>(
    key: string,
    read: (page: number, headers: Record<string, string>) => Promise<{ page: Page<T>; etag: string | undefined }>,
    maxPages: number,
    enough: (items: readonly T[]) => boolean = () => false
  ): Promise<Polled<readonly T[]>> {
    const last = seen.get(key)
    counts.requests++
    let first
    try {
      first = await read(1, last ? { 'if-none-match': last.etag } : {})
    } catch (error) {
      if (last && statusOf(error) === 304) {
        counts.notModified++
        return { value: last.items as readonly T[], notModified: true }
      }
      throw error
    }
    const items = [...first.page.items]
    let more = first.page.more
    for (let page = 2; more && page <= maxPages && !enough(items); page++) {
      counts.requests++
      const next = await read(page, {})
      items.push(...next.page.items)
      more = next.page.more
    }
    if (first.etag) seen.set(key, { etag: first.etag, items })
    return { value: items, notModified: false }
  }

  const hasNext = (link: string | undefined): boolean => /rel="next"/.test(link ?? '')

  /** Every status posted on `sha`, newest first (as GitHub lists them). */
  function reportedStatuses(sha: string): Promise<Polled<readonly CommitStatus[]>> {
    return conditional(
      `statuses:${sha}`,
      async (page, headers) => {
        const { data, headers: h } = await octokit.rest.repos.listCommitStatusesForRef({
          ...ref,
          ref: sha,
          per_page: 100,
          page,
          headers
        })
        const items = data.map((s): CommitStatus => ({
          id: s.id,
          sha,
          context: s.context,
          state: s.state,
          description: s.description ?? '',
          targetUrl: s.target_url ?? undefined,
          creator: s.creator?.login,
          createdAt: s.created_at
        }))
        return { page: { items, more: hasNext(h.link) }, etag: h.etag }
      },
      MAX_PAGES
    )
  }

  return {
    reportedStatuses,

    /** Every status posted on `sha`, newest first: one read, for the evidence readers (src/environments/). */
    async commitStatuses(sha: string): Promise<readonly CommitStatus[]> {
      return (await reportedStatuses(sha)).value
    },

    /**
     * Posts a commit status on `sha` (`statuses: write`). GitHub keeps every one, records who
     * posted it, and has no API to delete or edit one: `wait` records its outcomes this way.
     */
    async postCommitStatus(
      sha: string,
      status: {
        state: 'success' | 'failure' | 'error'
        context: string
        description: string
        targetUrl?: string | undefined
      }
    ): Promise<void> {
      await octokit.rest.repos.createCommitStatus({
        ...ref,
        sha,
        state: status.state,
        context: status.context,
        description: status.description.slice(0, 140),
        ...(status.targetUrl ? { target_url: status.targetUrl } : {})
      })
    },

    /**
     * The newest `count` (at most 100) commits of `branch` (the default branch when undefined),
     * newest first, in one request; `more` says the history goes on.
     */
    async recentCommits(
      branch: string | undefined,
      count: number
    ): Promise<{ commits: BranchCommit[]; more: boolean }> {
      const { data, headers } = await octokit.rest.repos.listCommits({
        ...ref,
        ...(branch === undefined ? {} : { sha: branch }),
        per_page: count
      })
      return {
        commits: data.map((c) => ({
          sha: c.sha,
          parents: c.parents.map((p) => p.sha),
          committedAt: c.commit.committer?.date ?? undefined
        })),
        more: hasNext(headers.link)
      }
    },

    /** Every check run on `sha` (`filter=all`: not only the latest of each name). */
    reportedCheckRuns(sha: string): Promise<Polled<readonly CheckRunReport[]>> {
      return conditional(
        `check-runs:${sha}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.checks.listForRef({
            ...ref,
            ref: sha,
            filter: 'all',
            per_page: 100,
            page,
            headers
          })
          const items = data.check_runs.map((r): CheckRunReport => ({
            id: r.id,
            sha: r.head_sha,
            name: r.name,
            status: r.status,
            conclusion: r.conclusion ?? undefined,
            app: r.app?.slug ?? undefined,
            startedAt: r.started_at ?? undefined,
            completedAt: r.completed_at ?? undefined,
            title: r.output.title ?? '',
            summary: r.output.summary ?? '',
            text: r.output.text ?? ''
          }))
          return { page: { items, more: hasNext(h.link) }, etag: h.etag }
        },
        MAX_PAGES
      )
    },

    /**
     * The history of `branch` (the default branch when undefined), newest first, read until
     * `until` is among it (or 500 commits): the commits after it are the candidates that may
     * contain it.
     */
    branchCommits(branch: string | undefined, until: string): Promise<Polled<readonly BranchCommit[]>> {
      return conditional(
        `commits:${branch ?? ''}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.repos.listCommits({
            ...ref,
            ...(branch === undefined ? {} : { sha: branch }),
            per_page: 100,
            page,
            headers
          })
          const items = data.map((c): BranchCommit => ({
            sha: c.sha,
            parents: c.parents.map((p) => p.sha),
            committedAt: c.commit.committer?.date ?? undefined
          }))
          return { page: { items, more: hasNext(h.link) }, etag: h.etag }
        },
        MAX_COMMIT_PAGES,
        (items) => items.some((c) => c.sha === until)
      )
    },

    /**
     * The same as {@link branchCommits} from the comparison `revision...branch` instead (for an
     * API without the commit listing): the commits after the revision that the branch has (the
     * first 100), newest first, then the revision itself.
     */
    commitsAfter(revision: string, branch: string): Promise<Polled<readonly BranchCommit[]>> {
      return conditional(
        `compare:${revision}...${branch}`,
        async (page, headers) => {
          const { data, headers: h } = await octokit.rest.repos.compareCommitsWithBasehead({
            ...ref,
            basehead: `${revision}...${branch}`,
            per_page: 100,
            page,
            headers
          })
          const commit = (c: (typeof data.commits)[number]): BranchCommit => ({
            sha: c.sha,
            parents: c.parents.map((p) => p.sha),
            committedAt: c.commit.committer?.date ?? undefined
          })
          const items = [...data.commits.map(commit).reverse(), commit(data.base_commit)]
          return { page: { items, more: false }, etag: h.etag }
        },
        1
      )
    },

    /** When `sha` was committed (its committer date), or undefined when the repo has no such commit. */
    async commitDate(sha: string): Promise<string | undefined> {
      try {
        const { data } = await octokit.rest.git.getCommit({ ...ref, commit_sha: sha })
        return data.committer.date
      } catch (error) {
        if (statusOf(error) === 404 || statusOf(error) === 422) return undefined
        throw error
      }
    },

    /** Requests made by the reads above, and how many were answered 304. */
    pollCounts(): Readonly<PollCounts> {
      return { ...counts }
    }
  }
}
