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

export const HELP = helpText(WAIT)

/** Knobs tests turn; the CLI itself always uses the real clock. */
export interface WaitCliDeps {
  readonly clock?: Clock
  readonly sleep?: Sleep
  readonly watcher?: Partial<Pick<WatcherOptions, 'recheckMs' | 'refreshTimeoutMs' | 'feed'>>
  readonly retryBaseMs?: number
  /** How often the reports are polled with --status-context. */
  readonly polling?: ReportPolling
}

/**
 * `gitops-release wait`: the local mode, Argo CD only (it never loads Octokit), or with
 * --status-context what the cluster reports to GitHub (Octokit loaded for that alone).
 */
export async function run(args: string[], io: CliIO, deps: WaitCliDeps = {}): Promise<number> {
  const { settings } = readFlags(WAIT, args, io)
  const reports = readReportFollow(settings)
  if (reports !== undefined) {
    const { runReportCli } = await import('./github-reports/cli.js')
    return runReportCli(settings, reports, io, exitCode, {
      clock: deps.clock,
      sleep: deps.sleep,
      polling: deps.polling
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
  const start = clock()
  const merged = {
    state: 'skipped' as const,
    detail: expect.revision ? `expecting revision ${expect.revision}` : 'no revision given: any synced revision counts'
  }
  try {
    const { state } = await watchRollout(
      expect,
      initialChain(start, merged),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log }
    )
    if (settings.boolean('json'))
      io.stdout(
        `${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state) }, null, 2)}\n`
      )
    else io.stdout(`${state.message}\n${describeSteps(state)}\n`)
    return exitCode(state.verdict)
  } catch (error) {
    // Auth, TLS, DNS, or a server that is not Argo CD: fixed in the settings, not by waiting.
    if (error instanceof ArgoCdError && !error.transient) {
      io.stderr(`gitops-release wait: ${error.message}\n`)
      return EXIT.usage
    }
    throw error
  } finally {
    await argocd.close()
  }
}

export function exitCode(verdict: Verdict): number {
  switch (verdict) {
    case 'healthy':
      return EXIT.ok
    case 'timeout':
      return EXIT.timeout
    case 'misconfigured':
      return EXIT.usage
    default:
      return EXIT.failed
  }
}
