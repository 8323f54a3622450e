/**
 * The chain when `wait` follows what the cluster reports to GitHub instead of Argo CD's API: a
 * pure function of the reports on the watched commits and what was remembered (when Degraded
 * began). It can see the merge and the reports; Argo CD's sync and the operator's generation are
 * out of sight (`unobservable`, never done); Pods on the new digest only as far as a report names
 * image digests.
 */
import { formatDuration, isoTime } from '../../text/time.js'
import type { ChainState, StepName, StepStatus, WaitPolicy } from '../types.js'
import { digestsIn, type Report, type ReportFilter, type ReportedHealth } from './reports.js'
import {
  describeReport,
  seenInstead,
  short,
  unprovenNote,
  watched,
  type ReportExpectation,
  type ReportScene,
  type SortedReports
} from './sort.js'

/** Newest first: by time, then by id (GitHub's ids grow), so two posts in one second keep their order. */
const newestFirst = (a: Report, b: Report): number => b.at - a.at || b.id - a.id

/**
 * One stream per status context or check run name (contexts compare case-insensitively), its
 * latest verdict counting: a later commit's report outdates the merge commit's.
 */
function latestPerStream(reports: readonly Report[]): Report[] {
  const streams = new Map<string, Report[]>()
  for (const r of reports) {
    const key = `${r.kind}:${r.name.toLowerCase()}`
    streams.set(key, [...(streams.get(key) ?? []), r])
  }
  const latest: Report[] = []
  for (const list of streams.values()) {
    const verdict = [...list].sort(newestFirst).find((r) => r.health !== undefined)
    if (verdict) latest.push(verdict)
  }
  return latest.sort(newestFirst)
}

/** Since when a stream has said Degraded without a break: its oldest report of that run. */
function degradedSince(reports: readonly Report[], latest: Report): number {
  const stream = reports
    .filter((r) => r.kind === latest.kind && r.name.toLowerCase() === latest.name.toLowerCase())
    .filter((r) => r.health !== undefined)
    .sort(newestFirst)
  let since = latest.at
  for (const r of stream) {
    if (r.health !== 'Degraded') break
    since = r.at
  }
  return since
}

const SYNCED_DETAIL =
  "not observable from GitHub: a report lands on the commit the cluster says it synced, but Argo CD's sync itself is out of sight"
const OBSERVED_DETAIL = 'not observable from GitHub: whether the operator saw the new generation'

/** The chain before anything was read: the merge as found, the rest still to see (or not seeable). */
export function initialReportChain(merged: StepStatus, now: number, warnings: readonly string[]): ChainState {
  const step = (name: StepName, state: StepStatus['state'], detail: string): StepStatus => ({
    step: name,
    state,
    since: now,
    detail
  })
  return {
    steps: [
      merged,
      step('synced', 'unobservable', SYNCED_DETAIL),
      step('observed', 'unobservable', OBSERVED_DETAIL),
      step('health', 'waiting', 'reading what the cluster reported'),
      step('running', 'pending', '')
    ],
    verdict: 'waiting',
    message: 'Waiting for health: reading what the cluster reported',
    health: '',
    revision: undefined,
    warnings,
    degradedSince: undefined,
    startedAt: now,
    updatedAt: now,
    wakeAt: undefined
  }
}

interface Outcome {
  readonly health: { state: StepStatus['state']; detail: string; since?: number }
  readonly running: { state: StepStatus['state']; detail: string; since?: number }
  readonly verdict: ChainState['verdict']
  readonly message: string
  readonly reported: ReportedHealth | ''
  readonly revision: string | undefined
  readonly degradedSince: number | undefined
  readonly wakeAt: number | undefined
}

/** The chain after one round: the verdict of the counted reports, stream by stream. */
export function judgeReports(
  scene: ReportScene,
  sorted: SortedReports,
  filter: ReportFilter,
  expect: ReportExpectation,
  policy: Pick<WaitPolicy, 'degradedGraceMs'>,
  prev: ChainState
): ChainState {
  const outcome = withUnproven(decide(scene, sorted, filter, expect, policy), sorted)
  const steps = prev.steps.map((old): StepStatus => {
    const next = old.step === 'health' ? outcome.health : old.step === 'running' ? outcome.running : undefined
    if (next === undefined) return old
    const since = next.since ?? (next.state === old.state ? old.since : scene.at)
    return { step: old.step, state: next.state, since, detail: next.detail }
  })
  return {
    ...prev,
    steps,
    verdict: outcome.verdict,
    message: outcome.message,
    health: outcome.reported,
    revision: outcome.revision ?? prev.revision,
    degradedSince: outcome.degradedSince,
    updatedAt: scene.at,
    wakeAt: outcome.wakeAt
  }
}

/** While the health step waits, it says which later commits' reports do not count, and why. */
function withUnproven(outcome: Outcome, sorted: SortedReports): Outcome {
  if (outcome.health.state !== 'waiting' || sorted.unproven.length === 0) return outcome
  const detail = `${outcome.health.detail}; ${unprovenNote(sorted)}`
  return { ...outcome, health: { ...outcome.health, detail }, message: `Waiting for health: ${detail}` }
}

function decide(
  scene: ReportScene,
  sorted: SortedReports,
  filter: ReportFilter,
  expect: ReportExpectation,
  policy: Pick<WaitPolicy, 'degradedGraceMs'>
): Outcome {
  const latest = latestPerStream(sorted.counted)
  const newestSuperseded = [...sorted.superseded].sort(newestFirst)[0]
  if (newestSuperseded !== undefined && !(latest[0] && newestFirst(latest[0], newestSuperseded) < 0)) {
    const relation = scene.relations.get(newestSuperseded.sha)
    const image = relation?.kind === 'superseded' ? relation.image : 'another image'
    const message = `${short(expect.revision)} was superseded: ${short(newestSuperseded.sha)}, a later commit of ${expect.branch}, pins ${image}, and ${newestSuperseded.name} reported on it.`
    return {
      health: { state: 'failed', detail: message },
      running: { state: 'pending', detail: '' },
      verdict: 'superseded',
      message,
      reported: newestSuperseded.health ?? '',
      revision: newestSuperseded.sha,
      degradedSince: undefined,
      wakeAt: undefined
    }
  }
  if (latest.length === 0) {
    const detail = `nothing reported yet for ${filter.glob} on ${watched(expect)}`
    return {
      health: { state: 'waiting', detail },
      running: { state: 'pending', detail: '' },
      verdict: 'waiting',
      message: `Waiting for health: ${detail}`,
      reported: '',
      revision: undefined,
      degradedSince: undefined,
      wakeAt: undefined
    }
  }
  const degraded = latest.find((r) => r.health === 'Degraded')
  if (degraded !== undefined) {
    const since = Math.min(degradedSince(sorted.counted, degraded), scene.at)
    const said = describeReport(degraded, expect)
    const left = since + policy.degradedGraceMs - scene.at
    if (left > 0) {
      const detail = `${said}; Degraded since ${isoTime(since)}, allowing ${formatDuration(left)} more`
      return {
        health: { state: 'waiting', detail },
        running: { state: 'pending', detail: '' },
        verdict: 'waiting',
        message: `Waiting for health: ${detail}`,
        reported: 'Degraded',
        revision: degraded.sha,
        degradedSince: since,
        wakeAt: since + policy.degradedGraceMs
      }
    }
    const grace =
      policy.degradedGraceMs > 0
        ? ` (Degraded for longer than the ${formatDuration(policy.degradedGraceMs)} degraded-grace)`
        : ''
    return {
      health: { state: 'failed', detail: said, since: degraded.at },
      running: { state: 'pending', detail: '' },
      verdict: 'degraded',
      message: `${said}${grace}`,
      reported: 'Degraded',
      revision: degraded.sha,
      degradedSince: since,
      wakeAt: undefined
    }
  }
  const progressing = latest.find((r) => r.health === 'Progressing')
  if (progressing !== undefined) {
    const detail = describeReport(progressing, expect)
    return {
      health: { state: 'waiting', detail },
      running: { state: 'pending', detail: '' },
      verdict: 'waiting',
      message: `Waiting for health: ${detail}`,
      reported: 'Progressing',
      revision: progressing.sha,
      degradedSince: undefined,
      wakeAt: undefined
    }
  }
  // Every stream says Healthy: the newest report is the one the outcome names.
  const healthy = latest[0]!
  const said = describeReport(healthy, expect)
  const by = healthy.by ? ` (${healthy.kind} by ${healthy.by})` : ''
  const running = runningStep(latest, expect)
  return {
    health: { state: 'done', detail: `${said}${by}`, since: healthy.at },
    running,
    verdict: running.state === 'waiting' ? 'waiting' : 'healthy',
    message: running.state === 'waiting' ? `Waiting for running: ${running.detail}` : `${said}.`,
    reported: 'Healthy',
    revision: healthy.sha,
    degradedSince: undefined,
    wakeAt: undefined
  }
}

/**
 * Pods on the new digest, as far as the reports say: where a Healthy report names image digests
 * (the template we ship puts Argo CD's `.app.status.summary.images` in its check run), the new one
 * must be among them. Reported by the cluster either way; this action never sees the Pods.
 */
function runningStep(healthy: readonly Report[], expect: ReportExpectation): Outcome['running'] {
  const naming = healthy.filter((r) => digestsIn(r.text).length > 0)
  if (expect.digest === undefined) {
    return {
      state: 'unobservable',
      detail: `the running image was not verified by this action, only reported by the cluster (${expect.noDigest ?? 'no digest to look for'})`
    }
  }
  if (naming.length === 0) {
    return {
      state: 'unobservable',
      detail: `the running image was not verified by this action, only reported by the cluster: no report names image digests, so ${abbreviate(expect.digest)} was not looked for`
    }
  }
  const named = new Set(naming.flatMap((r) => digestsIn(r.text)))
  const names = naming.map((r) => r.name).join(', ')
  if (named.has(expect.digest)) {
    return {
      state: 'done',
      detail: `${names} names ${abbreviate(expect.digest)} among the images it runs (reported by the cluster, not verified by this action)`,
      since: Math.max(...naming.map((r) => r.at))
    }
  }
  return {
    state: 'waiting',
    detail: `the images ${names} reports (${[...named].map(abbreviate).join(', ')}) do not include ${abbreviate(expect.digest)}`
  }
}

function abbreviate(digest: string): string {
  return `${digest.slice(0, 'sha256:'.length + 12)}…`
}

/**
 * The chain when time ran out. With no verdict at all it says that nothing was reported, and
 * what was seen instead: reports by others, of other names, older than the merge.
 */
export function timedOutReports(
  prev: ChainState,
  sorted: SortedReports,
  filter: ReportFilter,
  expect: ReportExpectation,
  now: number,
  timeoutMs: number,
  blind: readonly string[]
): ChainState {
  const current = prev.steps.find((s) => s.state === 'waiting') ?? prev.steps.find((s) => s.step === 'health')!
  const steps = prev.steps.map((s) => (s.step === current.step ? { ...s, state: 'failed' as const, since: now } : s))
  const after = formatDuration(timeoutMs)
  const verdicts = sorted.counted.some((r) => r.health !== undefined)
  const unread = blind.length > 0 ? ` (${blind.join(' and ')} could not be read)` : ''
  const message = verdicts
    ? `Timed out after ${after} waiting for ${current.step}: ${current.detail}.`
    : `Timed out after ${after}: nothing was reported for ${filter.glob} on ${watched(expect)}${unread}. ${seenInstead(sorted)}`
  return { ...prev, steps, verdict: 'timeout', message, updatedAt: now, wakeAt: undefined }
}
