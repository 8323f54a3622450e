/** Finding the `spec.image` scalar(s) of the selected resource, and refusing what is unsafe to edit. */
import { isAlias, isMap, isScalar, isSeq, visit, type Alias, type Node, type Scalar, type YAMLMap } from 'yaml'
import { lineCounter } from '../text/lines.js'
import { parseAll, parseSpan, scanDocuments, type DocumentSpan, type ParsedDocument } from './documents.js'
import { describeResource, matches, mayMatch, readResource } from './resource.js'
import { ManifestError, type LocatedImage, type ResourceId, type ResourceSelector, type ScalarStyle } from './types.js'

export interface LocateReport {
  images: LocatedImage[]
  /** How many documents the file has (the verification after a splice compares it). */
  documentCount: number
}

export interface LocateOptions {
  /** Scan for `---` lines and parse only documents that may match (default). False parses everything. */
  fastPath?: boolean
}

/**
 * Every `spec.image` of a document matching the selector, in file order. Throws ManifestError
 * when a document that could be the target does not parse cleanly (errors or warnings, which
 * include duplicate keys), or when a matching document's `spec.image` cannot be spliced safely.
 *
 * Documents whose text cannot declare the selected resource (see `mayMatch`) are passed over
 * unread, so their own YAML errors are not reported: the edit never touches them.
 */
export function locateImages(text: string, selector: ResourceSelector): LocatedImage[] {
  return locate(text, selector).images
}

export function locate(text: string, selector: ResourceSelector, options: LocateOptions = {}): LocateReport {
  if (selector.kind === '') throw new Error('ResourceSelector.kind must not be empty')
  const lineAt = lineCounter(text)
  const candidate = mayMatch(selector)
  const check = (doc: ParsedDocument, span: DocumentSpan, base: number): LocatedImage | undefined =>
    examine(text, lineAt, doc, span, base, selector)

  const spans = options.fastPath === false ? undefined : scanDocuments(text)
  if (spans !== undefined) {
    const report = locateInSpans(text, spans, candidate, check)
    if (report !== undefined) return report
  }
  // The reference path: the whole file through `yaml`, the same checks on the same documents.
  const { documents, spans: fullSpans } = parseAll(text)
  const images: LocatedImage[] = []
  for (const span of fullSpans) {
    if (!candidate(text.slice(span.start, span.end))) continue
    const found = check(documents[span.index]!, span, 0)
    if (found) images.push(found)
  }
  return { images, documentCount: documents.length }
}

/**
 * {@link locateImages} on documents already parsed from `text` with PARSE_OPTIONS, in order (the
 * gate's strict parse of one document), so the text is not parsed again. The same checks and
 * answers as locating in `text` itself, which would parse the same documents.
 */
export function locateParsed(text: string, documents: ParsedDocument[], selector: ResourceSelector): LocatedImage[] {
  if (selector.kind === '') throw new Error('ResourceSelector.kind must not be empty')
  const lineAt = lineCounter(text)
  const candidate = mayMatch(selector)
  const images: LocatedImage[] = []
  documents.forEach((doc, index) => {
    const span = { index, start: index === 0 ? 0 : doc.range[0], end: documents[index + 1]?.range[0] ?? text.length }
    if (!candidate(text.slice(span.start, span.end))) return
    const found = examine(text, lineAt, doc, span, 0, selector)
    if (found) images.push(found)
  })
  return images
}

/** The fast path: parse only the spans that may match; undefined if one is not one document. */
function locateInSpans(
  text: string,
  spans: DocumentSpan[],
  candidate: (source: string) => boolean,
  check: (doc: ParsedDocument, span: DocumentSpan, base: number) => LocatedImage | undefined
): LocateReport | undefined {
  const images: LocatedImage[] = []
  for (const span of spans) {
    if (!candidate(text.slice(span.start, span.end))) continue
    const doc = parseSpan(text, span)
    if (doc === undefined) return undefined
    const found = check(doc, span, span.start)
    if (found) images.push(found)
  }
  return { images, documentCount: spans.length }
}

/** A node on the way to `spec.image` that makes the edit unsafe, and why. */
interface Unsafe {
  readonly node: Node | undefined
  readonly what: string
}

/**
 * Checks one document that may match and returns its image if it matches.
 * `base` is the offset in `text` that the document's own offsets are relative to.
 */
function examine(
  text: string,
  lineAt: (offset: number) => number,
  doc: ParsedDocument,
  span: DocumentSpan,
  base: number,
  selector: ResourceSelector
): LocatedImage | undefined {
  const where = (offset: number | undefined): { documentIndex: number; line: number } => ({
    documentIndex: span.index,
    line: lineAt(offset === undefined ? span.start : base + offset)
  })
  const at = (offset: number | undefined): string => `document ${span.index + 1} (line ${where(offset).line})`

  const invalid = invalidYaml(doc)
  if (invalid)
    throw new ManifestError(
      `${at(invalid.offset)} is not valid YAML: ${invalid.why}`,
      'invalid-yaml',
      where(invalid.offset)
    )
  const resource = readResource(doc)
  if (resource === undefined || !matches(resource, selector)) return undefined

  const found = findImageScalar(doc)
  if (found === undefined) return undefined
  if ('what' in found) {
    const offset = found.node?.range?.[0]
    const fix = 'edit it by hand into a one-line plain or quoted string, then bump again'
    throw new ManifestError(
      `${at(offset)}: ${describeResource(resource)}: ${found.what}; ${fix}`,
      'unsafe',
      where(offset)
    )
  }
  const { value, token } = found
  const start = base + token.offset
  const end = start + token.source.length
  // The splice trusts these offsets blindly, so check them against the text once.
  if (text.slice(start, end) !== token.source) {
    throw new ManifestError(
      `${at(token.offset)}: internal error: spec.image offsets do not match the text`,
      'verify-failed',
      where(token.offset)
    )
  }
  return {
    resource: resource satisfies ResourceId,
    documentIndex: span.index,
    value,
    style: styleOf(token.type),
    start,
    end,
    line: lineAt(start)
  }
}

/** Parse errors and warnings (duplicate keys among them), and aliases Kubernetes would reject. */
function invalidYaml(doc: ParsedDocument): { offset: number | undefined; why: string } | undefined {
  const problem = doc.errors[0] ?? doc.warnings[0]
  if (problem) return { offset: problem.pos[0], why: problem.message.split('\n')[0]! }
  const dangling = unresolvedAlias(doc)
  if (dangling) return { offset: dangling.range?.[0], why: `alias *${dangling.source} has no anchor before it` }
  return undefined
}

type ImageToken = {
  readonly type: 'scalar' | 'double-quoted-scalar' | 'single-quoted-scalar'
  readonly offset: number
  readonly source: string
}

/**
 * The `spec.image` scalar of a matching document with its source token, or why splicing it is
 * unsafe: anything shared through anchors and aliases, tagged, multi-line or not a plain string.
 * Undefined when the document root is not a mapping (it cannot have a spec).
 */
function findImageScalar(doc: ParsedDocument): { value: string; token: ImageToken } | Unsafe | undefined {
  const root = doc.contents as Node
  if (root.anchor)
    return { node: root, what: `the document has an anchor (&${root.anchor}), so aliases may share spec.image` }
  if (!isMap(doc.contents)) return undefined
  const spec = doc.contents.get('spec', true) as Node | undefined
  const specProblem = unsafeSpec(root, spec)
  if (specProblem) return specProblem
  const image = (spec as YAMLMap).get('image', true) as Node | undefined
  if (image === undefined || image === null) return { node: spec, what: 'spec has no image' }
  const imageProblem = unsafeImage(image)
  if (imageProblem) return imageProblem
  const scalar = image as Scalar
  const token = scalar.srcToken
  if (token === undefined || !('source' in token) || token.source === '')
    return { node: spec, what: 'spec.image is empty' }
  if (token.type !== 'scalar' && token.type !== 'double-quoted-scalar' && token.type !== 'single-quoted-scalar') {
    return { node: image, what: `spec.image is an unexpected ${token.type} token` }
  }
  if (typeof scalar.value !== 'string')
    return { node: image, what: `spec.image is not a string (${JSON.stringify(scalar.value)})` }
  if (/[\r\n]/.test(token.source)) return { node: image, what: 'spec.image spans several lines' }
  return { value: scalar.value, token: { type: token.type, offset: token.offset, source: token.source } }
}

function unsafeSpec(root: Node, spec: Node | undefined | null): Unsafe | undefined {
  if (spec === undefined || spec === null) return { node: root, what: 'it has no spec' }
  if (isAlias(spec)) return { node: spec, what: `spec is an alias (*${spec.source}), not its own mapping` }
  if (!isMap(spec)) return { node: spec, what: 'spec is not a mapping' }
  if (spec.anchor) return { node: spec, what: `spec has an anchor (&${spec.anchor}), so aliases may share it` }
  if (spec.tag) return { node: spec, what: `spec has an explicit tag (${spec.tag})` }
  return undefined
}

function unsafeImage(image: Node): Unsafe | undefined {
  if (isAlias(image)) return { node: image, what: `spec.image is an alias (*${image.source})` }
  if (isMap(image) || isSeq(image))
    return { node: image, what: `spec.image is a ${isMap(image) ? 'mapping' : 'sequence'}, not a string` }
  if (!isScalar(image)) return { node: image, what: 'spec.image is not a scalar' }
  if (image.anchor) return { node: image, what: `spec.image has an anchor (&${image.anchor}), so aliases may share it` }
  if (image.tag) return { node: image, what: `spec.image has an explicit tag (${image.tag})` }
  if (image.type === 'BLOCK_LITERAL' || image.type === 'BLOCK_FOLDED') {
    return { node: image, what: `spec.image is a block scalar (${image.type === 'BLOCK_LITERAL' ? '|' : '>'})` }
  }
  return undefined
}

/** `yaml` reports an alias without an anchor only when converting to JS; Kubernetes rejects it outright. */
function unresolvedAlias(doc: ParsedDocument): Alias | undefined {
  let found: Alias | undefined
  visit(doc, {
    Alias(_, alias) {
      let target: unknown
      try {
        target = alias.resolve(doc)
      } catch {
        target = undefined
      }
      if (target !== undefined) return undefined
      found = alias
      return visit.BREAK
    }
  })
  return found
}

function styleOf(type: 'scalar' | 'double-quoted-scalar' | 'single-quoted-scalar'): ScalarStyle {
  return type === 'scalar' ? 'PLAIN' : type === 'double-quoted-scalar' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
}
