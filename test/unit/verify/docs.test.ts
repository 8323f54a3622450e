import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseVerifyConfig } from '../../../src/verify/parse.js'

const DOC = readFileSync(new URL('../../../docs/verify.md', import.meta.url), 'utf8')

describe('docs/verify.md', () => {
  it('opens with an example the parser takes as the doc says', () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(DOC)![1]!
    const { verify } = parse(yaml) as { verify: unknown }
    const config = parseVerifyConfig(verify, { env: (name) => (name === 'PROMETHEUS_TOKEN' ? 'token' : undefined) })
    expect(config.soakMs).toBe(600_000)
    expect(config.metrics.map((m) => [m.name, m.comparison, m.threshold.value])).toEqual([
      ['error ratio', '<', 0.01],
      ['p95 latency', '<', 0.3]
    ])
    expect(config.smoke?.steps.map((s) => `${s.method} ${s.url.source}`)).toEqual([
      'POST https://todo.dev.example.com/api/todos',
      'PATCH https://todo.dev.example.com/api/todos/{{ id }}',
      'DELETE https://todo.dev.example.com/api/todos/{{ id }}'
    ])
  })

  it('lists every setting the parser takes', () => {
    for (const key of [
      'soak',
      'interval',
      'inconclusive',
      'prometheus.url',
      'prometheus.method',
      'prometheus.bearer-token',
      'prometheus.basic-auth',
      'prometheus.headers',
      'prometheus.timeout',
      'metrics[].inconclusive-limit',
      'smoke.base-url',
      'smoke.retry-for',
      'smoke.repeat',
      'smoke.steps[].capture',
      'smoke.steps[].timeout'
    ])
      expect(DOC).toContain(`| \`${key}\``)
  })
})
