import { readDocument } from '../../kube-yaml/document.js'
import { formatOfPath, type ImageFormat } from '../../kube-yaml/image-sites.js'
import type { Refusal } from '../../kube-yaml/refusal.js'
import {
  hasContent,
  separatorRefusal,
  splitLikeKubernetes,
  type KubeChunk,
  type KubeFile
} from '../../kube-yaml/split.js'
import type { GatePolicy } from '../policy.js'
import { fileReason, type Reason } from '../reasons.js'
import { compareDocuments, type DocumentVersion, type ImageChange } from './compare.js'
import { subsetReason } from './subset-reason.js'
import { decodeUtf8 } from './text.js'
import { plural } from '../../text/plural.js'

export interface ContentJudgement {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/**
 * The rule for one in-place edit, given both versions' bytes: UTF-8 first (a later stage's
 * answer means nothing on bytes that are not text), then {@link judgeTexts}.
 */
export function judgeContents(
  file: string,
  baseBytes: Uint8Array,
  headBytes: Uint8Array,
  policy: GatePolicy
): ContentJudgement {
  // Head first: its lines are the ones a check run can annotate.
  const head = decodeUtf8(headBytes, file)
  const base = decodeUtf8(baseBytes, file)
  if (!head.ok || !base.ok) {
    return { changes: [], reasons: onlyOnce([head, base].flatMap((r) => (r.ok ? [] : [r.reason]))) }
  }
  return judgeTexts(file, base.text, head.text, policy)
}

/**
 * The rule on both versions' text. Both are split into documents exactly as Kubernetes splits
 * them (src/kube-yaml/split.ts), with the same number of documents. Kubernetes reads each
 * document on its own, so one whose bytes (separator line included) are the same in base and
 * head means the same to the cluster in both, whatever it holds: it is not read at all. Each
 * document the PR changes must lie inside the YAML subset on both sides (src/kube-yaml/reader.ts:
 * there, what the gate reads is what Kubernetes reads) and pass the byte comparison
 * (compare.ts). The cost is a scan of the file plus the documents the PR changes.
 */
export function judgeTexts(file: string, baseText: string, headText: string, policy: GatePolicy): ContentJudgement {
  const format = formatOf(file, policy)
  const head = splitLikeKubernetes(headText)
  const base = splitLikeKubernetes(baseText)
  if (!head.ok || !base.ok) {
    return { changes: [], reasons: onlyOnce([head, base].flatMap((s) => (s.ok ? [] : [splitReason(file, s)]))) }
  }
  if (head.mode !== base.mode) {
    const what = (f: KubeFile & { ok: true }): string => (f.mode === 'json' ? 'JSON' : 'YAML')
    return {
      changes: [],
      reasons: [
        fileReason(
          'outside-image',
          file,
          1,
          `${JSON.stringify(file)}: Kubernetes reads base as ${what(base)} and head as ${what(head)} (a file whose first character is "{" is JSON).`
        )
      ]
    }
  }
  if (head.chunks.length !== base.chunks.length) {
    const line = head.chunks[addedOrGap(baseText, base.chunks, headText, head.chunks)]!.linesBefore
    return {
      changes: [],
      reasons: [
        fileReason(
          'document-mismatch',
          file,
          line + 1,
          `${JSON.stringify(file)} has ${plural(base.chunks.length, 'document')} in base and ${head.chunks.length} in head, as Kubernetes splits them.`
        )
      ]
    }
  }
  const changes: ImageChange[] = []
  const reasons: Reason[] = []
  let documentIndex = 0
  head.chunks.forEach((h, i) => {
    const b = base.chunks[i]!
    const changed = !sameText(baseText, b, headText, h)
    if (changed) {
      const judged = judgeDocument(
        file,
        { text: baseText, file: base, chunk: b },
        { text: headText, file: head, chunk: h },
        policy,
        documentIndex,
        format
      )
      changes.push(...judged.changes)
      reasons.push(...judged.reasons)
    }
    // Kubernetes counts the documents that have content; a changed one is read either way.
    if (changed || hasContent(headText, h)) documentIndex++
  })
  return { changes, reasons }
}

interface Side {
  readonly text: string
  readonly file: KubeFile & { ok: true }
  readonly chunk: KubeChunk
}

function judgeDocument(
  file: string,
  base: Side,
  head: Side,
  policy: GatePolicy,
  documentIndex: number,
  format: ImageFormat
): ContentJudgement {
  const separator = (s: Side): string => s.text.slice(s.chunk.start, s.chunk.contentStart)
  if (separator(base) !== separator(head)) {
    const line = head.chunk.linesBefore
    return {
      changes: [],
      reasons: [
        fileReason('outside-image', file, line, `${JSON.stringify(file)} line ${line}: a document separator changed.`)
      ]
    }
  }
  const sep = separatorRefusal(head.text, head.chunk)
  if (sep) return { changes: [], reasons: [subsetReason(file, sep)] }
  const [b, h] = [read(base), read(head)]
  if (!b.ok || !h.ok) {
    return {
      changes: [],
      reasons: onlyOnce([h, b].flatMap((r) => (r.ok ? [] : [subsetReason(file, r.refusal)])))
    }
  }
  return compareDocuments(file, b.version, h.version, policy, documentIndex, format)
}

/** The file's format: the release policy's `format` for its path, else what its name says. */
export function formatOf(file: string, policy: GatePolicy): ImageFormat {
  return policy.formatOf?.(file) ?? formatOfPath(file)
}

/** One side of a changed document, read inside the subset. */
function read(side: Side): { ok: true; version: DocumentVersion } | { ok: false; refusal: Refusal } {
  const read = readDocument(side.text, side.file, side.chunk)
  if (!read.ok) return read
  return {
    ok: true,
    version: { text: side.text, from: side.chunk.contentStart, to: side.chunk.end, document: read.document }
  }
}

/**
 * Where head's document count went wrong, as the index of a head document: the last one added
 * before the documents both versions end with, or (fewer in head) the one after the gap; wherever
 * a document went in, the annotation is on it, not on an unchanged neighbour.
 */
function addedOrGap(
  baseText: string,
  base: readonly KubeChunk[],
  headText: string,
  head: readonly KubeChunk[]
): number {
  let same = 0
  while (
    same < Math.min(base.length, head.length) &&
    sameText(baseText, base[base.length - 1 - same]!, headText, head[head.length - 1 - same]!)
  )
    same++
  return head.length > base.length ? head.length - 1 - same : Math.min(head.length - same, head.length - 1)
}

function sameText(baseText: string, b: KubeChunk, headText: string, h: KubeChunk): boolean {
  return b.end - b.start === h.end - h.start && baseText.slice(b.start, b.end) === headText.slice(h.start, h.end)
}

function splitReason(file: string, split: { line: number; separator: string }): Reason {
  return fileReason(
    'argocd-unreadable',
    file,
    split.line,
    `${JSON.stringify(file)} line ${split.line}: ${JSON.stringify(split.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it; Kubernetes refuses the file, so Argo CD cannot apply it.`
  )
}

/** A problem already in base and kept in head is reported once, at the head's line. */
function onlyOnce(reasons: Reason[]): Reason[] {
  const seen = new Set<string>()
  return reasons.filter((r) => {
    const key = `${r.code}\0${r.message.replace(/line \d+/g, '')}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
