/**
 * The subset, defined by the reader that accepts it: one document (a Kubernetes piece, see
 * split.ts) read line by line into a tree with source ranges, or refused at the first line the
 * grammar below does not describe. Inside it go-yaml v2 (through sigs.k8s.io/yaml) builds the
 * same JSON as {@link goValue} on this tree; the Go differential checks that on every run.
 *
 *   document   = { blank | comment } [ mapping(0) ] [ "..." line { blank | comment } ]
 *   mapping(n) = entries at column n: key [spaces] ":" then a value on the line, or a nested
 *                mapping or sequence on the lines below (deeper than n, or a sequence at n)
 *   sequence(n)= "- " items at column n: a value, a mapping whose first key is on the dash's
 *                line, a nested "- ", or a nested collection on the lines below
 *   key        = a word of [A-Za-z0-9_./-] that YAML 1.1 reads as that string (not `on`, `010`,
 *                `1.0`, `null`, a date), or a one-line quoted string without escapes; unique
 *                in its mapping; `<<` (or `!!merge <<`) first in a mapping, merging one alias
 *   value      = plain scalar on one line (no ": ", not `.inf`/`.nan`) | 'single' | "double"
 *                (escapes \\ \" \n \t \r \<space> \u \U, may continue on deeper lines)
 *                | block scalar ("|" or ">", optional "-" or "+", no indentation digit)
 *                | flow collection of scalars ("[a, 'b']", "{k: v}", may span deeper lines)
 *                | "*alias" of a complete node defined before | "&anchor" before any of these
 *
 * Anchors sit on values only, aliases may not stand inside an anchored node (at most 100 per
 * document, under go-yaml's own limit), and characters follow charset.ts. Documents are
 * read whole: a file's other documents are never looked at.
 */
import { findForbidden, findHidden } from './charset.js'
import { isNonJsonFloat } from './go-scalars.js'
import { notADocument, notAKey, readKey, type Key } from './keys.js'
import type { AliasNode, MapEntry, MapNode, ScalarNode, SeqNode, YamlNode } from './nodes.js'
import { refuse, Refused, type Refusal } from './refusal.js'
import { lineEnd, scanBlock, scanPlain, scanQuoted, type ScanProblem } from './scalar-scan.js'
import { readFlow } from './flow.js'

export type ReadResult =
  | { readonly ok: true; readonly root: MapNode | null }
  /** `partial`: the root mapping as far as it was read, for a caller that wants the document's identity anyway. */
  | { readonly ok: false; readonly refusal: Refusal; readonly partial: MapNode | null }

/** Aliases allowed in one document: go-yaml v2 starts counting expansions only past 100. */
export const MAX_ALIASES = 100

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type MMap = Mutable<MapNode> & { entries: MEntry[] }
type MSeq = Mutable<SeqNode> & { items: YamlNode[] }
type MEntry = Mutable<MapEntry>

/**
 * Where a value goes: the entry of a mapping (its value set in place), the end of a sequence,
 * or the document itself (null). No closure per value: a large document has a million.
 */
type Slot = MEntry | MSeq | null

interface Frame {
  readonly indent: number
  readonly seq: boolean
  /** A sequence at its parent key's own column (`key:\n- a`): a key line at that column ends it. */
  readonly compact: boolean
  readonly node: MMap | MSeq
  /** Key names so far (mappings). */
  readonly names: Set<string>
  /** This collection or one around it carries an anchor: no alias may stand inside. */
  readonly anchored: boolean
}

/** A value still to come on the next lines: the column it must pass, and where it goes. */
interface Pending {
  readonly indent: number
  readonly fromKey: boolean
  readonly slot: Slot
  readonly anchor: string | undefined
  readonly anchored: boolean
  /** Where an empty (null) value stands, if nothing follows. */
  readonly at: number
  readonly line: number
}

/** Sequences have no keys: one empty set serves them all. */
const NO_NAMES: ReadonlySet<string> & Set<string> = new Set<string>()

const ANCHOR_NAME = /[A-Za-z0-9_-]+/y

export interface Spans {
  /**
   * Comment ranges (any allowed character) and block scalar content ranges (TAB too), in order,
   * flat: start, end, 1 for TAB only, for each range (a tuple each would cost the reader a tenth
   * of its time in allocation).
   */
  readonly allowed: number[]
}

/**
 * Reads `text[from, to)`, which starts on 1-based line `firstLine` of the file. `text` is the
 * whole file, so a byte order mark is allowed at offset 0 only.
 */
export function readYaml(text: string, from: number, to: number, firstLine: number): ReadResult {
  const reader = new BlockReader(text, from, to, firstLine)
  try {
    const bad = findForbidden(text, from, to)
    if (bad) refuse('forbidden-char', reader.lineAt(bad.index), `the file contains ${bad.what}`)
    reader.read()
    const hidden = findHidden(text, from, to, reader.spans.allowed)
    if (hidden) refuse('forbidden-char', reader.lineAt(hidden.index), `the file contains ${hidden.what}`)
    return { ok: true, root: reader.root }
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    return { ok: false, refusal: reader.hiddenOnLine(error.refusal), partial: reader.root }
  }
}

class BlockReader {
  root: MapNode | null = null
  readonly spans: Spans = { allowed: [] }
  private readonly stack: Frame[] = []
  private pending: Pending | undefined
  private readonly anchors = new Map<string, YamlNode | 'open'>()
  private aliases = 0
  private cursorOffset: number
  private cursorLine: number
  private readonly start: number

  constructor(
    readonly text: string,
    readonly from: number,
    readonly to: number,
    firstLine: number
  ) {
    this.start = from === 0 && text.startsWith('\uFEFF') ? 1 : from
    this.cursorOffset = from
    this.cursorLine = firstLine
    this.pending = {
      indent: -1,
      fromKey: false,
      slot: null,
      anchor: undefined,
      anchored: false,
      at: from,
      line: firstLine
    }
  }

  /** Where the line being read starts. */
  private lineStart = 0

  /**
   * A refusal of the structure, or the hidden character or TAB on the same line that most
   * likely caused it (`po\u200Brt:` is no key the subset reads).
   */
  hiddenOnLine(refusal: Refusal): Refusal {
    if (refusal.code !== 'outside-subset' && refusal.code !== 'alias' && refusal.code !== 'anchor') return refusal
    const bad = findHidden(this.text, this.lineStart, lineEnd(this.text, this.lineStart, this.to), this.spans.allowed)
    if (!bad || this.lineAt(bad.index) !== refusal.line) return refusal
    return { code: 'forbidden-char', line: refusal.line, what: `the file contains ${bad.what}` }
  }

  /** 1-based line of an offset; offsets asked for only grow, so this counts each line once. */
  lineAt(offset: number): number {
    if (offset < this.cursorOffset) {
      this.cursorLine -= count(this.text, this.from, this.cursorOffset)
      this.cursorOffset = this.from
    }
    this.cursorLine += count(this.text, this.cursorOffset, offset)
    this.cursorOffset = offset
    return this.cursorLine
  }

  read(): void {
    const { text, to } = this
    let ended = false
    for (let pos = this.start; pos < to;) {
      const eol = lineEnd(text, pos, to)
      const next = eol >= to ? to : eol + (text[eol] === '\r' ? 2 : 1)
      let indent = pos
      while (text[indent] === ' ' && indent < eol) indent++
      const c = text[indent]
      if (indent === eol) {
        pos = next
        continue
      }
      if (c === '#') {
        this.comment(indent, eol)
        pos = next
        continue
      }
      const line = this.lineAt(pos)
      this.lineStart = pos
      if (c === '\t') refuse('forbidden-char', line, 'the file contains U+0009 TAB (indent with spaces)')
      if (ended) refuse('document-end', line, 'the document goes on after its end marker "..."')
      if (indent === pos && text.startsWith('...', pos) && (pos + 3 === eol || text[pos + 3] === ' ')) {
        // go-yaml reads a document that starts with "..." as a node it cannot find, and fails.
        if (this.root === null) refuse('document-end', line, 'a document end marker "..." with no document before it')
        this.endMarker(pos + 3, eol, line)
        ended = true
        pos = next
        continue
      }
      if (indent === pos && c === '%')
        refuse('directive', line, `a directive ${JSON.stringify(text.slice(pos, Math.min(eol, pos + 40)))}`)
      pos = this.line(pos, indent, eol, next, line)
    }
    this.finish()
  }

  /** `...` then spaces and maybe a comment: the document ends. */
  private endMarker(at: number, eol: number, line: number): void {
    let p = at
    while (this.text[p] === ' ') p++
    if (p < eol && !(this.text[p] === '#' && p > at))
      refuse('document-end', line, 'a document end marker "..." with text after it')
    if (p < eol) this.comment(p, eol)
    this.finish()
  }

  private finish(): void {
    if (this.pending) this.resolvePending(undefined)
    while (this.stack.length > 0) this.pop()
  }

  private comment(from: number, to: number): void {
    this.spans.allowed.push(from, to, 0)
  }

  /** One line with content at offset `indent`; returns where the next line to read starts. */
  private line(start: number, indent: number, eol: number, next: number, line: number): number {
    const column = indent - start
    const seq = this.isSeqEntry(indent, eol)
    let opened = false
    if (this.pending) {
      const p = this.pending
      this.pending = undefined
      if (column > p.indent) {
        if (!seq && this.key(indent, eol, line) === undefined) {
          if (p.indent === -1) notADocument(this.text, indent, eol, line)
          if (/[?&*!|>]/.test(this.text[indent] ?? '') || p.anchor !== undefined) notAKey(this.text, indent, eol, line)
          // A scalar or flow collection on the line after its key or dash.
          return this.value(indent, eol, next, line, p.indent, p.slot, p.anchored, true)
        }
        this.open(column, seq, false, p, indent, line)
        opened = true
      } else if (p.fromKey && seq && column === p.indent) {
        this.open(column, true, true, p, indent, line)
        opened = true
      } else {
        this.resolvePending(p)
      }
      if (opened && this.stack.length === 1) {
        if (seq) refuse('argocd-unreadable', line, 'the document is a list, not an object')
        if (column !== 0) refuse('outside-subset', line, "the document's mapping does not start at column 0")
      }
    }
    if (!opened) {
      while (this.stack.length > 0 && this.top().indent > column) this.pop()
      const top = this.stack[this.stack.length - 1]
      if (top?.compact && top.indent === column && !seq) this.pop()
      const now = this.stack[this.stack.length - 1]
      if (now === undefined) {
        if (this.root === null) refuse('argocd-unreadable', line, 'the document is a scalar, not an object')
        refuse('outside-subset', line, "a line after the end of the document's mapping")
      }
      if (now.indent !== column)
        refuse(
          'outside-subset',
          line,
          'a line indented to no open mapping or sequence (a plain scalar over several lines?)'
        )
      if (now.seq !== seq)
        refuse(
          'outside-subset',
          line,
          now.seq ? 'a mapping entry where the sequence expects "- "' : 'a "- " item where the mapping expects a key'
        )
    }
    return this.entry(indent, eol, next, line)
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1]!
  }

  private isSeqEntry(at: number, eol: number): boolean {
    return this.text[at] === '-' && (at + 1 === eol || this.text[at + 1] === ' ')
  }

  /** Puts `node` where `slot` says. */
  private attach(slot: Slot, node: YamlNode): void {
    if (slot === null) {
      if (node.kind === 'map' && !node.flow) this.root = node
    } else if ('items' in slot) {
      slot.items.push(node)
    } else {
      slot.value = node
    }
  }

  private open(column: number, seq: boolean, compact: boolean, p: Pending, at: number, line: number): void {
    const node: MMap | MSeq = seq
      ? { kind: 'seq', flow: false, items: [], start: at, end: at, line, anchor: p.anchor }
      : { kind: 'map', flow: false, entries: [], start: at, end: at, line, anchor: p.anchor }
    if (p.anchor !== undefined) this.anchors.set(p.anchor, 'open')
    this.attach(p.slot, node)
    this.stack.push({ indent: column, seq, compact, node, names: seq ? NO_NAMES : new Set(), anchored: p.anchored })
  }

  /** Closes the collection on top: its end is where its last entry or item ends. */
  private pop(): void {
    const { node } = this.stack.pop()!
    if (node.kind === 'seq') {
      const last = node.items[node.items.length - 1]
      if (last) node.end = last.end
    } else {
      const last = node.entries[node.entries.length - 1]
      if (last) node.end = Math.max(last.key.end, last.value.end)
    }
    if (node.anchor !== undefined) this.anchors.set(node.anchor, node)
  }

  /** A pending value with nothing on the lines below it: null (an empty plain scalar). */
  private resolvePending(p: Pending | undefined): void {
    const at = p ?? this.pending
    this.pending = undefined
    if (!at || at.indent === -1) return
    const node: ScalarNode = {
      kind: 'scalar',
      style: 'PLAIN',
      value: '',
      start: at.at,
      end: at.at,
      line: at.line,
      anchor: at.anchor
    }
    if (at.anchor !== undefined) this.anchors.set(at.anchor, node)
    this.attach(at.slot, node)
  }

  /** The entry at `at` of the collection on top of the stack. */
  private entry(at: number, eol: number, next: number, line: number): number {
    const frame = this.top()
    if (frame.seq) return this.item(frame, at, eol, next, line)
    return this.mapEntry(frame, at, eol, next, line)
  }

  private item(frame: Frame, dash: number, eol: number, next: number, line: number): number {
    const { text } = this
    const column = this.columnOf(dash)
    let q = dash + 1
    while (text[q] === ' ' && q < eol) q++
    const seq = frame.node as MSeq
    const anchored = frame.anchored
    if (q === eol || text[q] === '#') {
      if (q < eol) this.comment(q, eol)
      this.pending = { indent: column, fromKey: false, slot: seq, anchor: undefined, anchored, at: q, line }
      return next
    }
    if (this.isSeqEntry(q, eol)) {
      const node: MSeq = { kind: 'seq', flow: false, items: [], start: q, end: q, line, anchor: undefined }
      seq.items.push(node)
      this.stack.push({ indent: column + (q - dash), seq: true, compact: false, node, names: NO_NAMES, anchored })
      return this.item(this.top(), q, eol, next, line)
    }
    if (this.key(q, eol, line) !== undefined) {
      const node: MMap = { kind: 'map', flow: false, entries: [], start: q, end: q, line, anchor: undefined }
      seq.items.push(node)
      this.stack.push({ indent: column + (q - dash), seq: false, compact: false, node, names: new Set(), anchored })
      return this.mapEntry(this.top(), q, eol, next, line)
    }
    return this.value(q, eol, next, line, column, seq, anchored, false)
  }

  private mapEntry(frame: Frame, at: number, eol: number, next: number, line: number): number {
    const key = this.key(at, eol, line)
    if (key === undefined) notAKey(this.text, at, eol, line)
    const map = frame.node as MMap
    const column = this.columnOf(at)
    let q = key.after
    while (this.text[q] === ' ' && q < eol) q++
    if (key.merge) return this.merge(frame, map, q, eol, next, line)
    if (frame.names.has(key.name))
      refuse(
        'duplicate-key',
        line,
        `the key ${JSON.stringify(key.name)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
      )
    frame.names.add(key.name)
    // The entry goes in now and gets its value once read (null until then).
    const entry: MEntry = { key: key.node, name: key.name, value: key.node }
    map.entries.push(entry)
    if (q === eol || this.text[q] === '#') {
      if (q < eol) this.comment(q, eol)
      this.pending = {
        indent: column,
        fromKey: true,
        slot: entry,
        anchor: undefined,
        anchored: frame.anchored,
        at: key.after,
        line
      }
      return next
    }
    if (this.isSeqEntry(q, eol)) refuse('outside-subset', line, 'a "- " item on the line of its key')
    return this.value(q, eol, next, line, column, entry, frame.anchored, true)
  }

  /** `<<: *name` as the first entry: the anchored mapping is merged under the entries after it. */
  private merge(frame: Frame, map: MMap, q: number, eol: number, next: number, line: number): number {
    if (map.entries.length > 0 || map.merge !== undefined)
      refuse(
        'merge-key',
        line,
        'a merge key "<<" after other keys (Go lets it override them, other readers do not): write it first'
      )
    if (this.text[q] !== '*') refuse('merge-key', line, 'a merge key "<<" is given no alias of a mapping')
    const alias = this.alias(q, eol, line, frame.anchored)
    const target = alias.target.kind === 'alias' ? undefined : alias.target
    if (target?.kind !== 'map')
      refuse('merge-key', line, `the merge key "<<" is given "*${alias.name}", which is not a mapping`)
    map.merge = target
    return next
  }

  /**
   * The key at `at`, if the line has one; undefined when the line holds no key. Keys the subset
   * refuses throw. A line's key is asked for twice (is it a key line, then the entry): read once.
   */
  private key(at: number, eol: number, line: number): Key | undefined {
    if (this.lastKeyAt === at) return this.lastKey
    this.lastKey = readKey(this.text, at, eol, line)
    this.lastKeyAt = at
    return this.lastKey
  }

  private lastKeyAt = -1
  private lastKey: Key | undefined

  /** A value starting at `q` on the line of its key or dash (column `parent`). */
  private value(
    q: number,
    eol: number,
    next: number,
    line: number,
    parent: number,
    slot: Slot,
    anchored: boolean,
    keyed: boolean
  ): number {
    const { text } = this
    let anchor: string | undefined
    if (text[q] === '&') {
      ANCHOR_NAME.lastIndex = q + 1
      const m = ANCHOR_NAME.exec(text)
      const end = m ? ANCHOR_NAME.lastIndex : q + 1
      if (!m || (end < eol && text[end] !== ' '))
        refuse(
          'anchor',
          line,
          `the anchor ${JSON.stringify(text.slice(q, Math.min(eol, q + 40)))} has a name beyond A-Z a-z 0-9 _ -`
        )
      anchor = m[0]
      if (this.anchors.has(anchor)) refuse('anchor', line, `the anchor "&${anchor}" is defined twice`)
      q = end
      while (text[q] === ' ' && q < eol) q++
      if (q === eol || text[q] === '#') {
        if (q < eol) this.comment(q, eol)
        this.anchors.set(anchor, 'open')
        this.pending = { indent: parent, fromKey: keyed, slot, anchor, anchored: true, at: q, line }
        return next
      }
      if (text[q] === '*' || text[q] === '&') refuse('anchor', line, 'an anchor on an alias or on another anchor')
      if (!keyed && this.key(q, eol, line) !== undefined) refuse('anchor', line, `an anchor on a key "&${anchor}"`)
      anchored = true
    }
    const done = (node: YamlNode, resume: number): number => {
      const placed = anchor === undefined ? node : { ...node, anchor }
      if (anchor !== undefined) this.anchors.set(anchor, placed)
      this.attach(slot, placed)
      return resume
    }
    const c = text[q]!
    if (c === '*') return done(this.alias(q, eol, line, anchored), next)
    if (c === '|' || c === '>') {
      const block = scanBlock(text, q, this.to, parent, this.spans.allowed)
      if ('problem' in block) this.problem(block)
      const style = c === '|' ? 'BLOCK_LITERAL' : 'BLOCK_FOLDED'
      const end = block.contentEnd ?? q + 1
      return done({ kind: 'scalar', style, value: block.value, start: q, end, line, anchor: undefined }, block.end)
    }
    if (c === '"' || c === "'") {
      const quoted = scanQuoted(text, q, this.to, parent + 1)
      if ('problem' in quoted) this.problem(quoted)
      const style = c === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
      const resume = this.restOfLine(quoted.end, 'a quoted scalar')
      return done(
        { kind: 'scalar', style, value: quoted.value, start: q, end: quoted.end, line, anchor: undefined },
        resume
      )
    }
    if (c === '[' || c === '{') {
      const flow = readFlow(text, q, this.to, parent, this)
      const resume = this.restOfLine(flow.end, 'a flow collection')
      return done(flow, resume)
    }
    const plain = this.plain(q, eol, line, parent)
    return done(plain.node, plain.resume)
  }

  private alias(q: number, eol: number, line: number, anchored: boolean): AliasNode {
    const { text } = this
    ANCHOR_NAME.lastIndex = q + 1
    const m = ANCHOR_NAME.exec(text)
    let end = m ? ANCHOR_NAME.lastIndex : q + 1
    const shown = (): string => JSON.stringify(text.slice(q, Math.min(eol, q + 40)))
    if (!m || (end < eol && text[end] !== ' '))
      refuse('alias', line, `the alias ${shown()} has a name beyond A-Z a-z 0-9 _ -`)
    const target = this.anchors.get(m[0])
    if (target === undefined) refuse('alias', line, `the alias ${shown()} has no anchor before it`)
    if (target === 'open') refuse('alias', line, `the alias ${shown()} stands inside the node its anchor names`)
    if (anchored)
      refuse(
        'alias',
        line,
        `the alias ${shown()} stands inside an anchored node (the subset expands aliases one level deep)`
      )
    if (++this.aliases > MAX_ALIASES) refuse('alias', line, `more than ${MAX_ALIASES} aliases in one document`)
    const node: AliasNode = { kind: 'alias', name: m[0], target, start: q, end, line }
    while (text[end] === ' ' && end < eol) end++
    if (end < eol && text[end] !== '#') refuse('alias', line, `text after the alias ${shown()}`)
    if (end < eol) this.comment(end, eol)
    return node
  }

  /** A plain scalar from `q`, over the lines below it that are indented past `parent`. */
  private plain(q: number, eol: number, line: number, parent: number): { node: ScalarNode; resume: number } {
    const { text } = this
    const c = text[q]!
    const shown = (): string => JSON.stringify(text.slice(q, Math.min(eol, q + 40)))
    if (c === '!') refuse('tag', line, `a tag ${shown()}`)
    if ((c === '?' || c === ':' || c === '-') && (q + 1 === eol || text[q + 1] === ' '))
      refuse(
        c === '?' ? 'explicit-key' : 'outside-subset',
        line,
        `${JSON.stringify(c + ' ')} where a value starts ${shown()}`
      )
    if (/[,\]}%@`]/.test(c))
      refuse('outside-subset', line, `a plain scalar starting with the indicator ${JSON.stringify(c)} ${shown()}`)
    const plain = scanPlain(text, q, this.to, parent)
    if ('problem' in plain) this.problem(plain)
    if (plain.comment) this.comment(...plain.comment)
    const value = plain.value
    if (isNonJsonFloat(value))
      refuse(
        'outside-subset',
        line,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      )
    return {
      node: { kind: 'scalar', style: 'PLAIN', value, start: q, end: plain.end, line, anchor: undefined },
      resume: plain.resume
    }
  }

  /** After a value that may span lines: only spaces and a comment to the end of its last line. */
  private restOfLine(at: number, what: string): number {
    const { text, to } = this
    const eol = lineEnd(text, at, to)
    let p = at
    while (text[p] === ' ' && p < eol) p++
    if (p < eol) {
      if (text[p] !== '#' || p === at) refuse('outside-subset', this.lineAt(p), `text after ${what} on its line`)
      this.comment(p, eol)
    }
    return eol >= to ? to : eol + (text[eol] === '\r' ? 2 : 1)
  }

  problem(p: ScanProblem): never {
    refuse(/TAB/.test(p.problem) ? 'forbidden-char' : 'outside-subset', this.lineAt(p.at), p.problem)
  }

  private columnOf(offset: number): number {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1
    // A byte order mark at the start of the file is no column.
    return lineStart === 0 ? offset - (this.start - this.from) : offset - lineStart
  }
}

function count(text: string, from: number, to: number): number {
  let n = 0
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++
  return n
}
