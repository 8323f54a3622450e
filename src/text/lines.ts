import { LineCounter } from 'yaml'

/**
 * 1-based line of a string offset, counting `\n` as git, GitHub and `yaml` do (a CRLF ends in
 * `\n`). The line starts are found once, so asking for thousands of offsets in one file reads
 * it once; `yaml`'s own LineCounter answers each question by binary search.
 */
export function lineCounter(text: string): (offset: number) => number {
  const counter = new LineCounter()
  counter.addNewLine(0)
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) counter.addNewLine(i + 1)
  return (offset) => counter.linePos(offset).line
}

/** The line of one offset; for many offsets in one text, make one {@link lineCounter}. */
export function lineOf(text: string, offset: number): number {
  return lineCounter(text)(offset)
}
