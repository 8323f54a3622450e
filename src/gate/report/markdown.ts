import { mdCode, mdText } from '../../markdown/escape.js'
import type { ImageChange } from '../rule/compare.js'
import type { Reason } from '../reasons.js'
import type { ProvenanceLine } from '../release/apply.js'
import type { PromotionLine } from '../release/promotion.js'
import { renderPromotion } from './promotion.js'
import { renderProvenance } from './provenance.js'
import { resourceLabel } from '../../kube-yaml/resource.js'
import type { GateVerdict } from '../verdict.js'

/** A comment or check run summary is capped at 65,536 characters; leave room for the rest. */
const MAX_ROWS = 150

const ICON = { accept: '✅', reject: '❌', neutral: '⚪' } as const

export interface ReportContext {
  readonly verdict: 'accept' | 'reject' | 'neutral'
  readonly gate: GateVerdict | undefined
  readonly outOfScope: string | undefined
  readonly reasons: readonly Reason[]
  readonly headSha: string
  /** Why the check run or comment could not be posted, to say so where it can be read. */
  readonly notes?: readonly string[]
  /** The release policy file at the base commit, when there is one. */
  readonly policyFile?: string | undefined
  /** Per image, what the provenance check found. */
  readonly provenance?: readonly ProvenanceLine[] | undefined
  /** Per image under a promoted-from entry, the Deployment that verified its digest. */
  readonly promotion?: readonly PromotionLine[] | undefined
}

/**
 * The verdict as markdown, for the sticky comment, the check run and the job summary: one
 * table row per image change, and one per refused file without one. Every path, image and
 * message is escaped (they come from the PR); only our own words are markdown.
 */
export function renderVerdictMarkdown(c: ReportContext): string {
  const lines = [`### ${ICON[c.verdict]} gitops-release gate: ${c.verdict}`, '']
  if (c.outOfScope !== undefined) {
    lines.push(`Not a release PR (${mdText(c.outOfScope)}): it needs normal review. The gate did not judge it.`)
  } else if (c.gate) {
    const g = c.gate
    lines.push(
      `Checked ${g.files.length} file(s) from ${mdCode(g.base.slice(0, 12))} (merge base) to ${mdCode(g.head.slice(0, 12))}: ` +
        `${g.changes.length} image change(s), ${c.reasons.length} reason(s) to refuse.`,
      '',
      ...table(g),
      ...renderProvenance(c.provenance ?? [], c.policyFile ?? ''),
      ...renderPromotion(c.promotion ?? [])
    )
  }
  const prWide = c.reasons.filter((r) => r.file === undefined)
  if (prWide.length > 0) lines.push('', ...prWide.map((r) => `- ${mdCode(r.code)}: ${mdText(r.message)}`))
  if (c.notes && c.notes.length > 0) lines.push('', ...c.notes.map((n) => `> ${mdText(n)}`))
  lines.push(
    '',
    '<details><summary>What this gate proves</summary>',
    '',
    'Each changed file is an in-place edit of a regular YAML file at an allowed path, valid UTF-8 without',
    'characters parsers disagree on, strict YAML (no duplicate or merge keys, anchors, aliases, tags,',
    'directives or document ends), and byte for byte the same as before except the `spec.image` values',
    'of the allowed kind, each the same repository pinned to a `sha256` digest.',
    ...(c.policyFile === undefined
      ? ['It does not prove the image was tested or built by your CI.']
      : [
          `With the release policy ${mdCode(c.policyFile)} from the base commit: each change falls under one of its`,
          'entries and moves to one of its images; where an entry asks for provenance, a Sigstore attestation',
          'that verifies against the trusted root says the new digest was built from its repository by its',
          'workflow and ref; where an entry names `promoted-from`, `wait` recorded a successful Deployment of',
          'the new digest in that environment of this config repo. Without that, it does not prove the image was tested.'
        ]),
    '',
    '</details>'
  )
  return lines.join('\n')
}

function table(g: GateVerdict): string[] {
  const rows: string[] = []
  for (const file of g.files) {
    const where = (line: number | undefined): string =>
      `${mdCode(file.path)}${line === undefined ? '' : ` line ${line}`}`
    for (const change of file.changes) rows.push(changeRow(where(change.line), change))
    const loose = file.reasons.filter((r) => !file.changes.some((ch) => ch.reasons.includes(r)))
    if (loose.length > 0 || file.changes.length === 0) {
      const verdict = loose.length > 0 ? `${ICON.reject} reject` : `${ICON.accept} accept`
      rows.push(`| ${where(loose[0]?.line)} | | | | ${verdict} | ${reasonsCell(loose)} |`)
    }
  }
  const shown = rows.slice(0, MAX_ROWS)
  if (rows.length > MAX_ROWS)
    shown.push(`| ${rows.length - MAX_ROWS} more row(s) not shown; see the check run annotations | | | | | |`)
  return ['| File | Resource | Old image | New image | Verdict | Reason |', '|---|---|---|---|---|---|', ...shown]
}

function changeRow(where: string, change: ImageChange): string {
  const verdict = change.reasons.length === 0 ? `${ICON.accept} accept` : `${ICON.reject} reject`
  return `| ${where} | ${mdText(resourceLabel(change.resource))} | ${mdCode(change.before)} | ${mdCode(change.after)} | ${verdict} | ${reasonsCell(change.reasons)} |`
}

function reasonsCell(reasons: readonly Reason[]): string {
  return reasons.map((r) => `${mdCode(r.code)} ${mdText(r.message)}`).join('<br>')
}
