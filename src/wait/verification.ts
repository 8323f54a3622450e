/**
 * wait's verification phase (docs/verify.md): once the chain is Healthy, the checks of
 * src/verify run through their soak while a guard on the app (Argo CD's feed, or the reports the
 * cluster posts to GitHub) ends it as failed if the app turns Degraded or moves to another
 * revision. The chain gains a `verified` step, and its verdict becomes `verified`,
 * `verification-failed` or `inconclusive`. Pure apart from `verifyRelease`, which runs the
 * engine through the ports it is given.
 */
import type { Log } from '../log.js'
import { formatDuration, isoTime, timeOfDay } from '../text/time.js'
import type { Clock, Sleep } from '../time.js'
import {
  runVerification,
  VerifyConfigError,
  type AppGuard,
  type Http,
  type Verification,
  type VerificationOutcome,
  type VerifyConfig
} from '../verify/index.js'
import type { ChainState, StepState, StepStatus, Verdict } from './types.js'

export interface VerifyPhasePorts {
  readonly http: Http
  readonly clock: Clock
  readonly sleep: Sleep
  readonly log: Log
  /** Told when the phase starts; reporting must not fail the wait (it catches its own errors). */
  readonly onProgress?: ((state: ChainState) => Promise<void>) | undefined
}

/** How the phase ended: a verdict with its verification, or settings refused before the soak. */
export type VerifyPhase =
  | { readonly kind: 'done'; readonly state: ChainState; readonly verification: Verification }
  | { readonly kind: 'refused'; readonly state: ChainState; readonly error: VerifyConfigError }

const VERDICT: Record<VerificationOutcome, Verdict> = {
  verified: 'verified',
  failed: 'verification-failed',
  inconclusive: 'inconclusive'
}

/** The chain with a pending `verified` step after `running`: verification will follow Healthy. */
export function withVerifiedStep(chain: ChainState): ChainState {
  if (chain.steps.some((s) => s.step === 'verified')) return chain
  const step: StepStatus = { step: 'verified', state: 'pending', since: chain.updatedAt, detail: '' }
  return { ...chain, steps: [...chain.steps, step] }
}

/**
 * Verifies the release `image` the chain found Healthy, as `config` says, with `guard` on the
 * app. Settings that only Prometheus could refuse (an address that does not answer, a query it
 * cannot parse) come back as `refused`, with the chain that says so: nothing was verified.
 */
export async function verifyRelease(
  healthy: ChainState,
  config: VerifyConfig,
  image: string,
  guard: AppGuard | undefined,
  ports: VerifyPhasePorts
): Promise<VerifyPhase> {
  const start = ports.clock()
  const verifying = verifyingChain(withVerifiedStep(healthy), config, start)
  ports.log.info(verifying.message)
  await ports.onProgress?.(verifying)
  try {
    const verification = await runVerification(config, image, {
      http: ports.http,
      clock: ports.clock,
      sleep: ports.sleep,
      app: guard,
      log: ports.log
    })
    return { kind: 'done', state: verifiedChain(verifying, verification), verification }
  } catch (error) {
    if (!(error instanceof VerifyConfigError)) throw error
    const now = ports.clock()
    const state = step(verifying, 'failed', now, error.message, 'verification-failed', `Not verified: ${error.message}`)
    return { kind: 'refused', state, error }
  }
}

/** The chain while the soak runs: what is checked, and until when. */
export function verifyingChain(chain: ChainState, config: VerifyConfig, now: number): ChainState {
  const checks = [
    config.metrics.length > 0 ? `${config.metrics.length} metric${config.metrics.length === 1 ? '' : 's'}` : '',
    config.smoke ? `the smoke sequence${config.smoke.repeat === 'every-interval' ? ' at each sample' : ''}` : ''
  ].filter(Boolean)
  const detail = `a ${formatDuration(config.soakMs)} soak until ${timeOfDay(now + config.soakMs)}, a sample every ${formatDuration(config.intervalMs)}${checks.length > 0 ? `: ${checks.join(' and ')}` : ''}`
  return step(chain, 'waiting', now, detail, 'waiting', `Verifying: ${detail}`)
}

/** The chain once verification ended: its step done or failed, the verdict, and its message. */
export function verifiedChain(chain: ChainState, v: Verification): ChainState {
  const state: StepState = v.outcome === 'verified' ? 'done' : 'failed'
  return { ...step(chain, state, v.endedAt, verificationRecord(v), VERDICT[v.outcome], v.message), verification: v }
}

/** The phase as the watchers' `afterHealthy` hook, remembering how it ended for the reports and outputs. */
export interface VerifyHook {
  readonly afterHealthy: (healthy: ChainState, guard: AppGuard) => Promise<ChainState>
  /** How the phase ended; undefined when the wait ended before Healthy. */
  ended(): VerifyPhase | undefined
}

export function verifyHook(config: VerifyConfig, image: string, ports: VerifyPhasePorts): VerifyHook {
  let ended: VerifyPhase | undefined
  return {
    afterHealthy: async (healthy, guard) => {
      ended = await verifyRelease(healthy, config, image, guard, ports)
      return ended.state
    },
    ended: () => ended
  }
}

function step(
  chain: ChainState,
  state: StepState,
  at: number,
  detail: string,
  verdict: Verdict,
  message: string
): ChainState {
  return {
    ...withVerifiedStep(chain),
    steps: withVerifiedStep(chain).steps.map((s) => (s.step === 'verified' ? { ...s, state, since: at, detail } : s)),
    verdict,
    message,
    updatedAt: at,
    wakeAt: undefined
  }
}

/**
 * What a record of the outcome says after its word and digest (the commit status nobody else can
 * erase): for `verified`, when the soak ended and what it checked (`10m soak to
 * 2026-12-01T10:20:00Z: 2 metrics, smoke`); otherwise the check that failed (or had nothing to
 * judge) and its value. GitHub keeps 140 characters, 80 of which the word and digest take, so
 * what matters most comes first and the checks are counted rather than named.
 */
export function verificationRecord(v: Verification): string {
  if (v.outcome === 'verified') {
    const n = v.metrics.length
    const checks = [n > 0 ? `${n} metric${n === 1 ? '' : 's'}` : '', v.smoke ? 'smoke' : ''].filter(Boolean)
    const accepted = v.accepted.length > 0 ? ` (${v.accepted.length} inconclusive, accepted)` : ''
    return `${formatDuration(v.soakMs)} soak to ${isoTime(v.endedAt)}${checks.length > 0 ? `: ${checks.join(', ')}` : ''}${accepted}`
  }
  if (v.outcome === 'inconclusive')
    return v.metrics
      .filter((m) => m.outcome === 'inconclusive')
      .map((m) => `${m.name} had ${m.reason}`)
      .join('; ')
  const metric = v.metrics.find((m) => m.outcome === 'failed')
  const smoke = v.smoke?.runs.flatMap((r) => r.steps).find((s) => s.outcome === 'failed')
  // The guard's detail says what happened to the app first (soakProblem): the cut keeps it.
  if (v.app.outcome === 'failed') return v.app.detail
  if (metric) return `${metric.name} ${metric.reason}`
  if (smoke) return `smoke step "${smoke.name}": ${smoke.detail}`
  return v.message
}

/**
 * The Deployment's final status, which has the room the record's digest takes: the outcome in a
 * word or two, then for `verified` when the soak ended and each check by name, else the record.
 */
export function verificationStatus(v: Verification): string {
  if (v.outcome === 'verified') {
    const passed = [
      ...v.metrics.map((m) => m.name),
      ...(v.smoke ? ['smoke'] : []),
      ...(v.app.outcome === 'passed' ? ['the app'] : [])
    ]
    const accepted = v.accepted.length > 0 ? ` (${v.accepted.join(', ')} inconclusive, accepted)` : ''
    return `Verified: ${formatDuration(v.soakMs)} soak ended ${isoTime(v.endedAt)}${passed.length > 0 ? `; ${passed.join(', ')} passed` : ''}${accepted}`
  }
  const head = { failed: 'Verification failed', inconclusive: 'Not verified, inconclusive' }
  return `${head[v.outcome]}: ${verificationRecord(v)}`
}

/**
 * Why the app no longer counts as the release being verified, from the chain judged again during
 * the soak (with no degraded-grace: any Degraded ends it): a verdict other than Healthy (Degraded,
 * superseded, a failed sync), or Argo CD no longer synced to the revision it was verified on.
 * What happened comes first: the record keeps only the first 45 characters or so after the
 * digest, and a report's message starts with who reported it on which commit.
 */
export function soakProblem(healthy: ChainState, now: ChainState): string | undefined {
  if (now.verdict === 'degraded' || now.health === 'Degraded') return `the app turned Degraded: ${now.message}`
  if (now.verdict !== 'healthy' && now.verdict !== 'waiting') return now.message
  const synced = now.steps.find((s) => s.step === 'synced')
  if (synced?.state === 'waiting' && now.revision !== undefined && now.revision !== healthy.revision)
    return `Argo CD moved from ${healthy.revision?.slice(0, 7) ?? 'the verified revision'} to ${now.revision.slice(0, 7)}: ${synced.detail}`
  return undefined
}
