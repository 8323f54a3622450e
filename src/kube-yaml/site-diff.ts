/**
 * The byte comparison of one document in two versions, image sites aside: the same sites (by
 * path) on both sides, and every byte outside them equal. The one insertion allowed is a
 * kustomize entry's missing `digest:` line, written whole at its indentation after the entry.
 * Both the gate (to accept a PR) and the edit (to prove what it wrote) ask this.
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
  /** A kustomize `digest:` line added where the entry had none. */
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
    if (p.inserted) {
      const insert = p.base.insert
      const scalar = head.text.slice(p.head.span.start, p.head.span.end)
      const expected = insert && `${insert.lead ?? ''}${insert.indent}digest: ${scalar}${insert.eol}`
      if (after !== expected)
        return {
          ok: false,
          offset: p.headSpan[0],
          why: `the added line must be "${insert?.indent ?? ''}digest: sha256:…" alone, at the entry's indentation`
        }
      changes.push({ base: p.base, head: p.head, beforeSource: '', afterSource: scalar, inserted: true })
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
  readonly inserted: boolean
}

/** Sites matched by path, in order; undefined when the two lists do not line up. */
function pair(base: SitedVersion, head: SitedVersion): Pair[] | undefined {
  const inDoc = (v: SitedVersion): ImageSite[] => v.sites.filter((s) => s.span.start >= v.from && s.span.end <= v.to)
  const [bs, hs] = [inDoc(base), inDoc(head)]
  if (bs.length !== hs.length) return undefined
  const pairs: Pair[] = []
  for (let i = 0; i < bs.length; i++) {
    const [b, h] = [bs[i]!, hs[i]!]
    if (b.path !== h.path || b.role !== h.role) return undefined
    const insertion = b.insert !== undefined && h.insert === undefined
    if (insertion) {
      // After a line break the file lacked (`lead`), the line starts that much earlier.
      const start = lineStart(head.text, h.span.start) - (b.insert.lead?.length ?? 0)
      const end = lineEnd(head.text, h.span.end)
      pairs.push({ base: b, head: h, baseSpan: [b.span.start, b.span.start], headSpan: [start, end], inserted: true })
      continue
    }
    if ((b.insert === undefined) !== (h.insert === undefined)) return undefined
    pairs.push({
      base: b,
      head: h,
      baseSpan: [b.span.start, b.span.end],
      headSpan: [h.span.start, h.span.end],
      inserted: false
    })
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
