import { InputError } from '../errors.js'
import { bumpImage, ManifestError, type ResourceSelector } from '../manifest/index.js'
import { readManifestFile, shown, writeAtomically } from './files.js'
import { EXIT, type CliIO } from './io.js'

/**
 * Pins `spec.image` of the selected resource in the local `file` to `image` and says what it
 * did in one line; the edit `bump` and `promote` share. On any error the file is untouched.
 */
export async function pinLocalManifest(
  io: CliIO,
  at: { file: string; flag: string; selector: ResourceSelector; image: string }
): Promise<number> {
  const { file, image } = at
  const { target, text, before } = await readManifestFile(io.cwd, file, at.flag)
  let result
  try {
    result = bumpImage(text, at.selector, image)
  } catch (error) {
    if (error instanceof ManifestError) throw new InputError(`${file}: ${error.message}`)
    throw error
  }
  if (!result.changed) {
    io.stdout(`unchanged ${shown(file)}: spec.image already ${shown(image)}\n`)
    return EXIT.ok
  }
  await writeAtomically(target, result.text, before)
  io.stdout(
    `changed ${shown(file)}: spec.image ${shown(result.before)} -> ${shown(result.after)} (line ${result.located.line})\n`
  )
  return EXIT.ok
}
