import type * as core from '@actions/core'
import { htmlPre, mdCode, mdText } from '../markdown/escape.js'
import { resourceLabel } from '../manifest/label.js'
import type { OpenResult } from './run.js'
import type { OpenSettings } from './settings.js'

type Summary = typeof core.summary

/** The job summary of `open` (and of `promote`, with its evidence): outcome, the PR, the exact diff. */
export function renderOpenSummary(summary: Summary, settings: OpenSettings, result: OpenResult): Summary {
  const { promotion } = settings
  const command = promotion ? 'promote' : 'open'
  const heading = `gitops-release ${command}${settings.dryRun ? ' (dry run)' : ''}: ${result.result}`
  summary.addHeading(heading, 3).addRaw(mdText(result.reason), true)
  if (settings.targets.length > 1) return severalTargets(summary, settings, result)
  const rows = [
    ['Config repo', `${settings.configRepo.owner}/${settings.configRepo.repo}`],
    ['Manifest', settings.manifest],
    ['Resource', result.resource ? resourceLabel(result.resource) : ''],
    ['Branch', result.branch],
    ['Old image', result.oldImage ?? ''],
    ['New image', settings.image],
    ...(promotion ? [['Promoted from', promotion.fromManifest]] : []),
    ...(promotion?.evidence
      ? [
          [
            'Verified in',
            `${promotion.evidence.environment}: Deployment ${promotion.evidence.deploymentId} of ${promotion.evidence.revision}`
          ]
        ]
      : [])
  ]
  summary.addTable([
    [
      { data: 'Field', header: true },
      { data: 'Value', header: true }
    ],
    ...rows.map(([k, v]) => [k!, v ? mdCode(v) : ''])
  ])
  if (result.pr) summary.addLink(`PR #${result.pr.number}`, result.pr.url).addBreak()
  if (result.diff) summary.addRaw(htmlPre(result.diff, 'diff'), true)
  return summary
}

function severalTargets(summary: Summary, settings: OpenSettings, result: OpenResult): Summary {
  const code = (v: string | undefined): string => (v ? mdCode(v) : '')
  summary
    .addRaw(
      `Config repo ${mdCode(`${settings.configRepo.owner}/${settings.configRepo.repo}`)}, branch ${mdCode(result.branch)}.`,
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
  if (result.pr) summary.addLink(`PR #${result.pr.number}`, result.pr.url).addBreak()
  if (result.diff) summary.addRaw(htmlPre(result.diff, 'diff'), true)
  return summary
}
