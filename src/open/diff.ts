import type { BumpResult } from '../manifest/index.js'

/**
 * The change as `git diff` would print it, without context: one removed and one added line for
 * a one-field edit, and a hunk per changed or added line where an edit changes several fields
 * (or adds a kustomize `digest:` line).
 */
export function unifiedDiff(path: string, before: string, bump: BumpResult): string {
  const header = [`--- a/${path}`, `+++ b/${path}`]
  if (bump.fields.length <= 1 && !bump.fields.some((f) => f.inserted)) {
    const line = bump.located.line
    const lineText = (text: string): string => text.split('\n')[line - 1]?.replace(/\r$/, '') ?? ''
    return [...header, `@@ -${line} +${line} @@`, `-${lineText(before)}`, `+${lineText(bump.text)}`].join('\n')
  }
  return [...header, ...hunks(before, bump.text)].join('\n')
}

/**
 * Hunks of `after` against `before`, where `after` is `before` with some lines replaced and
 * some added (what an edit of image fields makes): a line that differs is either added, when
 * the next line of `after` is the line `before` has here, or replaced.
 */
function hunks(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  const shown = (line: string): string => line.replace(/\r$/, '')
  const out: string[] = []
  let j = 0
  for (let i = 0; i < a.length || j < b.length;) {
    if (i < a.length && a[i] === b[j]) {
      i++
      j++
    } else if (j < b.length && (b.length - j > a.length - i || i >= a.length) && a[i] === b[j + 1]) {
      out.push(`@@ -${i},0 +${j + 1} @@`, `+${shown(b[j]!)}`)
      j++
    } else if (i < a.length && j < b.length) {
      out.push(`@@ -${i + 1} +${j + 1} @@`, `-${shown(a[i]!)}`, `+${shown(b[j]!)}`)
      i++
      j++
    } else if (j < b.length) {
      out.push(`@@ -${i},0 +${j + 1} @@`, `+${shown(b[j]!)}`)
      j++
    } else {
      out.push(`@@ -${i + 1} +${j},0 @@`, `-${shown(a[i]!)}`)
      i++
    }
  }
  return out
}
