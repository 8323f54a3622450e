import { messageOf } from '../errors.js'
import type { PullRequest } from '../github/pulls.js'
import type { Log } from '../log.js'
import type { OpenRepo } from './types.js'
import type { OpenSettings } from './settings.js'

/** Adds the labels the PR lacks; asks for review only on a PR this run opened. */
export async function applyLabelsAndReviewers(
  settings: Pick<OpenSettings, 'labels' | 'reviewers' | 'teamReviewers'>,
  repo: Pick<OpenRepo, 'addLabels' | 'requestReviewers'>,
  pr: PullRequest,
  created: boolean,
  log: Log
): Promise<void> {
  const missing = settings.labels.filter((l) => !pr.labels.includes(l))
  if (missing.length > 0) await repo.addLabels(pr.number, missing)
  if (created && (settings.reviewers.length > 0 || settings.teamReviewers.length > 0)) {
    try {
      await repo.requestReviewers(pr.number, settings.reviewers, settings.teamReviewers)
    } catch (error) {
      // A reviewer who is the PR's author, or a team without access, should not fail a release.
      log.warning(`Could not request reviewers on PR #${pr.number}: ${messageOf(error)}`)
    }
  }
}
