import type * as core from '@actions/core'
import { mdCode, mdText } from '../../markdown/escape.js'
import { renderMermaid } from '../timeline.js'
import type { ChainState } from '../types.js'
import { headline, linkLine, stepRows, type ReportContext } from './render.js'

type Summary = typeof core.summary

/** The job summary: the chain as a table (step, state, since, detail), the diagram and links. */
export function renderWaitSummary(summary: Summary, state: ChainState, context: ReportContext): Summary {
  summary
    .addHeading(headline(state, context.app), 3)
    .addRaw(mdText(state.message), true)
    .addRaw(
      `\n\nImage ${mdCode(context.image)}${state.revision ? ` at ${mdCode(state.revision.slice(0, 12))}` : ''}\n\n`,
      true
    )
  summary.addTable([
    [
      { data: 'Step', header: true },
      { data: 'State', header: true },
      { data: 'Since', header: true },
      { data: 'Detail', header: true }
    ],
    ...stepRows(state)
  ])
  summary.addRaw(`\n${renderMermaid(state)}\n`, true)
  for (const warning of state.warnings) summary.addRaw(`\n> [!WARNING]\n> ${mdText(warning)}\n`, true)
  const links = linkLine(context)
  if (links) summary.addRaw(`\n${links}\n`, true)
  return summary
}
