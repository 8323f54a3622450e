import { InputError } from '../errors.js'
import { formatOfPath, parsePath, type ImageFormat } from '../kube-yaml/image-sites.js'
import type { EditOptions, ResourceSelector } from '../manifest/types.js'
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

/** The `format`, `container` and `field` inputs as given; the format is settled per file (`editOptionsFor`). */
export interface SiteInputs {
  /** `format` when given; undefined: from each file's name. */
  readonly format: ImageFormat | undefined
  readonly container: string | undefined
  readonly field: string | undefined
}

export function readSiteInputs(settings: SettingsReader): SiteInputs {
  const format = settings.optional('format')?.trim() ? settings.choice<ImageFormat>('format') : undefined
  const container = settings.optional('container')
  const field = settings.optional('field')
  for (const [name, value] of [
    ['container', container],
    ['field', field]
  ] as const)
    if (value !== undefined && value.trim() === '')
      throw new InputError(`${settings.label(name)} must not be empty: leave it out, or give the ${name}`)
  if (container !== undefined && field !== undefined)
    throw new InputError(
      `${settings.label('container')} and ${settings.label('field')} both narrow the target: give the field alone (its path names the container)`
    )
  if (field !== undefined && parsePath(field) === undefined)
    throw new InputError(
      `${settings.label('field')} ${JSON.stringify(field)} is not a field path; write it like spec.template.spec.containers[name=api].image, images[name=ghcr.io/acme/api].digest or image.tag`
    )
  return { format, container, field }
}

/** The edit options of one file: the given format, or the one its name says. */
export function editOptionsFor(inputs: SiteInputs, path: string): EditOptions & { format: ImageFormat } {
  return { format: inputs.format ?? formatOfPath(path), container: inputs.container, field: inputs.field }
}

/** The `container` input, when given: a name as Kubernetes allows (a DNS label). */
export function readContainer(settings: SettingsReader): { container?: string } {
  const container = settings.optional('container')?.trim()
  if (container === undefined) return {}
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(container) || container.length > 63)
    throw new InputError(
      `${settings.label('container')} must be a container name (lower-case letters, digits and '-', at most 63), got ${JSON.stringify(container)}.`
    )
  return { container }
}
