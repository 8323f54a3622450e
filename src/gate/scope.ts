import { InputError } from '../errors.js'

/** Which PRs are release PRs the rule must pass; the rest get `other-prs`. */
export interface GateScope {
  /** Head branch prefixes; a PR matches if its branch starts with any. Empty: any branch. */
  readonly branchPrefixes: readonly string[]
  /** PR authors (logins, compared case-insensitively); empty: any author. */
  readonly authors: readonly string[]
}

export const DEFAULT_SCOPE_ENTRIES = ['branch:gitops-release/']

/**
 * Entries of the `scope` input: `branch:<prefix>` and `author:<login>`. Entries of one kind
 * widen (any branch prefix), the two kinds narrow each other (branch and author), and `*`
 * puts every PR in scope.
 */
export function parseScope(entries: readonly string[], input = 'scope'): GateScope {
  const branchPrefixes: string[] = []
  const authors: string[] = []
  for (const entry of entries.length === 0 ? DEFAULT_SCOPE_ENTRIES : entries) {
    if (entry === '*') return { branchPrefixes: [], authors: [] }
    const match = /^(branch|author):(.+)$/.exec(entry)
    if (!match) {
      throw new InputError(
        `Input '${input}': ${JSON.stringify(entry)} is not an entry; use branch:<prefix>, author:<login> or *, e.g. branch:gitops-release/.`
      )
    }
    ;(match[1] === 'branch' ? branchPrefixes : authors).push(match[2]!.trim())
  }
  return { branchPrefixes, authors }
}

/** Why a PR is in scope or not, in one sentence, or undefined when it is in scope. */
export function outOfScope(scope: GateScope, headRef: string, author: string | undefined): string | undefined {
  if (scope.branchPrefixes.length > 0 && !scope.branchPrefixes.some((p) => headRef.startsWith(p))) {
    return `its head branch does not start with ${scope.branchPrefixes.map((p) => JSON.stringify(p)).join(' or ')}`
  }
  const login = author?.toLowerCase()
  if (scope.authors.length > 0 && !scope.authors.some((a) => a.toLowerCase() === login)) {
    return `its author is not ${scope.authors.map((a) => JSON.stringify(a)).join(' or ')}`
  }
  return undefined
}
