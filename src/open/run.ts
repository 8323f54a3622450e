import type { ConfigRepo } from '../github/config-repo.js'
import type { Log } from '../log.js'
import type { ResourceId } from '../manifest/index.js'
import { releaseBranchName } from './branch.js'
import { attemptOpen } from './decide.js'
import { retryRaces } from './race.js'
import type { OpenSettings } from './settings.js'

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

/** Everything `runOpen` does to the outside world. */
export interface OpenPorts {
  readonly repo: OpenRepo
  readonly log: Log
}

/**
 * `open`: opens or updates the release PR for one resource. Each attempt reads the current
 * state, decides, and writes with compare-and-swap (see `race.ts`).
 */
export function runOpen(settings: OpenSettings, ports: OpenPorts): Promise<OpenResult> {
  const branch = releaseBranchName(settings.branchPrefix, settings.manifest, settings.selector.name)
  return retryRaces(branch, ports.log, () => attemptOpen(settings, ports.repo, ports.log, branch))
}
