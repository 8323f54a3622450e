import { githubMessage, statusOf } from './client.js'

/**
 * A ref write a repository rule (a ruleset, e.g. "require linear history" or "restrict
 * creations") refused. GitHub answers 422 "Repository rule violations found" with each broken
 * rule on its own line; `rules` holds those lines.
 */
export class RuleViolationError extends Error {
  override name = 'RuleViolationError'
  constructor(
    readonly branch: string,
    readonly rules: readonly string[],
    message = `A repository rule refused the write to ${branch}: ${rules.join(' ') || 'no rule named'}`
  ) {
    super(message)
  }
}

/** The broken rules, when `message` is GitHub's rule-violation answer (REST 422 or GraphQL error). */
export function brokenRulesIn(message: string): string[] | undefined {
  const at = message.search(/Repository rule violations found/i)
  if (at < 0) return undefined
  return message
    .slice(at)
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean)
}

/** The messages of a GraphQL error answer (Octokit's GraphqlResponseError), or the error's own. */
export function graphqlMessage(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return error instanceof Error ? error.message : String(error)
  return errors
    .map((e) => (e as { message?: unknown } | null)?.message)
    .filter((m) => typeof m === 'string')
    .join('\n')
}

/** The RuleViolationError a REST answer means, if it is GitHub's rule-violation 422. */
export function ruleViolationOf(error: unknown, branch: string): RuleViolationError | undefined {
  const rules = statusOf(error) === 422 ? brokenRulesIn(githubMessage(error)) : undefined
  return rules && new RuleViolationError(branch, rules)
}
