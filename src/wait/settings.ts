import { readGitHubSettings, readRunSource, type GitHubSettings, type RunSource } from '../action/github-settings.js'
import { inputSource } from '../action/inputs.js'
import type { ArgoCdConnection } from '../argocd/connection.js'
import { InputError } from '../errors.js'
import { readArgoCdApp, readArgoCdConnection, readTimeout, readWaitPolicy } from '../settings/argocd.js'
import { WAIT } from '../settings/commands.js'
import { parseManifestPath, parsePullNumber } from '../settings/parsers.js'
import { readSelector } from '../settings/selector.js'
import { SettingsReader } from '../settings/reader.js'
import type { TargetSource } from './expected.js'
import { parseExpectedImage, parseResourceFlag, parseRevision } from './target.js'
import type { WaitPolicy } from './types.js'

/** Everything `wait` needs, read and validated before any request is made. */
export interface WaitSettings extends GitHubSettings, WaitPolicy {
  /** How to reach Argo CD (token masked). */
  readonly argocd: ArgoCdConnection
  /** The Application to follow. */
  readonly app: string
  /** The release PR: wait for it to merge; its merge commit is the expected revision. */
  readonly pr: number | undefined
  /** The expected revision when no PR is given; undefined means the pushed commit (GITHUB_SHA). */
  readonly revision: string | undefined
  /** Where the resource and the expected image come from. */
  readonly target: TargetSource
  /** Give up after this long (the merge wait included). */
  readonly timeoutMs: number
  /** Keep the sticky comment on the release PR. */
  readonly comment: boolean
  /** Record a GitHub Deployment in this environment, with in_progress → success/failure statuses. */
  readonly environment: string | undefined
  readonly source: RunSource
}

export function readWaitSettings(env: NodeJS.ProcessEnv = process.env): WaitSettings {
  const settings = new SettingsReader(WAIT, inputSource(env))
  const github = readGitHubSettings(settings)
  const pr = settings.optional('pr')
  const revision = settings.optional('revision')
  if (pr !== undefined && revision !== undefined) {
    throw new InputError("Set either 'pr' (wait for its merge commit) or 'revision', not both.")
  }
  return {
    ...github,
    argocd: readArgoCdConnection(settings),
    app: readArgoCdApp(settings),
    pr: pr === undefined ? undefined : parsePullNumber(pr, settings.label('pr')),
    revision: revision === undefined ? undefined : parseRevision(revision, settings.label('revision')),
    target: readTargetSource(settings),
    timeoutMs: readTimeout(settings),
    ...readWaitPolicy(settings),
    comment: settings.boolean('comment'),
    environment: settings.optional('environment'),
    source: readRunSource(env)
  }
}

/** The manifest (resource and image read from it) or explicit `resource` + `image`, never both. */
function readTargetSource(settings: SettingsReader): TargetSource {
  const manifest = settings.optional('manifest')
  const resource = settings.optional('resource')
  const image = settings.optional('image')
  if (manifest !== undefined) {
    if (resource !== undefined || image !== undefined) {
      throw new InputError(
        "Set either 'manifest' (the resource and image are read from it) or 'resource' and 'image', not both."
      )
    }
    return {
      from: 'manifest',
      manifest: parseManifestPath(manifest, settings.label('manifest')),
      selector: readSelector(settings)
    }
  }
  if (resource === undefined || image === undefined) {
    throw new InputError(
      "Set 'manifest' (path of the resource's manifest in the config repo), or both 'resource' (GROUP:KIND:NAMESPACE/NAME) and 'image'."
    )
  }
  return {
    from: 'inputs',
    resource: parseResourceFlag(resource, settings.label('resource')),
    image: parseExpectedImage(image, settings.label('image'))
  }
}
