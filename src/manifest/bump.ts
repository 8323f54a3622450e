/**
 * The edit itself: splice the new value over the old scalar's bytes, then prove the result is
 * the one-line change it is meant to be before anyone sees it.
 */
import { readDocument } from '../kube-yaml/document.js'
import { resourceOf } from '../kube-yaml/images.js'
import { describeResource, describeSelector, type ResourceId } from '../kube-yaml/resource.js'
import { hasContent } from '../kube-yaml/split.js'
import { lineCounter } from '../text/lines.js'
import { lookup, resolved } from '../kube-yaml/nodes.js'
import { parseImageReference } from '../image/reference.js'
import { markerAfter } from '../kube-yaml/image-policy.js'
import { locate, splitForEdit, type Candidate, type LocateReport } from './locate.js'
import { resolveTarget, selectorHint, type Wanted } from './target.js'
import { checkOwned } from './owned.js'
import { renderScalar } from './scalar.js'
import { bumpSites, manifestLabel, readSites, siteDocuments, sitedDocument, type SitedTarget } from './sites.js'
import {
  ManifestError,
  type BumpResult,
  type EditOptions,
  type LocatedImage,
  type MarkerPolicy,
  type ResourceSelector,
  type TargetSelector
} from './types.js'
import { proveEdit } from './verify.js'

/**
 * Pins the image fields of `image`'s repository in the target to `image`, keeping every other
 * byte (quoting style, comments, line endings, BOM) as it was. The target is the one document
 * matching `selector` in a manifest, or the whole file of a kustomization or Helm values file
 * (`options.format`); `options.container` and `options.field` narrow it (see sites.ts).
 *
 * A custom resource whose `spec.image` is its only field of that repository (the one target
 * this command had before it knew other fields) is edited as it always was: `spec.image`
 * becomes `image` exactly, with the messages it always had.
 *
 * Throws ManifestError when no document or several match, when the edit is unsafe, when the
 * result fails verification, or when the gate would refuse the PR of it (see verify.ts).
 */
export function bumpImage(text: string, given: TargetSelector, image: string, options: EditOptions = {}): BumpResult {
  const format = options.format ?? 'manifest'
  if (format !== 'manifest') return bumpSites(text, siteDocuments(text, format), image, options)
  const selector = resolveTarget(text, given, wantedBy(options, repositoryOf(image)))
  if (selector === undefined) return bumpSites(text, overrides(text), image, options)
  const target = sitedTarget(text, selector, options, image)
  if (target !== undefined) return bumpSites(text, target, image, options)
  return bumpSpecImage(text, selector, image, options.markers ?? 'refuse')
}

/** What the target holds, as the edit options and the release's repository say. */
function wantedBy(options: EditOptions, repository: string | undefined): Wanted {
  return { repository, container: options.container, field: options.field }
}

/** An Argo CD parameter override file, or why the file holds nothing to release. */
function overrides(text: string): SitedTarget {
  const target = kindless(text)
  if (target !== undefined) return target
  const empty = splitForEdit(text, 'so the file cannot be read').chunks.every((c) => !hasContent(text, c))
  throw new ManifestError(
    (spell) =>
      `${empty ? 'the file has no documents' : 'no document of the file declares a resource (a kind and an apiVersion) or holds an Argo CD image override'}: name the manifest of the resource to release, or the format of a file of another kind (${spell('format', 'kustomization')} or ${spell('format', 'helm-values')})`,
    'not-found'
  )
}

/**
 * The target's documents with their sites, or undefined when the target is the legacy one: a
 * manifest whose selected document has `spec.image` and no other field of `image`'s repository
 * (or, reading, no other field at all), with neither `container` nor `field` given.
 */
function sitedTarget(
  text: string,
  selector: ResourceSelector,
  options: EditOptions,
  image: string | undefined
): SitedTarget | undefined {
  const format = 'manifest'
  const report = locate(text, selector, false)
  if (report.matched.length === 0) {
    const overrides = kindless(text)
    if (overrides !== undefined) return overrides
  }
  const legacy = options.container === undefined && options.field === undefined
  // Several custom resources with a spec.image each: refused as always, naming their images' lines.
  if (legacy && report.matched.length > 1 && report.matched.every(hasSpecImage)) return undefined
  const doc = exactlyOneDocument(text, selector, report)
  const specImage = { kind: selector.kind, apiGroup: selector.apiGroup }
  const sited = sitedDocument(text, doc, specImage)
  if (legacy && hasSpecImage(doc)) {
    const repository = image === undefined ? undefined : repositoryOf(image)
    // What is no image reference is refused as it always was, by the spec.image edit.
    if (image !== undefined && repository === undefined) return undefined
    const others = sited.sites.filter(
      (s) => s.path !== 'spec.image' && (repository === undefined || s.repository === repository)
    )
    if (others.length === 0) return undefined
  }
  return { file: report.file, format, specImage, documents: [sited], label: manifestLabel(doc.document) }
}

/**
 * A file of documents that declare no resource but hold image fields: Argo CD's parameter
 * override files (`.argocd-source-<app>.yaml`, with `kustomize.images`), which no kind selects.
 * Undefined for anything else, which then gets the not-found message it always had.
 */
function kindless(text: string): SitedTarget | undefined {
  let target: SitedTarget
  try {
    target = siteDocuments(text, 'manifest')
  } catch {
    return undefined
  }
  const { documents } = target
  if (documents.length === 0) return undefined
  if (documents.some((d) => d.document.identity.kind !== undefined || d.document.identity.apiVersion !== undefined))
    return undefined
  if (!documents.some((d) => d.sites.length > 0)) return undefined
  return { ...target, label: 'the Argo CD parameter overrides' }
}

function repositoryOf(image: string): string | undefined {
  try {
    return parseImageReference(image, { requireDigest: false }).name
  } catch {
    return undefined
  }
}

/** Whether the document writes a `spec.image` key (whatever its value). */
function hasSpecImage(doc: Candidate): boolean {
  const root = doc.document.root
  const spec = root === null ? undefined : lookup(root, 'spec')
  const node = spec === undefined ? undefined : resolved(spec.node)
  return node !== undefined && node.kind === 'map' && lookup(node, 'image') !== undefined
}

function bumpSpecImage(text: string, selector: ResourceSelector, image: string, markers: MarkerPolicy): BumpResult {
  const report = locate(text, selector)
  const located = exactlyOne(text, selector, report)
  if (located.value === image)
    return { changed: false, text, before: image, after: image, located, fields: [], warnings: [] }
  const marker = markerAfter(text, located.end)
  if (marker !== undefined)
    checkOwned(describeResource(located.resource), { path: 'spec.image', role: 'reference' }, marker, image, markers, {
      documentIndex: located.documentIndex,
      line: located.line
    })

  const rendered = renderScalar(image, located.style)
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end)
  verify(text, updated, located)
  proveEdit(text, updated, report, located, image, rendered)
  const field = { path: 'spec.image', line: located.line, before: located.value, after: image, inserted: false }
  return { changed: true, text: updated, before: located.value, after: image, located, fields: [field], warnings: [] }
}

/**
 * The image the target pins, read as `bumpImage` would edit it: `promote` reads the image one
 * environment pins with the same rules it then writes another. A custom resource's `spec.image`
 * as always; otherwise the one field of the target, or all its fields when they agree.
 */
export function readImage(text: string, given: TargetSelector, options: EditOptions = {}): LocatedImage {
  const format = options.format ?? 'manifest'
  if (format !== 'manifest') return readSites(text, siteDocuments(text, format), options)
  const selector = resolveTarget(text, given, wantedBy(options, undefined))
  if (selector === undefined) return readSites(text, overrides(text), options)
  const target = sitedTarget(text, selector, options, undefined)
  if (target !== undefined) return readSites(text, target, options)
  return exactlyOne(text, selector, locate(text, selector))
}

/** Messages list at most this many documents. */
const LISTED = 10

function exactlyOne(text: string, selector: ResourceSelector, report: LocateReport): LocatedImage {
  return exactlyOneOf(text, selector, report, report.images)
}

function exactlyOneDocument(text: string, selector: ResourceSelector, report: LocateReport): Candidate {
  const lined = report.matched.map((c) => ({ ...c, resource: resourceOf(c.document.identity)!, line: c.document.line }))
  return exactlyOneOf(text, selector, report, lined)
}

function exactlyOneOf<T extends { resource: LocatedImage['resource']; line: number }>(
  text: string,
  selector: ResourceSelector,
  report: LocateReport,
  images: readonly T[]
): T {
  if (images.length === 1) return images[0]!
  if (images.length > 1) {
    const found = images.slice(0, LISTED).map((i) => `${describeResource(i.resource)} at line ${i.line}`)
    if (images.length > LISTED) found.push(`and ${images.length - LISTED} more`)
    const fix =
      selector.name === undefined ? 'pass the metadata.name of the one to bump' : 'split them into separate files'
    throw new ManifestError(
      `${images.length} documents match ${describeSelector(selector)}: ${found.join('; ')}; ${fix}`,
      'ambiguous'
    )
  }
  const { listed, resources } = inventory(text, report)
  throw new ManifestError(
    (spell) =>
      `no document matches ${describeSelector(selector)}; the file has ${listed}; ${selectorHint(selector, resources, spell)}`,
    'not-found'
  )
}

/** What the file declares, for the not-found message; reads only the documents it lists. */
function inventory(text: string, report: LocateReport): { listed: string; resources: ResourceId[] } {
  const chunks = report.file.chunks.filter((c) => hasContent(text, c))
  if (chunks.length === 0) return { listed: 'no documents', resources: [] }
  const resources: ResourceId[] = []
  const listed = chunks.slice(0, LISTED).map((chunk, i) => {
    const read = readDocument(text, report.file, chunk)
    const resource = resourceOf(read.ok ? read.document.identity : read.identity)
    if (resource) resources.push(resource)
    const what = resource ? describeResource(resource) : read.ok ? 'not a resource' : 'outside the YAML subset'
    return `${i + 1}: ${what}`
  })
  const more = chunks.length > LISTED ? `, and ${chunks.length - LISTED} more` : ''
  return {
    listed: `${chunks.length} document${chunks.length === 1 ? '' : 's'} (${listed.join(', ')}${more})`,
    resources
  }
}

/**
 * Checks the spliced text independently of how it was built: a line-by-line comparison finds
 * exactly one changed line, the scalar's. Reading it back is verify.ts's part: the changed
 * document read again as the gate reads it must hold this one image change and nothing else.
 */
function verify(original: string, updated: string, located: LocatedImage): void {
  const lines = changedLines(original, updated)
  if (lines.length !== 1 || lines[0] !== located.line) {
    throw new ManifestError(
      `refusing to edit line ${located.line}: the result would not be a one-line change (lines changed: ${lines.slice(0, 5).join(', ') || 'none'})`,
      'verify-failed',
      { documentIndex: located.documentIndex, line: located.line }
    )
  }
}

/**
 * 1-based numbers of the lines that differ, as if both texts were split at `\n` and compared
 * line by line. A `\r` stays part of its line, so a CRLF turned into LF counts as a change, and
 * lines past the end of the shorter text differ.
 *
 * Splitting a 1 MB file twice costs more than the rest of a bump, so the usual answer (one
 * changed stretch with no line break in it, on either side) comes from the common prefix and
 * suffix instead; anything else takes the literal split.
 */
export function changedLines(a: string, b: string): number[] {
  if (a === b) return []
  const shorter = Math.min(a.length, b.length)
  // Whole blocks first: comparing slices is a memory compare, while charCodeAt on a spliced
  // (concatenated) string is some 20 times slower per character.
  const BLOCK = 1024
  let prefix = 0
  while (prefix + BLOCK <= shorter && a.slice(prefix, prefix + BLOCK) === b.slice(prefix, prefix + BLOCK))
    prefix += BLOCK
  while (prefix < shorter && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  let suffix = 0
  const room = shorter - prefix
  while (
    suffix + BLOCK <= room &&
    a.slice(a.length - suffix - BLOCK, a.length - suffix) === b.slice(b.length - suffix - BLOCK, b.length - suffix)
  ) {
    suffix += BLOCK
  }
  while (suffix < room && a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)) suffix++
  const changedA = a.slice(prefix, a.length - suffix)
  const changedB = b.slice(prefix, b.length - suffix)
  if (!changedA.includes('\n') && !changedB.includes('\n')) return [lineCounter(a)(prefix)]
  return splitAndCompare(a, b)
}

function splitAndCompare(a: string, b: string): number[] {
  const left = a.split('\n')
  const right = b.split('\n')
  const changed: number[] = []
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) changed.push(i + 1)
  }
  return changed
}
