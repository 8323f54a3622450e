import semver from 'semver'
import type { BranchHead, ConfigRepo, PullRequest } from '../github/config-repo.js'
import { RefConflictError } from '../github/config-repo.js'
import { InputError } from '../errors.js'
import { parseImageReference } from '../image/reference.js'
import { bumpImage, type BumpResult, type ResourceId } from '../manifest/index.js'
import { logValue } from '../markdown/escape.js'
import { releaseBranchName } from './branch.js'
import { defaultTitle, renderCommitMessage, renderPullRequestBody } from './pr-body.js'
import { parseRecordBlock, parseTrailers, renderTrailers, type ReleaseRecord } from './record.js'
import type { OpenSettings } from './settings.js'
import { versionFromTag } from '../settings/parsers.js'

export type OpenOutcome = 'created' | 'updated' | 'unchanged'

export interface OpenResult {
  readonly result: OpenOutcome
  /** One human sentence: why this outcome. */
  readonly reason: string
  readonly branch: string
  readonly pr: { readonly number: number; readonly url: string } | undefined
  /** The release branch commit that carries the image (not set when nothing was written). */
  readonly commitSha: string | undefined
  readonly oldImage: string | undefined
  readonly newImage: string
  readonly resource: ResourceId | undefined
  /** The one-line change as a unified diff, when there is one. */
  readonly diff: string | undefined
  readonly dryRun: boolean
}

export interface Logger {
  info(message: string): void
  warning(message: string): void
}

export type OpenRepo = Pick<
  ConfigRepo,
  | 'fullName'
  | 'findOpenPullRequest'
  | 'defaultBranch'
  | 'branchHead'
  | 'readFile'
  | 'commit'
  | 'commitFile'
  | 'createBranch'
  | 'fastForwardBranch'
  | 'createPullRequest'
  | 'updatePullRequest'
  | 'addLabels'
  | 'requestReviewers'
>

/** Races with a concurrent run are resolved by re-reading; this bounds how often. */
const MAX_ATTEMPTS = 4

/**
 * Opens or updates the release PR for one resource. Each attempt reads the current state,
 * decides, and writes with compare-and-swap; losing a race to another run means reading again,
 * never overwriting what we did not read.
 */
export async function openRelease(settings: OpenSettings, repo: OpenRepo, log: Logger): Promise<OpenResult> {
  const branch = releaseBranchName(settings.branchPrefix, settings.manifest, settings.selector.name)
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOpen(settings, repo, log, branch)
    } catch (error) {
      if (!(error instanceof RaceLost)) throw error
      if (attempt >= MAX_ATTEMPTS) {
        throw new Error(`Gave up after ${attempt} attempts: ${error.message}. Another run keeps updating ${branch}.`)
      }
      log.info(`Another run changed ${branch} meanwhile (${error.message}); reading it again.`)
    }
  }
}

class RaceLost extends Error {}

async function attemptOpen(settings: OpenSettings, repo: OpenRepo, log: Logger, branch: string): Promise<OpenResult> {
  const pr = await repo.findOpenPullRequest(branch, settings.base)
  const proposed = parseRecordBlock(pr?.body)
  if (pr && proposed && proposed.commit === pr.headSha && proposed.manifest === settings.manifest) {
    refuseDowngrade(settings, proposed.version, `PR #${pr.number} already proposes`)
    if (proposed.image === settings.image) {
      return unchangedResult(settings, branch, pr, `PR #${pr.number} already proposes this image.`, {
        commitSha: pr.headSha
      })
    }
  }

  // An open PR keeps the base it was opened against; otherwise the repo's default branch.
  const base = settings.base ?? pr?.baseRef ?? (await repo.defaultBranch())
  const baseHead = await repo.branchHead(base)
  if (!baseHead) throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`)
  const text = await repo.readFile(settings.manifest, baseHead.sha)
  if (text === undefined) {
    throw new InputError(`Input 'manifest': ${logValue(settings.manifest)} does not exist in ${repo.fullName} at ${base} (${baseHead.sha.slice(0, 12)}).`)
  }
  const bump = bumpOrExplain(text, settings)
  if (!bump.changed) {
    return unchangedResult(settings, branch, pr, `${base} already pins ${settings.image}; nothing to open.`, {
      oldImage: bump.before,
      resource: bump.located.resource
    })
  }
  refuseDowngrade(settings, versionOfImage(bump.before), `${base} already runs`)

  const diff = unifiedDiff(settings.manifest, text, bump)
  if (settings.dryRun) {
    return {
      ...common(settings, branch, bump, diff),
      result: pr ? 'updated' : 'created',
      reason: pr ? `Dry run: would update PR #${pr.number}.` : `Dry run: would open a PR from ${branch} into ${base}.`,
      pr: pr && { number: pr.number, url: pr.url },
      commitSha: undefined
    }
  }

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
  return {
    ...common(settings, branch, bump, diff),
    result: pr ? 'updated' : 'created',
    reason: pr ? `Updated PR #${written.number} to ${settings.image}.` : `Opened PR #${written.number}.`,
    pr: { number: written.number, url: written.url },
    commitSha
  }
}

/**
 * Puts one commit with the edited file on the release branch. A new branch starts at the
 * base; an existing one gets a commit whose parents are its head (so the update is a
 * fast-forward GitHub will refuse if the head moved) and the base (so the PR's merge base is
 * the current base and its diff stays one line).
 */
async function writeBranch(
  settings: OpenSettings,
  repo: OpenRepo,
  branch: string,
  baseHead: BranchHead,
  bump: BumpResult,
  title: string,
  knownHead: string | undefined
): Promise<string> {
  const message = renderCommitMessage({
    title,
    resource: bump.located.resource,
    manifest: settings.manifest,
    oldImage: bump.before,
    image: settings.image,
    trailers: renderTrailers({ image: settings.image, version: settings.version, manifest: settings.manifest })
  })
  const commitOn = (parents: string[]): Promise<string> =>
    repo.commitFile({ baseTree: baseHead.treeSha, path: settings.manifest, content: bump.text, message, parents })

  let head = knownHead
  if (head === undefined) {
    const sha = await commitOn([baseHead.sha])
    try {
      await repo.createBranch(branch, sha)
      return sha
    } catch (error) {
      if (!(error instanceof RefConflictError)) throw error
      head = (await repo.branchHead(branch))?.sha
      if (head === undefined) throw new RaceLost('the branch appeared and vanished')
    }
  }

  const current = await repo.commit(head)
  const trailers = parseTrailers(current.message)
  refuseDowngrade(settings, trailers.version, `branch ${branch} already proposes`)
  if (trailers.image === settings.image && trailers.manifest === settings.manifest) return current.sha
  const parents = current.parents.includes(baseHead.sha) ? [current.sha] : [current.sha, baseHead.sha]
  const sha = await commitOn(parents)
  try {
    await repo.fastForwardBranch(branch, sha)
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message)
    throw error
  }
  return sha
}

async function applyLabelsAndReviewers(settings: OpenSettings, repo: OpenRepo, pr: PullRequest, created: boolean, log: Logger): Promise<void> {
  const missing = settings.labels.filter((l) => !pr.labels.includes(l))
  if (missing.length > 0) await repo.addLabels(pr.number, missing)
  if (created && (settings.reviewers.length > 0 || settings.teamReviewers.length > 0)) {
    try {
      await repo.requestReviewers(pr.number, settings.reviewers, settings.teamReviewers)
    } catch (error) {
      // A reviewer who is the PR's author, or a team without access, should not fail a release.
      log.warning(`Could not request reviewers on PR #${pr.number}: ${(error as Error).message}`)
    }
  }
}

function refuseDowngrade(settings: OpenSettings, existing: string | undefined, where: string): void {
  if (settings.allowDowngrade || !settings.version || !existing || !semver.valid(existing)) return
  if (semver.lt(settings.version, existing)) {
    throw new InputError(
      `Refusing to replace version ${existing} with older ${settings.version}: ${where} ${existing}. ` +
        `Set 'allow-downgrade: true' to roll back on purpose.`
    )
  }
}

function versionOfImage(image: string): string | undefined {
  try {
    return versionFromTag(parseImageReference(image, { requireDigest: false }).tag)
  } catch {
    return undefined
  }
}

function bumpOrExplain(text: string, settings: OpenSettings): BumpResult {
  try {
    return bumpImage(text, settings.selector, settings.image)
  } catch (error) {
    throw new InputError(`Cannot edit ${settings.manifest}: ${(error as Error).message}`)
  }
}

function common(settings: OpenSettings, branch: string, bump: BumpResult, diff: string) {
  return {
    branch,
    oldImage: bump.before,
    newImage: settings.image,
    resource: bump.located.resource,
    diff,
    dryRun: settings.dryRun
  }
}

function unchangedResult(
  settings: OpenSettings,
  branch: string,
  pr: PullRequest | undefined,
  reason: string,
  extra: { commitSha?: string; oldImage?: string; resource?: ResourceId }
): OpenResult {
  return {
    result: 'unchanged',
    reason,
    branch,
    pr: pr && { number: pr.number, url: pr.url },
    commitSha: extra.commitSha,
    oldImage: extra.oldImage ?? (pr ? undefined : settings.image),
    newImage: settings.image,
    resource: extra.resource,
    diff: undefined,
    dryRun: settings.dryRun
  }
}

/** The change as `git diff` would print it: one removed and one added line. */
export function unifiedDiff(path: string, before: string, bump: BumpResult): string {
  const line = bump.located.line
  const lineOf = (text: string): string => text.split('\n')[line - 1]?.replace(/\r$/, '') ?? ''
  return [`--- a/${path}`, `+++ b/${path}`, `@@ -${line} +${line} @@`, `-${lineOf(before)}`, `+${lineOf(bump.text)}`].join('\n')
}
