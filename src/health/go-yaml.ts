import { CST, isScalar, Lexer, parseAllDocuments, visit, type Tags } from 'yaml'
import { resolvePlain } from '../kube-yaml/go-scalars.js'

/**
 * YAML read the way Argo CD's health-check harness reads health_test.yaml and its inputs:
 * sigs.k8s.io/yaml's Unmarshal on go-yaml v2 (util/lua/health_test.go). That means:
 * - YAML 1.1 scalars as go-yaml v2 resolves them (`yes`/`n` are booleans, `0755` is octal, `08`
 *   a float, `1:30` and timestamps strings): src/kube-yaml/go-scalars.ts, the resolution the gate
 *   and the edit use, on every plain scalar the `yaml` package read;
 * - only the first document counts (Unmarshal never looks past it);
 * - a duplicate key keeps the last value (v2's Unmarshal does not reject duplicates);
 * - a multi-line quoted scalar may continue at any indentation, even at its key's (libyaml
 *   checks only for a document marker inside the quotes), which the `yaml` package rejects.
 * `intAsBigInt` keeps integers apart from floats, for callers that format them as Go would.
 */
export function parseFirstDocument(text: string, options: { intAsBigInt?: boolean } = {}): unknown {
  const source = indentQuotedContinuations(text)
  const docs = parseAllDocuments(source, {
    version: '1.1',
    customTags: withoutTimestamps,
    uniqueKeys: false,
    intAsBigInt: options.intAsBigInt ?? false
  })
  const first = Array.isArray(docs) ? docs[0] : undefined
  if (!first) return null
  const error = first.errors[0]
  if (error) throw new Error(error.message.split('\n')[0])
  const bigInts = options.intAsBigInt ?? false
  visit(first, {
    Scalar(_key, node) {
      // `yaml`'s own YAML 1.1 schema is close to go-yaml's, not the same (sexagesimals, `08`).
      if (!isScalar(node) || node.type !== 'PLAIN' || node.tag !== undefined) return
      const source = node.source
      if (typeof source !== 'string') return
      const read = resolvePlain(source)
      if (read.type === 'null') node.value = null
      else if (read.type === 'int') node.value = bigInts ? read.value : Number(read.value)
      else node.value = read.value
    }
  })
  return first.toJS({ maxAliasCount: -1 }) as unknown
}

function withoutTimestamps(tags: Tags): Tags {
  return tags.filter((tag) => typeof tag !== 'object' || tag.tag !== 'tag:yaml.org,2002:timestamp')
}

/** Lexer tokens that mark structure and are not part of the source text. */
const CONTROL_TOKENS = new Set(['\u0002', '\u0018', '\u001f'])

/**
 * Indents the continuation lines of each quoted scalar that go-yaml accepts but the `yaml`
 * lexer cuts short for being indented too little. Leading white space of a continuation line
 * is folded away inside quotes, so the value stays the same. One scalar per pass: the rest of
 * the file lexes differently once it is repaired.
 */
export function indentQuotedContinuations(text: string): string {
  let source = text
  for (let pass = 0; pass < 1000; pass++) {
    const repair = firstCutQuote(source)
    if (!repair) return source
    const pad = ' '.repeat(repair.column + 1)
    const inside = source.slice(repair.start, repair.end).replace(/\n/g, `\n${pad}`)
    source = source.slice(0, repair.start) + inside + source.slice(repair.end)
  }
  return source
}

function firstCutQuote(source: string): { start: number; end: number; column: number } | undefined {
  let offset = 0
  for (const token of new Lexer().lex(source)) {
    if (CONTROL_TOKENS.has(token)) continue
    // The lexer is lossless; if that ever stops holding, repair nothing rather than the wrong text.
    if (!source.startsWith(token, offset)) return undefined
    const type = CST.tokenType(token)
    if (type === 'double-quoted-scalar' || type === 'single-quoted-scalar') {
      const end = quotedScalarEnd(source, offset)
      if (end !== undefined && end > offset + token.length && source.slice(offset, end).includes('\n')) {
        return { start: offset, end, column: offset - (source.lastIndexOf('\n', offset - 1) + 1) }
      }
    }
    offset += token.length
  }
  return undefined
}

/**
 * Where libyaml ends the quoted scalar opening at `start` (yaml_parser_scan_flow_scalar):
 * `''` is a quote inside single quotes, a backslash escapes the next character (or line
 * break) inside double quotes, and a line starting with `---` or `...` is an error, as is
 * the end of the input. Undefined when go-yaml would fail too.
 */
export function quotedScalarEnd(source: string, start: number): number | undefined {
  const quote = source[start]
  let i = start + 1
  while (i < source.length) {
    const c = source[i]
    if (c === '\n') {
      if (/^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(source.slice(i + 1, i + 5))) return undefined
      i++
    } else if (quote === "'" && c === "'") {
      if (source[i + 1] !== "'") return i + 1
      i += 2
    } else if (quote === '"' && c === '\\') {
      i += source[i + 1] === '\r' && source[i + 2] === '\n' ? 3 : 2
    } else if (quote === '"' && c === '"') {
      return i + 1
    } else i++
  }
  return undefined
}
