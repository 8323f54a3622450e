// wait's verification phase (src/wait/verification.ts): the chain's `verified` step and verdict
// after Healthy, what the record and the Deployment say, and when the app stops counting.
import { describe, expect, it } from 'vitest'
import { recordStatus } from '../../../src/environments/record.js'
import { initialChain } from '../../../src/wait/chain.js'
import { renderComment } from '../../../src/wait/report/comment.js'
import { toTimeline } from '../../../src/wait/timeline.js'
import type { ChainState } from '../../../src/wait/types.js'
import {
  soakProblem,
  verificationRecord,
  verificationStatus,
  verifyRelease,
  withVerifiedStep
} from '../../../src/wait/verification.js'
import { Unreachable } from '../../../src/verify/http.js'
import { parseVerifyConfig } from '../../../src/verify/parse.js'
import type { AppGuard } from '../../../src/verify/soak.js'
import { DIGEST_B, IMAGE } from '../../../standins/fixtures.js'
import { json, queryOf, recording, vector } from '../verify/fakes.js'
import { VirtualTime } from './virtual-time.js'

const T0 = Date.parse('2026-12-01T23:05:50Z')
const RELEASE = `${IMAGE}:1.5.0@${DIGEST_B}`
const REVISION = 'a'.repeat(40)
const ERRORS = 'sum(rate(errors{version="{{ image }}"}[1m])) / sum(rate(requests{version="{{ image }}"}[1m]))'

const config = (over: Record<string, unknown> = {}) =>
  parseVerifyConfig({
    soak: '2m',
    interval: '1m',
    prometheus: { url: 'http://prometheus.test', 'bearer-token': 'prom-secret-t0ken' },
    metrics: [{ name: 'error ratio', query: ERRORS, comparison: '<', threshold: '1%' }],
    smoke: { steps: [{ name: 'list todos', url: 'http://todo.test/api/todos' }] },
    ...over
  })

/** A chain that has just turned Healthy. */
function healthy(): ChainState {
  const chain = initialChain(T0, { state: 'done', detail: 'PR #7 merged' })
  return {
    ...chain,
    steps: chain.steps.map((s) => ({ ...s, state: 'done' as const })),
    verdict: 'healthy',
    health: 'Healthy',
    revision: REVISION,
    message: 'Microservice todo/todo-api is Healthy.'
  }
}

function world(ratio: (seconds: number) => number | 'unreachable', guard?: AppGuard) {
  const time = new VirtualTime(T0)
  const fake = recording((request) => {
    if (!request.url.startsWith('http://prometheus.test')) return json(200, [])
    const value = ratio((time.now - T0) / 1000)
    if (value === 'unreachable') throw new Unreachable('connect ECONNREFUSED 127.0.0.1:9090', false)
    expect(queryOf(request)).toContain(RELEASE)
    return vector([{}, value])
  })
  const progress: ChainState[] = []
  const ports = {
    http: fake.http,
    clock: time.clock,
    sleep: time.sleep,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    onProgress: (s: ChainState) => {
      progress.push(s)
      return Promise.resolve()
    }
  }
  return { time, fake, progress, ports, guard }
}

describe('verifyRelease', () => {
  it('turns a Healthy chain verified: the step done with what the record says, the verification attached', async () => {
    const w = world(() => 0.002)
    const phase = await verifyRelease(healthy(), config(), RELEASE, undefined, w.ports)
    expect(phase.kind).toBe('done')
    const state = phase.state
    expect(state.verdict).toBe('verified')
    expect(state.steps.map((s) => `${s.step}:${s.state}`)).toEqual([
      'merged:done',
      'synced:done',
      'observed:done',
      'health:done',
      'running:done',
      'verified:done'
    ])
    expect(state.steps.at(-1)!.detail).toBe('2m soak to 2026-12-01T23:07:50Z: 1 metric, smoke')
    expect(state.verification?.outcome).toBe('verified')
    // Told once, when the soak starts: the progress while it runs is the soak's own.
    expect(w.progress).toHaveLength(1)
    expect(w.progress[0]!.verdict).toBe('waiting')
    expect(w.progress[0]!.steps.at(-1)).toMatchObject({ step: 'verified', state: 'waiting' })
    expect(w.progress[0]!.steps.at(-1)!.detail).toBe(
      'a 2m soak until 23:07:50Z, a sample every 60s: 1 metric and the smoke sequence'
    )
    expect(toTimeline(state)).toMatchObject({ verdict: 'verified', phase: 'verified', health: 'Healthy' })
  })

  it('fails the step on a bad metric, and the record names the check and its value', async () => {
    const w = world((s) => (s >= 60 ? 0.042 : 0.002))
    const phase = await verifyRelease(healthy(), config(), RELEASE, undefined, w.ports)
    expect(phase.state.verdict).toBe('verification-failed')
    expect(phase.state.steps.at(-1)).toMatchObject({
      step: 'verified',
      state: 'failed',
      detail: 'error ratio was 4.2% at 60s; it must be < 1%'
    })
    // A Healthy that did not verify is no health a workflow may gate on.
    expect(toTimeline(phase.state).health).toBe('')
  })

  it('fails when the guard says the app stopped counting', async () => {
    let checks = 0
    const guard: AppGuard = {
      check: () => Promise.resolve(++checks > 1 ? 'Microservice todo/todo-api turned Degraded' : undefined)
    }
    const w = world(() => 0.002)
    const phase = await verifyRelease(healthy(), config(), RELEASE, guard, w.ports)
    expect(phase.state.verdict).toBe('verification-failed')
    expect(phase.state.steps.at(-1)!.detail).toBe('Microservice todo/todo-api turned Degraded')
  })

  it('is refused, naming the setting and the address, when Prometheus does not answer; nothing verified', async () => {
    const w = world(() => 'unreachable')
    const phase = await verifyRelease(healthy(), config(), RELEASE, undefined, w.ports)
    expect(phase.kind).toBe('refused')
    expect(phase.state.verdict).toBe('verification-failed')
    expect(phase.state.message).toMatch(
      /^Not verified: verify\.prometheus\.url: cannot reach http:\/\/prometheus\.test\/api\/v1\/query: connect ECONNREFUSED/
    )
    expect(phase.state.verification).toBeUndefined()
    // No smoke request went out: the settings were refused before the soak.
    expect(w.fake.requests.every((r) => r.url.startsWith('http://prometheus.test'))).toBe(true)
  })

  it('never shows a secret in the comment', async () => {
    const w = world(() => 0.002)
    const phase = await verifyRelease(healthy(), config(), RELEASE, undefined, w.ports)
    const comment = renderComment(phase.state, { app: 'todo-full-api', image: RELEASE, links: {} })
    expect(comment).toContain('### ✅ todo-full-api: Healthy and verified')
    expect(comment).toContain('xychart-beta')
    expect(comment).not.toContain('prom-secret-t0ken')
  })
})

describe('what a verification records', () => {
  it('fits the record of a verified digest, with when the soak ended, in the 140 characters GitHub keeps', async () => {
    const w = world(() => 0.002)
    const phase = await verifyRelease(
      healthy(),
      config({ soak: '1h30m', interval: '30m' }),
      RELEASE,
      undefined,
      w.ports
    )
    const v = phase.kind === 'done' ? phase.verification : undefined
    const status = recordStatus('production', 'verified', DIGEST_B, verificationRecord(v!))
    expect(status.state).toBe('success')
    expect(status.description).toBe(`verified ${DIGEST_B}: 90m soak to 2026-12-02T00:35:50Z: 1 metric, smoke`)
    expect(verificationStatus(v!)).toBe('Verified: 90m soak ended 2026-12-02T00:35:50Z; error ratio, smoke passed')
  })

  it('records an inconclusive verification by what had no value', async () => {
    const time = new VirtualTime(T0)
    const empty = recording(() => vector())
    const phase = await verifyRelease(healthy(), config({ smoke: undefined }), RELEASE, undefined, {
      http: empty.http,
      clock: time.clock,
      sleep: time.sleep,
      log: { info: () => undefined, warning: () => undefined, debug: () => undefined }
    })
    expect(phase.state.verdict).toBe('inconclusive')
    expect(phase.state.steps.at(-1)!.detail).toBe(
      'error ratio had no data at 3 of 3 samples, none with a value to judge'
    )
    expect(recordStatus('dev', phase.state.verdict, DIGEST_B, phase.state.steps.at(-1)!.detail).state).toBe('failure')
  })

  it('keeps that the app turned Degraded in the record, however long the report that said so', async () => {
    const report: ChainState = {
      ...healthy(),
      verdict: 'degraded',
      health: 'Degraded',
      message: 'continuous-delivery/todo-api-dev reported failure on aaaaaaa: todo-api-dev is Degraded: Back-off'
    }
    const guard: AppGuard = { check: () => Promise.resolve(soakProblem(healthy(), report)) }
    const phase = await verifyRelease(healthy(), config(), RELEASE, guard, world(() => 0.002).ports)
    expect(phase.state.verdict).toBe('verification-failed')
    const status = recordStatus('dev', phase.state.verdict, DIGEST_B, phase.state.steps.at(-1)!.detail)
    expect(status.description).toMatch(/^verification-failed sha256:\w{64}: the app turned Degraded: continuous-\S*…$/)
  })
})

describe('soakProblem', () => {
  const start = healthy()
  it('is nothing while the app stays Healthy on the revision', () => {
    expect(soakProblem(start, { ...start, updatedAt: T0 + 1000 })).toBeUndefined()
  })
  it('names a Degraded app, a verdict that ended the chain, and a sync to another revision', () => {
    expect(soakProblem(start, { ...start, health: 'Degraded', message: 'Back-off pulling image' })).toBe(
      'the app turned Degraded: Back-off pulling image'
    )
    // A report's message starts with who reported on which commit: what happened goes first.
    expect(
      soakProblem(start, {
        ...start,
        verdict: 'degraded',
        health: 'Degraded',
        message: 'ctx reported failure on aaaaaaa'
      })
    ).toBe('the app turned Degraded: ctx reported failure on aaaaaaa')
    expect(soakProblem(start, { ...start, verdict: 'superseded', message: 'A later release replaced it.' })).toBe(
      'A later release replaced it.'
    )
    const moved: ChainState = {
      ...start,
      verdict: 'waiting',
      revision: 'b'.repeat(40),
      steps: start.steps.map((s) => (s.step === 'synced' ? { ...s, state: 'waiting', detail: 'syncing bbbbbbb' } : s))
    }
    expect(soakProblem(start, moved)).toBe('Argo CD moved from aaaaaaa to bbbbbbb: syncing bbbbbbb')
  })
  it('adds the verified step once, pending', () => {
    const once = withVerifiedStep(start)
    expect(withVerifiedStep(once).steps.filter((s) => s.step === 'verified')).toEqual([
      { step: 'verified', state: 'pending', since: start.updatedAt, detail: '' }
    ])
  })
})
