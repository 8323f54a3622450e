/** The promotion table of the verdict: per image, the Deployment that verified its digest, or why none did. */
import { mdCode, mdLink, mdText } from '../../markdown/escape.js'
import type { PromotionLine } from '../release/promotion.js'

export function renderPromotion(lines: readonly PromotionLine[]): string[] {
  if (lines.length === 0) return []
  const rows = lines.map((l) => {
    const image = `${mdCode(l.file)} line ${l.line}: ${mdCode(l.image)}`
    const from = mdCode(l.environment)
    const r = l.result
    if (r.ok === 'skipped') return `| ${image} | ${from} | ⚪ not checked | ${mdText(r.message)} |`
    if (!r.ok) return `| ${image} | ${from} | ❌ ${mdCode(r.code)} | ${mdText(r.message)} |`
    const e = r.evidence
    const link = /^https:\/\/\S+$/.test(e.url) ? `, ${linkTo(e.url)}` : ''
    return `| ${image} | ${from} | ✅ verified | Deployment ${mdCode(String(e.deploymentId))} of revision ${mdCode(e.revision.slice(0, 7))}, success at ${mdCode(e.verifiedAt)}${link} |`
  })
  return [
    '',
    '#### Promotion',
    '',
    '| Image | Promoted from | Evidence | Deployment / reason |',
    '|---|---|---|---|',
    ...rows
  ]
}

/** The log link; a URL that does not decode (it came from whoever wrote the status) shows as code. */
function linkTo(url: string): string {
  try {
    return mdLink('log', url)
  } catch {
    return mdCode(url)
  }
}
