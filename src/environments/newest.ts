/**
 * Which recorded outcome is the newest, from what was read of a branch. Pure.
 *
 * A commit status sits on one commit, and GitHub lists statuses per commit only, so the newest
 * outcome is looked for where it can be: the branch's commits from its head down to the revision
 * of the Deployment that would be the evidence (the candidate). A Deployment can be deleted, so
 * the listing of Deployments may hide a newer run (a later commit whose wait ended Degraded, its
 * Deployment gone); the walk finds that run's record all the same. The newest commit that carries
 * an outcome decides, and on it the newest outcome: an outcome recorded later on an older commit
 * judged a revision the branch had already left, so it never overrides the newer commit's.
 */
import type { DeploymentRecord } from '../github/deployments.js'
import type { CommitStatus } from '../github/statuses.js'
import { branchName, byWhom, quoted } from './phrases.js'
import { recordContext, recordedOutcomes, type RecordedOutcome } from './record.js'
import type { EvidenceQuery } from './types.js'

/**
 * How many of the branch's newest commits are read at most: one listing, then one read of
 * statuses per commit until an outcome is found. A record usually sits on the branch head (wait
 * follows what was just merged or pushed), which costs two requests; twenty commits of other
 * changes in between cost twenty-one, and past that the readers refuse and say to re-run wait.
 */
export const MAX_WALK = 20

/** What the evidence readers read of a branch: its newest commits, each with every status on it. */
export interface BranchRecord {
  /** The branch, for messages; undefined: the repository's default branch. */
  readonly branch: string | undefined
  /** The commits read, newest first (as GitHub lists them), down to where the walk stopped. */
  readonly commits: readonly { readonly sha: string; readonly statuses: readonly CommitStatus[] }[]
  /** True when the listing held the branch's whole history: a revision not in it is not on the branch. */
  readonly historyEnded: boolean
}

/**
 * The newest outcome `wanted` accepts (recorded in the query's environment by a recorder): on
 * the newest commit read that carries one, the newest there. Undefined when none was read.
 */
export function newestOutcome(
  record: BranchRecord,
  query: EvidenceQuery,
  wanted: (outcome: RecordedOutcome) => boolean = () => true
): RecordedOutcome | undefined {
  for (const commit of record.commits) {
    const found = recordedOutcomes(commit.statuses, query.environment, query.recorders).filter(wanted)
    if (found.length > 0) return found[0]
  }
  return undefined
}

/**
 * The first outcome of another digest recorded after `outcome` (found in `record`): the one that
 * ended its digest's stay in the environment. Outcomes on newer commits are after it whatever
 * their time; on its own commit, those listed before it.
 */
export function replacedBy(
  record: BranchRecord,
  query: Pick<EvidenceQuery, 'environment' | 'recorders'>,
  outcome: RecordedOutcome
): RecordedOutcome | undefined {
  const later: RecordedOutcome[] = []
  for (const commit of record.commits) {
    const found = recordedOutcomes(commit.statuses, query.environment, query.recorders)
    const at = found.findIndex((o) => o.id === outcome.id)
    later.push(...(at === -1 ? found : found.slice(0, at)))
    if (at !== -1) break
  }
  return later
    .filter((o) => o.digest !== outcome.digest)
    .reduce<RecordedOutcome | undefined>(
      (first, o) => (first === undefined || o.createdAt < first.createdAt ? o : first),
      undefined
    )
}

/**
 * The newest wanted outcome, or why there is none to judge: no record on the candidate's
 * revision or after it (a Deployment from before wait recorded one, or a status wait could not
 * write), the candidate's revision not on the branch, or more commits after it than are read.
 * `subject` names the candidate (`the latest Deployment by … in "dev" (id 7, …)`), `what` the
 * outcomes looked for (`` or ` of sha256:…`).
 */
export function findNewest(
  query: EvidenceQuery,
  record: BranchRecord,
  candidate: DeploymentRecord,
  subject: string,
  wanted: { readonly test: (outcome: RecordedOutcome) => boolean; readonly what: string }
): { readonly outcome: RecordedOutcome } | { readonly refused: string } {
  const outcome = newestOutcome(record, query, wanted.test)
  if (outcome !== undefined) return { outcome }
  const env = quoted(query.environment)
  const context = `${JSON.stringify(recordContext(query.environment))}${byWhom(query)}`
  const branch = branchName(record.branch)
  const rerun = `re-run wait in ${env} to record one`
  const at = record.commits.findIndex((c) => c.sha === candidate.sha)
  const revision = candidate.sha.slice(0, 7)
  if (at !== -1) {
    const newer = at === 0 ? '' : ` or the ${at} newer commit${at === 1 ? '' : 's'} of ${branch}`
    return {
      refused: `${subject} has no outcome${wanted.what} recorded beside it: wait records each outcome as a commit status ${context} on the revision it followed, and there is none on ${revision}${newer}. The Deployment was recorded by an older gitops-release, or wait could not post the status (it needs 'statuses: write'): ${rerun}`
    }
  }
  const count = record.commits.length
  if (record.historyEnded)
    return {
      refused: `revision ${revision} of ${subject} is not in the history of ${branch}, and none of its ${count} commit${count === 1 ? '' : 's'} carries an outcome${wanted.what} recorded as ${context}: ${rerun} on a commit of ${branch}`
    }
  return {
    refused: `none of the newest ${count} commits of ${branch} carries an outcome${wanted.what} recorded as ${context}, and they do not reach revision ${revision} of ${subject}, so the newest outcome there cannot be established: ${rerun} on the head of ${branch}`
  }
}
