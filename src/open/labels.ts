import { messageOf } from '../errors.js'
import type { PullRequest } from '../github/pulls.js'
import type { Log } from '../log.js'
import type { OpenRepo } from './types.js'
import type { OpenSettings } from './settings.js'

/**
 * Adds the labels the PR lacks. Once the PR exists the release is done: a label that cannot be
 * applied (a missing permission, a label GitHub refuses) is a warning, and the next run for the
 * PR, a rerun included, adds whatever is still missing.
 */
export async function applyLabels(
  settings: Pick<OpenSettings, 'labels'>,
  repo: Pick<OpenRepo, 'addLabels'>,
  pr: PullRequest,
  log: Log
): Promise<void> {
  const missing = settings.labels.filter((l) => !pr.labels.includes(l))
  if (missing.length === 0) return
  try {
    await repo.addLabels(pr.number, missing)
  } catch (error) {
    log.warning(`Could not label PR #${pr.number}; a rerun adds the missing labels: ${messageOf(error)}`)
  }
}

/** Labels, then review requests: those only on a PR this run opened, so nobody is asked twice. */
export async function applyLabelsAndReviewers(
  settings: Pick<OpenSettings, 'labels' | 'reviewers' | 'teamReviewers'>,
  repo: Pick<OpenRepo, 'addLabels' | 'requestReviewers'>,
  pr: PullRequest,
  created: boolean,
  log: Log
): Promise<void> {
  await applyLabels(settings, repo, pr, log)
  if (created && (settings.reviewers.length > 0 || settings.teamReviewers.length > 0)) {
    try {
      await repo.requestReviewers(pr.number, settings.reviewers, settings.teamReviewers)
    } catch (error) {
      // A reviewer who is the PR's author, or a team without access, should not fail a release.
      log.warning(`Could not request reviewers on PR #${pr.number}: ${messageOf(error)}`)
    }
  }
}
