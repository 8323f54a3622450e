import { spawn } from 'node:child_process'
import { InputError } from '../errors.js'
import type { ChangedFile, ChangeStatus } from './rule/file.js'
import type { ChangeListing, ChangeSource } from './judge.js'
import { onceEach, repoTree, type RepoFiles, type RepoTree, type Side } from './kustomize/files.js'

/** Runs git with arguments (and optional stdin) in the repository; resolves to stdout bytes. */
export type GitRunner = (args: string[], input?: string) => Promise<Buffer>

export class GitCommandError extends Error {
  override name = 'GitCommandError'
}

/**
 * The real git CLI. Replace refs are off (`GIT_NO_REPLACE_OBJECTS`): a local `git replace`
 * would otherwise show us objects GitHub and Argo CD never see. Only plumbing commands are
 * used, whose output no configuration changes.
 */
export function gitCli(repoDir: string, env: NodeJS.ProcessEnv = process.env): GitRunner {
  return (args, input) =>
    new Promise((resolve, reject) => {
      const child = spawn('git', ['-C', repoDir, ...args], {
        env: { ...env, GIT_NO_REPLACE_OBJECTS: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
      })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout!.on('data', (d: Buffer) => out.push(d))
      child.stderr!.on('data', (d: Buffer) => err.push(d))
      child.on('error', (error) => reject(new GitCommandError(`git could not be started: ${error.message}`)))
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out))
        else
          reject(
            new GitCommandError(`git ${args[0]} failed: ${Buffer.concat(err).toString().trim() || `exit code ${code}`}`)
          )
      })
      // git may exit before reading all of stdin; its exit code, not EPIPE, is the answer.
      child.stdin?.on('error', () => undefined)
      child.stdin?.end(input)
    })
}

const STATUS: Record<string, ChangeStatus> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'type-changed'
}
const ABSENT_MODE = '000000'

interface RawEntry {
  file: ChangedFile
  baseSha: string
  headSha: string
}

/**
 * A local range as a change source, read the way GitHub reads a PR: from the merge base of
 * base and head to head (`base...head`), with `git diff-tree -r -M -z` (plumbing: no config
 * changes its output), rename detection on as GitHub has it, so a rename is one `renamed`
 * change.
 */
export async function localGitSource(git: GitRunner, baseRev: string, headRev: string): Promise<ChangeSource> {
  const baseTip = await resolveCommit(git, baseRev, '--base')
  const head = await resolveCommit(git, headRev, '--head')
  const base = await mergeBase(git, baseTip, head, baseRev, headRev)
  const entries = new Map<ChangedFile, RawEntry>()
  return {
    async list(): Promise<ChangeListing> {
      const raw = (await git(['diff-tree', '-r', '-M', '--raw', '-z', '--no-abbrev', base, head])).toString('utf8')
      const parsed = parseRawDiff(raw)
      const sizes = await blobSizes(
        git,
        parsed.flatMap((e) => [e.baseSha, e.headSha])
      )
      const files = parsed.map((e) => {
        const file: ChangedFile = { ...e.file, baseSize: sizes.get(e.baseSha), headSize: sizes.get(e.headSha) }
        entries.set(file, e)
        return file
      })
      return { base, head, files, reasons: [] }
    },
    async read(file) {
      const entry = entries.get(file)
      if (!entry) throw new Error(`${file.path} is not in the listing`)
      const [baseBytes, headBytes] = await Promise.all([
        git(['cat-file', 'blob', entry.baseSha]),
        git(['cat-file', 'blob', entry.headSha])
      ])
      return { base: new Uint8Array(baseBytes), head: new Uint8Array(headBytes) }
    },
    files: gitFiles(git, { base, head })
  }
}

/** Any file of the two commits, from git objects: `ls-tree` once per side, each blob once. */
function gitFiles(git: GitRunner, commits: Record<Side, string>): RepoFiles {
  const listing = onceEach(async (side: Side): Promise<{ tree: RepoTree; shas: Map<string, string> }> => {
    const raw = (await git(['ls-tree', '-r', '-t', '-z', '--full-tree', commits[side]])).toString('utf8')
    const files = new Map<string, string>()
    const shas = new Map<string, string>()
    const dirs: string[] = []
    for (const record of raw.split('\0')) {
      const tab = record.indexOf('\t')
      if (tab === -1) continue
      const [mode, type, sha] = record.slice(0, tab).split(' ') as [string, string, string]
      const path = record.slice(tab + 1)
      if (type === 'tree') dirs.push(path)
      else {
        files.set(path, mode)
        shas.set(path, sha)
      }
    }
    return { tree: repoTree(files, dirs), shas }
  })
  const blob = onceEach(async (sha: string) => new Uint8Array(await git(['cat-file', 'blob', sha])))
  return {
    tree: async (side) => (await listing(side)).tree,
    async read(side, path) {
      const sha = (await listing(side)).shas.get(path)
      if (sha === undefined) throw new Error(`${JSON.stringify(path)} is not a file at the ${side}`)
      return blob(sha)
    }
  }
}

async function resolveCommit(git: GitRunner, rev: string, flag: string): Promise<string> {
  if (rev === '' || rev.startsWith('-')) throw new InputError(`${flag} must name a commit, got ${JSON.stringify(rev)}.`)
  try {
    return (await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]))
      .toString('utf8')
      .trim()
  } catch {
    throw new InputError(
      `${flag} ${JSON.stringify(rev)} is not a commit in this repository. Use a branch, tag or SHA that exists locally (git fetch first).`
    )
  }
}

async function mergeBase(
  git: GitRunner,
  base: string,
  head: string,
  baseRev: string,
  headRev: string
): Promise<string> {
  try {
    return (await git(['merge-base', base, head])).toString('utf8').trim()
  } catch {
    throw new InputError(
      `--base ${JSON.stringify(baseRev)} and --head ${JSON.stringify(headRev)} have no common ancestor.`
    )
  }
}

/** Parses `diff-tree --raw -z`: `:<mode> <mode> <sha> <sha> <status>\0<path>\0[<path>\0]`. */
export function parseRawDiff(raw: string): RawEntry[] {
  const tokens = raw.split('\0')
  const out: RawEntry[] = []
  for (let i = 0; i < tokens.length; i++) {
    const header = tokens[i]!
    if (!header.startsWith(':')) continue
    const [baseMode, headMode, baseSha, headSha, code] = header.slice(1).split(' ') as [
      string,
      string,
      string,
      string,
      string
    ]
    const letter = code[0]!
    const twoPaths = letter === 'R' || letter === 'C'
    const first = tokens[++i]!
    const path = twoPaths ? tokens[++i]! : first
    const file: ChangedFile = {
      path,
      previousPath: twoPaths ? first : undefined,
      status: STATUS[letter] ?? 'unknown',
      baseMode: baseMode === ABSENT_MODE ? undefined : baseMode,
      headMode: headMode === ABSENT_MODE ? undefined : headMode
    }
    out.push({ file, baseSha, headSha })
  }
  return out
}

/** Sizes of the blobs among `shas`, from one `cat-file --batch-check` (gitlinks are not blobs). */
async function blobSizes(git: GitRunner, shas: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(shas.filter((s) => !/^0+$/.test(s)))]
  const sizes = new Map<string, number>()
  if (wanted.length === 0) return sizes
  const out = (
    await git(['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'], wanted.join('\n') + '\n')
  ).toString('utf8')
  for (const line of out.split('\n')) {
    const [sha, type, size] = line.split(' ')
    if (sha && type === 'blob' && size) sizes.set(sha, Number(size))
  }
  return sizes
}
