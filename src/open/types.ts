import type { ConfigRepo } from '../github/config-repo.js'
import type { Log } from '../log.js'
import type { Sleep } from '../time.js'
import type { ResourceId } from '../manifest/index.js'

export type OpenOutcome = 'created' | 'updated' | 'unchanged'

/** What `open` did; the image and dry-run flag are the settings' (`image`, `dryRun`). */
export interface OpenResult {
  readonly result: OpenOutcome
  /** One human sentence: why this outcome. */
  readonly reason: string
  readonly branch: string
  readonly pr: { readonly number: number; readonly url: string } | undefined
  /** The release branch commit that carries the image (not set when nothing was written). */
  readonly commitSha: string | undefined
  readonly oldImage: string | undefined
  readonly resource: ResourceId | undefined
  /** The one-line change as a unified diff, when there is one. */
  readonly diff: string | undefined
}

/** The slice of the config repo `open` uses. */
export type OpenRepo = Pick<
  ConfigRepo,
  | 'fullName'
  | 'findOpenPullRequest'
  | 'defaultBranch'
  | 'branchHead'
  | 'refHead'
  | 'readFile'
  | 'commit'
  | 'commitFile'
  | 'createBranch'
  | 'fastForwardBranch'
  | 'replaceBranchHead'
  | 'createPullRequest'
  | 'updatePullRequest'
  | 'addLabels'
  | 'requestReviewers'
>

/** Everything `runOpen` does to the outside world. */
export interface OpenPorts {
  readonly repo: OpenRepo
  readonly log: Log
  /** Waits between attempts, and while GitHub's reads catch up with a write. */
  readonly sleep: Sleep
}
