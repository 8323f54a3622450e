/**
 * Quoted and block scalars, read the way go-yaml v2's scanner reads them
 * (yaml_parser_scan_flow_scalar, yaml_parser_scan_block_scalar, ported step by step): where
 * each ends, and the string it holds after escapes, line folding and chomping. Inside the
 * subset a few of Go's forms are refused: escapes other than `\\ \" \n \t \r \<space> \uXXXX
 * \UXXXXXXXX` and the escaped line break, continuation lines of a quoted scalar indented no
 * deeper than its key, block scalar indentation indicators, and blank lines before a block
 * scalar's first line that are wider than it.
 */

/** Where a scanner stopped reading and why: the reader turns it into a refusal. */
export interface ScanProblem {
  readonly problem: string
  readonly at: number
}

export interface QuotedScalar {
  /** Just after the closing quote. */
  readonly end: number
  readonly value: string
}

export interface BlockScalar {
  /** Start of the first line after the scalar (or the end of the text). */
  readonly end: number
  readonly value: string
  /** Where the last line of content ends, if there is one. */
  readonly contentEnd: number | undefined
}

const isBreak = (text: string, at: number): boolean => text[at] === '\n' || (text[at] === '\r' && text[at + 1] === '\n')
const isBlank = (text: string, at: number): boolean => text[at] === ' ' || text[at] === '\t'
const breakLength = (text: string, at: number): number => (text[at] === '\r' ? 2 : 1)

const SIMPLE_ESCAPES = new Map([
  ['\\', '\\'],
  ['"', '"'],
  ['n', '\n'],
  ['t', '\t'],
  ['r', '\r'],
  [' ', ' ']
])

/**
 * The quoted scalar whose opening quote is at `at`, ending before `to`. `minIndent` is the
 * column its continuation lines must reach (one past the key's or dash's column).
 */
export function scanQuoted(text: string, at: number, to: number, minIndent: number): QuotedScalar | ScanProblem {
  const single = text[at] === "'"
  const quote = text[at]!
  let pos = at + 1
  let value = ''
  let lineStart = -1
  for (;;) {
    if (pos >= to) return { problem: 'a quoted scalar is not closed', at }
    if (lineStart !== -1) {
      // The first non-blank character of a continuation line.
      if (pos - lineStart < minIndent)
        return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos }
      lineStart = -1
    }
    let leadingBlanks = false
    while (pos < to && !isBlank(text, pos) && !isBreak(text, pos)) {
      const c = text[pos]!
      if (single && c === "'" && text[pos + 1] === "'") {
        value += "'"
        pos += 2
      } else if (c === quote) {
        break
      } else if (!single && c === '\\' && isBreak(text, pos + 1)) {
        pos += 1 + breakLength(text, pos + 1)
        leadingBlanks = true
        lineStart = pos
        break
      } else if (!single && c === '\\') {
        const escape = readEscape(text, pos)
        if ('problem' in escape) return escape
        value += escape.char
        pos = escape.end
      } else {
        let run = pos + 1
        while (run < to) {
          const r = text[run]
          if (r === quote || r === '\\' || r === ' ' || r === '\t' || r === '\n' || r === '\r') break
          run++
        }
        value += text.slice(pos, run)
        pos = run
      }
    }
    if (pos >= to) return { problem: 'a quoted scalar is not closed', at }
    if (text[pos] === quote) break
    let whitespaces = ''
    let leadingBreak = ''
    let trailingBreaks = ''
    while (isBlank(text, pos) || isBreak(text, pos)) {
      if (isBlank(text, pos)) {
        if (!leadingBlanks) whitespaces += text[pos]
        pos++
      } else {
        if (!leadingBlanks) {
          whitespaces = ''
          leadingBreak = '\n'
          leadingBlanks = true
        } else {
          trailingBreaks += '\n'
        }
        pos += breakLength(text, pos)
        lineStart = pos
      }
    }
    if (leadingBlanks) {
      if (leadingBreak === '\n') value += trailingBreaks === '' ? ' ' : trailingBreaks
      else value += leadingBreak + trailingBreaks
    } else {
      value += whitespaces
    }
  }
  if (lineStart !== -1 && pos - lineStart < minIndent)
    return { problem: "a quoted scalar's continuation line is not indented past its key", at: pos }
  return { end: pos + 1, value }
}

function readEscape(text: string, at: number): { char: string; end: number } | ScanProblem {
  const kind = text[at + 1] ?? ''
  const simple = SIMPLE_ESCAPES.get(kind)
  if (simple !== undefined) return { char: simple, end: at + 2 }
  const length = kind === 'u' ? 4 : kind === 'U' ? 8 : 0
  const shown = (): string => JSON.stringify(text.slice(at, at + 2))
  if (length === 0)
    return { problem: `the escape ${shown()} is outside the subset (use \\\\ \\" \\n \\t \\r or \\u)`, at }
  const digits = text.slice(at + 2, at + 2 + length)
  if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== length)
    return { problem: `the escape ${shown()} is not followed by ${length} hex digits`, at }
  const cp = parseInt(digits, 16)
  // go-yaml refuses escapes of surrogates and of values past U+10FFFF.
  if ((cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
    return { problem: `the escape ${JSON.stringify(text.slice(at, at + 2 + length))} names no character`, at }
  return { char: String.fromCodePoint(cp), end: at + 2 + length }
}

/**
 * The block scalar whose indicator (`|` or `>`) is at `at`, in a collection whose entries stand
 * at column `parentIndent`, ending before `to`. Its header comment and the content of each line
 * past the indentation (where a TAB is text) go to `spans`, flat (start, end, 1 for TAB only).
 */
export function scanBlock(
  text: string,
  at: number,
  to: number,
  parentIndent: number,
  spans: number[]
): BlockScalar | ScanProblem {
  const literal = text[at] === '|'
  let pos = at + 1
  let chomping = 0
  if (text[pos] === '+' || text[pos] === '-') {
    chomping = text[pos] === '+' ? 1 : -1
    pos++
  }
  if (/[0-9]/.test(text[pos] ?? ''))
    return { problem: 'a block scalar with an indentation indicator is outside the subset', at: pos }
  const headerRest = pos
  while (text[pos] === ' ') pos++
  if (text[pos] === '#' && pos > headerRest) {
    const eol = lineEnd(text, pos, to)
    spans.push(pos, eol, 0)
    pos = eol
  }
  if (pos < to && !isBreak(text, pos))
    return { problem: 'a block scalar header must end the line (a comment after a space may follow)', at: pos }
  if (pos < to) pos += breakLength(text, pos)

  let lineStart = pos
  let indent = 0
  let value = ''
  let leadingBreak = ''
  let trailingBreaks = ''
  let contentEnd: number | undefined
  // yaml_parser_scan_block_scalar_breaks: indentation and empty lines; sets the indentation.
  const breaks = (): ScanProblem | undefined => {
    let maxIndent = 0
    for (;;) {
      while ((indent === 0 || pos - lineStart < indent) && pos < to && text[pos] === ' ') pos++
      if (pos - lineStart > maxIndent) maxIndent = pos - lineStart
      if ((indent === 0 || pos - lineStart < indent) && text[pos] === '\t' && pos < to)
        return { problem: 'a TAB stands where a block scalar expects indentation', at: pos }
      if (pos >= to && lineStart < to) {
        // A last line of blanks without a line break: apimachinery hands it to Go with one.
        trailingBreaks += '\n'
        lineStart = to
      }
      if (pos >= to || !isBreak(text, pos)) break
      trailingBreaks += '\n'
      pos += breakLength(text, pos)
      lineStart = pos
    }
    if (indent === 0) {
      const column = pos - lineStart
      indent = Math.max(maxIndent, parentIndent + 1, 1)
      if (maxIndent > column && column > parentIndent && pos < to)
        return { problem: "a blank line before a block scalar's first line is wider than that line", at: pos }
    }
    return undefined
  }
  const first = breaks()
  if (first) return first
  let leadingBlank = false
  while (pos - lineStart === indent && pos < to) {
    const trailingBlank = isBlank(text, pos)
    if (!literal && !leadingBlank && !trailingBlank && leadingBreak === '\n') {
      if (trailingBreaks === '') value += ' '
    } else {
      value += leadingBreak
    }
    value += trailingBreaks
    trailingBreaks = ''
    leadingBlank = isBlank(text, pos)
    const eol = lineEnd(text, pos, to)
    value += text.slice(pos, eol)
    spans.push(pos, eol, 1)
    contentEnd = eol
    pos = eol
    // A line without a break ends the file; apimachinery hands Go every line with one.
    leadingBreak = '\n'
    if (pos < to) pos += breakLength(text, pos)
    lineStart = pos
    const next = breaks()
    if (next) return next
  }
  if (chomping !== -1) value += leadingBreak
  if (chomping === 1) value += trailingBreaks
  return { end: pos >= to ? to : lineStart, value, contentEnd }
}

/** The offset of the line break (LF, or the CR of a CRLF) ending the line at `at`, or `to`. */
export function lineEnd(text: string, at: number, to: number): number {
  let eol = text.indexOf('\n', at)
  if (eol === -1 || eol >= to) eol = to
  return eol > at && text[eol - 1] === '\r' && eol < to ? eol - 1 : eol
}

export interface PlainScalar {
  /** Just after the scalar's last character. */
  readonly end: number
  /** Start of the line to read next. */
  readonly resume: number
  readonly value: string
  /** A comment that ended the scalar on its last line. */
  readonly comment?: readonly [number, number] | undefined
}

/**
 * The plain scalar starting at `at` in block context, in a collection whose entries stand at
 * column `parent` (yaml_parser_scan_plain_scalar): it goes on over the next lines indented past
 * `parent`, folded into one line (a blank line is a line break), and ends at a comment, at a
 * line not indented past `parent`, or at the end. A ": " inside is refused: Go reads a mapping
 * there or fails.
 */
export function scanPlain(text: string, at: number, to: number, parent: number): PlainScalar | ScanProblem {
  let value = ''
  let end = at
  let pos = at
  for (;;) {
    const eol = lineEnd(text, pos, to)
    // Runs of characters are sliced, not added one by one: a scalar can be long.
    let spaces = 0
    for (let p = pos; p < eol;) {
      const ch = text.charCodeAt(p)
      if (ch === 0x20) {
        spaces++
        p++
        continue
      }
      if (ch === 0x09) return { problem: 'a TAB inside a plain scalar (indent with spaces)', at: p }
      if (ch === 0x23 && spaces > 0) return { end, resume: nextLine(text, eol, to), value, comment: [p, eol] }
      let q = p
      while (q < eol) {
        const c = text.charCodeAt(q)
        if (c === 0x20 || c === 0x09) break
        if (c === 0x3a && (q + 1 === eol || text.charCodeAt(q + 1) === 0x20))
          return { problem: 'a ": " inside a plain scalar (quote the value)', at: q }
        q++
      }
      value += (spaces > 0 ? ' '.repeat(spaces) : '') + text.slice(p, q)
      spaces = 0
      end = q
      p = q
    }
    // The lines below: blank ones fold into line breaks; one indented past `parent` goes on.
    let blank = 0
    let line = nextLine(text, eol, to)
    for (;;) {
      if (line >= to) return { end, resume: to, value }
      let c = line
      while (text[c] === ' ') c++
      const lineEndAt = lineEnd(text, c, to)
      if (c === lineEndAt) {
        if (c >= to) return { end, resume: line, value }
        blank++
        line = nextLine(text, lineEndAt, to)
        continue
      }
      if (c - line <= parent || text[c] === '#') return { end, resume: line, value }
      if (text[c] === '\t') return { problem: 'a TAB in the indentation of a plain scalar', at: c }
      value += blank === 0 ? ' ' : '\n'.repeat(blank)
      pos = c
      break
    }
  }
}

function nextLine(text: string, eol: number, to: number): number {
  return eol >= to ? to : eol + (text[eol] === '\r' ? 2 : 1)
}
