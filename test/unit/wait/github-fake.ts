import type { StickyComment } from '../../../src/github/comments.js'
import type { BranchCommit, CheckRunReport, CommitStatus, Polled } from '../../../src/github/statuses.js'
import type { ReportRepo } from '../../../src/wait/github-reports/follow.js'
import type { ReportWaitPorts } from '../../../src/wait/github-reports/run.js'

// The config repo as `wait` through reports sees it, in memory: its commits, files, statuses and
// check runs, and what the wait writes back (the comment, the Deployment's statuses).

export const M = 'a'.repeat(40)
export const T0 = Date.parse('2026-12-01T10:00:00Z')
/** GitHub's form of a time: whole seconds. */
export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

type WaitRepo = ReportWaitPorts['repo']

export class FakeGitHub implements ReportRepo, WaitRepo {
  readonly fullName = 'acme/platform-config'
  /** Milliseconds after T0 at which the revision's statuses were read. */
  readonly looks: number[] = []
  readonly reads: string[] = []
  statuses: CommitStatus[] = []
  failStatuses: Error | undefined
  failChecks: Error | undefined
  /** The branch after the merge, newest first; without a commit listing, only the comparison has it. */
  history: BranchCommit[] = [{ sha: M, parents: ['0'.repeat(40)], committedAt: iso(T0) }]
  noListing = false
  /** What `GET /commits/{sha}` says of the revision's committer date. */
  committedAt: string | undefined = iso(T0)
  /** The files of each commit; a commit without an entry has none. */
  readonly files = new Map<string, Readonly<Record<string, string>>>()
  /** How many more reads of a file at a commit fail as a 5xx does once the client's retries are spent. */
  readonly failingReads = new Map<string, number>()
  /** The Deployment statuses written, in order. */
  readonly deploymentStates: string[] = []
  /** The comment bodies written, in order. */
  readonly commentBodies: string[] = []
  /** The outcome records (commit statuses) posted, in order. */
  readonly records: { sha: string; state: string; context: string; description: string }[] = []
  private counts = { requests: 0, notModified: 0 }
  private seen = new Map<string, string>()

  /** `time.now` is the clock: the caller's virtual time, or one this fake keeps. */
  constructor(private readonly time: { now: number } = { now: T0 }) {}

  get now(): number {
    return this.time.now
  }

  set now(at: number) {
    this.time.now = at
  }

  /** Answers as GitHub does to a conditional read: 304 while the list is unchanged. */
  private answer<T>(key: string, value: readonly T[]): Polled<readonly T[]> {
    this.counts.requests++
    const fingerprint = JSON.stringify(value)
    const notModified = this.seen.get(key) === fingerprint
    if (notModified) this.counts.notModified++
    this.seen.set(key, fingerprint)
    return { value, notModified }
  }

  async reportedStatuses(sha: string): Promise<Polled<readonly CommitStatus[]>> {
    if (sha === M) this.looks.push(this.now - T0)
    this.reads.push(`statuses ${sha.slice(0, 1)}`)
    if (this.failStatuses) throw this.failStatuses
    return this.answer(`s:${sha}`, this.statuses.filter((s) => s.sha === sha).reverse())
  }

  async reportedCheckRuns(sha: string): Promise<Polled<readonly CheckRunReport[]>> {
    this.reads.push(`check runs ${sha.slice(0, 1)}`)
    if (this.failChecks) throw this.failChecks
    return this.answer(`c:${sha}`, [])
  }

  async branchCommits(): Promise<Polled<readonly BranchCommit[]>> {
    this.reads.push('commits')
    if (this.noListing) throw Object.assign(new Error('Not Found'), { status: 404 })
    return this.answer('commits', this.history)
  }

  async commitsAfter(revision: string, branch: string): Promise<Polled<readonly BranchCommit[]>> {
    this.reads.push(`compare ${revision.slice(0, 1)}...${branch}`)
    return this.answer('compare', this.history)
  }

  async defaultBranch(): Promise<string> {
    return 'main'
  }

  async commitDate(): Promise<string | undefined> {
    this.reads.push('commit')
    return this.committedAt
  }

  pollCounts(): { requests: number; notModified: number } {
    return { ...this.counts }
  }

  async readFile(path: string, at: string): Promise<string | undefined> {
    this.reads.push(`file ${at.slice(0, 1)}`)
    const failing = this.failingReads.get(at) ?? 0
    if (failing > 0) {
      this.failingReads.set(at, failing - 1)
      throw Object.assign(new Error('Server Error'), { status: 502 })
    }
    return this.files.get(at)?.[path]
  }

  /** A later commit of the branch on top of the newest, with these files. */
  commit(sha: string, files: Readonly<Record<string, string>>): void {
    this.history = [{ sha, parents: [this.history[0]!.sha], committedAt: iso(this.now) }, ...this.history]
    this.files.set(sha, files)
  }

  post(state: string, o: { description?: string; sha?: string; at?: number; creator?: string } = {}): void {
    this.statuses.push({
      id: this.statuses.length + 1,
      sha: o.sha ?? M,
      context: 'continuous-delivery/todo-api-dev',
      state,
      description: o.description ?? state,
      targetUrl: undefined,
      creator: o.creator ?? 'argocd-notifications[bot]',
      createdAt: iso(o.at ?? this.now)
    })
  }

  async upsertStickyComment(_issue: number, _key: string, body: string): Promise<StickyComment> {
    this.commentBodies.push(body)
    return { id: 1, url: 'https://github.com/acme/platform-config/pull/7#issuecomment-1', created: true }
  }

  async editStickyComment(id: number, _key: string, body: string): Promise<StickyComment | undefined> {
    this.commentBodies.push(body)
    return { id, url: 'https://github.com/acme/platform-config/pull/7#issuecomment-1', created: false }
  }

  async createDeployment(): Promise<number> {
    return 1
  }

  async deploymentStatus(_id: number, state: string): Promise<void> {
    this.deploymentStates.push(state)
  }

  async postCommitStatus(sha: string, status: { state: string; context: string; description: string }): Promise<void> {
    this.records.push({ sha, state: status.state, context: status.context, description: status.description })
  }
}
