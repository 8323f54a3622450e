/**
 * `gitops-release promote`: the offline half of the action's `promote`. Pins the resource in
 * --manifest to the image the same resource pins in --from-manifest; no Deployment evidence is
 * asked (that needs GitHub), and no GitHub client is loaded.
 */
import { InputError } from '../errors.js'
import { pinnedImage } from './source.js'
import { PROMOTE } from '../settings/commands.js'
import { helpText } from '../settings/help.js'
import { editOptionsFor, readSelector, readSiteInputs } from '../settings/selector.js'
import { readManifestFile, resolveFile } from '../cli/files.js'
import { readFlags } from '../cli/flags.js'
import { FLAG_SPELLING, type CliIO } from '../cli/io.js'
import { pinLocalManifest } from '../cli/pin.js'

export const HELP = helpText(PROMOTE)

export async function run(args: string[], io: CliIO): Promise<number> {
  const { settings } = readFlags(PROMOTE, args, io)
  const from = settings.required(
    'from-manifest',
    'the manifest to take the image from, e.g. --from-manifest apps/todo-api/staging/microservice.yaml'
  )
  const file = settings.required(
    'manifest',
    'the manifest to edit, e.g. --manifest apps/todo-api/prod/microservice.yaml'
  )
  const selector = readSelector(settings)
  const sites = readSiteInputs(settings)
  const source = await readManifestFile(io.cwd, from, '--from-manifest')
  if (source.target === (await resolveFile(io.cwd, file, '--manifest')))
    throw new InputError(
      `--from-manifest and --manifest are the same file: promote copies an image between two manifests`
    )
  const { located } = pinnedImage(
    source.text,
    selector,
    from,
    '--from-manifest',
    editOptionsFor(sites, from),
    FLAG_SPELLING
  )
  return pinLocalManifest(io, {
    file,
    flag: '--manifest',
    selector,
    image: located.value,
    options: editOptionsFor(sites, file)
  })
}
