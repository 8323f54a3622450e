import type { ChainState } from '../types.js'
import { reportBlocks, type ReportContext } from './render.js'

/** The sticky comment key: one comment per app on a release PR, edited as the phases advance. */
export function commentKey(app: string): string {
  return `wait:${app}`
}

/** The comment body: verdict, diagram, the chain as a table, warnings and links. */
export function renderComment(state: ChainState, context: ReportContext): string {
  return reportBlocks(state, context).join('\n\n')
}
