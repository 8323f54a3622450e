import { InputError } from '../errors.js'
import type { BranchHead } from '../github/git-data.js'
import type { PullRequest } from '../github/pulls.js'
import { ManifestError, type BumpResult } from '../manifest/types.js'
import { logValue } from '../markdown/escape.js'
import { unifiedDiff } from './diff.js'
import { fieldPaths } from './pr-body.js'
import { applyLabels } from './labels.js'
import { matchProposal, proposesAll, refuseDowngrades } from './proposed.js'
import { publish, type Published } from './publish.js'
import { parseRecordBlock, recordTargets } from './record.js'
import { restorePullText } from './restore-text.js'
import { headProposal, type Authorship } from './authorship.js'
import { judgeAgainstBase } from './verdict.js'
import type { RunWarnings } from './warnings.js'
import type { OpenTarget } from './targets.js'
import type { OpenPorts, OpenResult, TargetEdit, TargetOutcome } from './types.js'
import type { OpenSettings } from './settings.js'
import { bumpImage } from '../manifest/bump.js'

/** A base branch and its head, read by the caller. */
export interface KnownBaseHead {
  readonly branch: string
  readonly head: BranchHead
}

/**
 * One attempt: read the release PR, the base and the manifests; decide whether there is anything
 * to do; then (unless this is a dry run) write it. Throws `RaceLost` when another run got in
 * between. Every manifest is read and edited before anything is written, so a target that
 * cannot be edited safely fails the run with nothing written for any of them.
 *
 * The base is the settings' (`base`, else the repository's default branch), never what a PR
 * says: anyone who can write to the repository can retarget a PR or open another from the
 * release branch. The release PR is the one from the branch into that base; a PR from the
 * branch into any other base is named in a warning and decides nothing.
 *
 * `trustPullHead`: the PR list already carries the branch head, so a first attempt uses it and
 * saves a read. It can lag behind the branch for a moment after a push; a stale head only costs
 * a refused compare-and-swap, and every later attempt reads the head from the ref itself.
 *
 * `baseHead`: the base branch's head as the caller has just read it (`promote` reads its source
 * manifest there), used when the attempt goes into that branch: the release is then built on
 * the commit its source came from, with one read fewer.
 */
export async function attemptOpen(
  settings: OpenSettings,
  ports: OpenPorts,
  branch: string,
  opts: {
    trustPullHead: boolean
    baseHead?: KnownBaseHead | undefined
    authorship: Authorship
    warnings: RunWarnings
  }
): Promise<Omit<OpenResult, 'warnings'>> {
  const { repo, log } = ports
  const { authorship, warnings } = opts
  const { base, pr, others } = await releasePull(settings, repo, branch)
  for (const other of others) warnings.warn(`pr-${other.number}`, otherBaseWarning(other, branch, base))
  authorship.learnFromPullRequest(pr)
  const record = parseRecordBlock(pr?.body)
  // The record is a cache anyone who can edit the PR body can rewrite: it only says which
  // commit to look at. Whether to write nothing, or to refuse, is the head commit's to say,
  // and only when open made it (authorship.ts); one read, which the branch write reuses.
  const headCommit =
    pr && record?.commit === pr.headSha && matchProposal(recordTargets(record), settings.targets)
      ? await repo.commit(pr.headSha)
      : undefined
  const proposal = pr && headCommit && headProposal(headCommit, settings, authorship, log, branch)
  if (pr && headCommit && proposal) {
    refuseDowngrades(
      settings,
      proposal.map((p) => p.version),
      `PR #${pr.number} already proposes`
    )
    if (proposesAll(proposal, settings.targets)) {
      if (!settings.dryRun) {
        // A label a previous run could not apply is applied now, from the list answer we have.
        await applyLabels(settings, repo, pr, log)
        await restorePullText(ports, authorship, { branch, pr, head: headCommit, serverUrl: settings.source.serverUrl })
      }
      return unchanged(settings, branch, pr, `PR #${pr.number} already proposes this image.`, {
        commitSha: pr.headSha,
        targets: settings.targets.map((t, i) => ({
          manifest: t.manifest,
          resource: undefined,
          oldImage: proposal[i]?.oldImage,
          newImage: t.image
        }))
      })
    }
  }

  const baseHead = opts.baseHead?.branch === base ? opts.baseHead.head : await repo.branchHead(base)
  if (!baseHead)
    throw new InputError(`Base branch ${logValue(base)} does not exist in ${repo.fullName}. Check input 'base'.`)
  const edits = await readEdits(settings, ports, base, baseHead)
  const outcomes = edits.map(outcomeOf)
  const nothing = judgeAgainstBase(settings, base, edits)
  if (nothing !== undefined) {
    return unchanged(settings, branch, pr, nothing, {
      oldImage: edits[0]!.bump.before,
      resource: edits[0]!.bump.located.resource,
      targets: outcomes
    })
  }

  // Any open PR from the branch shows its head (the branch is ours, whatever base the PR has).
  const onBranch = pr ?? others[0]
  const published = settings.dryRun
    ? undefined
    : await publish(settings, ports, {
        branch,
        base,
        baseHead,
        edits,
        pr,
        knownHead: onBranch && (opts.trustPullHead ? onBranch.headSha : await repo.refHead(branch)),
        headCommit,
        authorship,
        warnings
      })
  const shown = published?.pr ?? pr
  const created = published ? published.created : !pr
  return {
    result: created ? 'created' : 'updated',
    reason: reasonOf(settings, branch, base, pr, published),
    branch,
    pr: shown && { number: shown.number, url: shown.url },
    commitSha: published?.commitSha,
    oldImage: edits[0]!.bump.before,
    resource: edits[0]!.bump.located.resource,
    diff: edits
      .filter((e) => e.bump.changed)
      .map((e) => unifiedDiff(e.target.manifest, e.text, e.bump))
      .join('\n'),
    targets: outcomes
  }
}

/**
 * The base, the release PR into it, and the other open PRs from the release branch. One request:
 * the list names the default branch when there is any PR, and only without one is it read.
 */
async function releasePull(
  settings: Pick<OpenSettings, 'base'>,
  repo: Pick<OpenPorts['repo'], 'openPullRequestsFrom' | 'defaultBranch'>,
  branch: string
): Promise<{ base: string; pr: PullRequest | undefined; others: PullRequest[] }> {
  const { pulls, defaultBranch } = await repo.openPullRequestsFrom(branch)
  const base = settings.base ?? defaultBranch ?? (await repo.defaultBranch())
  return { base, pr: pulls.find((p) => p.baseRef === base), others: pulls.filter((p) => p.baseRef !== base) }
}

function otherBaseWarning(other: PullRequest, branch: string, base: string): string {
  return (
    `PR #${other.number} (${other.url}) from ${branch} goes into ${logValue(other.baseRef)}, not ${logValue(base)}: ` +
    `open releases into ${logValue(base)} only and ignores it. Close it, or point it back at ${logValue(base)}; a release into ${logValue(other.baseRef)} takes input 'base'.`
  )
}

/** Every target's manifest read from the base and edited in memory; the first refusal throws. */
async function readEdits(
  settings: OpenSettings,
  { repo }: Pick<OpenPorts, 'repo'>,
  base: string,
  baseHead: BranchHead
): Promise<TargetEdit[]> {
  const texts = await Promise.all(settings.targets.map((t) => repo.readFile(t.manifest, baseHead.sha)))
  const edits: TargetEdit[] = []
  for (const [i, target] of settings.targets.entries()) {
    const text = texts[i]
    if (text === undefined) {
      throw new InputError(
        `Input 'manifest': ${logValue(target.manifest)} does not exist in ${repo.fullName} at ${base} (${baseHead.sha.slice(0, 12)}).` +
          (settings.targets.length > 1 ? ' Nothing was written for any target.' : '')
      )
    }
    edits.push({ target, text, bump: bumpOrExplain(text, target, settings.targets.length > 1) })
  }
  return edits
}

function outcomeOf(edit: TargetEdit): TargetOutcome {
  return {
    manifest: edit.target.manifest,
    resource: edit.bump.located.resource,
    oldImage: edit.bump.before,
    newImage: edit.target.image,
    ...otherFields(edit)
  }
}

/** The fields an edit changes, named in the summary where they are not the `spec.image` it always was. */
function otherFields(edit: TargetEdit): { fields?: readonly string[] } {
  const fields = fieldPaths(edit.bump)
  return fields.length === 1 && fields[0] === 'spec.image' ? {} : { fields }
}

function reasonOf(
  settings: OpenSettings,
  branch: string,
  base: string,
  pr: PullRequest | undefined,
  published: Published | undefined
): string {
  if (!published)
    return pr ? `Dry run: would update PR #${pr.number}.` : `Dry run: would open a PR from ${branch} into ${base}.`
  const what = settings.targets.length === 1 ? settings.image : `the images of ${settings.targets.length} targets`
  return published.created ? `Opened PR #${published.pr.number}.` : `Updated PR #${published.pr.number} to ${what}.`
}

/** A manifest we cannot edit is the input's problem; anything else is a bug and stays one. */
function bumpOrExplain(text: string, target: OpenTarget, several: boolean): BumpResult {
  try {
    return bumpImage(text, target.selector, target.image, target.edit)
  } catch (error) {
    if (error instanceof ManifestError)
      throw new InputError(
        `Cannot edit ${target.manifest}: ${error.message}` + (several ? ' Nothing was written for any target.' : '')
      )
    throw error
  }
}

function unchanged(
  settings: OpenSettings,
  branch: string,
  pr: PullRequest | undefined,
  reason: string,
  extra: Partial<Pick<OpenResult, 'commitSha' | 'oldImage' | 'resource'>> & Pick<OpenResult, 'targets'>
): Omit<OpenResult, 'warnings'> {
  return {
    result: 'unchanged',
    reason,
    branch,
    pr: pr && { number: pr.number, url: pr.url },
    commitSha: extra.commitSha,
    oldImage: extra.oldImage ?? (pr ? undefined : settings.image),
    resource: extra.resource,
    diff: undefined,
    targets: extra.targets
  }
}
