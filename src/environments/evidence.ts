/**
 * Reading back what `wait` recorded: the evidence that a digest was verified in an environment
 * of the config repo, for `promote` and the gate's `promoted-from`. The judging is pure
 * (judge.ts); this is the I/O around it: the Deployments, their statuses, and one read of the
 * manifest at the Deployment's commit to confirm what its payload claims.
 */
import { InputError } from '../errors.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { DeploymentRecord, DeploymentStatusRecord } from '../github/deployments.js'
import { digestOf } from '../image/reference.js'
import { readImage } from '../manifest/bump.js'
import { ManifestError } from '../manifest/types.js'
import {
  candidates,
  countedStatuses,
  judgeLatest,
  judgeVerified,
  recordedDeployments,
  type Claim,
  type EvidenceQuery,
  type Judgement
} from './judge.js'
import { readPayload } from './payload.js'
import type { DeploymentEvidence } from './types.js'

export type { DeploymentEvidence } from './types.js'

/** The config repo calls the evidence readers make. */
export type EvidenceRepo = Pick<ConfigRepo, 'listDeployments' | 'listDeploymentStatuses' | 'readFile'>

/** The evidence asked for is not there; the message says what was found instead. */
export class EvidenceRefused extends Error {
  override name = 'EvidenceRefused'
}

/** How many of an environment's newest Deployments are read when only some creators count. */
const RECORDED_PAGE = 100

/**
 * promote: the LATEST Deployment a recorder created in `environment` must be success (by a
 * recorder) for a revision whose payload.digest is `digest`, and git must confirm that claim.
 * `recorders` undefined: anyone's Deployment counts (the caller says so).
 */
export async function requireLatestSuccess(
  repo: EvidenceRepo,
  environment: string,
  digest: string,
  recorders: readonly string[] | undefined
): Promise<DeploymentEvidence> {
  const query = { environment, digest, recorders }
  // Without recorders only the newest Deployment and its newest status count: ask for no more.
  const listing = await repo.listDeployments(environment, recorders === undefined ? 1 : RECORDED_PAGE)
  const latest = recordedDeployments(query, listing)[0]
  const statuses =
    latest === undefined ? [] : await repo.listDeploymentStatuses(latest.id, recorders === undefined ? 1 : undefined)
  const succeeded =
    latest !== undefined &&
    readPayload(latest.payload)?.digest === digest &&
    countedStatuses(statuses, recorders)[0]?.state === 'success'
  const claim = succeeded
    ? { read: true, problem: await confirmClaim(repo, latest, digest) }
    : { read: false, problem: undefined }
  const judged = judgeLatest(query, listing, statuses, claim)
  if ('refused' in judged) throw new EvidenceRefused(`${capitalized(judged.refused)}.`)
  return judged.evidence
}

/**
 * gate: any Deployment a recorder created in `environment` with payload.digest === digest that
 * reached success (even if inactive since) and whose claim git confirms, or what was found
 * instead (the gate's reason).
 */
export async function searchVerified(
  repo: EvidenceRepo,
  environment: string,
  digest: string,
  recorders: readonly string[] | undefined
): Promise<Judgement> {
  const query: EvidenceQuery = { environment, digest, recorders }
  const listing = await repo.listDeployments(environment)
  const statusesOf = new Map<number, readonly DeploymentStatusRecord[]>()
  const claims = new Map<number, Claim>()
  // Newest first, one request each, until one reached success and git confirms it: usually the first.
  for (const deployment of candidates(query, listing)) {
    const statuses = await repo.listDeploymentStatuses(deployment.id)
    statusesOf.set(deployment.id, statuses)
    if (!countedStatuses(statuses, recorders).some((s) => s.state === 'success')) continue
    const claim = await confirmClaim(repo, deployment, digest)
    claims.set(deployment.id, claim)
    if (claim === undefined) break
  }
  return judgeVerified(query, listing, statusesOf, claims)
}

/**
 * Whether git confirms a Deployment's claim: at its commit (`sha`), the manifest its payload
 * names must pin `digest` in the resource its payload names. One read of that file through the
 * API. Undefined when it does; otherwise why not.
 */
export async function confirmClaim(
  repo: Pick<ConfigRepo, 'readFile'>,
  deployment: DeploymentRecord,
  digest: string
): Promise<Claim> {
  const payload = readPayload(deployment.payload)
  const at = deployment.sha.slice(0, 7)
  if (payload === undefined) return 'its payload names no digest'
  if (payload.manifest === undefined)
    return 'its payload names no manifest to check the digest in (wait records one when given manifest, not resource)'
  if (payload.revision !== undefined && payload.revision !== deployment.sha)
    return `its payload's revision ${payload.revision.slice(0, 7)} is not the Deployment's commit ${at}`
  const selector = selectorOf(payload.resource)
  if (selector === undefined) return `its payload names no resource of ${JSON.stringify(payload.manifest)}`
  let text: string | undefined
  try {
    text = await repo.readFile(payload.manifest, deployment.sha)
  } catch (error) {
    // A directory, or bytes that are not UTF-8: nothing there pins anything.
    if (error instanceof InputError) return `${JSON.stringify(payload.manifest)} at ${at} is not a readable manifest`
    throw error
  }
  if (text === undefined) return `${JSON.stringify(payload.manifest)} does not exist at ${at}`
  let image: string
  try {
    image = readImage(text, selector).value
  } catch (error) {
    if (error instanceof ManifestError) return `${JSON.stringify(payload.manifest)} at ${at}: ${error.message}`
    throw error
  }
  const pinned = digestOf(image)
  if (pinned !== digest)
    return `${JSON.stringify(payload.manifest)} pins ${pinned ?? `${image} (no digest)`} at ${at}, not ${digest}`
  return undefined
}

/** `platform.example.io:Microservice:todo/todo-api` (evidencePayload's `resource`) as a selector. */
function selectorOf(resource: string | undefined): { apiGroup: string; kind: string; name: string } | undefined {
  const match = resource === undefined ? null : /^([^:]*):([^:]+):[^/]*\/(.+)$/.exec(resource)
  return match ? { apiGroup: match[1]!, kind: match[2]!, name: match[3]! } : undefined
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
