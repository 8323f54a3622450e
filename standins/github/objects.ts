/** One entry of a git tree object. */
export interface TreeEntry {
  /** Octal mode as git writes it in listings: 100644, 100755, 120000, 040000, 160000. */
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  name: string
}

export interface Signature {
  name: string
  email: string
  /** ISO 8601 in UTC, the way GitHub prints dates: 2024-05-01T12:00:00Z */
  date: string
}

export interface ParsedCommit {
  sha: string
  tree: string
  parents: string[]
  author: Signature
  committer: Signature
  message: string
}

export function parseCommit(sha: string, data: Buffer): ParsedCommit {
  const text = data.toString('utf8')
  const split = text.indexOf('\n\n')
  const head = split < 0 ? text : text.slice(0, split)
  const message = split < 0 ? '' : text.slice(split + 2)
  const commit: ParsedCommit = { sha, tree: '', parents: [], author: EMPTY_SIG, committer: EMPTY_SIG, message }
  for (const line of head.split('\n')) {
    // Continuation lines (a space first) belong to multi-line headers such as gpgsig.
    if (line.startsWith(' ')) continue
    const sp = line.indexOf(' ')
    const key = line.slice(0, sp)
    const value = line.slice(sp + 1)
    if (key === 'tree') commit.tree = value
    else if (key === 'parent') commit.parents.push(value)
    else if (key === 'author') commit.author = parseSignature(value)
    else if (key === 'committer') commit.committer = parseSignature(value)
  }
  return commit
}

const EMPTY_SIG: Signature = { name: '', email: '', date: new Date(0).toISOString().replace('.000', '') }

function parseSignature(value: string): Signature {
  const m = /^(.*) <([^>]*)> (\d+) [+-]\d{4}$/.exec(value)
  if (!m) return EMPTY_SIG
  return { name: m[1]!, email: m[2]!, date: isoSeconds(new Date(Number(m[3]) * 1000)) }
}

/** GitHub prints timestamps to the second with a Z suffix. */
export function isoSeconds(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Parses a raw tree object: repeated "<mode> <name>\0<20-byte sha>". */
export function parseTree(data: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = []
  let i = 0
  while (i < data.length) {
    const sp = data.indexOf(32, i)
    const nul = data.indexOf(0, sp)
    const rawMode = data.subarray(i, sp).toString('latin1')
    const name = data.subarray(sp + 1, nul).toString('utf8')
    const sha = data.subarray(nul + 1, nul + 21).toString('hex')
    const mode = rawMode.padStart(6, '0')
    entries.push({ mode, type: typeOfMode(mode), sha, name })
    i = nul + 21
  }
  return entries
}

export function typeOfMode(mode: string): TreeEntry['type'] {
  if (mode === '040000') return 'tree'
  if (mode === '160000') return 'commit'
  return 'blob'
}

/** GitHub's blob and contents APIs wrap base64 at 60 characters, one line each. */
export function githubBase64(data: Buffer): string {
  const b64 = data.toString('base64')
  const lines: string[] = []
  for (let i = 0; i < b64.length; i += 60) lines.push(b64.slice(i, i + 60))
  return lines.length === 0 ? '' : lines.join('\n') + '\n'
}

/** What git itself treats as binary: a NUL in the first 8000 bytes. */
export function isBinary(data: Buffer): boolean {
  return data.subarray(0, 8000).includes(0)
}
