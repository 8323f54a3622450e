import { InputError } from '../errors.js'
import { formatOfPath, parsePath, type ImageFormat } from '../kube-yaml/image-sites.js'
import type { EditOptions, MarkerPolicy, TargetSelector } from '../manifest/types.js'
import type { SettingsReader } from './reader.js'

/**
 * Which resource of a manifest: `kind`, `api-group` and `resource-name`, each optional. What is
 * left out the file says (src/manifest/locate.ts `resolveTarget`): without kind and group, the
 * one resource holding the image; a kind alone, that kind in any API group. An empty kind or name
 * can only be a mistake (the action cannot pass one: an empty input is an absent one); an empty
 * `api-group` is the core group.
 */
export function readSelector(settings: SettingsReader): TargetSelector {
  const { kind, apiGroup } = readKind(settings)
  const name = settings.optional('resource-name')
  if (name === '')
    throw new InputError(
      `${settings.label('resource-name')} must not be empty: leave it out, or give the metadata.name`
    )
  return { kind, apiGroup, ...(name === undefined ? {} : { name }) }
}

/** `kind` and `api-group` as given, each undefined when left to the file. */
export function readKind(settings: SettingsReader): { kind: string | undefined; apiGroup: string | undefined } {
  const kind = settings.optional('kind')
  if (kind !== undefined && kind.trim() === '')
    throw new InputError(
      `${settings.label('kind')} must not be empty: leave it out to take the resource that holds the image, or give one, e.g. ${settings.example('kind', 'Deployment')}`
    )
  if (kind !== undefined && !/^[A-Za-z][A-Za-z0-9]*$/.test(kind))
    throw new InputError(
      `${settings.label('kind')} must be a kind as written in the manifest, like ${settings.example('kind', 'Deployment')}; got ${JSON.stringify(kind)}.`
    )
  const apiGroup = settings.optional('api-group')
  if (apiGroup !== undefined && apiGroup.includes('/')) {
    const group = apiGroup.slice(0, apiGroup.lastIndexOf('/'))
    throw new InputError(
      `${settings.label('api-group')} is ${JSON.stringify(apiGroup)}, an apiVersion: the API group is the part before the slash, without the version. Drop the version: ${settings.example('api-group', group === '' ? "''" : group)}${group === '' ? ' (the core group, or leave api-group out)' : ''}.`
    )
  }
  if (apiGroup !== undefined && apiGroup !== '' && !/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(apiGroup))
    throw new InputError(
      `${settings.label('api-group')} must be an API group as in apiVersion before the slash, like ${settings.example('api-group', 'apps')}; got ${JSON.stringify(apiGroup)}.`
    )
  return { kind, apiGroup }
}

/** The `format`, `container` and `field` inputs as given; the format is settled per file (`editOptionsFor`). */
export interface SiteInputs {
  /** `format` when given; undefined: from each file's name. */
  readonly format: ImageFormat | undefined
  readonly container: string | undefined
  readonly field: string | undefined
  /** `image-policy-markers`: what to do with a field Flux image automation owns. */
  readonly markers: MarkerPolicy
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
  return { format, container, field, markers: settings.choice<MarkerPolicy>('image-policy-markers') }
}

/** The edit options of one file: the given format, or the one its name says. */
export function editOptionsFor(inputs: SiteInputs, path: string): EditOptions & { format: ImageFormat } {
  return {
    format: inputs.format ?? formatOfPath(path),
    container: inputs.container,
    field: inputs.field,
    markers: inputs.markers
  }
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
