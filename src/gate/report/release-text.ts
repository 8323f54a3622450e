import { asciiOnly } from '../reasons.js'
import type { ReleaseJudgement } from '../release/apply.js'

/** The release policy's part of the verdict for a terminal: provenance and promotion per image, then notes. */
export function renderReleaseText(release: ReleaseJudgement): string {
  const lines = release.policyFile === undefined ? [] : [`release policy: ${release.policyFile} (from the base commit)`]
  for (const p of release.provenance) {
    const what = outcome(p.result, (e) => `${e.signerWorkflow} ref ${e.ref} commit ${e.commit} ${e.runUrl}`)
    lines.push(`  ${p.file}:${p.line} ${p.image} provenance ${what}`)
  }
  for (const p of release.promotion) {
    const what = outcome(
      p.result,
      (e) => `Deployment ${e.deploymentId} of ${e.revision.slice(0, 7)} at ${e.verifiedAt} ${e.url}`
    )
    lines.push(`  ${p.file}:${p.line} ${p.image} promoted-from ${JSON.stringify(p.environment)} ${what}`)
  }
  // Without a policy the only notes are about a file that looks like one.
  for (const note of release.notes) lines.push(`  note: ${note}`)
  return lines.length === 0 ? '' : `${lines.map(asciiOnly).join('\n')}\n`
}

/** One check's result, provenance or promotion alike: skipped, verified (its evidence), or refused. */
type Checked<Evidence> =
  | { readonly ok: 'skipped'; readonly message: string }
  | { readonly ok: true; readonly evidence: Evidence }
  | { readonly ok: false; readonly code: string; readonly message: string }

function outcome<Evidence>(result: Checked<Evidence>, verified: (evidence: Evidence) => string): string {
  if (result.ok === 'skipped') return `not checked: ${result.message}`
  return result.ok ? `verified: ${verified(result.evidence)}` : `${result.code}: ${result.message}`
}
