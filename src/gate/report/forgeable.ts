/** The App GitHub attributes GITHUB_TOKEN's check runs to, shared by every workflow of the repo. */
export const ACTIONS_APP_SLUG = 'github-actions'

/**
 * Why a check run posted with GITHUB_TOKEN proves nothing on its own, and the fix: the check
 * run's text, the job summary and a warning say it.
 */
export const FORGEABLE =
  "This check run belongs to the GitHub Actions app, because the gate posted it with the workflow's GITHUB_TOKEN: any workflow with checks: write, including one a pull request adds, can post a passing check run of the same name. " +
  'To make the check unforgeable, give the gate the app-id and app-private-key inputs of a GitHub App (checks: write), and require the check from that App: in a ruleset\'s "Require status checks to pass", add the check with the App as its source; in classic branch protection, pick the App as the expected source of the required check.'
