/**
 * promote with a requirement beyond Healthy (`verified`, `verified-for`): the newest digest whose
 * record in the environment meets it, not simply the newest. On a fast pipeline the newest
 * digest is often still soaking, or failed its checks, while the one before it is verified: that
 * one is promoted, and the newer ones passed over are named with why.
 *
 * The outcomes wait records (record.ts) carry the digest in their description, so the branch's
 * commits are read from the head down, newest first, as the gate reads them: each digest's
 * newest outcome decides for it. A digest that meets the requirement is then checked as
 * everything else is: a recorder's Deployment of that revision pinning it, whose claim git
 * confirms, and the caller's own check (promote: the from-manifest pinned it at that revision).
 */
import type { DeploymentListing } from '../github/deployments.js'
import type { CommitStatus } from '../github/statuses.js'
import { confirmClaim, EvidenceRefused, type EvidenceBranch, type EvidenceRepo } from './evidence.js'
import { candidates, evidenceOf } from './judge.js'
import { MAX_WALK, replacedBy, type BranchRecord } from './newest.js'
import { readPayload } from './payload.js'
import { branchName, byWhom, quoted } from './phrases.js'
import { proves, recordContext, recordedOutcomes, type RecordedOutcome } from './record.js'
import { describeRequirement, shortfall, type Requirement } from './requirement.js'
import type { DeploymentEvidence, EvidenceQuery } from './types.js'

export interface SelectQuery {
  readonly environment: string
  readonly recorders: readonly string[] | undefined
  readonly requirement: Requirement
}

/** The caller's own check of a candidate: the image to promote, or why it cannot be. */
export type Confirm = (
  outcome: RecordedOutcome & { readonly digest: string }
) => Promise<{ readonly image: string } | { readonly problem: string }>

export interface Selected {
  /** The evidence, with the newer digests passed over in `skipped`. */
  readonly evidence: DeploymentEvidence
  /** What the caller's check found the revision to pin. */
  readonly image: string
}

/**
 * The newest digest recorded in the environment that meets the requirement at `now`, read from
 * `branch` (its head down, at most {@link MAX_WALK} commits). `head` is what the source pins at
 * the branch head: named among the skipped when no outcome of it came before the one chosen.
 * Throws {@link EvidenceRefused} naming every digest passed over when none qualifies.
 */
export async function selectNewestMeeting(
  repo: EvidenceRepo,
  query: SelectQuery,
  branch: EvidenceBranch,
  now: number,
  confirm: Confirm,
  head?: string
): Promise<Selected> {
  const listed = await repo.recentCommits(branch.head ?? branch.name, MAX_WALK)
  const commits: { sha: string; statuses: readonly CommitStatus[] }[] = []
  const record: BranchRecord = { branch: branch.name, commits, historyEnded: !listed.more }
  const seen = new Set<string>()
  const skipped: string[] = []
  let listing: DeploymentListing | undefined
  const wanted = describeRequirement(query.requirement)
  for (const { sha } of listed.commits) {
    commits.push({ sha, statuses: await repo.commitStatuses(sha) })
    for (const outcome of recordedOutcomes(commits.at(-1)!.statuses, query.environment, query.recorders)) {
      const digest = outcome.digest
      if (digest === undefined || seen.has(digest)) continue
      seen.add(digest)
      const skip = (why: string): void => void skipped.push(`${digest} (revision ${outcome.sha.slice(0, 7)}): ${why}`)
      if (!proves(outcome, digest)) {
        skip(`not ${wanted}: its newest outcome there is ${briefly(outcome)}`)
        continue
      }
      const short = shortfall(outcome, query.requirement, now, replacedBy(record, query, outcome))
      if (short !== undefined) {
        skip(short)
        continue
      }
      const evidenceQuery: EvidenceQuery = { ...query, digest }
      listing ??= await repo.listDeployments(query.environment, 100)
      const deployment = candidates(evidenceQuery, listing).find((d) => d.sha === outcome.sha)
      if (deployment === undefined) {
        skip(`no Deployment${byWhom(evidenceQuery)} of that revision pinning it is listed (deleted, or never created)`)
        continue
      }
      const claim = await confirmClaim(repo, deployment, digest)
      if (claim !== undefined) {
        skip(`git does not confirm its Deployment's claim: ${claim}`)
        continue
      }
      const confirmed = await confirm({ ...outcome, digest })
      if ('problem' in confirmed) {
        skip(confirmed.problem)
        continue
      }
      if (head !== undefined && head !== digest && !seen.has(head))
        skipped.unshift(
          `${head}, which the source pins at the head of ${branchName(branch.name)}: no outcome of it is recorded in ${quoted(query.environment)} after this one`
        )
      const evidence = evidenceOf(
        query.environment,
        deployment,
        readPayload(deployment.payload)!,
        outcome,
        '',
        listing.pageUrl
      )
      return { evidence: { ...evidence, skipped }, image: confirmed.image }
    }
  }
  throw new EvidenceRefused(refusal(query, record, wanted, skipped, listed.more))
}

function refusal(
  query: SelectQuery,
  record: BranchRecord,
  wanted: string,
  skipped: readonly string[],
  more: boolean
): string {
  const env = quoted(query.environment)
  const read = `the newest ${record.commits.length} commit${record.commits.length === 1 ? '' : 's'} of ${branchName(record.branch)}${more ? ` (no more are read)` : ''}`
  if (skipped.length === 0)
    return `No outcome is recorded in ${env} (commit status ${JSON.stringify(recordContext(query.environment))}${byWhom({ ...query, digest: '' })}) on ${read}: re-run wait in ${env} to record one.`
  return `No digest recorded in ${env} on ${read} is ${wanted}: ${skipped.join('; ')}.`
}

/** `failure (verification-failed), recorded at … by …, saying "…"`: the digest and revision are said before it. */
function briefly(o: RecordedOutcome): string {
  const word = o.outcome !== undefined && o.outcome !== o.state ? ` (${o.outcome})` : ''
  const said = o.detail === undefined ? '' : `, saying ${JSON.stringify(o.detail)}`
  return `${o.state}${word}, recorded at ${o.createdAt} by ${o.creator ?? 'an unknown account'}${said}`
}
