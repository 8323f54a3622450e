/**
 * A small path into a JSON answer, for what a smoke step expects and captures:
 *
 *   id            the field `id` of the top-level object
 *   todo.id       a field of a field
 *   items[0].id   an array element (0 is the first; -1 the last)
 *   ["a.b"]       a field whose name is not letters, digits, `_` and `-` (a JSON string)
 *   $             the whole answer; a leading `$` or `$.` is allowed before any path
 *
 * Nothing else: no wildcards, filters or slices. A path either names one value or none.
 */

export type Segment = string | number

export interface JsonPath {
  readonly source: string
  readonly segments: readonly Segment[]
}

export class JsonPathError extends Error {
  override name = 'JsonPathError'
}

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*/
const INDEX = /^\[(-?\d+)\]/
const QUOTED = /^\[("(?:[^"\\]|\\.)*")\]/

export function parseJsonPath(source: string): JsonPath {
  let rest = source.trim()
  if (rest === '') throw new JsonPathError('is empty; write a field name such as id, todo.id or items[0].id')
  if (rest.startsWith('$')) rest = rest.slice(1).replace(/^\.(?=[A-Za-z_])/, '')
  const segments: Segment[] = []
  let first = true
  while (rest !== '') {
    const dotted = !first && rest.startsWith('.')
    const text = dotted ? rest.slice(1) : rest
    const name = first || dotted ? NAME.exec(text) : null
    if (name) {
      segments.push(name[0])
      rest = text.slice(name[0].length)
    } else if (dotted) {
      throw bad(source, rest)
    } else {
      const index = INDEX.exec(rest)
      const quoted = index ? null : QUOTED.exec(rest)
      if (index) segments.push(Number(index[1]))
      else if (quoted) segments.push(JSON.parse(quoted[1]!) as string)
      else throw bad(source, rest)
      rest = rest.slice((index ?? quoted)![0].length)
    }
    first = false
  }
  return { source, segments }
}

function bad(source: string, rest: string): JsonPathError {
  const at = source.length - rest.length
  return new JsonPathError(
    `cannot be read at character ${at + 1} (${JSON.stringify(rest.slice(0, 16))}); paths are fields and indexes like todo.id, items[0].id or ["a.b"]`
  )
}

export type Lookup = { readonly found: true; readonly value: unknown } | { readonly found: false; readonly at: string }

/** The value a path names in `document`, or where the path stopped finding one. */
export function lookup(document: unknown, path: JsonPath): Lookup {
  let value = document
  let walked = '$'
  for (const segment of path.segments) {
    if (typeof segment === 'number') {
      if (!Array.isArray(value)) return { found: false, at: walked }
      const index = segment < 0 ? value.length + segment : segment
      walked += `[${segment}]`
      if (index < 0 || index >= value.length) return { found: false, at: walked }
      value = value[index] as unknown
    } else {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return { found: false, at: walked }
      walked += NAME.exec(segment)?.[0] === segment ? `.${segment}` : `[${JSON.stringify(segment)}]`
      if (!Object.hasOwn(value, segment)) return { found: false, at: walked }
      value = (value as Record<string, unknown>)[segment]
    }
  }
  return { found: true, value }
}

/** JSON values equal as data: same type, same scalars, same members in any key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]))
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
  )
}
