/**
 * The gate's static rule on release PRs against kustomize config repos
 * (test/helpers/kustomize-scenarios.ts): the legitimate pins accepted, with what each container
 * renders to; the attacks refused with their codes. No kustomize runs here: the integration test
 * renders the same scenarios with the real one.
 */
import { describe, expect, it } from 'vitest'
import { judgeChanges } from '../../../src/gate/judge.js'
import { DEFAULT_PATHS, type GatePolicy } from '../../../src/gate/policy.js'
import { memorySource } from '../../helpers/memory-repo.js'
import { D0, D1, SCENARIOS, deployment } from '../../helpers/kustomize-scenarios.js'

const policy = (allowTagChange = false): GatePolicy => ({
  paths: DEFAULT_PATHS,
  selector: { kind: 'Microservice', apiGroup: 'platform.example.io' },
  allowTagChange,
  allowDowngrade: false
})

describe('the static rule on kustomize release PRs', () => {
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
    const verdict = await judgeChanges(memorySource(s.base, s.changes), policy(s.allowTagChange))
    expect([...new Set(verdict.reasons.map((r) => r.code))], JSON.stringify(verdict.reasons, null, 1)).toEqual(s.codes)
    if (s.codes.length > 0) return
    // Every container the change moves ends at the release's digest, and the report says so.
    for (const c of verdict.kustomize?.changes ?? []) expect(c.after).toContain(D1)
  })

  it('reads nothing more for a manifest outside every kustomization', async () => {
    const reads: string[] = []
    const s = SCENARIOS.find((x) => x.name === 'a container bump outside any kustomization')!
    const verdict = await judgeChanges(memorySource(s.base, s.changes, reads), policy())
    expect(verdict.verdict).toBe('accept')
    expect(verdict.kustomize).toBeUndefined()
    expect(reads).toEqual([])
  })

  it('names the including kustomization and the repository the cluster would pull', async () => {
    const s = SCENARIOS.find((x) => x.name.startsWith('a kustomization that includes the overlay'))!
    const verdict = await judgeChanges(memorySource(s.base, s.changes), policy())
    expect(verdict.reasons[0]!.message).toMatch(/clusters\/prod\/kustomization.yaml/)
    expect(verdict.reasons[0]!.message).toMatch(/evil\.example\/web/)
    // The report shows what the cluster would get there.
    expect(verdict.kustomize?.changes.map((c) => [c.root, c.after.split('@')[0]])).toContainEqual([
      'clusters/prod/kustomization.yaml',
      'evil.example/web:1.4.2'
    ])
  })
})

describe("a kustomize refusal on each change it concerns (the per-change verdicts, the 'changes' output)", () => {
  it.each(SCENARIOS.filter((s) => s.codes.length > 0).map((s) => [s.name, s] as const))(
    '%s: no change of the refused PR is left accepted',
    async (_name, s) => {
      // Most of these are blamed on the entry's first line, or on a resources item, where no
      // change is: the change they concern must still say why it is refused.
      const verdict = await judgeChanges(memorySource(s.base, s.changes), policy(s.allowTagChange))
      expect(verdict.changes.length).toBeGreaterThan(0)
      for (const c of verdict.changes)
        expect(
          c.reasons.map((r) => r.code),
          `${c.file}:${c.line}`
        ).toEqual(expect.arrayContaining([s.codes[0]]))
    }
  )

  it('leaves a sound change of the same kustomization accepted when the refusal is at another change', async () => {
    const prod = 'apps/web/prod/kustomization.yaml'
    const entries = (d: string): string =>
      `  - name: web\n    newName: ghcr.io/acme/web\n    digest: ${d}\n  - name: api\n    newName: ghcr.io/acme/api\n    digest: ${d}\n`
    const base = {
      'apps/web/base/deployment.yaml': deployment('web', ['web:1.4.2']),
      'apps/web/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
      [prod]: `resources:\n  - ../base\nimages:\n${entries(D0)}`
    }
    const verdict = await judgeChanges(memorySource(base, { [prod]: base[prod].replaceAll(D0, D1) }), policy())
    const byLine = verdict.changes.map((c) => [c.line, c.reasons.map((r) => r.code)])
    // No container runs api, so its pin renders nowhere; web's renders as the release.
    expect(byLine).toEqual([
      [6, []],
      [9, ['rendered-effect']]
    ])
    expect(verdict.verdict).toBe('reject')
  })
})
