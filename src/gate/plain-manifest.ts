/**
 * A one-pass, line-by-line recogniser for the YAML that nearly every manifest is written in:
 * block mappings and sequences, one-line scalars, one-line flow collections of scalars, block
 * scalars, comments, and anchors, aliases and merges of anchored mappings. It builds no tree
 * and allocates almost nothing, so it reads a 10 MiB file in a fraction of what parsing costs.
 *
 * It answers one question about a document the PR leaves alone: can Kubernetes certainly read
 * it as an object with a string `kind` and `apiVersion`? `true` is a proof within the subset
 * (every line is one of the forms below, indentation nests, no construct go-yaml v2 refuses or
 * sigs.k8s.io/yaml cannot turn into JSON); `false` only means "not plainly so", and the caller
 * parses the document to find out. So the subset errs on the side of `false`: tags, explicit
 * keys, multi-line scalars, escapes other than \\ \" \n \t \r, keys with spaces, anchors on
 * keys or in flow collections, and anything in flow collections beyond plain words or quoted
 * strings all go to the parser.
 */
import { goPlainKey, NO_JSON_NAME } from './go-keys.js'

/** One open block collection: the column of its entries, and whether it is a sequence. */
interface Frame {
  readonly indent: number
  readonly seq: boolean
  /** A sequence at its parent key's own column (`key:\n- a`): a key line at that column ends it. */
  readonly compact: boolean
  /** The anchor written before this collection, named once the collection ends. */
  readonly anchor?: string
}

/** What a line left open: nothing, a node still to come on later lines, or a block scalar. */
type After =
  | { readonly kind: 'done' }
  | { readonly kind: 'pending'; readonly indent: number; readonly fromKey: boolean; readonly anchor?: string }
  | { readonly kind: 'block'; readonly parent: number }

const DONE: After = { kind: 'done' }

// Plain keys of the usual alphabet; a quoted key without escapes.
const KEY_SRC = String.raw`(?:[A-Za-z0-9_/][A-Za-z0-9_./-]*|"[^"\\\t]+"|'[^'\t]+')`
/** A key, optional spaces, `:`, then a space or the end of the line. */
const KEY_LINE = new RegExp(String.raw`(${KEY_SRC}) *:(?= |$)`, 'y')
/** A double-quoted scalar with only the escapes every reader agrees on (no \/, no \u). */
const DOUBLE = /"(?:[^"\\\t]|\\[\\"ntr])*"/y
const SINGLE = /'(?:[^'\t]|'')*'/y
/**
 * A plain scalar in block context: not starting with an indicator (a `-` only before a word
 * character), then anything but TAB, flow brackets and the `: ` and ` #` pairs, not ending in `:`.
 */
const PLAIN = /(?:[A-Za-z0-9_./~+$(=^<;]|-(?=[A-Za-z0-9_.]))(?:[^\t:#[\]{}]|:(?! |$)|(?<! )#)*/y
/** A scalar in a one-line flow collection: plain words without `:` `#` `?` (an indicator there to go-yaml) or brackets, or quoted. */
const FLOW_ITEM_SRC = String.raw`(?:"(?:[^"\\\t]|\\[\\"ntr])*"|'(?:[^'\t]|'')*'|(?:[A-Za-z0-9_./~+$(=^<;]|-(?=[A-Za-z0-9_.]))[^\t:#?,[\]{}"']*)`
// Flow keys start with a letter: no null word, no integer past int64 (neither has a JSON name in Go).
const FLOW_KEY_SRC = String.raw`(?:(?!(?:null|Null|NULL) *:)[A-Za-z_/][A-Za-z0-9_./-]*|"[^"\\\t]+"|'[^'\t]+')`
const FLOW_SEQ = new RegExp(String.raw`\[ *(?:${FLOW_ITEM_SRC} *(?:, *${FLOW_ITEM_SRC} *)*)?\]`, 'y')
const FLOW_PAIR_SRC = String.raw`${FLOW_KEY_SRC} *: +${FLOW_ITEM_SRC} *`
const FLOW_MAP = new RegExp(String.raw`\{ *(?:${FLOW_PAIR_SRC}(?:, *${FLOW_PAIR_SRC})*)?\}`, 'y')
/** What may follow a complete value: spaces, and a comment after at least one space. */
const LINE_END = /(?: +#.*)? *$/y
/** The same after a plain scalar, which keeps the spaces before a comment. */
const PLAIN_END = /(?:#.*)?$/y
const BLOCK_HEADER = /[|>][-+]?(?: +#.*)? *$/y
/** go-yaml v2 reads these plain values as floats that JSON cannot hold, and sigs.k8s.io/yaml fails. */
const NOT_JSON = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/
const MAY_BE_NOT_JSON = /\.(?:inf|Inf|INF|nan|NaN|NAN)/
const FLOW_SCALAR = new RegExp(FLOW_ITEM_SRC, 'g')
/** Anchor and alias names as go-yaml reads them, then a space or the end of the line. */
const ANCHOR = /&([A-Za-z0-9_-]+)(?= |$) */y
const ALIAS = /\*([A-Za-z0-9_-]+)(?: +#.*)? *$/y
/** A merge of one anchored mapping, the only merge the scan takes. */
const MERGE = /<< *: +\*([A-Za-z0-9_-]+)(?: +#.*)? *$/y

/** What an anchor names, as far as an alias may use it: nothing yet while its node is still open. */
type Anchored = 'open' | 'scalar' | 'map' | 'seq'

/** `kind` and `apiVersion` Kubernetes reads as plain strings: a word that YAML 1.1 does not resolve to anything else. */
function isPlainString(source: string): boolean {
  if (source.startsWith('"') || source.startsWith("'")) return source.length > 2 && !source.includes('\\')
  return /^[A-Za-z][A-Za-z0-9./-]*$/.test(source) && goPlainKey(source) === source
}

function keyName(source: string): string | undefined {
  if (source.startsWith('"') || source.startsWith("'")) return source.slice(1, -1)
  // Null keys and integers past int64 have no JSON name in Go; the parser reports them.
  const name = goPlainKey(source)
  return name === NO_JSON_NAME ? undefined : source
}

function matchAt(pattern: RegExp, line: string, at: number): number {
  pattern.lastIndex = at
  return pattern.test(line) ? pattern.lastIndex : -1
}

function isSeqEntry(line: string, at: number): boolean {
  return line.charCodeAt(at) === 0x2d && (at + 1 === line.length || line.charCodeAt(at + 1) === 0x20)
}

/**
 * Whether `text` (one document as Kubernetes splits the file) is certainly an object with a
 * string kind and apiVersion to Kubernetes. See the module comment for what `false` means.
 */
export function isPlainManifest(text: string): boolean {
  const stack: Frame[] = []
  let pending: { indent: number; fromKey: boolean; anchor?: string } | undefined = { indent: -1, fromKey: false }
  // go-yaml fails on an alias before its anchor or inside the node the anchor names.
  const anchors = new Map<string, Anchored>()
  const pop = (): void => {
    const frame = stack.pop()!
    if (frame.anchor !== undefined) anchors.set(frame.anchor, frame.seq ? 'seq' : 'map')
  }
  // A block scalar: its parent's column, its content's column once known, and the widest blank before it.
  let block: { parent: number; content: number; widestBlank: number } | undefined
  let kind = false
  let apiVersion = false

  /** A value after `key: ` or `- ` at column `at`; `parent` is the column its lines must pass. */
  const value = (line: string, from: number, parent: number, rootKey: string | undefined): After | undefined => {
    let at = from
    let anchor: string | undefined
    if (line[at] === '&') {
      ANCHOR.lastIndex = at
      const match = ANCHOR.exec(line)
      if (!match || rootKey === 'kind' || rootKey === 'apiVersion') return undefined
      anchor = match[1]!
      at = ANCHOR.lastIndex
    }
    const c = line[at]
    if (c === undefined || c === '#') {
      if (anchor !== undefined) anchors.set(anchor, 'open')
      return { kind: 'pending', indent: parent, fromKey: rootKey !== undefined, ...(anchor ? { anchor } : {}) }
    }
    if (c === '*') {
      ALIAS.lastIndex = at
      const match = ALIAS.exec(line)
      const target = match ? anchors.get(match[1]!) : undefined
      if (anchor !== undefined || target === undefined || target === 'open') return undefined
      return rootKey === 'kind' || rootKey === 'apiVersion' ? undefined : DONE
    }
    if (anchor !== undefined) anchors.set(anchor, c === '{' ? 'map' : c === '[' ? 'seq' : 'scalar')
    if (c === '|' || c === '>') return matchAt(BLOCK_HEADER, line, at) === -1 ? undefined : { kind: 'block', parent }
    let end: number
    if (c === '"') end = matchAt(DOUBLE, line, at)
    else if (c === "'") end = matchAt(SINGLE, line, at)
    else if (c === '[') end = matchAt(FLOW_SEQ, line, at)
    else if (c === '{') end = matchAt(FLOW_MAP, line, at)
    else end = matchAt(PLAIN, line, at)
    if (
      end === -1 ||
      matchAt(c === '[' || c === '{' || c === '"' || c === "'" ? LINE_END : PLAIN_END, line, end) === -1
    )
      return undefined
    const source = line.slice(at, end).trimEnd()
    if (c === '[' || c === '{') {
      // Only a collection that spells one of them anywhere can hold one: most skip the item loop.
      if (MAY_BE_NOT_JSON.test(source))
        for (const item of source.matchAll(FLOW_SCALAR)) if (NOT_JSON.test(item[0].trim())) return undefined
    } else if (NOT_JSON.test(source) || source.endsWith(':')) return undefined
    if (rootKey === 'kind' || rootKey === 'apiVersion') {
      if (!isPlainString(source)) return undefined
      if (rootKey === 'kind') kind = true
      else apiVersion = true
    }
    return DONE
  }

  /** The entry starting at column `at` of a collection already on the stack. */
  const entry = (line: string, at: number): After | undefined => {
    const top = stack[stack.length - 1]!
    if (top.seq) {
      let next = at + 1
      while (line.charCodeAt(next) === 0x20) next++
      if (next === line.length || line[next] === '#') return { kind: 'pending', indent: at, fromKey: false }
      if (line[next] === '&' || line[next] === '*') return value(line, next, at, undefined)
      if (isSeqEntry(line, next)) {
        stack.push({ indent: next, seq: true, compact: false })
        return entry(line, next)
      }
      if (matchAt(KEY_LINE, line, next) !== -1) {
        stack.push({ indent: next, seq: false, compact: false })
        return entry(line, next)
      }
      return value(line, next, at, undefined)
    }
    MERGE.lastIndex = at
    const merge = MERGE.exec(line)
    if (merge) return anchors.get(merge[1]!) === 'map' ? DONE : undefined
    KEY_LINE.lastIndex = at
    const match = KEY_LINE.exec(line)
    if (!match) return undefined
    const end = KEY_LINE.lastIndex
    const key = keyName(match[1]!)
    // go-yaml refuses an implicit key that runs past 1024 characters.
    if (key === undefined || end - at > 1000) return undefined
    let next = end
    while (line.charCodeAt(next) === 0x20) next++
    if (isSeqEntry(line, next)) return undefined
    // Go keeps the last of duplicate keys, so each kind or apiVersion line decides afresh.
    if (stack.length === 1 && key === 'kind') kind = false
    if (stack.length === 1 && key === 'apiVersion') apiVersion = false
    const after = value(line, next, at, stack.length === 1 ? key : undefined)
    if (after?.kind === 'pending') return { ...after, indent: at, fromKey: true }
    return after
  }

  for (let start = 0; start < text.length;) {
    let stop = text.indexOf('\n', start)
    if (stop === -1) stop = text.length
    let line = text.slice(start, stop)
    start = stop + 1
    if (line.endsWith('\r')) line = line.slice(0, -1)
    let indent = 0
    while (line.charCodeAt(indent) === 0x20) indent++
    const blank = indent === line.length
    if (block) {
      // go-yaml fails on a TAB where it still expects indentation: before the content's column is known, or short of it.
      if (line[indent] === '\t' && (block.content === -1 || indent < block.content)) return false
      if (blank) {
        if (block.content === -1) block.widestBlank = Math.max(block.widestBlank, indent)
        continue
      }
      if (block.content === -1 && indent > block.parent) {
        // go-yaml fails when a leading blank line is wider than the first line of content.
        if (block.widestBlank > indent) return false
        block.content = indent
        continue
      }
      if (block.content !== -1 && indent >= block.content) continue
      if (block.content === -1 && block.widestBlank > block.parent) return false
      block = undefined
    }
    if (blank || line[indent] === '#') continue

    const seq = isSeqEntry(line, indent)
    let opened = false
    if (pending) {
      const anchor = pending.anchor === undefined ? {} : { anchor: pending.anchor }
      if (indent > pending.indent) {
        stack.push({ indent, seq, compact: false, ...anchor })
        opened = true
      } else if (pending.fromKey && seq && indent === pending.indent) {
        stack.push({ indent, seq, compact: true, ...anchor })
        opened = true
      } else if (pending.anchor !== undefined) {
        anchors.set(pending.anchor, 'scalar')
      }
      pending = undefined
      // The document itself must be a block mapping at the first column.
      if (opened && stack.length === 1 && (seq || indent !== 0)) return false
    }
    if (!opened) {
      while (stack.length > 0 && stack[stack.length - 1]!.indent > indent) pop()
      const top = stack[stack.length - 1]
      if (top?.compact && top.indent === indent && !seq) pop()
      const now = stack[stack.length - 1]
      if (now?.indent !== indent || now.seq !== seq) return false
    }
    const after = entry(line, indent)
    if (after === undefined) return false
    if (after.kind === 'pending') pending = after
    else if (after.kind === 'block') block = { parent: after.parent, content: -1, widestBlank: 0 }
  }
  return kind && apiVersion
}
