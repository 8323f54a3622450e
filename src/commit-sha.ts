/**
 * A full git object name: 40 hex digits (SHA-1) or 64 (SHA-256 repositories), lowercase as git,
 * GitHub and Argo CD print them. Abbreviations are refused: a short SHA can become ambiguous, and
 * every place we compare revisions compares full names.
 */
export function isCommitSha(value: string): boolean {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value)
}

/** Seven digits, as GitHub shows a commit; anything that is not a full SHA prints as it is. */
export function shortSha(value: string): string {
  return isCommitSha(value) ? value.slice(0, 7) : value
}
