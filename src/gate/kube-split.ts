/**
 * Documents as Kubernetes and Argo CD find them. apimachinery's YAMLReader reads a manifest
 * line by line (lines end at LF only) and ends a document at every line that starts with
 * `---`, whatever follows, before any YAML parser sees the text; each piece is then parsed on
 * its own. So `---#: x` is a boundary to the cluster though `yaml` reads a key there, and an
 * anchor cannot reach from one piece into another. The gate splits the same way and compares
 * the pieces, never the `yaml` package's idea of the stream.
 */

/** One piece of the file: its separator line (if any) and the text Go parses. */
export interface KubeChunk {
  /** Offset of the separator line, or 0 for the text before the first one. */
  readonly start: number
  /** Offset just after the separator line: where the parsed text begins. */
  readonly contentStart: number
  /** Offset of the next separator line, or the end of the file. */
  readonly end: number
  /** 0-based line (count of LFs) at `contentStart`. */
  readonly linesBefore: number
}

export type KubeSplit =
  | { readonly ok: true; readonly chunks: KubeChunk[] }
  | { readonly ok: false; readonly line: number; readonly separator: string }

/**
 * Splits at lines starting with `---`. apimachinery allows only blanks and a comment after
 * the three dashes and fails the whole file otherwise (`---x`); that failure is returned with
 * its 1-based line. Every byte belongs to exactly one chunk, so equal chunks mean equal files.
 */
export function splitLikeKubernetes(text: string): KubeSplit {
  const chunks: KubeChunk[] = []
  let start = 0
  let contentStart = 0
  let linesBefore = 0
  let line = 0
  for (let at = 0; at < text.length;) {
    const next = text.indexOf('\n', at)
    const lineEnd = next === -1 ? text.length : next + 1
    if (text.startsWith('---', at)) {
      const rest = text.slice(at + 3, lineEnd).trim()
      if (rest !== '' && !rest.startsWith('#')) return { ok: false, line: line + 1, separator: text.slice(at, lineEnd) }
      if (at > 0) chunks.push({ start, contentStart, end: at, linesBefore })
      start = at
      contentStart = lineEnd
      linesBefore = line + (next === -1 ? 0 : 1)
    }
    at = lineEnd
    line++
  }
  chunks.push({ start, contentStart, end: text.length, linesBefore })
  return { ok: true, chunks }
}

/** What Go's JSON sniffing sees: the first non-blank character is `{`, so the file is read as JSON. */
export function looksLikeJson(text: string): boolean {
  return /^\s*\{/u.test(text)
}
