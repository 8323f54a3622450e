import { mdCode, mdText } from '../../markdown/escape.js'
import { marked, mdImageChange, mdPath, mdProse, mdResource, NONE } from '../../markdown/fit.js'
import { plural } from '../../text/plural.js'
import type { ImageChange } from '../rule/compare.js'
import type { Reason } from '../reasons.js'
import type { ProvenanceLine } from '../release/apply.js'
import type { PromotionLine } from '../release/promotion.js'
import type { GateVerdict } from '../verdict.js'
import { changeLabel, formatLabel } from './change-label.js'
import { renderPromotion } from './promotion.js'
import { renderProvenance } from './provenance.js'
import { renderKustomize } from './rendered.js'

/**
 * A comment or check run summary is capped at 65,536 characters: the table, the reasons and the
 * full references each show this many entries at most, and say how many more the annotations have.
 */
export const MAX_ROWS = 50

const ICON = { accept: '✅', reject: '❌', neutral: '⚪' } as const

/** The heading of the reasons list, which the provenance and promotion tables point to. */
export const REASONS_HEADING = 'Why it was refused'

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
 * The verdict as markdown, for the sticky comment, the check run and the job summary. It fits
 * GitHub's PR column: one short table row per image change (verdict first, images as tag and
 * short digest), the reasons as a list under it, full references in a `<details>`. Each
 * paragraph is one source line, since comments turn every newline into a line break. Every
 * path, image and message is escaped (they come from the PR); only our own words are markdown.
 */
export function renderVerdictMarkdown(c: ReportContext): string {
  const blocks = [`### ${ICON[c.verdict]} gitops-release gate: ${c.verdict}`]
  if (c.outOfScope !== undefined) {
    blocks.push(`Not a release PR (${mdText(c.outOfScope)}): it needs normal review. The gate did not judge it.`)
  } else if (c.gate) {
    const g = c.gate
    blocks.push(
      `Checked ${plural(g.files.length, 'file')} from ${mdCode(g.base.slice(0, 12))} (merge base) to ${mdCode(g.head.slice(0, 12))}: ` +
        `${plural(g.changes.length, 'image change')}, ${plural(c.reasons.length, 'reason')} to refuse.`
    )
    if (g.files.length > 0) blocks.push(table(g))
    blocks.push(...renderKustomize(g.kustomize))
  }
  if (c.reasons.length > 0) blocks.push(`#### ${REASONS_HEADING}`, reasonList(c.reasons))
  if (c.gate && c.outOfScope === undefined) {
    blocks.push(...renderProvenance(c.provenance ?? [], c.policyFile ?? ''), ...renderPromotion(c.promotion ?? []))
    if (c.gate.changes.length > 0) blocks.push(fullReferences(c.gate.changes))
  }
  if (c.notes && c.notes.length > 0) blocks.push(c.notes.map((n) => `> ${mdText(n)}`).join('\n>\n'))
  blocks.push(proves(c.policyFile))
  return blocks.join('\n\n')
}

function table(g: GateVerdict): string {
  const rows: string[] = []
  for (const file of g.files) {
    const where = (line: number | undefined): string => `${mdPath(file.path)}${line === undefined ? '' : ` (${line})`}`
    for (const change of file.changes) rows.push(changeRow(where(change.line), change))
    const loose = file.reasons.filter((r) => !file.changes.some((ch) => ch.reasons.includes(r)))
    if (loose.length > 0 || file.changes.length === 0) {
      const verdict = loose.length > 0 ? marked(ICON.reject, 'reject') : marked(ICON.accept, 'accept')
      rows.push(`| ${verdict} | ${where(loose[0]?.line)} | ${NONE} | ${NONE} |`)
    }
  }
  const shown = rows.slice(0, MAX_ROWS)
  if (rows.length > MAX_ROWS)
    shown.push(`| ${NONE} | ${plural(rows.length - MAX_ROWS, 'more row')} not shown | ${NONE} | ${NONE} |`)
  return ['| Verdict | File (line) | Resource | Image change |', '|---|---|---|---|', ...shown].join('\n')
}

function changeRow(where: string, change: ImageChange): string {
  const verdict = change.reasons.length === 0 ? marked(ICON.accept, 'accept') : marked(ICON.reject, 'reject')
  const what = change.resource === undefined ? mdText(formatLabel(change.format)) : mdResource(change.resource)
  const field = change.field === 'spec.image' ? '' : `<br>${mdCode(change.field)}`
  return `| ${verdict} | ${where} | ${what}${field} | ${mdImageChange(change.before, change.after)} |`
}

/** Every reason, the PR-wide ones first; each message names its file and line, digests shortened. */
function reasonList(reasons: readonly Reason[]): string {
  const items = reasons.slice(0, MAX_ROWS).map((r) => `- ${ICON.reject} ${mdCode(r.code)}: ${mdProse(r.message)}`)
  if (reasons.length > MAX_ROWS)
    items.push(`- ${plural(reasons.length - MAX_ROWS, 'more reason')}: see the check run's annotations.`)
  return items.join('\n')
}

/** The references the table shortens, in full, where they can wrap. */
function fullReferences(changes: readonly ImageChange[]): string {
  const items = changes
    .slice(0, MAX_ROWS)
    .map(
      (c) =>
        `- ${mdCode(c.file)} line ${c.line}, ${mdText(changeLabel(c))}\n  - before: ${mdCode(c.before)}\n  - after: ${mdCode(c.after)}`
    )
  if (changes.length > MAX_ROWS) items.push(`- ${plural(changes.length - MAX_ROWS, 'more image change')} not shown.`)
  return ['<details><summary>Full image references</summary>', '', ...items, '', '</details>'].join('\n')
}

function proves(policyFile: string | undefined): string {
  const paragraphs = [
    'Each changed file is an in-place edit of a regular YAML file at an allowed path, valid UTF-8 without characters parsers disagree on, strict YAML (no duplicate or merge keys, anchors, aliases, tags, directives or document ends), and byte for byte the same as before except the image fields (container images, `spec.image` of the allowed kinds, kustomize `images:`, Helm values), each the same repository pinned to a `sha256` digest.',
    "Where a kustomization builds a change, what each container renders to at the base and at the head, worked out with kustomize's own rules in every kustomization that builds it (and rendered by kustomize itself where the runner has it), differs only by the release's digests on the release's repositories.",
    ...(policyFile === undefined
      ? ['It does not prove the image was tested or built by your CI.']
      : [
          `With the release policy ${mdCode(policyFile)} from the base commit: each change falls under one of its entries and moves to one of its images; where an entry asks for provenance, a Sigstore attestation that verifies against the trusted root says the new digest was built from its repository by its workflow and ref; where an entry names \`promoted-from\`, \`wait\` recorded a successful Deployment of the new digest in that environment of this config repo.`,
          'Without that, it does not prove the image was tested.'
        ])
  ]
  return ['<details><summary>What this gate proves</summary>', '', paragraphs.join('\n\n'), '', '</details>'].join('\n')
}
