import type { BumpResult } from '../manifest/index.js'

/** The change as `git diff` would print it: one removed and one added line. */
export function unifiedDiff(path: string, before: string, bump: BumpResult): string {
  const line = bump.located.line
  const lineText = (text: string): string => text.split('\n')[line - 1]?.replace(/\r$/, '') ?? ''
  return [
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -${line} +${line} @@`,
    `-${lineText(before)}`,
    `+${lineText(bump.text)}`
  ].join('\n')
}
