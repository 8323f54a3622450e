import type { RepoRef } from './repo-ref.js'

/**
 * A GET a command is sure to send before anything else, described as soon as its settings are
 * read: path under the API root and query, as the REST layer (pulls.ts, git-data.ts) sends it.
 */
export interface FirstRead {
  /** e.g. `/repos/acme/config/commits/<sha>/pulls`; each value already URL-encoded. */
  readonly path: string
  readonly query?: Readonly<Record<string, string | number>>
}

/** How many PRs `pullRequestForCommit` and `findOpenPullRequest` ask for: one page of 10. */
export const PULLS_PAGE = 10

const repoPath = (ref: RepoRef): string => `/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`

/** `gitData.defaultBranch()`: the repository itself. */
export const repoRead = (ref: RepoRef): FirstRead => ({ path: repoPath(ref) })

/** `gitData.branchHead(branch)`. */
export const branchRead = (ref: RepoRef, branch: string): FirstRead => ({
  path: `${repoPath(ref)}/branches/${encodeURIComponent(branch)}`
})

/** `pulls.pullRequest(number)`, first ask (no ETag yet). */
export const pullRead = (ref: RepoRef, number: number): FirstRead => ({ path: `${repoPath(ref)}/pulls/${number}` })

/** `pulls.pullRequestForCommit(sha)`. */
export const commitPullsRead = (ref: RepoRef, sha: string): FirstRead => ({
  path: `${repoPath(ref)}/commits/${encodeURIComponent(sha)}/pulls`,
  query: { per_page: PULLS_PAGE }
})

/** `pulls.findOpenPullRequest(branch, base)`. */
export const openPullsRead = (ref: RepoRef, branch: string, base: string | undefined): FirstRead => ({
  path: `${repoPath(ref)}/pulls`,
  query: {
    state: 'open',
    head: `${ref.owner}:${branch}`,
    ...(base === undefined ? {} : { base }),
    per_page: PULLS_PAGE
  }
})

/** `gitData.readFile(path, at)`: the contents API (a file over 1 MB then needs its blob, read later). */
export const fileRead = (ref: RepoRef, path: string, at: string): FirstRead => ({
  path: `${repoPath(ref)}/contents/${encodeURIComponent(path)}`,
  query: { ref: at }
})

/** `gitData.compare(base, head)`: the merge-base comparison, its first page of files. */
export const compareRead = (ref: RepoRef, base: string, head: string): FirstRead => ({
  path: `${repoPath(ref)}/compare/${encodeURIComponent(`${base}...${head}`)}`,
  query: { per_page: 1, page: 1 }
})
