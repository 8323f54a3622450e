import { spawn } from 'node:child_process'
import { devNull } from 'node:os'
import { parseAllDocuments } from 'yaml'
import type { K8sObject } from './types.js'

/** Identity for commits made by test helpers; CI machines have none configured. */
export const GIT_IDENTITY = { name: 'Argo CD Stand-in', email: 'argocd-standin@example.invalid' }

/** Environment for git that ignores the machine's config and always has an identity. */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: GIT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: GIT_IDENTITY.email,
    GIT_COMMITTER_NAME: GIT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: GIT_IDENTITY.email,
    ...extra
  }
}

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string
  ) {
    super(`git ${args.join(' ')}: ${stderr.trim()}`)
    this.name = 'GitError'
  }
}

/** Runs `git -C dir ...` and returns stdout; rejects with GitError on a non-zero exit. */
export function git(
  dir: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {}
): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = options.input === undefined ? 'ignore' : 'pipe'
    const child = spawn('git', ['-C', dir, ...args], { env: gitEnv(options.env), stdio: [stdin, 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'))
      else reject(new GitError(args, Buffer.concat(err).toString('utf8')))
    })
    if (child.stdin) {
      // git may exit before reading everything (a bad argument): that is reported by the exit code.
      child.stdin.on('error', () => undefined)
      child.stdin.end(options.input)
    }
  })
}

/** The commit a branch points at, as Argo CD's repo-server resolves targetRevision. */
export async function resolveBranch(repoDir: string, branch: string): Promise<string> {
  try {
    return (await git(repoDir, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`])).trim()
  } catch {
    throw new Error(`unable to resolve '${branch}' to a commit SHA`)
  }
}

/**
 * The manifests at `path` in `revision`: one YAML file (all its documents), or every .yaml, .yml
 * and .json file directly in a directory (Argo CD's plain-directory source, not recursive).
 */
export async function readManifests(repoDir: string, revision: string, path: string): Promise<K8sObject[]> {
  const clean = path.replace(/^\/+|\/+$/g, '')
  const type = (await git(repoDir, ['cat-file', '-t', `${revision}:${clean}`]).catch(() => '')).trim()
  if (type === '') throw new Error(`app path does not exist: ${clean}`)
  const files =
    type === 'blob'
      ? [clean]
      : (await git(repoDir, ['ls-tree', '--name-only', `${revision}:${clean}`]))
          .split('\n')
          .filter((name) => /\.(ya?ml|json)$/.test(name))
          .map((name) => `${clean}/${name}`)
  const objects: K8sObject[] = []
  for (const file of files) {
    const text = await git(repoDir, ['show', `${revision}:${file}`])
    for (const doc of parseAllDocuments(text)) {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message ?? 'invalid YAML'}`)
      const value: unknown = doc.toJS()
      if (value === null || value === undefined) continue
      if (!isManifest(value))
        throw new Error(`${file}: a document is not a Kubernetes object (needs apiVersion, kind, metadata.name)`)
      objects.push(value)
    }
  }
  return objects
}

function isManifest(value: unknown): value is K8sObject {
  const v = value as Partial<K8sObject> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.apiVersion === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.metadata?.name === 'string'
  )
}
