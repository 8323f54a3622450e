/**
 * Reading back what `wait` recorded: the evidence that a digest was verified in an environment
 * of the config repo, for `promote` and the gate's `promoted-from`. The judging is pure
 * (judge.ts); this is the I/O around it.
 */
import type { ConfigRepo } from '../github/config-repo.js'
import { candidates, judgeLatest, judgeVerified, type Judgement } from './judge.js'
import type { DeploymentEvidence } from './types.js'

export type { DeploymentEvidence } from './types.js'

/** The config repo calls the evidence readers make. */
export type EvidenceRepo = Pick<ConfigRepo, 'listDeployments' | 'listDeploymentStatuses'>

/** The evidence asked for is not there; the message says what was found instead. */
export class EvidenceRefused extends Error {
  override name = 'EvidenceRefused'
}

/** promote: the LATEST Deployment in `environment` must be success for a revision whose payload.digest is `digest`. */
export async function requireLatestSuccess(
  repo: EvidenceRepo,
  environment: string,
  digest: string
): Promise<DeploymentEvidence> {
  // Only the newest Deployment and its newest status count here: ask for no more.
  const listing = await repo.listDeployments(environment, 1)
  const latest = listing.deployments[0]
  const statuses = latest === undefined ? [] : await repo.listDeploymentStatuses(latest.id, 1)
  const judged = judgeLatest({ environment, digest }, listing, statuses)
  if ('refused' in judged) throw new EvidenceRefused(`${capitalized(judged.refused)}.`)
  return judged.evidence
}

/**
 * gate: any Deployment in `environment` with payload.digest === digest that reached success (even
 * if inactive since), or what was found instead (the gate's reason).
 */
export async function searchVerified(repo: EvidenceRepo, environment: string, digest: string): Promise<Judgement> {
  const query = { environment, digest }
  const listing = await repo.listDeployments(environment)
  const statusesOf = new Map<number, Awaited<ReturnType<EvidenceRepo['listDeploymentStatuses']>>>()
  // Newest first, one request each, until one reached success: usually the first.
  for (const deployment of candidates(query, listing)) {
    const statuses = await repo.listDeploymentStatuses(deployment.id)
    statusesOf.set(deployment.id, statuses)
    if (statuses.some((s) => s.state === 'success')) break
  }
  return judgeVerified(query, listing, statusesOf)
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
