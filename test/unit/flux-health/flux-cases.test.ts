/* eslint-disable @typescript-eslint/no-explicit-any -- the fixtures are loose JSON read out of Go tables, one shape per case kind */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CelExpressionError, compileExpression } from '../../../src/flux-health/cel/expression.js'
import { healthReader, HealthChecksRefused } from '../../../src/flux-health/evaluate.js'
import { computeKstatus } from '../../../src/flux-health/kstatus/generic.js'
import { readObject } from '../../../src/flux-health/test-suite.js'

// Flux's own table-driven cases (scripts/extract-flux-health-fixtures.mjs reads them out of
// fluxcd/pkg runtime/cel and fluxcd/cli-utils pkg/kstatus/status), run through our evaluator:
// every answer must be Flux's, and every error an error, with Flux's words where cel-go's own
// parser diagnostics are not part of them.
//
// A fixture that is missing, empty, or holds fewer cases than the extraction gave at its pinned
// commit fails here, with the reason, rather than leaving a suite that passes on nothing.
function load(name: string, atLeast: number): any {
  const file = new URL(`../../flux-health-fixtures/${name}`, import.meta.url)
  const fixture = JSON.parse(readFileSync(file, 'utf8'))
  const rerun = `re-run scripts/extract-flux-health-fixtures.mjs`
  if (typeof fixture?.source !== 'string' || !/^[0-9a-f]{40}$/.test(fixture?.commit ?? ''))
    throw new Error(`${name} names no source and commit: ${rerun}`)
  if (!Array.isArray(fixture.cases) || fixture.cases.length < atLeast)
    throw new Error(`${name} holds ${fixture.cases?.length ?? 'no'} cases, expected ${atLeast} or more: ${rerun}`)
  return fixture
}
const cel = load('runtime-cel.json', 46)
const kstatus = load('kstatus.json', 54)

/** The fixtures' `{int}` and `{double}` markers back to CEL's number types. */
function value(v: any): any {
  if (Array.isArray(v)) return v.map(value)
  if (v && typeof v === 'object') {
    if ('int' in v && Object.keys(v).length === 1) return BigInt(v.int)
    if ('double' in v && Object.keys(v).length === 1) return v.double
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]))
  }
  return v
}

/** Flux's message up to cel-go's parser diagnostic (`ERROR: <input>:1:5: ...`), which is cel-go's own. */
const fluxWords = (err: string) => err.split(': ERROR: <input>')[0] as string

const entry = (exprs: Record<string, string>, apiVersion = 'test.io/v1', kind = 'Test') => ({
  apiVersion,
  kind,
  current: exprs['Current'] ?? '',
  ...(exprs['Failed'] ? { failed: exprs['Failed'] } : {}),
  ...(exprs['InProgress'] ? { inProgress: exprs['InProgress'] } : {})
})
const now = () => 0
const named = (cases: any[]): [string, any][] => cases.map((c) => [c.name as string, c])

describe(`Flux's runtime/cel cases (${cel.source} at ${cel.commit.slice(0, 12)}, ${cel.licence})`, () => {
  it.each(named(cel.cases))('%s', (_name: string, c: any) => {
    if (c.kind === 'parse') {
      if (!c.err) {
        expect(() => compileExpression(c.expr)).not.toThrow()
        return
      }
      expect(() => compileExpression(c.expr)).toThrow(CelExpressionError)
      expect(() => compileExpression(c.expr)).toThrow(fluxWords(c.err))
    } else if (c.kind === 'boolean') {
      const result = compileExpression(c.expr).evaluateBoolean(value(c.data))
      if (c.err) expect(result).toEqual({ ok: false, error: expect.stringContaining(c.err) })
      else expect(result).toEqual({ ok: true, value: c.result })
    } else if (c.kind === 'evaluator') {
      const build = () => healthReader([entry(c.exprs)], { now })
      if (c.err) {
        expect(build).toThrow(HealthChecksRefused)
        expect(build).toThrow(c.err)
      } else expect(build).not.toThrow()
    } else if (c.kind === 'evaluate') {
      const reader = healthReader([entry(c.exprs, c.apiVersion, c.entryKind)], { now })
      // StatusEvaluator's cases call it with objects that have no apiVersion or kind; ours is
      // reached through the reader, so they get the entry's (no expression reads them).
      const obj = { apiVersion: c.apiVersion ?? 'test.io/v1', kind: c.entryKind ?? 'Test', ...value(c.obj) }
      const health = reader.evaluate(obj)
      if (c.err) expect(health).toMatchObject({ status: 'Unknown', error: expect.stringContaining(c.err) })
      else expect(health.status).toBe(c.status)
      expect(health.refused).toBeUndefined()
    } else if (c.kind === 'supports') {
      const { Group: group = '', Kind: kind } = c.supported
      const reader = healthReader([{ apiVersion: `${group}/v1`, ...(kind ? { kind } : {}), current: 'something' }], {
        now
      })
      const obj = { apiVersion: c.gk.Group ? `${c.gk.Group}/v1` : 'v1', kind: c.gk.Kind ?? '' }
      expect(reader.evaluate(obj).decidedBy.startsWith('healthCheckExprs')).toBe(c.result)
    } else throw new Error(`unknown case kind ${c.kind}`)
  })

  it('holds every kind of case, and lists what it could not extract with a reason', () => {
    const kinds = new Set(cel.cases.map((c: any) => c.kind as string))
    expect([...kinds].sort()).toEqual(['boolean', 'evaluate', 'evaluator', 'parse', 'supports'])
    for (const s of cel.skipped) expect(s.why.length).toBeGreaterThan(20)
  })
})

describe(`Flux's kstatus cases (${kstatus.source} at ${kstatus.commit.slice(0, 12)}, ${kstatus.licence})`, () => {
  it("holds cases for each of kstatus's answers, and lists what it could not extract with a reason", () => {
    const statuses = new Set(kstatus.cases.map((c: any) => c.status as string))
    for (const status of ['Current', 'InProgress', 'Failed']) expect(statuses).toContain(status)
    for (const s of kstatus.skipped) expect(s.why.length).toBeGreaterThan(20)
  })

  it.each(named(kstatus.cases))('%s', (_name: string, c: any) => {
    // The one spec built at run time puts time.Now() in creationTimestamp; ours comes from a clock.
    const clock = Date.parse('2026-12-01T10:00:00Z')
    const yaml = c.creationTimestampNow ? c.yaml.replace('%s', '2026-12-01T10:00:00Z') : c.yaml
    const result = computeKstatus(value(readObject(yaml)), { now: () => clock + 1000 })
    expect(result.status).toBe(c.status)
    for (const expected of c.conditions) expect(result.conditions).toContainEqual(expect.objectContaining(expected))
    for (const type of c.absent) expect(result.conditions.map((x) => x.type)).not.toContain(type)
  })
})
/* eslint-enable @typescript-eslint/no-explicit-any -- the whole file reads the fixtures */
