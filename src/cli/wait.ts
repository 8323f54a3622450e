import { createArgoCdClient } from '../argocd/client.js'
import { checkAppName, loadCaCert, parseServerUrl, type ArgoCdConnection } from '../argocd/connection.js'
import { ArgoCdError } from '../argocd/errors.js'
import { realClock, realSleep, type Clock, type Sleep } from '../time.js'
import { InputError } from '../errors.js'
import { describeSteps, initialChain } from '../wait/chain.js'
import { parseExpectedImage, parseResourceFlag, parseRevision, type Expectation } from '../wait/target.js'
import { toTimeline } from '../wait/timeline.js'
import type { SuspendedPolicy, Verdict, WaitPolicy } from '../wait/types.js'
import { watchRollout, type WatcherOptions } from '../wait/watcher.js'
import { EXIT, type CliIO } from './io.js'
import { parseFlags } from './main.js'

export const HELP = `Usage: gitops-release wait --argocd-server URL --app NAME --resource GROUP:KIND:NAMESPACE/NAME --image REF [options]

Follows an Argo CD application until the resource runs the image Healthy, checking on the way
that Argo CD synced it and the operator observed it.

Options:
  --argocd-server URL     Argo CD API server (default: ARGOCD_SERVER)
  --argocd-token TOKEN    API token (default: ARGOCD_AUTH_TOKEN)
  --app NAME              the Application
  --app-namespace NS      the Application's namespace, when not Argo CD's own
  --resource REF          GROUP:KIND:NAMESPACE/NAME, e.g. platform.example.io:Microservice:todo/todo-api
  --image REF             the image spec.image must hold
  --revision SHA          the config repo commit Argo CD must have synced (default: any)
  --timeout SECONDS       give up after this long (default 900)
  --degraded-grace SECONDS  let Degraded last this long before failing (default 0)
  --suspended POLICY      success, failure or wait (default success)
  --ca-cert PEM|PATH      extra CA certificate for the server
  --insecure              skip TLS verification
  --json                  print the final state and timeline as JSON

Exit: 0 Healthy, 1 Degraded or sync failed, 2 usage, auth or configuration error, 124 timed out.
`

const OPTIONS = {
  'argocd-server': { type: 'string' },
  'argocd-token': { type: 'string' },
  app: { type: 'string' },
  'app-namespace': { type: 'string' },
  resource: { type: 'string' },
  image: { type: 'string' },
  revision: { type: 'string' },
  timeout: { type: 'string' },
  'degraded-grace': { type: 'string' },
  suspended: { type: 'string' },
  'ca-cert': { type: 'string' },
  insecure: { type: 'boolean' },
  json: { type: 'boolean' }
} as const

/** Knobs tests turn; the CLI itself always uses the real clock. */
export interface WaitCliDeps {
  readonly clock?: Clock
  readonly sleep?: Sleep
  readonly watcher?: Partial<Pick<WatcherOptions, 'recheckMs' | 'refreshTimeoutMs' | 'feed'>>
  readonly retryBaseMs?: number
}

/** `gitops-release wait`: the local mode, Argo CD only (it never loads Octokit). */
export async function run(args: string[], io: CliIO, deps: WaitCliDeps = {}): Promise<number> {
  const flags = parseFlags(args, OPTIONS)
  const connection = readConnection(flags, io)
  const app = checkAppName(required(flags.app, '--app'), '--app')
  const expect: Expectation = {
    resource: parseResourceFlag(required(flags.resource, '--resource'), '--resource'),
    image: parseExpectedImage(required(flags.image, '--image'), '--image'),
    revision: flags.revision === undefined ? undefined : parseRevision(flags.revision, '--revision')
  }
  const timeoutMs = seconds(flags.timeout, '--timeout', 900) * 1000
  const policy: WaitPolicy = { degradedGraceMs: seconds(flags['degraded-grace'], '--degraded-grace', 0) * 1000, suspended: suspendedPolicy(flags.suspended) }

  const clock = deps.clock ?? realClock
  const sleep = deps.sleep ?? realSleep
  const log = (message: string): void => io.stderr(`${message}\n`)
  const argocd = createArgoCdClient(connection, { sleep, env: io.env, onRetry: log, ...(deps.retryBaseMs === undefined ? {} : { retryBaseMs: deps.retryBaseMs }) })
  const start = clock()
  const merged = { state: 'skipped' as const, detail: expect.revision ? `expecting revision ${expect.revision}` : 'no revision given: any synced revision counts' }
  try {
    const { state } = await watchRollout(
      expect,
      initialChain(start, merged),
      { app, deadline: start + timeoutMs, timeoutMs, policy, ...deps.watcher },
      { argocd, clock, sleep, log: { info: log, warning: log, debug: () => undefined } }
    )
    if (flags.json) io.stdout(`${JSON.stringify({ app, image: expect.image, resource: expect.resource, ...toTimeline(state) }, null, 2)}\n`)
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

function readConnection(flags: { 'argocd-server'?: string; 'argocd-token'?: string; 'app-namespace'?: string; 'ca-cert'?: string; insecure?: boolean }, io: CliIO): ArgoCdConnection {
  const server = flags['argocd-server'] ?? io.env['ARGOCD_SERVER']
  if (!server) throw new InputError('--argocd-server is required (or set ARGOCD_SERVER), e.g. --argocd-server https://argocd.example.com.')
  const token = flags['argocd-token'] ?? io.env['ARGOCD_AUTH_TOKEN'] ?? ''
  if (token === '') throw new InputError('An Argo CD token is required: pass --argocd-token or set ARGOCD_AUTH_TOKEN.')
  return {
    serverUrl: parseServerUrl(server, '--argocd-server'),
    token,
    insecure: flags.insecure ?? false,
    caCert: loadCaCert(flags['ca-cert'], '--ca-cert', io.cwd),
    appNamespace: flags['app-namespace']
  }
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new InputError(`${flag} is required. Run gitops-release wait --help for usage.`)
  return value
}

function seconds(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value.trim())) throw new InputError(`${flag} must be a whole number of seconds, got ${JSON.stringify(value)}.`)
  return Number(value)
}

function suspendedPolicy(value: string | undefined): SuspendedPolicy {
  if (value === undefined) return 'success'
  if (value === 'success' || value === 'failure' || value === 'wait') return value
  throw new InputError(`--suspended must be success, failure or wait, got ${JSON.stringify(value)}.`)
}
