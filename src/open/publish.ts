import { messageOf } from '../errors.js'
import type { BranchHead } from '../github/git-data.js'
import { BranchNotVisibleError, DraftsUnsupportedError, type PullRequest } from '../github/pulls.js'
import type { BumpResult } from '../manifest/index.js'
import { backoff } from '../time.js'
import { applyLabelsAndReviewers } from './labels.js'
import { defaultTitle, renderPullRequestBody } from './pr-body.js'
import { RaceLost } from './race.js'
import { parseRecordBlock, type ReleaseRecord } from './record.js'
import type { OpenPorts } from './types.js'
import type { OpenSettings } from './settings.js'
import { writeBranch } from './write-branch.js'

/** Where the release landed. */
export interface Published {
  readonly pr: PullRequest
  readonly commitSha: string
}

/** How often `POST /pulls` is asked again while GitHub does not see the new branch (0.5 s … 8 s, 15.5 s in all). */
export const PULL_CREATE_TRIES = 6

/**
 * Writes the release: the branch commit, then the PR (opened, or edited when `pr` exists) with
 * its record block, then labels and reviewers. A PR that does not end up at our commit while
 * the branch has moved on from it means another run got in between: {@link RaceLost}.
 */
export async function publish(
  settings: OpenSettings,
  ports: OpenPorts,
  at: {
    branch: string
    base: string
    baseHead: BranchHead
    bump: BumpResult
    pr: PullRequest | undefined
    /** The branch head this run read, or undefined when it saw no PR. */
    knownHead: string | undefined
  }
): Promise<Published> {
  const { repo, log } = ports
  const { branch, base, baseHead, bump, pr } = at
  const title = settings.title ?? defaultTitle(bump.located.resource, settings.imageRef, settings.version)
  const commitSha = await writeBranch(settings, ports, { branch, baseHead, bump, title, knownHead: at.knownHead })
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

  const written = await withBranchState(branch, commitSha, async () =>
    pr
      ? repo.updatePullRequest(pr.number, { title, body })
      : ((await openPullRequest(settings, ports, { branch, base, title, body })) ??
        (await ourLostPullRequest(repo, branch, base, commitSha)))
  )
  if (!written) throw new RaceLost('a PR for the branch was opened meanwhile')
  // A PR's head follows its branch a moment late; the ref says where the branch really is.
  if (written.headSha !== commitSha && (await repo.refHead(branch)) !== commitSha) {
    throw new RaceLost('the branch moved after our update')
  }
  await applyLabelsAndReviewers(settings, repo, written, !pr, log)
  return { pr: written, commitSha }
}

/**
 * `POST /pulls`, asked again with back-off while GitHub does not see the branch we just wrote
 * ("No commits between"), and once more without `draft` where drafts are not available.
 */
async function openPullRequest(
  settings: OpenSettings,
  { repo, log, sleep }: OpenPorts,
  input: { branch: string; base: string; title: string; body: string }
): Promise<PullRequest | undefined> {
  let draft = settings.draft
  for (let tries = 1; ; tries++) {
    try {
      return await repo.createPullRequest({ ...input, draft })
    } catch (error) {
      if (error instanceof DraftsUnsupportedError && draft) {
        log.warning(
          `${repo.fullName} does not support draft pull requests (private repositories on GitHub Free and Pro); opening a ready-for-review PR instead. Set 'draft: false' to silence this.`
        )
        draft = false
        continue
      }
      if (!(error instanceof BranchNotVisibleError) || tries >= PULL_CREATE_TRIES) throw error
      const pause = backoff(tries, 500, 8000)
      log.info(`GitHub does not see ${input.branch} yet (${error.message}); asking again in ${pause} ms.`)
      await sleep(pause)
    }
  }
}

/**
 * `POST /pulls` said a PR already exists, but this run may have opened it itself: GitHub
 * created the PR and the answer was lost (a reset, a timeout, a cut body), so the retry met
 * our own PR. It is ours when its record names the commit we just wrote, which no other run
 * wrote; then the run goes on as the one that opened it (labels, reviewers, `created`).
 * Anything else is another run's PR: undefined, and the attempt reads again.
 */
async function ourLostPullRequest(
  repo: OpenPorts['repo'],
  branch: string,
  base: string,
  commitSha: string
): Promise<PullRequest | undefined> {
  const found = await repo.findOpenPullRequest(branch, base)
  return found && parseRecordBlock(found.body)?.commit === commitSha ? found : undefined
}

/**
 * A refused PR write leaves the branch written: the error says so, and that a rerun resumes
 * from it (the branch head carries this release's trailers, so the rerun writes no new commit).
 */
async function withBranchState<T>(branch: string, commitSha: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof RaceLost) throw error
    throw new Error(
      `${messageOf(error)} Branch ${branch} already holds this release (${commitSha.slice(0, 12)}); nothing else was written, and a rerun after the fix opens or updates the PR from it.`,
      { cause: error }
    )
  }
}
