import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  findHealthCheckDirs,
  parseHealthTestFile,
  parseYaml,
  runHealthTestSuite
} from '../../../src/health/test-suite.js'

const HEALTH_DIR = fileURLToPath(new URL('../../../health/', import.meta.url))

describe('the health checks we ship (health/)', () => {
  it('pass their health_test.yaml in the default argocd-cm sandbox and with open libs', async () => {
    for (const openLibs of [false, true]) {
      const result = await runHealthTestSuite(HEALTH_DIR, { openLibs })
      expect(result.checks.map((c) => c.name)).toEqual([
        'decisionmodel.io/DecisionModel',
        'platform.example.io/Microservice'
      ])
      const failures = result.checks.flatMap((c) =>
        c.cases.filter((t) => !t.passed).map((t) => `${c.name}/${t.inputPath}: ${t.failure}`)
      )
      expect(failures).toEqual([])
      expect(result.failed).toBe(0)
    }
  })

  it('test every testdata file, and every test names an existing file', async () => {
    for (const dir of await findHealthCheckDirs(HEALTH_DIR)) {
      const cases = parseHealthTestFile(await readFile(path.join(dir, 'health_test.yaml'), 'utf8'))
      const referenced = cases.map((c) => c.inputPath).sort()
      const files = (await readdir(path.join(dir, 'testdata'))).map((f) => `testdata/${f}`).sort()
      expect(new Set(referenced)).toEqual(new Set(files))
      expect(referenced).toHaveLength(files.length)
    }
  })

  it('cover every row of the Microservice rules in SPEC.md', async () => {
    const cases = parseHealthTestFile(
      await readFile(path.join(HEALTH_DIR, 'platform.example.io/Microservice/health_test.yaml'), 'utf8')
    )
    const statusOf = (file: string): string | undefined =>
      cases.find((c) => c.inputPath === `testdata/${file}.yaml`)?.expected.status
    expect(statusOf('progressing_no_status')).toBe('Progressing')
    expect(statusOf('progressing_stale_generation_ready_true')).toBe('Progressing')
    expect(statusOf('degraded_stalled_wins_over_ready')).toBe('Degraded')
    expect(statusOf('degraded_stalled_reason_only')).toBe('Degraded')
    expect(statusOf('healthy_ready_true')).toBe('Healthy')
    expect(statusOf('progressing_ready_false')).toBe('Progressing')
    expect(statusOf('progressing_ready_unknown')).toBe('Progressing')
    expect(statusOf('progressing_no_conditions')).toBe('Progressing')
  })

  it('cover every DecisionModel phase, the Degraded message order, a stale generation and an unknown phase', async () => {
    const cases = parseHealthTestFile(
      await readFile(path.join(HEALTH_DIR, 'decisionmodel.io/DecisionModel/health_test.yaml'), 'utf8')
    )
    // Expected statuses per phase, for inputs whose status is for the current generation.
    const phases: Record<string, string[]> = {}
    let stale = 0
    for (const c of cases) {
      const input = parseYaml(
        await readFile(path.join(HEALTH_DIR, 'decisionmodel.io/DecisionModel', c.inputPath), 'utf8')
      ) as {
        metadata: { generation: number }
        status?: { phase?: string; observedGeneration?: number }
      }
      if (input.status && input.status.observedGeneration !== input.metadata.generation) {
        stale++
        expect(c.expected.status, c.inputPath).toBe('Progressing')
      } else if (input.status?.phase) {
        ;(phases[input.status.phase] ??= []).push(c.expected.status)
      }
    }
    expect(stale).toBeGreaterThan(0)
    expect(phases).toEqual({
      Ready: ['Healthy', 'Healthy'],
      Pending: ['Progressing'],
      Resolving: ['Progressing'],
      Caching: ['Progressing'],
      Starting: ['Progressing'],
      Evaluating: ['Progressing'],
      Promoting: ['Progressing'],
      AwaitingPromotion: ['Suspended'],
      Degraded: ['Degraded'],
      RolledBack: ['Degraded'],
      Failed: ['Degraded', 'Degraded'],
      Warming: ['Progressing']
    })
  })
})

describe('health/argocd-cm.yaml', () => {
  it('installs every shipped health.lua, byte for byte, under its resource.customizations.health key', async () => {
    const configMap = parseYaml(await readFile(path.join(HEALTH_DIR, 'argocd-cm.yaml'), 'utf8')) as {
      kind: string
      metadata: { name: string }
      data: Record<string, string>
    }
    expect(configMap.kind).toBe('ConfigMap')
    expect(configMap.metadata.name).toBe('argocd-cm')
    const expected: Record<string, string> = {}
    for (const dir of await findHealthCheckDirs(HEALTH_DIR)) {
      const [group, kind] = path.relative(HEALTH_DIR, dir).split(path.sep)
      expected[`resource.customizations.health.${group}_${kind}`] = await readFile(path.join(dir, 'health.lua'), 'utf8')
    }
    expect(Object.keys(configMap.data).sort()).toEqual(Object.keys(expected).sort())
    for (const [key, script] of Object.entries(expected)) expect(configMap.data[key], key).toBe(script)
  })
})
