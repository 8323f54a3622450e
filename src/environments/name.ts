/**
 * What makes a GitHub environment name usable here: GitHub caps names at 255 characters; a
 * control character or surrounding space can only be a typo, and would never match.
 */
export function environmentNameProblem(name: string): string | undefined {
  if (name === '') return 'is empty'
  if (name.length > 255) return `has ${name.length} characters; GitHub allows 255`
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'has a control character'
  if (name.trim() !== name) return 'starts or ends with a space'
  return undefined
}

/** A GitHub login (letters, digits, single hyphens, at most 39), or an App's bot account `<slug>[bot]`. */
export const GITHUB_LOGIN = /^(?=[^[]{1,39}(?:\[bot\])?$)[A-Za-z0-9](?:-?[A-Za-z0-9])*(?:\[bot\])?$/
