/**
 * Judging Deployment evidence from what GitHub listed: pure, so every refusal is a unit test.
 * GitHub marks older successful Deployments `inactive` when a newer one succeeds
 * (auto_inactive), so "was verified" looks for a success anywhere in a Deployment's statuses,
 * while "is the latest" asks the newest status of the newest Deployment.
 *
 * Anyone who may write Deployments can create one with any payload and mark it success, so two
 * things more are asked of a Deployment before it counts: who recorded it (its `creator`, and
 * each status's, must be one of `recorders` when they are known) and whether git confirms what
 * it claims (its payload's manifest pins the payload's digest at the Deployment's commit; the
 * caller reads that and passes the result as a claim).
 */
import type { DeploymentListing, DeploymentRecord, DeploymentStatusRecord } from '../github/deployments.js'
import { readPayload } from './payload.js'
import type { DeploymentEvidence } from './types.js'

export interface EvidenceQuery {
  readonly environment: string
  readonly digest: string
  /**
   * The logins whose Deployments and statuses count; undefined: anyone's (the caller says that
   * the evidence's author was not checked).
   */
  readonly recorders: readonly string[] | undefined
}

/** Evidence, or what was found instead (a sentence without a final period). */
export type Judgement = { readonly evidence: DeploymentEvidence } | { readonly refused: string }

/**
 * What git says about a Deployment's claim: undefined when the manifest at its commit pins its
 * digest, else why not (a phrase: "apps/x.yaml pins sha256:… at 1a2b3c4").
 */
export type Claim = string | undefined

/** True when `login` is one of `recorders` (GitHub logins are case-insensitive), or nobody is checked. */
export function recordedBy(login: string | undefined, recorders: readonly string[] | undefined): boolean {
  if (recorders === undefined) return true
  return login !== undefined && recorders.some((r) => r.toLowerCase() === login.toLowerCase())
}

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

/**
 * The latest Deployment a recorder created must pin `digest`, its newest counted status must be
 * success, and git must confirm its claim (`claim`, undefined when not read: then it is refused).
 */
export function judgeLatest(
  query: EvidenceQuery,
  listing: DeploymentListing,
  latestStatuses: readonly DeploymentStatusRecord[],
  claim: { readonly read: boolean; readonly problem: Claim }
): Judgement {
  const latest = recordedDeployments(query, listing)[0]
  if (latest === undefined)
    return { refused: listing.deployments.length === 0 ? nothingIn(query.environment) : noneRecorded(query, listing) }
  const counted = countedStatuses(latestStatuses, query.recorders)
  const state = counted[0]?.state ?? `without a status${byWhom(query)}`
  const what = `the latest Deployment${byWhom(query)} in ${quoted(query.environment)} (${describe(latest)}) is ${state}`
  const payload = readPayload(latest.payload)
  if (payload === undefined)
    return { refused: `${what}, and its payload names no digest (not recorded by gitops-release wait)` }
  if (payload.digest !== query.digest) return { refused: `${what}, and it pins ${payload.digest}, not ${query.digest}` }
  if (state !== 'success') return { refused: `${what}: ${query.digest} is not verified there` }
  if (!claim.read || claim.problem !== undefined)
    return { refused: `${what}, but git does not confirm its claim: ${claim.problem ?? 'it was not read'}` }
  return { evidence: evidenceOf(query.environment, latest, payload, counted[0]!, listing.pageUrl) }
}

/** The Deployments worth reading the statuses of: those a recorder created pinning `digest`, newest first. */
export function candidates(query: EvidenceQuery, listing: DeploymentListing): readonly DeploymentRecord[] {
  return recordedDeployments(query, listing).filter((d) => readPayload(d.payload)?.digest === query.digest)
}

/**
 * Any Deployment a recorder created pinning `digest` that reached success (a status a recorder
 * posted), even if inactive since, and whose claim git confirmed. `statusesOf` holds the
 * statuses read so far (newest first), `claims` the claims read; a candidate not read is skipped.
 */
export function judgeVerified(
  query: EvidenceQuery,
  listing: DeploymentListing,
  statusesOf: ReadonlyMap<number, readonly DeploymentStatusRecord[]>,
  claims: ReadonlyMap<number, Claim>
): Judgement {
  const pinning = candidates(query, listing)
  const successOf = (d: DeploymentRecord): DeploymentStatusRecord | undefined =>
    countedStatuses(statusesOf.get(d.id) ?? [], query.recorders).find((s) => s.state === 'success')
  for (const deployment of pinning) {
    const success = successOf(deployment)
    if (success && claims.has(deployment.id) && claims.get(deployment.id) === undefined)
      return {
        evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload)!, success, listing.pageUrl)
      }
  }
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : ''
  const latest = listing.deployments[0]
  if (latest === undefined) return { refused: nothingIn(query.environment) }
  const pinningAny = listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest)
  if (pinningAny.length === 0) {
    const found = readPayload(latest.payload)
    const latestPins = found ? `pins ${found.digest}` : 'names no digest'
    const count = listing.deployments.length
    return {
      refused: `none of the ${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe(latest)}) ${latestPins}`
    }
  }
  if (pinning.length === 0) {
    const count = pinningAny.length
    const newest = pinningAny[0]!
    return {
      refused: `${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pin${count === 1 ? 's' : ''} ${query.digest}, but none was recorded by ${recorderList(query.recorders)}${limit}; the latest of them (${describe(newest)}) was created by ${newest.creator ?? 'an unknown account'}`
    }
  }
  const unconfirmed = pinning.find((d) => claims.get(d.id) !== undefined)
  if (unconfirmed) {
    return {
      refused: `The Deployment in ${quoted(query.environment)} (${describe(unconfirmed)}) reached success with ${query.digest}, but git does not confirm its claim: ${claims.get(unconfirmed.id)!}; a Deployment git does not confirm never counts`
    }
  }
  const newest = pinning[0]!
  const state = countedStatuses(statusesOf.get(newest.id) ?? [], query.recorders)[0]?.state
  const count = pinning.length
  return {
    refused: `${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pin${count === 1 ? 's' : ''} ${query.digest}, none reached success${byWhom(query)}${limit}; the latest of them (${describe(newest)}) is ${state ?? `without a status${byWhom(query)}`}`
  }
}

function evidenceOf(
  environment: string,
  deployment: DeploymentRecord,
  payload: NonNullable<ReturnType<typeof readPayload>>,
  success: DeploymentStatusRecord,
  pageUrl: string
): DeploymentEvidence {
  return {
    environment,
    deploymentId: deployment.id,
    revision: deployment.sha,
    digest: payload.digest,
    image: payload.image,
    verifiedAt: success.createdAt,
    url: /^https?:\/\/\S+$/.test(success.logUrl) ? success.logUrl : pageUrl
  }
}

function nothingIn(environment: string): string {
  return `there is no Deployment in ${quoted(environment)} in this config repo: nothing was verified there`
}

function noneRecorded(query: EvidenceQuery, listing: DeploymentListing): string {
  const latest = listing.deployments[0]!
  return `none of the Deployments in ${quoted(query.environment)} was recorded by ${recorderList(query.recorders)}; the latest (${describe(latest)}) was created by ${latest.creator ?? 'an unknown account'}`
}

/** ` by acme-release[bot]` when the recorders are checked, else nothing. */
function byWhom(query: EvidenceQuery): string {
  return query.recorders === undefined ? '' : ` by ${recorderList(query.recorders)}`
}

function recorderList(recorders: readonly string[] | undefined): string {
  return (recorders ?? []).join(' or ')
}

/** `id 42, revision 1a2b3c4, 2026-12-01T02:00:00Z`: no `#42`, which reads as an issue or PR number. */
function describe(d: DeploymentRecord): string {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`
}

function quoted(environment: string): string {
  return JSON.stringify(environment)
}
