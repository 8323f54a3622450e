import {
  CST,
  Lexer,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseAllDocuments,
  type Document,
  type Node,
  type Scalar
} from 'yaml'
// The modules themselves, not manifest/index.js: the edit (manifest/bump.ts) asks this rule.
import { PARSE_OPTIONS } from '../manifest/documents.js'
import { readIdentity, type DocumentIdentity } from '../manifest/resource.js'
import { lineCounter } from '../text/lines.js'
import { goPlainKey, NO_JSON_NAME } from './go-keys.js'
import { fileReason, type Reason, type ReasonCode } from './reasons.js'
import { findHiddenChar } from './text-rule.js'

export type { DocumentIdentity }

export interface StrictDocument {
  readonly index: number
  /** The parse itself (PARSE_OPTIONS), so spec.image is located without parsing again. */
  readonly parsed: Document.Parsed
  readonly identity: DocumentIdentity
  /** 1-based line where the document's content starts. */
  readonly line: number
}

/**
 * `changed`: the full profile, for a document the PR changes. `unchanged`: for a document whose
 * bytes are the same in base and head, which means the same to the cluster either way, so only
 * whether Kubernetes can read it matters: anchors, aliases, merge keys, duplicate keys and
 * `...` (all of which go-yaml v2 reads) and hidden characters pass there.
 */
export type StrictProfile = 'changed' | 'unchanged'

/** Tokens the unchanged profile lets through: go-yaml reads them, and the document is the same on both sides. */
const READ_BY_GO = new Set(['anchor', 'alias', 'doc-end'])

export type StrictParse =
  { readonly ok: true; readonly documents: StrictDocument[] } | { readonly ok: false; readonly reasons: Reason[] }

/** Lexer tokens that are not source text (the lexer's own mode markers). */
const CONTROL_TOKENS = new Set(['\x02', '\x18', '\x1f'])

const FORBIDDEN_TOKENS: Partial<Record<NonNullable<ReturnType<typeof CST.tokenType>>, [ReasonCode, string]>> = {
  anchor: ['anchor', 'an anchor'],
  alias: ['alias', 'an alias'],
  tag: ['tag', 'an explicit tag'],
  'directive-line': ['directive', 'a directive'],
  'doc-end': ['document-end', 'a document end marker (...)'],
  // go-yaml and `yaml` disagree on where an explicit key ends (`? # c` is a null key to Go).
  'explicit-key-ind': ['explicit-key', 'an explicit key (?)']
}

/**
 * The strict profile, for one document as Kubernetes splits the file (see kube-split.ts): the
 * text must mean one thing to every YAML reader on the way to the cluster, and be something
 * Argo CD can apply. Anchors, aliases, tags, directives, `...` and explicit keys are found by
 * the lexer (each is its own token, so a `&` or `!` inside a value is not mistaken for one);
 * errors, warnings, keys and the document's shape by parsing. `lineBase` is the number of
 * lines in the file before `text`, so reasons name the file's lines.
 */
export function parseStrict(text: string, file: string, lineBase = 0, profile: StrictProfile = 'changed'): StrictParse {
  const unchanged = profile === 'unchanged'
  const lineInText = lineCounter(text)
  const lineOf = (offset: number): number => lineBase + lineInText(offset)
  const reasons: Reason[] = []
  let offset = 0
  // The header of a block scalar whose content is the next token but a line break.
  let header: string | undefined
  /** Where block scalar content lies: a TAB there is text, checked on its own below. */
  const blockContent: [number, number][] = []
  for (const token of new Lexer().lex(text)) {
    if (CONTROL_TOKENS.has(token)) continue
    const type = CST.tokenType(token)
    if (unchanged) {
      const refused = refusedByGoScanner(type, token, header)
      if (refused) reasons.push(unreadable(file, lineOf(offset + refused.index), refused.what))
      if (header !== undefined && type !== 'newline') blockContent.push([offset, offset + token.length])
      if (type === 'block-scalar-header') header = token
      else if (type !== 'newline') header = undefined
    }
    const forbidden = type && !(unchanged && READ_BY_GO.has(type)) ? FORBIDDEN_TOKENS[type] : undefined
    if (forbidden) {
      const line = lineOf(offset)
      reasons.push(
        fileReason(
          forbidden[0],
          file,
          line,
          `${JSON.stringify(file)} has ${forbidden[1]} ${JSON.stringify(token.slice(0, 40))} at line ${line}.`
        )
      )
    }
    // A comment cannot change what the cluster reads; anywhere else a hidden character can.
    if (type !== 'comment' && !unchanged) {
      const hidden = findHiddenChar(token)
      if (hidden) {
        const line = lineOf(offset + hidden.index)
        reasons.push(
          fileReason('forbidden-char', file, line, `${JSON.stringify(file)} contains ${hidden.what} at line ${line}.`)
        )
      }
    }
    offset += token.length
  }
  if (unchanged) reasons.push(...tabsInIndentation(text, blockContent, lineOf, file))
  const documents = parseAllDocuments(text, PARSE_OPTIONS)
  const all = Array.isArray(documents) ? documents : []
  // go-yaml reads the first document of a piece and never looks past its `...`.
  const parsed = unchanged ? all.slice(0, 1) : all
  const where = unchanged ? ' (in a document the PR does not change; Argo CD reads every document of the file)' : ''
  for (const doc of parsed) {
    for (const error of doc.errors) {
      // go-yaml v2 keeps the last of duplicate keys; in a document both sides share, that is no change.
      if (unchanged && error.code === 'DUPLICATE_KEY') continue
      const line = lineOf(error.pos[0])
      // A document only has to be readable there, and one that does not parse is not.
      if (unchanged) {
        reasons.push(unreadable(file, line, `the document does not parse (${firstLine(error.message)})`))
        continue
      }
      const code: ReasonCode = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-error'
      reasons.push(fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(error.message)}.`))
    }
    for (const warning of doc.warnings) {
      const line = lineOf(warning.pos[0])
      reasons.push(
        fileReason(
          'yaml-warning',
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${firstLine(warning.message)}${where}.`
        )
      )
    }
    if (doc.errors.every((e) => unchanged && e.code === 'DUPLICATE_KEY')) {
      reasons.push(...checkShape(doc, lineOf, file, profile), ...checkNodes(doc, text, lineOf, file, profile))
    }
  }
  if (!unchanged && parsed.length > 1) {
    const line = lineOf(parsed[1]!.range[0])
    reasons.push(
      fileReason(
        'yaml-error',
        file,
        line,
        `${JSON.stringify(file)} line ${line}: a second document without a --- line.`
      )
    )
  }
  if (reasons.length > 0) return { ok: false, reasons: dedupe(reasons) }
  return {
    ok: true,
    documents: parsed.map((doc, index) => ({
      index,
      parsed: doc,
      identity: readIdentity(doc),
      line: lineOf(doc.contents?.range?.[0] ?? doc.range[0])
    }))
  }
}

/** The reason for text Kubernetes' own reading refuses: one such document fails the whole file in Argo CD. */
function unreadable(file: string, line: number, what: string): Reason {
  return fileReason(
    'argocd-unreadable',
    file,
    line,
    `${JSON.stringify(file)} line ${line}: ${what}, so Argo CD cannot apply the file.`
  )
}

/**
 * What Argo CD applies: an object with `kind` and `apiVersion`. An object with an `items`
 * list is unpacked and only its items are applied, so the gate cannot vouch for the object.
 */
function checkShape(
  doc: Document.Parsed,
  lineOf: (offset: number) => number,
  file: string,
  profile: StrictProfile
): Reason[] {
  const root = doc.contents
  const line = lineOf(root?.range?.[0] ?? doc.range[0])
  if (root === null || (isScalar(root) && root.value === null)) return []
  if (!isMap(root)) return [unreadable(file, line, 'the document is not an object')]
  const reasons: Reason[] = []
  for (const field of ['kind', 'apiVersion']) {
    // Go keeps the last of duplicate keys (the unchanged profile lets them pass); `get` finds the first.
    const value = root.items.findLast((pair) => isScalar(pair.key) && pair.key.value === field)?.value
    if (!isScalar(value) || typeof value.value !== 'string' || value.value === '')
      reasons.push(unreadable(file, line, `the document has no ${field}`))
    // YAML 1.1 reads `kind: on` as true and `apiVersion: 1.10` as a number: no string to Kubernetes.
    else if (value.type === 'PLAIN' && goPlainKey(sourceOf(value)) !== sourceOf(value))
      reasons.push(unreadable(file, lineOf(value.range?.[0] ?? 0), `${field} is not a string to Go`))
  }
  // The object is not what is applied; in a document both sides share, it is applied unchanged.
  if (profile === 'changed' && isSeq(root.get('items', true))) {
    reasons.push(
      fileReason(
        'list-items',
        file,
        line,
        `${JSON.stringify(file)} line ${line}: the document has an items list; Argo CD applies only its items, not the object the gate reads.`
      )
    )
  }
  return reasons
}

/**
 * Keys and scalars as Kubernetes reads them: keys become JSON names (see go-keys.ts), and two
 * keys with one name are duplicates there (the last wins) even when YAML 1.2 reads them as
 * different. `<<` is a merge in YAML 1.1; a key that is itself a collection has no JSON form.
 * In flow collections go-yaml reads a plain scalar starting with `?` or `:` as an indicator
 * and refuses keys over several lines; it knows no `\/` escape anywhere.
 */
function checkNodes(
  doc: Document.Parsed,
  text: string,
  lineOf: (offset: number) => number,
  file: string,
  profile: StrictProfile
): Reason[] {
  const reasons: Reason[] = []
  const at = (node: Node | null | undefined, fallback: Node): number =>
    lineOf(node?.range?.[0] ?? fallback.range?.[0] ?? 0)
  const scalar = (node: Scalar, inFlow: boolean, isKey = false): void => {
    const source = sourceOf(node)
    // go-yaml ends a plain scalar at any `?` in a flow collection and reads it as an explicit key.
    if (inFlow && node.type === 'PLAIN' && /^[?:]|\?/.test(source)) {
      const line = at(node, node)
      reasons.push(
        fileReason(
          'explicit-key',
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${JSON.stringify(source.slice(0, 40))} in a flow collection holds an indicator Go reads as syntax (? or a leading :).`
        )
      )
    }
    if (node.type === 'QUOTE_DOUBLE' && /(?:^|[^\\])(?:\\\\)*\\\//.test(source))
      reasons.push(unreadable(file, at(node, node), 'a double-quoted string uses the escape \\/ (YAML 1.2 only)'))
    if (node.type === 'QUOTE_DOUBLE' && hasBadCodePointEscape(source))
      reasons.push(
        unreadable(file, at(node, node), 'a double-quoted string escapes a surrogate or no code point at all')
      )
    // A key becomes a string (go-keys.ts); a value stays a float, and JSON has no infinity or NaN.
    if (!isKey && node.type === 'PLAIN' && NOT_JSON_FLOAT.test(source))
      reasons.push(unreadable(file, at(node, node), `the value ${JSON.stringify(source)} is a float JSON cannot hold`))
  }
  const walk = (node: Node | null | undefined, inFlow: boolean): void => {
    if (isScalar(node)) return scalar(node, inFlow)
    // `yaml` leaves an alias unresolved until it is used; go-yaml fails on one without an anchor
    // before it, and on one inside the very node its anchor names.
    if (isAlias(node) && profile === 'unchanged') {
      const target = node.resolve(doc)
      const from = node.range?.[0] ?? 0
      if (target === undefined)
        reasons.push(unreadable(file, at(node, node), `the alias "*${node.source}" has no anchor before it`))
      else if (target.range && from >= target.range[0] && from < target.range[1])
        reasons.push(unreadable(file, at(node, node), `the alias "*${node.source}" is inside the node it names`))
      return
    }
    if (isSeq(node)) {
      const flow = inFlow || node.flow === true
      for (const item of node.items) {
        // `[a: b]` is a one-pair map inside a sequence.
        if (isPair(item)) walkPairs(node, [item], flow)
        else walk(item as Node, flow)
      }
      return
    }
    if (isMap(node)) {
      const cst = node.srcToken
      if (cst?.type === 'block-map' || cst?.type === 'flow-collection')
        reasons.push(...keysOverLines(cst, lineOf, file))
      walkPairs(node, node.items, inFlow || node.flow === true)
    }
  }
  const walkPairs = (parent: Node, pairs: readonly { key: unknown; value: unknown }[], flow: boolean): void => {
    const seen = new Map<string, string>()
    for (const pair of pairs) {
      const key = pair.key as Node | null
      const line = at(key, parent)
      if (key === null) {
        reasons.push(unreadable(file, line, 'a mapping key is empty (null)'))
      } else if (!isScalar(key)) {
        reasons.push(
          fileReason('yaml-error', file, line, `${JSON.stringify(file)} line ${line}: a mapping key is not a scalar.`)
        )
      } else {
        scalar(key, flow, true)
        if (flow && key.range && /[\r\n]/.test(text.slice(key.range[0], key.range[1])))
          reasons.push(unreadable(file, line, 'a key in a flow collection spans several lines'))
        // A quoted "<<" is no merge to Go either, but refusing it costs nothing and reads plainly.
        const name = key.type === 'PLAIN' ? goPlainKey(sourceOf(key)) : String(key.value)
        if (name === NO_JSON_NAME) {
          const what = key.value === null ? 'a mapping key is null' : `the key ${JSON.stringify(sourceOf(key))}`
          reasons.push(unreadable(file, line, `${what}, which has no JSON name in Go`))
        } else if (name === '<<') {
          if (profile === 'changed') reasons.push(mergeKey(file, line))
          else if (!mergesInGo(pair.value as Node | null, doc))
            reasons.push(unreadable(file, line, 'the merge key "<<" is not given a mapping or a list of mappings'))
        } else if (profile === 'unchanged') {
          // go-yaml keeps the last of duplicate keys; the document is the same on both sides.
        } else {
          const before = seen.get(name)
          if (before !== undefined) {
            reasons.push(
              fileReason(
                'duplicate-key',
                file,
                line,
                `${JSON.stringify(file)} line ${line}: key ${JSON.stringify(sourceOf(key))} is the same key as ${JSON.stringify(before)} to Kubernetes (Go reads both as ${JSON.stringify(name)}).`
              )
            )
          }
          seen.set(name, sourceOf(key))
        }
      }
      walk(pair.value as Node | null, flow)
    }
  }
  walk(doc.contents, false)
  return reasons
}

/**
 * What go-yaml's scanner refuses in tokens `yaml` reads without complaint: an anchor or alias
 * name beyond letters, digits, `_` and `-` (go-yaml ends the name there and fails on the
 * rest), and a TAB where a block scalar's indentation is still expected (before its first
 * line of content sets the column, or short of that column). With an explicit indentation
 * indicator the column is not known here, so any TAB right after leading spaces counts.
 */
function refusedByGoScanner(
  type: ReturnType<typeof CST.tokenType>,
  token: string,
  header: string | undefined
): { index: number; what: string } | undefined {
  if ((type === 'anchor' || type === 'alias') && !/^[A-Za-z0-9_-]+$/.test(token.slice(1)))
    return { index: 0, what: `the ${type} ${JSON.stringify(token.slice(0, 40))} has a name go-yaml does not read` }
  // Between tokens go-yaml skips a TAB only in some places (not after "- ", for one); `yaml` everywhere.
  if (header === undefined && type === 'space' && token.includes('\t'))
    return { index: token.indexOf('\t'), what: 'a TAB stands between tokens, where go-yaml may refuse it' }
  if (header === undefined) return undefined
  const explicit = /\d/.test(header)
  let indent = -1
  let at = 0
  for (const line of token.split('\n')) {
    const spaces = /^ */.exec(line)![0].length
    if (line[spaces] === '\t' && (explicit || indent === -1 || spaces < indent))
      return { index: at + spaces, what: 'a TAB stands where go-yaml expects the indentation of a block scalar' }
    if (indent === -1 && line.trim() !== '') indent = spaces
    at += line.length + 1
  }
  return undefined
}

/**
 * go-yaml refuses a TAB in a line's leading whitespace short of the indentation it expects
 * there, even on a line that is otherwise blank or a comment, where `yaml` lets it pass. Which
 * column it expects depends on the token before, so any TAB before a line's first other
 * character is refused, but in block scalar content (refusedByGoScanner looks at that).
 */
function tabsInIndentation(
  text: string,
  blockContent: readonly [number, number][],
  lineOf: (offset: number) => number,
  file: string
): Reason[] {
  const reasons: Reason[] = []
  let range = 0
  for (const match of text.matchAll(/^ *\t/gm)) {
    const tab = match.index + match[0].length - 1
    while (range < blockContent.length && blockContent[range]![1] <= tab) range++
    if (range < blockContent.length && blockContent[range]![0] <= tab) continue
    reasons.push(unreadable(file, lineOf(tab), 'a TAB stands in the indentation, where go-yaml refuses it'))
  }
  return reasons
}

/**
 * An implicit key whose `:` is on a later line (`spec\n  :`), or in a flow collection whose
 * anchor or tag is on an earlier line than the key, which go-yaml refuses ("could not find
 * expected ':'") and `yaml` reads as a key. Explicit keys (`?`) are refused on their own.
 */
function keysOverLines(
  map: CST.BlockMap | CST.FlowCollection,
  lineOf: (offset: number) => number,
  file: string
): Reason[] {
  const reasons: Reason[] = []
  for (const item of map.items) {
    if (item.start.some((t) => t.type === 'explicit-key-ind')) continue
    const sep = item.sep ?? []
    const indicator = sep.findIndex((t) => t.type === 'map-value-ind')
    const props = item.start.findIndex((t) => t.type === 'anchor' || t.type === 'tag')
    const propsOverLines =
      map.type === 'flow-collection' && props !== -1 && item.start.slice(props).some((t) => t.type === 'newline')
    if (indicator !== -1 && (propsOverLines || sep.slice(0, indicator).some((t) => t.type === 'newline'))) {
      const line = lineOf(item.key?.offset ?? sep[indicator]!.offset)
      reasons.push(unreadable(file, line, 'a key and its ":" are on different lines'))
    }
  }
  return reasons
}

/** go-yaml v2's plain floats that sigs.k8s.io/yaml cannot write as JSON. */
const NOT_JSON_FLOAT = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/

/** `\uD800` and `\U00110000`: go-yaml refuses escapes of surrogates and of values past U+10FFFF. */
function hasBadCodePointEscape(source: string): boolean {
  for (const m of source.matchAll(/\\+(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/g)) {
    // An even run of backslashes is escaped backslashes, not an escape.
    if ((m[0].length - (m[1] ? 5 : 9)) % 2 === 0) continue
    const cp = parseInt(m[1] ?? m[2]!, 16)
    if ((cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return true
  }
  return false
}

/** What go-yaml v2 accepts after `<<`: a mapping, an alias of one, or a list of those. */
function mergesInGo(value: Node | null, doc: Document.Parsed): boolean {
  const isMapping = (node: unknown): boolean => isMap(isAlias(node) ? node.resolve(doc) : node)
  if (isSeq(value)) return value.items.every(isMapping)
  return isMapping(value)
}

function mergeKey(file: string, line: number): Reason {
  return fileReason(
    'merge-key',
    file,
    line,
    `${JSON.stringify(file)} line ${line}: merge key "<<" (Kubernetes merges it, YAML 1.2 does not).`
  )
}

function sourceOf(node: Scalar): string {
  const token = node.srcToken
  return token && 'source' in token ? token.source : String(node.value)
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/[.:]\s*$/, '')
}

function dedupe(reasons: Reason[]): Reason[] {
  const seen = new Set<string>()
  return reasons.filter((r) => {
    const key = `${r.code}:${r.line}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
