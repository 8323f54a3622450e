import {
  CST,
  Lexer,
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
export function parseStrict(text: string, file: string, lineBase = 0): StrictParse {
  const lineInText = lineCounter(text)
  const lineOf = (offset: number): number => lineBase + lineInText(offset)
  const reasons: Reason[] = []
  let offset = 0
  for (const token of new Lexer().lex(text)) {
    if (CONTROL_TOKENS.has(token)) continue
    const type = CST.tokenType(token)
    const forbidden = type ? FORBIDDEN_TOKENS[type] : undefined
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
    if (type !== 'comment') {
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
  const documents = parseAllDocuments(text, PARSE_OPTIONS)
  const parsed = Array.isArray(documents) ? documents : []
  for (const doc of parsed) {
    for (const error of doc.errors) {
      const line = lineOf(error.pos[0])
      const code: ReasonCode = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-error'
      reasons.push(fileReason(code, file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(error.message)}.`))
    }
    for (const warning of doc.warnings) {
      const line = lineOf(warning.pos[0])
      reasons.push(
        fileReason('yaml-warning', file, line, `${JSON.stringify(file)} line ${line}: ${firstLine(warning.message)}.`)
      )
    }
    if (doc.errors.length === 0) {
      reasons.push(...checkShape(doc, lineOf, file), ...checkNodes(doc, text, lineOf, file))
    }
  }
  if (parsed.length > 1) {
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

/** `Argo CD cannot apply it`: the reason for text Kubernetes' own reading refuses. */
function unreadable(file: string, line: number, what: string): Reason {
  return fileReason(
    'argocd-unreadable',
    file,
    line,
    `${JSON.stringify(file)} line ${line}: ${what}, so Argo CD cannot apply it.`
  )
}

/**
 * What Argo CD applies: an object with `kind` and `apiVersion`. An object with an `items`
 * list is unpacked and only its items are applied, so the gate cannot vouch for the object.
 */
function checkShape(doc: Document.Parsed, lineOf: (offset: number) => number, file: string): Reason[] {
  const root = doc.contents
  const line = lineOf(root?.range?.[0] ?? doc.range[0])
  if (root === null || (isScalar(root) && root.value === null)) return []
  if (!isMap(root)) return [unreadable(file, line, 'the document is not an object')]
  const reasons: Reason[] = []
  for (const field of ['kind', 'apiVersion']) {
    const value = root.get(field, true)
    if (!isScalar(value) || typeof value.value !== 'string' || value.value === '')
      reasons.push(unreadable(file, line, `the document has no ${field}`))
  }
  if (isSeq(root.get('items', true))) {
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
function checkNodes(doc: Document.Parsed, text: string, lineOf: (offset: number) => number, file: string): Reason[] {
  const reasons: Reason[] = []
  const at = (node: Node | null | undefined, fallback: Node): number =>
    lineOf(node?.range?.[0] ?? fallback.range?.[0] ?? 0)
  const scalar = (node: Scalar, inFlow: boolean): void => {
    const source = sourceOf(node)
    if (inFlow && node.type === 'PLAIN' && /^[?:]/.test(source)) {
      const line = at(node, node)
      reasons.push(
        fileReason(
          'explicit-key',
          file,
          line,
          `${JSON.stringify(file)} line ${line}: ${JSON.stringify(source.slice(0, 40))} in a flow collection starts with an indicator Go reads as syntax.`
        )
      )
    }
    if (node.type === 'QUOTE_DOUBLE' && /(?:^|[^\\])(?:\\\\)*\\\//.test(source))
      reasons.push(unreadable(file, at(node, node), 'a double-quoted string uses the escape \\/ (YAML 1.2 only)'))
  }
  const walk = (node: Node | null | undefined, inFlow: boolean): void => {
    if (isScalar(node)) return scalar(node, inFlow)
    if (isSeq(node)) {
      const flow = inFlow || node.flow === true
      for (const item of node.items) {
        // `[a: b]` is a one-pair map inside a sequence.
        if (isPair(item)) walkPairs(node, [item], flow)
        else walk(item as Node, flow)
      }
      return
    }
    if (isMap(node)) walkPairs(node, node.items, inFlow || node.flow === true)
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
        scalar(key, flow)
        if (flow && key.range && /[\r\n]/.test(text.slice(key.range[0], key.range[1])))
          reasons.push(unreadable(file, line, 'a key in a flow collection spans several lines'))
        // A quoted "<<" is no merge to Go either, but refusing it costs nothing and reads plainly.
        const name = key.type === 'PLAIN' ? goPlainKey(sourceOf(key)) : String(key.value)
        if (name === NO_JSON_NAME) {
          reasons.push(unreadable(file, line, `the key ${JSON.stringify(sourceOf(key))} has no JSON name in Go`))
        } else if (name === '<<') {
          reasons.push(mergeKey(file, line))
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
