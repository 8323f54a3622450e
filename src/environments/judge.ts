/**
 * Judging the evidence that a digest was verified in an environment, from what GitHub listed:
 * pure, so every refusal is a unit test.
 *
 * Two records are read. The Deployments `wait` creates are the page people read, and say which
 * revision was rolled out with which image (their payload). But anyone who may write Deployments
 * can create one with any payload, mark one inactive and delete it, so a Deployment alone never
 * proves anything: its outcome must also be in the record nobody else can erase, the commit
 * statuses `wait` posts (record.ts), and no newer outcome there may say otherwise (newest.ts).
 * A Deployment that disappears or turns inactive can therefore only make the evidence weaker.
 *
 * Everything counted must have been created by one of the recorders when they are known (a
 * Deployment's `creator`, and each status's), and git must confirm what the Deployment claims
 * (its payload's manifest pins the payload's digest at its commit; the caller reads that and
 * passes the result as a claim).
 */
import type { DeploymentListing, DeploymentRecord, DeploymentStatusRecord } from '../github/deployments.js'
import { findNewest, replacedBy, type BranchRecord } from './newest.js'
import { readPayload, type EvidencePayload } from './payload.js'
import { byWhom, describe, quoted, recorderList } from './phrases.js'
import { recordedBy } from './recorders.js'
import { describeOutcome, proves, type RecordedOutcome } from './record.js'
import { HEALTHY, shortfall } from './requirement.js'
import type { Claim, DeploymentEvidence, EvidenceQuery, Judgement } from './types.js'

export type { Claim, EvidenceQuery, Judgement } from './types.js'

/** The statuses that count: those a recorder posted. */
export function countedStatuses(
  statuses: readonly DeploymentStatusRecord[],
  recorders: readonly string[] | undefined
): DeploymentStatusRecord[] {
  return statuses.filter((s) => recordedBy(s.creator, recorders))
}

/** The Deployments that count: those a recorder created, newest first. */
export function recordedDeployments(query: EvidenceQuery, listing: DeploymentListing): readonly DeploymentRecord[] {
  return listing.deployments.filter((d) => recordedBy(d.creator, query.recorders))
}

/** What git said about the claim of the Deployment the evidence would be; not read: refused. */
export interface ClaimRead {
  readonly read: boolean
  readonly problem: Claim
}

/**
 * promote: the latest Deployment a recorder created must pin `digest` and its newest counted
 * status be success; the newest outcome recorded on the branch (`record`, read from its head
 * down to that Deployment's revision) must be a success of `digest` on that very revision; and
 * git must confirm the Deployment's claim.
 */
export function judgeLatest(
  query: EvidenceQuery,
  listing: DeploymentListing,
  latestStatuses: readonly DeploymentStatusRecord[],
  record: BranchRecord | undefined,
  claim: ClaimRead
): Judgement {
  const latest = recordedDeployments(query, listing)[0]
  if (latest === undefined)
    return { refused: listing.deployments.length === 0 ? nothingIn(query.environment) : noneRecorded(query, listing) }
  const counted = countedStatuses(latestStatuses, query.recorders)
  const state = counted[0]?.state ?? `without a status${byWhom(query)}`
  const subject = `the latest Deployment${byWhom(query)} in ${quoted(query.environment)} (${describe(latest)})`
  const what = `${subject} is ${state}`
  const payload = readPayload(latest.payload)
  if (payload === undefined)
    return { refused: `${what}, and its payload names no digest (not recorded by gitops-release wait)` }
  if (payload.digest !== query.digest) return { refused: `${what}, and it pins ${payload.digest}, not ${query.digest}` }
  if (state !== 'success') return { refused: `${what}: ${query.digest} is not verified there` }
  if (record === undefined) return { refused: `${what}, but the outcomes recorded on the branch were not read` }
  const found = findNewest(query, record, latest, subject, { test: () => true, what: '' })
  if ('refused' in found) return found
  const newest = found.outcome
  if (newest.sha !== latest.sha || !proves(newest, query.digest))
    return { refused: newerRefusal(query, listing, latest, newest) }
  if (!claim.read || claim.problem !== undefined)
    return { refused: `${what}, but git does not confirm its claim: ${claim.problem ?? 'it was not read'}` }
  return { evidence: evidenceOf(query.environment, latest, payload, newest, counted[0]!.logUrl, listing.pageUrl) }
}

/** The Deployments worth looking at: those a recorder created pinning `digest`, newest first. */
export function candidates(query: EvidenceQuery, listing: DeploymentListing): readonly DeploymentRecord[] {
  return recordedDeployments(query, listing).filter((d) => readPayload(d.payload)?.digest === query.digest)
}

/**
 * The Deployment the gate's evidence would be, once the newest outcome of `digest` is known: a
 * recorder's Deployment pinning it on the revision that outcome was recorded on.
 */
export function deploymentOf(
  query: EvidenceQuery,
  listing: DeploymentListing,
  outcome: RecordedOutcome
): DeploymentRecord | undefined {
  return candidates(query, listing).find((d) => d.sha === outcome.sha)
}

/**
 * gate: the newest outcome recorded on the branch for `digest` (read from its head down to the
 * newest recorder's Deployment pinning it) must be a success that meets the query's requirement
 * (at `now`), on the revision of a recorder's Deployment pinning it, whose claim git confirms. An
 * older success counts although the environment has moved on to another digest since (its
 * Deployment made inactive); a later failure of the same digest withdraws it.
 */
export function judgeVerified(
  query: EvidenceQuery,
  listing: DeploymentListing,
  record: BranchRecord | undefined,
  claim: ClaimRead,
  now: number = Date.now()
): Judgement {
  const pinning = candidates(query, listing)
  const newestPinning = pinning[0]
  if (newestPinning === undefined) return { refused: noCandidate(query, listing) }
  if (record === undefined) return { refused: `the outcomes recorded on the branch were not read` }
  const subject = `the newest Deployment${byWhom(query)} in ${quoted(query.environment)} pinning ${query.digest} (${describe(newestPinning)})`
  const found = findNewest(query, record, newestPinning, subject, {
    test: (o) => o.digest === query.digest,
    what: ` of ${query.digest}`
  })
  if ('refused' in found) return found
  const newest = found.outcome
  const recorded = `the newest outcome of ${query.digest} recorded in ${quoted(query.environment)} is ${describeOutcome(newest)}`
  if (!proves(newest, query.digest)) return { refused: `${recorded}: ${query.digest} is not verified there` }
  const short = shortfall(newest, query.requirement ?? HEALTHY, now, replacedBy(record, query, newest))
  if (short !== undefined)
    return { refused: `${recorded}, which falls short of what ${quoted(query.environment)} requires: ${short}` }
  const deployment = deploymentOf(query, listing, newest)
  if (deployment === undefined)
    return {
      refused: `${recorded}, but no Deployment${byWhom(query)} of that revision pinning it is listed (deleted, or never created): re-run wait in ${quoted(query.environment)}`
    }
  if (!claim.read || claim.problem !== undefined)
    return {
      refused: `The Deployment in ${quoted(query.environment)} (${describe(deployment)}) reached success with ${query.digest}, but git does not confirm its claim: ${claim.problem ?? 'it was not read'}; a Deployment git does not confirm never counts`
    }
  return {
    evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload)!, newest, '', listing.pageUrl)
  }
}

/** Why a newest outcome that is not a success of the digest on the latest Deployment's revision refuses. */
function newerRefusal(
  query: EvidenceQuery,
  listing: DeploymentListing,
  latest: DeploymentRecord,
  newest: RecordedOutcome
): string {
  const env = quoted(query.environment)
  const later = newest.sha !== latest.sha
  const gone =
    later && !recordedDeployments(query, listing).some((d) => d.sha === newest.sha)
      ? ', whose own Deployment is not listed (deleted, or never created)'
      : ''
  const where = later
    ? `, on a later commit than the latest Deployment${byWhom(query)} there (${describe(latest)})${gone}`
    : ''
  const found = `the newest outcome recorded in ${env} is ${describeOutcome(newest)}${where}`
  if (newest.state !== 'success') return `${found}: ${query.digest} is not verified there`
  if (newest.digest !== query.digest) return `${found}: it pins ${newest.digest ?? 'no digest'}, not ${query.digest}`
  return `${found}: re-run wait in ${env} on the head of the branch, so that its Deployment and its record agree`
}

/** The evidence a Deployment and the outcome recorded beside it make. */
export function evidenceOf(
  environment: string,
  deployment: DeploymentRecord,
  payload: EvidencePayload,
  outcome: RecordedOutcome,
  logUrl: string,
  pageUrl: string
): DeploymentEvidence {
  const log = /^https?:\/\/\S+$/.test(logUrl) ? logUrl : undefined
  return {
    environment,
    deploymentId: deployment.id,
    revision: deployment.sha,
    digest: payload.digest,
    image: payload.image,
    verifiedAt: outcome.createdAt,
    outcome: outcome.outcome,
    url: outcome.url ?? log ?? pageUrl
  }
}

function nothingIn(environment: string): string {
  return `there is no Deployment in ${quoted(environment)} in this config repo: nothing was verified there`
}

function noneRecorded(query: EvidenceQuery, listing: DeploymentListing): string {
  const latest = listing.deployments[0]!
  return `none of the Deployments in ${quoted(query.environment)} was recorded by ${recorderList(query.recorders)}; the latest (${describe(latest)}) was created by ${latest.creator ?? 'an unknown account'}`
}

/** Why no Deployment of the digest is worth a look: none at all, none pinning it, none a recorder's. */
function noCandidate(query: EvidenceQuery, listing: DeploymentListing): string {
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : ''
  const latest = listing.deployments[0]
  if (latest === undefined) return nothingIn(query.environment)
  const pinningAny = listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest)
  if (pinningAny.length === 0) {
    const found = readPayload(latest.payload)
    const latestPins = found ? `pins ${found.digest}` : 'names no digest'
    const count = listing.deployments.length
    return `none of the ${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe(latest)}) ${latestPins}`
  }
  const count = pinningAny.length
  const newest = pinningAny[0]!
  return `${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pin${count === 1 ? 's' : ''} ${query.digest}, but none was recorded by ${recorderList(query.recorders)}${limit}; the latest of them (${describe(newest)}) was created by ${newest.creator ?? 'an unknown account'}`
}
