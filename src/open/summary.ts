import type * as core from '@actions/core'
import { htmlPre, mdCode, mdText } from '../markdown/escape.js'
import { resourceLabel } from '../manifest/label.js'
import type { OpenResult } from './run.js'
import type { Promotion } from './promotion.js'
import type { OpenSettings } from './settings.js'

type Summary = typeof core.summary

/** The job summary of `open` (and of `promote`, with its evidence): outcome, the PR, the exact diff. */
export function renderOpenSummary(summary: Summary, settings: OpenSettings, result: OpenResult): Summary {
  const command = settings.promotion ? 'promote' : 'open'
  const heading = `gitops-release ${command}${settings.dryRun ? ' (dry run)' : ''}: ${result.result}`
  summary.addHeading(heading, 3).addRaw(mdText(result.reason), true)
  if (settings.targets.length > 1) severalTargets(summary, settings, result)
  else oneTarget(summary, settings, result)
  if (result.pr) summary.addLink(`PR #${result.pr.number}`, result.pr.url).addBreak()
  if (result.diff) summary.addRaw(htmlPre(result.diff, 'diff'), true)
  return summary
}

function oneTarget(summary: Summary, settings: OpenSettings, result: OpenResult): void {
  const rows = [
    ['Config repo', `${settings.configRepo.owner}/${settings.configRepo.repo}`],
    ['Manifest', settings.manifest],
    ['Resource', result.resource ? resourceLabel(result.resource) : ''],
    ['Branch', result.branch],
    ['Old image', result.oldImage ?? ''],
    ['New image', settings.image],
    ...promotionRows(settings.promotion)
  ]
  summary.addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows.map(([k, v]) => [k!, v ? mdCode(v) : ''])
  ])
}

function severalTargets(summary: Summary, settings: OpenSettings, result: OpenResult): void {
  const code = (v: string | undefined): string => (v ? mdCode(v) : '')
  const promotion = promotionRows(settings.promotion).map(([k, v]) => ` ${k} ${mdCode(v)}.`)
  summary
    .addRaw(
      `Config repo ${mdCode(`${settings.configRepo.owner}/${settings.configRepo.repo}`)}, branch ${mdCode(result.branch)}.${promotion.join('')}`,
      true
    )
    .addTable([
      ['Manifest', 'Resource', 'Old image', 'New image'].map((data) => ({ data, header: true })),
      ...result.targets.map((t) => [
        code(t.manifest),
        code(t.resource ? resourceLabel(t.resource) : undefined),
        code(t.oldImage),
        code(t.newImage)
      ])
    ])
}

/** Where a promoted image came from and what proved it; nothing for `open`. */
function promotionRows(promotion: Promotion | undefined): [string, string][] {
  if (promotion === undefined) return []
  const e = promotion.evidence
  return [
    ['Promoted from', promotion.fromManifest],
    ...(e
      ? [['Verified in', `${e.environment}: Deployment ${e.deploymentId} of ${e.revision}`] as [string, string]]
      : [])
  ]
}
