import type * as core from '@actions/core'
import { mdCode, mdFence, mdLink, mdText } from '../markdown/escape.js'
import { imageParts, mdImage, mdImageChange, mdPath, NONE, shortDigestOf } from '../markdown/fit.js'
import { resourceLabel } from '../manifest/label.js'
import type { OpenResult } from './run.js'
import type { Promotion } from './promotion.js'
import type { OpenSettings } from './settings.js'

type Summary = typeof core.summary

/**
 * The job summary of `open` (and of `promote`, with its evidence): outcome, what it warned
 * about, the PR, the exact diff. Markdown throughout, a blank line between blocks, so GitHub
 * renders each as its own paragraph, table or code block; images show as name, tag and short
 * digest (the diff has them in full).
 */
export function renderOpenSummary(summary: Summary, settings: OpenSettings, result: OpenResult): Summary {
  const command = settings.promotion ? 'promote' : 'open'
  const heading = `gitops-release ${command}${settings.dryRun ? ' (dry run)' : ''}: ${result.result}`
  const blocks = [
    `### ${mdText(heading)}`,
    mdText(result.reason),
    ...result.warnings.map((w) => `> [!WARNING]\n> ${mdText(w)}`),
    settings.targets.length > 1 ? severalTargets(settings, result) : oneTarget(settings, result)
  ]
  if (result.diff) blocks.push(mdFence(result.diff, 'diff'))
  return summary.addRaw(`${blocks.join('\n\n')}\n\n`)
}

function prLink(result: OpenResult): string | undefined {
  return result.pr ? mdLink(`PR #${result.pr.number}`, result.pr.url) : undefined
}

/** `<code>ghcr.io/acme/todo-api:1.4.2</code> <code>46aef5661111</code>`, the name unclipped. */
function image(reference: string | undefined): string {
  if (!reference) return NONE
  const { name, tag, digest } = imageParts(reference)
  const named = mdCode(`${name}${tag === undefined ? '' : `:${tag}`}`)
  return digest === undefined ? `${named} (no digest)` : `${named} ${mdCode(shortDigestOf(digest))}`
}

function oneTarget(settings: OpenSettings, result: OpenResult): string {
  const code = (v: string | undefined): string => (v ? mdCode(v) : NONE)
  const rows: [string, string][] = [
    ['Config repo', code(`${settings.configRepo.owner}/${settings.configRepo.repo}`)],
    ['Manifest', code(settings.manifest)],
    ['Resource', code(result.resource ? resourceLabel(result.resource) : undefined)],
    ...fieldRows(result.targets[0]?.fields),
    ['Branch', code(result.branch)],
    ['Pull request', prLink(result) ?? NONE],
    ['Old image', image(result.oldImage)],
    ['New image', image(settings.image)],
    ...promotionRows(settings.promotion)
  ]
  return ['| Field | Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n')
}

/** The fields changed, where they are not the `spec.image` a release always changed. */
function fieldRows(fields: readonly string[] | undefined): [string, string][] {
  return fields === undefined ? [] : [['Fields', fields.map((f) => mdCode(f)).join(', ')]]
}

function severalTargets(settings: OpenSettings, result: OpenResult): string {
  const promotion = promotionRows(settings.promotion).map(([k, v]) => ` ${k} ${v}.`)
  const pr = prLink(result)
  const where =
    `Config repo ${mdCode(`${settings.configRepo.owner}/${settings.configRepo.repo}`)}, branch ${mdCode(result.branch)}` +
    `${pr ? `, ${pr}` : ''}.${promotion.join('')}`
  const rows = result.targets.map(
    (t) =>
      `| ${t.manifest ? mdPath(t.manifest) : NONE} | ${t.resource ? mdText(resourceLabel(t.resource)) : NONE}${t.fields ? ` (${t.fields.map((f) => mdCode(f)).join(', ')})` : ''} | ` +
      `${t.oldImage && t.newImage ? mdImageChange(t.oldImage, t.newImage) : t.newImage ? mdImage(t.newImage) : NONE} |`
  )
  return [where, ['| Manifest | Resource | Image change |', '|---|---|---|', ...rows].join('\n')].join('\n\n')
}

/** Where a promoted image came from and what proved it; nothing for `open`. */
function promotionRows(promotion: Promotion | undefined): [string, string][] {
  if (promotion === undefined) return []
  const e = promotion.evidence
  return [
    ['Promoted from', mdCode(promotion.fromManifest)],
    ...(e
      ? [
          [
            'Verified in',
            `${mdCode(e.environment)}: Deployment ${mdCode(String(e.deploymentId))} of ${mdCode(e.revision.slice(0, 12))}`
          ] as [string, string]
        ]
      : [])
  ]
}
