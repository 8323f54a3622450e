/**
 * What the cluster reported to GitHub, as `wait` reads it: commit statuses (Argo CD
 * Notifications' `github.status`, Flux's `github` Provider) and check runs (Argo CD
 * Notifications' `github.checkRun`, since Argo CD 3.0), each turned into one health word. Pure.
 */
import picomatch from 'picomatch'
import type { CheckRunReport, CommitStatus } from '../../github/statuses.js'
import type { Reporters } from '../../settings/reports.js'

/** The health a report stands for; undefined when it is no verdict (a neutral or skipped check run). */
export type ReportedHealth = 'Progressing' | 'Healthy' | 'Degraded'

export interface Report {
  readonly kind: 'status' | 'check run'
  readonly id: number
  /** The commit it was posted on. */
  readonly sha: string
  /** The status context or the check run name. */
  readonly name: string
  /** Who posted it: the status's creator login, or the check run's App slug; '' when GitHub says none. */
  readonly by: string
  /** GitHub's word for it: `success`, `pending`, `in_progress`, `failure`, ... */
  readonly state: string
  readonly health: ReportedHealth | undefined
  /** What it says: the status description, or the check run's output title and summary. */
  readonly message: string
  /** Everything it says, where image digests are looked for. */
  readonly text: string
  /** When it was made (ms): GitHub's creation time of a status, a check run's completion (else start) time. */
  readonly at: number
}

/** Commit status states: `pending` is progress, `failure` and `error` are Degraded. */
const STATUS_HEALTH: Readonly<Record<string, ReportedHealth>> = {
  pending: 'Progressing',
  success: 'Healthy',
  failure: 'Degraded',
  error: 'Degraded'
}

/** Conclusions of a completed check run; `neutral`, `skipped` and `stale` are no verdict. */
const CONCLUSION_HEALTH: Readonly<Record<string, ReportedHealth>> = {
  success: 'Healthy',
  failure: 'Degraded',
  timed_out: 'Degraded',
  cancelled: 'Degraded',
  action_required: 'Degraded'
}

export function statusReport(s: CommitStatus): Report {
  return {
    kind: 'status',
    id: s.id,
    sha: s.sha,
    name: s.context,
    by: s.creator ?? '',
    state: s.state,
    health: STATUS_HEALTH[s.state],
    message: s.description,
    text: s.description,
    at: Date.parse(s.createdAt)
  }
}

export function checkRunReport(r: CheckRunReport): Report {
  const completed = r.status === 'completed'
  const said = [r.title, r.summary].filter((part, i, all) => part !== '' && !(i === 1 && all[0] === part))
  return {
    kind: 'check run',
    id: r.id,
    sha: r.sha,
    name: r.name,
    by: r.app ?? '',
    state: completed ? (r.conclusion ?? 'completed') : r.status,
    // Queued, in progress (and the Actions-only waiting, requested, pending) are progress.
    health: completed ? CONCLUSION_HEALTH[r.conclusion ?? ''] : 'Progressing',
    message: said.join(': '),
    text: [r.title, r.summary, r.text].join('\n'),
    at: Date.parse((completed ? r.completedAt : undefined) ?? r.startedAt ?? r.completedAt ?? '')
  }
}

/** Which reports `wait` follows: the `status-context` glob and the `status-creator` list. */
export interface ReportFilter {
  /** The glob as given, for messages. */
  readonly glob: string
  readonly matches: (name: string) => boolean
  /** Who may report; undefined: anyone (with a warning). */
  readonly reporters: Reporters | undefined
}

/**
 * The glob matches contexts and names whole, case-insensitively as GitHub compares contexts;
 * `*` stays within one `/` segment (`kustomization/todo-api/*`), `**` crosses them.
 */
export function reportFilter(glob: string, reporters: Reporters | undefined): ReportFilter {
  const match = picomatch(glob, { nocase: true, dot: true })
  // wait's own outcome records (gitops-release/<environment>) sit on the same commits; a glob that
  // happens to match them must not let an earlier verdict pass for what the cluster reported.
  return { glob, matches: (name) => !OWN_RECORD.test(name) && match(name), reporters }
}

const OWN_RECORD = /^gitops-release\//i

/**
 * Whether the reporter is one `status-creator` names. A status's creator is a login GitHub sets:
 * an App's bot (`argocd-notifications[bot]`), which only that App can be, or a user's, which
 * anyone may register under an App's slug: so an App named `x` takes statuses by `x[bot]` only,
 * and a user's count only where `user:x` names that user. A check run can only come from an
 * App, which GitHub gives by its slug: a user entry never takes one.
 */
export function allowedReporter(report: Report, reporters: Reporters | undefined): boolean {
  if (reporters === undefined) return true
  const by = report.by.toLowerCase()
  if (by === '') return false
  if (report.kind === 'check run') return reporters.apps.includes(by)
  return by.endsWith('[bot]') ? reporters.apps.includes(by.slice(0, -'[bot]'.length)) : reporters.users.includes(by)
}

/**
 * Why `status-creator` does not take a report where an entry looks like it meant to: a user
 * whose login is a listed App's slug, or an App whose slug is a listed user's login.
 */
export function reporterMismatch(report: Report, reporters: Reporters | undefined): string | undefined {
  const by = report.by.toLowerCase()
  if (reporters === undefined || by === '' || by.endsWith('[bot]')) return undefined
  if (report.kind === 'status' && reporters.apps.includes(by))
    return `status-creator names the GitHub App ${by}, whose statuses come from ${by}[bot], not the user ${by}; write user:${by} to take that user's`
  if (report.kind === 'check run' && reporters.users.includes(by))
    return `status-creator names the user ${by}, and check runs come from GitHub Apps; write ${by} to take the App's`
  return undefined
}

/** Every `sha256:` digest a report names. */
export function digestsIn(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/sha256:[0-9a-f]{64}/g) ?? [])]
}
