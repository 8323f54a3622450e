/**
 * `gitops-release bump`: the offline half of `open`. Pins the image fields of one target of a
 * local file (a manifest's resource, a kustomization, Helm values), in place, changing only
 * their values; on any failure the file is left as it was.
 */
import { BUMP } from '../settings/commands.js'
import { helpText } from '../settings/help.js'
import { parseImageInput } from '../settings/parsers.js'
import { editOptionsFor, readSelector, readSiteInputs } from '../settings/selector.js'
import { readFlags } from './flags.js'
import type { CliIO } from './io.js'
import { pinLocalManifest } from './pin.js'

export const HELP = helpText(BUMP)

export async function run(args: string[], io: CliIO): Promise<number> {
  const { settings } = readFlags(BUMP, args, io)
  const file = settings.required('file', 'the manifest to edit, e.g. --file apps/todo-api/dev/microservice.yaml')
  const image = settings.required('image', 'the pinned image, e.g. --image ghcr.io/acme/todo-api@sha256:<64 hex>')
  parseImageInput(image, settings.label('image'))
  const options = editOptionsFor(readSiteInputs(settings), file)
  return pinLocalManifest(io, { file, flag: '--file', selector: readSelector(settings), image, options })
}
