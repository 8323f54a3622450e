/**
 * The kustomize release PRs of test/helpers/kustomize-scenarios.ts gated with the render proof on,
 * then rendered independently with the real kustomize (test/helpers/render-diff.ts): every PR
 * the gate accepts renders, in every kustomization that builds it, to nothing more than the
 * release's digest, and the gate's own render agrees; every attack it refuses for what it
 * renders does render something else for real.
 */
import { describe, expect, it } from 'vitest'
import { judgeChanges } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS } from '../../../src/gate/policy.js'
import { RELEASE, SCENARIOS, type Scenario } from '../../helpers/kustomize-scenarios.js'
import { NO_KUSTOMIZE, renderer } from '../../helpers/kustomize.js'
import { memorySource, type Tree } from '../../helpers/memory-repo.js'
import { onlyDigests, renderDiff } from '../../helpers/render-diff.js'

const head = (s: Scenario): Tree => ({ ...s.base, ...s.changes })

describe.skipIf(NO_KUSTOMIZE)('kustomize release PRs, rendered for real', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
    const verdict = await judgeChanges(
      memorySource(s.base, s.changes),
      {
        paths: DEFAULT_PATHS,
        selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
        allowTagChange: s.allowTagChange ?? false,
        allowDowngrade: false
      },
      undefined,
      { render: 'auto', renderer: renderer() }
    )
    expect([...new Set(verdict.reasons.map((r) => r.code))], JSON.stringify(verdict.reasons, null, 1)).toEqual(s.codes)
    const report = verdict.kustomize
    if (s.codes.length === 0) {
      for (const root of report?.roots ?? []) {
        const dir = root.slice(0, root.lastIndexOf('/'))
        const diff = renderDiff(s.base, head(s), dir)
        expect(
          onlyDigests(await diff, [s.pin ?? RELEASE], s.allowTagChange),
          `${root}: ${JSON.stringify(await diff)}`
        ).toBe(true)
      }
      if (report !== undefined) expect(report.proof).toMatchObject({ rendered: true })
      return
    }
    if (s.codes.includes('rendered-effect') && report !== undefined) {
      // The refusal is real: some kustomization that builds it renders more than the digest, or nothing.
      const diffs = await Promise.all(
        report.roots.map((root) => renderDiff(s.base, head(s), root.slice(0, root.lastIndexOf('/'))))
      )
      expect(
        diffs.some((d) => !onlyDigests(d, [s.pin ?? RELEASE]) || (d.ok && d.moves.length === 0)),
        JSON.stringify(diffs)
      ).toBe(true)
    }
  })
})
