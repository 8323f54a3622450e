/** The promotion table of the verdict: per image, the Deployment that verified its digest, or why none did. */
import { mdCode, mdLink, mdText } from '../../markdown/escape.js'
import { clip, marked, mdImage, mdPath, mdProse, NBSP } from '../../markdown/fit.js'
import type { PromotionLine } from '../release/promotion.js'

export function renderPromotion(lines: readonly PromotionLine[]): string[] {
  if (lines.length === 0) return []
  const rows = lines.map((l) => {
    const where = `${mdPath(l.file)} (${l.line})`
    const image = mdImage(l.image, { stacked: true })
    const from = `<br>from${NBSP}${mdCode(clip(l.environment, 24))}`
    const r = l.result
    if (r.ok === 'skipped')
      return `| ${marked('⚪', 'not checked')}${from} | ${where} | ${image} | ${mdProse(r.message)} |`
    if (!r.ok)
      return `| ${marked('❌', 'not verified')}${from} | ${where} | ${image} | ${mdCode(r.code)}: see why it was refused |`
    const e = r.evidence
    const link = /^https:\/\/\S+$/.test(e.url) ? `, ${linkTo(e.url)}` : ''
    return `| ${marked('✅', 'verified')}${from} | ${where} | ${image} | Deployment ${mdCode(String(e.deploymentId))} of revision ${mdCode(e.revision.slice(0, 7))}<br>${e.outcome === 'verified' ? 'verified' : 'success'} at ${mdText(e.verifiedAt)}${link} |`
  })
  return [
    '#### Promotion',
    ['| Evidence | File (line) | Image | Deployment |', '|---|---|---|---|', ...rows].join('\n')
  ]
}

/** The log link; a URL that does not decode (it came from whoever wrote the status) shows as code. */
function linkTo(url: string): string {
  try {
    return mdLink('log', url)
  } catch {
    return mdCode(clip(url))
  }
}
