/**
 * Flow collections in the subset: `[a, "b"]` and `{k: v}` of scalars, on one line or over
 * several (each continuation line indented past the key, the closing bracket at least at its
 * column), with comments after a space and a trailing comma. Items are one-line quoted
 * scalars or plain scalars without `, [ ] { } ? #` or quotes (go-yaml ends a plain scalar at any
 * of `, ? [ ] { }` in a flow collection), with a `:` only before another character of theirs
 * (`ghcr.io/a:1.0`; YAML readers disagree on `a:,`). Keys are words followed by ": ". No
 * nesting, no anchors, aliases or tags, no keys without values.
 */
import { isNonJsonFloat, resolvePlain } from './go-scalars.js'
import type { MapEntry, MapNode, ScalarNode, SeqNode, YamlNode } from './nodes.js'
import { refuse } from './refusal.js'
import { lineEnd, scanQuoted, type ScanProblem } from './scalar-scan.js'

/** What a flow collection needs from the reader around it. */
export interface FlowHost {
  lineAt(offset: number): number
  readonly spans: { readonly allowed: number[] }
  problem(p: ScanProblem): never
}

const FLOW_PLAIN = /(?:[A-Za-z0-9_./~+$(=^<;\\]|-(?=[^\s,[\]{}]))(?:[^\t\n\r:,[\]{}?#"']|:(?=[^\s,[\]{}]))*/y
const FLOW_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*/y

/** The collection opening at `at`, in a block collection whose entries stand at column `parent`. */
export function readFlow(text: string, at: number, to: number, parent: number, host: FlowHost): MapNode | SeqNode {
  const isMap = text[at] === '{'
  const close = isMap ? '}' : ']'
  const line = host.lineAt(at)
  const items: YamlNode[] = []
  const entries: MapEntry[] = []
  const names = new Set<string>()
  let pos = at + 1
  let afterComma = false

  /** Spaces, comments and line breaks up to the next token; checks each new line's indentation. */
  const skip = (): void => {
    for (;;) {
      while (text[pos] === ' ') pos++
      if (text[pos] === '#') {
        if (text[pos - 1] !== ' ' && text[pos - 1] !== '\n')
          refuse(
            'outside-subset',
            host.lineAt(pos),
            'a "#" right after a token in a flow collection (a comment needs a space before it)'
          )
        const eol = lineEnd(text, pos, to)
        host.spans.allowed.push(pos, eol, 0)
        pos = eol
      }
      if (pos >= to) refuse('outside-subset', line, `a flow collection "${text[at]}" is not closed`)
      if (text[pos] === '\n' || (text[pos] === '\r' && text[pos + 1] === '\n')) {
        pos += text[pos] === '\r' ? 2 : 1
        const lineStart = pos
        while (text[pos] === ' ') pos++
        const blank = pos >= to || text[pos] === '\n' || text[pos] === '\r' || text[pos] === '#'
        const column = pos - lineStart
        if (!blank && (column < parent || (column === parent && text[pos] !== close)))
          refuse('outside-subset', host.lineAt(pos), 'a flow collection continues on a line not indented past its key')
        continue
      }
      if (text[pos] === '\t')
        refuse('forbidden-char', host.lineAt(pos), 'the file contains U+0009 TAB (indent with spaces)')
      return
    }
  }

  const scalar = (key: boolean): ScalarNode => {
    const c = text[pos]!
    const itemLine = host.lineAt(pos)
    if (c === '"' || c === "'") {
      const eol = lineEnd(text, pos, to)
      const quoted = scanQuoted(text, pos, eol, 0)
      if ('problem' in quoted) {
        if (/not closed/.test(quoted.problem))
          refuse('outside-subset', itemLine, 'a quoted scalar over several lines in a flow collection')
        host.problem(quoted)
      }
      const style = c === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
      const node: ScalarNode = {
        kind: 'scalar',
        style,
        value: quoted.value,
        start: pos,
        end: quoted.end,
        line: itemLine,
        anchor: undefined
      }
      if (
        key &&
        (quoted.value === '' || /[\\]/.test(text.slice(pos, quoted.end)) || (c === "'" && quoted.value.includes("'")))
      )
        refuse(
          'outside-subset',
          itemLine,
          `the quoted key ${JSON.stringify(text.slice(pos, quoted.end))} has an escape or is empty`
        )
      pos = quoted.end
      return node
    }
    const shown = (): string => JSON.stringify(text.slice(pos, Math.min(lineEnd(text, pos, to), pos + 40)))
    if (c === '[' || c === '{')
      refuse('outside-subset', itemLine, `a flow collection inside a flow collection ${shown()}`)
    if (c === '&') refuse('anchor', itemLine, `an anchor in a flow collection ${shown()}`)
    if (c === '*') refuse('alias', itemLine, `an alias in a flow collection ${shown()}`)
    if (c === '!') refuse('tag', itemLine, `a tag ${shown()}`)
    if (c === '?') refuse('explicit-key', itemLine, `an explicit key in a flow collection ${shown()}`)
    const pattern = key ? FLOW_KEY : FLOW_PLAIN
    pattern.lastIndex = pos
    const match = pattern.exec(text)
    if (!match || match.index !== pos)
      refuse('outside-subset', itemLine, `${shown()} is not a scalar the subset reads in a flow collection`)
    const value = match[0].trimEnd()
    const end = pos + value.length
    if (key) {
      const read = resolvePlain(value)
      if (read.type !== 'str' || read.timestamp)
        refuse(
          'outside-subset',
          itemLine,
          `the key ${JSON.stringify(value)} is not the string it spells to Kubernetes (YAML 1.1): quote it`
        )
    } else if (isNonJsonFloat(value)) {
      refuse(
        'outside-subset',
        itemLine,
        `the value ${JSON.stringify(value)} is a float JSON cannot hold, so Kubernetes cannot read it`
      )
    }
    pos = end
    const stop = text[pos]
    if (
      stop !== undefined &&
      !(stop === ',' || stop === close || stop === ' ' || stop === '\n' || stop === '\r' || (key && stop === ':'))
    )
      refuse('outside-subset', itemLine, `${shown()} holds a character the subset does not read in a flow collection`)
    return { kind: 'scalar', style: 'PLAIN', value, start: end - value.length, end, line: itemLine, anchor: undefined }
  }

  for (;;) {
    skip()
    if (text[pos] === close) {
      if (items.length + entries.length === 0 && afterComma)
        refuse('outside-subset', host.lineAt(pos), 'an empty item in a flow collection')
      pos++
      break
    }
    if (text[pos] === ',') refuse('outside-subset', host.lineAt(pos), 'an empty item in a flow collection')
    if (isMap) {
      const key = scalar(true)
      while (text[pos] === ' ') pos++
      if (text[pos] !== ':' || text[pos + 1] !== ' ')
        refuse(
          'outside-subset',
          key.line,
          `the key ${JSON.stringify(key.value)} in a flow mapping is not followed by ": " and a value`
        )
      pos += 1
      skip()
      if (text[pos] === ',' || text[pos] === close)
        refuse('outside-subset', key.line, `the key ${JSON.stringify(key.value)} in a flow mapping has no value`)
      if (names.has(key.value))
        refuse(
          'duplicate-key',
          key.line,
          `the key ${JSON.stringify(key.value)} appears twice in one mapping (Kubernetes keeps the last, other readers the first)`
        )
      names.add(key.value)
      entries.push({ key, name: key.value, value: scalar(false) })
    } else {
      items.push(scalar(false))
    }
    skip()
    afterComma = text[pos] === ','
    if (afterComma) pos++
    else if (text[pos] !== close)
      refuse('outside-subset', host.lineAt(pos), `a flow collection item is not followed by "," or "${close}"`)
  }
  return isMap
    ? { kind: 'map', flow: true, entries, start: at, end: pos, line, anchor: undefined }
    : { kind: 'seq', flow: true, items, start: at, end: pos, line, anchor: undefined }
}
