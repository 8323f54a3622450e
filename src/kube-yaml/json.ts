/**
 * A manifest file that Kubernetes reads as JSON (its first character past white space is `{`,
 * see split.ts): inside the subset it is exactly one JSON object (RFC 8259) and white space
 * after it. Go's decoder reads a stream of values, and since Kubernetes 1.33 falls back to YAML
 * after one that fails, so anything after the object is refused; so are duplicate names
 * (Go keeps the last), escapes of lone surrogates (Go reads U+FFFD), and the characters
 * charset.ts refuses (JSON has no comments, so zero-width and bidi characters are refused
 * everywhere). Strings are double-quoted scalars of the tree, numbers and words plain ones.
 */
import { findForbidden } from './charset.js'
import type { MapEntry, MapNode, ScalarNode, SeqNode, YamlNode } from './nodes.js'
import { refuse, Refused } from './refusal.js'
import type { ReadResult } from './reader.js'

/** Go's encoding/json refuses deeper nesting; the subset stops well before. */
const MAX_DEPTH = 1000
const HIDDEN = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/u
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y
const ESCAPES = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['b', '\b'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t']
])

/** Reads the whole of `text` as one JSON object. */
export function readJson(text: string): ReadResult {
  const reader = new JsonReader(text)
  try {
    const bad = findForbidden(text)
    if (bad) refuse('forbidden-char', reader.lineAt(bad.index), `the file contains ${bad.what}`)
    const hidden = HIDDEN.exec(text)
    if (hidden)
      refuse(
        'forbidden-char',
        reader.lineAt(hidden.index),
        `the file contains an invisible or direction-changing character`
      )
    reader.space()
    if (text[reader.pos] !== '{')
      refuse('argocd-unreadable', reader.lineAt(reader.pos), 'the JSON document is not an object')
    const root = reader.value(0) as MapNode
    reader.space()
    if (reader.pos < text.length)
      refuse(
        'outside-subset',
        reader.lineAt(reader.pos),
        'more than one JSON value in the file (Kubernetes reads them as several documents, or as JSON then YAML)'
      )
    return { ok: true, root }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, partial: null }
    throw error
  }
}

class JsonReader {
  pos = 0
  private lines = { offset: 0, line: 1 }

  constructor(readonly text: string) {}

  lineAt(offset: number): number {
    if (offset < this.lines.offset) this.lines = { offset: 0, line: 1 }
    let line = this.lines.line
    for (let i = this.text.indexOf('\n', this.lines.offset); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1))
      line++
    this.lines = { offset, line }
    return line
  }

  space(): void {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? '')) this.pos++
  }

  value(depth: number): YamlNode {
    if (depth > MAX_DEPTH) refuse('outside-subset', this.lineAt(this.pos), `JSON nested deeper than ${MAX_DEPTH}`)
    const { text } = this
    const c = text[this.pos]
    const start = this.pos
    const line = this.lineAt(start)
    if (c === '{') return this.object(depth, start, line)
    if (c === '[') return this.array(depth, start, line)
    if (c === '"') return this.string()
    NUMBER.lastIndex = start
    const number = NUMBER.exec(text)
    const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, start))
    const source = number ? number[0] : word
    if (source === undefined) this.fail('a JSON value')
    this.pos = start + source.length
    return {
      kind: 'scalar',
      style: 'PLAIN',
      value: source,
      start,
      end: this.pos,
      line,
      anchor: undefined
    } satisfies ScalarNode
  }

  private object(depth: number, start: number, line: number): MapNode {
    const entries: MapEntry[] = []
    const names = new Set<string>()
    this.pos++
    this.space()
    if (this.text[this.pos] === '}') {
      this.pos++
      return { kind: 'map', flow: true, entries, start, end: this.pos, line, anchor: undefined }
    }
    for (;;) {
      this.space()
      if (this.text[this.pos] !== '"') this.fail('a name in double quotes')
      const key = this.string()
      if (names.has(key.value))
        refuse(
          'duplicate-key',
          key.line,
          `the name ${JSON.stringify(key.value)} appears twice in one object (Go keeps the last)`
        )
      names.add(key.value)
      this.space()
      if (this.text[this.pos] !== ':') this.fail('":"')
      this.pos++
      this.space()
      entries.push({ key, name: key.value, value: this.value(depth + 1) })
      this.space()
      const c = this.text[this.pos]
      this.pos++
      if (c === '}') return { kind: 'map', flow: true, entries, start, end: this.pos, line, anchor: undefined }
      if (c !== ',') this.fail('"," or "}"', this.pos - 1)
    }
  }

  private array(depth: number, start: number, line: number): SeqNode {
    const items: YamlNode[] = []
    this.pos++
    this.space()
    if (this.text[this.pos] === ']') {
      this.pos++
      return { kind: 'seq', flow: true, items, start, end: this.pos, line, anchor: undefined }
    }
    for (;;) {
      this.space()
      items.push(this.value(depth + 1))
      this.space()
      const c = this.text[this.pos]
      this.pos++
      if (c === ']') return { kind: 'seq', flow: true, items, start, end: this.pos, line, anchor: undefined }
      if (c !== ',') this.fail('"," or "]"', this.pos - 1)
    }
  }

  private string(): ScalarNode {
    const { text } = this
    const start = this.pos
    const line = this.lineAt(start)
    let value = ''
    let run = start + 1
    for (let p = start + 1; ;) {
      const c = text[p]
      if (c === undefined) this.fail('the closing quote of a string', start)
      if (c === '"') {
        value += text.slice(run, p)
        this.pos = p + 1
        return { kind: 'scalar', style: 'QUOTE_DOUBLE', value, start, end: this.pos, line, anchor: undefined }
      }
      if (c < ' ') this.fail('a string without raw control characters', p)
      if (c !== '\\') {
        p++
        continue
      }
      value += text.slice(run, p)
      const e = text[p + 1] ?? ''
      const simple = ESCAPES.get(e)
      if (simple !== undefined) {
        value += simple
        p += 2
      } else if (e === 'u') {
        const hex = (at: number): number =>
          /^[0-9a-fA-F]{4}$/.test(text.slice(at, at + 4)) ? parseInt(text.slice(at, at + 4), 16) : -1
        const unit = hex(p + 2)
        if (unit === -1) this.fail('four hex digits after \\u', p)
        if (unit >= 0xdc00 && unit <= 0xdfff)
          refuse('outside-subset', this.lineAt(p), 'a JSON escape of a lone surrogate (Go reads U+FFFD)')
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const low = text.startsWith('\\u', p + 6) ? hex(p + 8) : -1
          if (low < 0xdc00 || low > 0xdfff)
            refuse('outside-subset', this.lineAt(p), 'a JSON escape of a lone surrogate (Go reads U+FFFD)')
          value += String.fromCharCode(unit, low)
          p += 12
        } else {
          value += String.fromCharCode(unit)
          p += 6
        }
      } else {
        this.fail('a JSON escape', p)
      }
      run = p
    }
  }

  private fail(expected: string, at = this.pos): never {
    const found = this.text[at] === undefined ? 'the end of the file' : JSON.stringify(this.text.slice(at, at + 20))
    // Kubernetes before 1.33 fails on it; 1.33 and later read the file as YAML after the JSON fails.
    refuse(
      'outside-subset',
      this.lineAt(at),
      `the file starts with "{" but is not one JSON object (expected ${expected}, found ${found}): Kubernetes reads it as JSON, or as YAML once the JSON fails`
    )
  }
}
