import { messageOf } from '../errors.js'
import type { BranchHead, CommitInfo } from '../github/git-data.js'
import type { Authorship } from './authorship.js'
import {
  BranchNotVisibleError,
  DraftsUnsupportedError,
  PullRequestExistsError,
  type PullRequest
} from '../github/pulls.js'
import { backoff } from '../time.js'
import { applyLabelsAndReviewers } from './labels.js'
import { defaultTitleFor, renderReleaseBody, rowsOf } from './pr-body.js'
import { RaceLost } from './race.js'
import { recordOf } from './record.js'
import type { OpenPorts, TargetEdit } from './types.js'
import type { OpenSettings } from './settings.js'
import { writeBranch } from './write-branch.js'
import { placesOf, textOfReleaseCommit } from './head-text.js'
import type { RunWarnings } from './warnings.js'

/** Where the release landed. */
export interface Published {
  readonly pr: PullRequest
  readonly commitSha: string
  /** This run opened the PR (false: it updated one that was open, or that another run opened meanwhile). */
  readonly created: boolean
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
    edits: readonly TargetEdit[]
    pr: PullRequest | undefined
    /** The branch head this run read, or undefined when it saw no PR. */
    knownHead: string | undefined
    /** The head commit, when this attempt has read it already. */
    headCommit: CommitInfo | undefined
    authorship: Authorship
    warnings: RunWarnings
  }
): Promise<Published> {
  const { repo, log } = ports
  const { branch, base, baseHead, edits, pr, authorship } = at
  const title = settings.title ?? defaultTitleFor(edits)
  const commitSha = await writeBranch(settings, ports, {
    branch,
    baseHead,
    edits,
    title,
    knownHead: at.knownHead,
    headCommit: at.headCommit,
    authorship,
    warnings: at.warnings
  })
  const record = recordOf(edits, {
    commit: commitSha,
    base: baseHead.sha,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  })
  const body = renderReleaseBody(rowsOf(edits), record, settings.source.serverUrl, settings.promotion)

  const { pr: written, created } = await withBranchState(branch, commitSha, async () =>
    pr
      ? { pr: await repo.updatePullRequest(pr.number, { title, body }), created: false }
      : openOrUpdate(settings, ports, { branch, base, title, body })
  )
  await applyLabelsAndReviewers(settings, repo, written, created, log)
  authorship.learnFromPullRequest(created ? written : undefined)
  await keepTextOnHead(ports, authorship, {
    branch,
    pr: written,
    commitSha,
    at: { targets: placesOf(edits), serverUrl: settings.source.serverUrl }
  })
  return { pr: written, commitSha, created }
}

/** How often the PR text is rewritten for a head that keeps moving before this run lets go. */
const TEXT_ROUNDS = 3

/**
 * Leaves the PR describing the branch head, whatever order the runs' writes land in. Our text
 * describes `commitSha`; once it is written we read the ref (never the PR's head, which lags
 * the ref and can show our commit after a newer one landed). Still ours: done. Moved on to a
 * newer run's release commit: that run may have written its text before ours overwrote it,
 * and may be finished, so leaving the text to it is not safe. We write the text for that head
 * from the head commit's own subject and trailers (head-text.ts: the same text its run wrote)
 * and read the ref again. Whichever run writes last then checks after its write, so the last
 * text always describes the head it saw last, and the head only moves on to newer releases.
 * A head open did not make (a person pushed, whatever its trailers say; authorship.ts) or that is
 * not a release commit is a lost race: the next attempt supersedes it.
 * With the text settled on a newer head we are not the release the PR proposes: the next
 * attempt reads the PR and ends as a refused downgrade, or unchanged for the same image.
 */
export async function keepTextOnHead(
  { repo, log }: Pick<OpenPorts, 'repo' | 'log'>,
  authorship: Authorship,
  {
    branch,
    pr,
    commitSha,
    at
  }: { branch: string; pr: PullRequest; commitSha: string; at: Parameters<typeof textOfReleaseCommit>[1] }
): Promise<void> {
  let described = commitSha
  for (let round = 1; ; round++) {
    const head = await repo.refHead(branch)
    if (head === described) break
    if (head === undefined || round > TEXT_ROUNDS) throw new RaceLost('the branch moved after our update')
    const commit = await repo.commit(head)
    if (!authorship.made(commit)) throw new RaceLost(`the branch moved on to ${authorship.whyNot(commit)}`)
    const text = textOfReleaseCommit(commit, at)
    if (!text) throw new RaceLost(`the branch moved on to ${head.slice(0, 12)}, which is not a release commit`)
    log.info(
      `${branch} moved on to ${head.slice(0, 12)} while this run wrote PR #${pr.number}; writing the PR text for that head, from its commit.`
    )
    await repo.updatePullRequest(pr.number, text)
    described = head
  }
  if (described !== commitSha) throw new RaceLost(`a newer release (${described.slice(0, 12)}) is on ${branch}`)
}

/**
 * `POST /pulls`, asked again with back-off while GitHub does not see the branch we just wrote
 * ("No commits between"), and once more without `draft` where drafts are not available.
 */
async function openPullRequest(
  settings: OpenSettings,
  { repo, log, sleep }: OpenPorts,
  input: { branch: string; base: string; title: string; body: string }
): Promise<PullRequest> {
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
 * Opens the PR; when GitHub answers that one exists already, reads the open PR again and writes
 * our text into it. That PR is either our own (GitHub opened it and the answer was lost, so the
 * retry met it: its text is ours to the byte, and this run goes on as the one that opened it:
 * reviewers, `created`) or another run's, opened a moment before ours: updated like any open
 * release PR, and the branch head decides what it ends up saying (keepTextOnHead). A bare 422
 * with no PR open for the branch was something else, and fails as GitHub said it.
 */
async function openOrUpdate(
  settings: OpenSettings,
  ports: OpenPorts,
  input: { branch: string; base: string; title: string; body: string }
): Promise<{ pr: PullRequest; created: boolean }> {
  const { repo, log } = ports
  try {
    return { pr: await openPullRequest(settings, ports, input), created: true }
  } catch (error) {
    if (!(error instanceof PullRequestExistsError)) throw error
    const found = await repo.findOpenPullRequest(input.branch, input.base)
    if (!found) {
      if (error.certain) throw new RaceLost('GitHub says a PR for the branch exists, but none is open')
      throw (error.cause as Error | undefined) ?? error
    }
    if (found.title === input.title && found.body === input.body) return { pr: found, created: true }
    log.info(
      `PR #${found.number} for ${input.branch} was opened meanwhile (GitHub: ${error.message}); updating it instead.`
    )
    return { pr: await repo.updatePullRequest(found.number, { title: input.title, body: input.body }), created: false }
  }
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
