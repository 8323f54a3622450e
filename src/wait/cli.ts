import { createArgoCdClient } from '../argocd/client.js'
import { ArgoCdError } from '../argocd/errors.js'
import { realClock, realSleep, type Clock, type Sleep } from '../time.js'
import { describeSteps, initialChain } from './chain.js'
import { parseExpectedImage, parseResourceFlag, parseRevision, type Expectation } from './target.js'
import type { Log } from '../log.js'
import { toTimeline } from './timeline.js'
import type { Verdict } from './types.js'
import { watchRollout, type WatcherOptions } from './watcher.js'
import { readArgoCdApp, readArgoCdConnection, readTimeout, readWaitPolicy } from '../settings/argocd.js'
import { WAIT } from '../settings/commands.js'
import { readReportFollow } from '../settings/reports.js'
import { readContainer } from '../settings/selector.js'
import type { ReportPolling } from './github-reports/follow.js'
import { helpText } from '../settings/help.js'
import { readFlags } from '../cli/flags.js'
import { EXIT, type CliIO } from '../cli/io.js'
import type { Http } from '../verify/index.js'
import { withVerifiedStep } from './verification.js'
import { cliVerify, verifyExitCode, verifyJson } from './verify-cli.js'
import { readVerifySettings } from './verify-settings.js'

export const HELP = helpText(WAIT)

/** Knobs tests turn; the CLI itself always uses the real clock. */
export interface WaitCliDeps {
  readonly clock?: Clock
  readonly sleep?: Sleep
  readonly watcher?: Partial<Pick<WatcherOptions, 'recheckMs' | 'refreshTimeoutMs' | 'feed'>>
  readonly retryBaseMs?: number
  /** How often the reports are polled with --status-context. */
  readonly polling?: ReportPolling
  /** Verification's HTTP port (--verify); the CLI's own sends through undici. */
  readonly http?: Http
}

/**
 * `gitops-release wait`: the local mode, Argo CD only (it never loads Octokit), or with
 * --status-context what the cluster reports to GitHub (Octokit loaded for that alone).
 */
export async function run(args: string[], io: CliIO, deps: WaitCliDeps = {}): Promise<number> {
  const { settings } = readFlags(WAIT, args, io)
  const reports = readReportFollow(settings)
  const verify = readVerifySettings(settings, undefined).input
  if (reports !== undefined) {
    const { runReportCli } = await import('./github-reports/cli.js')
    return runReportCli(settings, reports, io, exitCode, {
      clock: deps.clock,
      sleep: deps.sleep,
      polling: deps.polling,
      verify,
      http: deps.http
    })
  }
  const connection = readArgoCdConnection(settings)
  const app = readArgoCdApp(settings)
  const revision = settings.optional('revision')
  const expect: Expectation = {
    resource: parseResourceFlag(
      settings.required(
        'resource',
        'the resource to follow, e.g. --resource platform.example.io:Microservice:todo/todo-api'
      ),
      settings.label('resource')
    ),
    image: parseExpectedImage(settings.required('image', 'the image the resource must run'), settings.label('image')),
    revision: revision === undefined ? undefined : parseRevision(revision, settings.label('revision')),
    ...readContainer(settings)
  }
  const timeoutMs = readTimeout(settings)
  const policy = readWaitPolicy(settings)

  const clock = deps.clock ?? realClock
  const sleep = deps.sleep ?? realSleep
  const line = (message: string): void => io.stderr(`${message}\n`)
  const log: Log = { info: line, warning: line, debug: () => undefined }
  const argocd = createArgoCdClient(connection, {
    sleep,
    onRetry: log.info,
    ...(deps.retryBaseMs === undefined ? {} : { retryBaseMs: deps.retryBaseMs })
  })
  const verification = cliVerify(verify, expect.image, { clock, sleep, log, http: deps.http })
  const start = clock()
  const merged = {
    state: 'skipped' as const,
    detail: expect.revision ? `expecting revision ${expect.revision}` : 'no revision given: any synced revision counts'
  }
  try {
    const chain = initialChain(start, merged)
    const { state } = await watchRollout(
      expect,
      verify === undefined ? chain : withVerifiedStep(chain),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log, afterHealthy: verification.hook?.afterHealthy }
    )
    const phase = verification.hook?.ended()
    if (settings.boolean('json'))
      io.stdout(
        `${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state), ...verifyJson(phase) }, null, 2)}\n`
      )
    else io.stdout(`${state.message}\n${describeSteps(state)}\n`)
    return verifyExitCode(state.verdict, phase, exitCode)
  } catch (error) {
    // Auth, TLS, DNS, or a server that is not Argo CD: fixed in the settings, not by waiting.
    if (error instanceof ArgoCdError && !error.transient) {
      io.stderr(`gitops-release wait: ${error.message}\n`)
      return EXIT.usage
    }
    throw error
  } finally {
    await Promise.all([argocd.close(), verification.close()])
  }
}

export function exitCode(verdict: Verdict): number {
  switch (verdict) {
    case 'healthy':
    case 'verified':
      return EXIT.ok
    case 'timeout':
      return EXIT.timeout
    case 'misconfigured':
      return EXIT.usage
    default:
      return EXIT.failed
  }
}
