import type { GitRepo } from './git.js'

/** One changed file between two commits, before GitHub's URLs are added. */
export interface DiffFile {
  filename: string
  previousFilename?: string
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed'
  additions: number
  deletions: number
  /** Blob of the new side (of the old side for a removed file). */
  sha: string
  binary: boolean
  /** Unified hunks only ("@@ ..."), as GitHub returns them; absent for binary or empty changes. */
  patch?: string
}

const STATUS: Record<string, DiffFile['status']> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed'
}

/** Changes from `base` to `head`, with renames detected as GitHub does. */
export function diffFiles(repo: GitRepo, base: string, head: string): Promise<readonly DiffFile[]> {
  return repo.memo('diff', [base, head], () => computeDiff(repo, base, head))
}

async function computeDiff(repo: GitRepo, base: string, head: string): Promise<DiffFile[]> {
  // Plumbing (diff-tree), not porcelain, so no config can change the output format.
  const [raw, patch] = await Promise.all([
    repo.text(['diff-tree', '-r', '-M', '--raw', '--numstat', '-z', base, head]),
    repo.text(['diff-tree', '-r', '-M', '-p', '--no-color', '--full-index', '--no-ext-diff', base, head])
  ])
  const files = parseRawNumstat(raw)
  const patches = splitPatch(patch)
  files.forEach((f, i) => {
    const p = patches[i]
    if (!f.binary && p) f.patch = p
  })
  return files
}

function parseRawNumstat(out: string): DiffFile[] {
  const tokens = out.split('\0')
  const files: DiffFile[] = []
  let stat = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t === '') continue
    if (t.startsWith(':')) {
      // ":<old mode> <new mode> <old sha> <new sha> <status><score>" then one or two paths.
      const [, , oldSha, newSha, code] = t.slice(1).split(' ') as [string, string, string, string, string]
      const letter = code[0]!
      const twoPaths = letter === 'R' || letter === 'C'
      const first = tokens[++i]!
      const file: DiffFile = {
        filename: twoPaths ? tokens[++i]! : first,
        status: STATUS[letter] ?? 'changed',
        additions: 0,
        deletions: 0,
        sha: letter === 'D' ? oldSha : newSha,
        binary: false
      }
      if (twoPaths) file.previousFilename = first
      files.push(file)
      continue
    }
    // "<added>\t<deleted>\t<path>" or, for renames, "<added>\t<deleted>\t" then two paths.
    const [added, deleted, path] = t.split('\t') as [string, string, string]
    if (path === '') i += 2
    const file = files[stat++]
    if (!file) continue
    file.binary = added === '-'
    file.additions = file.binary ? 0 : Number(added)
    file.deletions = file.binary ? 0 : Number(deleted)
  }
  return files
}

/** Splits `diff-tree -p` output into one hunk text per file, in the same order as --raw. */
function splitPatch(out: string): Array<string | undefined> {
  const chunks = out.split(/^diff --git /m).slice(1)
  return chunks.map((chunk) => {
    if (/^(Binary files .* differ|GIT binary patch)$/m.test(chunk)) return undefined
    const at = chunk.search(/^@@ /m)
    if (at < 0) return undefined
    return chunk.slice(at).replace(/\n$/, '')
  })
}
