/**
 * Mapping keys in the subset, and their JSON names: a plain word of A-Z a-z 0-9 _ . / - that
 * YAML 1.1 reads as the string it spells (not `on`, `010`, `1.0`, `null` or a date; go-yaml v2
 * would give it another JSON name, so `on` and `true` would be one key to Kubernetes), or a
 * one-line quoted string without escapes. Either way the JSON name is the text, so two keys are
 * the same key to Kubernetes exactly when their names are equal. `<<` (or `!!merge <<`) is a
 * merge, which the reader takes as the first entry of a mapping only.
 */
import { resolvePlain } from './go-scalars.js'
import type { ScalarNode } from './nodes.js'
import { refuse } from './refusal.js'

/** A key: its node, its JSON name, the offset after its colon, and whether it is a merge. */
export interface Key {
  readonly node: ScalarNode
  readonly name: string
  readonly after: number
  readonly merge: boolean
}

/** go-yaml refuses an implicit key longer than 1024 characters; JavaScript lengths are no shorter. */
const MAX_KEY = 1000

/** Plain keys of the subset, up to the `:` that ends them. */
const PLAIN_KEY = /(?:[A-Za-z0-9_./]|-(?=[A-Za-z0-9_./]))[A-Za-z0-9_./-]*|<</y

/** The first line of the document holds no key: a flow collection, a scalar, or a key outside the subset. */
export function notADocument(text: string, at: number, eol: number, line: number): never {
  const c = text[at]
  if (c === '{' || c === '[')
    refuse('outside-subset', line, 'a flow collection as the document (the subset reads a block mapping there)')
  const rest = text.slice(at, eol)
  if (/[?&*!:]/.test(c ?? '') || /: |:$/.test(rest)) notAKey(text, at, eol, line)
  refuse('argocd-unreadable', line, 'the document is a scalar, not an object')
}

/** Why the line at `at` is no mapping entry, as a refusal. */
export function notAKey(text: string, at: number, eol: number, line: number): never {
  const c = text[at]
  const shown = (): string => JSON.stringify(text.slice(at, Math.min(eol, at + 40)))
  if (c === '?') refuse('explicit-key', line, `an explicit key ${shown()}`)
  if (c === '&') refuse('anchor', line, `an anchor on a key ${shown()}`)
  if (c === '*') refuse('alias', line, `an alias as a key ${shown()}`)
  if (c === '!') refuse('tag', line, `a tag ${shown()}`)
  if (c === ':') refuse('outside-subset', line, `a mapping entry without a key ${shown()}`)
  refuse(
    'outside-subset',
    line,
    `${shown()} is not a mapping entry the subset reads (keys are words of A-Z a-z 0-9 _ . / - or one-line quoted strings, followed by ": ")`
  )
}

/**
 * The key at `at`, if the line has one: the key node, its JSON name, and the offset after its
 * colon; undefined when the line holds no key. Keys the subset refuses throw.
 */
export function readKey(text: string, at: number, eol: number, line: number): Key | undefined {
  let p = at
  let merge = false
  if (text.startsWith('!!merge ', p)) {
    p += 8
    while (text[p] === ' ') p++
    if (!text.startsWith('<<', p)) return undefined
    merge = true
  }
  let node: ScalarNode
  let name: string
  const c = text[p]
  if (c === '"' || c === "'") {
    const close = text.indexOf(c, p + 1)
    if (close === -1 || close >= eol) return undefined
    const colon = afterColon(text, close + 1, eol)
    if (colon === -1) return undefined
    const content = text.slice(p + 1, close)
    if (content.includes('\\') || (c === "'" && text[close + 1] === "'"))
      refuse(
        'outside-subset',
        line,
        `the quoted key ${JSON.stringify(text.slice(p, close + 1))} has an escape (the subset's keys spell their name)`
      )
    if (content === '') refuse('outside-subset', line, 'an empty key ""')
    node = {
      kind: 'scalar',
      style: c === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE',
      value: content,
      start: p,
      end: close + 1,
      line,
      anchor: undefined
    }
    name = content
    return checkedKey(node, name, colon, merge, at, line)
  }
  // test(), not exec(): no match array for each of a large document's keys.
  PLAIN_KEY.lastIndex = p
  if (!PLAIN_KEY.test(text)) return undefined
  const end = PLAIN_KEY.lastIndex
  const colon = afterColon(text, end, eol)
  if (colon === -1) return undefined
  name = text.slice(p, end)
  node = { kind: 'scalar', style: 'PLAIN', value: name, start: p, end, line, anchor: undefined }
  if (name === '<<') merge = true
  else {
    if (merge) return undefined
    const read = resolvePlain(name)
    if (read.type !== 'str' || read.timestamp) {
      const as =
        read.type === 'str'
          ? 'a date'
          : read.type === 'float' || read.type === 'int'
            ? 'a number'
            : read.type === 'bool'
              ? 'a boolean'
              : 'null'
      refuse(
        'outside-subset',
        line,
        `the key ${JSON.stringify(name)} is ${as} to Kubernetes (YAML 1.1), not the string it spells: quote it`
      )
    }
  }
  return checkedKey(node, name, colon, merge, at, line)
}

function checkedKey(node: ScalarNode, name: string, after: number, merge: boolean, at: number, line: number): Key {
  if (after - at > MAX_KEY)
    refuse('outside-subset', line, `a key over ${MAX_KEY} characters (go-yaml refuses implicit keys past 1024)`)
  return { node, name, after, merge }
}

/** `:` after optional spaces at `at`, then a space or the end of the line: the offset after it, or -1. */
function afterColon(text: string, at: number, eol: number): number {
  let p = at
  while (text[p] === ' ' && p < eol) p++
  if (text[p] !== ':') return -1
  return p + 1 === eol || text[p + 1] === ' ' ? p + 1 : -1
}
