import { InputError } from '../errors.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { CompareStatus } from '../github/git-data.js'
import { digestOf, parseImageReference, sameImage } from '../image/reference.js'
import { mayDeclare, readDocument, type KubeDocument } from '../kube-yaml/document.js'
import {
  imageSites,
  isFluxKustomization,
  siteImage,
  type ImageFormat,
  type ImageSite
} from '../kube-yaml/image-sites.js'
import { resourceOf } from '../kube-yaml/images.js'
import { describeSelector, matches, mayMatch } from '../kube-yaml/resource.js'
import { hasContent, splitLikeKubernetes } from '../kube-yaml/split.js'
import { resolveTarget } from '../manifest/target.js'
import { ManifestError, type ResourceSelector, type TargetSelector } from '../manifest/types.js'
import { logValue } from '../markdown/escape.js'
import type { Expectation, TargetResource } from './target.js'
import type { RevisionRelation } from './types.js'

/**
 * A manifest in the config repo the expected image is read from, at the expected revision. For
 * `manifest` files the selector picks the resource (which is also what is followed); kustomize
 * and Helm values files do not say which resource they end up in, so `resource` names it, and
 * `image` (REF) names the repository whose pinned image to expect.
 */
export type ManifestSource =
  | {
      readonly from: 'manifest'
      readonly manifest: string
      readonly format: 'manifest'
      /** As the inputs give it; what they leave out, the file says, as open's edit reads it. */
      readonly selector: TargetSelector
      readonly container?: string | undefined
    }
  | {
      readonly from: 'manifest'
      readonly manifest: string
      /** `manifest` here: a Flux Kustomization's `spec.images`, which name no workload either. */
      readonly format: ImageFormat
      readonly resource: TargetResource
      /** REF: its repository picks the site; undefined when the file pins one image only. */
      readonly image: string | undefined
      readonly container?: string | undefined
    }

/** Where the resource and image come from: the manifest in the config repo, or inputs. */
export type TargetSource =
  | ManifestSource
  | {
      readonly from: 'inputs'
      readonly resource: TargetResource
      readonly image: string
      readonly container?: string | undefined
    }

/**
 * The expectation for this release. From a manifest, it is read at the expected revision (what
 * Argo CD will sync), so the image is the one merged, not one passed around by hand.
 */
export async function resolveExpectation(
  source: TargetSource,
  revision: string,
  repo: Pick<ConfigRepo, 'readFile' | 'fullName'>
): Promise<Expectation> {
  const container = source.container
  if (source.from === 'inputs')
    return { resource: source.resource, image: source.image, revision, ...(container ? { container } : {}) }
  const found = await imageAt(repo, source, revision)
  if (found === undefined) {
    throw new InputError(
      `Input 'manifest': ${logValue(source.manifest)} does not exist in ${repo.fullName} at ${revision.slice(0, 12)}.`
    )
  }
  return {
    resource: found.resource,
    image: found.image,
    revision,
    ...(found.container ? { container: found.container } : {})
  }
}

/** What a manifest says to expect: the resource, the image and (when one is meant) its container. */
export interface PinnedImage {
  readonly resource: TargetResource
  readonly image: string
  readonly container?: string | undefined
}

/** The resource and image the manifest pins at `revision`; undefined when the file is not there. */
export async function imageAt(
  repo: Pick<ConfigRepo, 'readFile'>,
  source: ManifestSource,
  revision: string
): Promise<PinnedImage | undefined> {
  const text = await repo.readFile(source.manifest, revision)
  if (text === undefined) return undefined
  return pinnedImage(text, source, `${logValue(source.manifest)} at ${revision.slice(0, 12)}`)
}

/**
 * What `text` pins, as {@link imageAt} reads it: pure, for the tests. `where` names the file in
 * messages. A manifest's selected resource must pin one image (among its containers, narrowed by
 * `container`, or its `spec.image`); a kustomization or Helm values file the image of REF's
 * repository.
 */
export function pinnedImage(text: string, source: ManifestSource, where: string): PinnedImage {
  const file = splitLikeKubernetes(text)
  if (!file.ok) throw new InputError(`Cannot read ${where}: line ${file.line} starts with --- but has more after it.`)
  const selector = 'selector' in source ? followed(text, source, where) : undefined
  const documents: { doc: KubeDocument; index: number }[] = []
  const wanted = selector === undefined ? () => true : mayMatch(selector)
  let index = 0
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue
    index++
    if (!wanted(text.slice(chunk.contentStart, chunk.end))) continue
    const read = readDocument(text, file, chunk)
    if (!read.ok) {
      // Only a document that may be the one we read makes the file unreadable for the wait.
      if (selector === undefined || mayDeclare(read.identity, selector))
        throw new InputError(
          `Cannot read ${where}: document ${index} (line ${read.refusal.line}): ${read.refusal.what}`
        )
      continue
    }
    documents.push({ doc: read.document, index })
  }
  return 'selector' in source
    ? fromManifest(text, documents, { ...source, selector: selector! }, where)
    : fromValues(text, documents, source, where)
}

/**
 * The resource to follow, found as open finds the one it edits (src/manifest/locate.ts): kind
 * and api-group as given, else the one resource whose spec.image or app container holds an image.
 */
function followed(
  text: string,
  source: Extract<ManifestSource, { format: 'manifest' }>,
  where: string
): ResourceSelector {
  let selector: ResourceSelector | undefined
  try {
    const counts = source.container === undefined ? appImage : containerImage
    selector = resolveTarget(text, source.selector, { container: source.container, counts })
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(`${error.code === 'outside-subset' ? 'Cannot read ' : ''}${where}: ${error.message}.`)
    throw error
  }
  if (selector === undefined)
    throw new InputError(
      `${where} declares no resource to follow (no document has both kind and apiVersion): name the workload's manifest in 'manifest', or set 'resource' and 'image' instead.`
    )
  return selector
}

/** The fields wait checks on the live resource: spec.image, container images, a HelmRelease's values. */
function containerImage(site: ImageSite): boolean {
  return (
    (site.role === 'reference' && (site.path === 'spec.image' || CONTAINER_IMAGE.test(site.path))) || valuesImage(site)
  )
}

/** Those of them that are the release unless a container is named: not init or ephemeral ones. */
function appImage(site: ImageSite): boolean {
  return containerImage(site) && !OTHER_CONTAINERS.test(site.path)
}

/**
 * An image of a Flux HelmRelease's `spec.values` (the only resource whose sites sit there), read
 * as one mapping at its digest where it has a digest key, as the live check reads it.
 */
function valuesImage(site: ImageSite): boolean {
  return (
    (HELM_RELEASE_VALUES.test(site.path) || HELM_PARAMETER.test(site.path)) &&
    (site.role !== 'tag' || site.pinnedBeside !== true)
  )
}

const HELM_RELEASE_VALUES = /^spec\.values[.[]/
/** A Flux Kustomization's `spec.images` entry, read at its digest where it has one. */
const FLUX_IMAGES = /^spec\.images\[name=.*\]\.digest$/
/** An Argo CD Application's Helm parameter, as Argo CD Image Updater writes them. */
const HELM_PARAMETER = /^spec\.(?:source|sources\[\d+\])\.helm\.parameters\[name=[^\]]*\]\.value$/

const OTHER_CONTAINERS = /(?:initContainers|ephemeralContainers)\[/

/** A pod-template container's `image` (by name, or by index when the container has none). */
const CONTAINER_IMAGE = /(?:^|\.)(?:containers|initContainers|ephemeralContainers)\[[^\]]+\]\.image$/

function fromManifest(
  text: string,
  documents: readonly { doc: KubeDocument }[],
  source: Extract<ManifestSource, { format: 'manifest' }> & { readonly selector: ResourceSelector },
  where: string
): PinnedImage {
  const { selector } = source
  const what = describeSelector(selector)
  const hits = documents.filter(({ doc }) => {
    const resource = resourceOf(doc.identity)
    return resource !== undefined && matches(resource, selector)
  })
  if (hits.length === 0)
    throw new InputError(`${where} has no ${what}; check inputs 'kind', 'api-group' and 'resource-name'.`)
  if (hits.length > 1)
    throw new InputError(`${where} has ${hits.length} ${what} resources; set 'resource-name' to pick one.`)
  const { doc } = hits[0]!
  const resource = resourceOf(doc.identity)!
  if (resource.name === undefined) throw new InputError(`${where}: the ${what} has no metadata.name.`)
  const target: TargetResource = {
    apiGroup: resource.apiGroup,
    kind: resource.kind,
    namespace: resource.namespace,
    name: resource.name
  }
  const all = imageSites(text, doc, 'manifest', { kind: selector.kind, apiGroup: selector.apiGroup })
  if (releasedThroughValues(resource) && source.container === undefined)
    return { resource: target, image: fromHelmRelease(all.filter(valuesImage), where, what) }
  const sites = all.filter(
    (site) => site.role === 'reference' && (site.path === 'spec.image' || CONTAINER_IMAGE.test(site.path))
  )
  // Init and ephemeral containers often run other images (a migration tool, a debugger): unless
  // named, the release is the app containers' image.
  const chosen =
    source.container === undefined
      ? sites.filter((site) => !OTHER_CONTAINERS.test(site.path))
      : sites.filter((site) => site.container === source.container)
  if (chosen.length === 0) {
    if (source.container !== undefined) {
      const names = [...new Set(sites.flatMap((site) => (site.container === undefined ? [] : [site.container])))]
      throw new InputError(
        `${where}: the ${what} has no container named ${source.container}${names.length ? ` (it has ${names.join(', ')})` : ''}; check input 'container'.`
      )
    }
    throw new InputError(
      `${where}: the ${what} has neither spec.image nor a container image; check inputs 'kind' and 'api-group'.`
    )
  }
  const image = oneImage(chosen, where, what)
  // A container is meant when the image is a container's: then the Pods are judged by it.
  const container = chosen.every((site) => site.container === chosen[0]!.container) ? chosen[0]!.container : undefined
  return { resource: target, image, ...(container === undefined ? {} : { container }) }
}

/** A Flux HelmRelease (its `spec.values`) or an Argo CD Application (its Helm parameters). */
function releasedThroughValues(resource: { readonly kind: string; readonly apiGroup: string }): boolean {
  return (
    (resource.kind === 'HelmRelease' && resource.apiGroup === 'helm.toolkit.fluxcd.io') ||
    (resource.kind === 'Application' && resource.apiGroup === 'argoproj.io')
  )
}

/**
 * A HelmRelease's image: the one its `spec.values` pins by digest (an Application's, its Helm
 * parameters), as open and gate edit it. That resource is what is followed (helm-controller
 * renders the workloads, and writes no owner references Argo CD's tree could follow); a chart's
 * own default image is not in the file.
 */
function fromHelmRelease(sites: readonly ImageSite[], where: string, what: string): string {
  const pinned = sites.filter((site) => digestOf(siteImage(site)) !== undefined)
  if (pinned.length === 0) {
    const found =
      sites.length > 0 ? ` (${sites.map((s) => `${s.path} at line ${s.span.line}`).join(', ')} carries no digest)` : ''
    throw new InputError(
      `${where}: the ${what} pins no image by digest in its values or Helm parameters${found}; release it with open first, or set 'resource' and 'image' instead of 'manifest'.`
    )
  }
  return oneImage(
    pinned,
    where,
    `the ${what}'s values`,
    "set 'format: helm-values' with 'resource' (the workload to follow) and 'image' (its repository picks the mapping)"
  )
}

function fromValues(
  text: string,
  documents: readonly { doc: KubeDocument }[],
  source: Extract<ManifestSource, { resource: TargetResource }>,
  where: string
): PinnedImage {
  // In a manifest, only a Flux Kustomization's spec.images say what another resource deploys.
  const sites = documents.flatMap(({ doc }) =>
    source.format === 'manifest'
      ? isFluxKustomization(doc.identity)
        ? imageSites(text, doc, 'manifest').filter((s) => FLUX_IMAGES.test(s.path))
        : []
      : imageSites(text, doc, source.format)
  )
  if (source.format === 'manifest' && sites.length === 0)
    throw new InputError(
      `${where} holds no Flux Kustomization with spec.images: with 'manifest', 'resource' is for a file that does not say what it deploys (a Flux Kustomization's spec.images, a kustomization, Helm values); for any other manifest leave 'resource' and 'image' out.`
    )
  const repository =
    source.image === undefined ? undefined : parseImageReference(source.image, { requireDigest: false }).name
  const mine = sites.filter((site) => repository === undefined || sameRepository(site.repository, repository))
  const pinned = mine.filter((site) => digestOf(siteImage(site)) !== undefined)
  const of = repository === undefined ? 'an image' : `an image of ${repository}`
  if (pinned.length === 0) {
    const found =
      mine.length > 0 ? ` (${mine.map((s) => `${s.path} at line ${s.span.line}`).join(', ')} carries no digest)` : ''
    throw new InputError(
      `${where} pins no ${of.slice(of.indexOf(' ') + 1)} by digest${found}; check input 'image' (its repository picks the ${source.format === 'helm-values' ? 'values mapping' : 'images[] entry'}) and 'format'.`
    )
  }
  const image = oneImage(pinned, where, of, "set 'image' to the released reference so its repository picks one")
  return {
    resource: source.resource,
    image,
    ...(source.container === undefined ? {} : { container: source.container })
  }
}

/** The one image the sites agree on (by digest and repository); several is the input's problem. */
function oneImage(
  sites: readonly ImageSite[],
  where: string,
  what: string,
  fix = "set 'container' to pick one"
): string {
  const images: string[] = []
  for (const site of sites) {
    const image = siteImage(site)
    if (!images.some((known) => sameImage(image, known) && sameImage(known, image))) images.push(image)
  }
  if (images.length > 1) {
    const listed = sites.map((s) => `${s.path} (line ${s.span.line}): ${siteImage(s)}`).join('; ')
    throw new InputError(`${where}: ${what} pins ${images.length} different images (${listed}); ${fix}.`)
  }
  return images[0]!
}

/** Repositories as written, Docker Hub's implicit prefixes aside. */
function sameRepository(written: string | undefined, wanted: string): boolean {
  if (written === undefined) return false
  const plain = (name: string): string =>
    name.replace(/^(docker\.io\/|index\.docker\.io\/)/, '').replace(/^library\//, '')
  return plain(written) === plain(wanted)
}

/**
 * How Argo CD's revision relates to the expected one, asked of GitHub only when they differ. A
 * later commit counts only if the manifest there still pins the image: otherwise a newer release
 * has replaced this one and waiting for it is pointless.
 */
export function revisionRelation(
  repo: Pick<ConfigRepo, 'compareStatus' | 'readFile'>,
  source: TargetSource,
  image: string
): (expected: string, actual: string) => Promise<RevisionRelation> {
  return async (expected: string, actual: string): Promise<RevisionRelation> => {
    const status: CompareStatus = await repo.compareStatus(expected, actual)
    switch (status) {
      case 'identical':
        return 'same'
      case 'behind':
        return 'behind'
      case 'diverged':
        return 'diverged'
      case 'unknown':
        return 'unknown'
      case 'ahead': {
        if (source.from === 'inputs') return 'descendant'
        let later
        try {
          later = await imageAt(repo, source, actual)
        } catch (error) {
          // A manifest that no longer parses there says nothing either way; the live object will.
          if (error instanceof InputError) return 'descendant'
          throw error
        }
        return later !== undefined && sameImage(later.image, image) ? 'descendant' : 'superseded'
      }
    }
  }
}
