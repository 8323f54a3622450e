/**
 * The byte comparison of one document in two versions, image sites aside: the same sites (by
 * path) on both sides, and every byte outside them equal. The one insertion allowed is a
 * kustomize entry's missing `digest` key: in a block entry a line `digest: <value>` at the
 * entry's indentation (a comment may follow) before any of its keys but the first or after its
 * last line; in a flow entry `, digest: <value>` after its last value. An empty `digest:` may be
 * filled in after one space. Both the gate (to accept a PR) and the edit (to prove what it wrote)
 * ask this.
 */
import type { ImageSite } from './image-sites.js'

/** One version of a document: the file's text, where the document lies in it, its sites. */
export interface SitedVersion {
  readonly text: string
  readonly from: number
  readonly to: number
  readonly sites: readonly ImageSite[]
}

/** A site whose bytes differ between the versions. */
export interface SiteChange {
  readonly base: ImageSite
  readonly head: ImageSite
  /** The scalar's source in each version, quotes included ('' in base for an inserted `digest:`). */
  readonly beforeSource: string
  readonly afterSource: string
  /** A kustomize `digest` key added where the entry had none. */
  readonly inserted: boolean
}

export type SiteDiff =
  | { readonly ok: true; readonly changes: SiteChange[] }
  /** `offset`: in head's text, the first byte that differs outside the sites; `why` when it is a malformed insertion. */
  | { readonly ok: false; readonly offset: number; readonly why?: string }

export function diffSites(base: SitedVersion, head: SitedVersion): SiteDiff {
  const pairs = pair(base, head)
  if (pairs === undefined) return { ok: false, offset: firstDifference(base, [], head, []) ?? head.from }
  const baseSpans = pairs.map((p) => p.baseSpan)
  const headSpans = pairs.map((p) => p.headSpan)
  const outside = firstDifference(base, baseSpans, head, headSpans)
  if (outside !== undefined) return { ok: false, offset: outside }
  const changes: SiteChange[] = []
  for (const p of pairs) {
    const before = base.text.slice(p.baseSpan[0], p.baseSpan[1])
    const after = head.text.slice(p.headSpan[0], p.headSpan[1])
    if (before === after) continue
    const scalar = head.text.slice(p.head.span.start, p.head.span.end)
    if (p.kind === 'insert') {
      const why = badInsertion(p.base, after, scalar, p.baseSpan[0])
      if (why !== undefined) return { ok: false, offset: p.headSpan[0], why }
      changes.push({ base: p.base, head: p.head, beforeSource: '', afterSource: scalar, inserted: true })
      continue
    }
    if (p.kind === 'fill') {
      if (after !== ` ${scalar}`) return { ok: false, offset: p.headSpan[0], why: 'write the digest after one space' }
      changes.push({ base: p.base, head: p.head, beforeSource: '', afterSource: scalar, inserted: false })
      continue
    }
    changes.push({ base: p.base, head: p.head, beforeSource: before, afterSource: after, inserted: false })
  }
  return { ok: true, changes }
}

interface Pair {
  readonly base: ImageSite
  readonly head: ImageSite
  readonly baseSpan: [number, number]
  readonly headSpan: [number, number]
  readonly kind: 'replace' | 'insert' | 'fill'
}

/** Why an inserted `digest` key is not one the rule takes, if it is not. */
function badInsertion(site: ImageSite, inserted: string, scalar: string, at: number): string | undefined {
  const insert = site.insert!
  if (insert.flow)
    return inserted === `, digest: ${scalar}`
      ? undefined
      : 'in a flow entry, write ", digest: sha256:…" right after its last value'
  if (!insert.points.includes(at))
    return "the digest line goes before one of the entry's keys (not its first) or after its last line"
  const line = `${insert.indent}digest: ${scalar}`
  const rest = inserted.slice((insert.lead ?? '').length)
  const ok =
    inserted.startsWith(insert.lead ?? '') &&
    rest.startsWith(line) &&
    rest.endsWith(insert.eol) &&
    /^(?: +#[^\r\n]*)?$/.test(rest.slice(line.length, rest.length - insert.eol.length))
  return ok
    ? undefined
    : `the added line must be "${insert.indent}digest: sha256:…" alone (a comment may follow), at the entry's indentation`
}

/**
 * Sites matched by path (the n-th of a path with the n-th), in head's order, each with the spans
 * outside which the bytes must be equal; undefined when the two lists do not line up.
 */
function pair(base: SitedVersion, head: SitedVersion): Pair[] | undefined {
  const inDoc = (v: SitedVersion): ImageSite[] =>
    v.sites.filter((s) => s.span.start >= v.from && s.span.end <= v.to).sort((a, b) => a.span.start - b.span.start)
  const [bs, hs] = [inDoc(base), inDoc(head)]
  if (bs.length !== hs.length) return undefined
  const queues = new Map<string, ImageSite[]>()
  for (const b of bs) queues.set(`${b.role} ${b.path}`, [...(queues.get(`${b.role} ${b.path}`) ?? []), b])
  const pairs: Pair[] = []
  // Where the previous pair ends on each side: the bytes between are equal, so an inserted
  // line's base offset is as far past the base's as its head offset is past the head's.
  let [baseAt, headAt] = [base.from, head.from]
  for (const h of hs) {
    const b = queues.get(`${h.role} ${h.path}`)?.shift()
    if (b === undefined) return undefined
    let next: Pair
    if (b.insert !== undefined && h.insert === undefined) {
      const start = b.insert.flow
        ? h.span.start - ', digest: '.length
        : lineStart(head.text, h.span.start) - (b.insert.lead?.length ?? 0)
      const end = b.insert.flow ? h.span.end : lineEnd(head.text, h.span.end)
      const at = baseAt + (start - headAt)
      next = { base: b, head: h, baseSpan: [at, at], headSpan: [start, end], kind: 'insert' }
    } else if (b.empty && !h.empty && h.insert === undefined) {
      next = {
        base: b,
        head: h,
        baseSpan: [b.span.start, b.span.end],
        headSpan: [h.span.start - 1, h.span.end],
        kind: 'fill'
      }
    } else {
      if ((b.insert === undefined) !== (h.insert === undefined)) return undefined
      next = {
        base: b,
        head: h,
        baseSpan: [b.span.start, b.span.end],
        headSpan: [h.span.start, h.span.end],
        kind: 'replace'
      }
    }
    if (next.baseSpan[0] < baseAt || next.headSpan[0] < headAt) return undefined
    ;[baseAt, headAt] = [next.baseSpan[1], next.headSpan[1]]
    pairs.push(next)
  }
  return pairs
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1
}

/** Just after the line break ending the line at `offset` (or the text's end). */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset)
  return nl === -1 ? text.length : nl + 1
}

/** Offset in head's text of the first byte outside the spans that differs, if any. */
function firstDifference(
  base: SitedVersion,
  baseSpans: readonly [number, number][],
  head: SitedVersion,
  headSpans: readonly [number, number][]
): number | undefined {
  const segments = (v: SitedVersion, spans: readonly [number, number][]): [number, number][] => {
    const out: [number, number][] = []
    let at = v.from
    for (const [s, e] of spans) {
      out.push([at, s])
      at = e
    }
    out.push([at, v.to])
    return out
  }
  const [bs, hs] = [segments(base, baseSpans), segments(head, headSpans)]
  for (let i = 0; i < hs.length; i++) {
    const [[b0, b1], [h0, h1]] = [bs[i]!, hs[i]!]
    if (b1 - b0 === h1 - h0 && base.text.slice(b0, b1) === head.text.slice(h0, h1)) continue
    let k = 0
    while (b0 + k < b1 && h0 + k < h1 && base.text[b0 + k] === head.text[h0 + k]) k++
    return h0 + k
  }
  return undefined
}
