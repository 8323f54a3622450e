/** The provenance table of the verdict: per image, who built it, or why that is not proven. */
import { mdCode, mdLink, mdText } from '../../markdown/escape.js'
import type { ProvenanceLine } from '../release/apply.js'

const RUN_URL = /^https:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+\/actions\/runs\/\d+(?:\/attempts\/\d+)?$/

export function renderProvenance(lines: readonly ProvenanceLine[], policyFile: string): string[] {
  if (lines.length === 0) return []
  const rows = lines.map((l) => {
    const image = `${mdCode(l.file)} line ${l.line}: ${mdCode(l.image)}`
    const r = l.result
    if (r.ok === 'skipped') return `| ${image} | ⚪ not checked | ${mdText(r.message)} |`
    if (!r.ok) return `| ${image} | ❌ ${mdCode(r.code)} | ${mdText(r.message)} |`
    const e = r.evidence
    const run = RUN_URL.test(e.runUrl) ? mdLink('run', e.runUrl) : mdCode(e.runUrl || 'unknown run')
    const caller = e.buildConfig ? `, called from ${mdCode(e.buildConfig)}` : ''
    return `| ${image} | ✅ verified | ${mdCode(e.signerWorkflow)}${caller}; ref ${mdCode(e.ref)}, commit ${mdCode(e.commit)} of ${mdCode(e.repository)}, ${run} |`
  })
  return [
    '',
    `#### Provenance (policy ${mdCode(policyFile)})`,
    '',
    '| Image | Provenance | Built by / reason |',
    '|---|---|---|',
    ...rows
  ]
}
