import { githubMessage, statusOf } from '../github/client.js'
import { RuleViolationError } from '../github/rule-violations.js'
import { logValue } from '../markdown/escape.js'
import type { OpenRepo } from './types.js'

/**
 * What each call `open` makes needs from the token, and what it was doing. GitHub's 403
 * "Resource not accessible by integration" does not say, so the call that failed does.
 */
const PERMISSIONS = [
  ['pull-requests: read', 'listing pull requests', ['openPullRequestsFrom', 'findOpenPullRequest']],
  ['contents: read', 'reading the repository', ['defaultBranch', 'branchHead', 'refHead', 'readFile', 'commit']],
  [
    'contents: write',
    'writing the release branch',
    ['commitFiles', 'createBranch', 'fastForwardBranch', 'replaceBranchHead']
  ],
  [
    'pull-requests: write',
    'opening or updating the PR',
    ['createPullRequest', 'updatePullRequest', 'addLabels', 'requestReviewers']
  ]
] as const satisfies readonly (readonly [string, string, readonly (keyof OpenRepo)[]])[]

type Call = (typeof PERMISSIONS)[number][2][number]

const NEEDS = new Map<Call, readonly [permission: string, doing: string]>(
  PERMISSIONS.flatMap(([permission, doing, calls]) => calls.map((call) => [call, [permission, doing]] as const))
)

/**
 * The config repo with GitHub's first-run refusals turned into one sentence each that names
 * the setting, permission or rule to change. Other errors pass through untouched, and
 * compare-and-swap outcomes (`RefConflictError`, a PR that already exists) are not refusals.
 */
export function explainRefusals(repo: OpenRepo): OpenRepo {
  const wrapped: Record<string, unknown> = { ...repo }
  for (const call of NEEDS.keys()) {
    const original = repo[call] as (...args: unknown[]) => Promise<unknown>
    wrapped[call] = async (...args: unknown[]): Promise<unknown> => {
      try {
        return await original(...args)
      } catch (error) {
        throw explain(error, call, repo.fullName) ?? error
      }
    }
  }
  return wrapped as OpenRepo
}

function explain(error: unknown, call: Call, fullName: string): Error | undefined {
  // Still a RuleViolationError: the branch write decides what to do about some rules.
  if (error instanceof RuleViolationError)
    return new RuleViolationError(error.branch, error.rules, ruleSentence(error, fullName))
  const status = statusOf(error)
  const message = githubMessage(error)
  if (status === 403 && /not permitted to create or approve pull requests/i.test(message)) {
    return new Error(
      `GitHub refused to open the PR: "Allow GitHub Actions to create and approve pull requests" is off for ${fullName} ` +
        `(Settings → Actions → General → Workflow permissions; an organisation can switch it off for all its repositories). ` +
        `Turn it on, or give 'token' a GitHub App token, which this setting does not restrict.`,
      { cause: error }
    )
  }
  if (status === 403 && /not accessible by integration/i.test(message)) {
    return new Error(
      `GitHub refused ${NEEDS.get(call)![1]} in ${fullName} (403 Resource not accessible by integration): the token needs '${NEEDS.get(call)![0]}'. ` +
        `With GITHUB_TOKEN, add it to the job's 'permissions:'; with a GitHub App, grant it in the App's settings, accept the new permission on the installation, and make sure the App is installed on ${fullName}.`,
      { cause: error }
    )
  }
  // The first call a run makes: GitHub answers 404, not 403, for a repository the token cannot see.
  if (status === 404 && (call === 'openPullRequestsFrom' || call === 'defaultBranch')) {
    return new Error(
      `GitHub answers 404 for ${fullName}: it does not exist, or the token cannot see it. Check 'config-repo'; a GitHub App must be installed on ${fullName} (and its token minted for it), and GITHUB_TOKEN only reaches the repository the workflow runs in.`,
      { cause: error }
    )
  }
  return undefined
}

/** One sentence: the rule GitHub quoted, and what lets the release branch through. */
function ruleSentence(error: RuleViolationError, fullName: string): string {
  const rules = error.rules.map((r) => logValue(r)).join(', ') || 'a rule GitHub did not name'
  const text = error.rules.join(' ')
  const fix = /creations being restricted/i.test(text)
    ? "let the token's identity (the App, or GitHub Actions) bypass that ruleset, or leave the release branch prefix out of its target branches"
    : /force.push/i.test(text)
      ? 'leave the release branch prefix out of the ruleset that blocks force pushes: where merge commits are not allowed, open replaces the branch head (only while it is still the head it read)'
      : "leave the release branch prefix out of that ruleset's target branches, or let the token's identity bypass it"
  return `A repository rule on ${fullName} refused the write to ${error.branch} (${rules}): ${fix}; the rules are listed under Settings → Rules → Rulesets.`
}
