/** `1 file`, `2 files`, `0 reasons`: a count with its noun, as people write it. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
