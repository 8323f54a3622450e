/**
 * The outcome `wait` records beside each Deployment where nobody else can take it back: a commit
 * status by the recorder on the revision it followed, context `gitops-release/<environment>`.
 * A Deployment stays the page people read, but anyone who may write Deployments can mark one
 * inactive and then delete it, turning "the latest verification failed" back into "the one
 * before succeeded". GitHub has no API to delete or edit a commit status and sets its `creator`
 * itself, so `promote` and the gate decide on this record. Pure: what `wait` posts, how it is
 * read back, and which outcome is the newest on a branch.
 */
import type { CommitStatus } from '../github/statuses.js'
import { digestProblem } from '../image/reference.js'
import { recordedBy } from './recorders.js'

/**
 * The outcomes that are a success: `healthy`, and `verified` (wait's checks passed through a
 * soak after Healthy, docs/verify.md). The outcome is a word of the record's own, apart from the
 * status state, so that `verified` can be asked for by name (requirement.ts) while `healthy`
 * still proves what it always did.
 */
const SUCCESSES: ReadonlySet<string> = new Set(['healthy', 'verified'])

/** GitHub refuses a longer description. */
const MAX_DESCRIPTION = 140

/** A description: `<outcome>`, then ` <digest>` when the image has one, then `: <what happened>`. */
const DESCRIPTION = /^([a-z][a-z-]{0,31})(?: (sha256:[0-9a-f]{64}))?(?:: ?(.*)|$)/s

/** The status context an environment's outcomes are recorded under. */
export function recordContext(environment: string): string {
  return `gitops-release/${environment}`
}

/** The commit status `wait` posts for one outcome. */
export interface RecordStatus {
  readonly state: 'success' | 'failure' | 'error'
  readonly context: string
  readonly description: string
}

/**
 * The status for `outcome` (wait's verdict, or `error` when the wait itself broke) of the image
 * pinned by `digest` (undefined for an image pinned by tag, which is never evidence), with
 * `detail` (what happened, for people) cut to fit.
 */
export function recordStatus(
  environment: string,
  outcome: string,
  digest: string | undefined,
  detail: string | undefined
): RecordStatus {
  const head = digest === undefined || digestProblem(digest) !== undefined ? outcome : `${outcome} ${digest}`
  const text = detail === undefined || detail.trim() === '' ? head : `${head}: ${detail.trim().replace(/\s+/g, ' ')}`
  return {
    state: SUCCESSES.has(outcome) ? 'success' : outcome === 'error' ? 'error' : 'failure',
    context: recordContext(environment),
    description: text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`
  }
}

/** One outcome as read back from a commit's statuses. */
export interface RecordedOutcome {
  readonly id: number
  /** The commit it was recorded on: the revision `wait` followed. */
  readonly sha: string
  /** The status state: `success`, `failure`, `error` (or `pending`, which wait never posts). */
  readonly state: string
  /** The outcome word (`healthy`, `degraded`, `timeout`…); undefined when the description has none. */
  readonly outcome: string | undefined
  readonly digest: string | undefined
  /** What happened, as recorded after the outcome and digest (`error ratio was 3.4% at 2m; …`); may be cut. */
  readonly detail: string | undefined
  /** When GitHub stored it: GitHub sets it, the poster cannot. */
  readonly createdAt: string
  readonly creator: string | undefined
  /** The run that recorded it, when it links one. */
  readonly url: string | undefined
}

/**
 * The outcomes recorded in `environment` on one commit by one of `recorders` (anyone's when
 * undefined), newest first: by the time GitHub stored them, then by id, which GitHub hands out
 * in order (two statuses may share a second).
 */
export function recordedOutcomes(
  statuses: readonly CommitStatus[],
  environment: string,
  recorders: readonly string[] | undefined
): RecordedOutcome[] {
  const context = recordContext(environment).toLowerCase()
  return statuses
    .filter((s) => s.context.toLowerCase() === context && recordedBy(s.creator, recorders))
    .map((s): RecordedOutcome => {
      const match = DESCRIPTION.exec(s.description)
      return {
        id: s.id,
        sha: s.sha,
        state: s.state,
        outcome: match?.[1],
        digest: match?.[2],
        detail: match?.[3] || undefined,
        createdAt: s.createdAt,
        creator: s.creator,
        url: s.targetUrl !== undefined && /^https?:\/\/\S+$/.test(s.targetUrl) ? s.targetUrl : undefined
      }
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

/** Whether an outcome proves `digest`: a success that names it. */
export function proves(outcome: RecordedOutcome, digest: string): boolean {
  return (
    outcome.state === 'success' &&
    outcome.outcome !== undefined &&
    SUCCESSES.has(outcome.outcome) &&
    outcome.digest === digest
  )
}

/**
 * `failure (degraded) with sha256:… on revision 1a2b3c4 at 2026-12-01T02:00:00Z, by acme-release[bot]`;
 * an outcome that is not a success ends with what it recorded (`, saying "error ratio was 3.4% at 2m; it must be < 1%"`),
 * so that a refusal names the check and its value.
 */
export function describeOutcome(o: RecordedOutcome): string {
  const word = o.outcome !== undefined && o.outcome !== o.state ? ` (${o.outcome})` : ''
  const digest = o.digest === undefined ? ', naming no digest' : ` with ${o.digest}`
  const said = o.state !== 'success' && o.detail !== undefined ? `, saying ${JSON.stringify(o.detail)}` : ''
  return `${o.state}${word}${digest} on revision ${o.sha.slice(0, 7)} at ${o.createdAt}, by ${o.creator ?? 'an unknown account'}${said}`
}
