/**
 * The target a manifest holds when the inputs leave it out: without kind and group, the one
 * resource holding the image; a kind alone in any API group; several refused, listing each with
 * the inputs that pick it. Explicit kind and group pass through untouched, so what they select
 * is exactly what locate.ts always found.
 */
import { readDocument } from '../kube-yaml/document.js'
import { imageSites, siteAt, type ImageSite } from '../kube-yaml/image-sites.js'
import { resourceOf } from '../kube-yaml/images.js'
import { describeResource, mayMatch, type ResourceId } from '../kube-yaml/resource.js'
import { hasContent, type KubeFile } from '../kube-yaml/split.js'
import { splitForEdit } from './locate.js'
import { ManifestError, type ResourceSelector, type Spelling, type TargetSelector } from './types.js'

/** What makes a resource the target when the inputs leave it to the file. */
export interface Wanted {
  /** The repository being pinned: the target has a field of it. Undefined (a read): any image. */
  readonly repository?: string | undefined
  /** `container`: the target runs a container of this name. */
  readonly container?: string | undefined
  /** `field`: the target has this field. */
  readonly field?: string | undefined
  /** Which image fields count at all (wait follows `spec.image` and container images only). */
  readonly counts?: ((site: ImageSite) => boolean) | undefined
}

/**
 * The target's full selector. Kind and group both given: the selector as given, so explicit
 * inputs select exactly what they always did. Otherwise the file says: among the resources that
 * agree with what is given (a kind alone in any API group, a group alone of any kind), the one
 * holding a field `wanted` describes (of the release's repository, for an edit). Its own name
 * is added, so a file with two Deployments of which one runs the image picks that one.
 *
 * Undefined when no document declares a resource and nothing was given: an Argo CD parameter
 * override file, whose images no kind selects (the caller's to read). Throws ManifestError, with
 * the inputs that pick each, when several resources hold such a field; and when none agrees
 * with what is given, naming what the file has.
 */
export function resolveTarget(text: string, given: TargetSelector, wanted: Wanted = {}): ResourceSelector | undefined {
  const { kind, apiGroup, name } = given
  if (kind !== undefined && apiGroup !== undefined) return { kind, apiGroup, ...(name === undefined ? {} : { name }) }
  const file = splitForEdit(text, 'so Kubernetes cannot read the file')
  const pick = (resource: ResourceId): ResourceSelector => ({
    kind: resource.kind,
    apiGroup: resource.apiGroup,
    ...(name !== undefined ? { name } : resource.name !== undefined ? { name: resource.name } : {})
  })
  // Only the documents whose text could hold the target are read first; the messages of the
  // other answers name what the whole file has, so those read it all.
  const quick = scan(text, file, given, wanted, mayHold(given, wanted))
  if (quick.candidates.length === 1) return pick(quick.candidates[0]!.resource)
  const whole = scan(text, file, given, wanted, () => true)
  const { candidates, agreeing, resources, unreadable } = whole
  if (candidates.length === 1) return pick(candidates[0]!.resource)
  if (candidates.length > 1) throw ambiguous(given, wanted, candidates, resources)
  if (unreadable !== undefined)
    throw new ManifestError(
      `document ${unreadable.index + 1} (line ${unreadable.line}) may be the resource to edit, but it is outside the YAML subset the edit and the gate read: ${unreadable.what}`,
      'outside-subset',
      { documentIndex: unreadable.index, line: unreadable.line, gateCode: unreadable.gateCode }
    )
  if (resources.length === 0 && kind === undefined && apiGroup === undefined) return undefined
  // Nothing holds the field: the one kind that agrees (preferring those with images of other
  // repositories) is the one meant, and the edit then names the repositories it has.
  const withImages = distinct(agreeing.filter((a) => a.images).map((a) => a.resource))
  const only = withImages.length === 1 ? withImages : distinct(agreeing.map((a) => a.resource))
  if (only.length === 1)
    return { kind: only[0]!.kind, apiGroup: only[0]!.apiGroup, ...(name === undefined ? {} : { name }) }
  throw nothingHolds(given, wanted, agreeing, resources)
}

interface Scan {
  /** The resources that agree with what is given and hold the field wanted. */
  readonly candidates: { resource: ResourceId; line: number }[]
  /** The resources that agree with what is given, and whether they hold any image. */
  readonly agreeing: { resource: ResourceId; line: number; images: boolean }[]
  /** Every resource read. */
  readonly resources: ResourceId[]
  /** The first document that agrees but lies outside the subset. */
  readonly unreadable: { index: number; line: number; what: string; gateCode: ManifestError['gateCode'] } | undefined
}

function scan(
  text: string,
  file: KubeFile & { ok: true },
  given: TargetSelector,
  wanted: Wanted,
  worthReading: (source: string) => boolean
): Scan {
  const found: Scan = { candidates: [], agreeing: [], resources: [], unreadable: undefined }
  let unreadable: Scan['unreadable']
  let documentIndex = 0
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue
    const index = documentIndex++
    if (!worthReading(text.slice(chunk.contentStart, chunk.end))) continue
    const read = readDocument(text, file, chunk)
    if (!read.ok) {
      if (agrees(read.identity, given))
        unreadable ??= { index, line: read.refusal.line, what: read.refusal.what, gateCode: read.refusal.code }
      continue
    }
    const resource = resourceOf(read.document.identity)
    if (resource === undefined) continue
    found.resources.push(resource)
    if (!agrees(resource, given)) continue
    const line = read.document.root?.line ?? read.document.line
    // Every spec.image counts: any custom resource may be the one, as the inputs name none.
    const sites = imageSites(text, read.document, 'manifest', {})
    const counted = sites.filter((site) => site.repository !== undefined && (wanted.counts?.(site) ?? true))
    found.agreeing.push({ resource, line, images: counted.length > 0 })
    const held =
      wanted.field !== undefined
        ? siteAt(text, read.document, sites, wanted.field) !== undefined
        : counted.some(
            (site) =>
              (wanted.repository === undefined || site.repository === wanted.repository) &&
              (wanted.container === undefined || site.container === wanted.container)
          )
    if (held) found.candidates.push({ resource, line })
  }
  return { ...found, unreadable }
}

/** The resources of distinct kind and group, in file order. */
function distinct(resources: readonly ResourceId[]): ResourceId[] {
  const seen = new Map<string, ResourceId>()
  for (const r of resources) if (!seen.has(`${r.apiGroup}/${r.kind}`)) seen.set(`${r.apiGroup}/${r.kind}`, r)
  return [...seen.values()]
}

/** Whether a document, as far as it says, is of the kind, group and name given. */
function agrees(
  identity: {
    readonly kind: string | undefined
    readonly apiGroup: string | undefined
    readonly name: string | undefined
  },
  given: TargetSelector
): boolean {
  const same = (value: string | undefined, wanted: string | undefined): boolean =>
    wanted === undefined || value === undefined || value === wanted
  return same(identity.kind, given.kind) && same(identity.apiGroup, given.apiGroup) && same(identity.name, given.name)
}

/**
 * A test of whether a document's text could hold the target, so a 50 MB file of ConfigMaps is
 * not read whole to find its one Deployment: the given kind, group and name must appear, and the
 * last segment of the release's repository (which a Helm mapping splitting registry from
 * repository still writes whole), as {@link mayMatch} reasons.
 */
function mayHold(given: TargetSelector, wanted: Wanted): (source: string) => boolean {
  const selected = mayMatch({ kind: given.kind ?? '', apiGroup: given.apiGroup ?? '', name: given.name })
  const tail = wanted.repository?.slice(wanted.repository.lastIndexOf('/') + 1)
  const repository = tail === undefined || tail === '' ? () => true : mayMatch({ kind: tail, apiGroup: '' })
  return (source) => selected(source) && repository(source)
}

/** How messages name what the target must hold. */
function holding(wanted: Wanted): string {
  if (wanted.field !== undefined) return `the field ${wanted.field}`
  const of = wanted.repository === undefined ? 'an image' : `an image of ${wanted.repository}`
  return wanted.container === undefined ? of : `${of} in a container named ${JSON.stringify(wanted.container)}`
}

/** `Deployment`, `kind Deployment`, `Deployment (apps)`, for messages about what was given. */
function givenLabel(given: TargetSelector): string {
  const parts = [
    given.kind === undefined ? undefined : `kind ${given.kind}`,
    given.apiGroup === undefined ? undefined : `API group ${groupName(given.apiGroup)}`,
    given.name === undefined ? undefined : `name ${JSON.stringify(given.name)}`
  ].filter((p) => p !== undefined)
  return parts.length === 0 ? '' : ` of ${parts.join(', ')}`
}

/** Messages list at most this many resources. */
const LISTED = 10

/** The inputs that pick `resource`: kind and group, and the name where the file has more of them. */
function inputsFor(resource: ResourceId, all: readonly ResourceId[], spell: Spelling): string {
  const picks = [spell('kind', resource.kind), spell('api-group', groupValue(resource.apiGroup))]
  const twins = all.filter((r) => r.kind === resource.kind && r.apiGroup === resource.apiGroup)
  if (twins.length > 1 && resource.name !== undefined) picks.push(spell('resource-name', resource.name))
  return picks.join(', ')
}

function ambiguous(
  given: TargetSelector,
  wanted: Wanted,
  candidates: readonly { resource: ResourceId; line: number }[],
  all: readonly ResourceId[]
): ManifestError {
  return new ManifestError((spell) => {
    const listed = candidates
      .slice(0, LISTED)
      .map((c) => `${describeResource(c.resource)} at line ${c.line} (${inputsFor(c.resource, all, spell)})`)
    if (candidates.length > LISTED) listed.push(`and ${candidates.length - LISTED} more`)
    return `${candidates.length} resources${givenLabel(given)} hold ${holding(wanted)}, so the file does not say which to release: ${listed.join('; ')}. Pick the one to release as shown`
  }, 'ambiguous')
}

function nothingHolds(
  given: TargetSelector,
  wanted: Wanted,
  agreeing: readonly { resource: ResourceId; line: number }[],
  all: readonly ResourceId[]
): ManifestError {
  return new ManifestError((spell) => {
    if (agreeing.length === 0) {
      const have = all.slice(0, LISTED).map((r) => describeResource(r))
      if (all.length > LISTED) have.push(`and ${all.length - LISTED} more`)
      return `no resource${givenLabel(given)} is in the file, which has ${all.length === 0 ? 'no resources' : have.join(', ')}; ${selectorHint(given, all, spell)}`
    }
    const listed = agreeing.slice(0, LISTED).map((a) => `${describeResource(a.resource)} at line ${a.line}`)
    if (agreeing.length > LISTED) listed.push(`and ${agreeing.length - LISTED} more`)
    return `no resource${givenLabel(given)} holds ${holding(wanted)}; the file has ${listed.join(', ')}. Name the one to release with ${inputsFor(agreeing[0]!.resource, [], spell)}, or check the image`
  }, 'not-found')
}

/**
 * What to set when no resource is of the kind and group given: the file's own spelling of a kind
 * that differs in case only, else the inputs and the choice of leaving them out.
 */
export function selectorHint(given: TargetSelector, resources: readonly ResourceId[], spell: Spelling): string {
  const { kind, apiGroup } = given
  const sameButCase =
    kind === undefined
      ? undefined
      : resources.find((r) => r.kind !== kind && r.kind.toLowerCase() === kind.toLowerCase())
  if (sameButCase !== undefined) return `kinds are compared exactly: ${spell('kind', sameButCase.kind)}`
  const ofKind = kind === undefined ? resources : resources.filter((r) => r.kind === kind)
  const inGroup = ofKind.filter((r) => apiGroup === undefined || r.apiGroup === apiGroup)
  const other = ofKind[0]
  if (other !== undefined && inGroup.length === 0)
    return `its ${other.kind} is in API group ${groupName(other.apiGroup)}: ${spell('api-group', groupValue(other.apiGroup))}, or leave api-group out to take ${other.kind} in any group`
  const named = inGroup.flatMap((r) => (r.name === undefined ? [] : [r.name]))
  if (given.name !== undefined && named.length > 0)
    return `the names there are ${named
      .slice(0, LISTED)
      .map((n) => JSON.stringify(n))
      .join(', ')}: ${spell('resource-name', named[0]!)}`
  const example = resources[0]
  const inputs =
    example === undefined
      ? `${spell('kind', 'Deployment')}, ${spell('api-group', 'apps')}`
      : inputsFor(example, [], spell)
  return `set kind and api-group to the resource to release (such as ${inputs}), or leave both out to take the one resource that holds the image`
}

function groupName(group: string): string {
  return group === '' ? "'' (the core group)" : group
}

/** How an input writes the group: the core group as `''`. */
function groupValue(group: string): string {
  return group === '' ? "''" : group
}
