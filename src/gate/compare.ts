// The modules themselves, not manifest/index.js: the edit (manifest/bump.ts) asks this rule.
import { locateParsed } from '../manifest/locate.js'
import { ManifestError, type LocatedImage, type ResourceId } from '../manifest/types.js'
import { checkImageChange, type ImageScalar } from './image-rule.js'
import type { GatePolicy } from './policy.js'
import { lineOf } from '../text/lines.js'
import { fileReason, type Reason } from './reasons.js'
import type { DocumentIdentity, StrictDocument } from './strict-yaml.js'
import { plural } from '../text/plural.js'

/** One `spec.image` that the PR changes. */
export interface ImageChange {
  readonly file: string
  readonly resource: ResourceId
  /** 0-based document index in the file. */
  readonly documentIndex: number
  /** 1-based line in the head version. */
  readonly line: number
  readonly before: string
  readonly after: string
  /** Reasons this one change is refused; empty when it passes. */
  readonly reasons: Reason[]
}

/**
 * Where the compared texts sit in the file, when they are one document of it: lines before
 * the head's piece, and the document's 0-based index.
 */
export interface PieceOfFile {
  readonly lineBase: number
  readonly documentIndex: number
}

export interface Comparison {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/**
 * The byte comparison: head must equal base except inside the source ranges of the
 * `spec.image` scalars of the allowed kinds. Parsed values are never compared, so nothing a
 * parser reads differently (an escape, a big integer, `010`, a YAML 1.1 boolean) can hide a
 * change; the documents must also line up one to one so no image moves to another resource.
 */
export function compareVersions(
  file: string,
  base: { text: string; documents: StrictDocument[] },
  head: { text: string; documents: StrictDocument[] },
  policy: GatePolicy,
  place: PieceOfFile = { lineBase: 0, documentIndex: 0 }
): Comparison {
  const mismatch = matchDocuments(file, base.documents, head.documents)
  if (mismatch) return { changes: [], reasons: [mismatch] }
  const located = locateBoth(file, base, head, policy, place)
  if ('reason' in located) return { changes: [], reasons: [located.reason] }
  const [baseImages, headImages] = located.images.map((images) =>
    images.map((img) => ({
      ...img,
      line: img.line + place.lineBase,
      documentIndex: img.documentIndex + place.documentIndex
    }))
  ) as [LocatedImage[], LocatedImage[]]
  const sameDocs =
    baseImages.length === headImages.length &&
    baseImages.every((img, i) => img.documentIndex === headImages[i]!.documentIndex)
  if (!sameDocs) {
    return {
      changes: [],
      reasons: [
        fileReason(
          'document-mismatch',
          file,
          1,
          `${JSON.stringify(file)}: the resources with a spec.image differ between base and head.`
        )
      ]
    }
  }
  const outside = firstDifferenceOutside(base.text, baseImages, head.text, headImages)
  if (outside !== undefined) {
    const line = place.lineBase + lineOf(head.text, outside)
    return {
      changes: [],
      reasons: [
        fileReason(
          'outside-image',
          file,
          line,
          `${JSON.stringify(file)} line ${line}: changed outside spec.image of ${policy.selector.kind} (${policy.selector.apiGroup || 'core group'}).`
        )
      ]
    }
  }
  const changes: ImageChange[] = []
  baseImages.forEach((b, i) => {
    const h = headImages[i]!
    const [before, after] = [scalarOf(base.text, b), scalarOf(head.text, h)]
    if (before.source === after.source) return
    const reasons = checkImageChange(file, before, after, policy)
    changes.push({
      file,
      resource: h.resource,
      documentIndex: h.documentIndex,
      line: h.line,
      before: b.value,
      after: h.value,
      reasons
    })
  })
  return { changes, reasons: changes.flatMap((c) => c.reasons) }
}

function matchDocuments(file: string, base: StrictDocument[], head: StrictDocument[]): Reason | undefined {
  const shown = JSON.stringify(file)
  const count = Math.max(base.length, head.length)
  for (let i = 0; i < count; i++) {
    const [b, h] = [base[i], head[i]]
    if (b === undefined || h === undefined) {
      const line = h?.line ?? head[head.length - 1]?.line ?? 1
      return fileReason(
        'document-mismatch',
        file,
        line,
        `${shown} has ${plural(base.length, 'document')} in base and ${head.length} in head.`
      )
    }
    if (!sameIdentity(b.identity, h.identity)) {
      return fileReason(
        'document-mismatch',
        file,
        h.line,
        `${shown} document ${i + 1} is ${describe(b.identity)} in base and ${describe(h.identity)} in head.`
      )
    }
  }
  return undefined
}

function sameIdentity(a: DocumentIdentity, b: DocumentIdentity): boolean {
  return a.kind === b.kind && a.apiGroup === b.apiGroup && a.name === b.name && a.namespace === b.namespace
}

function describe(id: DocumentIdentity): string {
  return JSON.stringify([id.apiGroup, id.kind, id.namespace, id.name].map((v) => v ?? null))
}

function locateBoth(
  file: string,
  base: { text: string; documents: StrictDocument[] },
  head: { text: string; documents: StrictDocument[] },
  policy: GatePolicy,
  place: PieceOfFile
): { images: [LocatedImage[], LocatedImage[]] } | { reason: Reason } {
  const images: LocatedImage[][] = []
  for (const [side, { text, documents }] of [
    ['base', base],
    ['head', head]
  ] as const) {
    try {
      // The strict parse's documents: the text is not parsed a second time.
      images.push(
        locateParsed(
          text,
          documents.map((d) => d.parsed),
          policy.selector
        )
      )
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error
      const line = (error.line ?? 1) + place.lineBase
      // locate numbers documents and lines within the piece it was given.
      const message = error.message.replace(
        /document (\d+) \(line (\d+)\)/g,
        (_all, doc: string, at: string) =>
          `document ${Number(doc) + place.documentIndex} (line ${Number(at) + place.lineBase})`
      )
      return { reason: fileReason('image-form', file, line, `${JSON.stringify(file)} (${side}): ${message}`) }
    }
  }
  return { images: [images[0]!, images[1]!] }
}

/** Offset in `head` of the first character outside the image ranges that differs, if any. */
function firstDifferenceOutside(
  base: string,
  baseImages: LocatedImage[],
  head: string,
  headImages: LocatedImage[]
): number | undefined {
  let [b, h] = [0, 0]
  for (let i = 0; i <= baseImages.length; i++) {
    const bEnd = baseImages[i]?.start ?? base.length
    const hEnd = headImages[i]?.start ?? head.length
    const [bSeg, hSeg] = [base.slice(b, bEnd), head.slice(h, hEnd)]
    if (bSeg !== hSeg) {
      let k = 0
      while (k < bSeg.length && k < hSeg.length && bSeg[k] === hSeg[k]) k++
      return h + k
    }
    b = baseImages[i]?.end ?? bEnd
    h = headImages[i]?.end ?? hEnd
  }
  return undefined
}

function scalarOf(text: string, image: LocatedImage): ImageScalar {
  return { value: image.value, style: image.style, source: text.slice(image.start, image.end), line: image.line }
}
