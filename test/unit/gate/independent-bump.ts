/**
 * A digest bump written and judged without src/: for the gate's property that every PR `open`
 * makes passes the gate, so that the property is not settled by `bumpImage` running the gate's
 * rule on its own result. The bump is found with the `yaml` package's reading of the whole file,
 * or by the digest's hex where that reading fails; the result is compared with `yaml`'s reading
 * of the files, document by document.
 */
import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import { parseAllDocuments, Scalar, type Document } from 'yaml'

/** An image this module can write in any quoting style by wrapping it: no quotes, escapes or blanks. */
const SIMPLE = /^[a-z0-9.:/@_-]+$/

function quoted(value: string, style: string): string | undefined {
  if (!SIMPLE.test(value)) return undefined
  if (style === Scalar.PLAIN) return value
  if (style === Scalar.QUOTE_DOUBLE) return `"${value}"`
  if (style === Scalar.QUOTE_SINGLE) return `'${value}'`
  return undefined
}

type Parsed = { docs: Document.Parsed[]; contents: unknown[] } | undefined
/** The last file read: a property reads each base twice, to bump it and to compare with the head. */
let last: { text: string; parsed: Parsed } | undefined

/** The documents as `yaml` reads the whole file, with their contents; undefined on any error or warning. */
function parseWithYaml(text: string): Parsed {
  if (last?.text !== text) last = { text, parsed: readAll(text) }
  return last.parsed
}

function readAll(text: string): Parsed {
  const docs = parseAllDocuments(text)
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0 || d.warnings.length > 0)) return undefined
  try {
    return { docs, contents: docs.map((d) => d.toJS({ maxAliasCount: 100 }) as unknown) }
  } catch {
    return undefined
  }
}

type Resource = { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown }; spec?: { image?: unknown } }
const asResource = (doc: unknown): Resource =>
  typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? doc : {}

/**
 * `text` with the spec.image of the one Microservice (`apiGroup`/*) named `name` set to `image`
 * in the style it had, located by `yaml`'s reading of the file. Undefined when that reading has
 * an error or does not find exactly one such document with a string image.
 */
export function spliceWithYaml(text: string, apiGroup: string, name: string, image: string): string | undefined {
  const parsed = parseWithYaml(text)
  if (parsed === undefined) return undefined
  const targets = parsed.docs.filter((_, i) => {
    const r = asResource(parsed.contents[i])
    return (
      r.kind === 'Microservice' &&
      typeof r.apiVersion === 'string' &&
      r.apiVersion.startsWith(`${apiGroup}/`) &&
      r.metadata?.name === name
    )
  })
  if (targets.length !== 1) return undefined
  const node = targets[0]!.getIn(['spec', 'image'], true)
  if (!(node instanceof Scalar) || typeof node.value !== 'string' || !node.range || node.type === undefined)
    return undefined
  const source = quoted(image, node.type)
  if (source === undefined) return undefined
  return text.slice(0, node.range[0]) + source + text.slice(node.range[1])
}

/**
 * `text` with the hex of `from`'s digest replaced by `to`'s, when `to` is `from` at another
 * digest and that hex occurs exactly once in the text; else undefined.
 */
export function swapDigest(text: string, from: string, to: string): string | undefined {
  const hex = (image: string): string | undefined => /@sha256:([0-9a-f]{64})$/.exec(image)?.[1]
  const [a, b] = [hex(from), hex(to)]
  if (a === undefined || b === undefined || from.slice(0, -64) !== to.slice(0, -64)) return undefined
  const at = text.indexOf(a)
  if (at === -1 || text.includes(a, at + 1)) return undefined
  return text.slice(0, at) + b + text.slice(at + a.length)
}

/**
 * Whether `yaml` reads `base` cleanly; if it does, it must read `head` as the same documents but
 * one, whose spec.image is `before` in base and `after` in head, and nothing else differs.
 */
export function expectOnlyImageChanged(base: string, head: string, before: string, after: string): boolean {
  const a = parseWithYaml(base)?.contents
  if (a === undefined) return false
  const b = readAll(head)?.contents
  expect(b?.length, 'documents in head').toBe(a.length)
  const changed = a.flatMap((doc, i) => (isDeepStrictEqual(doc, b![i]) ? [] : [i]))
  expect(changed, 'documents changed').toHaveLength(1)
  const [i] = changed as [number]
  const was = asResource(a[i])
  expect(was.spec?.image, 'spec.image in base').toBe(before)
  expect(b![i], 'the changed document').toEqual({ ...was, spec: { ...was.spec, image: after } })
  return true
}
