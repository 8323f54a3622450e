/** Names a typo was probably meant to be: an input under `with:`, a CLI flag. */

/** The name of `names` at most two edits from `name`, for a typo's "did you mean"; undefined when none is. */
export function closest(name: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const candidate of names) {
    const distance = editDistance(name, candidate)
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { name: candidate, distance }
  }
  return best?.name
}

/** Levenshtein distance, by one row: names are short. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}
