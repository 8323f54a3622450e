import { describe, expect, it } from 'vitest'
import { healthReader, HealthChecksRefused, type HealthCheckEntry } from '../../../src/flux-health/evaluate.js'
import { readHealthChecks } from '../../../src/flux-health/health-checks-file.js'
import { readObject } from '../../../src/flux-health/test-suite.js'

// How Flux picks and runs a healthCheckExprs entry (fluxcd/pkg runtime/cel status_reader.go
// NewStatusReader and genericStatusReader, status_evaluator.go Evaluate), tested on entries and
// objects of our own, apart from the shipped suites and Flux's extracted cases.

const now = () => 0
const reader = (entries: HealthCheckEntry[]) => healthReader(entries, { now })
const object = (apiVersion: string, kind: string, status: Record<string, unknown> = {}) => ({
  apiVersion,
  kind,
  metadata: { name: 'x', generation: 1n },
  status: { observedGeneration: 1n, ...status }
})

describe('which entry judges an object', () => {
  const groupOnly: HealthCheckEntry = { apiVersion: 'example.com/v1', current: "status.by == 'group'" }
  const withKind: HealthCheckEntry = {
    apiVersion: 'example.com/v1',
    kind: 'Rollout',
    current: "status.by == 'kind'"
  }

  it('applies a group-only entry to every kind of its group, whatever the version', () => {
    const health = reader([groupOnly])
    for (const [apiVersion, kind] of [
      ['example.com/v1', 'Rollout'],
      ['example.com/v2beta1', 'Canary'],
      ['example.com/v1', 'Anything']
    ] as const) {
      const result = health.evaluate(object(apiVersion, kind, { by: 'group' }))
      expect(result).toMatchObject({
        status: 'Current',
        decidedBy: 'healthCheckExprs[0] (example.com group): current is true'
      })
    }
  })

  it('leaves other groups, and the core group, to kstatus', () => {
    const health = reader([groupOnly])
    expect(health.evaluate(object('other.example.com/v1', 'Rollout')).decidedBy).toMatch(/^kstatus: /)
    expect(health.evaluate(object('v1', 'ConfigMap')).decidedBy).toMatch(/^kstatus: /)
  })

  it('lets an entry with the kind win over a group-only one, in either order', () => {
    for (const entries of [
      [groupOnly, withKind],
      [withKind, groupOnly]
    ]) {
      const health = reader(entries)
      const rollout = health.evaluate(object('example.com/v1', 'Rollout', { by: 'kind' }))
      expect(rollout.status).toBe('Current')
      expect(rollout.decidedBy).toContain('(example.com/Rollout)')
      const canary = health.evaluate(object('example.com/v1', 'Canary', { by: 'group' }))
      expect(canary.status).toBe('Current')
      expect(canary.decidedBy).toContain('(example.com group)')
    }
  })

  it('matches group and kind exactly, case included, as a Go map key does', () => {
    const health = reader([withKind])
    expect(health.evaluate(object('example.com/v1', 'rollout')).decidedBy).toMatch(/^kstatus: /)
    expect(health.evaluate(object('Example.com/v1', 'Rollout')).decidedBy).toMatch(/^kstatus: /)
    expect(health.evaluate(object('example.com/v1', 'Rollout', { by: 'kind' })).status).toBe('Current')
  })

  it('matches a core-group kind by apiVersion v1', () => {
    const health = reader([{ apiVersion: 'v1', kind: 'ConfigMap', current: 'true' }])
    expect(health.evaluate(object('v1', 'ConfigMap')).decidedBy).toBe(
      'healthCheckExprs[0] (ConfigMap): current is true'
    )
  })
})

describe('lists Flux refuses as a whole', () => {
  const refusal = (entries: HealthCheckEntry[]): HealthChecksRefused => {
    try {
      reader(entries)
    } catch (error) {
      expect(error).toBeInstanceOf(HealthChecksRefused)
      return error as HealthChecksRefused
    }
    throw new Error('the list was accepted')
  }

  it.each([
    [
      'the same group and kind twice',
      [
        { apiVersion: 'example.com/v1', kind: 'Rollout', current: 'true' },
        { apiVersion: 'example.com/v2', kind: 'Rollout', current: 'false' }
      ],
      'duplicate custom health check for GroupKind Rollout.example.com at healthchecks[1]'
    ],
    [
      'the same group without a kind twice',
      [
        { apiVersion: 'example.com/v1', current: 'true' },
        { apiVersion: 'example.com/v1beta1', current: 'true' }
      ],
      'duplicate custom health check for GroupKind .example.com at healthchecks[1]'
    ],
    [
      'a core kind twice',
      [
        { apiVersion: 'v1', kind: 'ConfigMap', current: 'true' },
        { apiVersion: 'v1', kind: 'ConfigMap', current: 'true' }
      ],
      'duplicate custom health check for GroupKind ConfigMap at healthchecks[1]'
    ],
    [
      'an empty current',
      [{ apiVersion: 'example.com/v1', kind: 'Rollout', current: '' }],
      'failed to create custom status evaluator for healthchecks[0]: expression Current not specified'
    ],
    [
      // A duplicate is found before the entry's expressions are parsed.
      'a duplicate whose expression would not parse',
      [
        { apiVersion: 'example.com/v1', kind: 'Rollout', current: 'true' },
        { apiVersion: 'example.com/v1', kind: 'Rollout', current: 'status.' }
      ],
      'duplicate custom health check for GroupKind Rollout.example.com at healthchecks[1]'
    ]
  ] as [string, HealthCheckEntry[], string][])('%s', (_what, entries, message) => {
    const error = refusal(entries)
    expect(error.message).toBe(message)
    expect(error.refused).toBe(false)
  })

  it('refuses the whole list for one expression that does not parse, naming which', () => {
    const error = refusal([
      { apiVersion: 'example.com/v1', kind: 'Good', current: 'true' },
      { apiVersion: 'example.com/v1', kind: 'Bad', current: 'true', failed: 'status.phase ==' }
    ])
    expect(error.message).toMatch(
      /^failed to create custom status evaluator for healthchecks\[1\]: failed to parse the expression Failed: failed to parse the CEL expression 'status\.phase =='/
    )
    expect(error.refused).toBe(false)
  })

  it('reports Current before Failed and InProgress when several do not parse, as NewStatusEvaluator parses them', () => {
    const error = refusal([{ apiVersion: 'example.com/v1', current: 'a.', failed: 'b.', inProgress: 'c.' }])
    expect(error.message).toContain('failed to parse the expression Current')
  })

  it('refuses an entry read from a file without current', () => {
    const { entries } = readHealthChecks('- apiVersion: example.com/v1\n  kind: Rollout\n  failed: "true"\n')
    expect(refusal(entries).message).toContain('expression Current not specified')
  })

  it('marks a list refused for what health-test cannot evaluate, not for what Flux refuses', () => {
    const error = refusal([{ apiVersion: 'example.com/v1', current: "'%s'.format(['a']) == 'a'" }])
    expect(error.refused).toBe(true)
    expect(error.message).toContain('format()')
  })
})

describe('how an entry decides', () => {
  const entry = (exprs: Partial<HealthCheckEntry>): HealthCheckEntry => ({
    apiVersion: 'example.com/v1',
    kind: 'Rollout',
    current: 'false',
    ...exprs
  })
  const evaluate = (exprs: Partial<HealthCheckEntry>, status: Record<string, unknown> = {}) =>
    reader([entry(exprs)]).evaluate(object('example.com/v1', 'Rollout', status))

  it('evaluates inProgress, then failed, then current: the first true one wins', () => {
    expect(evaluate({ inProgress: 'true', failed: 'true', current: 'true' }).status).toBe('InProgress')
    expect(evaluate({ inProgress: 'false', failed: 'true', current: 'true' }).status).toBe('Failed')
    expect(evaluate({ inProgress: 'false', failed: 'false', current: 'true' }).status).toBe('Current')
    expect(evaluate({ failed: 'true', current: 'true' }).decidedBy).toContain('failed is true')
  })

  it('calls an object with no true expression InProgress', () => {
    const health = evaluate({ inProgress: 'false', failed: 'false', current: 'false' })
    expect(health).toMatchObject({ status: 'InProgress', message: '' })
    expect(health.decidedBy).toContain('no expression is true')
  })

  it('stops at the first true expression, so a later one is never evaluated', () => {
    expect(evaluate({ inProgress: 'true', failed: 'status.missing', current: 'status.missing' }).status).toBe(
      'InProgress'
    )
  })

  it('reports an evaluation error as Unknown, the error as the message, never as false', () => {
    const health = evaluate({ inProgress: 'status.missing == 1', current: 'true' })
    expect(health).toMatchObject({
      status: 'Unknown',
      message: "failed to evaluate the CEL expression 'status.missing == 1': no such key: missing",
      error: "failed to evaluate the CEL expression 'status.missing == 1': no such key: missing"
    })
    expect(health.decidedBy).toBe(
      'healthCheckExprs[0] (example.com/Rollout): inProgress failed to evaluate; Flux would keep waiting until the timeout'
    )
    expect(health.refused).toBeUndefined()
  })

  it('reports a non-boolean result as Unknown', () => {
    const health = evaluate({ current: 'status.phase' }, { phase: 'Ready' })
    expect(health).toMatchObject({
      status: 'Unknown',
      message: "failed to evaluate CEL expression as boolean: 'status.phase'"
    })
  })

  it("marks a refusal at run time as health-test's, naming the function", () => {
    const health = evaluate({ current: 'status.phase.matches(status.pattern)' }, { phase: 'x', pattern: '(?m)^x' })
    expect(health).toMatchObject({ status: 'Unknown', refused: true })
    expect(health.message).toContain('matches()')
  })
})

describe('the generation check, before any expression', () => {
  const health = reader([{ apiVersion: 'example.com/v1', kind: 'Rollout', current: 'true', failed: 'true' }])
  const rollout = (generation: string, observed: string) =>
    readObject(
      `apiVersion: example.com/v1\nkind: Rollout\nmetadata:\n  generation: ${generation}\nstatus:\n  observedGeneration: ${observed}\n`
    )

  it('calls a stale object InProgress without evaluating an expression, even one that is true', () => {
    const result = health.evaluate(rollout('3', '2'))
    expect(result.status).toBe('InProgress')
    expect(result.decidedBy).toBe(
      'healthCheckExprs[0] (example.com/Rollout): status.observedGeneration 2 is not metadata.generation 3, checked before any expression'
    )
  })

  it('compares int64s: 2^53 + 1 and 2^53 differ, though equal as JavaScript numbers', () => {
    expect(2 ** 53 + 1).toBe(2 ** 53)
    const stale = health.evaluate(rollout('9007199254740993', '9007199254740992'))
    expect(stale.status).toBe('InProgress')
    expect(stale.decidedBy).toContain('9007199254740992 is not metadata.generation 9007199254740993')
    expect(health.evaluate(rollout('9223372036854775807', '9223372036854775807')).status).toBe('Failed')
  })

  it('skips the check when either field is absent or not an int64, as NestedInt64 then fails', () => {
    const noObserved = readObject('apiVersion: example.com/v1\nkind: Rollout\nmetadata:\n  generation: 2\nstatus: {}\n')
    expect(health.evaluate(noObserved).status).toBe('Failed')
    expect(health.evaluate(rollout('2', '"1"')).status).toBe('Failed')
    expect(health.evaluate(rollout('2', '1.5')).status).toBe('Failed')
    expect(health.evaluate(rollout('"2"', '1')).status).toBe('Failed')
  })

  it('leaves a generation that matches to the expressions', () => {
    expect(health.evaluate(rollout('2', '2')).status).toBe('Failed')
  })
})
