import type * as core from '@actions/core'
import type { ChainState } from '../types.js'
import { reportBlocks, type ReportContext } from './render.js'

type Summary = typeof core.summary

/**
 * The job summary: the comment's report, in the same order (GitHub reads the summary as
 * markdown, so the diagram and the table render as they do in the comment).
 */
export function renderWaitSummary(summary: Summary, state: ChainState, context: ReportContext): Summary {
  return summary.addRaw(reportBlocks(state, context).join('\n\n'), true)
}
