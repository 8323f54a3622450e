/**
 * Finding document boundaries in a multi-document YAML file without parsing all of it.
 *
 * The `yaml` package parses about 3 MB/s here, far too slow to read a 2,000-document file just
 * to edit one line. But its lexer ends whatever it is reading (block or plain scalar, flow
 * collection, a quoted scalar with a closing quote) at a line that starts with `---` or `...`
 * followed by a space, tab, line break or the end of input: YAML 1.2 forbids such lines inside
 * a document (c-forbidden), and `yaml` 2.x honours that (lexer.js `parseLineStart`,
 * `continueScalar`, `parseFlowCollection`). So a scan for those lines finds the boundaries `yaml`
 * finds, and each slice between two `---` lines parses on its own as it does in place.
 *
 * One exception: a quoted scalar whose closing quote appears nowhere later in the file runs to
 * the end of input, across markers. Only the last `"` not escaped by a backslash, or the start
 * of the last odd-length run of `'`, can open such a scalar (any earlier opener finds a closing
 * quote, and then stops with an error at the next marker). The scan parses the slice holding
 * each of those two positions and gives up if it has any error.
 *
 * The scan also gives up (returns undefined, and the caller parses the whole file) where the
 * equivalence needs more thought than it is worth: `%` directives (they carry over to the next
 * document), `...` end markers (text after one starts a document without `---`), a byte order
 * mark other than at offset 0, a carriage return not followed by a line feed, and a tab
 * followed by nothing but whitespace before a `---` (see hasTabBeforeMarker).
 */
import { parseAllDocuments, type Document, type ParseOptions, type DocumentOptions, type SchemaOptions } from 'yaml'

/** A document's slice of the file: from its `---` line (or 0) to the next document's. */
export interface DocumentSpan {
  /** 0-based position of the document in the file, as `parseAllDocuments` counts them. */
  index: number
  start: number
  end: number
}

export type ParsedDocument = Document.Parsed

/**
 * Written out rather than left to defaults: YAML 1.2 core schema (no `<<` merges, no 1.1
 * booleans), duplicate keys are errors, source tokens kept for their exact offsets, and error
 * messages without line/column (documents are parsed as slices; the caller adds the real line).
 */
export const PARSE_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  keepSourceTokens: true,
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  version: '1.2',
  schema: 'core',
  merge: false
}

const MARKER = /(?:^\uFEFF?|\n)(---|\.\.\.)(?=[ \t\r\n]|$)/g

/** Document spans found by scanning for `---` lines, or undefined when only a full parse is safe. */
export function scanDocuments(text: string): DocumentSpan[] | undefined {
  if (text.indexOf('\uFEFF', 1) !== -1 || hasDirective(text) || hasLoneCarriageReturn(text) || hasTabBeforeMarker(text))
    return undefined
  const starts: number[] = []
  for (const match of text.matchAll(MARKER)) {
    if (match[1] === '...') return undefined
    starts.push(match.index + match[0].length - 3)
  }
  // Text before the first `---` is a document only if it has content; comments and blank lines
  // there belong to the first document, as they do when `yaml` parses the whole file.
  const prelude = text.slice(0, starts[0] ?? text.length).replace(/^\uFEFF/, '')
  if (hasContent(prelude)) starts.unshift(0)
  else if (starts.length > 0) starts[0] = 0
  const spans = starts.map((start, index) => ({ index, start, end: starts[index + 1] ?? text.length }))
  // With one span there is no marker a quote could run across; parsing it reports the quote.
  if (spans.length <= 1) return spans
  for (const suspect of unclosedQuoteSuspects(text)) {
    const span = spans.find((s) => s.start <= suspect && suspect < s.end)
    const doc = span && parseSpan(text, span)
    if (span && (doc === undefined || doc.errors.length > 0)) return undefined
  }
  return spans
}

/** Whether some line is more than blanks and a comment: what `yaml` skips before a first document (lexer `atLineEnd`). */
function hasContent(prelude: string): boolean {
  for (let start = 0; start <= prelude.length;) {
    let i = start
    while (prelude[i] === ' ' || prelude[i] === '\t') i++
    const ch = prelude[i]
    if (ch !== undefined && ch !== '\n' && ch !== '#' && !(ch === '\r' && prelude[i + 1] === '\n')) return true
    const next = prelude.indexOf('\n', i)
    if (next === -1) return false
    start = next + 1
  }
  return false
}

// indexOf rather than regular expressions: these run over every byte of every file.
function hasDirective(text: string): boolean {
  return text.startsWith('%') || text.startsWith('\uFEFF%') || text.includes('\n%')
}

function hasLoneCarriageReturn(text: string): boolean {
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text[i + 1] !== '\n') return true
  }
  return false
}

/**
 * After a block scalar, `yaml` skips spaces, a tab and any whitespace after it (to report badly
 * indented tabs), then reads on as if at a line start: a `---` there starts a document though
 * it is not at column 0. Files with a tab somewhere before a marker take the full parse.
 */
function hasTabBeforeMarker(text: string): boolean {
  return text.includes('\t') && /\t[ \t\r\n]*(?:---|\.\.\.)(?=[ \t\r\n]|$)/.test(text)
}

/** Positions that could open a quoted scalar with no closing quote before the end of the text. */
function unclosedQuoteSuspects(text: string): number[] {
  const suspects: number[] = []
  for (let i = text.lastIndexOf('"'); i !== -1; i = text.lastIndexOf('"', i - 1)) {
    let backslashes = 0
    while (text[i - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) {
      suspects.push(i)
      break
    }
  }
  for (let i = text.lastIndexOf("'"); i !== -1;) {
    let runStart = i
    while (text[runStart - 1] === "'") runStart--
    if ((i - runStart + 1) % 2 === 1) {
      suspects.push(runStart)
      break
    }
    i = runStart === 0 ? -1 : text.lastIndexOf("'", runStart - 1)
  }
  return suspects
}

/** Parses the whole file: the slow path, and the reference the fast path must agree with. */
export function parseAll(text: string): { documents: ParsedDocument[]; spans: DocumentSpan[] } {
  const parsed = parseAllDocuments(text, PARSE_OPTIONS)
  // An empty stream (nothing but comments) is not an array.
  const documents = Array.isArray(parsed) ? parsed : []
  const spans = documents.map((doc, index) => ({
    index,
    start: index === 0 ? 0 : doc.range[0],
    end: documents[index + 1]?.range[0] ?? text.length
  }))
  return { documents, spans }
}

/**
 * Parses one span found by {@link scanDocuments}. Offsets in the result are relative to
 * `span.start`. Returns undefined if the slice is not exactly one document, which would mean
 * the scan and `yaml` disagree; the caller then falls back to a full parse.
 */
export function parseSpan(text: string, span: DocumentSpan): ParsedDocument | undefined {
  const parsed = parseAllDocuments(text.slice(span.start, span.end), PARSE_OPTIONS)
  return Array.isArray(parsed) && parsed.length === 1 ? parsed[0] : undefined
}
