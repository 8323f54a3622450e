import { plural } from '../../text/plural.js'
import { asciiOnly, type Reason } from '../reasons.js'
import type { GateVerdict } from '../verdict.js'
import { changeLabel } from './change-label.js'

function where(reason: Reason): string {
  return reason.file === undefined ? '(PR)' : `${reason.file}:${reason.line ?? 1}`
}

/**
 * The verdict for a terminal or a log: one line per reason and per image change. Paths and
 * values are made ASCII-only, so no byte from the PR can move the cursor, reorder text or
 * start a workflow command.
 */
export function renderVerdictText(verdict: GateVerdict): string {
  const lines = [
    `gate: ${verdict.verdict} (${plural(verdict.files.length, 'file')}, ${plural(verdict.changes.length, 'image change')}, ${verdict.base.slice(0, 12)}..${verdict.head.slice(0, 12)})`
  ]
  for (const change of verdict.changes) {
    const status = change.reasons.length === 0 ? 'ok' : change.reasons.map((r) => r.code).join(',')
    lines.push(
      `  ${change.file}:${change.line} ${changeLabel(change)}: ${change.before} -> ${change.after} [${status}]`
    )
  }
  const k = verdict.kustomize
  if (k !== undefined && k.roots.length > 0) {
    const proof = k.proof
    lines.push(
      proof.rendered
        ? `  kustomize: rendered with ${proof.renderer} at the base and the head`
        : `  kustomize: worked out with its rules; not rendered: ${proof.why}`
    )
    for (const c of proof.rendered ? proof.changes : k.changes)
      lines.push(`    ${c.root} ${c.object} ${c.container}: ${c.before} -> ${c.after}`)
    if (proof.rendered) for (const note of proof.notes) lines.push(`    ${note}`)
  }
  for (const note of k?.notFollowed ?? []) lines.push(`  kustomize: not followed: ${note}`)
  for (const reason of verdict.reasons) lines.push(`  ${where(reason)} ${reason.code}: ${reason.message}`)
  return `${lines.map(asciiOnly).join('\n')}\n`
}
