import { RefConflictError, RefUpdateFailedError, type BranchHead, type CommitInfo } from '../github/git-data.js'
import { headProposal, type Authorship } from './authorship.js'
import { RuleViolationError } from '../github/rule-violations.js'
import { placesOf, renderPlaceTrailers } from './head-text.js'
import { renderCommitMessage, renderSeveralCommitMessage } from './pr-body.js'
import { proposesAll, refuseDowngrades } from './proposed.js'
import { RaceLost } from './race.js'
import { renderPromotionTrailers } from './promotion.js'
import { recordOf, renderTrailers } from './record.js'
import type { OpenPorts, OpenRepo, TargetEdit } from './types.js'
import type { OpenSettings } from './settings.js'
import type { RunWarnings } from './warnings.js'

/**
 * The branch write protocol: one commit with every edited file on the release branch. A new
 * branch starts at the base. An existing one gets a commit whose parents are its head (so the
 * update is a fast-forward GitHub will refuse if the head moved) and, when the base moved on,
 * the base too (so the PR's merge base is the current base and its diff stays one line).
 *
 * Where a repository rule forbids merge commits, that second parent is refused. The branch
 * then gets one commit on the base instead, which replaces its head rather than extending it,
 * so it is moved with `replaceBranchHead`: GitHub swaps only while the branch is still at the
 * head we read and whose trailers we checked. That keeps the guarantee the fast-forward gives:
 * a head we did not read is never overwritten. Returns the branch's new head.
 */
export async function writeBranch(
  settings: OpenSettings,
  { repo, log }: Pick<OpenPorts, 'repo' | 'log'>,
  at: {
    branch: string
    baseHead: BranchHead
    edits: readonly TargetEdit[]
    title: string
    knownHead: string | undefined
    /** The head commit, when the caller has read it already. */
    headCommit?: CommitInfo | undefined
    authorship: Authorship
    warnings: RunWarnings
  }
): Promise<string> {
  const { branch, baseHead, edits, title, authorship } = at
  const message = commitMessage(settings, edits, title, baseHead.sha)
  const files = edits.filter((e) => e.bump.changed).map((e) => ({ path: e.target.manifest, content: e.bump.text }))
  const commitOn = async (parents: string[]): Promise<string> => {
    const own = await repo.commitFiles({ baseTree: baseHead.treeSha, files, message, parents })
    authorship.learnFromOwnCommit(own)
    if (!own.verified) at.warnings.warn('unsigned', unsignedWarning(own.sha))
    return own.sha
  }

  let head = at.knownHead
  if (head === undefined) {
    const sha = await commitOn([baseHead.sha])
    try {
      await repo.createBranch(branch, sha)
      return sha
    } catch (error) {
      if (error instanceof RefUpdateFailedError) throw await nameClash(repo, branch, error)
      if (!(error instanceof RefConflictError)) throw error
      // Read from the ref: the branch another run just created may not show anywhere else yet.
      head = await repo.refHead(branch)
      if (head === undefined) throw new RaceLost('the branch appeared and vanished')
    }
  }

  const current = at.headCommit?.sha === head ? at.headCommit : await repo.commit(head)
  // Trailers decide nothing unless open made the commit: a head someone else pushed is superseded.
  const proposal = headProposal(current, settings, authorship, log, branch)
  if (proposal) {
    refuseDowngrades(
      settings,
      proposal.map((p) => p.version),
      `branch ${branch} already proposes`
    )
    if (proposesAll(proposal, settings.targets)) return current.sha
  }
  const merge = !current.parents.includes(baseHead.sha)
  const sha = await commitOn(merge ? [current.sha, baseHead.sha] : [current.sha])
  try {
    await repo.fastForwardBranch(branch, sha)
    return sha
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message)
    if (!(error instanceof RuleViolationError && merge)) throw error
  }
  // Replacing drops the branch's history. That is ours to drop only while the head is a
  // release commit of these manifests open made; a commit someone else pushed on top is not.
  if (!proposal) {
    throw new Error(
      `A repository rule forbids merge commits on ${branch}, so open would have to replace its head, but ${current.sha.slice(0, 12)} is not a release commit open wrote. ` +
        'Move that change to a branch of its own (or close the PR and delete the branch), then rerun.'
    )
  }
  log.info(`A repository rule refuses merge commits on ${branch}; replacing its head with one commit on the base.`)
  const single = await commitOn([baseHead.sha])
  try {
    await repo.replaceBranchHead(branch, { from: current.sha, to: single })
  } catch (error) {
    if (error instanceof RefConflictError) throw new RaceLost(error.message)
    throw error
  }
  return single
}

function commitMessage(settings: OpenSettings, edits: readonly TargetEdit[], title: string, base: string): string {
  const record = recordOf(edits, {
    commit: undefined,
    base,
    sourceRepository: settings.source.repository,
    sourceSha: settings.source.sha,
    runUrl: settings.source.runUrl
  })
  const trailers = [
    renderTrailers(record),
    ...renderPromotionTrailers(settings.promotion),
    ...renderPlaceTrailers(placesOf(edits))
  ].join('\n')
  const [only] = edits
  if (edits.length > 1 || !only) return renderSeveralCommitMessage(edits, title, trailers)
  return renderCommitMessage({
    title,
    resource: only.bump.located.resource,
    manifest: only.target.manifest,
    oldImage: only.bump.before,
    image: only.target.image,
    trailers
  })
}

/**
 * GitHub signs the commits it makes through the API for a bot (a GitHub App, the workflow's
 * GITHUB_TOKEN), not for a person's token, and only a commit GitHub verified as open's own is
 * believed (authorship.ts): with an unsigned one, open cannot tell its release commits from
 * anyone's push.
 */
function unsignedWarning(sha: string): string {
  return (
    `GitHub did not sign the commit open just made (${sha.slice(0, 12)}): it signs the API commits of a GitHub App or the workflow's GITHUB_TOKEN, not those of a personal access token. ` +
    "So open cannot tell its own release commits from anyone else's push: every rerun writes a new commit instead of result=unchanged, " +
    'and a release that finishes late can replace a newer one in the open PR. ' +
    "Give open a GitHub App ('app-id' and 'app-private-key') or the workflow's GITHUB_TOKEN."
  )
}

/**
 * GitHub could not create the branch and said no more. Git cannot hold a branch beside another
 * whose name is one of its folders (`a/b` and `a/b/c`): release branches meet so only for a
 * plain `x.yaml` beside a folder `x/` (branch.ts), but any branch can be in the way. Which one is
 * looked up here, on the way to failing, so the message names it; a branch that exists by now
 * was created meanwhile, a lost race.
 */
async function nameClash(repo: Pick<OpenRepo, 'refHead'>, branch: string, error: RefUpdateFailedError): Promise<Error> {
  if ((await repo.refHead(branch)) !== undefined) return new RaceLost(`branch ${branch} was created meanwhile`)
  const folders = branch.split('/').slice(0, -1)
  let blocking: string | undefined
  for (let n = folders.length; n > 0 && blocking === undefined; n--) {
    const candidate = folders.slice(0, n).join('/')
    if ((await repo.refHead(candidate)) !== undefined) blocking = candidate
  }
  const clash = blocking
    ? `branch ${blocking} exists, and git cannot hold a branch beside one named like its folder`
    : `git cannot hold it beside a branch inside it (${branch}/…) if one exists; if none does, GitHub failed for a moment and a rerun may pass`
  return new Error(
    `GitHub cannot create branch ${branch} (${error.message}): ${clash}. ` +
      `Release branches meet like this when a manifest x.yaml and a folder x/ are both released. ` +
      `Delete ${blocking ?? 'that branch'} if its PR is merged or closed (the repository setting "Automatically delete head branches" does so for merged PRs), ` +
      "or give one of the two releases its own 'branch-prefix'.",
    { cause: error }
  )
}
