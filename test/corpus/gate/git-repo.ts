/**
 * Turns corpus trees into real commits with the git CLI. Blobs are written with
 * `hash-object --no-filters` and trees with `update-index --index-info`, so every byte and
 * mode is exactly as the case says: no `.gitattributes`, autocrlf or filter in the case can
 * rewrite what gets committed, and symlinks and submodules need no work tree.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { devNull, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Entry, Tree } from './cases.js'

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Gate Corpus',
  GIT_AUTHOR_EMAIL: 'corpus@example.invalid',
  GIT_COMMITTER_NAME: 'Gate Corpus',
  GIT_COMMITTER_EMAIL: 'corpus@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z'
}

export interface CorpusRepo {
  readonly dir: string
  git(args: string[], input?: string | Uint8Array, env?: Record<string, string>): Promise<Buffer>
  /** Commits `tree` (with `parent`) and points `branch` at it; returns the commit SHA. */
  commit(tree: Tree, branch: string, parent?: string, message?: string): Promise<string>
  remove(): Promise<void>
}

export async function createCorpusRepo(): Promise<CorpusRepo> {
  const dir = await mkdtemp(join(tmpdir(), 'gate-corpus-'))
  const baseEnv: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: dir,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    ...IDENTITY
  }
  const git = (args: string[], input?: string | Uint8Array, env: Record<string, string> = {}): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const child = spawn('git', args, {
        cwd: dir,
        env: { ...baseEnv, ...env },
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
      })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout!.on('data', (d: Buffer) => out.push(d))
      child.stderr!.on('data', (d: Buffer) => err.push(d))
      child.on('error', reject)
      child.on('close', (code) =>
        code === 0
          ? resolve(Buffer.concat(out))
          : reject(new Error(`git ${args.join(' ')}: ${Buffer.concat(err).toString()}`))
      )
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input)
    })
  await git(['init', '--quiet', '--initial-branch=main', '.'])
  let n = 0
  return {
    dir,
    git,
    async commit(tree, branch, parent, message = branch) {
      const index = join(dir, `.git/corpus-index-${n++}`)
      const env = { GIT_INDEX_FILE: index }
      const lines: string[] = []
      for (const [path, entry] of Object.entries(tree)) {
        const { mode, data } = normalize(entry)
        const sha =
          mode === '160000'
            ? String(data)
            : (await git(['hash-object', '-w', '--no-filters', '--stdin'], data)).toString().trim()
        lines.push(`${mode} ${sha}\t${path}\0`)
      }
      await git(['update-index', '--add', '-z', '--index-info'], lines.join(''), env)
      const treeSha = (await git(['write-tree'], undefined, env)).toString().trim()
      await rm(index, { force: true })
      const commit = (await git(['commit-tree', treeSha, ...(parent ? ['-p', parent] : []), '-m', message]))
        .toString()
        .trim()
      await git(['update-ref', `refs/heads/${branch}`, commit])
      return commit
    },
    remove: () => rm(dir, { recursive: true, force: true })
  }
}

function normalize(entry: Entry): { mode: string; data: string | Uint8Array } {
  if (typeof entry === 'string' || entry instanceof Uint8Array) return { mode: '100644', data: entry }
  return entry
}
