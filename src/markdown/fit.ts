/**
 * Values as table cells and prose show them, so a report fits GitHub's PR column (806 px): a
 * cell holds no run of characters the browser cannot break, because a table is as wide as its
 * widest such run. Images show as `todo-api:1.5.0` plus a 12-digit digest, digests in prose are
 * cut to 12 digits, and long values are clipped with `…`; the report gives each in full in a
 * `<details>` list, where text wraps.
 */
import type { ResourceRef } from '../manifest/types.js'
import { resourceLabel } from '../kube-yaml/resource.js'
import { mdCode, mdText } from './escape.js'

/** Hex digits of a digest that tables and prose show, as `docker images` and GitHub do. */
export const DIGEST_DIGITS = 12

/** Longest value a table cell shows in code before clipping it (about 330 px of GitHub's code font). */
export const CELL_CHARS = 40

/** `value`, cut to `max` characters with `…` at the end. */
export function clip(value: string, max = CELL_CHARS): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`
}

/** `value`, cut to `max` characters with `…` in front: for paths, whose end names the file. */
export function clipStart(value: string, max = CELL_CHARS): string {
  return value.length <= max ? value : `…${value.slice(value.length - max + 1)}`
}

const LONG_DIGEST = /\b(sha256|sha384|sha512):([0-9a-fA-F]{16,})/g

/** Text with every long digest cut to 12 digits and `…`: `sha256:dead0000dead…`. */
export function shortenDigests(text: string): string {
  return text.replace(
    LONG_DIGEST,
    (_, algorithm: string, hex: string) => `${algorithm}:${hex.slice(0, DIGEST_DIGITS)}…`
  )
}

/** Prose from outside (a reason, Argo CD's message) for a report: digests shortened, then escaped. */
export function mdProse(text: string): string {
  return mdText(shortenDigests(text))
}

/**
 * A path in a table cell: in code, its folder over its file name when it is long (the column
 * is then as wide as the longer of the two, not the whole path), each clipped at its start when
 * still too long. The report has the path in full where it can wrap.
 */
export function mdPath(path: string): string {
  const slash = path.lastIndexOf('/')
  if (path.length <= 24 || slash <= 0) return mdCode(clipStart(path, 32))
  return `${mdCode(clipStart(path.slice(0, slash + 1), 24))}<br>${mdCode(clipStart(path.slice(slash + 1), 32))}`
}

interface ImageParts {
  /** Everything before the tag and digest: `ghcr.io/acme/todo-api`. */
  readonly name: string
  readonly tag: string | undefined
  readonly digest: string | undefined
}

/** A reference split as the distribution grammar does, without judging it (the gate shows what it refuses too). */
export function imageParts(reference: string): ImageParts {
  const at = reference.indexOf('@')
  const rest = at === -1 ? reference : reference.slice(0, at)
  const digest = at === -1 ? undefined : reference.slice(at + 1)
  const colon = rest.indexOf(':', rest.lastIndexOf('/') + 1)
  return colon === -1
    ? { name: rest, tag: undefined, digest }
    : { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest }
}

/** `28492db02222` for `sha256:28492db0…`; anything else (another algorithm, a bad digest) clipped. */
export function shortDigestOf(digest: string): string {
  const m = /^sha256:([0-9a-f]{64})$/.exec(digest)
  return m ? m[1]!.slice(0, DIGEST_DIGITS) : clip(digest, DIGEST_DIGITS + 8)
}

/**
 * An image for a table cell: `<code>todo-api:1.5.0</code> <code>28492db02222</code>`, or
 * `stacked` on two lines. The name is its last path component unless `fullName` (when the
 * repository itself changes, it is the news); a reference without a digest says so.
 */
export function mdImage(
  reference: string,
  options: { readonly fullName?: boolean; readonly stacked?: boolean } = {}
): string {
  const { name, tag, digest } = imageParts(reference)
  const shown = options.fullName ? name : name.slice(name.lastIndexOf('/') + 1)
  const label = mdCode(clip(`${shown}${tag === undefined ? '' : `:${tag}`}`, 32))
  const between = options.stacked ? '<br>' : ' '
  return `${label}${between}${digest === undefined ? '(no digest)' : mdCode(shortDigestOf(digest))}`
}

/** `old` over `→ new`, for a table cell; both names in full when the repository changes. */
export function mdImageChange(before: string, after: string): string {
  const fullName = imageParts(before).name !== imageParts(after).name
  return `${mdImage(before, { fullName })}<br>→${NBSP}${mdImage(after, { fullName })}`
}

/** A table cell that must not be empty (an empty cell reads as a gap, and `@actions/core` writes it unclosed). */
export const NONE = '—'

/** A space no line breaks at: keeps `❌ reject` together in a narrow cell. */
export const NBSP = '&nbsp;'

/** `✅ done` as one unbreakable cell text. */
export function marked(mark: string, words: string): string {
  return `${mark}${NBSP}${words.replace(/ /g, NBSP)}`
}

/** A resource for a table cell: its kind over `namespace/name`, so the column stays narrow. */
export function mdResource(resource: ResourceRef): string {
  const label = resourceLabel(resource)
  const space = label.indexOf(' ')
  return `${mdText(label.slice(0, space))}<br>${mdText(label.slice(space + 1))}`
}
