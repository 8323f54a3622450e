import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import type { ArgoCdConnection } from '../argocd/connection.js'
import { InputError } from '../errors.js'
import { readArgoCdApp, readArgoCdConnection, readTimeout, readWaitPolicy } from '../settings/argocd.js'
import { readReportFollow, type ReportFollowSettings } from '../settings/reports.js'
import { WAIT } from '../settings/commands.js'
import { parseManifestPath, parsePullNumber } from '../settings/parsers.js'
import { readContainer, readSelector } from '../settings/selector.js'
import { SettingsReader } from '../settings/reader.js'
import { formatOfPath, type ImageFormat } from '../kube-yaml/image-sites.js'
import type { TargetSource } from './expected.js'
import type { ReportTarget } from './github-reports/target.js'
import { parseExpectedImage, parseResourceFlag, parseRevision } from './target.js'
import { readVerifySettings, type WaitVerifySettings } from './verify-settings.js'
import type { WaitPolicy } from './types.js'

/** What both ways of following a release share. */
interface WaitCommon extends GitHubSettings, WaitPolicy {
  /** The Application to follow, or (following reports) the name the reports give the app. */
  readonly app: string
  /** The release PR: wait for it to merge; its merge commit is the expected revision. */
  readonly pr: number | undefined
  /** The expected revision when no PR is given; undefined means the pushed commit (GITHUB_SHA). */
  readonly revision: string | undefined
  /** Give up after this long (the merge wait included). */
  readonly timeoutMs: number
  /** Keep the sticky comment on the release PR. */
  readonly comment: boolean
  /** Record a GitHub Deployment in this environment, with in_progress → success/failure statuses. */
  readonly environment: string | undefined
  /** The checks and soak after Healthy (docs/verify.md): the `verify` input, or the policy's for `environment`. */
  readonly verify: WaitVerifySettings
  readonly source: RunSource
}

/** Following Argo CD's API. */
export interface ArgoCdWaitSettings extends WaitCommon {
  readonly mode: 'argocd'
  /** How to reach Argo CD (token masked). */
  readonly argocd: ArgoCdConnection
  /** Where the resource and the expected image come from. */
  readonly target: TargetSource
}

/** Following what the cluster reports to GitHub (`status-context`), where the runner cannot reach it. */
export interface ReportWaitSettings extends WaitCommon {
  readonly mode: 'github'
  readonly argocd?: undefined
  readonly reports: ReportFollowSettings
  /** The expected image, when given: a report naming image digests is checked against it. */
  readonly target: ReportTarget
  /** The branch later commits must be on when no PR names one: a push's branch; else the default branch. */
  readonly branch: string | undefined
}

/** Everything `wait` needs, read and validated before any request is made. */
export type WaitSettings = ArgoCdWaitSettings | ReportWaitSettings

export function readWaitSettings(env: NodeJS.ProcessEnv = process.env): WaitSettings {
  const settings = new SettingsReader(WAIT, inputSource(env))
  const github = readGitHubSettings(settings)
  const pr = settings.optional('pr')
  const revision = settings.optional('revision')
  if (pr !== undefined && revision !== undefined) {
    throw new InputError("Set either 'pr' (wait for its merge commit) or 'revision', not both.")
  }
  const reports = readReportFollow(settings)
  const environment = settings.optional('environment')
  const common = {
    ...github,
    pr: pr === undefined ? undefined : parsePullNumber(pr, settings.label('pr')),
    revision: revision === undefined ? undefined : parseRevision(revision, settings.label('revision')),
    timeoutMs: readTimeout(settings),
    ...readWaitPolicy(settings),
    comment: settings.boolean('comment'),
    environment,
    verify: readVerifySettings(settings, environment),
    source: readRunSource(env)
  }
  if (reports !== undefined) {
    const app = settings.optional('argocd-app')
    return {
      ...common,
      mode: 'github',
      app: app === undefined ? reports.glob : readArgoCdApp(settings),
      reports,
      target: readReportTarget(settings),
      branch: env['GITHUB_EVENT_NAME'] === 'push' ? pushedBranch(env['GITHUB_REF']) : undefined
    }
  }
  return {
    ...common,
    mode: 'argocd',
    argocd: readArgoCdConnection(settings),
    app: readArgoCdApp(settings),
    target: readTargetSource(settings)
  }
}

/** `refs/heads/main` → `main`; anything else (a tag) names no branch. */
function pushedBranch(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined
}

/**
 * Following reports, the expected image is optional (it is only looked for among the digests a
 * report names): the manifest, `resource` and `image`, `image` alone, or none.
 */
function readReportTarget(settings: SettingsReader): ReportTarget {
  const given = ['manifest', 'resource', 'image'].some((name) => settings.optional(name) !== undefined)
  if (!given) return { from: 'none' }
  if (settings.optional('manifest') === undefined && settings.optional('resource') === undefined)
    return { from: 'image', image: parseExpectedImage(settings.optional('image')!, settings.label('image')) }
  return readTargetSource(settings)
}

/**
 * The manifest (resource and image read from it) or explicit `resource` + `image`. A
 * kustomization or Helm values manifest, or a Flux Kustomization's `spec.images`, does not say
 * which resource it ends up in: with one, `resource` names what to follow, and `image`
 * (optional) the repository whose pin to expect.
 */
function readTargetSource(settings: SettingsReader): TargetSource {
  const manifest = settings.optional('manifest')
  const resource = settings.optional('resource')
  const image = settings.optional('image')
  const container = readContainer(settings)
  if (manifest !== undefined) {
    const path = parseManifestPath(manifest, settings.label('manifest'))
    const format =
      settings.optional('format') === undefined ? formatOfPath(path) : settings.choice<ImageFormat>('format')
    if (format === 'manifest' && resource === undefined) {
      if (image !== undefined) {
        throw new InputError(
          `Set either 'manifest' (the resource and image are read from it) or 'resource' and 'image', not both; with a kustomization or Helm values manifest, set 'format' (${format} was ${settings.optional('format') === undefined ? 'read from the file name' : 'given'}); with a Flux Kustomization's spec.images, set 'resource' to the workload they deploy.`
        )
      }
      return { from: 'manifest', manifest: path, format, selector: readSelector(settings), ...container }
    }
    if (resource === undefined) {
      throw new InputError(
        `${settings.label('manifest')} is a ${format} file, which does not say what it deploys: set 'resource' (GROUP:KIND:NAMESPACE/NAME, e.g. apps:Deployment:todo/todo-api) to the workload to follow.`
      )
    }
    return {
      from: 'manifest',
      manifest: path,
      format,
      resource: parseResourceFlag(resource, settings.label('resource')),
      image: image === undefined ? undefined : parseExpectedImage(image, settings.label('image')),
      ...container
    }
  }
  if (settings.optional('format') !== undefined)
    throw new InputError(
      `${settings.label('format')} says how 'manifest' keeps the image: set 'manifest' too, or leave 'format' out.`
    )
  if (resource === undefined || image === undefined) {
    throw new InputError(
      "Set 'manifest' (path of the resource's manifest in the config repo), or both 'resource' (GROUP:KIND:NAMESPACE/NAME) and 'image'."
    )
  }
  return {
    from: 'inputs',
    resource: parseResourceFlag(resource, settings.label('resource')),
    image: parseExpectedImage(image, settings.label('image')),
    ...container
  }
}
