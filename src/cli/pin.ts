import { InputError } from '../errors.js'
import { bumpImage, ManifestError, type EditOptions, type TargetSelector } from '../manifest/index.js'
import { readManifestFile, refuseEscape, resolveFile, shown, writeAtomically } from './files.js'
import { EXIT, FLAG_SPELLING, type CliIO } from './io.js'

/**
 * Pins the image fields of the target in the local `file` to `image` and says what it did, a
 * line per field changed (one, `spec.image`, for a custom resource); the edit `bump` and
 * `promote` share. On any error the file is untouched.
 */
export async function pinLocalManifest(
  io: CliIO,
  at: { file: string; flag: string; selector: TargetSelector; image: string; options: EditOptions }
): Promise<number> {
  const { file, image } = at
  // Before reading, so a link to /etc/hostname is named as the link it is.
  await refuseEscape(io.cwd, file, await resolveFile(io.cwd, file, at.flag), at.flag)
  const { target, text, before } = await readManifestFile(io.cwd, file, at.flag)
  let result
  try {
    result = bumpImage(text, at.selector, image, at.options)
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.messageFor(FLAG_SPELLING)}`)
    throw error
  }
  for (const warning of result.warnings) io.stderr(`warning: ${file}: ${warning}\n`)
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: ${result.located.path ?? 'spec.image'} already ${shown(result.after)}\n`)
    return EXIT.ok
  }
  await writeAtomically(target, result.text, before)
  for (const field of result.fields) {
    const from = field.inserted ? '(added)' : shown(field.before === '' ? '""' : field.before)
    io.stdout(`changed ${shown(file)}: ${field.path} ${from} -> ${shown(field.after)} (line ${field.line})\n`)
  }
  return EXIT.ok
}
