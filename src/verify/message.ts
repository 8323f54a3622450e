/** The one-sentence account of a verification, for the log, the headline and the evidence. */
import type { VerifyConfig } from './config.js'
import { formatDuration } from '../text/time.js'
import type { Verification } from './outcome.js'

export function verificationMessage(v: Omit<Verification, 'message'>, config: VerifyConfig): string {
  const soak = formatDuration(v.soakMs)
  const ran = formatDuration(v.endedAt - v.startedAt)
  if (v.outcome === 'failed') {
    const smokeStep = v.smoke?.runs.flatMap((r) => r.steps).find((s) => s.outcome === 'failed')
    const metric = v.metrics.find((m) => m.outcome === 'failed')
    const what =
      v.app.outcome === 'failed'
        ? v.app.detail
        : metric
          ? `${metric.name} ${metric.reason}`
          : smokeStep
            ? `smoke step "${smokeStep.name}": ${smokeStep.detail}`
            : 'a check failed'
    return `Verification failed after ${ran} of a ${soak} soak: ${what}.`
  }
  const unclear = v.metrics.filter((m) => m.outcome === 'inconclusive')
  if (v.outcome === 'inconclusive')
    return (
      `Not verified: ${unclear.map((m) => `${m.name} had ${m.reason}`).join('; ')}. ` +
      `A check without a value to judge does not pass (${config.setting}.inconclusive: accept would let it).`
    )
  const checks = [
    count(v.metrics.filter((m) => m.outcome === 'passed').length, 'metric check'),
    v.smoke ? count(v.smoke.runs.length, 'smoke run') : '',
    v.app.outcome === 'passed' ? 'the app stayed Healthy and synced' : ''
  ].filter(Boolean)
  const accepted =
    v.accepted.length > 0 ? ` ${v.accepted.join(', ')} inconclusive, accepted by ${config.setting}.inconclusive.` : ''
  return `Verified over a ${soak} soak${checks.length > 0 ? `: ${checks.join(', ')}` : ''}.${accepted}`
}

function count(n: number, what: string): string {
  return n === 0 ? '' : `${n} ${what}${n === 1 ? '' : 's'} passed`
}
