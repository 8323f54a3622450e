import { execFile } from 'node:child_process'
import { devNull } from 'node:os'
import { CatFileBatch, type GitObject } from './catfile.js'
import { parseCommit, parseTree, type ParsedCommit, type TreeEntry } from './objects.js'

export const ZERO_SHA = '0'.repeat(40)
export const SHA_RE = /^[0-9a-f]{40}$/
const MEMO_LIMIT = 2000

/** Who made a commit; `date` is ISO 8601 (git accepts it as is). */
export interface GitIdentity {
  name: string
  email: string
  date?: string
}

/** The identity used when a caller gives none: CI machines have no git identity. */
export const DEFAULT_IDENTITY: GitIdentity = { name: 'GitHub Stand-in', email: 'standin@example.invalid' }

export class GitCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string
  ) {
    super(`git ${args.join(' ')} failed (${exitCode}): ${stderr.trim()}`)
    this.name = 'GitCommandError'
  }
}

export interface RunOptions {
  input?: string | Buffer
  env?: Record<string, string>
  /** Exit codes that are answers rather than failures (e.g. 1 for `merge-base --is-ancestor`). */
  okCodes?: number[]
}

export interface RunResult {
  stdout: Buffer
  exitCode: number
}

/** Runs git with an environment that ignores the machine's config and has an identity. */
export function gitEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: home,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: DEFAULT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: DEFAULT_IDENTITY.email,
    GIT_COMMITTER_NAME: DEFAULT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: DEFAULT_IDENTITY.email,
    ...extra
  }
}

export function identityEnv(author?: GitIdentity, committer?: GitIdentity): Record<string, string> {
  const env: Record<string, string> = {}
  if (author) {
    env['GIT_AUTHOR_NAME'] = author.name
    env['GIT_AUTHOR_EMAIL'] = author.email
    if (author.date) env['GIT_AUTHOR_DATE'] = author.date
  }
  if (committer) {
    env['GIT_COMMITTER_NAME'] = committer.name
    env['GIT_COMMITTER_EMAIL'] = committer.email
    if (committer.date) env['GIT_COMMITTER_DATE'] = committer.date
  }
  return env
}

/** A bare repository driven through the git CLI. */
export class GitRepo {
  private readonly batch: CatFileBatch
  private readonly env: NodeJS.ProcessEnv
  private readonly memoized = new Map<string, Promise<unknown>>()

  constructor(
    readonly dir: string,
    home: string
  ) {
    this.env = gitEnv(home)
    this.batch = new CatFileBatch(dir, this.env)
  }

  static async init(dir: string, home: string, defaultBranch: string): Promise<GitRepo> {
    const env = gitEnv(home)
    await runGit(['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, dir], { env, cwd: home })
    return new GitRepo(dir, home)
  }

  /**
   * Caches answers that depend only on object ids: git objects never change, so a PR polled
   * a hundred times costs its merge-base, diff and merge check once. Promises are cached, so
   * concurrent identical questions share one git process too.
   */
  memo<T>(key: string, shas: readonly string[], compute: () => Promise<T>): Promise<T> {
    if (!shas.every((s) => SHA_RE.test(s))) return compute()
    const k = `${key}:${shas.join(':')}`
    let p = this.memoized.get(k) as Promise<T> | undefined
    if (!p) {
      p = compute()
      this.memoized.set(k, p)
      p.catch(() => this.memoized.delete(k))
      if (this.memoized.size > MEMO_LIMIT) this.memoized.delete(this.memoized.keys().next().value!)
    }
    return p
  }

  run(args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
    return runGit(args, { env: { ...this.env, ...opts.env }, cwd: this.dir, input: opts.input, okCodes: opts.okCodes })
  }

  async text(args: readonly string[], opts: RunOptions = {}): Promise<string> {
    return (await this.run(args, opts)).stdout.toString('utf8')
  }

  read(rev: string): Promise<GitObject | undefined> {
    return this.batch.read(rev)
  }

  /** Resolves a revision to the commit it names, or undefined. */
  async resolveCommit(rev: string): Promise<string | undefined> {
    if (!isSafeRev(rev)) return undefined
    const o = await this.batch.read(`${rev}^{commit}`)
    return o?.sha
  }

  /** The object a full ref name (refs/...) points at, without peeling. */
  async refTarget(ref: string): Promise<GitObject | undefined> {
    // A full name is the first spelling cat-file tries, so this is exact for refs that exist.
    return ref.startsWith('refs/') && isSafeRev(ref) ? this.batch.read(ref) : undefined
  }

  async commit(sha: string): Promise<ParsedCommit | undefined> {
    const o = SHA_RE.test(sha) ? await this.batch.read(sha) : undefined
    return o?.type === 'commit' ? parseCommit(o.sha, o.data) : undefined
  }

  async tree(sha: string): Promise<TreeEntry[] | undefined> {
    const o = SHA_RE.test(sha) ? await this.batch.read(sha) : undefined
    return o?.type === 'tree' ? parseTree(o.data) : undefined
  }

  async writeBlob(content: string | Buffer): Promise<string> {
    return (await this.text(['hash-object', '-w', '--stdin'], { input: content })).trim()
  }

  /** Writes one tree object; entries need not be sorted (mktree sorts them). */
  async mktree(entries: readonly TreeEntry[]): Promise<string> {
    const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.name}\0`).join('')
    return (await this.text(['mktree', '-z', '--missing'], { input })).trim()
  }

  async commitTree(
    tree: string,
    parents: readonly string[],
    message: string,
    author?: GitIdentity,
    committer?: GitIdentity
  ): Promise<string> {
    const args = ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p])]
    const env = identityEnv(author, committer ?? author)
    return (await this.text(args, { input: message, env })).trim()
  }

  /**
   * Compare-and-swap: moves `ref` to `next` only if it still points at `expected`
   * (ZERO_SHA: only if it does not exist). Returns false when another writer got there first.
   */
  async updateRef(ref: string, next: string, expected: string): Promise<boolean> {
    const r = await this.run(['update-ref', '--no-deref', ref, next, expected], { okCodes: [1, 128] })
    return r.exitCode === 0
  }

  isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return this.memo('is-ancestor', [ancestor, descendant], async () => {
      const r = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [1] })
      return r.exitCode === 0
    })
  }

  mergeBase(a: string, b: string): Promise<string | undefined> {
    return this.memo('merge-base', [a, b], async () => {
      const r = await this.run(['merge-base', a, b], { okCodes: [1] })
      return r.exitCode === 0 ? r.stdout.toString('utf8').trim() : undefined
    })
  }

  /** Real three-way merge without a work tree (git >= 2.38); undefined on conflicts. */
  mergeTree(ours: string, theirs: string): Promise<string | undefined> {
    return this.memo('merge-tree', [ours, theirs], async () => {
      const r = await this.run(['merge-tree', '--write-tree', '--no-messages', ours, theirs], { okCodes: [1] })
      return r.exitCode === 0 ? r.stdout.toString('utf8').split('\n')[0]!.trim() : undefined
    })
  }

  /** Commits reachable from `head` but not from `base`, oldest first. */
  revList(base: string, head: string): Promise<readonly string[]> {
    return this.memo('rev-list', [base, head], async () => {
      const out = await this.text(['rev-list', '--reverse', `${base}..${head}`])
      return out.split('\n').filter(Boolean)
    })
  }

  /** Branch names (without refs/heads/) and the commits they point at. */
  async branches(): Promise<Map<string, string>> {
    const out = await this.text(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads/'])
    const map = new Map<string, string>()
    for (const line of out.split('\n').filter(Boolean)) {
      const [sha, ref] = [line.slice(0, 40), line.slice(41)]
      map.set(ref.slice('refs/heads/'.length), sha)
    }
    return map
  }

  close(): void {
    this.batch.close()
  }
}

/** Revisions handed to git must not look like options or smuggle a newline. */
export function isSafeRev(rev: string): boolean {
  return rev.length > 0 && !rev.startsWith('-') && !/[\s\\:?*[~^]|\.\.|@\{/.test(rev)
}

function runGit(
  args: readonly string[],
  opts: { env: NodeJS.ProcessEnv; cwd: string; input?: string | Buffer | undefined; okCodes?: number[] | undefined }
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd: opts.cwd, env: opts.env, encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : null) : 0
        if (code === 0 || (code !== null && opts.okCodes?.includes(code))) {
          resolve({ stdout, exitCode: code })
        } else {
          reject(new GitCommandError(args, code, stderr.toString('utf8') || String(err)))
        }
      }
    )
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(opts.input ?? '')
  })
}
