/**
 * The edit itself: splice the new value over the old scalar's bytes, then prove the result is
 * the one-line change it is meant to be before anyone sees it.
 */
import { lineCounter } from '../text/lines.js'
import { parseAll, parseSpan, scanDocuments, type ParsedDocument } from './documents.js'
import { refuseWhatGateRefuses } from './gate-agrees.js'
import { locate } from './locate.js'
import { describeResource, describeSelector, readResource } from './resource.js'
import { renderScalar } from './scalar.js'
import { ManifestError, type BumpResult, type LocatedImage, type ResourceSelector } from './types.js'

/**
 * Sets `spec.image` of the one document matching `selector` to `image`, keeping every other
 * byte (quoting style, comments, line endings, BOM) as it was. Throws ManifestError when no
 * document or several match, when the edit is unsafe, when the result fails verification, or
 * when the gate would refuse the PR of it (see gate-agrees.ts).
 */
export function bumpImage(text: string, selector: ResourceSelector, image: string): BumpResult {
  const report = locate(text, selector)
  const located = exactlyOne(text, selector, report.images)
  if (located.value === image) return { changed: false, text, before: image, after: image, located }

  const rendered = renderScalar(image, located.style)
  const updated = text.slice(0, located.start) + rendered + text.slice(located.end)
  verify(text, updated, located)
  refuseWhatGateRefuses(text, updated, selector, located, image)
  return { changed: true, text: updated, before: located.value, after: image, located }
}

/**
 * The `spec.image` of the one document matching `selector`, read as `bumpImage` would edit it:
 * `promote` reads the image one environment pins with the same rules it then writes another.
 */
export function readImage(text: string, selector: ResourceSelector): LocatedImage {
  return exactlyOne(text, selector, locate(text, selector).images)
}

/** Messages list at most this many documents. */
const LISTED = 10

function exactlyOne(text: string, selector: ResourceSelector, images: LocatedImage[]): LocatedImage {
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
  throw new ManifestError(
    `no document matches ${describeSelector(selector)}; the file has ${inventory(text)}`,
    'not-found'
  )
}

/** What the file declares, for the not-found message; parses only the documents it lists when it can. */
function inventory(text: string): string {
  let total: number
  let documents: (ParsedDocument | undefined)[]
  const spans = scanDocuments(text)
  if (spans) {
    total = spans.length
    documents = spans.slice(0, LISTED).map((span) => parseSpan(text, span))
  } else {
    const all = parseAll(text).documents
    total = all.length
    documents = all.slice(0, LISTED)
  }
  if (total === 0) return 'no documents'
  const listed = documents.map((doc, i) => {
    const resource = doc && doc.errors.length === 0 ? readResource(doc) : undefined
    const what = resource
      ? describeResource(resource)
      : doc === undefined || doc.errors.length > 0
        ? 'invalid YAML'
        : 'not a resource'
    return `${i + 1}: ${what}`
  })
  const more = total > LISTED ? `, and ${total - LISTED} more` : ''
  return `${total} document${total === 1 ? '' : 's'} (${listed.join(', ')}${more})`
}

/**
 * Checks the spliced text independently of how it was built: a line-by-line comparison finds
 * exactly one changed line, the scalar's. Reading it back is the gate rule's part (see
 * gate-agrees.ts): it parses the changed document again, as Kubernetes splits the file, and
 * must find this one image change, at this line, in the same quoting, and nothing else.
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
