import { compareVersions, type ImageChange } from './compare.js'
import { looksLikeJson, splitLikeKubernetes, type KubeChunk } from './kube-split.js'
import type { GatePolicy } from './policy.js'
import { fileReason, type Reason } from './reasons.js'
import { isPlainManifest } from './plain-manifest.js'
import { parseStrict } from './strict-yaml.js'
import { decodeUtf8, findForbiddenChar } from './text-rule.js'
import { lineOf } from '../text/lines.js'
import { plural } from '../text/plural.js'

export interface ContentJudgement {
  readonly changes: ImageChange[]
  readonly reasons: Reason[]
}

/**
 * The rule for one in-place edit, given both versions' bytes: text level, then the file split
 * into documents as Kubernetes splits it, then for each document the PR changes the strict
 * YAML profile (both sides), the byte comparison and image checks. Each stage runs only when
 * the one before it passed, because a later stage's answer means nothing on input the earlier
 * one refused (an offset in a file with a lone CR, a parse of invalid UTF-8).
 */
export function judgeContents(
  file: string,
  baseBytes: Uint8Array,
  headBytes: Uint8Array,
  policy: GatePolicy
): ContentJudgement {
  // Head first: its lines are the ones a check run can annotate.
  const head = readText(headBytes, file)
  const base = readText(baseBytes, file)
  if (typeof head !== 'string' || typeof base !== 'string') {
    return { changes: [], reasons: onlyOnce([head, base].filter((r): r is Reason => typeof r !== 'string')) }
  }
  return judgeTexts(file, base, head, policy)
}

/** Valid UTF-8 without forbidden characters, as text; otherwise the reason. */
function readText(bytes: Uint8Array, file: string): string | Reason {
  const decoded = decodeUtf8(bytes, file)
  if (!decoded.ok) return decoded.reason
  return findForbiddenChar(decoded.text, file) ?? decoded.text
}

/**
 * The rule on text already decoded from UTF-8: the forbidden characters of both versions, then
 * {@link judgeTexts}. What `judgeContents` does after decoding, for callers that hold strings
 * (`open`'s edit asks it whether the gate would accept the PR it is about to make).
 */
export function judgeDecoded(file: string, baseText: string, headText: string, policy: GatePolicy): ContentJudgement {
  const forbidden = [findForbiddenChar(headText, file), findForbiddenChar(baseText, file)].filter(
    (r): r is Reason => r !== undefined
  )
  if (forbidden.length > 0) return { changes: [], reasons: onlyOnce(forbidden) }
  return judgeTexts(file, baseText, headText, policy)
}

/**
 * The YAML stages on text that passed the text level. Kubernetes parses each document on its
 * own, so a document whose bytes (separator line included) are the same in base and head means
 * the same to the cluster in both, whatever it holds: the strict profile applies to the
 * documents the PR changes alone. The others need only be readable by Kubernetes, which a line
 * scan (plain-manifest.ts) proves for ordinary documents, parsing only those it cannot vouch
 * for. That keeps the judge linear in the file's size, and cheap for the usual one-document
 * bump in a large file.
 */
export function judgeTexts(file: string, baseText: string, headText: string, policy: GatePolicy): ContentJudgement {
  const head = readDocuments(headText, file)
  const base = readDocuments(baseText, file)
  if (!Array.isArray(head) || !Array.isArray(base)) {
    return {
      changes: [],
      reasons: onlyOnce([head, base].filter((r): r is Reason => !Array.isArray(r)))
    }
  }
  if (head.length !== base.length) {
    const line = head[Math.min(base.length, head.length - 1)]?.linesBefore ?? 0
    return {
      changes: [],
      reasons: [
        fileReason(
          'document-mismatch',
          file,
          line + 1,
          `${JSON.stringify(file)} has ${plural(base.length, 'document')} in base and ${head.length} in head, as Kubernetes splits them.`
        )
      ]
    }
  }
  const changes: ImageChange[] = []
  const reasons: Reason[] = []
  let documentIndex = 0
  head.forEach((h, i) => {
    const b = base[i]!
    const headPiece = headText.slice(h.start, h.end)
    const basePiece = baseText.slice(b.start, b.end)
    const content = headPiece.slice(h.contentStart - h.start)
    if (headPiece !== basePiece) {
      const judged = judgeDocument(file, baseText, b, headText, h, documentIndex, policy)
      changes.push(...judged.changes)
      reasons.push(...judged.reasons)
    } else if (HAS_CONTENT.test(content) && !isPlainManifest(content)) {
      // Its meaning is the same on both sides, but if Kubernetes cannot read it, it cannot read
      // the file and the release is never applied. The line scan vouches for ordinary
      // documents; the rest are parsed, for readability alone.
      const read = parseStrict(content, file, h.linesBefore, 'unchanged')
      if (!read.ok) reasons.push(...read.reasons)
    }
    if (HAS_CONTENT.test(content)) documentIndex++
  })
  return { changes, reasons }
}

const DIRECTIVE_LINE = /(?:^|\n)%/

/** A line that is more than blanks and a comment: Kubernetes skips pieces without one. */
const HAS_CONTENT = /^[ \t]*[^\s#]/m

/** The file as Kubernetes splits it, or why Kubernetes cannot read it at all. */
function readDocuments(text: string, file: string): KubeChunk[] | Reason {
  if (looksLikeJson(text)) {
    return fileReason(
      'argocd-unreadable',
      file,
      1,
      `${JSON.stringify(file)} starts with "{", which Kubernetes reads as JSON, not YAML, so Argo CD cannot apply it as the gate reads it.`
    )
  }
  // A line starting with % is a directive or an error wherever it is, and a directive reaches
  // past the separator it precedes; finding it costs one search, so no document may have one.
  const directive = DIRECTIVE_LINE.exec(text)
  if (directive) {
    const line = lineOf(text, directive.index + directive[0].length - 1)
    return fileReason(
      'directive',
      file,
      line,
      `${JSON.stringify(file)} has a directive ${JSON.stringify(
        text
          .slice(directive.index, directive.index + 40)
          .trim()
          .split(/\r?\n/)[0]
      )} at line ${line}.`
    )
  }
  const split = splitLikeKubernetes(text)
  if (split.ok) return split.chunks
  return fileReason(
    'argocd-unreadable',
    file,
    split.line,
    `${JSON.stringify(file)} line ${split.line}: ${JSON.stringify(split.separator.trim().slice(0, 40))} starts with --- but has more than a comment after it; Kubernetes refuses the file, so Argo CD cannot apply it.`
  )
}

function judgeDocument(
  file: string,
  baseText: string,
  b: KubeChunk,
  headText: string,
  h: KubeChunk,
  documentIndex: number,
  policy: GatePolicy
): ContentJudgement {
  if (baseText.slice(b.start, b.contentStart) !== headText.slice(h.start, h.contentStart)) {
    const line = h.linesBefore
    return {
      changes: [],
      reasons: [
        fileReason('outside-image', file, line, `${JSON.stringify(file)} line ${line}: a document separator changed.`)
      ]
    }
  }
  const [baseContent, headContent] = [baseText.slice(b.contentStart, b.end), headText.slice(h.contentStart, h.end)]
  const baseParse = parseStrict(baseContent, file, b.linesBefore)
  const headParse = parseStrict(headContent, file, h.linesBefore)
  if (!baseParse.ok || !headParse.ok) {
    return {
      changes: [],
      reasons: onlyOnce([...(headParse.ok ? [] : headParse.reasons), ...(baseParse.ok ? [] : baseParse.reasons)])
    }
  }
  return compareVersions(
    file,
    { text: baseContent, documents: baseParse.documents },
    { text: headContent, documents: headParse.documents },
    policy,
    { lineBase: h.linesBefore, documentIndex }
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
