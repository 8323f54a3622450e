import { asciiOnly } from '../reasons.js'
import type { ReleaseJudgement } from '../release/apply.js'

/** The release policy's part of the verdict for a terminal: provenance and promotion per image, then notes. */
export function renderReleaseText(release: ReleaseJudgement): string {
  if (release.policyFile === undefined) return ''
  const lines = [`release policy: ${release.policyFile} (from the base commit)`]
  for (const p of release.provenance) {
    const r = p.result
    const what =
      r.ok === 'skipped'
        ? `not checked: ${r.message}`
        : r.ok
          ? `verified: ${r.evidence.signerWorkflow} ref ${r.evidence.ref} commit ${r.evidence.commit} ${r.evidence.runUrl}`
          : `${r.code}: ${r.message}`
    lines.push(`  ${p.file}:${p.line} ${p.image} provenance ${what}`)
  }
  for (const p of release.promotion) {
    const r = p.result
    const what =
      r.ok === 'skipped'
        ? `not checked: ${r.message}`
        : r.ok
          ? `verified: Deployment ${r.evidence.deploymentId} of ${r.evidence.revision.slice(0, 7)} at ${r.evidence.verifiedAt} ${r.evidence.url}`
          : `${r.code}: ${r.message}`
    lines.push(`  ${p.file}:${p.line} ${p.image} promoted-from ${JSON.stringify(p.environment)} ${what}`)
  }
  for (const note of release.notes) lines.push(`  note: ${note}`)
  return `${lines.map(asciiOnly).join('\n')}\n`
}
