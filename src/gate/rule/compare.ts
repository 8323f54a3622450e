import { messageOf } from '../../errors.js'
import { parseImageReference } from '../../image/reference.js'
import { notApplicable, type KubeDocument } from '../../kube-yaml/document.js'
import { imageSites, siteImage, type ImageFormat, type ImageSite } from '../../kube-yaml/image-sites.js'
import { resourceOf } from '../../kube-yaml/images.js'
import type { ResourceId } from '../../kube-yaml/resource.js'
import { diffSites } from '../../kube-yaml/site-diff.js'
import { lineOf } from '../../text/lines.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason } from '../reasons.js'
import { fluxImagesReasons } from './flux-images.js'
import { checkSiteChange } from './image.js'
import { subsetReason } from './subset-reason.js'

/** One image field that the PR changes. */
export interface ImageChange {
  readonly file: string
  /** How the file keeps its images (from its name, or the release policy's `format`). */
  readonly format: ImageFormat
  /** The resource the document declares; undefined for a kustomization or Helm values document without one. */
  readonly resource: ResourceId | undefined
  /** Where the field is: `spec.template.spec.containers[name=web].image`, `images[name=api].digest`, `image.tag`. */
  readonly path: string
  /** The short name reasons and reports use: `containers[name=web].image`, `spec.image`, `image.tag`. */
  readonly field: string
  /** 0-based document index in the file (documents Kubernetes reads, empty ones not counted). */
  readonly documentIndex: number
  /** 1-based line in the head version. */
  readonly line: number
  /** Full references (`repo:tag@sha256:…`) the field stands for, for the release policy and reports. */
  readonly before: string
  readonly after: string
  /** Reasons this one change is refused; empty when it passes. */
  readonly reasons: Reason[]
}

export interface Comparison {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/** One version of a document the PR changes: the file's text and the document read from it. */
export interface DocumentVersion {
  readonly text: string
  /** Where the document's text lies in `text`. */
  readonly from: number
  readonly to: number
  readonly document: KubeDocument
}

/**
 * The byte comparison of one document the PR changes, both versions inside the subset: for a
 * manifest the same resource on both sides; then head equal to base except inside the image
 * fields the core lists for the file's format (src/kube-yaml/image-sites.ts), plus the one
 * kustomize `digest:` line insertion (src/kube-yaml/site-diff.ts); then each changed field
 * judged as a digest release. Parsed values are never compared outside the fields, so nothing a
 * parser reads differently (an escape, a big integer, `010`, a YAML 1.1 boolean) can hide a
 * change.
 */
export function compareDocuments(
  file: string,
  base: DocumentVersion,
  head: DocumentVersion,
  policy: GatePolicy,
  documentIndex: number,
  format: ImageFormat = 'manifest'
): Comparison {
  const shown = JSON.stringify(file)
  const [b, h] = [base.document, head.document]
  // Kustomizations, Helm values and Argo CD's parameter override files are read by kustomize,
  // Helm and Argo CD, not applied as objects.
  const applied = format === 'manifest' && !isParameterOverrides(file)
  const shape = applied ? (notApplicable(h) ?? notApplicable(b)) : undefined
  if (shape) return { changes: [], reasons: [subsetReason(file, shape)] }
  const [baseId, headId] = [resourceOf(b.identity), resourceOf(h.identity)]
  if (applied && !sameResource(baseId!, headId!)) {
    return {
      changes: [],
      reasons: [
        fileReason(
          'document-mismatch',
          file,
          h.root?.line ?? h.line,
          `${shown} document ${documentIndex + 1} is ${describe(baseId!)} in base and ${describe(headId!)} in head.`
        )
      ]
    }
  }
  const sited = (v: DocumentVersion): { text: string; from: number; to: number; sites: ImageSite[] } => ({
    text: v.text,
    from: v.from,
    to: v.to,
    sites: imageSites(v.text, v.document, format, policy.selector)
  })
  const [baseSited, headSited] = [sited(base), sited(head)]
  const diff = diffSites(baseSited, headSited)
  if (!diff.ok) {
    const line = lineOf(head.text, diff.offset)
    // An anchor or alias written on an image field is a byte outside its scalar; naming the
    // field's problem says more than "outside".
    const unsafe = headSited.sites.find((s) => s.problem !== undefined && s.span.line === line)
    if (unsafe !== undefined)
      return {
        changes: [],
        reasons: [
          fileReason(
            'image-form',
            file,
            line,
            `${shown} line ${line}: ${unsafe.problem}; edit it by hand into a one-line plain or quoted string written once, then bump again.`
          )
        ]
      }
    // A marker dropped or rewritten hands the field back from image automation, or to another policy.
    const marked = baseSited.sites.find((s) => s.marker !== undefined && s.span.line === line)
    if (marked?.marker !== undefined)
      return {
        changes: [],
        reasons: [
          fileReason(
            'image-policy-marker',
            file,
            line,
            `${shown} line ${line}: the Flux image automation marker ${marked.marker.comment} of ${marked.path} changed or was dropped; a release keeps it byte for byte (a change of which ImagePolicy owns a field is one for a person to review).`
          )
        ]
      }
    const why = diff.why === undefined ? '' : `: ${diff.why}`
    return {
      changes: [],
      reasons: [
        fileReason(
          'outside-image',
          file,
          line,
          `${shown} line ${line}: changed outside the image fields${why}; in ${formatName(format)} only ${mayChange(format, policy)} may change.`
        )
      ]
    }
  }
  const changes: ImageChange[] = []
  const reasons: Reason[] = []
  for (const site of diff.changes) {
    const field = fieldName(site.head.path)
    const after = siteImage(site.head)
    const checked = checkSiteChange(file, field, site, policy)
    // The release policy, provenance and promotion read the full reference: one that does not
    // parse (a kustomize entry without a name, a tag emptied before its digest) is refused here,
    // not skipped there.
    const changeReasons = checked.length > 0 ? checked : unreadableReference(file, field, site.head.span.line, after)
    reasons.push(...changeReasons)
    changes.push({
      file,
      format,
      resource: headId,
      path: site.head.path,
      field,
      documentIndex,
      line: site.head.span.line,
      before: siteImage(site.base, site.inserted ? '' : site.base.span.value),
      after,
      reasons: changeReasons
    })
  }
  // A Flux Kustomization's spec.images must render as written whatever kustomization they merge into.
  if (changes.length > 0 && reasons.length === 0)
    reasons.push(
      ...fluxImagesReasons(
        file,
        h,
        changes.map((c) => c.path)
      )
    )
  return { changes, reasons }
}

function unreadableReference(file: string, field: string, line: number, reference: string): Reason[] {
  try {
    parseImageReference(reference)
    return []
  } catch (error) {
    return [
      fileReason(
        'invalid-image',
        file,
        line,
        `${JSON.stringify(file)} line ${line}: ${field} makes the image ${JSON.stringify(reference)}, not a pinned reference: ${messageOf(error)}.`
      )
    ]
  }
}

/**
 * Argo CD's parameter override files (`.argocd-source.yaml`, `.argocd-source-<app>.yaml`): Argo CD
 * merges them into the Application's source; they have no kind and are never applied.
 */
export function isParameterOverrides(file: string): boolean {
  return /^\.argocd-source(?:-[^/]*)?\.ya?ml$/.test(file.slice(file.lastIndexOf('/') + 1))
}

/**
 * The short name of a field: from the container list on for pod templates
 * (`containers[name=web].image`), the path itself otherwise.
 */
export function fieldName(path: string): string {
  const at = Math.max(
    ...['containers[', 'initContainers[', 'ephemeralContainers['].map((list) => {
      const i = path.lastIndexOf(list)
      return i > 0 && path[i - 1] !== '.' ? -1 : i
    })
  )
  return at <= 0 ? path : path.slice(at)
}

function formatName(format: ImageFormat): string {
  return format === 'manifest' ? 'a manifest' : format === 'kustomization' ? 'a kustomization' : 'Helm values'
}

/** Which fields may change, for the outside-image message. */
function mayChange(format: ImageFormat, policy: GatePolicy): string {
  switch (format) {
    case 'manifest':
      return `the image of pod-template containers (containers, initContainers, ephemeralContainers), spec.image of ${specImageOf(policy.selector)}, Argo CD kustomize.images overrides, Helm parameters and values in Applications, Helm values in HelmReleases, and spec.images[].newTag and digest (or a digest key added) in Flux Kustomizations`
    case 'kustomization':
      return "images[].newTag and images[].digest, plus a 'digest: sha256:...' key added to an entry (a line at its keys' indentation, or ', digest: sha256:...' in a flow entry)"
    case 'helm-values':
      return 'the tag and digest (or sha) of image mappings and scalars holding a whole image reference'
  }
}

/** `Microservice (platform.example.io)`, `any kind`, `any kind in apps`, as the inputs say. */
function specImageOf(selector: GatePolicy['selector']): string {
  const group = selector.apiGroup === undefined ? undefined : selector.apiGroup || 'core group'
  if (selector.kind === undefined) return group === undefined ? 'any kind' : `any kind in ${group}`
  return `${selector.kind} (${group ?? 'any API group'})`
}

function sameResource(a: ResourceId, b: ResourceId): boolean {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace
}

function describe(id: ResourceId): string {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null))
}
