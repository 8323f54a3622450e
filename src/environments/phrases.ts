/** How the evidence readers' refusals name what they found: one wording for every judge. */
import type { DeploymentRecord } from '../github/deployments.js'
import type { EvidenceQuery } from './types.js'

/** ` by acme-release[bot]` when the recorders are checked, else nothing. */
export function byWhom(query: EvidenceQuery): string {
  return query.recorders === undefined ? '' : ` by ${recorderList(query.recorders)}`
}

export function recorderList(recorders: readonly string[] | undefined): string {
  return (recorders ?? []).join(' or ')
}

/** `id 42, revision 1a2b3c4, 2026-12-01T02:00:00Z`: no `#42`, which reads as an issue or PR number. */
export function describe(d: DeploymentRecord): string {
  return `id ${d.id}, revision ${d.sha.slice(0, 7)}, ${d.createdAt}`
}

export function quoted(environment: string): string {
  return JSON.stringify(environment)
}

/** `main`, or what stands for the default branch when the caller did not name one. */
export function branchName(branch: string | undefined): string {
  return branch === undefined ? 'the default branch' : JSON.stringify(branch)
}
