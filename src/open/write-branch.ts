import { RefConflictError, type BranchHead } from '../github/git-data.js'
import type { BumpResult } from '../manifest/index.js'
import { refuseDowngrade } from './downgrade.js'
import { renderCommitMessage } from './pr-body.js'
import { RaceLost } from './race.js'
import { parseTrailers, renderTrailers } from './record.js'
import type { OpenRepo } from './types.js'
import type { OpenSettings } from './settings.js'

/**
 * The branch write protocol: one commit with the edited file on the release branch. A new
 * branch starts at the base; an existing one gets a commit whose parents are its head (so the
 * update is a fast-forward GitHub will refuse if the head moved) and the base (so the PR's merge
 * base is the current base and its diff stays one line). Returns the branch's new head.
 */
export async function writeBranch(
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
