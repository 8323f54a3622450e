/**
 * Documents as Kubernetes and Argo CD find them, the one splitter the editor and the gate share.
 * Argo CD reads a manifest file with apimachinery's YAMLOrJSONDecoder (buffer 4096):
 * - when the first character that Go's `unicode.IsSpace` does not skip, within the first 4096
 *   bytes, is `{`, the file is read as a stream of JSON values (Kubernetes 1.33 and later fall
 *   back to YAML after a JSON value that fails, older releases fail);
 * - otherwise YAMLReader reads it line by line (lines end at LF; bufio's ReadLine drops a CR
 *   before the LF) and ends a document at every line that starts with `---`, whatever follows,
 *   before any YAML parser sees the text. More than blanks and a comment after the dashes
 *   (`---x`) fails the whole file. Each piece is then parsed on its own by sigs.k8s.io/yaml.
 * So `---#: x` is a boundary to the cluster though a YAML parser reads a key there, and an
 * anchor cannot reach from one piece into another. Every byte of the file belongs to exactly
 * one chunk below, so equal chunks mean equal files.
 */

import { findForbidden } from './charset.js'
import type { Refusal } from './refusal.js'

/** One piece of the file: its separator line (if any) and the text after it. */
export interface KubeChunk {
  /** Offset of the separator line, or 0 for the text before the first one. */
  readonly start: number
  /** Offset just after the separator line: where the document's text begins. */
  readonly contentStart: number
  /** Offset of the next separator line, or the end of the file. */
  readonly end: number
  /** 0-based line (count of LFs) at `contentStart`. */
  readonly linesBefore: number
}

export type KubeFile =
  /** One JSON value: the whole text, read by Go's encoding/json. */
  | { readonly ok: true; readonly mode: 'json'; readonly chunks: readonly [KubeChunk] }
  | { readonly ok: true; readonly mode: 'yaml'; readonly chunks: readonly KubeChunk[] }
  /** apimachinery refuses the file: a separator line with more than a comment after `---`. */
  | { readonly ok: false; readonly line: number; readonly separator: string }

/** How far apimachinery's decoder looks for the `{` that makes a file JSON (Argo CD's and kubectl's buffer). */
export const JSON_SNIFF_BYTES = 4096

/** The file as Kubernetes splits it. */
export function splitLikeKubernetes(text: string): KubeFile {
  if (readsAsJson(text)) {
    return { ok: true, mode: 'json', chunks: [{ start: 0, contentStart: 0, end: text.length, linesBefore: 0 }] }
  }
  const chunks: KubeChunk[] = []
  let start = 0
  let contentStart = 0
  let linesBefore = 0
  let line = 0
  for (let at = 0; at < text.length;) {
    const next = text.indexOf('\n', at)
    const lineEnd = next === -1 ? text.length : next + 1
    if (text.startsWith('---', at)) {
      const rest = goTrimSpace(text.slice(at + 3, lineEnd))
      if (rest !== '' && !rest.startsWith('#')) return { ok: false, line: line + 1, separator: text.slice(at, lineEnd) }
      if (at > 0) chunks.push({ start, contentStart, end: at, linesBefore })
      start = at
      contentStart = lineEnd
      linesBefore = line + (next === -1 ? 0 : 1)
    }
    at = lineEnd
    line++
  }
  chunks.push({ start, contentStart, end: text.length, linesBefore })
  return { ok: true, mode: 'yaml', chunks }
}

/**
 * Why the chunk's separator line does not fit a document the PR changes: go-yaml reads the
 * separator as the first line of the piece when the document before it is empty, and `---#x`
 * is then a plain scalar, not a document start; so it must be `---` then the end of the line or
 * a space, and hold only characters the subset allows.
 */
export function separatorRefusal(text: string, chunk: KubeChunk): Refusal | undefined {
  if (chunk.start === chunk.contentStart) return undefined
  const line = chunk.linesBefore + (text[chunk.contentStart - 1] === '\n' ? 0 : 1)
  const bad = findForbidden(text, chunk.start, chunk.contentStart)
  if (bad) return { code: 'forbidden-char', line, what: `the file contains ${bad.what}` }
  const after = text[chunk.start + 3]
  if (after === undefined || after === ' ' || after === '\n' || (after === '\r' && text[chunk.start + 4] === '\n'))
    return undefined
  const shown = JSON.stringify(text.slice(chunk.start, Math.min(chunk.contentStart, chunk.start + 40)).trimEnd())
  return {
    code: 'outside-subset',
    line,
    what: `the separator ${shown} starts no document for a YAML reader (write "---" then a space before a comment)`
  }
}

/** A line that is more than blanks and a comment: Kubernetes skips pieces without one. */
const HAS_CONTENT = /^[ \t\r]*[^\s#]/m

/** Whether the chunk's document has content (Kubernetes counts and applies only those). */
export function hasContent(text: string, chunk: KubeChunk): boolean {
  return HAS_CONTENT.test(text.slice(chunk.contentStart, chunk.end))
}

/**
 * apimachinery's IsJSONBuffer on the first 4096 bytes: after what `unicode.IsSpace` skips, the
 * next character is `{`. Offsets are UTF-8 bytes, as the decoder peeks bytes.
 */
export function readsAsJson(text: string): boolean {
  let bytes = 0
  for (const char of text) {
    if (bytes >= JSON_SNIFF_BYTES) return false
    if (!isGoSpace(char.codePointAt(0)!)) return char === '{'
    bytes += utf8Length(char.codePointAt(0)!)
  }
  return false
}

/** Go's `unicode.IsSpace`: the ASCII blanks, NEL, NBSP and Unicode's White_Space above U+00FF. */
export function isGoSpace(cp: number): boolean {
  if (cp <= 0xff) return cp === 0x20 || (cp >= 0x09 && cp <= 0x0d) || cp === 0x85 || cp === 0xa0
  return (
    cp === 0x1680 ||
    (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000
  )
}

/** Go's `strings.TrimSpace` (JavaScript's trim differs: it strips U+FEFF and keeps NEL). */
export function goTrimSpace(text: string): string {
  let from = 0
  let to = text.length
  while (from < to && isGoSpace(text.codePointAt(from)!)) from += text.codePointAt(from)! > 0xffff ? 2 : 1
  while (to > from) {
    const low = text.charCodeAt(to - 1)
    const width = low >= 0xdc00 && low <= 0xdfff && to - 2 >= from ? 2 : 1
    if (!isGoSpace(text.codePointAt(to - width)!)) break
    to -= width
  }
  return text.slice(from, to)
}

function utf8Length(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
}
