/** The provenance table of the verdict: per image, who built it, or why that is not proven. */
import { mdCode, mdLink } from '../../markdown/escape.js'
import { clipStart, marked, mdImage, mdPath, mdProse } from '../../markdown/fit.js'
import type { ProvenanceLine } from '../release/apply.js'

/** Signed values keep their last 32 characters in the table: the workflow file and ref. */
const CLIP = 32

const RUN_URL = /^https:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+\/actions\/runs\/\d+(?:\/attempts\/\d+)?$/

/**
 * The table shows each signed value clipped to fit the column (the end, which names the
 * workflow file and ref, is kept); a `<details>` under it has them in full.
 */
export function renderProvenance(lines: readonly ProvenanceLine[], policyFile: string): string[] {
  if (lines.length === 0) return []
  const rows = lines.map((l) => {
    const where = `${mdPath(l.file)} (${l.line})`
    const image = mdImage(l.image, { stacked: true })
    const r = l.result
    if (r.ok === 'skipped') return `| ${marked('⚪', 'not checked')} | ${where} | ${image} | ${mdProse(r.message)} |`
    if (!r.ok)
      return `| ${marked('❌', 'not verified')} | ${where} | ${image} | ${mdCode(r.code)}: see why it was refused |`
    const e = r.evidence
    const caller = e.buildConfig ? `, called from ${mdCode(clipStart(e.buildConfig, CLIP))}` : ''
    return `| ${marked('✅', 'verified')} | ${where} | ${image} | ${mdCode(clipStart(e.signerWorkflow, CLIP))}${caller}<br>ref ${mdCode(clipStart(e.ref, CLIP))}, commit ${mdCode(e.commit.slice(0, 12))}<br>of ${mdCode(clipStart(e.repository.replace(/^https:\/\/[^/]+\//, ''), CLIP))}, ${runLink(e.runUrl)} |`
  })
  const verified = lines.flatMap((l) => (l.result.ok === true ? [{ line: l, evidence: l.result.evidence }] : []))
  const full = verified.map(({ line, evidence: e }) =>
    [
      `- ${mdCode(line.file)} line ${line.line}: ${mdCode(line.image)}`,
      `  - signed by ${mdCode(e.signerWorkflow)}${e.buildConfig ? `, called from ${mdCode(e.buildConfig)}` : ''}`,
      `  - ref ${mdCode(e.ref)}, commit ${mdCode(e.commit)} of ${mdCode(e.repository)}`,
      `  - run ${RUN_URL.test(e.runUrl) ? mdLink(e.runUrl, e.runUrl) : mdCode(e.runUrl || 'unknown')}`
    ].join('\n')
  )
  return [
    `#### Provenance (policy ${mdCode(policyFile)})`,
    ['| Provenance | File (line) | Image | Built by |', '|---|---|---|---|', ...rows].join('\n'),
    ...(full.length > 0
      ? [['<details><summary>Attestations in full</summary>', '', ...full, '', '</details>'].join('\n')]
      : [])
  ]
}

function runLink(url: string): string {
  return RUN_URL.test(url) ? mdLink('run', url) : mdCode(clipStart(url || 'unknown run', CLIP))
}
