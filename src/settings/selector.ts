import { InputError } from '../errors.js'
import type { ResourceSelector } from '../manifest/types.js'
import type { SettingsReader } from './reader.js'

/**
 * Which resource of a manifest: `kind`, `api-group` and, when several match, `resource-name`.
 * An empty `api-group` is the core group; an empty kind or name can only be a mistake (the
 * action cannot pass one: an empty input is an absent one).
 */
export function readSelector(settings: SettingsReader): ResourceSelector {
  const kind = settings.string('kind')
  if (kind === '')
    throw new InputError(
      `${settings.label('kind')} must not be empty, e.g. ${settings.example('kind', 'Microservice')}`
    )
  const name = settings.optional('resource-name')
  if (name === '')
    throw new InputError(
      `${settings.label('resource-name')} must not be empty: leave it out, or give the metadata.name`
    )
  return { kind, apiGroup: settings.string('api-group'), ...(name === undefined ? {} : { name }) }
}
