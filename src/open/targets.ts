import { InputError } from '../errors.js'
import { versionFromTag, type ImageReference } from '../image/reference.js'
import type { EditOptions, ResourceSelector, TargetSelector } from '../manifest/index.js'
import { parseImageInput, parseManifestPath } from '../settings/parsers.js'
import { editOptionsFor, type SiteInputs } from '../settings/selector.js'

/** One resource a release pins, and the image it pins there. */
export interface OpenTarget {
  /** Path of the manifest inside the config repo. */
  readonly manifest: string
  /** Which resource in it to edit (manifests only); what the inputs leave out, the file says. */
  readonly selector: TargetSelector
  /** How the file keeps its images: its format, and the container or field to edit. */
  readonly edit: EditOptions
  /** The image to pin, exactly as given. */
  readonly image: string
  /** The image, parsed (always with a sha256 digest). */
  readonly imageRef: ImageReference
  /** Semver of this release here, from `version` or a semver image tag. */
  readonly version: string | undefined
}

/** What the targets are read from; `label` names an input as messages start with it. */
export interface TargetInputs {
  readonly manifest: string
  readonly image: string
  /** `resource-name`: the name for every line that names none with `#`. */
  readonly resourceName: string | undefined
  /** `kind` and `api-group`; undefined: left to the file. */
  readonly kind: string | undefined
  readonly apiGroup: string | undefined
  /** `format`, `container`, `field`; undefined: every field, each file's format from its name. */
  readonly sites?: SiteInputs | undefined
  /** An explicit `version`, which then holds for every target. */
  readonly version: string | undefined
  readonly label: (input: string) => string
}

/** A target before its image is known: a manifest and which resource in it. */
export type TargetResource = Pick<OpenTarget, 'manifest' | 'selector' | 'edit'>

/**
 * The targets of `manifest` (one `path` or `path#name` a line) and `image` (one image for all of
 * them, or one a line in the same order). One line of each is exactly the single target open has
 * always released. Every refusal names the input and the line, and nothing is read from GitHub
 * before all of them are known to be good.
 */
export function parseTargets(inputs: TargetInputs): OpenTarget[] {
  const resources = parseTargetResources(inputs)
  const images = lines(inputs.image)
  if (images.length !== 1 && images.length !== resources.length) {
    throw new InputError(
      `${inputs.label('image')} has ${images.length} lines but input 'manifest' has ${resources.length}: ` +
        'give one image for all the manifest lines, or one image per manifest line in the same order.'
    )
  }
  return resources.map((resource, i) => {
    const image = images.length === 1 ? images[0]! : images[i]!
    const imageLabel = images.length === 1 ? inputs.label('image') : `${inputs.label('image')} (line ${i + 1})`
    return makeTarget({ ...resource, image, imageRef: parseImageInput(image, imageLabel) }, inputs.version)
  })
}

/** The resources `manifest` names, one a line, each file at most once (promote learns the image later). */
export function parseTargetResources(inputs: Omit<TargetInputs, 'image' | 'version'>): TargetResource[] {
  const manifests = lines(inputs.manifest)
  const label = (index: number): string =>
    manifests.length === 1 ? inputs.label('manifest') : `${inputs.label('manifest')} (line ${index + 1})`
  const resources = manifests.map((line, i) => {
    const { path, name } = splitName(line, label(i))
    if (name !== undefined && inputs.resourceName !== undefined && name !== inputs.resourceName) {
      throw new InputError(
        `${label(i)} names resource ${JSON.stringify(name)} but input 'resource-name' says ${JSON.stringify(inputs.resourceName)}: give the name in one place.`
      )
    }
    const resourceName = name ?? inputs.resourceName
    const manifest = parseManifestPath(path, label(i))
    const edit = editOptionsFor(inputs.sites ?? NO_SITE_INPUTS, manifest)
    if (name !== undefined && edit.format !== 'manifest')
      throw new InputError(
        `${label(i)} names resource ${JSON.stringify(name)}, but ${JSON.stringify(manifest)} is ${edit.format === 'kustomization' ? 'a kustomization' : 'a Helm values file'}, whose images need no resource: write the path alone.`
      )
    return {
      manifest,
      edit,
      selector: {
        ...(inputs.kind === undefined ? {} : { kind: inputs.kind }),
        ...(inputs.apiGroup === undefined ? {} : { apiGroup: inputs.apiGroup }),
        ...(resourceName === undefined ? {} : { name: resourceName })
      }
    }
  })
  refuseSharedFiles(resources, inputs.label('manifest'))
  return resources
}

const NO_SITE_INPUTS: SiteInputs = { format: undefined, container: undefined, field: undefined, markers: 'refuse' }

/** A target from parts a caller already has (promote reads its image from another manifest). */
export function makeTarget(target: Omit<OpenTarget, 'version'>, explicitVersion: string | undefined): OpenTarget {
  return { ...target, version: explicitVersion ?? versionFromTag(target.imageRef.tag) }
}

/** `path#name`, as a target names itself in records, branch hashes and messages. */
export function targetKey(target: {
  readonly manifest: string
  readonly selector: Pick<ResourceSelector, 'name'>
}): string {
  return target.selector.name === undefined ? target.manifest : `${target.manifest}#${target.selector.name}`
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

/** A metadata.name never holds `#` or `/`, so the last `#` before a slash-free tail starts it. */
function splitName(line: string, label: string): { path: string; name: string | undefined } {
  const at = line.lastIndexOf('#')
  if (at < 0 || line.slice(at + 1).includes('/')) return { path: line, name: undefined }
  const name = line.slice(at + 1).trim()
  if (name === '')
    throw new InputError(`${label} ends in '#' with no name after it: write path#name, or just the path.`)
  return { path: line.slice(0, at).trim(), name }
}

/**
 * Two targets in one file would make two changed lines in it, where a release PR changes one
 * line per file (and the gate's table reads one row per file).
 */
function refuseSharedFiles(targets: readonly TargetResource[], label: string): void {
  const seen = new Set<string>()
  for (const t of targets) {
    if (seen.has(t.manifest)) {
      throw new InputError(
        `${label} names ${JSON.stringify(t.manifest)} more than once; a release PR changes one line per file. Release the other resource of that file in a PR of its own.`
      )
    }
    seen.add(t.manifest)
  }
}
