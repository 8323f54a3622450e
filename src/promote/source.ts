import { InputError } from '../errors.js'
import type { ImageReference } from '../image/reference.js'
import {
  INPUT_SPELLING,
  ManifestError,
  type EditOptions,
  type LocatedImage,
  type Spelling,
  type TargetSelector
} from '../manifest/types.js'
import { logValue } from '../markdown/escape.js'
import type { KnownBaseHead } from '../open/decide.js'
import type { OpenRepo } from '../open/types.js'
import { parseImageInput } from '../settings/parsers.js'
import type { PromoteSettings } from './settings.js'
import { readImage } from '../manifest/bump.js'

/** The image a manifest pins, located, and parsed (always with a digest). */
export interface SourceImage {
  readonly located: LocatedImage
  readonly imageRef: ImageReference
}

/** The image `from-manifest` pins, and the base branch head it was read at. */
export interface Source extends SourceImage {
  readonly baseHead: KnownBaseHead
}

/** The image `from-manifest` pins on the base branch, which must be pinned by digest. */
export async function readSource(
  settings: PromoteSettings,
  repo: Pick<OpenRepo, 'fullName' | 'defaultBranch' | 'branchHead' | 'readFile'>
): Promise<Source> {
  const base = settings.base ?? (await repo.defaultBranch())
  const head = await repo.branchHead(base)
  if (!head)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`)
  const text = await repo.readFile(settings.fromManifest, head.sha)
  const where = `${settings.fromManifest} at ${base} (${head.sha.slice(0, 12)})`
  if (text === undefined)
    throw new InputError(
      `Input 'from-manifest': ${logValue(settings.fromManifest)} does not exist in ${repo.fullName} at ${base}.`
    )
  const image = pinnedImage(text, settings.fromSelector, where, "Input 'from-manifest'", settings.fromOptions)
  return { ...image, baseHead: { branch: base, head } }
}

/** Shared with the CLI: the located image and its reference, refusing one not pinned by digest. */
export function pinnedImage(
  text: string,
  selector: TargetSelector,
  where: string,
  label: string,
  options: EditOptions = {},
  spelling: Spelling = INPUT_SPELLING
): SourceImage {
  let located: LocatedImage
  try {
    located = readImage(text, selector, options)
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`${label}: cannot read the image of ${where}: ${error.messageFor(spelling)}`)
    throw error
  }
  const imageRef = parseImageInput(located.value, `${label}: ${where} pins an image promote cannot take`)
  return { located, imageRef }
}
