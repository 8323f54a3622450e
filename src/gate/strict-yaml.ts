import { CST, Lexer, isMap, isScalar, isSeq, parseAllDocuments, type Document, type Node, type Scalar } from 'yaml'
import { PARSE_OPTIONS, readIdentity, type DocumentIdentity } from '../manifest/index.js'
import { lineCounter } from '../text/lines.js'
import { fileReason, type Reason, type ReasonCode } from './reasons.js'

export type { DocumentIdentity }

export interface StrictDocument {
  readonly index: number
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
  'doc-end': ['document-end', 'a document end marker (...)']
}

/**
 * The strict profile: the file must mean one thing to every YAML reader on the way to the
 * cluster. Anchors, aliases, tags, directives and `...` are found by the lexer (each is its
 * own token, so a `&` or `!` inside a value is not mistaken for one); errors, warnings,
 * duplicate and merge keys by parsing.
 */
export function parseStrict(text: string, file: string): StrictParse {
  const lineOf = lineCounter(text)
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
    if (doc.errors.length === 0) reasons.push(...checkKeys(doc, lineOf, file))
  }
  if (reasons.length > 0) return { ok: false, reasons: dedupe(reasons) }
  return {
    ok: true,
    documents: parsed.map((doc, index) => ({
      index,
      identity: readIdentity(doc),
      line: lineOf(doc.contents?.range?.[0] ?? doc.range[0])
    }))
  }
}

/**
 * Keys as Kubernetes sees them after its YAML 1.1 to JSON step: `on`, `yes` and `true` all
 * become "true", `010` becomes "8". Two keys with the same JSON name are duplicates there
 * (the last wins) even when YAML 1.2 reads them as different, so they are refused here too.
 * `<<` is a merge in YAML 1.1, and a key that is itself a collection has no JSON form.
 */
function checkKeys(doc: Document.Parsed, lineOf: (offset: number) => number, file: string): Reason[] {
  const reasons: Reason[] = []
  const walk = (node: Node | null | undefined): void => {
    if (isSeq(node)) node.items.forEach((item) => walk(item as Node))
    if (!isMap(node)) return
    const seen = new Map<string, string>()
    for (const pair of node.items) {
      const key = pair.key as Node | null
      const offset = key?.range?.[0] ?? node.range?.[0] ?? 0
      const line = lineOf(offset)
      if (!isScalar(key)) {
        reasons.push(
          fileReason('yaml-error', file, line, `${JSON.stringify(file)} line ${line}: a mapping key is not a scalar.`)
        )
      } else if (key.value === '<<') {
        reasons.push(
          fileReason(
            'merge-key',
            file,
            line,
            `${JSON.stringify(file)} line ${line}: merge key "<<" (Kubernetes merges it, YAML 1.2 does not).`
          )
        )
      } else {
        const json = jsonKey(key)
        const before = seen.get(json)
        if (before !== undefined) {
          reasons.push(
            fileReason(
              'duplicate-key',
              file,
              line,
              `${JSON.stringify(file)} line ${line}: key ${JSON.stringify(sourceOf(key))} is the same key as ${JSON.stringify(before)} to Kubernetes (YAML 1.1 reads both as ${JSON.stringify(json)}).`
            )
          )
        }
        seen.set(json, sourceOf(key))
      }
      walk(pair.value as Node | null)
    }
  }
  walk(doc.contents)
  return reasons
}

const YAML11_TRUE = /^(?:y|Y|yes|Yes|YES|true|True|TRUE|on|On|ON)$/
const YAML11_FALSE = /^(?:n|N|no|No|NO|false|False|FALSE|off|Off|OFF)$/
const YAML11_NULL = /^(?:~|null|Null|NULL|)$/
const YAML11_INT = /^([-+]?)(0b[01_]+|0x[0-9a-fA-F_]+|0[0-7_]+|[1-9][0-9_]*|0)$/

/** The JSON object key Kubernetes' YAML 1.1 reader gives a scalar key. */
function jsonKey(key: Scalar): string {
  const source = sourceOf(key)
  if (key.type !== 'PLAIN') return String(key.value)
  if (YAML11_TRUE.test(source)) return 'true'
  if (YAML11_FALSE.test(source)) return 'false'
  if (YAML11_NULL.test(source)) return 'null'
  const int = YAML11_INT.exec(source)
  if (int) {
    const digits = int[2]!.replace(/_/g, '')
    const value = /^0[0-7]/.test(digits) ? BigInt(`0o${digits.slice(1)}`) : BigInt(digits)
    return String(int[1] === '-' ? -value : value)
  }
  return String(key.value)
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
