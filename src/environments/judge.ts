/**
 * Judging Deployment evidence from what GitHub listed: pure, so every refusal is a unit test.
 * GitHub marks older successful Deployments `inactive` when a newer one succeeds
 * (auto_inactive), so "was verified" looks for a success anywhere in a Deployment's statuses,
 * while "is the latest" asks the newest status of the newest Deployment.
 */
import type { DeploymentListing, DeploymentRecord, DeploymentStatusRecord } from '../github/deployments.js'
import { readPayload } from './payload.js'
import type { DeploymentEvidence } from './types.js'

export interface EvidenceQuery {
  readonly environment: string
  readonly digest: string
}

/** Evidence, or what was found instead (a sentence without a final period). */
export type Judgement = { readonly evidence: DeploymentEvidence } | { readonly refused: string }

/** The latest Deployment must pin `digest` and its newest status must be success. */
export function judgeLatest(
  query: EvidenceQuery,
  listing: DeploymentListing,
  latestStatuses: readonly DeploymentStatusRecord[]
): Judgement {
  const latest = listing.deployments[0]
  if (latest === undefined) return { refused: nothingIn(query.environment) }
  const state = latestStatuses[0]?.state ?? 'without a status'
  const what = `the latest Deployment in ${quoted(query.environment)} (${describe(latest)}) is ${state}`
  const payload = readPayload(latest.payload)
  if (payload === undefined)
    return { refused: `${what}, and its payload names no digest (not recorded by gitops-release wait)` }
  if (payload.digest !== query.digest) return { refused: `${what}, and it pins ${payload.digest}, not ${query.digest}` }
  if (state !== 'success') return { refused: `${what}: ${query.digest} is not verified there` }
  return { evidence: evidenceOf(query.environment, latest, payload, latestStatuses[0]!, listing.pageUrl) }
}

/** The Deployments worth reading the statuses of: those pinning `digest`, newest first. */
export function candidates(query: EvidenceQuery, listing: DeploymentListing): readonly DeploymentRecord[] {
  return listing.deployments.filter((d) => readPayload(d.payload)?.digest === query.digest)
}

/**
 * Any Deployment pinning `digest` that reached success, even if inactive since. `statusesOf`
 * holds the statuses read so far (newest first); a candidate not read is skipped.
 */
export function judgeVerified(
  query: EvidenceQuery,
  listing: DeploymentListing,
  statusesOf: ReadonlyMap<number, readonly DeploymentStatusRecord[]>
): Judgement {
  const pinning = candidates(query, listing)
  for (const deployment of pinning) {
    const success = statusesOf.get(deployment.id)?.find((s) => s.state === 'success')
    if (success)
      return {
        evidence: evidenceOf(query.environment, deployment, readPayload(deployment.payload)!, success, listing.pageUrl)
      }
  }
  const limit = listing.truncated ? ` (only the newest ${listing.deployments.length} were read)` : ''
  const latest = listing.deployments[0]
  if (latest === undefined) return { refused: nothingIn(query.environment) }
  if (pinning.length === 0) {
    const found = readPayload(latest.payload)
    const latestPins = found ? `pins ${found.digest}` : 'names no digest'
    const count = listing.deployments.length
    return {
      refused: `none of the ${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pins ${query.digest}${limit}; the latest (${describe(latest)}) ${latestPins}`
    }
  }
  const newest = pinning[0]!
  const state = statusesOf.get(newest.id)?.[0]?.state ?? 'without a status'
  const count = pinning.length
  return {
    refused: `${count} Deployment${count === 1 ? '' : 's'} in ${quoted(query.environment)} pin${count === 1 ? 's' : ''} ${query.digest}, none reached success${limit}; the latest of them (${describe(newest)}) is ${state}`
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

/** `id 42, revision 1a2b3c4, 2026-12-01T02:00:00Z`: no `#42`, which reads as an issue or PR number. */
function describe(d: DeploymentRecord): string {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`
}

function quoted(environment: string): string {
  return JSON.stringify(environment)
}
