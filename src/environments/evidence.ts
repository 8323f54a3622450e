/**
 * Reading back what `wait` recorded: the evidence that a digest was verified in an environment
 * of the config repo, for `promote` and the gate's `promoted-from`. The judging is pure
 * (judge.ts, newest.ts); this is the I/O around it: the Deployments, the outcomes recorded as
 * commit statuses on the branch's newest commits, and one read of the manifest at the
 * Deployment's commit to confirm what its payload claims.
 */
import { InputError } from '../errors.js'
import type { ConfigRepo } from '../github/config-repo.js'
import type { DeploymentRecord } from '../github/deployments.js'
import type { CommitStatus } from '../github/statuses.js'
import { digestOf } from '../image/reference.js'
import { readImage } from '../manifest/bump.js'
import { ManifestError } from '../manifest/types.js'
import { candidates, countedStatuses, deploymentOf, judgeLatest, judgeVerified, recordedDeployments } from './judge.js'
import { MAX_WALK, newestOutcome, replacedBy, type BranchRecord } from './newest.js'
import { readPayload } from './payload.js'
import { proves, recordedOutcomes, type RecordedOutcome } from './record.js'
import { HEALTHY, shortfall, type Requirement } from './requirement.js'
import type { Claim, DeploymentEvidence, EvidenceQuery, Judgement } from './types.js'

export type { DeploymentEvidence } from './types.js'

/** The config repo calls the evidence readers make. */
export type EvidenceRepo = Pick<
  ConfigRepo,
  'listDeployments' | 'listDeploymentStatuses' | 'readFile' | 'recentCommits' | 'commitStatuses'
>

/** The branch whose commits carry the record: its name for messages, and where to list from. */
export interface EvidenceBranch {
  /** Undefined: the repository's default branch. */
  readonly name: string | undefined
  /** The head already read (promote read it for its source); listed from here instead of the name. */
  readonly head?: string | undefined
}

/** The evidence asked for is not there; the message says what was found instead. */
export class EvidenceRefused extends Error {
  override name = 'EvidenceRefused'
}

/** How many of an environment's newest Deployments are read when only some creators count. */
const RECORDED_PAGE = 100

/**
 * promote: the LATEST Deployment a recorder created in `environment` must be success (by a
 * recorder) for a revision whose payload.digest is `digest`, the newest outcome recorded on
 * `branch` must be that success, and git must confirm the claim.
 * `recorders` undefined: anyone's Deployment counts (the caller says so).
 */
export async function requireLatestSuccess(
  repo: EvidenceRepo,
  environment: string,
  digest: string,
  recorders: readonly string[] | undefined,
  branch: EvidenceBranch
): Promise<DeploymentEvidence> {
  const query = { environment, digest, recorders }
  // Without recorders only the newest Deployment and its newest status count: ask for no more.
  const listing = await repo.listDeployments(environment, recorders === undefined ? 1 : RECORDED_PAGE)
  const latest = recordedDeployments(query, listing)[0]
  const statuses =
    latest === undefined ? [] : await repo.listDeploymentStatuses(latest.id, recorders === undefined ? 1 : undefined)
  // The record is read only when the Deployment already says success: it can refuse, never accept.
  const worth =
    latest !== undefined &&
    readPayload(latest.payload)?.digest === digest &&
    countedStatuses(statuses, recorders)[0]?.state === 'success'
  const record = worth ? await walkRecord(repo, query, branch, latest.sha, () => true) : undefined
  const newest = record === undefined ? undefined : newestOutcome(record, query)
  const claim =
    latest !== undefined && newest !== undefined && newest.sha === latest.sha && proves(newest, digest)
      ? { read: true, problem: await confirmClaim(repo, latest, digest) }
      : { read: false, problem: undefined }
  const judged = judgeLatest(query, listing, statuses, record, claim)
  if ('refused' in judged) throw new EvidenceRefused(`${capitalized(judged.refused)}.`)
  return judged.evidence
}

/**
 * gate: the newest outcome recorded on `branch` for `digest` in `environment` must be a success
 * that meets `requirement` at `now`, on the revision of a Deployment a recorder created pinning
 * it (even if inactive since), whose claim git confirms; otherwise what was found instead (the
 * gate's reason).
 */
export async function searchVerified(
  repo: EvidenceRepo,
  environment: string,
  digest: string,
  recorders: readonly string[] | undefined,
  branch: EvidenceBranch,
  requirement?: Requirement,
  now: number = Date.now()
): Promise<Judgement> {
  const query: EvidenceQuery = { environment, digest, recorders, requirement }
  const listing = await repo.listDeployments(environment)
  const newestPinning = candidates(query, listing)[0]
  const forDigest = (o: RecordedOutcome): boolean => o.digest === digest
  const record =
    newestPinning === undefined ? undefined : await walkRecord(repo, query, branch, newestPinning.sha, forDigest)
  const newest = record === undefined ? undefined : newestOutcome(record, query, forDigest)
  // Git is asked only about a claim that would be the evidence: a success that meets the requirement.
  const worth =
    newest !== undefined &&
    proves(newest, digest) &&
    shortfall(newest, requirement ?? HEALTHY, now, replacedBy(record!, query, newest)) === undefined
  const deployment = worth ? deploymentOf(query, listing, newest) : undefined
  const claim =
    deployment === undefined
      ? { read: false, problem: undefined }
      : { read: true, problem: await confirmClaim(repo, deployment, digest) }
  return judgeVerified(query, listing, record, claim, now)
}

/**
 * The branch's newest commits and their statuses, from the head down: one listing, then one
 * read per commit until one carries a `wanted` outcome or the walk reaches `until` (the
 * candidate's revision), at most {@link MAX_WALK}.
 */
export async function walkRecord(
  repo: EvidenceRepo,
  query: EvidenceQuery,
  branch: EvidenceBranch,
  until: string,
  wanted: (outcome: RecordedOutcome) => boolean
): Promise<BranchRecord> {
  const listed = await repo.recentCommits(branch.head ?? branch.name, MAX_WALK)
  const commits: { sha: string; statuses: readonly CommitStatus[] }[] = []
  for (const { sha } of listed.commits) {
    const statuses = await repo.commitStatuses(sha)
    commits.push({ sha, statuses })
    if (sha === until || recordedOutcomes(statuses, query.environment, query.recorders).some(wanted)) break
  }
  return { branch: branch.name, commits, historyEnded: !listed.more }
}

/**
 * The evidence reads of one run shared between its searches (the gate judges several images at
 * once, often on the same commits; promote reads the manifest its claim names, which is often its
 * own from-manifest): each commit listing, each commit's statuses and each file at a commit read
 * once (what is at a commit never changes).
 */
export function sharingReads(repo: EvidenceRepo): EvidenceRepo {
  const commits = new Map<string, ReturnType<EvidenceRepo['recentCommits']>>()
  const statuses = new Map<string, ReturnType<EvidenceRepo['commitStatuses']>>()
  const files = new Map<string, ReturnType<EvidenceRepo['readFile']>>()
  const once = <T>(map: Map<string, T>, key: string, read: () => T): T => {
    if (!map.has(key)) map.set(key, read())
    return map.get(key)!
  }
  return {
    listDeployments: (environment, limit) => repo.listDeployments(environment, limit),
    listDeploymentStatuses: (id, limit) => repo.listDeploymentStatuses(id, limit),
    readFile: (path, at) => once(files, JSON.stringify([path, at]), () => repo.readFile(path, at)),
    recentCommits: (branch, count) =>
      once(commits, JSON.stringify([branch ?? null, count]), () => repo.recentCommits(branch, count)),
    commitStatuses: (sha) => once(statuses, sha, () => repo.commitStatuses(sha))
  }
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
