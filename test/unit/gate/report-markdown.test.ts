import { describe, expect, it } from 'vitest'
import type { ImageChange } from '../../../src/gate/rule/compare.js'
import type { Reason } from '../../../src/gate/reasons.js'
import { MAX_ROWS, renderVerdictMarkdown, type ReportContext } from '../../../src/gate/report/markdown.js'
import type { GateVerdict } from '../../../src/gate/verdict.js'
import { DIGEST_A, DIGEST_B } from '../../../standins/fixtures.js'

const FILE = 'apps/todo-api/prod/microservice.yaml'
const BEFORE = `ghcr.io/acme/todo-api:1.5.0@${DIGEST_A}`
const AFTER = `ghcr.io/acme/todo-api:1.5.1@${DIGEST_B}`

function change(file: string, line: number, reasons: Reason[] = []): ImageChange {
  const resource = {
    apiGroup: 'platform.example.io',
    apiVersion: 'v1',
    kind: 'Microservice',
    namespace: 'todo',
    name: 'todo-api'
  }
  return {
    file,
    line,
    before: BEFORE,
    after: AFTER,
    reasons,
    documentIndex: 0,
    resource,
    format: 'manifest',
    path: 'spec.image',
    field: 'spec.image'
  }
}

function context(changes: ImageChange[], extra: Partial<ReportContext> = {}): ReportContext {
  const reasons = changes.flatMap((c) => c.reasons)
  const files = [...new Set(changes.map((c) => c.file))].map((path) => {
    const mine = changes.filter((c) => c.file === path)
    const why = mine.flatMap((c) => c.reasons)
    return {
      path,
      status: 'modified' as const,
      verdict: why.length ? ('reject' as const) : ('accept' as const),
      reasons: why,
      changes: mine
    }
  })
  const gate: GateVerdict = {
    verdict: reasons.length ? 'reject' : 'accept',
    base: 'a'.repeat(40),
    head: 'b'.repeat(40),
    files,
    changes,
    reasons
  }
  return { verdict: gate.verdict, gate, outOfScope: undefined, reasons, headSha: gate.head, ...extra }
}

describe('the verdict as markdown', () => {
  it('puts the verdict first in a four-column table, images as tag and short digest', () => {
    const md = renderVerdictMarkdown(context([change(FILE, 8)]))
    expect(md).toContain(
      'Checked 1 file from <code>aaaaaaaaaaaa</code> (merge base) to <code>bbbbbbbbbbbb</code>: 1 image change, 0 reasons to refuse.'
    )
    expect(md).toContain(
      '| Verdict | File (line) | Resource | Image change |\n|---|---|---|---|\n' +
        '| ✅&nbsp;accept | <code>apps/todo-api/prod/</code><br><code>microservice.yaml</code> (8) | Microservice<br>todo/todo-api | ' +
        '<code>todo-api:1.5.0</code> <code>46aef5661111</code><br>→&nbsp;<code>todo-api:1.5.1</code> <code>28492db02222</code> |'
    )
    // Full references once, folded away; nowhere else.
    expect(md).toContain(
      `<details><summary>Full image references</summary>\n\n- <code>${FILE}</code> line 8, Microservice todo/todo-api\n` +
        `  - before: <code>${BEFORE.replace('@', '&#64;')}</code>\n  - after: <code>${AFTER.replace('@', '&#64;')}</code>`
    )
    expect(md.split(DIGEST_B.slice(7)).length).toBe(2)
    expect(md).not.toContain('Why it was refused')
  })

  it('lists the reasons under the table, digests shortened, escaped', () => {
    const why: Reason = {
      code: 'not-promoted',
      file: FILE,
      line: 8,
      message: `"${FILE}" line 8: 1 Deployment in "dev" pins ${DIGEST_B}, none reached success; @admins #12`
    }
    const prWide: Reason = { code: 'incomplete-listing', message: 'GitHub did not list every file.' }
    const c = context([change(FILE, 8, [why])])
    const md = renderVerdictMarkdown({ ...c, reasons: [prWide, why] })
    expect(md).toContain('| ❌&nbsp;reject |')
    expect(md).toContain(
      '#### Why it was refused\n\n- ❌ <code>incomplete-listing</code>: GitHub did not list every file.\n' +
        `- ❌ <code>not-promoted</code>: &#34;${FILE}&#34; line 8: 1 Deployment in &#34;dev&#34; pins sha256:28492db02222…, none reached success; &#64;admins &#35;12`
    )
    expect(md).toContain('2 reasons to refuse')
  })

  it('writes each paragraph of "What this gate proves" on one line', () => {
    const md = renderVerdictMarkdown(context([change(FILE, 8)], { policyFile: '.github/gitops-release.yaml' }))
    const proves = md.slice(md.indexOf('<details><summary>What this gate proves'))
    const paragraphs = proves.split('\n\n').slice(1, -1)
    // The diff rule, what kustomize renders (issue 33), the release policy, what it does not prove.
    expect(paragraphs).toHaveLength(4)
    for (const p of paragraphs) expect(p).not.toContain('\n')
    expect(paragraphs[0]).toMatch(/^Each changed file .* pinned to a `sha256` digest\.$/)
  })

  it('caps the table, the reasons and the references, and stays under GitHub’s 65,536 characters', () => {
    const changes = Array.from({ length: 500 }, (_, i) => {
      const file = `clusters/production/tenants/team-${i}/overlays/production/microservice.yaml`
      return change(file, 8, [
        { code: 'tag-change', file, line: 8, message: `"${file}" line 8: the tag changed from 1.5.0 to 1.5.1.` }
      ])
    })
    const md = renderVerdictMarkdown(context(changes))
    expect(md.length).toBeLessThan(65_536)
    expect(md).toContain(`| — | ${500 - MAX_ROWS} more rows not shown | — | — |`)
    expect(md).toContain(`- ${500 - MAX_ROWS} more reasons: see the check run's annotations.`)
    expect(md).toContain(`- ${500 - MAX_ROWS} more image changes not shown.`)
  })

  it('says a PR is not a release PR without judging it', () => {
    const md = renderVerdictMarkdown({
      verdict: 'neutral',
      gate: undefined,
      outOfScope: 'the branch is feature/x',
      reasons: [],
      headSha: 'b'.repeat(40)
    })
    expect(md).toMatch(/^### ⚪ gitops-release gate: neutral\n\nNot a release PR \(the branch is feature\/x\)/)
    expect(md).not.toContain('| Verdict |')
  })
})
