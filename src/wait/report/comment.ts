import { mdCode, mdText } from '../../markdown/escape.js'
import { renderMermaid } from '../timeline.js'
import type { ChainState } from '../types.js'
import { headline, linkLine, markdownTable, type ReportContext } from './render.js'

/** The sticky comment key: one comment per app on a release PR, edited as the phases advance. */
export function commentKey(app: string): string {
  return `wait:${app}`
}

/** The comment body: verdict, diagram, the chain as a table, warnings and links. */
export function renderComment(state: ChainState, context: ReportContext): string {
  const parts = [
    `### ${headline(state, context.app)}`,
    `${mdText(state.message)}`,
    `Image ${mdCode(context.image)}${state.revision ? ` at ${mdCode(state.revision.slice(0, 12))}` : ''}`,
    renderMermaid(state),
    markdownTable(state)
  ]
  if (state.warnings.length > 0) parts.push(state.warnings.map((w) => `> [!WARNING]\n> ${mdText(w)}`).join('\n\n'))
  const links = linkLine(context)
  if (links) parts.push(links)
  return parts.join('\n\n')
}
