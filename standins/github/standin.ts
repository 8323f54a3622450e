// The public face of the stand-in: start it, seed repositories, inject trouble, inspect state.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { registerApp, type AppRegistration, type IssuedToken } from './apps.js'
import { predicateTypeOf, SLSA_PROVENANCE_V1, storeAttestation, storeDownload } from './attestations.js'
import { defaultBehaviour, type RepoBehaviour } from './behaviour.js'
import { GitRepo, ZERO_SHA, type GitIdentity } from './git.js'
import { mergePull, type MergeOptions, type MergeResult } from './merge.js'
import { sharedValidator } from './openapi.js'
import { ROUTES } from './routes.js'
import {
  RequestHandler,
  type Fault,
  type Grant,
  type LoggedRequest,
  type PendingRequest,
  type Permission,
  type ServerControls,
  type TokenGrant
} from './server.js'
import {
  GitHubState,
  type CheckRunState,
  type CommentState,
  type CommitStatusState,
  type DeploymentState,
  type PullState,
  type RepoState
} from './state.js'
import { buildTree, type TreeInput } from './trees.js'

/** Tokens every stand-in accepts unless `tokens` is given. */
export const WRITE_TOKEN = 'ghs_standin_write_token'
export const READ_TOKEN = 'ghs_standin_read_token'

export interface GitHubStandInOptions {
  /** Accepted tokens: "write" may do everything, "read" only GET. Default WRITE_TOKEN and READ_TOKEN. */
  tokens?: Record<string, Permission | TokenGrant>
  /** Root of html_url links in responses (never fetched). Default https://github.com */
  htmlUrl?: string
  /** Reject request bodies that break GitHub's request schemas with 422, as GitHub does. Default true. */
  validateRequests?: boolean
  /** Initial per-request latency in ms (can be changed later through `latencyMs`). */
  latencyMs?: number
}

export interface CreateRepoOptions {
  /** Files of the initial commit, by path. */
  files?: Record<string, string | Buffer>
  defaultBranch?: string
  private?: boolean
  description?: string
  message?: string
  author?: GitIdentity
}

export interface PushOptions {
  message?: string
  author?: GitIdentity
  /** Where a branch that does not exist yet starts; default the default branch. */
  from?: string
}

/** A human pushing: a person's identity for commits made through the seed helpers. */
export const HUMAN: GitIdentity = { name: 'Octo Human', email: 'octo.human@example.com' }

export class GitHubStandIn implements ServerControls {
  faults: Fault[] = []
  latencyMs: number
  beforeRequest: ((req: PendingRequest) => void | Promise<void>) | undefined = undefined
  requests: LoggedRequest[] = []

  private handler: RequestHandler | undefined
  private tokens: Map<string, Grant> | undefined

  private constructor(
    /** API root, e.g. http://127.0.0.1:41234 (no trailing slash). */
    readonly url: string,
    private readonly world: GitHubState,
    private readonly server: Server,
    /** The temp directory holding the bare repositories; removed by close(). */
    readonly dir: string,
    opts: GitHubStandInOptions
  ) {
    this.latencyMs = opts.latencyMs ?? 0
  }

  static async start(opts: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
    const dir = await mkdtemp(join(tmpdir(), 'gh-standin-'))
    let handler: RequestHandler | undefined
    // handle() answers every error itself; only a broken connection can get here.
    const server = createServer((req, res) => void handler!.handle(req, res).catch(() => res.destroy()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const world = new GitHubState(url, (opts.htmlUrl ?? 'https://github.com').replace(/\/$/, ''))
    const standin = new GitHubStandIn(url, world, server, dir, opts)
    const tokens = new Map<string, Grant>()
    for (const [token, grant] of Object.entries(opts.tokens ?? { [WRITE_TOKEN]: 'write', [READ_TOKEN]: 'read' })) {
      const g = typeof grant === 'string' ? { permission: grant } : grant
      tokens.set(token, { permission: g.permission, login: g.login ?? 'github-actions[bot]' })
    }
    const validator = opts.validateRequests === false ? undefined : sharedValidator()
    handler = new RequestHandler(world, ROUTES, tokens, standin, validator)
    standin.handler = handler
    standin.tokens = tokens
    return standin
  }

  /**
   * Registers a GitHub App: it may then sign JWTs with the private half of `publicKey`, find its
   * installation on any repository of an owner it is installed on, and mint installation tokens
   * (living `tokenLifetimeMs`) whose comments, PRs and check runs belong to `<slug>[bot]`.
   */
  registerApp(registration: AppRegistration): void {
    registerApp(this.world, registration)
  }

  /**
   * Accepts one more token from now on, acting as `grant.login` (default github-actions[bot]):
   * a personal access token of a person or a machine user, such as Flux's.
   */
  addToken(token: string, grant: TokenGrant): void {
    this.tokens!.set(token, { permission: grant.permission, login: grant.login ?? 'github-actions[bot]' })
  }

  /** Installation tokens minted so far, oldest first (never the tokens themselves). */
  installationTokens(): IssuedToken[] {
    return structuredClone(this.handler!.installationTokens.issued)
  }

  /** Creates `owner/name` with one real commit holding `files` on the default branch. */
  async createRepo(
    fullName: string,
    opts: CreateRepoOptions = {}
  ): Promise<{ fullName: string; defaultBranch: string; sha: string }> {
    const [owner, name, ...rest] = fullName.split('/')
    if (!owner || !name || rest.length > 0)
      throw new Error(`Invalid repository '${fullName}'. Expected format {owner}/{repo}.`)
    if (this.world.repo(fullName)) throw new Error(`Repository ${fullName} already exists`)
    const defaultBranch = opts.defaultBranch ?? 'main'
    const git = await GitRepo.init(join(this.dir, 'repos', owner, `${name}.git`), this.dir, defaultBranch)
    const repo: RepoState = {
      id: this.world.nextId(),
      owner,
      name,
      fullName,
      private: opts.private ?? false,
      description: opts.description ?? null,
      defaultBranch,
      createdAt: this.world.now(),
      git,
      pulls: [],
      comments: [],
      labels: new Map(),
      checkRuns: [],
      commitStatuses: [],
      deployments: [],
      behaviour: defaultBehaviour(),
      staleRefs: new Map(),
      signedCommits: new Map()
    }
    this.world.repos.set(fullName.toLowerCase(), repo)
    const sha = await commitFiles(
      git,
      undefined,
      opts.files ?? {},
      opts.message ?? 'Initial commit',
      opts.author ?? HUMAN
    )
    await git.updateRef(`refs/heads/${defaultBranch}`, sha, ZERO_SHA)
    return { fullName, defaultBranch, sha }
  }

  /**
   * Switches on GitHub behaviours a fresh repository does not show (see `RepoBehaviour`):
   * rulesets, the Actions and draft settings, comment ownership, lagging reads.
   */
  setBehaviour(
    fullName: string,
    patch: Partial<Omit<RepoBehaviour, 'rules'>> & { rules?: Partial<RepoBehaviour['rules']> }
  ): void {
    const repo = this.repo(fullName)
    const { rules, ...rest } = patch
    repo.behaviour = { ...repo.behaviour, ...rest, rules: { ...repo.behaviour.rules, ...rules } }
  }

  /** The repository's bare git directory, for a local reader such as the Argo CD stand-in's `repoDir`. */
  repoDir(fullName: string): string {
    return this.repo(fullName).git.dir
  }

  /** Runs git in the repository's bare directory; returns stdout. */
  async git(fullName: string, args: readonly string[], opts: { input?: string } = {}): Promise<string> {
    return this.repo(fullName).git.text(args, opts)
  }

  /** The text of `path` at `ref` (branch, tag or sha), or undefined if it does not exist there. */
  async readFile(fullName: string, ref: string, path: string): Promise<string | undefined> {
    const git = this.repo(fullName).git
    const commit = await git.resolveCommit(ref)
    const o = commit ? await git.read(`${commit}:${path}`) : undefined
    return o?.type === 'blob' ? o.data.toString('utf8') : undefined
  }

  /** Branch name -> commit sha. */
  async branches(fullName: string): Promise<Record<string, string>> {
    return Object.fromEntries(await this.repo(fullName).git.branches())
  }

  async branchSha(fullName: string, branch: string): Promise<string | undefined> {
    return (await this.repo(fullName).git.refTarget(`refs/heads/${branch}`))?.sha
  }

  /**
   * Commits `files` onto `branch` like a person pushing (null deletes a file), creating the
   * branch from `opts.from` if needed. Returns the new commit sha.
   */
  async pushFiles(
    fullName: string,
    branch: string,
    files: Record<string, string | Buffer | null>,
    opts: PushOptions = {}
  ): Promise<string> {
    const repo = this.repo(fullName)
    const current = await this.branchSha(fullName, branch)
    const parent = current ?? (await repo.git.resolveCommit(opts.from ?? repo.defaultBranch))
    if (!parent) throw new Error(`Cannot start ${branch} from ${opts.from ?? repo.defaultBranch}: no such commit`)
    const sha = await commitFiles(
      repo.git,
      parent,
      files,
      opts.message ?? `Update ${Object.keys(files).join(', ')}`,
      opts.author ?? HUMAN
    )
    if (!(await repo.git.updateRef(`refs/heads/${branch}`, sha, current ?? ZERO_SHA))) {
      throw new Error(`${branch} moved while pushing to it`)
    }
    return sha
  }

  /** Merges a PR as a person would in the web UI. */
  mergePull(fullName: string, number: number, opts: MergeOptions = {}, login = 'octo-human'): Promise<MergeResult> {
    const repo = this.repo(fullName)
    const pr = repo.pulls.find((p) => p.number === number)
    if (!pr) throw new Error(`${fullName} has no pull request #${number}`)
    return mergePull(this.world, repo, pr, opts, this.world.account(login))
  }

  /**
   * Lists `bundle` (a Sigstore bundle as JSON) among the attestations of `digest` in the
   * repository, as an artifact attestation made by one of its workflows would be. The predicate
   * type is read from the bundle's statement; `predicateType` stands in where it cannot be.
   * `viaUrl` lists only a `bundle_url` to a snappy-compressed copy, as newer API versions do.
   */
  addAttestation(
    fullName: string,
    digest: string,
    bundle: Record<string, unknown>,
    opts: { predicateType?: string; viaUrl?: boolean } = {}
  ): void {
    const predicateType = predicateTypeOf(bundle) ?? opts.predicateType ?? SLSA_PROVENANCE_V1
    const downloadPath = opts.viaUrl ? storeDownload(this.world, bundle) : undefined
    storeAttestation(this.repo(fullName), { digest, bundle: structuredClone(bundle), predicateType, downloadPath })
  }

  pulls(fullName: string): PullState[] {
    return structuredClone(this.repo(fullName).pulls)
  }

  pull(fullName: string, number: number): PullState | undefined {
    return this.pulls(fullName).find((p) => p.number === number)
  }

  comments(fullName: string, issueNumber?: number): CommentState[] {
    return structuredClone(
      this.repo(fullName).comments.filter((c) => issueNumber === undefined || c.issueNumber === issueNumber)
    )
  }

  /** Commit statuses, oldest first (optionally of one commit). */
  commitStatuses(fullName: string, sha?: string): CommitStatusState[] {
    return structuredClone(this.repo(fullName).commitStatuses.filter((s) => sha === undefined || s.sha === sha))
  }

  checkRuns(fullName: string, headSha?: string): CheckRunState[] {
    return structuredClone(this.repo(fullName).checkRuns.filter((r) => headSha === undefined || r.headSha === headSha))
  }

  deployments(fullName: string): DeploymentState[] {
    return structuredClone(this.repo(fullName).deployments)
  }

  clearRequests(): void {
    this.requests.length = 0
  }

  async close(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const repo of this.world.repos.values()) repo.git.close()
    await rm(this.dir, { recursive: true, force: true })
  }

  private repo(fullName: string): RepoState {
    const repo = this.world.repo(fullName)
    if (!repo) throw new Error(`The stand-in has no repository ${fullName}; call createRepo first`)
    return repo
  }
}

/** Writes blobs in parallel, then one tree per changed directory, then the commit. */
async function commitFiles(
  git: GitRepo,
  parent: string | undefined,
  files: Record<string, string | Buffer | null>,
  message: string,
  author: GitIdentity
): Promise<string> {
  const inputs = await Promise.all(
    Object.entries(files).map(async ([path, content]): Promise<TreeInput> => ({
      path,
      mode: '100644',
      type: 'blob',
      sha: content === null ? null : await git.writeBlob(content)
    }))
  )
  const base = parent ? (await git.commit(parent))?.tree : undefined
  const tree = await buildTree(git, base, inputs)
  return git.commitTree(tree, parent ? [parent] : [], message, author)
}

/** Starts a stand-in on 127.0.0.1 and a free port. Call `close()` when done. */
export function startGitHubStandIn(opts: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
  return GitHubStandIn.start(opts)
}
