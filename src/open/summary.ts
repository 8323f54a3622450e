import type * as core from '@actions/core'
import { htmlPre, mdCode, mdText } from '../markdown/escape.js'
import { resourceLabel } from '../manifest/label.js'
import type { OpenResult } from './run.js'
import type { OpenSettings } from './settings.js'

type Summary = typeof core.summary

/** The job summary: outcome, the PR, and the exact one-line diff. */
export function renderOpenSummary(summary: Summary, settings: OpenSettings, result: OpenResult): Summary {
  const heading = settings.dryRun
    ? `gitops-release open (dry run): ${result.result}`
    : `gitops-release open: ${result.result}`
  summary.addHeading(heading, 3).addRaw(mdText(result.reason), true)
  const rows = [
    ['Config repo', `${settings.configRepo.owner}/${settings.configRepo.repo}`],
    ['Manifest', settings.manifest],
    ['Resource', result.resource ? resourceLabel(result.resource) : ''],
    ['Branch', result.branch],
    ['Old image', result.oldImage ?? ''],
    ['New image', settings.image]
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
