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
import { D1, SCENARIOS } from '../../helpers/kustomize-scenarios.js'

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
