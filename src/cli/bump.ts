/**
 * `gitops-release bump`: the offline half of `open`. Pins `spec.image` of one resource in a
 * local manifest, in place, changing one line; on any failure the file is left as it was.
 */
import { randomBytes } from 'node:crypto'
import { open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { InputError, messageOf } from '../errors.js'
import { bumpImage, ManifestError } from '../manifest/index.js'
import { BUMP } from '../settings/commands.js'
import { helpText } from '../settings/help.js'
import { parseImageInput } from '../settings/parsers.js'
import { readSelector } from '../settings/selector.js'
import { readFlags } from './flags.js'
import { EXIT, type CliIO } from './io.js'
import { utf8Text } from '../text/unicode.js'

export const HELP = helpText(BUMP)

export async function run(args: string[], io: CliIO): Promise<number> {
  const { settings } = readFlags(BUMP, args, io)
  const file = settings.required('file', 'the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml')
  const image = settings.required('image', 'the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>')
  parseImageInput(image, settings.label('image'))
  const selector = readSelector(settings)

  // Edit the file a symlink points to, not the link: renaming over the link would replace it.
  const target = await resolveFile(path.resolve(io.cwd, file), file)
  const before = await stat(target)
  const text = decode(await readFile(target), file)

  let result
  try {
    result = bumpImage(text, selector, image)
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.message}`)
    throw error
  }
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: spec.image already ${shown(image)}\n`)
    return EXIT.ok
  }
  await writeAtomically(target, result.text, before.mode, before.mtimeMs)
  io.stdout(
    `changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})\n`
  )
  return EXIT.ok
}

async function resolveFile(absolute: string, given: string): Promise<string> {
  try {
    const real = await realpath(absolute)
    if (!(await stat(real)).isFile()) throw new InputError(`--file: ${JSON.stringify(given)} is not a regular file`)
    return real
  } catch (error) {
    if (error instanceof InputError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new InputError(`--file: ${JSON.stringify(given)} does not exist (looked for ${absolute})`)
    throw new InputError(`--file: cannot open ${JSON.stringify(given)}: ${messageOf(error)}`)
  }
}

/** Strict UTF-8, keeping a BOM: the bytes written back must be the bytes read, but one line. */
function decode(bytes: Buffer, given: string): string {
  const text = utf8Text(bytes)
  if (text === undefined)
    throw new InputError(`--file: ${JSON.stringify(given)} is not UTF-8 text; re-encode it as UTF-8 first`)
  return text
}

/**
 * Temp file beside the target (same file system, so rename is atomic), same permission bits,
 * flushed, then renamed over it. If the file changed since it was read, nothing is replaced.
 */
async function writeAtomically(file: string, text: string, mode: number, readMtimeMs: number): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  )
  try {
    const handle = await open(temp, 'wx', mode & 0o7777)
    try {
      await handle.writeFile(text, 'utf8')
      await handle.chmod(mode & 0o7777) // open()'s mode is filtered by the umask
      await handle.sync()
    } finally {
      await handle.close()
    }
    if ((await stat(file)).mtimeMs !== readMtimeMs)
      throw new Error(`${file} changed while it was being edited; run bump again`)
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
}

/** Values from files and flags, printed as is when plain, else JSON-quoted so the line stays one line. */
function shown(value: string): string {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value)
}
