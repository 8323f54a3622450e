/**
 * `gitops-release wait --status-context GLOB --revision SHA`: the CLI following what the cluster
 * reports to GitHub. GitHub as gh and the CLI's gate find it: the token in GITHUB_TOKEN or
 * GH_TOKEN, the config repo in GITHUB_REPOSITORY, the API root in GITHUB_API_URL. Loaded by
 * src/wait/cli.ts only with --status-context, so the Argo CD mode never loads Octokit.
 */
import { EXIT, type CliIO } from '../../cli/io.js'
import { InputError, messageOf } from '../../errors.js'
import { isGitHubUnreachable } from '../../github/attempts.js'
import { createGitHubClient, statusOf } from '../../github/client.js'
import { configRepo } from '../../github/config-repo.js'
import { parseRepo } from '../../github/repo-ref.js'
import type { Log } from '../../log.js'
import { readTimeout, readWaitPolicy } from '../../settings/argocd.js'
import type { SettingsReader } from '../../settings/reader.js'
import { logValue } from '../../markdown/escape.js'
import { fluxReportMeaning, type ReportFollowSettings } from '../../settings/reports.js'
import { realClock, realSleep, type Clock, type Sleep } from '../../time.js'
import { describeSteps } from '../chain.js'
import { parseExpectedImage, parseResourceFlag, parseRevision } from '../target.js'
import { toTimeline } from '../timeline.js'
import type { Verdict } from '../types.js'
import { followReports, type ReportPolling } from './follow.js'
import { initialReportChain } from './judge.js'
import { reportFilter } from './reports.js'
import { reportImage, type ReportTarget } from './target.js'
import type { Http, VerifyConfig } from '../../verify/index.js'
import { withVerifiedStep } from '../verification.js'
import { cliVerify, verifyExitCode, verifyJson, type CliVerify } from '../verify-cli.js'

export interface ReportCliDeps {
  readonly clock?: Clock | undefined
  readonly sleep?: Sleep | undefined
  readonly polling?: ReportPolling | undefined
  /** `--verify`, parsed: the checks after Healthy. */
  readonly verify?: VerifyConfig | undefined
  readonly http?: Http | undefined
}

export async function runReportCli(
  settings: SettingsReader,
  reports: ReportFollowSettings,
  io: CliIO,
  exitCode: (verdict: Verdict) => number,
  deps: ReportCliDeps = {}
): Promise<number> {
  const revision = parseRevision(
    settings.required(
      'revision',
      'the config repo commit whose reports count (and later commits of the default branch that contain it)'
    ),
    settings.label('revision')
  )
  const target = readTarget(settings)
  const timeoutMs = readTimeout(settings)
  const policy = readWaitPolicy(settings)
  const token = io.env['GITHUB_TOKEN'] || io.env['GH_TOKEN']
  if (!token)
    throw new InputError(
      `${settings.label('status-context')} reads the config repo's commit statuses and check runs: set GITHUB_TOKEN or GH_TOKEN (statuses: read, checks: read).`
    )
  const name = io.env['GITHUB_REPOSITORY']
  if (!name)
    throw new InputError(
      `${settings.label('status-context')} needs the config repo: set GITHUB_REPOSITORY to its owner/repo.`
    )
  const baseUrl = (io.env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '')
  const clock = deps.clock ?? realClock
  const sleep = deps.sleep ?? realSleep
  const line = (message: string): void => io.stderr(`${message}\n`)
  const log: Log = { info: line, warning: line, debug: () => undefined }
  const repo = configRepo(
    createGitHubClient({
      token,
      baseUrl,
      baseUrlSource: 'GITHUB_API_URL',
      onRetry: line
    }),
    parseRepo(name, 'GITHUB_REPOSITORY')
  )
  const filter = reportFilter(reports.glob, reports.reporters)
  const flux = fluxReportMeaning(filter.glob)
  if (flux !== undefined) log.info(logValue(flux))
  const start = clock()
  let verification: CliVerify | undefined
  try {
    const pinned = await reportImage(target, revision, repo)
    if (deps.verify !== undefined && pinned.image === undefined)
      throw new InputError(
        `${settings.label('verify')} names the release by its image: set ${settings.label('image')} (the full reference rolled out).`
      )
    verification = cliVerify(deps.verify, pinned.image ?? '', { clock, sleep, log, http: deps.http })
    const merged = {
      step: 'merged' as const,
      state: 'skipped' as const,
      since: start,
      detail: `expecting revision ${revision}`
    }
    const warnings =
      filter.reporters === undefined
        ? [
            `--status-creator is not set: any account with write access to ${name} could post a report named like ${filter.glob} and have it count.`
          ]
        : []
    const chain = initialReportChain(merged, start, warnings)
    const state = await followReports(
      deps.verify === undefined ? chain : withVerifiedStep(chain),
      {
        filter,
        expect: { revision, branch: 'the default branch', digest: pinned.digest, noDigest: pinned.noDigest },
        mergedAt: undefined,
        branch: undefined,
        deadline: start + timeoutMs,
        timeoutMs,
        policy,
        polling: deps.polling
      },
      { repo, clock, sleep, log, afterHealthy: verification.hook?.afterHealthy }
    )
    const phase = verification.hook?.ended()
    if (settings.boolean('json'))
      io.stdout(
        `${JSON.stringify({ app: settings.optional('argocd-app') ?? filter.glob, image: pinned.image ?? null, statusContext: filter.glob, ...toTimeline(state), ...verifyJson(phase) }, null, 2)}\n`
      )
    else io.stdout(`${state.message}\n${describeSteps(state)}\n`)
    return verifyExitCode(state.verdict, phase, exitCode)
  } catch (error) {
    // A token GitHub refuses, a repository it does not show, or an API root that does not
    // answer: fixed in the environment, not by waiting.
    if (isGitHubUnreachable(error)) {
      io.stderr(`gitops-release wait: ${messageOf(error)}\n`)
      return EXIT.usage
    }
    const status = statusOf(error)
    if (status === 401 || status === 403 || status === 404) {
      io.stderr(
        `gitops-release wait: GitHub answered ${status} for ${name} (${error instanceof Error ? error.message : String(error)}).\n`
      )
      return EXIT.usage
    }
    throw error
  } finally {
    await verification?.close()
  }
}

/** The image to look for among the digests a report names: optional here. */
function readTarget(settings: SettingsReader): ReportTarget {
  const image = settings.optional('image')
  const resource = settings.optional('resource')
  if (image === undefined) {
    if (resource !== undefined)
      throw new InputError(`${settings.label('resource')} needs ${settings.label('image')} beside it.`)
    return { from: 'none' }
  }
  const expected = parseExpectedImage(image, settings.label('image'))
  if (resource === undefined) return { from: 'image', image: expected }
  return { from: 'inputs', resource: parseResourceFlag(resource, settings.label('resource')), image: expected }
}
