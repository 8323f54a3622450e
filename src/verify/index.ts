/**
 * Verification: what `wait` does after Healthy to prove the release works, before its evidence
 * says *verified*.
 *
 * Design. Three calls make the whole surface:
 *
 *   const config = parseVerifyConfig(policyEntry.verify, { label, env })   // every check, before anything runs
 *   const result = await runVerification(config, image, { http, clock, sleep, app, log })
 *   const markdown = renderVerification(result)                            // comment and job summary
 *
 * - Everything the user can get wrong is refused before the first smoke request: the settings in
 *   parse.ts, the release's placeholders here, and what only Prometheus can say (an address that
 *   does not answer, credentials it refuses, PromQL it cannot parse) by evaluating every query
 *   once first. Those first answers are the soak's first samples, so the check costs nothing.
 * - The soak (soak.ts) samples at 0, every interval, and at the end of the window. At each tick
 *   the metrics are queried and judged (judge.ts), the smoke sequence runs (smoke.ts) at the first
 *   tick or at every one, and the app guard, the wiring's view of Argo CD, says whether the app is
 *   still Healthy and synced to this release. The first failure ends the soak as failed.
 * - No data, NaN and query errors are samples of their own and make a check inconclusive, never
 *   passed; the whole is then inconclusive (not verified) unless `inconclusive: accept` says so.
 * - Side effects are ports: one HTTP port (http.ts: undici through src/proxy.ts's dispatcher) for
 *   Prometheus and the smoke URLs, the clock and the sleep, the guard and the log. Nothing here
 *   talks to GitHub or Argo CD, so a check costs no GitHub request.
 * - Secrets (tokens, passwords, secret headers) never appear in what it writes: `config.secrets`
 *   is for `core.setSecret`, and every text that reaches a result is redacted.
 */
import type { Log } from '../log.js'
import type { Clock, Sleep } from '../time.js'
import type { MetricSetting, VerifyConfig } from './config.js'
import { formatDuration } from '../text/time.js'
import type { Http } from './http.js'
import { judgeMetric, judgeSample } from './judge.js'
import { verificationMessage } from './message.js'
import type { AppResult, MetricResult, MetricSample, SmokeRun, Verification } from './outcome.js'
import { prometheusClient, type PrometheusClient, type QueryResult } from './prometheus.js'
import { VerifyConfigError } from './read.js'
import { redactor, type Redact } from './redact.js'
import { releaseOf, releaseValues } from './release.js'
import { runSmoke } from './smoke.js'
import { soak, type AppGuard } from './soak.js'
import { fill, promqlEscape, TemplateError, type Values } from './template.js'
import { formatValue } from './threshold.js'

export type { VerifyConfig } from './config.js'
export type { Http, HttpAnswer, HttpRequest } from './http.js'
export { createHttp, Unreachable } from './http.js'
export type * from './outcome.js'
export { parseVerifyConfig, VerifyConfigError, type ParseOptions } from './parse.js'
export type { Release } from './release.js'
export type { AppGuard } from './soak.js'
export { renderVerification, verificationBlocks } from './render.js'
export { verificationEvidence, verificationJson } from './json.js'

export interface VerificationPorts {
  readonly http: Http
  readonly clock: Clock
  readonly sleep: Sleep
  /** The app's state through the soak; without one, the outcome says the app was not watched. */
  readonly app?: AppGuard | undefined
  readonly log?: Log | undefined
}

/**
 * Verifies `image` (the full reference just rolled out) as `config` says. Throws a
 * {@link VerifyConfigError} for what must be fixed before verification can run at all; every
 * other result, failures included, is the returned {@link Verification}.
 */
export async function runVerification(
  config: VerifyConfig,
  image: string,
  ports: VerificationPorts
): Promise<Verification> {
  const release = releaseOf(image)
  const values = releaseValues(release)
  const queries = config.metrics.map((m) => resolveQuery(m, values, image))
  const redact = redactor(config.secrets)
  const log = (line: string): void => ports.log?.info(redact(line))
  const requests = { prometheus: 0, smoke: 0 }
  const client =
    config.prometheus === undefined
      ? undefined
      : prometheusClient(config.prometheus, (request) => {
          requests.prometheus++
          return ports.http(request)
        })
  const startedAt = ports.clock()
  // A blip is asked again, as at every sample; what persists is refused before the soak.
  const first = client
    ? await Promise.all(queries.map((q) => evaluate(client, q, ports, startedAt + config.intervalMs / 2)))
    : []
  first.forEach((answer, i) => refuse(config, config.metrics[i]!, answer, queries[i]!, client!, redact))

  const samples: MetricSample[][] = config.metrics.map(() => [])
  const runs: SmokeRun[] = []
  const soaked = await soak(
    { soakMs: config.soakMs, intervalMs: config.intervalMs, startedAt },
    { clock: ports.clock, sleep: ports.sleep, app: ports.app },
    async (tick) => {
      let stop = false
      const at = formatDuration(tick.at - startedAt)
      for (const [i, metric] of config.metrics.entries()) {
        const answer =
          tick.index === 0 ? first[i]! : await evaluate(client!, queries[i]!, ports, tick.at + config.intervalMs / 2)
        const sample = judgeSample(
          answer,
          metric.comparison,
          metric.threshold.value,
          tick.index === 0 ? startedAt : ports.clock()
        )
        samples[i]!.push(sample.error === undefined ? sample : { ...sample, error: redact(sample.error) })
        log(`verify [${at}] ${metric.name}: ${sampleText(sample, metric)}`)
        stop ||= sample.state === 'fail'
      }
      if (config.smoke && (tick.index === 0 || config.smoke.repeat === 'every-interval')) {
        const run = await runSmoke(config.smoke, values, ports, redact, () => requests.smoke++)
        runs.push(run)
        for (const s of run.steps)
          log(`verify [${at}] smoke "${s.name}": ${s.outcome}${s.detail ? ` (${s.detail})` : ''}`)
        stop ||= run.outcome === 'failed'
      }
      return stop
    }
  )

  const metrics: MetricResult[] = config.metrics.map((m, i) => ({
    setting: m.setting,
    name: m.name,
    query: queries[i]!,
    comparison: m.comparison,
    threshold: m.threshold,
    samples: samples[i]!,
    ...judgeMetric(m, samples[i]!, startedAt)
  }))
  const app: AppResult =
    soaked.end.reason === 'app'
      ? { outcome: 'failed', detail: redact(soaked.end.detail), at: soaked.endedAt }
      : ports.app
        ? { outcome: 'passed', detail: 'stayed Healthy and synced to this release' }
        : { outcome: 'unwatched', detail: 'not watched' }
  const smoke = config.smoke
    ? { outcome: runs.some((r) => r.outcome === 'failed') ? ('failed' as const) : ('passed' as const), runs }
    : undefined
  const failed = app.outcome === 'failed' || smoke?.outcome === 'failed' || metrics.some((m) => m.outcome === 'failed')
  const unclear = metrics.filter((m) => m.outcome === 'inconclusive').map((m) => m.name)
  const outcome = failed
    ? 'failed'
    : unclear.length > 0 && config.inconclusive === 'refuse'
      ? 'inconclusive'
      : 'verified'
  const result = {
    outcome,
    release,
    startedAt,
    endedAt: soaked.endedAt,
    soakMs: config.soakMs,
    intervalMs: config.intervalMs,
    metrics,
    smoke,
    app,
    accepted: outcome === 'verified' ? unclear : [],
    prometheus: client?.endpoint,
    requests
  } as const
  const message = redact(verificationMessage(result, config))
  log(message)
  return { ...result, message }
}

/** The query as sent: placeholders filled in, escaped for their string literals. */
function resolveQuery(metric: MetricSetting, values: Values, image: string): string {
  try {
    return fill(metric.query, values, promqlEscape)
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error
    throw new VerifyConfigError(
      `${metric.setting}.query: ${error.message} for the release ${image}. Name the release by a part it has ({{ image }} always does).`,
      []
    )
  }
}

/** The first answers: what no waiting will fix is refused before the soak, with the setting to change. */
function refuse(
  config: VerifyConfig,
  metric: MetricSetting,
  answer: QueryResult,
  query: string,
  client: PrometheusClient,
  redact: Redact
): void {
  if (answer.ok || answer.problem === 'failed') return
  const prometheus = config.prometheus!
  const at = client.endpoint
  const message: Record<typeof answer.problem, string> = {
    unreachable: `${prometheus.setting}: cannot reach ${at}: ${answer.message}. Check the address, and that this runner can reach it (a Prometheus inside the cluster needs a self-hosted runner or an exposed endpoint).`,
    auth: `${prometheus.authSetting ?? prometheus.setting}: Prometheus at ${at} ${answer.message}. ${prometheus.authSetting ? 'Check the credentials and what they may read.' : 'It wants credentials: set bearer-token or basic-auth.'}`,
    'not-api': `${prometheus.setting}: ${at} ${answer.message}. Give the API root, under which /api/v1/query answers (for Grafana, its data source proxy URL).`,
    'bad-query': `${metric.setting}.query: Prometheus refused the query: ${answer.message}. The query as sent: ${query}`,
    'wrong-type': `${metric.setting}.query: the query ${answer.message}. The query as sent: ${query}`
  }
  throw new VerifyConfigError(redact(message[answer.problem]), [])
}

/** A query mid-soak; an answer that did not come, or a failed evaluation, is asked again while there is time. */
async function evaluate(
  client: PrometheusClient,
  query: string,
  ports: VerificationPorts,
  until: number
): Promise<QueryResult> {
  for (let attempt = 1; ; attempt++) {
    const answer = await client.query(query)
    const delay = 1000 * attempt
    if (answer.ok || attempt > 2 || (answer.problem !== 'unreachable' && answer.problem !== 'failed')) return answer
    if (ports.clock() + delay > until) return answer
    await ports.sleep(delay)
  }
}

function sampleText(sample: MetricSample, metric: MetricSetting): string {
  const must = `must be ${metric.comparison} ${metric.threshold.text}`
  switch (sample.state) {
    case 'no-data':
      return `no data (${must})`
    case 'error':
      return `query error: ${sample.error ?? ''}`
    default:
      return `${formatValue(sample.value!, metric.threshold.unit)} (${must}): ${sample.state}`
  }
}
