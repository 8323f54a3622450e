/**
 * What a release PR made by `promote` says about where its image comes from: the manifest of
 * the environment it was taken from and, with `from-environment`, the Deployment that proved
 * it there. It is written into the PR body and, like the rest of the record, into the commit
 * trailers, so the PR text can be rebuilt from the branch head alone (head-text.ts).
 */
import type { DeploymentEvidence } from '../environments/evidence.js'
import { mdCode, mdLink, mdText, oneLine } from '../markdown/escape.js'
import { parseJson, type parseTrailers } from './record.js'

export interface Promotion {
  /** The manifest whose pinned image was promoted. */
  readonly fromManifest: string
  /** The Deployment that proved the digest; undefined when none was required. */
  readonly evidence: DeploymentEvidence | undefined
}

const FROM = 'Gitops-Release-Promoted-From'
const VERIFIED = 'Gitops-Release-Verified-By'

/** The PR body's lines about the promotion (none for a plain `open`). */
export function promotionLines(promotion: Promotion | undefined): string[] {
  if (promotion === undefined) return []
  const from = `- **Promoted from:** ${mdCode(promotion.fromManifest)}`
  const e = promotion.evidence
  if (e === undefined) return [from, '- **Verified in:** not required (no `from-environment`)']
  const deployment = mdLink(`Deployment ${e.deploymentId}`, e.url)
  const how = e.outcome === 'verified' ? 'was verified (checks and soak passed after Healthy)' : 'succeeded'
  const lines = [
    from,
    `- **Verified in:** ${mdCode(e.environment)}: ${deployment} of revision ${mdCode(e.revision.slice(0, 12))} ${how} at ${mdText(e.verifiedAt)}`
  ]
  const skipped = e.skipped ?? []
  if (skipped.length > 0)
    lines.push(
      `- **Passed over:** ${skipped.length === 1 ? 'a newer digest' : `${skipped.length} newer digests`} of ${mdCode(e.environment)} whose record does not meet the requirement:`,
      ...skipped.map((why) => `  - ${mdText(oneLine(why))}`)
    )
  return lines
}

/** What the PR body lists as checked, when a Deployment was required. */
export function promotionChecked(promotion: Promotion | undefined): string[] {
  const e = promotion?.evidence
  if (e === undefined) return []
  if (e.outcome === 'verified')
    return [
      `- Checked: gitops-release wait verified this digest in ${mdCode(e.environment)} (its newest outcome there), and the source manifest pinned it at that revision.`
    ]
  return [
    `- Checked: the latest Deployment in ${mdCode(e.environment)} succeeded with this digest (recorded by gitops-release wait).`
  ]
}

/** Trailers: the manifest plainly, the evidence as one line of JSON (it has no newlines). */
export function renderPromotionTrailers(promotion: Promotion | undefined): string[] {
  if (promotion === undefined) return []
  const lines = [`${FROM}: ${oneLine(promotion.fromManifest)}`]
  if (promotion.evidence) lines.push(`${VERIFIED}: ${JSON.stringify(promotion.evidence)}`)
  return lines
}

/** The promotion a release commit's trailers (read by `parseTrailers`) record; undefined for `open`'s. */
export function promotionOf(
  trailers: Pick<ReturnType<typeof parseTrailers>, 'promoted-from' | 'verified-by'>
): Promotion | undefined {
  const fromManifest = trailers['promoted-from']
  if (fromManifest === undefined) return undefined
  const verified = trailers['verified-by']
  return { fromManifest, evidence: verified === undefined ? undefined : evidenceFrom(parseJson(verified)) }
}

function evidenceFrom(json: unknown): DeploymentEvidence | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const v = json as Record<string, unknown>
  const str = (k: string): string | undefined => (typeof v[k] === 'string' ? v[k] : undefined)
  const [environment, revision, digest, verifiedAt, url] = [
    str('environment'),
    str('revision'),
    str('digest'),
    str('verifiedAt'),
    str('url')
  ]
  const id = v['deploymentId']
  if (!environment || !revision || !digest || !verifiedAt || !url || typeof id !== 'number') return undefined
  const skipped = Array.isArray(v['skipped']) ? v['skipped'].filter((x): x is string => typeof x === 'string') : []
  return {
    environment,
    deploymentId: id,
    revision,
    digest,
    image: str('image'),
    verifiedAt,
    url,
    ...(str('outcome') === undefined ? {} : { outcome: str('outcome') }),
    ...(skipped.length === 0 ? {} : { skipped })
  }
}
