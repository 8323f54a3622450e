/**
 * 1-based line of a string offset, counting `\n` as git, GitHub and YAML readers do (a CRLF
 * ends in `\n`). The line starts are found once, so asking for thousands of offsets in one file
 * reads it once; each question is then a binary search.
 */
export function lineCounter(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (offset) => {
    let [low, high] = [0, starts.length - 1]
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid]! <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
}

/** The line of one offset; for many offsets in one text, make one {@link lineCounter}. */
export function lineOf(text: string, offset: number): number {
  return lineCounter(text)(offset)
}
