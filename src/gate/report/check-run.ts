import type { CheckAnnotation, CheckOutput } from '../../github/checks.js'
import { githubMessage, statusOf } from '../../github/client.js'
import type { ConfigRepo } from '../../github/config-repo.js'
import { messageOf } from '../../errors.js'
import type { Reason } from '../reasons.js'
import { ACTIONS_APP_SLUG, FORGEABLE } from './forgeable.js'
import type { Delivery } from './outcome.js'

/** GitHub takes at most 50 annotations per create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50
const MAX_SUMMARY = 65_535

export interface CheckRunReport {
  readonly name: string
  readonly headSha: string
  readonly conclusion: 'success' | 'failure' | 'neutral'
  readonly title: string
  readonly summary: string
  readonly reasons: readonly Reason[]
}

/** One failure annotation per reason that has a file (messages are already ASCII-only). */
export function annotationsOf(reasons: readonly Reason[]): CheckAnnotation[] {
  return reasons
    .filter((r): r is Reason & { file: string } => r.file !== undefined)
    .map((r) => ({
      path: r.file,
      start_line: r.line ?? 1,
      end_line: r.line ?? 1,
      annotation_level: 'failure',
      title: r.code,
      message: r.message
    }))
}

/**
 * Creates a completed check run on the head SHA with the first 50 annotations, then adds
 * the rest 50 at a time (GitHub appends annotations on update). When GitHub says the run
 * belongs to GitHub Actions, the run's text says it can be forged and how to fix that. A
 * refusal (a read-only token, a fork PR) is returned, not thrown: the verdict must not depend
 * on being able to post it.
 */
export async function postCheckRun(
  repo: Pick<ConfigRepo, 'createCheckRun' | 'updateCheckRun'>,
  report: CheckRunReport
): Promise<Delivery> {
  const annotations = annotationsOf(report.reasons)
  let text: string | undefined
  const output = (batch: CheckAnnotation[]): CheckOutput => ({
    ...(text === undefined ? {} : { text }),
    title: report.title,
    summary:
      report.summary.length > MAX_SUMMARY
        ? `${report.summary.slice(0, MAX_SUMMARY - 20)}\n\n(truncated)`
        : report.summary,
    annotations: batch
  })
  try {
    const run = await repo.createCheckRun({
      name: report.name,
      headSha: report.headSha,
      conclusion: report.conclusion,
      output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST))
    })
    // Only the answer names the App, so the warning goes in with the next update (or its own).
    const forgeable = run.app?.slug === ACTIONS_APP_SLUG
    if (forgeable) text = FORGEABLE
    for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
      await repo.updateCheckRun(run.id, output(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)))
    }
    if (forgeable && annotations.length <= ANNOTATIONS_PER_REQUEST) await repo.updateCheckRun(run.id, output([]))
    return { status: 'posted', url: run.url, forgeable }
  } catch (error) {
    return { status: 'refused', why: refusal('create the check run', error, 'checks: write') }
  }
}

/** Why GitHub said no, with the fix people need most often. */
export function refusal(what: string, error: unknown, permission: string): string {
  const status = statusOf(error)
  const message = githubMessage(error) || messageOf(error)
  const hint =
    status === 403 || status === 404
      ? ` The token cannot write here: pull_request runs from forks get a read-only token. Run the gate on pull_request_target, or grant '${permission}'.`
      : ''
  return `Could not ${what}: ${status ?? 'error'} ${message}.${hint}`
}
