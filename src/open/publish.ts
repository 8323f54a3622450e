import type { BranchHead } from '../github/git-data.js'
import type { PullRequest } from '../github/pulls.js'
import type { Log } from '../log.js'
import type { BumpResult } from '../manifest/index.js'
import { applyLabelsAndReviewers } from './labels.js'
import { defaultTitle, renderPullRequestBody } from './pr-body.js'
import { RaceLost } from './race.js'
import type { ReleaseRecord } from './record.js'
import type { OpenRepo } from './types.js'
import type { OpenSettings } from './settings.js'
import { writeBranch } from './write-branch.js'

/** Where the release landed. */
export interface Published {
  readonly pr: PullRequest
  readonly commitSha: string
}

/**
 * Writes the release: the branch commit, then the PR (opened, or edited when `pr` exists) with
 * its record block, then labels and reviewers. A PR that does not end up at our commit means
 * another run got in between: {@link RaceLost}.
 */
export async function publish(
  settings: OpenSettings,
  repo: OpenRepo,
  log: Log,
  at: { branch: string; base: string; baseHead: BranchHead; bump: BumpResult; pr: PullRequest | undefined }
): Promise<Published> {
  const { branch, base, baseHead, bump, pr } = at
  const title = settings.title ?? defaultTitle(bump.located.resource, settings.imageRef, settings.version)
  const commitSha = await writeBranch(settings, repo, branch, baseHead, bump, title, pr?.headSha)
  const record: ReleaseRecord = {
    image: settings.image,
    version: settings.version,
    manifest: settings.manifest,
    commit: commitSha,
    base: baseHead.sha,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  }
  const body = renderPullRequestBody({
    resource: bump.located.resource,
    manifest: settings.manifest,
    line: bump.located.line,
    oldImage: bump.before,
    newImage: settings.imageRef,
    record,
    serverUrl: settings.source.serverUrl
  })

  const written = pr
    ? await repo.updatePullRequest(pr.number, { title, body })
    : await repo.createPullRequest({ branch, base, title, body, draft: settings.draft })
  if (!written) throw new RaceLost('a PR for the branch was opened meanwhile')
  if (written.headSha !== commitSha) throw new RaceLost('the branch moved after our update')
  await applyLabelsAndReviewers(settings, repo, written, !pr, log)
  return { pr: written, commitSha }
}
