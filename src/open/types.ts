import type { ConfigRepo } from '../github/config-repo.js'
import type { Log } from '../log.js'
import type { Sleep } from '../time.js'
import type { BumpResult, ResourceId } from '../manifest/index.js'
import type { OpenTarget } from './targets.js'

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
  /** The first target's image on the base (see `targets` for every one). */
  readonly oldImage: string | undefined
  /** The first target's resource. */
  readonly resource: ResourceId | undefined
  /** Each changed file's one-line change as a unified diff, when there is one. */
  readonly diff: string | undefined
  /** Every target, in the order given. */
  readonly targets: readonly TargetOutcome[]
  /** What the run warned about (each once), for the job summary. */
  readonly warnings: readonly string[]
}

/** One target of the release, as this run found it. */
export interface TargetOutcome {
  readonly manifest: string
  /** The resource, when the manifest was read. */
  readonly resource: ResourceId | undefined
  /** The image the base pins, when the manifest was read. */
  readonly oldImage: string | undefined
  /** The image the release pins. */
  readonly newImage: string
  /** The fields it changes there, when the manifest was read and they are not `spec.image`. */
  readonly fields?: readonly string[] | undefined
}

/** The slice of the config repo `open` uses. */
export type OpenRepo = Pick<
  ConfigRepo,
  | 'fullName'
  | 'appIdentity'
  | 'openPullRequestsFrom'
  | 'findOpenPullRequest'
  | 'defaultBranch'
  | 'branchHead'
  | 'refHead'
  | 'readFile'
  | 'commit'
  | 'commitFiles'
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

/** One target as the base holds it, and the edit that pins its image. */
export interface TargetEdit {
  readonly target: OpenTarget
  /** The manifest's text on the base. */
  readonly text: string
  readonly bump: BumpResult
}
