/**
 * The edit of image sites (src/kube-yaml/image-sites.ts): every field of the target that pins
 * REF's repository, as written, takes REF's digest (and its tag, when REF names one), each in
 * its own quoting; a kustomize entry without `digest` gets one `digest:` line. The result is then
 * proved the way the gate reads it: the document read again, its sites compared with the old
 * ones byte for byte (src/kube-yaml/site-diff.ts), exactly the planned fields changed.
 *
 * Refused, with nothing written: fields of REF's repository that disagree on the tag, a target
 * without any field of REF's repository, a field that cannot be spliced (alias, anchor, block
 * scalar, template), and a Helm mapping with a tag but no digest key (unless `field` names the
 * tag, which is then pinned as `tag@sha256:…`).
 */
import { digestProblem, parseImageReference, type ImageReference } from '../image/reference.js'
import { notApplicable, readDocument, type KubeDocument } from '../kube-yaml/document.js'
import { checkImageScalars } from '../kube-yaml/image-change.js'
import {
  imageSites,
  isFluxKustomization,
  siteAt,
  siteImage,
  siteValueFor,
  type ImageFormat,
  type ImageSite,
  type SpecImageKind
} from '../kube-yaml/image-sites.js'
import { resourceOf } from '../kube-yaml/images.js'
import { describeResource } from '../kube-yaml/resource.js'
import { diffSites } from '../kube-yaml/site-diff.js'
import { hasContent, separatorRefusal, splitLikeKubernetes, type KubeChunk, type KubeFile } from '../kube-yaml/split.js'
import { messageOf } from '../errors.js'
import { checkKustomizeEdit } from './kustomize.js'
import { splitForEdit } from './locate.js'
import { checkOwned } from './owned.js'
import { renderScalar } from './scalar.js'
import {
  ManifestError,
  type BumpResult,
  type EditOptions,
  type FieldChange,
  type LocatedImage,
  type MarkerPolicy
} from './types.js'

/** One document of the target, read, with its image sites. */
export interface SitedDocument {
  readonly chunk: KubeChunk
  /** 0-based, counting the documents Kubernetes reads. */
  readonly documentIndex: number
  readonly document: KubeDocument
  readonly sites: ImageSite[]
}

/** The target's documents (one resource of a manifest; every document of the other formats). */
export interface SitedTarget {
  readonly file: KubeFile & { ok: true }
  readonly format: ImageFormat
  readonly specImage: SpecImageKind | undefined
  readonly documents: SitedDocument[]
  /** How messages name the target: `Deployment apps/web`, `the kustomization`. */
  readonly label: string
}

/** A planned splice: a site and the source that replaces its bytes (a whole line for an insertion). */
interface Splice {
  readonly doc: SitedDocument
  readonly site: ImageSite
  readonly value: string
  readonly source: string
}

/** Messages list at most this many sites or repositories. */
const LISTED = 10

/** The documents of a kustomization or Helm values file, each read and sited. */
export function siteDocuments(text: string, format: ImageFormat): SitedTarget {
  const file = splitForEdit(text, 'so the file cannot be read')
  const documents: SitedDocument[] = []
  let documentIndex = 0
  for (const chunk of file.chunks) {
    if (!hasContent(text, chunk)) continue
    const index = documentIndex++
    const read = readDocument(text, file, chunk)
    if (!read.ok) {
      const { line, what } = read.refusal
      throw new ManifestError(
        `document ${index + 1} (line ${line}) is outside the YAML subset the edit and the gate read: ${what}`,
        'outside-subset',
        { documentIndex: index, line, gateCode: read.refusal.code }
      )
    }
    documents.push({
      chunk,
      documentIndex: index,
      document: read.document,
      sites: imageSites(text, read.document, format)
    })
  }
  const label =
    format === 'kustomization' ? 'the kustomization' : format === 'helm-values' ? 'the Helm values' : 'the file'
  return { file, format, specImage: undefined, documents, label }
}

/** One manifest document, sited. */
export function sitedDocument(
  text: string,
  doc: Omit<SitedDocument, 'sites'>,
  specImage: SpecImageKind
): SitedDocument {
  return { ...doc, sites: imageSites(text, doc.document, 'manifest', specImage) }
}

/**
 * Pins every site of REF's repository in `target` (or the one `options.field` names) to
 * `image`. Throws ManifestError, with nothing written, on every refusal listed above.
 */
export function bumpSites(text: string, target: SitedTarget, image: string, options: EditOptions): BumpResult {
  let ref: ImageReference & { digest: string }
  try {
    ref = parseImageReference(image) as ImageReference & { digest: string }
  } catch (error) {
    throw new ManifestError(`cannot pin ${JSON.stringify(image)}: ${messageOf(error)}`, 'unrenderable')
  }
  const warnings: string[] = []
  const chosen = choose(text, target, ref, options, warnings)
  const kustomizeEntries = chosen.filter(
    ({ doc }) => target.format === 'kustomization' || isFluxKustomization(doc.document.identity)
  )
  if (kustomizeEntries.length > 0) checkKustomizeEdit(kustomizeEntries, ref, target.label)
  const splices = plan(chosen, ref, target, options.markers ?? 'refuse')
  const located = locatedOf(target, chosen[0]!)
  const before = siteImage(chosen[0]!.site)
  if (splices.every((s) => s.site.insert === undefined && s.source === text.slice(s.site.span.start, s.site.span.end)))
    return { changed: false, text, before, after: before, located, fields: [], warnings }

  let updated = text
  for (const s of [...splices].sort((a, b) => b.site.span.start - a.site.span.start))
    updated = updated.slice(0, s.site.span.start) + s.source + updated.slice(s.site.span.end)
  const fields = prove(text, updated, target, splices)
  const after = siteImage(chosen[0]!.site, valueOf(splices, chosen[0]!))
  return { changed: true, text: updated, before, after, located, fields, warnings }
}

/** The image `target` pins where `bumpSites` would edit it, for promote's read of a source. */
export function readSites(text: string, target: SitedTarget, options: EditOptions): LocatedImage {
  const all = target.documents.flatMap((doc) => doc.sites.map((site) => ({ doc, site })))
  let sites: { doc: SitedDocument; site: ImageSite }[]
  if (options.field !== undefined) sites = [fieldSite(text, target, options.field)]
  else {
    sites = all.filter(
      ({ site }) =>
        site.repository !== undefined &&
        (options.container === undefined || site.container === options.container) &&
        // A Helm mapping or kustomize entry is one image: read it at its digest when it has one.
        (site.role !== 'tag' || !site.pinnedBeside)
    )
    if (options.container !== undefined) refuseUnknownContainer(target, options.container)
  }
  if (sites.length === 0)
    throw new ManifestError(
      `${target.label} holds no image field; it has ${inventory(all.map((a) => a.site))}`,
      'not-found'
    )
  const problem = sites.find(({ site }) => site.problem !== undefined)
  if (problem) throw unsafe(target, problem)
  const images = [...new Set(sites.map(({ site }) => siteImage(site)))]
  if (images.length > 1)
    throw new ManifestError(
      `${target.label} pins ${images.length} different images (${sites
        .slice(0, LISTED)
        .map(({ site }) => `${site.path} at line ${site.span.line}: ${siteImage(site)}`)
        .join('; ')}); name the one to read with field (--field) or container (--container)`,
      'ambiguous'
    )
  const first = sites[0]!
  return { ...locatedOf(target, first), value: images[0]! }
}

function choose(
  text: string,
  target: SitedTarget,
  ref: ImageReference & { digest: string },
  options: EditOptions,
  warnings: string[]
): { doc: SitedDocument; site: ImageSite }[] {
  const all = target.documents.flatMap((doc) => doc.sites.map((site) => ({ doc, site })))
  if (options.field !== undefined) {
    const found = fieldSite(text, target, options.field)
    const { site } = found
    if (site.repository !== undefined && site.repository !== ref.name)
      throw new ManifestError(
        `${target.label}: ${site.path} (line ${site.span.line}) pins repository ${JSON.stringify(site.repository)}, not ${JSON.stringify(ref.name)} of the image to pin; a move to another repository is a change for a person to review`,
        'not-found',
        { documentIndex: found.doc.documentIndex, line: site.span.line }
      )
    if (site.problem !== undefined) throw unsafe(target, found)
    // The tag beside a digest key takes the tag alone (the digest goes to the key), so pinning
    // through it would pin nothing, and answer "unchanged" for a release never made.
    if (site.role === 'tag' && site.pinnedBeside) throw tagBesideDigest(target, found)
    // `tag: ""` leaves the tag to the chart (often its appVersion): `@sha256:…` alone there
    // renders `repository:@sha256:…`, which no registry reads.
    if (site.role === 'tag' && !site.pinnedBeside && (ref.tag ?? site.tag ?? '') === '')
      throw new ManifestError(
        `${target.label}: ${site.path} (line ${site.span.line}) is empty, so the chart picks the tag; pinning through it would render "repository:@sha256:…". Write the tag there (or pass an image with a tag), or add a digest key the chart renders`,
        'unsafe',
        { documentIndex: found.doc.documentIndex, line: site.span.line }
      )
    if (site.role === 'tag' && !site.pinnedBeside)
      warnings.push(
        `${site.path} (line ${site.span.line}) now pins through the tag (${siteValueFor(site, ref)}): charts that render repository:tag pull this digest, but a chart that also puts the tag in a label (app.kubernetes.io/version) renders an invalid label; add a digest key the chart renders instead where it has one`
      )
    return [found]
  }
  if (options.container !== undefined) refuseUnknownContainer(target, options.container)
  const ours = all.filter(
    ({ site }) =>
      site.repository === ref.name && (options.container === undefined || site.container === options.container)
  )
  // A tag already pinned as `tag@sha256:…` (Renovate's and Argo CD Image Updater's way) shows the
  // chart renders the pin through it: it is the field to pin, with no `field` needed.
  const pinnedTag = ({ site }: { site: ImageSite }): boolean =>
    site.role === 'tag' && !site.pinnedBeside && site.span.value.includes('@sha256:')
  const tagOnly = ours.find((o) => o.site.role === 'tag' && !o.site.pinnedBeside && !pinnedTag(o))
  if (tagOnly) {
    const { site } = tagOnly
    const mapping = site.path.slice(0, site.path.lastIndexOf('.'))
    // An Argo CD Helm parameter (`parameters[name=image.tag].value`) gets a digest parameter, not a key.
    const parameter = /\[name=(.*)tag\]\.value$/.exec(site.path)
    const add =
      parameter === null
        ? `add "digest: ''" to ${mapping}`
        : `add the parameter {name: ${parameter[1]}digest, value: ""} beside it`
    throw new ManifestError(
      `${target.label}: ${mapping} (line ${site.span.line}) has a tag but no digest key, so there is no field to pin ${ref.name} by digest; ${add} if the chart renders one (as repository@digest), or name field: ${site.path} (--field ${site.path}) to pin through the tag as <tag>@sha256:…, which breaks charts that also put the tag in a label`,
      'not-found',
      { documentIndex: tagOnly.doc.documentIndex, line: site.span.line }
    )
  }
  const chosen = ours.filter((o) => o.site.role !== 'tag' || pinnedTag(o))
  if (chosen.length === 0) {
    const what = options.container === undefined ? '' : ` in container ${JSON.stringify(options.container)}`
    throw new ManifestError(
      `${target.label} holds no image field of repository ${JSON.stringify(ref.name)}${what}; it has ${inventory(all.map((a) => a.site))}`,
      'not-found'
    )
  }
  const problem = chosen.find(({ site }) => site.problem !== undefined)
  if (problem) throw unsafe(target, problem)
  const tags = new Set(chosen.map(({ site }) => site.tag ?? ''))
  if (tags.size > 1)
    throw new ManifestError(
      `${target.label}: the fields of ${ref.name} disagree on the tag (${chosen
        .slice(0, LISTED)
        .map(({ site }) => `${site.path} at line ${site.span.line}: ${site.tag === undefined ? 'no tag' : site.tag}`)
        .join('; ')}); release one with container (--container) or field (--field), or make them agree by hand first`,
      'ambiguous',
      { documentIndex: chosen[0]!.doc.documentIndex, line: chosen[0]!.site.span.line }
    )
  return chosen
}

/** The site `field` names, or an error listing the paths the target has. */
function fieldSite(text: string, target: SitedTarget, field: string): { doc: SitedDocument; site: ImageSite } {
  for (const doc of target.documents) {
    const site = siteAt(text, doc.document, doc.sites, field)
    if (site !== undefined) return { doc, site }
  }
  const paths = target.documents.flatMap((d) => d.sites.map((s) => s.path))
  throw new ManifestError(
    `${target.label} has no field ${JSON.stringify(field)}; its image fields are ${paths.length === 0 ? 'none' : paths.slice(0, LISTED).join(', ')}`,
    'not-found'
  )
}

function refuseUnknownContainer(target: SitedTarget, container: string): void {
  const names = new Set(target.documents.flatMap((d) => d.sites.map((s) => s.container)).filter((c) => c !== undefined))
  if (!names.has(container))
    throw new ManifestError(
      `${target.label} has no container named ${JSON.stringify(container)}; its containers are ${names.size === 0 ? 'none' : [...names].join(', ')}`,
      'not-found'
    )
}

/**
 * The splices: each chosen site's new value in its own quoting (a whole `digest:` line for an
 * insertion), and, when REF names a tag another than the one beside a digest site, that tag.
 */
function plan(
  chosen: readonly { doc: SitedDocument; site: ImageSite }[],
  ref: ImageReference & { digest: string },
  target: SitedTarget,
  markers: MarkerPolicy
): Splice[] {
  const splices: Splice[] = []
  for (const { doc, site } of chosen) {
    const value = siteValueFor(site, ref)
    checkMarker(target, doc, site, value, markers)
    splices.push({ doc, site, value, source: render(site, value, target) })
    if (site.role !== 'digest' || ref.tag === undefined || ref.tag === site.tag) continue
    const parent = site.path.slice(0, site.path.lastIndexOf('.'))
    const tagSite = doc.sites.find(
      (s) => s.role === 'tag' && s.pinnedBeside && (s.path === `${parent}.tag` || s.path === `${parent}.newTag`)
    )
    if (tagSite === undefined) continue
    if (tagSite.problem !== undefined) throw unsafe(target, { doc, site: tagSite })
    checkMarker(target, doc, tagSite, ref.tag, markers)
    splices.push({ doc, site: tagSite, value: ref.tag, source: render(tagSite, ref.tag, target) })
  }
  return splices
}

function render(site: ImageSite, value: string, target: SitedTarget): string {
  try {
    if (site.insert !== undefined) {
      const { lead, indent, eol, flow } = site.insert
      return flow
        ? `, digest: ${renderScalar(value, 'PLAIN')}`
        : `${lead ?? ''}${indent}digest: ${renderScalar(value, 'PLAIN')}${eol}`
    }
    // An empty `digest:` takes its value after one space.
    return `${site.empty ? ' ' : ''}${renderScalar(value, site.span.style)}`
  } catch (error) {
    if (error instanceof ManifestError)
      throw new ManifestError(`${target.label}: ${site.path} (line ${site.span.line}): ${error.message}`, error.code, {
        line: site.span.line
      })
    throw error
  }
}

/**
 * The result read back as the gate reads it: the same documents, each edited one inside the
 * subset, its sites the same paths, every byte outside them as before, and exactly the planned
 * sites holding their new values (a reference site also as the gate checks an image change).
 */
function prove(before: string, after: string, target: SitedTarget, splices: readonly Splice[]): FieldChange[] {
  const file = splitLikeKubernetes(after)
  const first = splices[0]!
  const failed = (why: string, line = first.site.span.line): ManifestError =>
    new ManifestError(`refusing to edit line ${line}: ${why}`, 'verify-failed', {
      documentIndex: first.doc.documentIndex,
      line
    })
  if (!file.ok || file.mode !== target.file.mode || file.chunks.length !== target.file.chunks.length)
    throw failed('the result splits into other documents')
  const fields: FieldChange[] = []
  let shift = 0
  for (const [i, chunk] of target.file.chunks.entries()) {
    const doc = target.documents.find((d) => d.chunk.start === chunk.start)
    const mine = splices.filter((s) => s.doc.chunk.start === chunk.start)
    const delta = mine.reduce((n, s) => n + s.source.length - (s.site.span.end - s.site.span.start), 0)
    const next = file.chunks[i]!
    if (next.start !== chunk.start + shift || next.end !== chunk.end + shift + delta)
      throw failed('the result splits into other documents')
    if (doc !== undefined && mine.length > 0) {
      const refusal =
        separatorRefusal(before, chunk) ?? (applied(target, doc) ? notApplicable(doc.document) : undefined)
      if (refusal) throw gateRefuses(refusal.line, refusal.what)
      const read = readDocument(after, file, next)
      if (!read.ok) throw gateRefuses(read.refusal.line, read.refusal.what)
      const sites = imageSites(after, read.document, target.format, target.specImage)
      const diff = diffSites(
        { text: before, from: chunk.start, to: chunk.end, sites: doc.sites },
        { text: after, from: next.start, to: next.end, sites }
      )
      if (!diff.ok) throw failed(diff.why ?? 'the result changes bytes outside the image fields')
      const planned = new Map(mine.map((s) => [s.site.path, s]))
      if (diff.changes.length !== mine.length) throw failed('the gate would not read these image changes back')
      for (const change of diff.changes) {
        const s = planned.get(change.base.path)
        if (s === undefined || change.head.span.value !== s.value)
          throw failed('the gate would not read this image change back', change.base.span.line)
        checkChange(s, change.beforeSource, change.afterSource, change.head.span.style)
        fields.push({
          path: change.base.path,
          line: change.head.span.line,
          before: change.inserted || change.base.empty ? '' : change.base.span.value,
          after: change.head.span.value,
          inserted: change.inserted
        })
      }
    }
    shift += delta
  }
  return fields
}

/**
 * Whether Argo CD applies the document as a resource: a manifest's selected one, not an Argo CD
 * parameter override file (no kind, no apiVersion), which Argo CD reads as parameters.
 */
function applied(target: SitedTarget, doc: SitedDocument): boolean {
  const { kind, apiVersion } = doc.document.identity
  return target.format === 'manifest' && (kind !== undefined || apiVersion !== undefined)
}

/** What the gate checks of each changed field: a reference as an image change, a digest as a digest. */
function checkChange(s: Splice, beforeSource: string, afterSource: string, style: ImageSite['span']['style']): void {
  const line = s.site.span.line
  if (s.site.role === 'reference') {
    // An Argo CD override's `name=` stays in front of the reference; the gate reads what follows.
    const strip = (v: string): string => (s.site.prefix === undefined ? v : v.replace(s.site.prefix, ''))
    const read = checkImageScalars(
      { value: strip(s.site.span.value), style: s.site.span.style, source: strip(beforeSource) },
      { value: strip(s.value), style, source: strip(afterSource) }
    )
    if ('code' in read && read.code !== 'other-repository')
      throw gateRefuses(line, `${s.site.path}: ${read.message.replace(/^spec\.image /, '')}`)
  } else if (s.site.role === 'digest' && !s.site.hexOnly) {
    const problem = digestProblem(s.value)
    if (problem !== undefined) throw gateRefuses(line, `${s.site.path}: ${JSON.stringify(s.value)} is no sha256 digest`)
  }
}

/** A change to a field Flux image automation owns, before it is rendered: see {@link checkOwned}. */
function checkMarker(
  target: SitedTarget,
  doc: SitedDocument,
  site: ImageSite,
  value: string,
  markers: MarkerPolicy
): void {
  if (site.marker === undefined || value === site.span.value) return
  checkOwned(target.label, site, site.marker, value, markers, {
    documentIndex: doc.documentIndex,
    line: site.span.line
  })
}

function tagBesideDigest(target: SitedTarget, { doc, site }: { doc: SitedDocument; site: ImageSite }): ManifestError {
  const parent = site.path.slice(0, site.path.lastIndexOf('.'))
  const key = doc.sites.find((s) => s.role === 'digest' && s.path.slice(0, s.path.lastIndexOf('.')) === parent)
  const digest = key === undefined ? `the digest key of ${parent}` : key.path
  return new ManifestError(
    `${target.label}: ${site.path} (line ${site.span.line}) is the tag beside ${digest}, so a release through it would pin no digest at all; release without field (--field): that sets ${digest} to the digest, and ${site.path} to the image's tag where it names another`,
    'unsafe',
    { documentIndex: doc.documentIndex, line: site.span.line }
  )
}

function gateRefuses(line: number, what: string): ManifestError {
  return new ManifestError(
    `the gate (the required check on release PRs) would refuse this edit, so nothing is written: line ${line}: ${what}; fix the file in a reviewed PR first, then release again`,
    'gate-refuses',
    { line }
  )
}

function unsafe(target: SitedTarget, { doc, site }: { doc: SitedDocument; site: ImageSite }): ManifestError {
  return new ManifestError(
    `${target.label}: line ${site.span.line}: ${site.problem ?? `${site.path} cannot be edited`}; edit it by hand into a one-line plain or quoted string written where it is used, then release again`,
    'unsafe',
    { documentIndex: doc.documentIndex, line: site.span.line }
  )
}

/** The repositories (and paths) a target has, for a not-found message. */
function inventory(sites: readonly ImageSite[]): string {
  const seen = new Map<string, string>()
  for (const s of sites) {
    const repo = s.repository ?? '(unreadable)'
    if (!seen.has(repo)) seen.set(repo, `${repo} at ${s.path} (line ${s.span.line})`)
  }
  if (seen.size === 0) return 'no image fields'
  const listed = [...seen.values()]
  const more = listed.length > LISTED ? `, and ${listed.length - LISTED} more` : ''
  return `the repositories ${listed.slice(0, LISTED).join(', ')}${more}`
}

function valueOf(splices: readonly Splice[], chosen: { site: ImageSite }): string {
  return splices.find((s) => s.site === chosen.site)?.value ?? chosen.site.span.value
}

function locatedOf(target: SitedTarget, { doc, site }: { doc: SitedDocument; site: ImageSite }): LocatedImage {
  const resource = resourceOf(doc.document.identity) ?? {
    kind: { kustomization: 'kustomization', 'helm-values': 'Helm values', manifest: 'Argo CD parameter overrides' }[
      target.format
    ],
    apiGroup: '',
    apiVersion: '',
    name: undefined,
    namespace: undefined
  }
  return {
    resource,
    documentIndex: doc.documentIndex,
    value: site.span.value,
    style: site.span.style,
    start: site.span.start,
    end: site.span.end,
    line: site.span.line,
    path: site.path
  }
}

/** How a manifest target is named in messages. */
export function manifestLabel(doc: KubeDocument): string {
  const resource = resourceOf(doc.identity)
  return resource === undefined ? 'the document' : describeResource(resource)
}
