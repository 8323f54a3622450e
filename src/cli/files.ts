/**
 * Reading and writing the local manifests `bump` and `promote` edit: strict UTF-8 in, and out
 * atomically or not at all, so a failed edit leaves the file exactly as it was.
 */
import { randomBytes } from 'node:crypto'
import { lstat, open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import path from 'node:path'
import { InputError, messageOf } from '../errors.js'
import { utf8Text } from '../text/unicode.js'

export interface ManifestFile {
  /** The real path: a symlink is followed, since renaming over the link would replace it. */
  readonly target: string
  readonly text: string
  /** As read: the mode to keep and the mtime that proves nobody wrote it meanwhile. */
  readonly before: Pick<Stats, 'mode' | 'mtimeMs'>
}

/** `file` relative to `cwd`; `flag` names it in messages (`--file`, `--manifest`). */
export async function readManifestFile(cwd: string, file: string, flag: string): Promise<ManifestFile> {
  const target = await resolveFile(cwd, file, flag)
  const before = await stat(target)
  return { target, text: decode(await readFile(target), file, flag), before }
}

/** The regular file `given` (relative to `cwd`) is, links followed: what an edit would replace. */
export async function resolveFile(cwd: string, given: string, flag: string): Promise<string> {
  const absolute = path.resolve(cwd, given)
  try {
    const real = await realpath(absolute)
    if (!(await stat(real)).isFile()) throw new InputError(`${flag}: ${JSON.stringify(given)} is not a regular file`)
    return real
  } catch (error) {
    if (error instanceof InputError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new InputError(`${flag}: ${JSON.stringify(given)} does not exist (looked for ${absolute})`)
    throw new InputError(`${flag}: cannot open ${JSON.stringify(given)}: ${messageOf(error)}`)
  }
}

/**
 * Refuses to edit `given` when the way to it leads through a symlink out of its repository (the
 * git work tree it is in, else `cwd`): the edit would land where `git diff` never shows it,
 * such as a file of another checkout or /etc. A symlink inside the repository is followed, as
 * the edit replaces the file it points to. `target` is the real path {@link resolveFile} found.
 */
export async function refuseEscape(cwd: string, given: string, target: string, flag: string): Promise<void> {
  const absolute = path.resolve(cwd, given)
  const root = await repositoryOf(path.dirname(absolute), cwd)
  const realRoot = await realpath(root)
  if (within(realRoot, target)) return
  const link = await firstLink(root, absolute)
  // Named outside the repository on purpose (an absolute path, ../): the user's own choice.
  if (link === undefined) return
  const how =
    link === absolute ? 'is a symlink' : `leads through the symlink ${JSON.stringify(path.relative(cwd, link) || link)}`
  throw new InputError(
    `${flag}: ${JSON.stringify(given)} ${how} to ${target}, outside the repository (${root}); nothing was written. Name a file of the repository itself.`
  )
}

/** The git work tree `dir` is in (a `.git` file or directory), not following links; else `fallback`. */
async function repositoryOf(dir: string, fallback: string): Promise<string> {
  for (let at = dir; ; at = path.dirname(at)) {
    if (
      await lstat(path.join(at, '.git')).then(
        () => true,
        () => false
      )
    )
      return at
    if (path.dirname(at) === at) return fallback
  }
}

/** The first symlink on the way from `root` to `file` (the file itself included), if any. */
async function firstLink(root: string, file: string): Promise<string | undefined> {
  const steps = path.relative(root, file).split(path.sep)
  if (steps[0] === '..') return undefined
  let at = root
  for (const step of steps) {
    at = path.join(at, step)
    if ((await lstat(at).catch(() => undefined))?.isSymbolicLink()) return at
  }
  return undefined
}

function within(dir: string, file: string): boolean {
  const relative = path.relative(dir, file)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** Strict UTF-8, keeping a BOM: the bytes written back must be the bytes read, but one line. */
function decode(bytes: Buffer, given: string, flag: string): string {
  const text = utf8Text(bytes)
  if (text === undefined)
    throw new InputError(`${flag}: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`)
  return text
}

/**
 * Temp file beside the target (same file system, so rename is atomic), same permission bits,
 * flushed, then renamed over it. If the file changed since it was read, nothing is replaced.
 */
export async function writeAtomically(
  file: string,
  text: string,
  before: Pick<Stats, 'mode' | 'mtimeMs'>
): Promise<void> {
  const mode = before.mode & 0o7777
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  )
  try {
    const handle = await open(temp, 'wx', mode)
    try {
      await handle.writeFile(text, 'utf8')
      await handle.chmod(mode) // open()'s mode is filtered by the umask
      await handle.sync()
    } finally {
      await handle.close()
    }
    if ((await stat(file)).mtimeMs !== before.mtimeMs)
      throw new Error(`${file} changed while it was being edited; run the command again`)
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
}

/** Values from files and flags, printed as is when plain, else JSON-quoted so the line stays one line. */
export function shown(value: string): string {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value)
}
