import type { KeyObject } from 'node:crypto'
import type { RepoBehaviour, StaleRef } from './behaviour.js'
import type { GitRepo } from './git.js'
import { isoSeconds } from './objects.js'

/** A GitHub account as the stand-in knows it; made on first mention. */
export interface Account {
  login: string
  id: number
  type: 'User' | 'Bot' | 'Organization'
}

export interface PullState {
  number: number
  id: number
  title: string
  body: string | null
  state: 'open' | 'closed'
  draft: boolean
  /** Branch names in this repository (cross-fork PRs are not modelled). */
  head: string
  base: string
  /** Last known tips; the live branch wins while the PR is open. */
  headSha: string
  baseSha: string
  user: string
  createdAt: string
  updatedAt: string
  closedAt: string | null
  mergedAt: string | null
  mergeCommitSha: string | null
  mergedBy: string | null
  labels: string[]
  requestedReviewers: string[]
  requestedTeams: string[]
  maintainerCanModify: boolean
  /** Auto-merge, when someone enabled it: the method and who enabled it (the merge is theirs). */
  autoMerge: { method: 'merge' | 'squash' | 'rebase'; enabledBy: string } | null
}

export interface CommentState {
  id: number
  issueNumber: number
  body: string
  user: string
  createdAt: string
  updatedAt: string
}

export interface LabelState {
  id: number
  name: string
  color: string
  description: string
}

export interface Annotation {
  path: string
  start_line: number
  end_line: number
  start_column?: number
  end_column?: number
  annotation_level: 'notice' | 'warning' | 'failure'
  message: string
  title?: string
  raw_details?: string
}

export interface CheckRunState {
  id: number
  name: string
  headSha: string
  status: string
  conclusion: string | null
  startedAt: string | null
  completedAt: string | null
  detailsUrl: string | null
  externalId: string | null
  output: { title: string | null; summary: string | null; text: string | null }
  annotations: Annotation[]
  checkSuiteId: number
  /** The App whose installation token created the run; undefined: GitHub Actions (GITHUB_TOKEN). */
  appId?: number
}

/** A commit status (`POST /statuses/{sha}`): each post is a new one, the latest per context counts. */
export interface CommitStatusState {
  id: number
  sha: string
  state: 'error' | 'failure' | 'pending' | 'success'
  description: string | null
  targetUrl: string | null
  context: string
  creator: string
  createdAt: string
}

export interface DeploymentStatusState {
  id: number
  state: string
  creator: string
  description: string
  environment: string
  targetUrl: string
  logUrl: string
  environmentUrl: string
  createdAt: string
}

export interface DeploymentState {
  id: number
  sha: string
  ref: string
  task: string
  payload: Record<string, unknown> | string
  environment: string
  description: string | null
  creator: string
  createdAt: string
  updatedAt: string
  transient: boolean
  production: boolean
  statuses: DeploymentStatusState[]
}

export interface RepoState {
  id: number
  owner: string
  name: string
  fullName: string
  private: boolean
  description: string | null
  defaultBranch: string
  createdAt: string
  git: GitRepo
  pulls: PullState[]
  comments: CommentState[]
  labels: Map<string, LabelState>
  checkRuns: CheckRunState[]
  /** Commit statuses, oldest first. */
  commitStatuses: CommitStatusState[]
  deployments: DeploymentState[]
  /** Opt-in GitHub behaviours (rules, settings, lag); all off by default. */
  behaviour: RepoBehaviour
  /** Refs whose reads still lag behind an API write, by full ref name. */
  staleRefs: Map<string, StaleRef>
  /**
   * Commits GitHub signed, with when: those a bot (an App's installation, or GitHub Actions)
   * created through the API without naming an author or committer, as GitHub signs them. Real
   * GitHub puts the signature into the commit object; here it is kept beside it.
   */
  signedCommits: Map<string, string>
}

/** A GitHub App registered with the stand-in (standins/github/apps.ts). */
export interface AppState {
  id: number
  slug: string
  name: string
  clientId: string
  /** Verifies the App's JWTs. */
  publicKey: KeyObject
  /** Owners (lower case) it is installed on; undefined: every owner. */
  installedOn: Set<string> | undefined
  /** How long its installation tokens live. */
  tokenLifetimeMs: number
  /** What its installation tokens may do. */
  permission: 'read' | 'write'
  createdAt: string
  /** Installation id per owner (lower case), made on first lookup. */
  installations: Map<string, number>
}

/** Everything one stand-in holds besides the git objects themselves. */
export class GitHubState {
  readonly repos = new Map<string, RepoState>()
  /** Registered GitHub Apps by id. */
  readonly apps = new Map<number, AppState>()
  private readonly accounts = new Map<string, Account>()
  private lastId = 1_000_000

  constructor(
    /** API root, e.g. http://127.0.0.1:4567 */
    readonly apiUrl: string,
    /** Root of html_url links (never fetched). */
    readonly htmlUrl: string
  ) {}

  nextId(): number {
    return ++this.lastId
  }

  now(): string {
    return isoSeconds(new Date())
  }

  account(login: string): Account {
    const key = login.toLowerCase()
    let a = this.accounts.get(key)
    if (!a) {
      a = { login, id: this.nextId(), type: login.endsWith('[bot]') ? 'Bot' : 'User' }
      this.accounts.set(key, a)
    }
    return a
  }

  repo(fullName: string): RepoState | undefined {
    return this.repos.get(fullName.toLowerCase())
  }
}

/** Base64 node ids in GitHub's "<prefix>_<data>" style; opaque to clients. */
export function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`0:${id}`).toString('base64url')}`
}
