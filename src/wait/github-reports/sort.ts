/**
 * Which of the reports on the watched commits count for the release, and the words for the
 * ones that do not: by someone else, from before the merge, on a commit that replaced the image
 * or that does not show it still carries it. Pure.
 */
import type { Relation } from './relation.js'
import { allowedReporter, type Report, type ReportFilter } from './reports.js'

/** What one round of polling saw. */
export interface ReportScene {
  readonly at: number
  /** Every report on every watched commit. */
  readonly reports: readonly Report[]
  /**
   * The expected revision, and each later commit of the branch that contains it with a report
   * that would count; a commit missing here is not shown to carry the release.
   */
  readonly relations: ReadonlyMap<string, Relation>
}

export interface ReportExpectation {
  /** The expected revision (the merge commit, or `revision`). */
  readonly revision: string
  /** The branch whose later commits count, for messages: `main`, or `the default branch`. */
  readonly branch: string
  /**
   * Whether reports on later commits of the branch may count: only when a manifest can show
   * that such a commit still pins the release. Without one, only the revision's own count.
   */
  readonly later: boolean
  /** Reports made before this (the merge, to the second) are about an earlier deployment. */
  readonly notBefore: number
  /** The digest the release pins, looked for among the digests a report names. */
  readonly digest: string | undefined
  /** Why there is no digest to look for, when there is none. */
  readonly noDigest: string | undefined
}

/** Reports on one later commit that do not count because nothing there shows it carries the release. */
export interface UnprovenCommit {
  readonly sha: string
  readonly reason: string
  readonly reports: number
}

/** The reports of one round, sorted by whether they count. */
export interface SortedReports {
  /** On the revision or a commit containing it, by an allowed reporter, after the merge. */
  readonly counted: readonly Report[]
  /** The followed name, by someone status-creator does not name. */
  readonly foreign: readonly Report[]
  /** The followed name and an allowed reporter, but made before the merge. */
  readonly stale: readonly Report[]
  /** The followed name and an allowed reporter, on a later commit that replaced the image. */
  readonly superseded: readonly Report[]
  /** The followed name and an allowed reporter, on later commits not shown to carry the release. */
  readonly unproven: readonly UnprovenCommit[]
  /** Names that are not followed, in first-seen order. */
  readonly others: readonly string[]
}

export function sortReports(scene: ReportScene, filter: ReportFilter, expect: ReportExpectation): SortedReports {
  const counted: Report[] = []
  const foreign: Report[] = []
  const stale: Report[] = []
  const superseded: Report[] = []
  const unproven = new Map<string, UnprovenCommit>()
  const others = new Set<string>()
  for (const report of scene.reports) {
    if (!filter.matches(report.name)) {
      others.add(report.name)
      continue
    }
    if (!allowedReporter(report, filter.reporters)) {
      foreign.push(report)
      continue
    }
    if (!(report.at >= expect.notBefore)) {
      stale.push(report)
      continue
    }
    const relation = scene.relations.get(report.sha) ?? { kind: 'unproven', reason: 'it was not checked', retry: true }
    if (relation.kind === 'superseded') superseded.push(report)
    else if (relation.kind === 'unproven') {
      const known = unproven.get(report.sha)
      unproven.set(report.sha, { sha: report.sha, reason: relation.reason, reports: (known?.reports ?? 0) + 1 })
    } else counted.push(report)
  }
  return { counted, foreign, stale, superseded, unproven: [...unproven.values()], others: [...others] }
}

export const short = (sha: string): string => sha.slice(0, 7)

/** `aaaaaaa or a later commit of main containing it`, or `aaaaaaa` alone where later commits do not count. */
export function watched(expect: ReportExpectation): string {
  return expect.later
    ? `${short(expect.revision)} or a later commit of ${expect.branch} containing it`
    : short(expect.revision)
}

/** `continuous-delivery/todo-api success on 1a2b3c4` with where that commit stands. */
export function describeReport(r: Report, expect: ReportExpectation): string {
  const where =
    r.sha === expect.revision ? '' : `, a later commit of ${expect.branch} that contains ${short(expect.revision)}`
  return `${r.name} reported ${r.state} on ${short(r.sha)}${where}${r.message ? `: ${r.message}` : ''}`
}

/** Why the reports on later commits that do not show the release do not count, one clause per commit. */
export function unprovenNote(sorted: Pick<SortedReports, 'unproven'>): string {
  return sorted.unproven
    .map(
      (u) =>
        `${count(u.reports, 'report')} on ${short(u.sha)} ${u.reports === 1 ? 'does' : 'do'} not count: ${u.reason}`
    )
    .join('; ')
}

/** One sentence on what was there instead of a report that counts. */
export function seenInstead(sorted: SortedReports): string {
  const parts: string[] = []
  const foreign = [...new Set(sorted.foreign.map((r) => r.by || 'an unknown account'))]
  if (foreign.length > 0)
    parts.push(
      `${count(sorted.foreign.length, 'report')} from ${foreign.join(', ')}, which status-creator does not name (${sorted.foreign
        .slice(0, 3)
        .map((r) => `${r.state} on ${r.name}`)
        .join(', ')})`
    )
  if (sorted.stale.length > 0) parts.push(`${count(sorted.stale.length, 'report')} from before the merge`)
  if (sorted.unproven.length > 0) parts.push(unprovenNote(sorted))
  if (sorted.counted.length > 0)
    parts.push(
      `${count(sorted.counted.length, 'report')} with no verdict (${sorted.counted.map((r) => r.state).join(', ')})`
    )
  if (sorted.others.length > 0)
    parts.push(
      `reports of other names (${sorted.others.slice(0, 5).join(', ')}${sorted.others.length > 5 ? ', …' : ''})`
    )
  return parts.length === 0 ? 'Nothing else was reported there either.' : `Seen instead: ${parts.join('; ')}.`
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
